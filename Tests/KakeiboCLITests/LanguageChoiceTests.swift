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
  ]

  @Test(arguments: cases)
  func theEnvironmentChoosesTheLanguage(environment: [String: String], language: Language) {
    #expect(LanguageChoice.language(in: environment) == language)
  }

  @Test func onlyJaAndEnAreLanguagesForKakeiboLang() {
    for value in ["ja", "en", ""] {
      #expect(throws: Never.self) { try LanguageChoice.check(["KAKEIBO_LANG": value]) }
    }
    for value in ["fr", "JA", "ja_JP", "english", " ja"] {
      #expect(throws: InvalidValue.self) { try LanguageChoice.check(["KAKEIBO_LANG": value]) }
    }
  }
}
