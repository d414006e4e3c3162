import Testing

@testable import KakeiboCore

@Suite struct BarTests {
  @Test(
    arguments: [
      // value, maximum, width, eighths
      (100, 100, 10, 80), (50, 100, 10, 40), (1, 100, 10, 1), (0, 100, 10, 0),
      // 1/3 of 80 eighths is 26.67: rounded to 27; 1/16 of 8 is a half: rounded up.
      (1, 3, 10, 27), (1, 16, 1, 1), (3, 16, 1, 2), (100, 100, 0, 0), (5, 0, 10, 0),
      // A value beyond the maximum is drawn as the maximum.
      (200, 100, 3, 24), (Int64.max, Int64.max, 24, 192), (Int64.max / 2, Int64.max, 24, 96),
    ] as [(Int64, Int64, Int, Int)])
  func eighthsAreRoundedAndVisible(value: Int64, maximum: Int64, width: Int, eighths: Int) {
    #expect(Bar.eighths(Yen(value), maximum: Yen(maximum), width: width) == eighths)
  }

  @Test func barsAreExactlyTheirWidth() {
    #expect(Bar.text(Yen(100), maximum: Yen(100), width: 5) == "█████")
    #expect(Bar.text(Yen(50), maximum: Yen(100), width: 5) == "██▌  ")
    #expect(Bar.text(Yen(1), maximum: Yen(100), width: 5) == "▏    ")
    #expect(Bar.text(.zero, maximum: Yen(100), width: 5) == "     ")
    #expect(Bar.text(Yen(8100), maximum: Yen(8100), width: 24) == String(repeating: "█", count: 24))
    #expect(
      Bar.text(Yen(2000), maximum: Yen(8100), width: 24) == "█████▉"
        + String(repeating: " ", count: 18))
    for width in 0...30 {
      for value in stride(from: Int64(0), through: 1000, by: 37) {
        #expect(Bar.text(Yen(value), maximum: Yen(1000), width: width).count == width)
      }
    }
  }

  @Test func everyEighthHasItsBlock() {
    let blocks = (1...8).map { Bar.text(Yen(Int64($0)), maximum: Yen(8), width: 1) }
    #expect(blocks == ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"])
  }
}

@Suite struct SparklineTests {
  @Test func scalesToTheLargestWithZeroOnTheBaseline() {
    #expect(Sparkline.text([0, 1, 2, 3, 4, 5, 6, 7].map { Yen($0) }) == "▁▂▃▄▅▆▇█")
    #expect(Sparkline.text([Yen(0), Yen(1), Yen(700)]) == "▁▂█")
    #expect(Sparkline.text(Array(repeating: .zero, count: 12)) == "▁▁▁▁▁▁▁▁▁▁▁▁")
    #expect(Sparkline.text([Yen(5), Yen(5)]) == "██")
    #expect(Sparkline.text([]) == "")
    #expect(Sparkline.text([Yen(Int64.max), Yen(Int64.max / 2), Yen(1)]) == "█▅▂")
  }
}

@Suite struct ChartScaleTests {
  @Test(
    arguments: [
      // maximum, step, top
      (12_100, 5000, 15_000), (22_200, 5000, 25_000), (100_000, 20_000, 100_000),
      (345_678, 100_000, 400_000), (0, 200, 1000), (999, 200, 1000), (1001, 200, 1200),
      (252_400, 50_000, 300_000),
    ] as [(Int64, Int64, Int64)])
  func ticksAreRoundSteps(maximum: Int64, step: Int64, top: Int64) {
    let scale = ChartScale(maximum: Yen(maximum))
    #expect(scale.step == Yen(step))
    #expect(scale.top == Yen(top))
    #expect(scale.ticks.first == .zero)
    #expect(scale.ticks.last == Yen(top))
    #expect(scale.top.value >= maximum)
  }

  @Test func anAxisNearTheLargestSumStopsAtIt() {
    let scale = ChartScale(maximum: Yen(9_000_000_000_000_000_000))
    #expect(scale.step == Yen(2_000_000_000_000_000_000))
    #expect(scale.top == Yen(9_000_000_000_000_000_000))
    #expect(scale.position(of: Yen(Int64.max), height: 300) == 300)
  }

  @Test func positionsAreRoundedToTheNearestUnit() {
    let scale = ChartScale(maximum: Yen(15_000))
    #expect(scale.position(of: Yen(15_000), height: 300) == 300)
    #expect(scale.position(of: Yen(10_100), height: 300) == 202)
    #expect(scale.position(of: Yen(25), height: 300) == 1)
    #expect(scale.position(of: Yen(24), height: 300) == 0)
    #expect(scale.position(of: .zero, height: 300) == 0)
  }

  @Test func stackedSegmentsAddUpToTheWholeBar() throws {
    let scale = ChartScale(maximum: Yen(15_000))
    let heights = try scale.segmentHeights([Yen(5000), Yen(2000), Yen(3100)], height: 304)
    #expect(heights == [101, 41, 63])
    #expect(heights.reduce(0, +) == scale.position(of: Yen(10_100), height: 304))
    #expect(try scale.segmentHeights([Yen(1), Yen(1), Yen(1)], height: 304) == [0, 0, 0])
    #expect(throws: ReportError.overflow) {
      try scale.segmentHeights([Yen(Int64.max), Yen(1)], height: 304)
    }
  }
}
