import KakeiboCore
import Testing

@Suite struct FormulaNeutralizationTests {
  static let memos = [
    "=HYPERLINK(\"http://example.invalid\",\"x\")", "+81 3", "-500", "@SUM(A1)", "\tindent",
    "\rreturn", "'=already", "''=twice", "'''-thrice", "'", "''", "'plain", "plain", "",
    "スーパー", "=", "a=b", " =spaced", "'\t", "'a=b", "１=", "＝1+1", "＋81 3", "－500",
    "＠SUM(A1)", "'＝already", "a＝b",
  ]

  @Test(arguments: memos)
  func restoreUndoesNeutralize(memo: String) {
    #expect(FormulaNeutralization.restore(FormulaNeutralization.neutralize(memo)) == memo)
  }

  @Test func aFormulaLikeStartGetsOneApostropheAndNothingElseIsTouched() {
    #expect(
      Self.memos.map(FormulaNeutralization.neutralize) == [
        "'=HYPERLINK(\"http://example.invalid\",\"x\")", "'+81 3", "'-500", "'@SUM(A1)",
        "'\tindent", "'\rreturn", "''=already", "'''=twice", "''''-thrice", "'", "''", "'plain",
        "plain", "", "スーパー", "'=", "a=b", " =spaced", "''\t", "'a=b", "１=", "'＝1+1",
        "'＋81 3", "'－500", "'＠SUM(A1)", "''＝already", "a＝b",
      ])
  }

  /// Cells that `neutralize` never writes are read as they are.
  @Test func restoreLeavesCellsItDidNotMake() {
    for cell in ["'", "''", "'plain", "plain", "=x", "'a=b", ""] {
      #expect(FormulaNeutralization.restore(cell) == cell)
    }
    #expect(FormulaNeutralization.restore("'=x") == "=x")
    #expect(FormulaNeutralization.restore("''=x") == "'=x")
  }
}
