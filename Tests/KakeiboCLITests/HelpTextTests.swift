import Testing

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
