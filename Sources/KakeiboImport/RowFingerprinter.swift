import KakeiboCore

/// Makes the fingerprint of each imported row, so that importing the same file again, or an
/// overlapping export of the same app, adds nothing twice.
///
/// A row with the app's own id (Money Forward ME's ID column) is fingerprinted by that id. Any
/// other row by its content: the format, then the source fields that make it what it is. Two
/// identical rows in one file (two ¥150 coffees on the same day) are both real, so the content
/// is numbered by occurrence: the first coffee is occurrence 1, the second occurrence 2, and a
/// later export that holds the same day again numbers them the same way.
///
/// Identical rows share their date, so occurrences are counted within the run of consecutive
/// rows with the same date (every export sorts by date, so a day is one run) and forgotten when
/// the date changes: memory stays flat however long the file. In a file that is not sorted, a
/// date can come back later in a new run; its runs are numbered too, so no two rows of one file
/// ever share a fingerprint, and the same file always gives the same fingerprints.
struct RowFingerprinter: Sendable {
  /// The hash key: fixed, so that fingerprints are the same in every run and on every machine.
  private static let key = (k0: UInt64(0x6B61_6B65_6962_6F31), k1: UInt64(0x6669_6E67_6572_7072))

  private let format: ImportFormat
  private var runDate: LedgerDate?
  private var run = 0
  private var occurrences: [Fingerprint: Int] = [:]
  private var runsPerDate: [LedgerDate: Int] = [:]

  init(format: ImportFormat) {
    self.format = format
  }

  private func hasher(_ kind: String) -> SipHash128 {
    var hasher = SipHash128(k0: Self.key.k0, k1: Self.key.k1)
    hasher.combine(text: format.rawValue)
    hasher.combine(text: kind)
    return hasher
  }

  /// The fingerprint of a row the app identifies by `id`.
  func fingerprint(sourceID id: String) -> Fingerprint {
    var hasher = hasher("id")
    hasher.combine(text: id)
    let (first, second) = hasher.finalize()
    return Fingerprint(high: first, low: second)
  }

  /// The fingerprint of a row dated `date`, amounting to `amount`, whose other source fields
  /// are `fields` (in a fixed order for the format).
  mutating func fingerprint(date: LedgerDate, amount: Yen, fields: [String]) -> Fingerprint {
    var content = hasher("content")
    content.combine(UInt64(date.year * 10_000 + date.month * 100 + date.day))
    content.combine(UInt64(bitPattern: amount.value))
    for field in fields { content.combine(text: field) }
    let (first, second) = content.finalize()
    let key = Fingerprint(high: first, low: second)

    if date != runDate {
      runDate = date
      occurrences.removeAll(keepingCapacity: true)
      run = runsPerDate[date, default: 0] + 1
      runsPerDate[date] = run
    }
    let occurrence = occurrences[key, default: 0] + 1
    occurrences[key] = occurrence

    content.combine(UInt64(run))
    content.combine(UInt64(occurrence))
    let (high, low) = content.finalize()
    return Fingerprint(high: high, low: low)
  }
}
