import ArgumentParsing
import Foundation
import Testing

@testable import KakeiboCLI

/// Help, the manual page and the three completion scripts are written from the same
/// declarations: every command, subcommand and option is in each of them (issue 16).
@Suite struct DeclarationTests {
  let harness: Harness
  let manual: String
  let scripts: [CompletionScript.Shell: String]

  init() throws {
    let harness = try Harness()
    self.harness = harness
    manual = harness.run("help", "--man").output
    scripts = Dictionary(
      uniqueKeysWithValues: CompletionScript.Shell.allCases.map { shell in
        (shell, harness.run("completion", shell.rawValue).output)
      })
  }

  /// An option as the manual page spells it: `\-\-category`.
  func roff(_ text: String) -> String { ManualPage.escape(text) }

  /// The lines of `script`'s options function for `scope`: from its case label to the next.
  func options(of scope: String, in shell: CompletionScript.Shell) -> String {
    guard let script = scripts[shell] else { return "" }
    let label = shell == .fish ? "\n        case '\(scope)'\n" : "\n    '\(scope)')\n"
    let start = script.ranges(of: "_kakeibo_options").first?.upperBound ?? script.endIndex
    guard let found = script[start...].ranges(of: label).first else { return "" }
    let rest = script[found.upperBound...]
    let end = rest.ranges(of: shell == .fish ? "\n        case " : "\n      ;;").first
    return String(rest[..<(end?.lowerBound ?? rest.endIndex)])
  }

  @Test func everyCommandSubcommandAndOptionIsInHelpTheManualAndEveryScript() throws {
    for command in Kakeibo.program.declarations {
      let help = harness.run("help", command.name).output
      #expect(unwrapped(help).hasPrefix("kakeibo \(command.name): \(command.abstract.english)\n"))
      #expect(manual.contains(".SS \"\(roff(command.name))\"\n"), "\(command.name)")
      for (shell, script) in scripts {
        #expect(script.contains("'\(command.name)'"), "\(shell) \(command.name)")
      }
      for option in command.options where !option.isHidden {
        let long = option.spelled
        #expect(help.contains(long), "\(command.name) \(long)")
        #expect(manual.contains("\\fB" + roff(long) + "\\fR"), "\(command.name) \(long)")
        for shell in CompletionScript.Shell.allCases {
          let offered = options(of: command.name, in: shell)
          #expect(offered.contains("'\(long)'"), "\(shell) \(command.name) \(long)")
          if let short = option.shortName {
            #expect(offered.contains("'-\(short)'"), "\(shell) \(command.name) -\(short)")
          }
        }
      }
      for subcommand in command.subcommands {
        let scope = "\(command.name) \(subcommand.name)"
        #expect(help.contains("\n  \(subcommand.name) "), "\(scope) in the command's help")
        let own = harness.run(command.name, subcommand.name, "--help")
        #expect(own.status == .success)
        #expect(
          unwrapped(own.output).hasPrefix("kakeibo \(scope): \(subcommand.abstract.english)\n"))
        #expect(harness.run("help", command.name, subcommand.name) == own)
        #expect(manual.contains(".SS \"\(roff(scope))\"\n"), "\(scope)")
        for (shell, script) in scripts {
          #expect(script.contains("'\(subcommand.name)'"), "\(shell) \(scope)")
        }
        for option in subcommand.options where !option.isHidden {
          let long = option.spelled
          #expect(own.output.contains(long), "\(scope) \(long)")
          #expect(manual.contains("\\fB" + roff(long) + "\\fR"), "\(scope) \(long)")
          for shell in CompletionScript.Shell.allCases {
            #expect(
              options(of: scope, in: shell).contains("'\(long)'"), "\(shell) \(scope) \(long)")
          }
        }
        // The options of the rest of its group are left out of its help and its completion.
        let declared = Set(subcommand.options.map(\.name))
        for option in others(of: subcommand, in: command) where !declared.contains(option.name) {
          #expect(!own.output.contains(option.spelled + " "), "\(scope) \(option.spelled)")
          for shell in CompletionScript.Shell.allCases {
            #expect(!options(of: scope, in: shell).contains("'\(option.spelled)'"))
          }
        }
      }
    }
    for option in Kakeibo.program.sharedOptions {
      #expect(manual.contains("\\fB" + roff(option.spelled) + "\\fR"))
      for script in scripts.values { #expect(script.contains(option.spelled)) }
    }
  }

  /// The options the command and its other subcommands declare.
  func others(of subcommand: Declaration, in command: Declaration) -> [AnyOption<Context>] {
    command.options + command.subcommands.filter { $0.name != subcommand.name }.flatMap(\.options)
  }

  /// A subcommand takes the options it declares; the parser refuses the rest of its group's,
  /// naming the commands that take them.
  @Test func everySubcommandRefusesTheOptionsItDoesNotDeclare() throws {
    // Enough arguments for each subcommand to reach its options. (member is left out: on a
    // ledger in a file, every form of it is refused before its options are looked at.)
    let arguments: [String: [String]] = [
      "budget set": ["fun", "100"], "budget unset": ["fun"], "config get": ["month-start"],
      "config set": ["month-start", "25"], "config unset": ["month-start"],
      "recurring list": [], "recurring add": ["100"], "recurring edit": ["1"],
      "recurring remove": ["1"], "categories rename": ["生活費", "a", "b"],
      "categories move": ["外食", "--to", "fun"],
      "offline take": ["copy.db"], "offline status": [], "offline push": [], "offline pull": [],
      "offline drop": ["3"],
    ]
    for command in Kakeibo.program.declarations where command.name != "member" {
      for subcommand in command.subcommands {
        let scope = "\(command.name) \(subcommand.name)"
        let given = try #require(arguments[scope], "\(scope) has no arguments in this test")
        let own = Set(subcommand.options.map(\.name))
        for option in others(of: subcommand, in: command) where !own.contains(option.name) {
          let words =
            [command.name, subcommand.name] + given + [option.spelled]
            + (option.kind == .flag ? [] : ["1"])
          let result = harness.run(words)
          #expect(result.status == .usage, "\(words)")
          #expect(
            result.error.hasPrefix("kakeibo: option '\(option.spelled)' is for '"),
            "\(words): \(result.error)")
          #expect(result.error.contains(", not for '\(scope)'"), "\(words): \(result.error)")
        }
      }
    }
  }

  @Test func theManualHasEveryExitStatusAndEnvironmentVariable() {
    for status in ExitStatus.allCases {
      #expect(manual.contains(".TP\n\\fB\(status.rawValue)\\fR\n"), "\(status)")
    }
    for name in Kakeibo.environmentVariables + ["TZ", "PGPASSWORD"] {
      #expect(manual.contains(roff(name)), "\(name)")
    }
    #expect(manual.contains(".SH \"FILES\"\n"))
    #expect(manual.hasPrefix(".\\\" The manual page of kakeibo"))
    #expect(manual.contains("\n.TH \"KAKEIBO\" 1 \"\" \"kakeibo 0.1.0\" \"User Commands\"\n"))
  }

  @Test func aSubcommandsHelp() {
    let page = harness.run("budget", "set", "--help")
    #expect(page.output.hasPrefix("kakeibo budget set: "))
    #expect(harness.run("help", "budget", "set") == page)
    // Options before the subcommand's name, and their values, are passed over.
    #expect(
      harness.run("budget", "--month", "11", "set", "-h").output
        == harness.run("help", "budget", "set").output)
  }

  @Test func theGeneratedValues() throws {
    #expect(
      harness.run("completion", "--values", "months").output
        == "this\nlast\n今月\n先月\n2026-11\n2026-10\n2026-09\n2026-08\n2026-07\n2026-06\n"
        + "2026-05\n2026-04\n2026-03\n2026-02\n2026-01\n2025-12\n")
    // No ledger: nothing, and none is made.
    #expect(
      harness.run("completion", "--values", "subcategories")
        == .init(status: .success, output: "", error: ""))
    #expect(!FileManager.default.fileExists(atPath: harness.databasePath))
    for words in [
      ["add", "100", "-c", "生活費", "-s", "食費"], ["add", "100", "-c", "生活費", "-s", "日用品"],
      ["add", "100", "-c", "生活費", "-s", "食費"], ["add", "100", "-c", "fun", "-s", "外食"],
      ["income", "1000", "-s", "給与"],
    ] {
      #expect(harness.run(words).status == .success)
    }
    #expect(
      harness.run("completion", "--values", "subcategories").output == "食費\n日用品\n外食\n")
    #expect(harness.run("completion", "--values", "income-subcategories").output == "給与\n")
  }
}
