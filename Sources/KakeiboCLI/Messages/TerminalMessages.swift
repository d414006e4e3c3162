import KakeiboCore
import Wording

/// What `kakeibo browse` says on its status line after a command: what was saved, added or
/// deleted, or why not. Undo's and redo's own words are `ChangeWords.Reversal`'s.
enum BrowseStatus: Message {
  /// Another member deleted the row since it was shown.
  case noLongerExists(Int64)
  /// A save that changed nothing.
  case unchanged(Int64)
  /// `Saved #3: amount ¥1,200 → ¥1,300`.
  case saved(Int64, [Entry.FieldChange])
  /// What was done could not be, and why (the failure's own words, in the same language).
  case failed(Action, reason: String)

  /// What failed.
  enum Action {
    case save, add, undo, redo, delete
  }

  var english: String {
    switch self {
    case .noLongerExists(let id): "#\(id) no longer exists"
    case .unchanged(let id): "Unchanged #\(id)"
    case .saved(let id, let changes):
      "Saved #\(id): " + changes.map(\.english).joined(separator: ", ")
    case .failed(let action, let reason):
      switch action {
      case .save: "Not saved: " + reason
      case .add: "Not added: " + reason
      case .undo: "Not undone: " + reason
      case .redo: "Not redone: " + reason
      case .delete: "Not deleted: " + reason
      }
    }
  }

  var japanese: String {
    switch self {
    case .noLongerExists(let id): "#\(id) はもうありません"
    case .unchanged(let id): "#\(id) は変わっていません"
    case .saved(let id, let changes):
      "#\(id) を保存しました: " + changes.map(\.japanese).joined(separator: "、")
    case .failed(let action, let reason):
      switch action {
      case .save: "保存できませんでした: " + reason
      case .add: "追加できませんでした: " + reason
      case .undo: "取り消せませんでした: " + reason
      case .redo: "やり直せませんでした: " + reason
      case .delete: "削除できませんでした: " + reason
      }
    }
  }
}

/// The question `delete` and `edit` ask on a terminal before changing more than ten entries.
enum ManyEntriesQuestion: Message {
  case delete(count: Int)
  case edit(count: Int)

  var english: String {
    switch self {
    case .delete(let count): "Delete \(Count.number(count)) entries? [y/N] "
    case .edit(let count): "Change \(Count.number(count)) entries? [y/N] "
    }
  }

  var japanese: String {
    switch self {
    case .delete(let count): "\(Count.number(count)) 件の記録を削除しますか？ [y/N] "
    case .edit(let count): "\(Count.number(count)) 件の記録を変更しますか？ [y/N] "
    }
  }
}
