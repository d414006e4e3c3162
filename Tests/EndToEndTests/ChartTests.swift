import Foundation
import Testing

/// Issue 25 item 10: `report MONTH --format svg` draws the month by category (with `--detail`
/// its 内訳, with each budget where one is set), and the charts render to the PNG a reader sees
/// (through librsvg's `rsvg-convert`), checked pixel by pixel where the bars and lines must be.
@Suite struct ChartTests {
  /// The ledger of `RicherReportTests.seeded`, with 内訳 in November and (unless not
  /// `withIncome`) a salary.
  func household(_ engine: Engine, withIncome: Bool = true) throws -> Sandbox {
    let sandbox = try RicherReportTests().seeded(engine)
    try sandbox.ok("add", "800", "-c", "生活費", "-s", "食費", "-d", "2026-11-02", "-m", "八百屋")
    try sandbox.ok("add", "600", "-c", "生活費", "-s", "日用品", "-d", "2026-11-04")
    if withIncome { try sandbox.ok("income", "300000", "-d", "2026-11-10", "-m", "給料") }
    return sandbox
  }

  @Test(arguments: Engine.available) func theMonthByCategoryWithItsBudgets(engine: Engine) throws {
    let sandbox = try household(engine)
    let chart = try SVGSummary(try sandbox.ok("report", "11", "--format", "svg"))
    #expect(chart.title == "kakeibo Nov 2026: 2026-11-01 – 2026-11-30")
    #expect(chart.categoryBars == ["livingCost", "expenses", "leisure"])
    #expect(chart.bars.isEmpty)
    #expect(chart.totals == ["¥10,700", "¥2,000", "¥2,400"])
    #expect(
      chart.segments == [
        "livingCost": ["生活費 ¥10,700"], "expenses": ["経費 ¥2,000"], "leisure": ["娯楽費 ¥2,400"],
      ])
    // The month holds today (2026-11-15): lighter and hatched, and its heading says so, with
    // the income and the balance.
    #expect(chart.soFar == ["livingCost", "expenses", "leisure"])
    #expect(chart.hatched == ["livingCost", "expenses", "leisure"])
    #expect(
      chart.texts.contains(
        "2026-11-01 – 2026-11-30  Total ¥15,100  Income ¥300,000  Balance +¥284,900  (so far)"))
    // 生活費 (¥30,000) and 娯楽費 (¥2,000 in November) have budgets, 経費 none: a dashed line
    // across each budgeted slot, 娯楽費's lower, as its budget is.
    #expect(Set(chart.budgetPaths.keys) == ["livingCost", "leisure"])
    let living = try #require(chart.budgetPaths["livingCost"]).split(separator: " ")
    let leisure = try #require(chart.budgetPaths["leisure"]).split(separator: " ")
    #expect(living.count == 3 && leisure.count == 3)
    #expect(Int(leisure[1]) ?? 0 > Int(living[1]) ?? 0)
    #expect(chart.texts.contains("Budget for 生活費, 娯楽費"))
    #expect(chart.texts.contains("経費") && chart.texts.contains("¥30,000"))

    // With --detail, 生活費's bar stacks its 内訳, largest first, those without one last.
    let detail = try SVGSummary(try sandbox.ok("report", "11", "--detail", "--format", "svg"))
    #expect(
      detail.segments["livingCost"] == ["生活費 食費 ¥800", "生活費 日用品 ¥600", "生活費 (なし) ¥9,300"])
    #expect(detail.parts.contains("(なし) ¥9,300"))
    #expect(detail.parts.contains("(なし) ¥2,000"))

    // In Japanese; a month that is over is not under way; a search says so in the title.
    let japanese = try SVGSummary(
      try sandbox.ok(["report", "11", "--format", "svg"], environment: ["KAKEIBO_LANG": "ja"]))
    #expect(japanese.title == "家計簿 2026年11月: 2026-11-01 – 2026-11-30")
    #expect(
      japanese.texts.contains(
        "2026-11-01 – 2026-11-30  合計 ¥15,100  収入 ¥300,000  収支 +¥284,900  (途中)"))
    #expect(japanese.texts.contains("予算（生活費・娯楽費）"))
    #expect(!japanese.texts.contains { $0.contains("Budget") || $0.contains("Total") })
    let october = try SVGSummary(try sandbox.ok("report", "10", "--format", "svg"))
    #expect(october.soFar.isEmpty && october.hatched.isEmpty)
    #expect(october.totals == ["¥0", "¥0", "¥700"])
    let searched = try SVGSummary(
      try sandbox.ok("report", "11", "--search", "八百屋", "--format", "svg"))
    #expect(searched.title == "kakeibo Nov 2026 (search: 八百屋): 2026-11-01 – 2026-11-30")
    #expect(searched.totals == ["¥800", "¥0", "¥0"])
  }

  /// `--detail` on the year and `--last` charts: each category's part of a bar stacks its
  /// 内訳, in the same order in every month (largest over the months first, none last).
  @Test(arguments: Engine.available) func theYearAndLastChartsTakeDetail(engine: Engine) throws {
    // Without income, whose line would raise the axis until ¥500 is no pixel high.
    let sandbox = try household(engine, withIncome: false)
    try sandbox.ok("add", "500", "-c", "生活費", "-s", "日用品", "-d", "2026-10-03")
    for arguments in [["--year", "2026"], ["--last", "3"]] {
      let chart = try SVGSummary(
        try sandbox.ok(["report"] + arguments + ["--detail", "--format", "svg"]))
      #expect(
        chart.segments["2026-11"] == [
          "2026-11 生活費 日用品 ¥600", "2026-11 生活費 食費 ¥800", "2026-11 生活費 (なし) ¥9,300",
          "2026-11 娯楽費 (なし) ¥2,400", "2026-11 経費 (なし) ¥2,000",
        ], "\(arguments)")
      #expect(
        chart.segments["2026-10"] == ["2026-10 生活費 日用品 ¥500", "2026-10 娯楽費 (なし) ¥700"],
        "\(arguments)")
      #expect(chart.totals.contains("¥15,100"))
    }
    // Without --detail, a segment per category.
    let plain = try SVGSummary(try sandbox.ok("report", "--last", "3", "--format", "svg"))
    #expect(plain.segments["2026-10"] == ["2026-10 生活費 ¥500", "2026-10 娯楽費 ¥700"])
  }

  /// With income, the year and `--last` charts draw 収入 and 収支 month by month as lines, the
  /// axis reaching below zero for a month that spent more than it received.
  @Test(arguments: Engine.available) func incomeAndTheBalanceAreLines(engine: Engine) throws {
    let sandbox = try household(engine)
    let chart = try SVGSummary(try sandbox.ok("report", "--last", "3", "--format", "svg"))
    #expect(
      chart.linePoints["income"]?.map(\.title) == [
        "2026-09 Income ¥0", "2026-10 Income ¥0", "2026-11 Income ¥300,000",
      ])
    #expect(
      chart.linePoints["balance"]?.map(\.title) == [
        "2026-09 Balance ¥0", "2026-10 Balance −¥700", "2026-11 Balance +¥284,900",
      ])
    #expect(chart.texts.contains("Income") && chart.texts.contains("Balance"))
    // Bars stand on zero; September's balance is on it, October's below, November's above.
    let base = try #require(chart.segmentRects.first.map { $0.y + $0.height })
    let balance = try #require(chart.linePoints["balance"]).map(\.y)
    #expect(balance[0] == base && balance[1] > base && balance[2] < base)
    #expect(chart.linePoints["income"]?.map(\.y).last ?? 0 < balance[2])
    #expect(chart.texts.contains { $0.hasPrefix("−¥") })
    let japanese = try SVGSummary(
      try sandbox.ok(
        ["report", "--year", "2026", "--format", "svg"], environment: ["KAKEIBO_LANG": "ja"]))
    #expect(japanese.linePoints["income"]?.last?.title == "2026-12 収入 ¥0")
    #expect(japanese.linePoints["balance"]?.last?.title == "2026-12 収支 −¥9,000")
    #expect(japanese.texts.contains("収入") && japanese.texts.contains("収支"))
    // Without income, no lines and no axis below zero.
    let plain = try SVGSummary(
      try RicherReportTests().seeded(engine).ok("report", "--last", "3", "--format", "svg"))
    #expect(plain.linePoints.isEmpty)
    #expect(!plain.texts.contains { $0.hasPrefix("−¥") })
  }

  /// The PNG librsvg draws of the year's chart and of a month's: its size, the background, a
  /// bar's colour at its middle and the budget's red along its line.
  @Test(arguments: Engine.available) func theChartsRenderToThePNGAReaderSees(engine: Engine) throws
  {
    // Without income, so that no line crosses the bars where their colour is sampled.
    let sandbox = try household(engine, withIncome: false)
    for arguments in [
      ["--year", "2026"], ["10"], ["11", "--detail"], ["--last", "3", "--detail"],
    ] {
      let svg = try sandbox.ok(["report"] + arguments + ["--format", "svg"])
      let chart = try SVGSummary(svg)
      let file = sandbox.folder + "/chart.svg"
      try svg.write(toFile: file, atomically: true, encoding: .utf8)
      // The middle of every segment, and points along the budget line (dashed: some are red).
      let middles = chart.segmentRects.map { ($0.x + $0.width / 2, $0.y + $0.height / 2) }
      var along: [(Int, Int)] = []
      if let path = chart.budgetPath?.split(separator: " "), path.count >= 3,
        let start = Int(path[0].dropFirst()), let y = Int(path[1]),
        let end = Int(path[2].dropFirst())
      {
        along = stride(from: start, to: end, by: 1).map { ($0, y) }
      }
      let png = try PNGSample(svg: file, at: [(4, 4)] + middles + along)
      #expect(png.width == 840 && png.height == 460, "\(arguments)")
      #expect(png.colours[0] == "#ffffff", "\(arguments)")
      // A segment of a month that is over is its category's colour exactly; one under way is
      // lighter and hatched, so never white and never its full colour all over.
      for (index, rect) in chart.segmentRects.enumerated() {
        let colour = png.colours[1 + index]
        #expect(colour != "#ffffff", "\(arguments): \(rect)")
        if !chart.hatched.contains(rect.bar) && rect.height > 2 && !arguments.contains("--detail") {
          #expect(colour == rect.fill, "\(arguments): \(rect)")
        }
      }
      if !along.isEmpty {
        let red = png.colours.suffix(along.count).filter { $0 == "#c0392b" }.count
        #expect(red > along.count / 3, "\(arguments): \(red) of \(along.count)")
      }
    }
    // With income, the dots of its line and of the balance's are their colours.
    try sandbox.ok("income", "300000", "-d", "2026-11-10", "-m", "給料")
    let svg = try sandbox.ok("report", "--last", "3", "--format", "svg")
    let chart = try SVGSummary(svg)
    let file = sandbox.folder + "/income.svg"
    try svg.write(toFile: file, atomically: true, encoding: .utf8)
    let centres = chart.segmentRects.map { $0.x + $0.width / 2 }.suffix(1)
    let dots = try #require(chart.linePoints["income"]?.last?.y).description
    let balance = try #require(chart.linePoints["balance"]?.last?.y).description
    let x = try #require(centres.last)
    let png = try PNGSample(svg: file, at: [(x, Int(dots) ?? 0), (x, Int(balance) ?? 0)])
    #expect(png.colours == ["#1b7f79", "#7b4fa0"])
  }
}

/// Pixels of the PNG that `rsvg-convert` (librsvg2-bin) draws of an SVG file, read by Python's
/// zlib: the image's size and the colour at each point asked for, as `#rrggbb`.
struct PNGSample {
  let width: Int
  let height: Int
  let colours: [String]

  static let reader = #"""
    import struct, sys, zlib
    data = open(sys.argv[1], 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n'
    pos, idat = 8, b''
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + n]
        pos += 12 + n
        if kind == b'IHDR':
            w, h, depth, colour = struct.unpack('>IIBB', chunk[:10])
        elif kind == b'IDAT':
            idat += chunk
    assert depth == 8 and colour in (2, 6)
    bpp = 4 if colour == 6 else 3
    raw, stride, prev, rows, i = zlib.decompress(idat), w * bpp, bytearray(w * bpp), [], 0
    for y in range(h):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if kind == 1: line[x] = (line[x] + a) & 255
            elif kind == 2: line[x] = (line[x] + b) & 255
            elif kind == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    print(w, h)
    for point in sys.stdin.read().split():
        x, y = map(int, point.split(','))
        print('#%02x%02x%02x' % tuple(rows[y][x * bpp:x * bpp + 3]))
    """#

  struct Failed: Error, CustomStringConvertible {
    let description: String
  }

  init(svg file: String, at points: [(Int, Int)]) throws {
    let png = file + ".png"
    try Self.run("/usr/bin/rsvg-convert", [file, "-o", png], input: "")
    let output = try Self.run(
      "/usr/bin/python3", ["-c", Self.reader, png],
      input: points.map { "\($0.0),\($0.1)" }.joined(separator: "\n"))
    let lines = output.split(separator: "\n").map(String.init)
    let size = (lines.first ?? "").split(separator: " ").compactMap { Int($0) }
    guard size.count == 2 else { throw Failed(description: "no size in \(output)") }
    width = size[0]
    height = size[1]
    colours = Array(lines.dropFirst())
  }

  @discardableResult
  static func run(_ tool: String, _ arguments: [String], input: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failed(
        description: "\(tool) exited \(process.terminationStatus): "
          + (String(data: errors, encoding: .utf8) ?? ""))
    }
    return String(data: output, encoding: .utf8) ?? ""
  }
}
