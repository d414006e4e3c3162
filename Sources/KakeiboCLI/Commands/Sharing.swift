import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// Who paid an entry and whose it is, on the command line: `--paid-by`, `--split` and `--for`
/// of add, income and edit. The names are the household's people (`kakeibo member`), by name
/// or shown name; they are looked up only when one of the options is given, so that a plain
/// `add` reads nothing more.
enum Sharing {
  /// `--paid-by NAME`.
  static let paidBy = Option<String>(
    "paid-by", valueName: Placeholder.person,
    help: Phrase(
      en: "Who paid (for income: who received it), one of the household's people (default: me)",
      ja: "支払った人（収入なら受け取った人）です。世帯の人のひとりです（省略時: 自分）"),
    refusesEmptyValue: true
  ) { text, _ in text }

  /// `--split SPLIT`.
  static let split = Option<Split>(
    "split", valueName: Phrase(en: "SPLIT", ja: "按分"),
    help: Phrase(
      en: "Split this entry by weights, such as 美咲=1,健太=2 (default: the household's split)",
      ja: "この記録を重みで按分します。美咲=1,健太=2 のように書きます（省略時: 世帯の按分）"),
    refusesEmptyValue: true
  ) { text, _ in try Split(parsing: text) }

  /// `--for NAME`.
  static let forPerson = Option<String>(
    "for", valueName: Placeholder.person,
    help: Phrase(
      en: "The entry is NAME's alone (with --paid-by someone else: 立替, paid for NAME)",
      ja: "この記録はこの人だけのものです（--paid-by でほかの人を指定すると立替です）"),
    refusesEmptyValue: true
  ) { text, _ in text }

  /// The options, as a command lists them.
  static let options: [AnyOption<Context>] = [paidBy, split, forPerson]

  static let conflicts = [Conflict(split, forPerson)]

  /// Whether any of the options was given.
  static func isGiven(_ arguments: Arguments) -> Bool {
    arguments.contains(paidBy) || arguments.contains(split) || arguments.contains(forPerson)
  }

  /// The form's fields for what the options leave out: who paid unless --paid-by is given, the
  /// split unless --split or --for is (the form asks them only in a household of more than
  /// one person).
  static func unasked(_ arguments: Arguments) -> Set<EntryForm.Field> {
    var fields: Set<EntryForm.Field> = []
    if !arguments.contains(paidBy) { fields.insert(.paidBy) }
    if !arguments.contains(split) && !arguments.contains(forPerson) { fields.insert(.split) }
    return fields
  }

  /// The payer and split the options give, resolved against `ledger`'s household: nil for an
  /// option not given (`split` is `.some(split)` for --split or --for).
  static func read(_ arguments: Arguments, in ledger: Ledger) throws -> (
    paidBy: Person?, split: Split??
  ) {
    guard isGiven(arguments) else { return (nil, nil) }
    let household = try ledger.members.household()
    let payer = try arguments[paidBy].map { try household.person(named: $0) }
    var chosen: Split??
    if let text = arguments[forPerson] {
      chosen = .some(.alone(try household.person(named: text, field: .person)))
    } else if let split = arguments[split] {
      chosen = .some(try household.resolving(split, text: split.description))
    }
    return (payer, chosen)
  }

  /// Applies the options to `draft`.
  static func apply(_ arguments: Arguments, in ledger: Ledger, to draft: inout EntryDraft) throws {
    let (payer, split) = try read(arguments, in: ledger)
    if let payer { draft.paidBy = payer }
    if let split { draft.split = split }
  }
}

extension Placeholder {
  static let person = Phrase(en: "NAME", ja: "名前")
}
