import KakeiboCore
import KakeiboStore
import Wording

// The categories area of the catalogue: what `categories` lists and what `categories rename`
// and `categories move` say they did.

enum CategoryMessage: Message {
  /// The 内訳 has that name already.
  case sameName(String)
  /// Another member renamed the 内訳 first.
  case goneAlready(String)
  /// `Renamed 🏠 生活費 › 外食 to 食費 in 3 entries, 1 rule`, or merged into a 内訳 in use.
  case renamed(from: String, to: String, merged: Bool, SubcategoryChange)
  /// `categories move` to the category the 内訳 is in already.
  case inPlaceAlready(String, Category)
  /// Another member moved or renamed the 内訳 first: nothing has it any more.
  case movedAlready(String)
  /// `Moved 🏠 生活費 › 外食 to 🎮 娯楽費 › 外食 in 3 entries, 1 budget`, or merged with the one
  /// the category has already.
  case moved(from: String, to: String, merged: Bool, SubcategoryChange)
  /// The heading of the 内訳 in use.
  case inUseHeading

  var english: String {
    switch self {
    case .sameName(let label): "\(label) has that name already; nothing changed"
    case .goneAlready(let label): "No entry has \(label) any more; nothing changed"
    case .renamed(let from, let to, let merged, let changed):
      (merged ? "Merged \(from) into \(to)" : "Renamed \(from) to \(to)")
        + " in " + Self.english(changed)
    case .inPlaceAlready(let label, let category):
      "\(label) is in \(category.name) already; nothing changed"
    case .movedAlready(let label): "Nothing has \(label) any more; nothing changed"
    case .moved(let from, let to, let merged, let changed):
      (merged ? "Moved \(from) into \(to), merging the two," : "Moved \(from) to \(to)")
        + " in " + Self.english(changed)
    case .inUseHeading: "内訳 in use:"
    }
  }

  var japanese: String {
    switch self {
    case .sameName(let label): "\(label) はすでにその名前です。何も変えていません"
    case .goneAlready(let label): "\(label) の記録はもうありません。何も変えていません"
    case .renamed(let from, let to, let merged, let changed):
      "\(Self.japanese(changed))の \(from) を "
        + (merged ? "\(to) にまとめました" : "\(to) に名前を変えました")
    case .inPlaceAlready(let label, let category):
      "\(label) はすでに\(category.name)にあります。何も変えていません"
    case .movedAlready(let label): "\(label) はもうどこにもありません。何も変えていません"
    case .moved(let from, let to, let merged, let changed):
      "\(Self.japanese(changed))の \(from) を \(to) "
        + (merged ? "に移し、2 つをまとめました" : "に移しました")
    case .inUseHeading: "使われている内訳:"
    }
  }

  /// `3 entries, 1 rule, 1 budget` (the parts that are none left out).
  private static func english(_ changed: SubcategoryChange) -> String {
    [
      (changed.entries, "entry", "entries"), (changed.rules, "rule", "rules"),
      (changed.budgets, "budget", "budgets"),
    ].filter { $0.0 > 0 }.map { Count.of($0.0, $0.1, $0.2) }.joined(separator: ", ")
  }

  /// `記録 3 件、固定費 1 件、予算 1 件` (the parts that are none left out).
  private static func japanese(_ changed: SubcategoryChange) -> String {
    [(changed.entries, "記録"), (changed.rules, "固定費"), (changed.budgets, "予算")]
      .filter { $0.0 > 0 }.map { "\($0.1) \(Count.number($0.0)) 件" }.joined(separator: "、")
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
