import KakeiboCore
import Testing
import Wording

@testable import KakeiboCLI

/// Which language the environment asks for (issue 16).
@Suite struct LanguageChoiceTests {
  static let cases: [([String: String], Language)] = [
    ([:], .english),
    (["LANG": "ja_JP.UTF-8"], .japanese),
    (["LANG": "ja"], .japanese),
    (["LANG": "ja_JP.eucJP"], .japanese),
    (["LANG": "ja.UTF-8"], .japanese),
    (["LANG": "ja@modifier"], .japanese),
    (["LANG": "jam_JM.UTF-8"], .english),
    (["LANG": "en_US.UTF-8"], .english),
    (["LANG": "C.UTF-8"], .english),
    (["LANG": "JA_JP.UTF-8"], .english),
    // LC_ALL, else LC_MESSAGES, else LANG: the first that is set and not empty decides.
    (["LC_ALL": "C", "LC_MESSAGES": "ja_JP.UTF-8", "LANG": "ja_JP.UTF-8"], .english),
    (["LC_ALL": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"], .japanese),
    (["LC_ALL": "", "LC_MESSAGES": "ja_JP.UTF-8", "LANG": "C"], .japanese),
    (["LC_MESSAGES": "C", "LANG": "ja_JP.UTF-8"], .english),
    (["LC_MESSAGES": "", "LANG": "ja_JP.UTF-8"], .japanese),
    // LC_CTYPE says how text is encoded, not which language to speak.
    (["LC_CTYPE": "ja_JP.UTF-8"], .english),
    // KAKEIBO_LANG overrides all three; empty is unset; another value leaves it to the locale.
    (["KAKEIBO_LANG": "ja"], .japanese),
    (["KAKEIBO_LANG": "en", "LC_ALL": "ja_JP.UTF-8"], .english),
    (["KAKEIBO_LANG": "ja", "LC_ALL": "C", "LANG": "en_US.UTF-8"], .japanese),
    (["KAKEIBO_LANG": "", "LANG": "ja_JP.UTF-8"], .japanese),
    (["KAKEIBO_LANG": "fr", "LANG": "ja_JP.UTF-8"], .japanese),
    (["KAKEIBO_LANG": "JA"], .english),
    // KAKEIBO_LANG may be a locale's name too (issue 22); C and POSIX are English.
    (["KAKEIBO_LANG": "ja_JP"], .japanese),
    (["KAKEIBO_LANG": "ja_JP.UTF-8", "LC_ALL": "C"], .japanese),
    (["KAKEIBO_LANG": "ja-JP"], .japanese),
    (["KAKEIBO_LANG": "en_US.UTF-8", "LANG": "ja_JP.UTF-8"], .english),
    (["KAKEIBO_LANG": "en_GB", "LANG": "ja_JP.UTF-8"], .english),
    (["KAKEIBO_LANG": "C", "LANG": "ja_JP.UTF-8"], .english),
    (["KAKEIBO_LANG": "POSIX", "LANG": "ja_JP.UTF-8"], .english),
    (["KAKEIBO_LANG": "C.UTF-8", "LANG": "ja_JP.UTF-8"], .english),
    // LANGUAGE, gettext's list of preferences, chooses first unless the locale is C or POSIX.
    (["LANGUAGE": "ja:en", "LANG": "en_US.UTF-8"], .japanese),
    (["LANGUAGE": "fr:ja", "LANG": "en_US.UTF-8"], .japanese),
    (["LANGUAGE": "en", "LANG": "ja_JP.UTF-8"], .english),
    (["LANGUAGE": "fr_FR:de", "LANG": "ja_JP.UTF-8"], .japanese),
    (["LANGUAGE": "ja", "LANG": "C.UTF-8"], .english),
    (["LANGUAGE": "ja"], .english),
    (["LANGUAGE": "", "LANG": "ja_JP.UTF-8"], .japanese),
    (["LANGUAGE": "ja", "LC_ALL": "POSIX", "LANG": "en_US.UTF-8"], .english),
  ]

  @Test(arguments: cases)
  func theEnvironmentChoosesTheLanguage(environment: [String: String], language: Language) {
    #expect(LanguageChoice.language(in: environment) == language)
  }

  @Test func onlyJaEnTheirLocalesAndCAreLanguagesForKakeiboLang() {
    let accepted = [
      "ja", "en", "", "ja_JP", "ja_JP.UTF-8", "ja_JP.utf8", "ja_JP.eucJP", "ja-JP", "en_US",
      "en_US.UTF-8", "en_GB.UTF-8@euro", "C", "POSIX", "C.UTF-8",
    ]
    for value in accepted {
      #expect(throws: Never.self, "\(value)") { try LanguageChoice.check(["KAKEIBO_LANG": value]) }
    }
    let refused = [
      "fr", "fr_FR.UTF-8", "JA", "JA_JP", "ja_jp", "japanese", "english", " ja", "ja ", "jp",
      "ja_", "ja.", "ja@", "c", "posix", "ja_JP_JP", "zh_CN",
    ]
    for value in refused {
      #expect(throws: InvalidValue.self) { try LanguageChoice.check(["KAKEIBO_LANG": value]) }
    }
  }
}
