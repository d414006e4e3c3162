import Wording

// The categories area of the catalogue: what `categories` lists and what `categories rename`
// says it did.

enum CategoryMessage: Message {
  /// The 内訳 has that name already.
  case sameName(String)
  /// Another member renamed the 内訳 first.
  case goneAlready(String)
  /// `Renamed 🏠 生活費 › 外食 to 食費 in 3 entries`, or merged into a 内訳 in use.
  case renamed(from: String, to: String, merged: Bool, entries: Int)
  /// The heading of the 内訳 in use.
  case inUseHeading

  var english: String {
    switch self {
    case .sameName(let label): "\(label) has that name already; nothing changed"
    case .goneAlready(let label): "No entry has \(label) any more; nothing changed"
    case .renamed(let from, let to, let merged, let entries):
      (merged ? "Merged \(from) into \(to)" : "Renamed \(from) to \(to)")
        + " in " + Count.of(entries, "entry", "entries")
    case .inUseHeading: "内訳 in use:"
    }
  }

  var japanese: String {
    switch self {
    case .sameName(let label): "\(label) はすでにその名前です。何も変えていません"
    case .goneAlready(let label): "\(label) の記録はもうありません。何も変えていません"
    case .renamed(let from, let to, let merged, let entries):
      "記録 \(Count.number(entries)) 件の \(from) を "
        + (merged ? "\(to) にまとめました" : "\(to) に名前を変えました")
    case .inUseHeading: "使われている内訳:"
    }
  }
}

/// The headings of `categories`' table.
enum CategoryTableWords {
  static let number = Phrase(en: "#", ja: "#")
  static let icon = Phrase(en: "Icon", ja: "アイコン")
  static let name = Phrase(en: "Name", ja: "名前")
  static let key = Phrase(en: "Key", ja: "キー")
  static let aliases = Phrase(en: "Aliases", ja: "別名")
  static let iconName = Phrase(en: "Icon name", ja: "アイコン名")
}
