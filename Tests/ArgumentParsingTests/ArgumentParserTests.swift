import Testing
import Wording

@testable import ArgumentParsing

private let add = CommandSpec(
  name: "add", abstract: Phrase(en: "Log an expense", ja: "Log an expense"),
  arguments: [ArgumentSpec("AMOUNT", help: "Yen")],
  options: [
    .value("category", short: "c", valueName: "CATEGORY", help: "A category"),
    .value("memo", short: "m", valueName: "TEXT", help: "A memo"),
    .flag("dry-run", help: "Write nothing"),
  ])

private let list = CommandSpec(
  name: "list", abstract: Phrase(en: "List entries", ja: "List entries"),
  arguments: [ArgumentSpec("MONTH", help: "A month", isOptional: true)],
  options: [
    .value("month", valueName: "YYYY-MM", help: "Month"),
    .value("from", valueName: "DATE", help: "From"),
  ],
  conflicts: [("month", "from")])

private let program = ProgramSpec(
  name: "kakeibo", version: "1.0", abstract: Phrase(en: "a ledger", ja: "a ledger"),
  commands: [add, list],
  sharedOptions: [.value("db", valueName: "PATH", help: "The ledger file")])

@Suite struct TokenizerTests {
  @Test func classifiesWords() {
    #expect(
      Token.tokenize(["--memo=a=b", "--db", "-c", "-cfun", "-", "-500", "x", "--", "--memo"]) == [
        .longOption(name: "memo", value: "a=b", index: 0),
        .longOption(name: "db", value: nil, index: 1),
        .shortOption("c", attached: nil, index: 2),
        .shortOption("c", attached: "fun", index: 3),
        .value("-", index: 4),
        .value("-500", index: 5),
        .value("x", index: 6),
        .terminator(index: 7),
        .value("--memo", index: 8),
      ])
  }
}

@Suite struct ParsingTests {
  @Test func parsesOptionsInAnyOrderAndForm() throws {
    let parsed = try ArgumentParser.parse(
      ["-c", "生活費", "1200", "--memo=スーパー", "--dry-run"], command: add)
    #expect(parsed.arguments == ["1200"])
    #expect(parsed.value("category") == "生活費")
    #expect(parsed.value("memo") == "スーパー")
    #expect(parsed.hasFlag("dry-run"))
    #expect(try ArgumentParser.parse(["-cfun", "5"], command: add).value("category") == "fun")
  }

  @Test func aNegativeNumberIsAValueSoThatTheAmountParserCanExplainIt() throws {
    #expect(try ArgumentParser.parse(["-500", "-c", "fun"], command: add).arguments == ["-500"])
  }

  @Test func theTerminatorMakesTheRestPositional() throws {
    #expect(try ArgumentParser.parse(["--", "--5"], command: add).arguments == ["--5"])
  }

  @Test func anEmptyValueIsAValue() throws {
    #expect(try ArgumentParser.parse(["5", "--memo", ""], command: add).value("memo") == "")
  }

  @Test func reportsUsageErrorsWithSuggestions() {
    #expect(throws: UsageError.unknownOption("--catgory", command: "add", suggestion: "--category"))
    {
      try ArgumentParser.parse(["5", "--catgory", "x"], command: add)
    }
    #expect(throws: UsageError.unknownOption("--zzzzzz", command: "add", suggestion: nil)) {
      try ArgumentParser.parse(["5", "--zzzzzz"], command: add)
    }
    #expect(throws: UsageError.unknownOption("-x", command: "add", suggestion: nil)) {
      try ArgumentParser.parse(["5", "-x"], command: add)
    }
    #expect(throws: UsageError.missingValue(option: "--memo", valueName: "TEXT", command: "add")) {
      try ArgumentParser.parse(["5", "--memo"], command: add)
    }
    #expect(throws: UsageError.missingValue(option: "--memo", valueName: "TEXT", command: "add")) {
      try ArgumentParser.parse(["5", "-m", "--dry-run"], command: add)
    }
    #expect(throws: UsageError.unexpectedValue(option: "--dry-run", value: "yes", command: "add")) {
      try ArgumentParser.parse(["5", "--dry-run=yes"], command: add)
    }
    #expect(throws: UsageError.repeatedOption("--memo", command: "add")) {
      try ArgumentParser.parse(["5", "-m", "a", "--memo", "b"], command: add)
    }
    #expect(throws: UsageError.missingArgument("AMOUNT", command: "add")) {
      try ArgumentParser.parse(["-c", "fun"], command: add)
    }
    #expect(throws: UsageError.unexpectedArgument("6", command: "add")) {
      try ArgumentParser.parse(["5", "6"], command: add)
    }
    #expect(throws: UsageError.conflictingOptions("--month", "--from", command: "list")) {
      try ArgumentParser.parse(["--from", "2026-11-01", "--month", "2026-11"], command: list)
    }
  }

  @Test func resolvesProgramInvocations() throws {
    #expect(try ArgumentParser.parse(["--help"], program: program) == .help(command: nil))
    #expect(try ArgumentParser.parse(["help"], program: program) == .help(command: nil))
    #expect(try ArgumentParser.parse(["help", "add"], program: program) == .help(command: "add"))
    #expect(try ArgumentParser.parse(["add", "--help"], program: program) == .help(command: "add"))
    #expect(
      try ArgumentParser.parse(["add", "-h", "--bogus"], program: program) == .help(command: "add"))
    #expect(try ArgumentParser.parse(["--version"], program: program) == .version)
    #expect(
      try ArgumentParser.parse(["--db", "x.db", "list"], program: program)
        == .run(command: "list", ParsedArguments(values: ["db": "x.db"])))
    #expect(
      try ArgumentParser.parse(["list", "--db=x.db"], program: program)
        == .run(command: "list", ParsedArguments(values: ["db": "x.db"])))
  }

  @Test func reportsProgramLevelMistakes() {
    #expect(throws: UsageError.missingCommand) { try ArgumentParser.parse([], program: program) }
    // Not "did you mean '--help'?": it is --help, given a value it does not take.
    #expect(throws: UsageError.unexpectedValue(option: "--help", value: "x")) {
      try ArgumentParser.parse(["--help=x"], program: program)
    }
    #expect(throws: UsageError.unexpectedValue(option: "--help", value: "", command: "list")) {
      try ArgumentParser.parse(["list", "--help="], program: program)
    }
    #expect(throws: UsageError.missingCommand) {
      try ArgumentParser.parse(["--db", "x"], program: program)
    }
    #expect(throws: UsageError.unknownCommand("lst", suggestion: "list")) {
      try ArgumentParser.parse(["lst"], program: program)
    }
    #expect(throws: UsageError.unknownCommand("bogus", suggestion: nil)) {
      try ArgumentParser.parse(["help", "bogus"], program: program)
    }
    #expect(throws: UsageError.repeatedOption("--db", command: "list")) {
      try ArgumentParser.parse(["--db", "a", "list", "--db", "b"], program: program)
    }
    #expect(throws: UsageError.unknownOption("--bd", command: nil, suggestion: "--db")) {
      try ArgumentParser.parse(["--bd", "a", "list"], program: program)
    }
  }
}

@Suite struct UsageMessageTests {
  @Test func messagesSayWhatIsWrongAndWhatWouldBeRight() {
    #expect(
      UsageError.unknownOption("--catgory", command: "add", suggestion: "--category").message
        == "unknown option '--catgory' for 'add'; did you mean '--category'?")
    #expect(
      UsageError.unknownCommand("lst", suggestion: "list").message
        == "unknown command 'lst'; did you mean 'list'?")
    #expect(
      UsageError.invalidChoice(option: "--format", value: "xml", choices: ["table", "csv", "json"])
        .message == "option '--format' does not accept 'xml'; expected 'table', 'csv' or 'json'")
    #expect(
      UsageError.missingValue(option: "--memo", valueName: "TEXT").message
        == "option '--memo' needs a value (--memo TEXT)")
  }

  @Test func suggestsByEditDistance() {
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.editDistance("", "abc") == 3)
    #expect(Suggestion.nearest(to: "reprot", among: ["add", "report", "list"]) == "report")
    #expect(Suggestion.nearest(to: "xyz", among: ["add", "report", "list"]) == nil)
  }
}

@Suite struct HelpTests {
  @Test func commandHelpIsGeneratedFromTheSpec() {
    #expect(
      HelpFormatter.help(for: add, program: program) == """
        kakeibo add: Log an expense

        Usage: kakeibo add AMOUNT [options]

        Arguments:
          AMOUNT  Yen

        Options:
          -c, --category CATEGORY  A category
          -m, --memo TEXT          A memo
              --dry-run            Write nothing
              --db PATH            The ledger file
          -h, --help               Show this help

        """)
  }

  @Test func programHelpListsCommandsAndSharedOptions() {
    #expect(
      HelpFormatter.help(for: program) == """
        kakeibo 1.0: a ledger

        Usage: kakeibo [--db PATH] <command> [arguments] [options]

        Commands:
          add   Log an expense
          list  List entries
          help  Show help; 'help --man' prints the manual page, kakeibo(1)

        Options:
              --db PATH  The ledger file
          -h, --help     Show help
          -V, --version  Show the version

        Run 'kakeibo help <command>' for a command's arguments and options.

        """)
  }
}

@Suite struct OptionalValueTests {
  let command = CommandSpec(
    name: "report", abstract: Phrase(en: "Report", ja: "Report"),
    arguments: [ArgumentSpec("MONTH", help: "A month", isOptional: true)],
    options: [
      .optionalValue("last", valueName: "N", help: "The last N months"),
      .value("format", valueName: "FORMAT", help: "The format"),
    ])

  @Test func aValueMayFollowOrBeLeftOut() throws {
    #expect(try ArgumentParser.parse(["--last"], command: command).flags == ["last"])
    #expect(try ArgumentParser.parse(["--last", "12"], command: command).values == ["last": "12"])
    #expect(try ArgumentParser.parse(["--last=3"], command: command).values == ["last": "3"])
    let alone = try ArgumentParser.parse(["--last", "--format", "csv"], command: command)
    #expect(alone.flags == ["last"])
    #expect(alone.values == ["format": "csv"])
  }

  @Test func isGivenOnceAndShownInBrackets() throws {
    #expect(throws: UsageError.repeatedOption("--last", command: "report")) {
      try ArgumentParser.parse(["--last", "--last", "3"], command: command)
    }
    #expect(HelpFormatter.label(for: command.options[0]) == "    --last [N]")
  }
}
