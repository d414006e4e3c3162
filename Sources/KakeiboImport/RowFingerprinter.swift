import KakeiboCore

/// Makes what identifies each imported row, so that importing the same file again, or an
/// overlapping export of the same app, adds nothing twice.
///
/// A row with the app's own id (Money Forward ME's ID column) is fingerprinted by that id alone,
/// so that a row whose date was changed in the app is still the same row. Any other row by its
/// content, led by its date: the format, then the source fields that make it what it is. Two
/// identical rows in one file (two ¥150 coffees on the same day) are both real, so the content
/// is numbered by occurrence (see `OccurrenceNumbering`).
struct RowFingerprinter: Sendable {
  /// The hash key: fixed, so that fingerprints are the same in every run and on every machine.
  private static let key = (k0: UInt64(0x6B61_6B65_6962_6F31), k1: UInt64(0x6669_6E67_6572_7072))

  /// The hash states after the format and the kind of fingerprint, ready for a row's fields.
  private let byID: SipHash128
  private let byContent: SipHash128

  init(format: ImportFormat) {
    func hasher(_ kind: String) -> SipHash128 {
      var hasher = SipHash128(k0: Self.key.k0, k1: Self.key.k1)
      hasher.combine(text: format.name)
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

  /// The content of a row dated `date`, amounting to `amount`, whose other source fields
  /// `fields` combines into the hash (in a fixed order for the format).
  func content(date: LedgerDate, amount: Yen, fields: (inout SipHash128) -> Void) -> RowContent {
    var state = byContent
    state.combine(UInt64(date.year * 10_000 + date.month * 100 + date.day))
    state.combine(UInt64(bitPattern: amount.value))
    fields(&state)
    let (first, second) = state.finalize()
    return RowContent(
      day: date.daysSinceEpoch - RowContent.firstDay, state: state,
      key: Fingerprint(high: first, low: second))
  }
}

/// What a converter says a row is, before the importer numbers identical rows.
enum RowIdentity: Sendable {
  /// The fingerprint of the app's own id for the row.
  case sourceID(Fingerprint)
  /// The fingerprint kakeibo's own export carried for the entry (the statement row it was
  /// imported from), kept as it is: the same statement imported again finds it.
  case carried(Fingerprint)
  /// The row's content, numbered by occurrence in the file.
  case content(RowContent)
}

/// A row's content, hashed: rows with the same content have the same `key`.
struct RowContent: Sendable {
  /// The row's date as a day number from 0001-01-01 (0).
  let day: Int
  /// The hash after the content, to which the occurrence number is added.
  let state: SipHash128
  let key: Fingerprint

  /// The day number of 0001-01-01, so that every ledger date counts up from 0.
  static let firstDay = DateRange.all.first.daysSinceEpoch

  /// The fingerprint of the `occurrence`-th row (from 1) of this content in a file.
  func fingerprint(occurrence: Int) -> Fingerprint {
    var hasher = state
    // Always 1: earlier versions numbered the runs of a date that came back in an unsorted
    // file, and a date-sorted file had only run 1; keeping it keeps their fingerprints.
    hasher.combine(UInt64(1))
    hasher.combine(UInt64(occurrence))
    let (high, low) = hasher.finalize()
    // The date leads (its day number in the first four bytes, 96 bits of hash after it), so
    // that a file sorted by date adds to a few neighbouring pages of the fingerprint index
    // instead of one at random for every row.
    return Fingerprint(high: UInt64(truncatingIfNeeded: day) << 32 | high >> 32, low: low)
  }
}

/// Numbers identical rows by how many times they occur in the whole file, whatever lies between
/// them and in whatever order the rows come: the first coffee of a day is occurrence 1, the
/// second occurrence 2, so that an export of the same rows in another order, or one that
/// overlaps it, gives the same fingerprints and adds only what is really new.
///
/// Memory stays flat however long the file: only the rows of the current date are counted
/// here (identical rows share their date, and an export sorted by date has each date once), plus
/// a bitset of the days seen, one bit a day from 0001-01-01 (456 KiB). When a date comes back
/// after other dates (an unsorted or multi-section file), the count of a content from the
/// date's earlier rows is found by asking the ledger, through `ImportHistory`, which of that
/// content's fingerprints (occurrence 1, 2, …) this import has already met: the ledger holds
/// them anyway, so the importer keeps nothing per row, and the counts are exact.
struct OccurrenceNumbering: Sendable {
  private var runDay: Int?
  /// Whether the current date was seen before, in an earlier run of rows.
  private var isReturning = false
  /// How many rows of each content the file has held on the current date.
  private var occurrences: [Fingerprint: Int] = [:]
  private var seenDays: [UInt64] = []

  /// Returns the fingerprint of the next row with `content`; `history` says which
  /// fingerprints the import met before.
  mutating func fingerprint(_ content: RowContent, history: some ImportHistory) throws
    -> Fingerprint
  {
    if content.day != runDay {
      runDay = content.day
      occurrences.removeAll(keepingCapacity: true)
      isReturning = markSeen(day: content.day)
    }
    var occurrence = 1
    if let count = occurrences[content.key] {
      occurrence = count + 1
    } else if isReturning {
      // Occurrences are numbered in order, so the ones met before are 1, 2, … up to a gap.
      while try history.contains(content.fingerprint(occurrence: occurrence)) { occurrence += 1 }
    }
    occurrences[content.key] = occurrence
    return content.fingerprint(occurrence: occurrence)
  }

  /// Marks `day` as seen; returns whether it was seen before.
  private mutating func markSeen(day: Int) -> Bool {
    if seenDays.isEmpty {
      let dayCount = DateRange.all.last.daysSinceEpoch - RowContent.firstDay + 1
      seenDays = Array(repeating: 0, count: (dayCount + 63) / 64)
    }
    let (word, bit) = (day / 64, UInt64(1) << UInt64(day % 64))
    defer { seenDays[word] |= bit }
    return seenDays[word] & bit != 0
  }
}
