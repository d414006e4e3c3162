import Testing
import Wording

@testable import ArgumentParsing

@Suite struct SubcommandTests {
  typealias F = Fixtures

  @Test func usageListsTheCommandsOwnThenEachSubcommands() {
    #expect(
      F.budget.usage.map(\.english) == [
        "[MONTH]", "set CATEGORY AMOUNT [options]", "unset CATEGORY",
      ])
    // A default subcommand stands for the command itself.
    #expect(F.member.usage.map(\.english) == ["[list] [--format FORMAT]", "add ROLE [options]"])
  }

  @Test func theParserDispatchesToTheSubcommandWithItsOwnArguments() throws {
    let (path, arguments) = try F.run(["budget", "set", "fun", "100", "--month", "11"])
    #expect(path == ["budget", "set"])
    #expect(arguments[F.budgetCategory] == "fun")
    #expect(arguments[F.amount] == 100)
    #expect(arguments[F.budgetMonth] == "11")
    // Options before the subcommand's name are the subcommand's too.
    #expect(try F.run(["budget", "--month", "11", "set", "fun", "100"]).path == ["budget", "set"])
    // No subcommand named: the command itself, with its own argument.
    let (own, listing) = try F.run(["budget", "2026-11", "-f", "csv"])
    #expect(own == ["budget"])
    #expect(listing[F.monthArgument] == "2026-11")
    // A default subcommand is what the command is when none is named.
    #expect(try F.run(["member", "--format", "json"]).path == ["member", "list"])
    #expect(try F.run(["member", "add", "hanako"]).arguments[F.role] == "hanako")
  }

  @Test func aSubcommandRefusesWhatItDoesNotTake() {
    #expect(throws: UsageError.unexpectedArgument("x", command: "budget set")) {
      try F.parse(["budget", "set", "fun", "100", "x"])
    }
    #expect(throws: UsageError.missingArgument(phrase("AMOUNT"), command: "budget set")) {
      try F.parse(["budget", "set", "fun"])
    }
    #expect(throws: UsageError.unexpectedArgument("x", command: "budget")) {
      try F.parse(["budget", "11", "x"])
    }
    // Another command of the group's option is named as that command's.
    #expect(
      throws: UsageError.optionOfAnother("--format", owners: ["budget"], command: "budget set")
    ) { try F.parse(["budget", "set", "fun", "100", "-f", "json"]) }
    #expect(
      throws: UsageError.optionOfAnother(
        "--month", owners: ["budget set", "budget unset"], command: "budget")
    ) { try F.parse(["budget", "--month", "11"]) }
    #expect(
      throws: UsageError.optionOfAnother(
        "--read-only", owners: ["member add"], command: "member list")
    ) { try F.parse(["member", "--read-only"]) }
  }

  @Test func aWordThatNamesNoSubcommandIsRefusedByTheParser() {
    #expect(
      throws: UsageError.unknownSubcommand(
        "ad", command: "member", choices: ["list", "add"], suggestion: "add")
    ) { try F.parse(["member", "ad", "x"]) }
    #expect(
      throws: UsageError.unknownSubcommand(
        "frob", command: "member", choices: ["list", "add"], suggestion: nil)
    ) { try F.parse(["member", "frob"]) }
  }

  @Test func aPreconditionComesBeforeEverythingElseOnTheLine() {
    let refusal = UsageError.invalidUsage(
      Phrase(en: "no members in a file", ja: "ファイルにはメンバーはいません"), command: "member")
    for words in [
      ["member"], ["member", "list", "x"], ["member", "frob"], ["member", "--bogus"],
      ["member", "add"], ["--db", "file.db", "member"],
    ] {
      let line = words.contains("file.db") ? words : words + ["--db", "file.db"]
      #expect(throws: refusal, "\(line)") { try F.parse(line) }
    }
    // Help still wins, and elsewhere the line is read as ever.
    #expect((try? F.helpTopic(["member", "--db", "file.db", "-h"])) == ["member"])
    #expect(throws: UsageError.unexpectedArgument("x", command: "member list")) {
      try F.parse(["member", "list", "x", "--db", "server"])
    }
  }

  @Test func helpNamesTheSubcommand() throws {
    for words in [
      ["budget", "set", "--help"], ["budget", "--month", "11", "set", "-h"],
      ["budget", "-f", "json", "set", "fun", "--help"], ["help", "budget", "set"],
    ] {
      #expect(try F.helpTopic(words) == ["budget", "set"], "\(words)")
    }
    // A month, not a subcommand; and the value of --month is no subcommand either.
    #expect(try F.helpTopic(["budget", "11", "--help"]) == ["budget"])
    #expect(try F.helpTopic(["budget", "--month", "set", "--help"]) == ["budget"])
    #expect(throws: UsageError.unknownCommand("budget sett", suggestion: "budget set")) {
      try F.parse(["help", "budget", "sett"])
    }
    #expect(throws: UsageError.unknownCommand("budget set fun", suggestion: "budget set")) {
      try F.parse(["help", "budget", "set", "fun"])
    }
  }
}
