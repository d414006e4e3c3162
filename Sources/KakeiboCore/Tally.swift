/// A sum of amounts and the number of entries it adds up.
public struct Tally: Hashable, Sendable {
  public var total: Yen
  public var count: Int64

  public init(total: Yen, count: Int64) {
    self.total = total
    self.count = count
  }

  public static let zero = Tally(total: .zero, count: 0)

  /// Returns the sum of two tallies. Throws instead of wrapping or rounding when it does not fit.
  public func adding(_ other: Tally) throws(ReportError) -> Tally {
    let (count, countOverflow) = count.addingReportingOverflow(other.count)
    guard let total = total.adding(other.total), !countOverflow else { throw .overflow }
    return Tally(total: total, count: count)
  }
}

/// A report that cannot be computed exactly.
public enum ReportError: Error, Equatable, Sendable {
  /// A total does not fit in a 64-bit integer of yen.
  case overflow
}

/// The entries that share one memo, added up: `スーパー`, ¥5,000 in 2 entries.
public struct MemoTally: Hashable, Sendable {
  public let memo: Memo
  public let tally: Tally

  public init(memo: Memo, tally: Tally) {
    self.memo = memo
    self.tally = tally
  }
}

extension MemoTally {
  /// Returns the `limit` largest memos of `spellings` (each memo as written, with its entries'
  /// tally), memos that fold to the same text (`SearchText.folded`: `Ｎｅｔｆｌｉｘ`, `Netflix`,
  /// `netflix`) added up as one, shown as its most common spelling (most entries, then the
  /// larger total, then the first in code point order). Largest total first; ties go to the
  /// memo with more entries, then to code point order.
  public static func largest(_ limit: Int, of spellings: [MemoTally]) throws(ReportError)
    -> [MemoTally]
  {
    var groups: [String: (shown: MemoTally, tally: Tally)] = [:]
    var order: [String] = []
    for spelling in spellings {
      let key = SearchText.folded(spelling.memo.text)
      guard let group = groups[key] else {
        groups[key] = (spelling, spelling.tally)
        order.append(key)
        continue
      }
      let isMoreCommon =
        (spelling.tally.count, spelling.tally.total) > (
          group.shown.tally.count, group.shown.tally.total
        )
        || ((spelling.tally.count, spelling.tally.total)
          == (group.shown.tally.count, group.shown.tally.total)
          && precedes(spelling.memo.text, group.shown.memo.text))
      groups[key] = (isMoreCommon ? spelling : group.shown, try group.tally.adding(spelling.tally))
    }
    let merged = order.compactMap { key in
      groups[key].map { MemoTally(memo: $0.shown.memo, tally: $0.tally) }
    }
    return Array(
      merged.sorted { a, b in
        if a.tally.total != b.tally.total { return a.tally.total > b.tally.total }
        if a.tally.count != b.tally.count { return a.tally.count > b.tally.count }
        return precedes(a.memo.text, b.memo.text)
      }.prefix(limit))
  }

  /// Whether `a` comes before `b` in code point order (as the ledger's SQL orders text).
  private static func precedes(_ a: String, _ b: String) -> Bool {
    a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
  }
}
