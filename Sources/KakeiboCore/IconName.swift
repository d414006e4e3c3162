/// The icon a category shows, named in SF Symbols style as a budgeting app would: the picker's
/// chosen row switches the category button to this icon. In a terminal it is drawn as a glyph.
public enum IconName: String, CaseIterable, Sendable {
  case houseFill = "house.fill"
  case briefcaseFill = "briefcase.fill"
  case gamecontrollerFill = "gamecontroller.fill"
  /// Income's icon: it belongs to none of the categories.
  case banknoteFill = "banknote.fill"

  /// The glyph drawn for this icon on a Unicode terminal (two columns wide).
  public var glyph: String {
    switch self {
    case .houseFill: "🏠"
    case .briefcaseFill: "💼"
    case .gamecontrollerFill: "🎮"
    case .banknoteFill: "💴"
    }
  }

  /// The glyph drawn where Unicode pictographs are unavailable (`TERM=dumb`, a non-UTF-8 locale).
  public var asciiGlyph: String {
    switch self {
    case .houseFill: "[H]"
    case .briefcaseFill: "[B]"
    case .gamecontrollerFill: "[G]"
    case .banknoteFill: "[I]"
    }
  }

  /// Returns the glyph for the terminal's abilities.
  public func glyph(_ style: GlyphStyle) -> String {
    style == .unicode ? glyph : asciiGlyph
  }
}

/// How icons are drawn in text.
public enum GlyphStyle: Sendable {
  case unicode
  case ascii
}
