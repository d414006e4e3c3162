import Wording

@testable import ArgumentParsing

/// What the test program's value parsers read besides the text.
struct Today {
  var day = 15
}

typealias TestOption<Value: Sendable> = OptionKey<Value, Today>

/// An error a test value parser throws, as a domain's validator would.
struct NotANumber: Error, Equatable {
  let text: String
}

func phrase(_ english: String) -> Phrase { Phrase(en: english, ja: "「" + english + "」") }

func number(_ text: String) throws -> Int {
  guard let number = Int(text) else { throw NotANumber(text: text) }
  return number
}

enum Fixtures {
  static let amount = ArgumentKey<Int, Today>(phrase("AMOUNT"), help: phrase("Yen")) { text, _ in
    try number(text)
  }
  static let category = TestOption<String>(
    "category", short: "c", valueName: phrase("CATEGORY"), help: phrase("A category"))
  static let memo = TestOption<String>(
    "memo", short: "m", valueName: phrase("TEXT"), help: phrase("A memo"))
  static let dryRun = FlagKey<Today>("dry-run", help: phrase("Write nothing"))
  /// A day of the month: `today` for the environment's.
  static let day = TestOption<Int>("day", valueName: phrase("D"), help: phrase("A day")) {
    text, today in
    text == "today" ? today.day : try number(text)
  }
  static let top = TestOption<Int>("top", valueName: phrase("N"), help: phrase("How many")) {
    text, _ in
    guard let count = Int(text), (1...10).contains(count) else {
      throw ValueExpectation.described(
        Phrase(en: "a whole number from 1 to 10", ja: "1 から 10 までの整数"))
    }
    return count
  }
  static let sub = TestOption<String?>("sub", valueName: phrase("NAME"), help: phrase("A 内訳")) {
    text, _ in text.isEmpty ? nil : text
  }

  enum Format: String, CaseIterable, Sendable { case table, csv, json }
  static let format = ChoiceKey<Format, Today>("format", short: "f", valueName: phrase("FORMAT"))

  static let add = CommandDeclaration<Today>(
    "add", abstract: phrase("Log an expense"), arguments: [amount],
    options: [category, memo, dryRun, day, top, sub, format],
    conflicts: [Conflict(top, day)],
    run: { _, _ in })

  static let month = TestOption<String>("month", valueName: phrase("MONTH"), help: phrase("Month"))
  static let from = TestOption<String>("from", valueName: phrase("DATE"), help: phrase("From"))
  static let last = TestOption<Int>(
    "last", valueName: phrase("N"), help: phrase("The last N months"), isValueOptional: true
  ) { text, _ in try number(text) }
  static let monthArgument = OptionalArgumentKey<String, Today>(
    phrase("MONTH"), help: phrase("A month")
  ) { text, _ in text }

  static let list = CommandDeclaration<Today>(
    "list", abstract: phrase("List entries"), arguments: [monthArgument],
    options: [month, from, last, format], conflicts: [Conflict(month, from)], run: { _, _ in })

  static let map = RepeatableKey<String, Today>(
    "map", short: "M", valueName: phrase("SOURCE=CATEGORY"), help: phrase("A mapping")
  ) { text, _ in text }
  static let importFrom = TestOption<String>(
    "from", valueName: phrase("FORMAT"), help: phrase("The format"))
  static let file = ArgumentKey<String, Today>(
    phrase("FILE"), help: phrase("A file"), refusesEmptyValue: true
  ) { text, _ in text }

  static let importCommand = CommandDeclaration<Today>(
    "import", abstract: phrase("Import a file"), arguments: [file],
    options: [map, importFrom, category, memo], conflicts: [Conflict(map, category)],
    requirements: [Requirement(memo, category), Requirement(importFrom, what: phrase("a format"))],
    run: { _, _ in })

  // MARK: Subcommands

  static let budgetMonth = TestOption<String>(
    "month", valueName: phrase("MONTH"), help: phrase("From this month on"))
  static let budgetCategory = ArgumentKey<String, Today>(
    phrase("CATEGORY"), help: phrase("A category")
  ) { text, _ in text }
  static let budget = CommandDeclaration<Today>(
    "budget", abstract: phrase("Budgets"), usage: [phrase("[MONTH]")], arguments: [monthArgument],
    options: [format],
    subcommands: [
      CommandDeclaration(
        "set", abstract: phrase("Set a budget"), arguments: [budgetCategory, amount],
        options: [budgetMonth], examples: ["kakeibo budget set fun 100"], run: { _, _ in }),
      CommandDeclaration(
        "unset", abstract: phrase("Remove a budget"), usage: [phrase("CATEGORY")],
        arguments: [budgetCategory], options: [budgetMonth], run: { _, _ in }),
    ],
    examples: ["kakeibo budget"], run: { _, _ in })

  static let role = ArgumentKey<String, Today>(phrase("ROLE"), help: phrase("A role")) {
    text, _ in text
  }
  static let readOnly = FlagKey<Today>("read-only", help: phrase("Read only"))

  /// A group: `member` is `member list`, and a ledger "in a file" refuses every form of it.
  static let member = CommandDeclaration<Today>(
    "member", abstract: phrase("Members"),
    subcommands: [
      CommandDeclaration(
        "list", abstract: phrase("List them"), usage: [phrase("[--format FORMAT]")],
        options: [format], run: { _, _ in }),
      CommandDeclaration(
        "add", abstract: phrase("Add one"), arguments: [role], options: [readOnly],
        run: { _, _ in }),
    ],
    defaultSubcommand: "list",
    precondition: { arguments, _ in
      if arguments[db] == "file.db" {
        throw UsageError.invalidUsage(
          Phrase(en: "no members in a file", ja: "ファイルにはメンバーはいません"), command: "member")
      }
    },
    run: nil)

  static let db = TestOption<String>(
    "db", valueName: phrase("PATH"), help: phrase("The ledger file"), refusesEmptyValue: true)
  static let trace = RepeatableKey<String, Today>(
    "trace", valueName: phrase("TOPIC"), help: phrase("Shared and repeatable")
  ) { text, _ in text }

  static let program = ProgramDeclaration<Today>(
    name: "kakeibo", version: "1.0", abstract: phrase("a ledger"),
    commands: [add, list, importCommand, budget, member].map { declaration in
      CommandReference(declaration.name) { declaration }
    },
    sharedOptions: [db, trace])

  /// Parses `words` as the program's command line.
  static func parse(_ words: [String], today: Today = Today()) throws -> Invocation<Today> {
    try ArgumentParser.parse(words, program: program, environment: today)
  }

  /// The arguments `words` run a command with, and the command's path.
  static func run(_ words: [String], today: Today = Today()) throws -> (
    path: [String], arguments: Arguments
  ) {
    guard case .run(let path, let arguments) = try parse(words, today: today) else {
      throw NotANumber(text: "not a run: \(words)")
    }
    return (path.map(\.name), arguments)
  }

  /// The help topic `words` ask for: the names of the commands in it.
  static func helpTopic(_ words: [String]) throws -> [String]? {
    guard case .help(let path) = try parse(words) else { return nil }
    return path.map(\.name)
  }
}
