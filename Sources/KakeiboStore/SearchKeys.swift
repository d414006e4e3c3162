import KakeiboCore

/// Entries' search keys (`entries.search_key`): computed here, in Swift, with `SearchText.key`,
/// since neither engine's SQL has NFKC, and written with every entry on every path (add, edit,
/// import, undo, copy, recurring rules, a 内訳 renamed). The migrations that add them and that
/// change their folding are flagged with a `Migration.FollowUp`, which computes the keys of
/// the entries there already. Each engine indexes them: SQLite's FTS5 trigram table
/// `entry_search`, kept by triggers; PostgreSQL's pg_trgm GIN index, where the server has the
/// extension.
enum SearchKeys {
  /// The key of `draft`, as the value of the `search_key` column.
  static func value(of draft: EntryDraft) -> SQLValue {
    .text(SearchText.key(memo: draft.memo.text, subcategory: draft.subcategory?.name))
  }

  /// How many entries one statement rewrites the keys of.
  private static let batchSize = 500

  /// Gives each entry that `condition` (over `entries`, with `values`) selects the key its memo
  /// and 内訳 make, where it holds another, reading and writing `batchSize` entries at a time
  /// so that memory stays flat however many there are. Returns how many keys changed.
  @discardableResult
  static func refresh(
    where condition: String = "TRUE", _ values: [SQLValue] = [],
    on connection: any SQLConnection
  ) throws -> Int {
    var changed = 0
    var lastID = Int64.min
    let next = values.count + 1
    while true {
      var stale: [(id: Int64, key: String)] = []
      var count = 0
      try connection.forEachRow(
        """
        SELECT id, memo, subcategory, search_key FROM entries
        WHERE (\(condition)) AND id > $\(next) ORDER BY id LIMIT \(batchSize)
        """, values + [.integer(lastID)]
      ) { row in
        count += 1
        lastID = row.int64(0)
        let key = SearchText.key(
          memo: row.text(1), subcategory: row.isNull(2) ? nil : row.text(2))
        if row.text(3) != key { stale.append((row.int64(0), key)) }
      }
      if !stale.isEmpty {
        let rows = stale.indices.map {
          "(CAST($\(2 * $0 + 1) AS bigint), CAST($\(2 * $0 + 2) AS text))"
        }
        try connection.run(
          """
          WITH keys (id, search_key) AS (VALUES \(rows.joined(separator: ", ")))
          UPDATE entries SET search_key = keys.search_key FROM keys WHERE entries.id = keys.id
          """, stale.flatMap { [.integer($0.id), .text($0.key)] })
        changed += stale.count
      }
      if count < batchSize { return changed }
    }
  }
}
