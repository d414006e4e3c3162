import Foundation
import Testing

/// Help in the language the locale or KAKEIBO_LANG asks for, from the built binary: the same
/// pages as the golden files under `Tests/Golden/help/`, which the in-process tests check page
/// by page.
@Suite struct JapaneseHelpTests {
  /// The golden file `help/NAME` (`Tests/Golden`, found from this file's path).
  static func golden(_ name: String) throws -> String {
    var path = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    path.removeLast(2)
    let file = path.joined(separator: "/") + "/Golden/help/" + name
    return String(decoding: try #require(FileManager.default.contents(atPath: file)), as: UTF8.self)
  }

  @Test(arguments: JapaneseTests.japanese)
  func helpIsJapanese(environment: [String: String?]) throws {
    let sandbox = try Sandbox()
    let program = try Self.golden("kakeibo.ja.txt")
    #expect(try sandbox.ok(["--help"], environment: environment) == program)
    #expect(try sandbox.ok(["help"], environment: environment) == program)
    let backup = try Self.golden("backup.ja.txt")
    #expect(try sandbox.ok(["backup", "--help"], environment: environment) == backup)
    #expect(try sandbox.ok(["help", "backup"], environment: environment) == backup)
    #expect(
      try sandbox.ok(["budget", "set", "-h"], environment: environment)
        == Self.golden("budget-set.ja.txt"))
  }

  @Test func anEnglishLocaleKeepsEnglishHelp() throws {
    let sandbox = try Sandbox()
    for environment: [String: String?] in [
      ["LANG": "en_US.UTF-8"], ["LANG": "ja_JP.UTF-8", "KAKEIBO_LANG": "en"],
    ] {
      #expect(
        try sandbox.ok(["help", "backup"], environment: environment) == Self.golden("backup.txt"))
    }
  }
}
