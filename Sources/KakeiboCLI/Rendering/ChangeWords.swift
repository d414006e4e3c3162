import KakeiboCore
import Wording

/// What `add`, `income`, `edit`, `delete`, `undo` and `redo` say they did, in both languages.
/// The entry's own rendering (`#12  2026-11-30  🏠 生活費  ¥1,200  スーパー`) is the same in both.
enum ChangeWords {
  /// `Added #12  …`.
  static func added(_ line: String) -> Phrase {
    Phrase(en: "Added " + line, ja: "追加しました: " + line)
  }

  /// `Deleted #12  …`.
  static func deleted(_ line: String) -> Phrase {
    Phrase(en: "Deleted " + line, ja: "削除しました: " + line)
  }

  /// `Unchanged #12  …`: an edit that changed nothing.
  static func unchanged(_ line: String) -> Phrase {
    Phrase(en: "Unchanged " + line, ja: "変更はありません: " + line)
  }

  /// `Updated #12: amount ¥1,200 → ¥1,500, memo "a" → "b"`.
  static func updated(_ id: Int64, before: Entry, after: Entry) -> Phrase {
    let changes = before.changes(to: after)
    return Phrase(
      en: "Updated #\(id): " + changes.map(\.english).joined(separator: ", "),
      ja: "#\(id) を更新しました: " + changes.map(\.japanese).joined(separator: "、"))
  }

  /// Undo's words, or redo's.
  enum Reversal {
    case undo, redo

    /// `Nothing to undo.`
    var nothing: Phrase {
      switch self {
      case .undo: Phrase(en: "Nothing to undo.", ja: "取り消す変更はありません。")
      case .redo: Phrase(en: "Nothing to redo.", ja: "やり直す変更はありません。")
      }
    }

    /// `Undid change 4: delete #2 …`, or for a change that changed nothing `Undid import of
    /// zaim.csv: it had added nothing`. A change recorded before migration 0019 is named by
    /// the sentence it was stored with, as it is.
    func done(_ record: ChangeRecord) -> Phrase {
      let (verb, japaneseVerb) =
        switch self {
        case .undo: ("Undid", "取り消しました")
        case .redo: ("Redid", "やり直しました")
        }
      guard record.changedNothing, let detail = record.detail else {
        let what = ChangeWords.what(record)
        return Phrase(
          en: "\(verb) change \(record.id): \(what.english)",
          ja: "変更 \(record.id) を\(japaneseVerb): \(what.japanese)")
      }
      // A memo or a file name is shown as it was given, its hidden characters escaped.
      let subject = ChangeLogMessage.asked(detail)
      let nothingDone =
        switch record.kind {
        case .add, .import, .scheduled: "追加したものはありませんでした"
        case .edit, .delete, .budget, .config, .recurring, .settle: "変更したものはありませんでした"
        }
      return Phrase(
        en: "\(verb) \(VisibleText.of(subject.english)): it had "
          + ChangeLogMessage.englishNothingDone(record.kind),
        ja: "\(japaneseVerb): \(VisibleText.of(subject.japanese))（\(nothingDone)）")
    }
  }

  /// What `record` did, as `log` lists it, in both languages: worded from its data, or, for a
  /// change recorded before migration 0019, the sentence it was stored with, as it is. A memo
  /// or a file name is shown as it was given, its hidden characters escaped.
  static func what(_ record: ChangeRecord) -> Phrase {
    what(
      detail: record.detail, summary: record.summary, kind: record.kind,
      changedNothing: record.changedNothing)
  }

  /// What a change did, from its `detail`, or its stored `summary` when it has none.
  static func what(
    detail: ChangeDetail?, summary: String, kind: ChangeKind = .edit, changedNothing: Bool = false
  ) -> Phrase {
    guard let detail else {
      let summary = VisibleText.of(summary)
      return Phrase(en: summary, ja: summary)
    }
    let message = ChangeLogMessage.did(detail, kind: kind, changedNothing: changedNothing)
    return Phrase(en: VisibleText.of(message.english), ja: VisibleText.of(message.japanese))
  }
}

extension Entry.Field: Message {
  public var english: String {
    switch self {
    case .date: "date"
    case .amount: "amount"
    case .category: "category"
    case .subcategory: "内訳"
    case .memo: "memo"
    case .paidBy: "paid by"
    case .split: "split"
    }
  }

  public var japanese: String {
    switch self {
    case .date: "日付"
    case .amount: "金額"
    case .category: "区分"
    case .subcategory: "内訳"
    case .memo: "メモ"
    case .paidBy: "支払った人"
    case .split: "按分"
    }
  }
}

extension Entry.FieldChange: Message {
  /// `amount ¥1,200 → ¥1,500`.
  public var english: String { "\(field.english) \(before) → \(after)" }
  /// `金額 ¥1,200 → ¥1,500`.
  public var japanese: String { "\(field.japanese) \(before) → \(after)" }
}
