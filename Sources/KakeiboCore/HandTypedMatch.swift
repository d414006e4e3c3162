/// Which rows of a statement are entries the household typed by hand already: a row and an
/// entry typed by hand pair when they have the same kind and the same amount (a refund's is
/// negative) and their dates are at most `windowDays` apart, whatever their memos and
/// categories (a statement's memo is the store as the card company prints it, the hand-typed
/// one as the household wrote it).
public enum HandTypedMatch {
  /// How many days apart a row and an entry may be dated: a card use reaches the statement on
  /// its day, or a day or two later.
  public static let windowDays = 3

  /// Whether `row` and `entry` may be the same money (kind, amount, and dates in the window).
  public static func mayPair(_ row: EntryDraft, _ entry: Entry) -> Bool {
    row.kind == entry.kind && row.amount == entry.amount
      && abs(row.date.daysSinceEpoch - entry.date.daysSinceEpoch) <= windowDays
  }

  /// Pairs `rows` with `entries`, each row with at most one entry and each entry with at most
  /// one row, deterministically: the pairs whose dates are closest first, then the entry with
  /// the earliest id, then the earlier row. Returns, for each row, the index in `entries` of
  /// the entry it pairs with, or nil.
  public static func pair(_ rows: [EntryDraft], with entries: [Entry]) -> [Int?] {
    struct Key: Hashable {
      let kind: EntryKind
      let amount: Yen
    }
    let byKey = Dictionary(grouping: entries.indices) {
      Key(kind: entries[$0].kind, amount: entries[$0].amount)
    }
    var candidates: [(distance: Int, id: Int64, row: Int, entry: Int)] = []
    for (rowIndex, row) in rows.enumerated() {
      for entryIndex in byKey[Key(kind: row.kind, amount: row.amount)] ?? [] {
        let entry = entries[entryIndex]
        guard mayPair(row, entry) else { continue }
        candidates.append(
          (abs(row.date.daysSinceEpoch - entry.date.daysSinceEpoch), entry.id, rowIndex, entryIndex)
        )
      }
    }
    candidates.sort { ($0.distance, $0.id, $0.row) < ($1.distance, $1.id, $1.row) }
    var result = [Int?](repeating: nil, count: rows.count)
    var taken = Set<Int>()
    for candidate in candidates
    where result[candidate.row] == nil && !taken.contains(candidate.entry) {
      result[candidate.row] = candidate.entry
      taken.insert(candidate.entry)
    }
    return result
  }
}
