import Foundation
import Testing

/// A household's session with the binary in Japanese (issue 22): every line the commands'
/// main paths print, and every refusal, holds no English prose, only names (commands,
/// options, formats, engines) and what the household wrote; under `KAKEIBO_LANG=en` the same
/// session is English, whatever the locale.
@Suite struct JapaneseSessionTests {
  static let japanese: [String: String?] = ["LANG": "ja_JP.UTF-8"]
  static let english: [String: String?] = ["LANG": "ja_JP.UTF-8", "KAKEIBO_LANG": "en"]

  /// The session: each step's arguments and whether it succeeds.
  static func session(_ sandbox: Sandbox) -> [(arguments: [String], succeeds: Bool)] {
    let folder = sandbox.folder
    return [
      (["add", "1200", "-c", "生活費", "-s", "食費", "-m", "スーパー", "-d", "11/01"], true),
      (["income", "300000", "-m", "給料", "-d", "11/10"], true),
      (["recurring", "add", "85000", "-c", "生活費", "-m", "家賃", "--day", "27"], true),
      (["budget", "set", "生活費", "100000"], true),
      (["import", fixture("zaim.csv")], true),
      (["import", fixture("errors.csv")], false),
      (["export", "-o", folder + "/out.csv"], true),
      (["backup", folder + "/backup.db"], true),
      (["check"], true),
      (["config", "set", "month-start", "25"], true),
      (["config"], true),
      (["categories"], true),
      (["recurring"], true),
      (["report"], true),
      (["report", "--year", "2026"], true),
      (["report", "--last", "3"], true),
      (["budget"], true),
      (["delete", "99"], false),
      (["list", "--month", "13"], false),
      (["add", "5", "-c", "fun", "-d", "2026-02-30"], false),
      (["add", "5"], false),
      (["edit", "1"], false),
      (["budget", "unset", "経費"], false),
      (["export", "-o", folder + "/out.csv"], false),
      (["redo"], true),
    ]
  }

  @Test func aJapaneseSessionReadsInJapanese() throws {
    let sandbox = try Sandbox()
    for step in Self.session(sandbox) {
      let result = try sandbox.run(step.arguments, environment: Self.japanese)
      #expect((result.status == 0) == step.succeeds, "\(step.arguments): \(result)")
      for line in (result.stdout + result.stderr).split(separator: "\n") {
        let words = Self.englishWords(in: String(line))
        #expect(words.isEmpty, "\(step.arguments): \(words) in \(line)")
      }
    }
  }

  @Test func kakeiboLangEnKeepsTheSessionEnglish() throws {
    let sandbox = try Sandbox()
    var said: [String] = []
    for step in Self.session(sandbox) {
      let result = try sandbox.run(step.arguments, environment: Self.english)
      #expect((result.status == 0) == step.succeeds, "\(step.arguments): \(result)")
      said.append(result.stdout + result.stderr)
    }
    let text = said.joined()
    for expected in [
      "Budget for 🏠 生活費: ¥100,000 every month",
      "Imported 5 new entries (1 income)",
      "kakeibo: line 4: amount \"12.5\": yen amounts are whole numbers",
      "Backed up ", "SQLite integrity check: ok", "month-start: 25 (was 1)",
      "kakeibo: id \"99\": no entry has this id",
      "kakeibo: 'add' needs a category: pass --category 生活費, 経費 or 娯楽費",
      "kakeibo: file \"" + sandbox.folder + "/out.csv\": a file is already there; pass --force",
      "Nothing to redo.",
    ] {
      #expect(text.contains(expected), "\(expected)")
    }
    #expect(!text.contains("しました"))
  }

  /// Names a Japanese line may hold as they are.
  static let names: Set<String> = [
    "kakeibo", "CSV", "JSON", "SVG", "PostgreSQL", "SQLite", "UTF-8", "Shift_JIS", "KiB", "YYYY",
    "MM", "DD", "YYYY-MM-DD", "MM-DD", "YYYY-MM", "YYYYMMDD", "R6", "today", "yesterday", "this",
    "last", "living", "expenses", "business", "leisure", "fun", "livingCost", "house.fill",
    "briefcase.fill", "gamecontroller.fill", "Zaim", "month-start", "CATEGORY", "AMOUNT", "FILE",
    "Fixtures", "Tests", "zaim", "csv", "errors", "db", "out", "backup", "ledger", "house",
    "fill", "briefcase", "gamecontroller", "add", "list", "budget", "categories", "recurring",
    "report", "export", "check", "config", "edit", "delete", "redo", "undo", "import", "ID",
  ]

  /// The runs of ASCII letters in `line` that are not names, outside quotes, options and
  /// paths (what kakeibo repeats from the command line).
  static func englishWords(in line: String) -> [String] {
    var words: [String] = []
    for token in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
      let text = String(token)
      if text.hasPrefix("-") || text.contains("/") || text.hasPrefix("\"") || text.hasPrefix("'") {
        continue
      }
      var word = ""
      var isOption = false
      var previous: Character = " "
      for character in text + " " {
        if character.isASCII && (character.isLetter || character == "_") {
          if word.isEmpty { isOption = previous == "-" }
          word.append(character)
        } else if !word.isEmpty && character.isASCII && (character.isNumber || character == "-") {
          word.append(character)
        } else {
          while word.last == "-" { word.removeLast() }
          if word.count > 1, !isOption, !names.contains(word) { words.append(word) }
          word = ""
        }
        previous = character
      }
    }
    return words
  }
}
