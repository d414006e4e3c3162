import Testing
import Wording

@testable import KakeiboCLI

@Suite struct HelpTextTests {
  /// `--help` after a command, `help COMMAND` and `-h` among mistakes all show the same page
  /// (`HelpGoldenTests` checks the page itself).
  @Test func helpWinsOverEveryOtherMistake() throws {
    let harness = try Harness()
    let page = harness.run("add", "--help")
    #expect(page.status == .success)
    #expect(page.output.hasPrefix("kakeibo add: Log an expense\n"))
    #expect(harness.run("help", "add") == page)
    #expect(harness.run("add", "12.5", "--bogus", "-h") == page)
    #expect(harness.run("help") == harness.run("--help"))
  }

  @Test func everyCommandHasHelpThatNamesItsOptions() throws {
    let harness = try Harness()
    for command in Kakeibo.program.declarations {
      let result = harness.run("help", command.name)
      #expect(result.status == .success)
      #expect(
        unwrapped(result.output).hasPrefix("kakeibo \(command.name): \(command.abstract.english)\n")
      )
      for option in command.options where !option.isHidden {
        #expect(result.output.contains(option.spelled), "\(command.name) \(option.spelled)")
      }
    }
  }

  /// Each command's name in the program's list is its declaration's.
  @Test func theProgramNamesEachCommandAsItDeclaresItself() {
    #expect(
      Kakeibo.program.commands.map(\.name) == Kakeibo.program.declarations.map(\.name))
  }

  @Test func version() throws {
    #expect(
      try Harness().run("--version")
        == .init(status: .success, output: "kakeibo 0.1.0\n", error: ""))
  }
}

/// Help's first paragraph on one line, as it is before it is wrapped to the width.
func unwrapped(_ help: String) -> String {
  guard let end = help.ranges(of: "\n\n").first else { return help }
  return help[..<end.lowerBound].split(separator: "\n").joined(separator: " ") + "\n"
    + help[end.upperBound...]
}

/// Help is wrapped when it is written, to the terminal's width: COLUMNS, else the terminal's,
/// else 80 columns.
@Suite struct HelpWidthTests {
  /// The lines of `help` wider than `width` that could have been broken: those with a space
  /// after their indentation, outside the examples (which are kept whole, to be copied).
  static func overlong(_ help: String, width: Int) -> [String] {
    var inExamples = false
    return help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { line in
        if line == "Examples:" || line == "例:" { inExamples = true }
        if line.isEmpty { inExamples = false }
        let body = line.drop(while: { $0 == " " })
        return !inExamples && DisplayWidth.of(line) > width && body.contains(" ")
      }
  }

  @Test func everyPageFitsTheWidthInBothLanguages() throws {
    let harness = try Harness()
    for width in [40, 60, 80, 100, 132] {
      for language in ["en", "ja"] {
        let environment = ["COLUMNS": String(width), "KAKEIBO_LANG": language]
        var pages = [harness.run(["--help"], environment: environment).output]
        for command in Kakeibo.program.declarations {
          pages.append(harness.run([command.name, "--help"], environment: environment).output)
          for subcommand in command.subcommands {
            pages.append(
              harness.run([command.name, subcommand.name, "-h"], environment: environment).output)
          }
        }
        for page in pages {
          #expect(Self.overlong(page, width: width) == [], "\(width) \(language)")
        }
      }
    }
  }

  @Test func theTerminalsWidthWinsOverCOLUMNS() throws {
    let harness = try Harness()
    let narrow = harness.run(["add", "--help"], environment: ["COLUMNS": "200"], width: 50).output
    #expect(Self.overlong(narrow, width: 50) == [])
    #expect(narrow == harness.run(["add", "--help"], environment: ["COLUMNS": "50"]).output)
    #expect(
      harness.run(["add", "--help"]).output == harness.run(["add", "--help"], width: 80).output)
  }
}
