import KakeiboCore

/// The pieces of SQL in which the engines differ, one static requirement each, as Diesel's
/// `SqlDialect` names each difference: an engine that lacks one does not compile. Each engine's
/// is beside its connection (`SQLiteSQL`, `PostgresSQL`). Everything else the ledger runs is
/// one text for both (`SharedSQL` and the queries in `Ledger`), written with PostgreSQL's `$1`
/// parameters (SQLite's connection reads them as `?1`).
protocol LedgerSQL {
  /// Returns the value to insert as the `id` of a new row of `table`: the next after the
  /// largest, or 1.
  static func nextID(_ table: String) -> String
  /// The current time, for a timestamp column.
  static var now: String { get }
  /// Returns the expression for the seconds since 1970 of the timestamp `column`.
  static func epochSeconds(_ column: String) -> String
  /// Returns the timestamp `column` as UTC text, `YYYY-MM-DD HH:MM:SS` (a copy's form).
  static func utcText(_ column: String) -> String
  /// Returns the value to store for a timestamp given as UTC text, `YYYY-MM-DD HH:MM:SS`.
  static func timestampValue(_ utcText: String) -> String
  /// Returns the sum of the integer `column`, failing (not rounding) when it overflows 64 bits.
  static func sum(_ column: String) -> String
  /// Returns `column` ordered by its characters' code points, whatever the database's collation.
  static func textOrder(_ column: String) -> String
  /// Returns the expression of a row of a `VALUES` list of date ranges with its types: a
  /// position, a first date and a last date, from parameters `first`, `first + 1`, `first + 2`.
  static func rangeRow(_ first: Int) -> String
  /// The query the ledger's own checks read the entries with: id, then the type and value of
  /// date, amount, category and memo, then the fingerprint's type and length, the kind, and the
  /// type and value of the 内訳 and of the source, then the search key, by id. Types are named
  /// as SQLite's `typeof` names them.
  static var checkedEntries: String { get }
  /// The query that reads what the date index holds of every entry (id, date, kind and
  /// category, as reports and tables read them), where the engine's index can disagree with the
  /// rows; nil where it keeps them consistent.
  static var indexedEntries: String? { get }
  /// Returns the condition that an entry of the table `alias` (`entries`, or its alias) is
  /// found by `term`, and the value of its parameter `$parameter`: a look-up in the engine's
  /// trigram index for three characters or more, else a read of every key.
  static func search(_ alias: String, _ term: SearchTerm, _ parameter: Int) -> (String, SQLValue)
  /// Returns `column` as a condition may name it without the planner reading its index: for the
  /// read of every key a short search term needs, a scan of the table in its own order is the
  /// fast one (SQLite would read the date index and look each row up).
  static func unindexed(_ column: String) -> String
  /// Returns the condition that an entry's search key holds the text of `$parameter`, read
  /// from the key itself (no index).
  static func keyContains(_ parameter: Int) -> String
  /// Returns the condition that `id` is one of the ids given as the parameter `$parameter`,
  /// and that parameter's value.
  static func idIn(_ ids: [Int64], _ parameter: Int) -> (String, SQLValue)
  /// Returns a list of `count` parameters, the first numbered `first` and each one more, after
  /// every parameter before it in the statement: `$2, $3, …`, or, for SQLite, whose parser looks
  /// each numbered parameter up in the list of those before it (a thousand cost a million
  /// steps), as many `?`, which it numbers in order.
  static func parameterList(_ count: Int, _ first: Int) -> String
  /// Whether the reports' tallies are summed by the engine's `GROUP BY` (PostgreSQL: a hash
  /// aggregate, and fewer rows to send), or, where `GROUP BY` sorts every row first (SQLite,
  /// which made the sort half of `report --year`), added up by the ledger from the rows the
  /// date index gives.
  static var groupsTallies: Bool { get }
}

/// The SQL both engines run alike, which the ledger and each engine's import batch share.
enum SharedSQL {
  /// The query of the largest id ever given to an entry: the largest in `entries`, or the last
  /// one a change that made entries gave (kept in the change log when that entry has been
  /// deleted or its add undone), so that a new entry's id is never one a `log` line or an
  /// exported file already names. The change is found from the newest back, by the log's key.
  ///
  /// Written so that SQLite runs it without a temporary table: two subqueries joined in `FROM`
  /// were each stored in one, and an `IN` list of three or more constants is looked up in one
  /// too, and every temporary table had a page cache of its own, 87 KB allocated and written
  /// (about 60 of the page faults of `kakeibo add`, which numbers its entry with this). The two
  /// ids are one `UNION ALL` instead, which SQLite reads as a co-routine, and the kinds are
  /// compared one by one.
  static let lastIssuedEntryID = """
    SELECT coalesce(max(id), 0) FROM (
      SELECT max(id) AS id FROM entries
      UNION ALL
      SELECT (
        SELECT last_entry_id FROM changes
        WHERE (kind = 'add' OR kind = 'import' OR kind = 'scheduled' OR kind = 'recurring')
          AND last_entry_id IS NOT NULL
        ORDER BY changes.id DESC LIMIT 1)) AS issued
    """
}
