/// Horizontal bars drawn with Unicode block characters, in eighths of a column for precision.
public enum Bar {
  /// The blocks one to seven eighths wide; `█` is a whole column.
  static let partialBlocks: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
  static let fullBlock: Character = "█"

  /// Returns how many eighths of a column the bar for `value` takes when `maximum` fills
  /// `width` columns: rounded to the nearest eighth (halves up), and at least one eighth for
  /// any value above zero, so that no spending is invisible.
  public static func eighths(_ value: Yen, maximum: Yen, width: Int) -> Int {
    guard value.value > 0, maximum.value > 0, width > 0 else { return 0 }
    let value = min(value, maximum)
    let scale = UInt64(width) * 8
    let divisor = UInt64(maximum.value)
    let (quotient, remainder) = divisor.dividingFullWidth(
      UInt64(value.value).multipliedFullWidth(by: scale))
    let rounded = quotient + (remainder >= divisor - remainder ? 1 : 0)
    return max(1, Int(rounded))
  }

  /// Returns the bar for `value` scaled so that `maximum` fills `width` columns, padded with
  /// spaces to exactly `width` columns.
  public static func text(_ value: Yen, maximum: Yen, width: Int) -> String {
    let eighths = eighths(value, maximum: maximum, width: width)
    var text = String(repeating: fullBlock, count: eighths / 8)
    if eighths % 8 > 0 { text.append(partialBlocks[eighths % 8 - 1]) }
    let used = (eighths + 7) / 8
    return text + String(repeating: " ", count: max(0, width - used))
  }
}

/// A line of small vertical bars, one character per value, as in `▁▃█▁▂`.
public enum Sparkline {
  /// The eight heights, lowest first.
  static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  /// Returns one character per value, scaled so that the largest is `█`: zero is the baseline
  /// `▁`, and any value above zero is at least `▂` (the seven heights above the baseline are
  /// rounded up).
  public static func text(_ values: [Yen]) -> String {
    let maximum = values.max() ?? .zero
    return String(
      values.map { value -> Character in
        guard value.value > 0, maximum.value > 0 else { return levels[0] }
        let divisor = UInt64(maximum.value)
        let steps = UInt64(levels.count - 1)
        let (quotient, remainder) = divisor.dividingFullWidth(
          UInt64(value.value).multipliedFullWidth(by: steps))
        let level = Int(quotient) + (remainder > 0 ? 1 : 0)
        return levels[min(levels.count - 1, max(1, level))]
      })
  }
}
