import Testing

@testable import KakeiboCLI

@Suite struct ImportProgressTests {
  @Test func aLargeFileOnATerminalShowsItsProgressInPlaceThenErasesIt() throws {
    var progress = ImportProgress(name: "big.csv", size: 2_000, isShown: true, threshold: 1_000)
    let output = BufferedOutput()
    try progress.update(bytesRead: 500, rows: 4_999, on: output)
    try progress.update(bytesRead: 500, rows: 4_999, on: output)  // the same line: not rewritten
    try progress.update(bytesRead: 505, rows: 5_049, on: output)
    try progress.update(bytesRead: 2_000, rows: 20_000, on: output)
    try progress.clear(on: output)
    #expect(
      output.text
        == "\rImporting big.csv: 25% (4,999 rows)\u{1B}[K"
        + "\rImporting big.csv: 25% (5,049 rows)\u{1B}[K"
        + "\rImporting big.csv: 100% (20,000 rows)\u{1B}[K" + "\r\u{1B}[K")
  }

  @Test func standardInputShowsRowsOnceItHasBeenLarge() throws {
    var progress = ImportProgress(
      name: "standard input", size: nil, isShown: true, threshold: 1_000)
    let output = BufferedOutput()
    try progress.update(bytesRead: 999, rows: 9, on: output)
    #expect(output.text == "")
    try progress.update(bytesRead: 1_000, rows: 1, on: output)
    #expect(output.text == "\rImporting standard input: 1 row\u{1B}[K")
  }

  @Test func nothingIsShownOffATerminalOrForASmallFile() throws {
    let output = BufferedOutput()
    var offTerminal = ImportProgress(name: "big.csv", size: 5_000, isShown: false, threshold: 10)
    try offTerminal.update(bytesRead: 2_500, rows: 10, on: output)
    try offTerminal.clear(on: output)
    var small = ImportProgress(name: "small.csv", size: 500, isShown: true, threshold: 1_000)
    try small.update(bytesRead: 500, rows: 10, on: output)
    try small.clear(on: output)
    #expect(output.text == "")
  }
}
