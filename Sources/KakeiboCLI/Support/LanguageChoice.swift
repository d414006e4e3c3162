import KakeiboCore
import Wording

/// Which language the environment asks for, as a program translated with gettext decides:
/// `KAKEIBO_LANG` when set (a language, `ja` or `en`, or a locale name of one: `ja_JP`,
/// `ja_JP.UTF-8`, `en_US.UTF-8`; `C` and `POSIX` are English); else the locale, the first of
/// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty. A locale other than `C` and
/// `POSIX` lets `LANGUAGE`, a list of languages in order of preference (`ja:en`), choose first;
/// otherwise the locale's own language decides: Japanese for `ja` (`ja`, `ja_JP.UTF-8`,
/// `ja_JP@…`), English for anything else.
enum LanguageChoice {
  /// The language of `environment`; an unknown `KAKEIBO_LANG` leaves it to the locale (and
  /// `check(_:)` refuses it).
  static func language(in environment: [String: String]) -> Language {
    (try? chosen(in: environment)) ?? locale(in: environment)
  }

  /// Throws when `KAKEIBO_LANG` is set to something that names neither Japanese nor English.
  static func check(_ environment: [String: String]) throws(InvalidValue) {
    _ = try chosen(in: environment)
  }

  /// The language `KAKEIBO_LANG` names, nil when it is unset or empty.
  private static func chosen(in environment: [String: String]) throws(InvalidValue) -> Language? {
    guard let text = environment["KAKEIBO_LANG"], !text.isEmpty else { return nil }
    guard let name = LocaleName(text) else {
      throw InvalidValue(.language, text, .unknownLanguage)
    }
    if name.isPOSIX { return .english }
    guard let language = Language(rawValue: name.language) else {
      throw InvalidValue(.language, text, .unknownLanguage)
    }
    return language
  }

  /// The language of the locale: the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set,
  /// unless `LANGUAGE` names one kakeibo speaks first.
  private static func locale(in environment: [String: String]) -> Language {
    let locale = [environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]]
      .lazy.compactMap { $0 }.first { !$0.isEmpty }
    guard let locale, let name = LocaleName(locale), !name.isPOSIX else { return .english }
    if let preferences = environment["LANGUAGE"] {
      for entry in preferences.split(separator: ":") {
        if let language = LocaleName(String(entry)).flatMap({ Language(rawValue: $0.language) }) {
          return language
        }
      }
    }
    return name.language == Language.japanese.rawValue ? .japanese : .english
  }
}

/// A locale name as POSIX writes it, `language[_territory][.codeset][@modifier]`
/// (`ja_JP.UTF-8`, `en_US`, `ja`), or `C` or `POSIX` (with a codeset: `C.UTF-8`). The language
/// is two or three lowercase letters; the territory may also follow a hyphen, as BCP 47 writes
/// it (`ja-JP`).
struct LocaleName: Equatable {
  /// The language's code (`ja`), or `C` for the `C` and `POSIX` locales.
  var language: String

  /// Whether this is the `C` or `POSIX` locale, whose messages are English.
  var isPOSIX: Bool { language == "C" }

  /// Reads `text`, or returns nil when it is no locale name.
  init?(_ text: String) {
    var rest = Substring(text)
    if let at = rest.firstIndex(of: "@") {
      guard rest.index(after: at) < rest.endIndex else { return nil }
      rest = rest[..<at]
    }
    if let dot = rest.firstIndex(of: ".") {
      let codeset = rest[rest.index(after: dot)...]
      guard !codeset.isEmpty, codeset.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else {
        return nil
      }
      rest = rest[..<dot]
    }
    if rest == "C" || rest == "POSIX" {
      language = "C"
      return
    }
    let parts = rest.split(
      maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: { $0 == "_" || $0 == "-" })
    let code = parts[0]
    guard (2...3).contains(code.count), code.allSatisfy({ ("a"..."z").contains($0) }) else {
      return nil
    }
    if parts.count == 2 {
      let territory = parts[1]
      guard (2...3).contains(territory.count),
        territory.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) })
      else { return nil }
    }
    language = String(code)
  }
}
