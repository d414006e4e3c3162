/// Something a person reads, written once in each language: `Phrase(en: "Date", ja: "日付")`.
/// Catalogs of phrases live beside the code that renders them, as `static let` constants (made on
/// first use, never at start-up) and functions for phrases with values in them.
public struct Phrase: Sendable, Equatable {
  public let english: String
  public let japanese: String

  public init(en english: String, ja japanese: String) {
    self.english = english
    self.japanese = japanese
  }

  /// The phrase in `language`.
  public func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .japanese: japanese
    }
  }
}
