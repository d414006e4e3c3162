import ArgumentParsing
import Testing
import Wording

@testable import KakeiboCLI

/// Every help page in both languages, the manual page and the three completion scripts (the
/// manual and the scripts' descriptions in both languages too), as the
/// golden files under `Tests/Golden/` hold them (`KAKEIBO_RECORD=1 swift test` rewrites them).
@Suite struct HelpGoldenTests {
  /// `help/NAME.txt` in English, `help/NAME.ja.txt` in Japanese.
  static func path(_ name: String, _ language: Language) -> String {
    "help/" + name + (language == .english ? "" : "." + language.rawValue) + ".txt"
  }

  @Test func everyHelpPageTheManualAndTheScriptsAreAsRecorded() throws {
    let harness = try Harness()
    var checked = Set<String>()
    func check(_ words: [String], as path: String, environment: [String: String] = [:]) {
      let result = harness.run(words, environment: environment)
      #expect(result.status == .success, "\(words)")
      #expect(result.error == "", "\(words)")
      checked.insert(path)
      Golden.check(result.output, against: path)
    }
    for language in Language.allCases {
      let environment = ["KAKEIBO_LANG": language.rawValue]
      check(["--help"], as: Self.path("kakeibo", language), environment: environment)
      for command in Kakeibo.program.declarations {
        check(
          [command.name, "--help"], as: Self.path(command.name, language),
          environment: environment)
        for subcommand in command.subcommands {
          check(
            [command.name, subcommand.name, "--help"],
            as: Self.path(command.name + "-" + subcommand.name, language),
            environment: environment)
        }
      }
    }
    check(["help", "--man"], as: "manual/kakeibo.1")
    // The manual and the descriptions of the completion in Japanese.
    let japanese = ["KAKEIBO_LANG": "ja"]
    check(["help", "--man"], as: "manual/kakeibo.ja.1", environment: japanese)
    for shell in CompletionScript.Shell.allCases {
      check(["completion", shell.rawValue], as: "completion/kakeibo." + shell.rawValue)
      check(
        ["completion", shell.rawValue], as: "completion/kakeibo.ja." + shell.rawValue,
        environment: japanese)
    }
    for folder in ["help", "manual", "completion"] {
      Golden.removeStale(under: folder, keeping: checked)
    }
  }
}
