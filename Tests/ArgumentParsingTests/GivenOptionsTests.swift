import Testing

@testable import ArgumentParsing

private typealias F = Fixtures

/// What completion reads of a command line typed so far: the options given, by long name.
@Suite struct GivenOptionsTests {
  @Test func readsTheOptionsOfTheCommandInEverySpelling() {
    #expect(
      F.program.givenOptions(["add", "500", "-c", "生活費", "--memo=a b", "--dry-run", "--sub"])
        == ["AMOUNT": ["500"], "category": ["生活費"], "memo": ["a b"], "dry-run": [""]])
    // As bash splits --name=value, and an option's later value after its first.
    #expect(
      F.program.givenOptions(["add", "--category", "=", "fun", "-cliving"])
        == ["category": ["fun", "living"]])
    // A shared option before the command, and the options of a subcommand.
    #expect(
      F.program.givenOptions(["--db", "x.db", "budget", "set", "fun", "--month", "12"])
        == ["db": ["x.db"], "CATEGORY": ["fun"], "month": ["12"]])
    // An optional value that is left out takes no next option as its value.
    #expect(
      F.program.givenOptions(["list", "--last", "--format", "csv"])
        == [
          "last": [], "format": ["csv"],
        ].filter { !$0.value.isEmpty })
  }

  @Test func readsThePositionalArgumentsByTheirNames() {
    // A subcommand's arguments in order; a word past the last is passed over.
    #expect(
      F.program.givenOptions(["budget", "set", "生活費", "30000", "extra", "--month", "12"])
        == ["CATEGORY": ["生活費"], "AMOUNT": ["30000"], "month": ["12"]])
    // The command's own argument before a subcommand is named.
    #expect(F.program.givenOptions(["budget", "2026-11"]) == ["MONTH": ["2026-11"]])
  }

  @Test func passesOverWhatItCannotRead() {
    // An unknown option's value cannot be told from an argument: it is read as one.
    #expect(
      F.program.givenOptions(["add", "--colour", "red", "-c", "fun"])
        == ["AMOUNT": ["red"], "category": ["fun"]])
    #expect(F.program.givenOptions(["nothing", "-c", "fun"]) == [:])
    #expect(F.program.givenOptions(["add", "--", "-c", "fun"]) == [:])
    #expect(F.program.givenOptions([]) == [:])
  }
}
