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
    for command in Kakeibo.commands {
      let result = harness.run("help", command.spec.name)
      #expect(result.status == .success)
      #expect(
        result.output.hasPrefix("kakeibo \(command.spec.name): \(command.spec.abstract.english)\n"))
      for option in command.spec.options where !option.isHidden {
        #expect(result.output.contains("--" + option.name), "\(command.spec.name) --\(option.name)")
      }
    }
  }

  @Test func version() throws {
    #expect(
      try Harness().run("--version")
        == .init(status: .success, output: "kakeibo 0.1.0\n", error: ""))
  }
}
