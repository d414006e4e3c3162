import ArgumentParsing
import KakeiboCore
import Wording

/// What `delete` and `edit` share when they are given several entries (`delete 7-10`,
/// `edit 7 8 --category 経費`): the ids, each once, and the question asked before a change of
/// more than a few.
enum ManyEntries {
  /// The most entries changed at once without asking.
  static let unaskedLimit = 10

  /// `--yes`: the answer to the question, for scripts.
  static let yes = Flag(
    "yes", short: "y",
    help: Phrase(
      en: "Go ahead with more than 10 entries without asking (needed without a terminal)",
      ja: "10 件を超える記録でも確かめずに進めます（端末でないときは必須です）"))

  /// What is done to the entries, for the question.
  enum Action {
    case delete, edit
  }

  /// The ids of the words given, in order, each once.
  static func ids(_ words: [[Int64]]) -> [Int64] {
    var seen: Set<Int64> = []
    return words.joined().filter { seen.insert($0).inserted }
  }

  /// Asks before a change of more than `unaskedLimit` entries: on a terminal, a yes goes on
  /// and anything else cancels; elsewhere, `--yes` is needed, else a usage error names it.
  static func confirm(
    _ count: Int, _ action: Action, yes: Bool, command: String, in context: Context
  ) throws {
    guard count > unaskedLimit, !yes else { return }
    guard context.interaction != .none, let terminal = context.terminal else {
      throw UsageRule.tooManyAtOnce(count: count, deleting: action == .delete, limit: unaskedLimit)
        .refusal(command: command)
    }
    let question: ManyEntriesQuestion =
      action == .delete ? .delete(count: count) : .edit(count: count)
    terminal.write(question.text(in: context.language))
    let answer = terminal.readLine().map(TextNormalization.matchKey) ?? ""
    guard ["y", "yes", "はい"].contains(answer) else { throw CommandError.cancelled }
  }
}
