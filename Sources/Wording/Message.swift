/// One area of the message catalogue: an enum whose cases carry their data, each worded in
/// every language kakeibo speaks. The two renderings are exhaustive switches, so a case added
/// without its Japanese form does not compile.
public protocol Message: Sendable {
  /// The message in English.
  var english: String { get }
  /// The message in Japanese.
  var japanese: String { get }
}

extension Message {
  /// The message in `language`.
  public func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .japanese: japanese
    }
  }

  /// The message as a `Phrase`, for code that takes one.
  public var phrase: Phrase { Phrase(en: english, ja: japanese) }
}

extension Phrase: Message {}
