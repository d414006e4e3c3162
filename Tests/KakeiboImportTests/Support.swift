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

/// Imports `bytes` in chunks of `chunkSize`; returns the importer and every row.
func importRows(
  _ bytes: [UInt8], options: ImportOptions = ImportOptions(), chunkSize: Int = 1 << 16
) throws -> (importer: Importer, rows: [ImportRow]) {
  var importer = try Importer(options: options)
  var rows: [ImportRow] = []
  try bytes.withUnsafeBufferPointer { all in
    var start = 0
    while start < all.count {
      let end = min(all.count, start + chunkSize)
      try importer.read(UnsafeBufferPointer(rebasing: all[start..<end])) { rows.append($0) }
      start = end
    }
  }
  try importer.finish { rows.append($0) }
  return (importer, rows)
}

func importRows(
  _ text: String, options: ImportOptions = ImportOptions(), chunkSize: Int = 1 << 16
) throws -> (importer: Importer, rows: [ImportRow]) {
  try importRows(Array(text.utf8), options: options, chunkSize: chunkSize)
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
  /// The fingerprint of a row with the source fields `fields`, in order.
  mutating func fingerprint(date: LedgerDate, amount: Yen, fields: [String]) -> Fingerprint {
    fingerprint(date: date, amount: amount) { hasher in
      for field in fields { hasher.combine(text: field) }
    }
  }
}
