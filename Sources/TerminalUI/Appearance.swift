import KakeiboCore
import Wording

/// How screens are drawn: icons as pictographs or ASCII, whether colour is on, and the
/// language their words are in (the catalogue's, `Messages`).
public struct Appearance: Sendable {
  public var glyphs: GlyphStyle
  public var style: TextStyle
  public var language: Language

  public init(
    glyphs: GlyphStyle = .unicode, style: TextStyle = .plain, language: Language = .english
  ) {
    self.glyphs = glyphs
    self.style = style
    self.language = language
  }

  /// Returns `message` in the screen's language.
  public func words(_ message: any Message) -> String {
    message.text(in: language)
  }

  /// A category as a person reads it: glyph and Japanese name, `🏠 生活費`.
  public func label(_ category: Category) -> String {
    category.icon.glyph(glyphs) + " " + category.name
  }

  /// A category, or income, with its 内訳 as a person reads them: `🏠 生活費 › 食費`,
  /// `💴 収入`; the 内訳, which comes from the ledger, escaped (see `VisibleText`).
  public func label(_ pick: CategoryPick) -> String {
    let name =
      pick.category.map(label) ?? EntryKind.incomeIcon.glyph(glyphs) + " " + EntryKind.incomeName
    return pick.subcategory.map { name + " › " + VisibleText.of($0.name) } ?? name
  }

  /// Returns `text` cut to fit a terminal `width` columns wide, leaving the last column free so
  /// that the terminal never wraps the line by itself.
  static func fit(_ text: String, width: Int) -> String {
    DisplayWidth.truncate(text, to: max(0, width - 1))
  }
}
