import KakeiboCore

@testable import KakeiboImport

/// Reads `bytes` with a CSV reader in chunks of `chunkSize` bytes; returns each record as
/// (line, fields as UTF-8 text, problem).
func readCSV(_ bytes: [UInt8], chunkSize: Int = .max) -> [(Int, [String], CSVProblem?)] {
  var reader = CSVReader()
  var records: [(Int, [String], CSVProblem?)] = []
  let collect = { (record: CSVRecord) in
    let fields = (0..<record.count).map { index in
      record.withField(index) { String(decoding: $0, as: UTF8.self) }
    }
    records.append((record.line, fields, record.problem))
  }
  bytes.withUnsafeBufferPointer { all in
    var start = 0
    while start < all.count {
      let end = min(all.count, start + min(chunkSize, all.count))
      reader.read(UnsafeBufferPointer(rebasing: all[start..<end]), collect)
      start = end
    }
  }
  reader.finish(collect)
  return records
}

func readCSV(_ text: String, chunkSize: Int = .max) -> [(Int, [String], CSVProblem?)] {
  readCSV(Array(text.utf8), chunkSize: chunkSize)
}

/// A stand-in for the ledger's side of `ImportHistory`: every fingerprint handed on so far.
final class HandedOn: ImportHistory {
  private(set) var fingerprints: Set<Fingerprint> = []
  /// How many times the importer asked.
  private(set) var questions = 0

  func contains(_ fingerprint: Fingerprint) -> Bool {
    questions += 1
    return fingerprints.contains(fingerprint)
  }

  func handOn(_ row: ImportRow) {
    switch row.outcome {
    case .entry(_, let fingerprint): handOn(fingerprint)
    case .statement(let statement): handOn(statement.fingerprint)
    default: break
    }
  }

  func handOn(_ fingerprint: Fingerprint) {
    fingerprints.insert(fingerprint)
  }
}

/// Imports `bytes` in chunks of `chunkSize`, handing every entry on as the ledger would take
/// it; returns the importer and every row.
func importRows(
  _ bytes: [UInt8], options: ImportOptions = ImportOptions(), chunkSize: Int = 1 << 16,
  history: HandedOn = HandedOn()
) throws -> (importer: Importer, rows: [ImportRow]) {
  var importer = try Importer(options: options)
  var rows: [ImportRow] = []
  let collect = { (row: ImportRow) in
    history.handOn(row)
    rows.append(row)
  }
  try bytes.withUnsafeBufferPointer { all in
    var start = 0
    while start < all.count {
      let end = min(all.count, start + chunkSize)
      try importer.read(UnsafeBufferPointer(rebasing: all[start..<end]), history: history, collect)
      start = end
    }
  }
  try importer.finish(history: history, collect)
  return (importer, rows)
}

func importRows(
  _ text: String, options: ImportOptions = ImportOptions(), chunkSize: Int = 1 << 16,
  history: HandedOn = HandedOn()
) throws -> (importer: Importer, rows: [ImportRow]) {
  try importRows(Array(text.utf8), options: options, chunkSize: chunkSize, history: history)
}

func hex(_ bytes: [UInt8]) -> String {
  bytes.map { byte in
    let digits = String(byte, radix: 16)
    return digits.count == 1 ? "0" + digits : digits
  }.joined()
}

/// The text `bytes` decode to in CP932, or nil.
func cp932(_ bytes: [UInt8], repairing: Bool = false) -> String? {
  bytes.withUnsafeBufferPointer { CP932.decode($0, repairing: repairing) }
}

extension RowFingerprinter {
  /// The content of a row with the source fields `fields`, in order.
  func content(date: LedgerDate, amount: Yen, fields: [String]) -> RowContent {
    content(date: date, amount: amount) { hasher in
      for field in fields { hasher.combine(text: field) }
    }
  }
}

/// Numbers rows one after another as an import does, handing each on.
struct Numberer {
  let fingerprinter: RowFingerprinter
  var numbering = OccurrenceNumbering()
  let history = HandedOn()

  init(format: ImportFormat) {
    fingerprinter = RowFingerprinter(format: format)
  }

  mutating func fingerprint(date: LedgerDate, amount: Yen, fields: [String]) throws
    -> Fingerprint
  {
    let fingerprint = try numbering.fingerprint(
      fingerprinter.content(date: date, amount: amount, fields: fields), history: history)
    history.handOn(fingerprint)
    return fingerprint
  }
}
