import Testing

@testable import KakeiboStore

@Suite struct NumberedParameterTests {
  @Test func postgresParametersBecomeSQLitesNumberedOnes() {
    #expect(
      Database.numberedParameters("SELECT $1, $12 FROM t WHERE memo = 'スーパー' AND x = $3")
        == "SELECT ?1, ?12 FROM t WHERE memo = 'スーパー' AND x = ?3")
    // A dollar sign not followed by a digit, and text without one, stay as they are.
    #expect(Database.numberedParameters("SELECT '$x', '¥$'") == "SELECT '$x', '¥$'")
    #expect(Database.numberedParameters("SELECT 1 -- 家計簿") == "SELECT 1 -- 家計簿")
    #expect(Database.numberedParameters("$") == "$")
  }
}
