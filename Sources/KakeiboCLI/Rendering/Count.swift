import KakeiboCore

/// A number of things in words: `1 row`, `2 rows`, `1,000 entries`.
enum Count {
  /// `number`, grouped by thousands, with `singular` or `plural` (default: `singular` + s).
  static func of(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
    Count.number(number) + " " + (number == 1 ? singular : plural ?? singular + "s")
  }

  /// `number` grouped by thousands: `1,000,000`.
  static func number(_ number: Int) -> String {
    Yen.grouped(UInt64(max(0, number)))
  }
}
