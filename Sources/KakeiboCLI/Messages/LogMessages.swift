import Wording

// The change log area of the catalogue: `log`'s table. What each change did is the summary the
// change log stored when it was made, shown as it is.

enum LogWords {
  static let noChanges = Phrase(en: "No changes yet.", ja: "変更はまだありません。")
  static let change = Phrase(en: "Change", ja: "変更")
  static let when = Phrase(en: "When", ja: "日時")
  static let by = Phrase(en: "By", ja: "実行者")
  static let what = Phrase(en: "What", ja: "内容")
  static let status = Phrase(en: "Status", ja: "状態")
  static let undone = Phrase(en: "undone", ja: "取消済み")
  static let redone = Phrase(en: "redone", ja: "やり直し済み")
  /// An offline copy's own change, not pushed to its server yet.
  static let notPushed = Phrase(en: "not pushed", ja: "未送信")
}
