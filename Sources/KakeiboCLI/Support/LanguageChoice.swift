import KakeiboCore
import Wording

/// Which language the environment asks for: `KAKEIBO_LANG` (`ja` or `en`) when set, else the
/// locale, the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty: Japanese
/// when it names the language `ja` (`ja`, `ja_JP.UTF-8`, `ja_JP@…`), English otherwise.
enum LanguageChoice {
  /// The language of `environment`; an unknown `KAKEIBO_LANG` leaves it to the locale (and
  /// `check(_:)` refuses it).
  static func language(in environment: [String: String]) -> Language {
    (try? chosen(in: environment)) ?? locale(in: environment)
  }

  /// Throws when `KAKEIBO_LANG` is set to something other than `ja` or `en`.
  static func check(_ environment: [String: String]) throws(InvalidValue) {
    _ = try chosen(in: environment)
  }

  /// The language `KAKEIBO_LANG` names, nil when it is unset or empty.
  private static func chosen(in environment: [String: String]) throws(InvalidValue) -> Language? {
    guard let text = environment["KAKEIBO_LANG"], !text.isEmpty else { return nil }
    guard let language = Language(rawValue: text) else {
      throw InvalidValue(.language, text, .unknownLanguage)
    }
    return language
  }

  /// The language of the locale: the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set.
  private static func locale(in environment: [String: String]) -> Language {
    let locale = [environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]]
      .lazy.compactMap { $0 }.first { !$0.isEmpty }
    guard let locale else { return .english }
    return namesJapanese(locale) ? .japanese : .english
  }

  /// Whether a locale name's language is `ja`: `ja` alone, or followed by its territory
  /// (`_JP`), character set (`.UTF-8`) or modifier (`@…`). `jam_JM` is another language.
  static func namesJapanese(_ locale: String) -> Bool {
    let bytes = Array(locale.utf8)
    guard bytes.count >= 2, bytes[0] == UInt8(ascii: "j"), bytes[1] == UInt8(ascii: "a") else {
      return false
    }
    return bytes.count == 2
      || [UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "@")]
        .contains(bytes[2])
  }
}
