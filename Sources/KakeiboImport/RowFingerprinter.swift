import KakeiboCore

/// Makes the fingerprint of each imported row, so that importing the same file again, or an
/// overlapping export of the same app, adds nothing twice.
///
/// A row with the app's own id (Money Forward ME's ID column) is fingerprinted by that id alone,
/// so that a row whose date was changed in the app is still the same row. Any other row by its
/// content, led by its date: the format, then the source fields that make it what it is. Two
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

  /// The hash states after the format and the kind of fingerprint, ready for a row's fields.
  private let byID: SipHash128
  private let byContent: SipHash128
  private var runDate: LedgerDate?
  private var run = 0
  private var occurrences: [Fingerprint: Int] = [:]
  /// The days a run has been seen on, one bit a day from 0001-01-01 (456 KiB at most), so that
  /// memory stays flat however many days a file covers; only a day that comes back in a
  /// later run (an unsorted file) is counted in `laterRuns`.
  private var seenDays: [UInt64] = []
  private var laterRuns: [Int: Int] = [:]

  init(format: ImportFormat) {
    func hasher(_ kind: String) -> SipHash128 {
      var hasher = SipHash128(k0: Self.key.k0, k1: Self.key.k1)
      hasher.combine(text: format.rawValue)
      hasher.combine(text: kind)
      return hasher
    }
    byID = hasher("id")
    byContent = hasher("content")
  }

  /// The fingerprint of a row the app identifies by `id`.
  func fingerprint(sourceID id: String) -> Fingerprint {
    var hasher = byID
    hasher.combine(text: id)
    let (first, second) = hasher.finalize()
    return Fingerprint(high: first, low: second)
  }

  /// The fingerprint of a row dated `date`, amounting to `amount`, whose other source fields
  /// `fields` combines into the hash (in a fixed order for the format).
  mutating func fingerprint(
    date: LedgerDate, amount: Yen, fields: (inout SipHash128) -> Void
  ) -> Fingerprint {
    var content = byContent
    content.combine(UInt64(date.year * 10_000 + date.month * 100 + date.day))
    content.combine(UInt64(bitPattern: amount.value))
    fields(&content)
    let (first, second) = content.finalize()
    let key = Fingerprint(high: first, low: second)

    if date != runDate {
      runDate = date
      occurrences.removeAll(keepingCapacity: true)
      run = nextRun(onDay: date.daysSinceEpoch - Self.firstDay)
    }
    let occurrence = occurrences[key, default: 0] + 1
    occurrences[key] = occurrence

    content.combine(UInt64(run))
    content.combine(UInt64(occurrence))
    let (high, low) = content.finalize()
    // The date leads (its day number in the first four bytes, 96 bits of hash after it), so
    // that a file sorted by date adds to a few neighbouring pages of the fingerprint index
    // instead of one at random for every row.
    let day = UInt64(truncatingIfNeeded: date.daysSinceEpoch - Self.firstDay)
    return Fingerprint(high: day << 32 | high >> 32, low: low)
  }

  /// Returns the number of the run that begins on `day`: 1 the first time, then 2, 3, ….
  private mutating func nextRun(onDay day: Int) -> Int {
    if seenDays.isEmpty {
      let dayCount = DateRange.all.last.daysSinceEpoch - Self.firstDay + 1
      seenDays = Array(repeating: 0, count: (dayCount + 63) / 64)
    }
    let (word, bit) = (day / 64, UInt64(1) << UInt64(day % 64))
    guard seenDays[word] & bit != 0 else {
      seenDays[word] |= bit
      return 1
    }
    let run = laterRuns[day, default: 1] + 1
    laterRuns[day] = run
    return run
  }

  /// The day number of 0001-01-01, so that every ledger date counts up from 0.
  private static let firstDay = DateRange.all.first.daysSinceEpoch
}
