import KakeiboCore
import KakeiboStore

extension EntryRendering {
  /// Writes the entries of `range` (and `category`, and found by `search`) as CSV with a header
  /// row, one entry at a time, each with its import fingerprint and the ledger's identity;
  /// returns how many.
  @discardableResult
  static func writeCSV(
    _ ledger: Ledger, in range: DateRange, category: Category? = nil,
    subcategory: Subcategory? = nil, sources: [EntrySource]? = nil,
    matching search: SearchTerm? = nil, to output: TextOutput
  ) throws -> Int {
    var count = 0
    let identity = try ledger.identity()
    let household = try ledger.members.household()
    try output.writeLine(CSV.record(csvHeader(household)))
    try ledger.entries.forEachWithFingerprint(
      in: range, category: category, subcategory: subcategory, sources: sources, matching: search
    ) { entry, fingerprint in
      try output.writeLine(
        csvRecord(entry, fingerprint: fingerprint, ledger: identity, household: household))
      count += 1
    }
    return count
  }

  /// Writes the entries of `range` (and `category`, and found by `search`) as a JSON array, one
  /// entry at a time; returns how many.
  @discardableResult
  static func writeJSON(
    _ ledger: Ledger, in range: DateRange, category: Category? = nil,
    subcategory: Subcategory? = nil, sources: [EntrySource]? = nil,
    matching search: SearchTerm? = nil, to output: TextOutput
  ) throws -> Int {
    var count = 0
    let household = try ledger.members.household()
    try output.write("[")
    try ledger.entries.forEach(
      in: range, category: category, subcategory: subcategory, sources: sources, matching: search
    ) {
      entry in
      try output.write(
        (count == 0 ? "\n  " : ",\n  ") + json(entry, household: household).rendered())
      count += 1
    }
    try output.writeLine(count == 0 ? "]" : "\n]")
    return count
  }
}
