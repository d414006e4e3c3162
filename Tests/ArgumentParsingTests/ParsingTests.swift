import Testing
import Wording

@testable import ArgumentParsing

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

@Suite struct TypedParsingTests {
  typealias F = Fixtures

  @Test func readsEveryValueIntoItsTypeOnce() throws {
    let (path, arguments) = try F.run(
      ["add", "-c", "生活費", "1200", "--memo=スーパー", "--dry-run", "--day", "today", "-fJSON"],
      today: Today(day: 3))
    #expect(path == ["add"])
    #expect(arguments[F.amount] == 1200)
    #expect(arguments[F.category] == "生活費")
    #expect(arguments[F.memo] == "スーパー")
    #expect(arguments[F.dryRun])
    // The environment reaches the value's parser.
    #expect(arguments[F.day] == 3)
    #expect(arguments[F.format] == .json)
    #expect(arguments[F.top] == nil)
  }

  @Test func whatIsNotGivenIsAbsentOrTheDefault() throws {
    let (_, arguments) = try F.run(["add", "5"])
    #expect(arguments[F.memo] == nil)
    #expect(!arguments[F.dryRun])
    #expect(!arguments.contains(F.memo))
    #expect(arguments[F.format] == .table)
  }

  @Test func anOptionalValueMayBeAValueOfItself() throws {
    // `--sub ''`: given, and its value is none.
    let (_, given) = try F.run(["add", "5", "--sub", ""])
    #expect(given[F.sub] == .some(nil))
    #expect(given.contains(F.sub))
    let (_, named) = try F.run(["add", "5", "--sub", "食費"])
    #expect(named[F.sub] == .some("食費"))
    let (_, absent) = try F.run(["add", "5"])
    #expect(absent[F.sub] == nil)
  }

  @Test func aNegativeNumberAndAnEmptyWordAreValues() throws {
    #expect(try F.run(["add", "-500", "-c", "fun"]).arguments[F.amount] == -500)
    #expect(try F.run(["add", "5", "--memo", ""]).arguments[F.memo] == "")
    #expect(try F.run(["add", "--", "7"]).arguments[F.amount] == 7)
  }

  @Test func theDomainsOwnErrorPassesThrough() {
    #expect(throws: NotANumber(text: "12.5")) { try F.parse(["add", "12.5"]) }
    #expect(throws: NotANumber(text: "x")) { try F.parse(["add", "5", "--day", "x"]) }
  }

  @Test func whatAValueExpectsIsWordedByTheParser() {
    #expect(
      throws: UsageError.invalidValue(
        option: "--top", value: "0",
        expected: Phrase(en: "a whole number from 1 to 10", ja: "1 から 10 までの整数"),
        command: "add")
    ) { try F.parse(["add", "5", "--top", "0"]) }
    #expect(
      throws: UsageError.invalidChoice(
        option: "--format", value: "xml", choices: ["table", "csv", "json"], command: "add")
    ) { try F.parse(["add", "5", "-f", "xml"]) }
  }

  @Test func refusesTheShapeOfTheLineBeforeReadingAnyValue() {
    // The bad amount is never read: the unknown option is the mistake reported.
    #expect(
      throws: UsageError.unknownOption("--catgory", command: "add", suggestion: "--category")
    ) { try F.parse(["add", "12.5", "--catgory", "x"]) }
    #expect(throws: UsageError.unknownOption("--zzzzzz", command: "add", suggestion: nil)) {
      try F.parse(["add", "5", "--zzzzzz"])
    }
    #expect(throws: UsageError.unknownOption("-x", command: "add", suggestion: nil)) {
      try F.parse(["add", "5", "-x"])
    }
    #expect(
      throws: UsageError.missingValue(option: "--memo", valueName: phrase("TEXT"), command: "add")
    ) { try F.parse(["add", "5", "-m", "--dry-run"]) }
    #expect(
      throws: UsageError.unexpectedValue(option: "--dry-run", value: "yes", command: "add")
    ) { try F.parse(["add", "5", "--dry-run=yes"]) }
    #expect(throws: UsageError.repeatedOption("--memo", command: "add")) {
      try F.parse(["add", "5", "-m", "a", "--memo", "b"])
    }
    #expect(throws: UsageError.missingArgument(phrase("AMOUNT"), command: "add")) {
      try F.parse(["add", "-c", "fun"])
    }
    #expect(throws: UsageError.unexpectedArgument("6", command: "add")) {
      try F.parse(["add", "5", "6"])
    }
    #expect(throws: UsageError.conflictingOptions("--top", "--day", command: "add")) {
      try F.parse(["add", "x", "--day", "y", "--top", "z"])
    }
  }

  @Test func anOptionalValueIsGivenAloneOrWithItsValue() throws {
    let alone = try F.run(["list", "--last", "--format", "csv"]).arguments
    #expect(alone.contains(F.last))
    #expect(alone[F.last] == nil)
    #expect(alone[F.format] == .csv)
    #expect(try F.run(["list", "--last", "12"]).arguments[F.last] == 12)
    #expect(try F.run(["list", "--last=3"]).arguments[F.last] == 3)
    #expect(throws: UsageError.repeatedOption("--last", command: "list")) {
      try F.parse(["list", "--last", "--last", "3"])
    }
    #expect(HelpFormatter.label(for: F.last, language: .english) == "    --last [N]")
  }

  @Test func requirementsAndEmptyArguments() {
    #expect(
      throws: UsageError.missingRequirement(
        Phrase(en: "--memo or --category", ja: "--memo か --category"), command: "import")
    ) { try F.parse(["import", "a.csv", "--from", "zaim"]) }
    #expect(throws: UsageError.missingRequirement(phrase("a format"), command: "import")) {
      try F.parse(["import", "a.csv", "-m", "x"])
    }
    // An empty word where a file is needed is no file.
    #expect(throws: UsageError.missingArgument(phrase("FILE"), command: "import")) {
      try F.parse(["import", "", "-m", "x", "--from", "zaim"])
    }
  }
}

@Suite struct RepeatableOptionTests {
  typealias F = Fixtures

  @Test func keepsEveryValueInOrderWhateverTheSpelling() throws {
    let arguments = try F.run(
      [
        "import", "a.csv", "--map", "趣味・娯楽=娯楽費", "--map=交際費=fun", "-M", "食費=living", "-Mx=y",
        "-m", "x", "--from", "zaim",
      ]
    ).arguments
    #expect(arguments[F.map] == ["趣味・娯楽=娯楽費", "交際費=fun", "食費=living", "x=y"])
    #expect(arguments[F.file] == "a.csv")
  }

  @Test func anOptionNotGivenHasNoValues() throws {
    #expect(try F.run(["import", "a.csv", "-m", "x", "--from", "zaim"]).arguments[F.map] == [])
  }

  @Test func eachValueIsNeededAndConflictsCountTheOption() {
    #expect(
      throws: UsageError.missingValue(
        option: "--map", valueName: phrase("SOURCE=CATEGORY"), command: "import")
    ) { try F.parse(["import", "a.csv", "--map", "a=b", "--map"]) }
    #expect(throws: UsageError.conflictingOptions("--map", "--category", command: "import")) {
      try F.parse(["import", "a.csv", "--map", "a=b", "--category", "fun"])
    }
    #expect(throws: UsageError.repeatedOption("--from", command: "import")) {
      try F.parse(["import", "a.csv", "--from", "zaim", "--from", "csv"])
    }
  }

  @Test func sharedValuesComeFirstThenTheCommands() throws {
    let arguments = try F.run(
      [
        "--trace", "sql", "--db", "x.db", "import", "a.csv", "--trace", "io", "-m", "x", "--from",
        "z",
      ]
    ).arguments
    #expect(arguments[F.trace] == ["sql", "io"])
    #expect(arguments[F.db] == "x.db")
  }
}

@Suite struct ProgramTests {
  typealias F = Fixtures

  @Test func resolvesHelpVersionAndTheCommand() throws {
    #expect(try F.helpTopic(["--help"]) == [])
    #expect(try F.helpTopic(["help"]) == [])
    #expect(try F.helpTopic(["help", "add"]) == ["add"])
    #expect(try F.helpTopic(["add", "--help"]) == ["add"])
    #expect(try F.helpTopic(["add", "12.5", "-h", "--bogus"]) == ["add"])
    #expect(try F.helpTopic(["help", "budget", "set"]) == ["budget", "set"])
    guard case .version = try F.parse(["--version"]) else {
      Issue.record("not the version")
      return
    }
    guard case .manual = try F.parse(["help", "--man"]) else {
      Issue.record("not the manual")
      return
    }
    #expect(try F.run(["list", "--db=x.db"]).arguments[F.db] == "x.db")
  }

  @Test func aLineWithoutACommandRunsTheOverview() throws {
    let overview = CommandDeclaration<Today>(
      "", abstract: Phrase(en: "At a glance", ja: "概要"), run: { _, _ in })
    let program = ProgramDeclaration<Today>(
      name: "kakeibo", version: "1.0", abstract: Phrase(en: "a ledger", ja: "台帳"),
      commands: F.program.commands, sharedOptions: F.program.sharedOptions,
      overview: CommandReference("") { overview })
    for (words, db) in [([String](), nil), (["--db", "x.db"], "x.db")] as [([String], String?)] {
      guard
        case .run(let path, let arguments) = try ArgumentParser.parse(
          words, program: program, environment: Today())
      else {
        Issue.record("not a run: \(words)")
        continue
      }
      #expect(path.map(\.name) == [""])
      #expect(arguments[F.db] == db)
    }
    // --help still wins.
    guard
      case .help(let topic) = try ArgumentParser.parse(
        ["-h"], program: program, environment: Today())
    else {
      Issue.record("not help")
      return
    }
    #expect(topic.isEmpty)
  }

  @Test func refusesMistakesAboutTheProgram() {
    #expect(throws: UsageError.missingCommand) { try F.parse([]) }
    // Not "did you mean '--help'?": it is --help, given a value it does not take.
    #expect(throws: UsageError.unexpectedValue(option: "--help", value: "x")) {
      try F.parse(["--help=x"])
    }
    #expect(throws: UsageError.unexpectedValue(option: "--help", value: "", command: "list")) {
      try F.parse(["list", "--help="])
    }
    #expect(throws: UsageError.missingCommand) { try F.parse(["--db", "x"]) }
    #expect(throws: UsageError.unknownCommand("lst", suggestion: "list")) { try F.parse(["lst"]) }
    #expect(throws: UsageError.unknownCommand("bogus", suggestion: nil)) {
      try F.parse(["help", "bogus"])
    }
    #expect(throws: UsageError.repeatedOption("--db", command: "list")) {
      try F.parse(["--db", "a", "list", "--db", "b"])
    }
    #expect(throws: UsageError.unknownOption("--bd", command: nil, suggestion: "--db")) {
      try F.parse(["--bd", "a", "list"])
    }
    #expect(
      throws: UsageError.missingValue(option: "--db", valueName: phrase("PATH"), command: "list")
    ) {
      try F.parse(["list", "--db", ""])
    }
  }
}

@Suite struct UsageMessageTests {
  @Test func messagesSayWhatIsWrongAndWhatWouldBeRight() {
    #expect(
      UsageError.unknownOption("--catgory", command: "add", suggestion: "--category").message
        == "unknown option '--catgory' for 'add'; did you mean '--category'?")
    #expect(
      UsageError.invalidChoice(option: "--format", value: "xml", choices: ["table", "csv", "json"])
        .message == "option '--format' does not accept 'xml'; expected 'table', 'csv' or 'json'")
    #expect(
      UsageError.missingValue(option: "--memo", valueName: Phrase(en: "TEXT", ja: "メモ"))
        .message(in: .japanese) == "オプション '--memo' には値が必要です: --memo メモ")
    #expect(
      UsageError.unknownSubcommand(
        "frob", command: "member", choices: ["list", "add"], suggestion: nil
      )
      .message == "unknown subcommand 'frob' for 'member'; expected list or add")
    #expect(
      UsageError.optionOfAnother(
        "--month", owners: ["budget set", "budget unset"], command: "budget"
      ).message == "option '--month' is for 'budget set' and 'budget unset', not for 'budget'")
    #expect(
      UsageError.invalidArgument(
        Phrase(en: "SHELL", ja: "シェル"), value: "tcsh",
        expected: Phrase(en: "bash, zsh or fish", ja: "bash、zsh、fish のどれか"),
        command: "completion"
      ).message(in: .japanese) == "引数「シェル」に 'tcsh' は使えません。指定できるのは bash、zsh、fish のどれかです")
  }

  @Test func suggestsByEditDistance() {
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.editDistance("", "abc") == 3)
    #expect(Suggestion.nearest(to: "reprot", among: ["add", "report", "list"]) == "report")
    #expect(Suggestion.nearest(to: "xyz", among: ["add", "report", "list"]) == nil)
  }
}
