import KakeiboCore
import Wording

// The ledger commands' area of the catalogue: what `export`, `backup`, `copy` and `config`
// say they did.

enum LedgerCommandMessage: Message {
  /// `Backed up ledger.db to copy.db (8,192 bytes)`.
  case backedUp(ledger: String, to: String, bytes: Int)
  /// `Exported 12 entries to out.csv`.
  case exported(entries: Int, to: String)
  /// `Copied ledger.db to postgresql://… (12 entries)`.
  case copied(from: String, to: String, entries: Int)
  /// `month-start: 25 (unchanged)`.
  case settingUnchanged(Setting, value: String)
  /// `month-start: 25 (was 1)`, or with no value, back to the default.
  case settingChanged(Setting, value: String?, before: String?, isUnchanged: Bool)

  var english: String {
    switch self {
    case .backedUp(let ledger, let destination, let bytes):
      "Backed up \(VisibleText.of(ledger)) to \(ShownText.of(destination)) "
        + "(\(Count.of(bytes, "byte")))"
    case .exported(let entries, let path):
      "Exported \(Count.of(entries, "entry", "entries")) to \(ShownText.of(path))"
    case .copied(let source, let destination, let entries):
      "Copied \(VisibleText.of(source)) to \(VisibleText.of(destination)) "
        + "(\(Count.of(entries, "entry", "entries")))"
    case .settingUnchanged(let setting, let value):
      "\(setting.name): \(value) (unchanged)"
    case .settingChanged(let setting, let value, let before, let isUnchanged):
      "\(setting.name): \(value ?? setting.defaultValue + ", the default")"
        + (isUnchanged ? " (unchanged)" : " (was \(before ?? setting.defaultValue))")
    }
  }

  var japanese: String {
    switch self {
    case .backedUp(let ledger, let destination, let bytes):
      "\(VisibleText.of(ledger)) を \(ShownText.of(destination)) にバックアップしました"
        + "（\(Count.number(bytes)) バイト）"
    case .exported(let entries, let path):
      "記録 \(Count.number(entries)) 件を \(ShownText.of(path)) に書き出しました"
    case .copied(let source, let destination, let entries):
      "\(VisibleText.of(source)) を \(VisibleText.of(destination)) にコピーしました"
        + "（記録 \(Count.number(entries)) 件）"
    case .settingUnchanged(let setting, let value):
      "\(setting.name): \(value)（変更なし）"
    case .settingChanged(let setting, let value, let before, let isUnchanged):
      "\(setting.name): \(value ?? setting.defaultValue + "（既定値）")"
        + (isUnchanged ? "（変更なし）" : "（変更前: \(before ?? setting.defaultValue)）")
    }
  }
}

/// The words of `config`'s table.
enum SettingWords {
  static let setting = Phrase(en: "Setting", ja: "設定")
  static let value = Phrase(en: "Value", ja: "値")
  static let meaning = Phrase(en: "Meaning", ja: "意味")

  /// `1 (default)`.
  static func defaultValue(_ value: String) -> Phrase {
    Phrase(en: value + " (default)", ja: value + "（既定値）")
  }

  /// What a setting means.
  static func summary(_ setting: Setting) -> Phrase {
    switch setting {
    case .monthStart:
      Phrase(
        en: "the day of the month months begin on (1 to 28)",
        ja: "月の始まりの日（1〜28）")
    }
  }
}
