import KakeiboCore

/// What `Ledger.entrySummary(in:category:)` found.
public struct EntrySummary: Equatable, Sendable {
  /// All the entries, expenses and income.
  public var count: Int64 = 0
  /// The expenses (refunds included).
  public var expenses = Tally.zero
  public var income = Tally.zero
  /// The largest and smallest amounts (a refund's is negative); zero when there are no entries.
  public var largestAmount = Yen.zero
  public var smallestAmount = Yen.zero
  /// Zero when there are no entries.
  public var largestID: Int64 = 0
  /// The kinds, categories and 内訳 the entries have.
  public var classes: Set<EntryClass> = []

  /// What the expenses add up to.
  public var total: Yen { expenses.total }
}

extension EntrySummary {
  /// The summary of `entries` (the same as `entrySummary` reads for them): for a table of
  /// entries chosen by what SQL does not see, such as who paid them. Throws `.overflow`.
  public init(of entries: [Entry]) throws(LedgerError) {
    self.init()
    for (index, entry) in entries.enumerated() {
      count += 1
      let tally = Tally(total: entry.amount, count: 1)
      do {
        if entry.kind == .income {
          income = try income.adding(tally)
        } else {
          expenses = try expenses.adding(tally)
        }
      } catch {
        throw .overflow
      }
      largestAmount = index == 0 ? entry.amount : max(largestAmount, entry.amount)
      smallestAmount = index == 0 ? entry.amount : min(smallestAmount, entry.amount)
      largestID = max(largestID, entry.id)
      classes.insert(
        EntryClass(kind: entry.kind, category: entry.category, subcategory: entry.subcategory))
    }
  }
}

/// What an entry is, by kind, category and 内訳: what a table's category column shows.
public struct EntryClass: Hashable, Sendable {
  public let kind: EntryKind
  public let category: Category?
  public let subcategory: Subcategory?

  public init(kind: EntryKind, category: Category?, subcategory: Subcategory?) {
    self.kind = kind
    self.category = category
    self.subcategory = subcategory
  }
}

/// The ledger: every read and write of entries, budgets, settings and the change log goes
/// through here, the same on every engine. Beneath it, an engine's `LedgerStorage` (an SQLite
/// file, or a PostgreSQL database's schema) owns the connection and the SQL in which the
/// engines differ. Methods throw `LedgerError`.
public final class Ledger {
  let storage: any LedgerStorage

  /// What a command means to do, which decides what happens when the ledger does not exist
  /// yet (or its file is empty: a ledger not begun).
  public enum Intent: Sendable {
    /// Read, or change only what is already there (delete, edit, undo): a missing ledger is an
    /// empty one in memory, and nothing is created or written.
    case read
    /// Add to the ledger: a missing ledger is created (a file with mode 0600 and its folders, or
    /// a schema of the database), and undone again unless a change is committed.
    case write
  }

  /// How long a connection waits for another process's lock before giving up.
  public static let busyTimeoutMilliseconds: Int32 = 5000

  init(storage: any LedgerStorage) {
    self.storage = storage
  }

  /// Within `withSnapshot`, the ids each short search term found (by the filter it was read
  /// with), so that a table's summary and its rows read every key once, not twice; nil outside
  /// a snapshot, where a later read may see other entries.
  private var foundInSnapshot: [String: [Int64]]?

  /// On an offline copy, inside a write transaction: the copy's changes just given up so that
  /// the change about to be recorded is made against the server's version of what they
  /// conflicted over (see `supersedeOfflineConflicts`); the next change recorded is theirs.
  var supersededAwaitingChange: [Int64] = []

  var connection: any SQLConnection { storage.connection }
  var sql: any LedgerSQL.Type { storage.sql }

  /// Where the ledger is.
  public var location: LedgerLocation { storage.location }

  /// The ledger as messages name it: the file's path, or the URI with its password masked.
  public var path: String { storage.location.description }

  /// Who makes this connection's changes: the login name on SQLite, the role on PostgreSQL.
  public var member: String { storage.member }

  /// Whether the ledger does not exist yet (it was opened to read, as an empty ledger).
  public var isMissing: Bool { storage.isMissing }

  /// The day that decides which recurring entries are due: on a shared ledger the server's
  /// date (in the ledger's time zone), whatever this machine's clock or `KAKEIBO_TODAY` says,
  /// so that no member ever makes an entry dated after the server's today; on a file,
  /// `localToday`.
  public func dueDay(localToday: LedgerDate) -> LedgerDate {
    storage.serverToday ?? localToday
  }

  /// The server's date on a shared ledger, nil for a file.
  public var serverToday: LedgerDate? { storage.serverToday }

  /// The files this ledger's storage occupies, which what a command writes must never replace:
  /// an SQLite file and the files SQLite keeps beside it; none for a PostgreSQL ledger.
  public var files: [String] { storage.files }

  // MARK: Opening

  /// Opens the ledger at `location`, as `intent` says for one that does not exist yet, and
  /// brings its schema up to date; `member` names who makes its changes on an SQLite ledger,
  /// asked for only when a change or the household needs it (a PostgreSQL ledger's member is
  /// the role that connects). Refuses, without changing it, anything that is not a kakeibo
  /// ledger and any ledger from a newer version of kakeibo.
  ///
  /// A file opened to read is opened read-only, until its first write, so that a command that
  /// only reads writes nothing; `readsFirst: false` opens it read-write at once, for a session
  /// that keeps reading and writing (browse).
  public static func open(
    _ location: LedgerLocation, intent: Intent, member: @autoclosure @escaping () -> String = "",
    busyTimeoutMilliseconds: Int32 = Ledger.busyTimeoutMilliseconds, readsFirst: Bool = true
  ) throws(LedgerError) -> Ledger {
    Ledger(
      storage: try location.engine.open(
        location,
        OpeningRequest(
          intent: intent, member: member, busyTimeoutMilliseconds: busyTimeoutMilliseconds,
          readsFirst: readsFirst)))
  }

  /// For a process that ends with its command (the command line): a ledger file that was only
  /// read is left for the process's exit to close, not closed when the ledger is released,
  /// which would free every object of the schema SQLite read (see
  /// `Database.leavesReadersToTheExit`). Call it once, before the first ledger opens.
  public static func leaveReadersToTheExit() {
    Database.leavesReadersToTheExit = true
  }

  /// Opens the ledger file at `path` (see `open(_:intent:member:busyTimeoutMilliseconds:)`).
  public static func open(
    path: String, intent: Intent, member: @autoclosure @escaping () -> String = "",
    busyTimeoutMilliseconds: Int32 = Ledger.busyTimeoutMilliseconds
  ) throws(LedgerError) -> Ledger {
    try open(
      .file(path), intent: intent, member: member(),
      busyTimeoutMilliseconds: busyTimeoutMilliseconds)
  }

  /// The schema version of the open ledger.
  public func schemaVersion() throws(LedgerError) -> Int {
    try guarded { try storage.schemaVersion() }
  }

  // MARK: Writing

  /// Stores a new entry and returns it with its id, the next after the largest ever given (never
  /// one a deleted or undone entry had: see `SharedSQL.lastIssuedEntryID`). Like every
  /// write, it is recorded in the change log in the same transaction (see Ledger+Changes.swift).
  func add(_ draft: EntryDraft) throws(LedgerError) -> Entry {
    try guarded {
      try connection.writeTransaction {
        let id = try connection.insertRow(
          """
          INSERT INTO entries
            (id, date, amount, category, memo, kind, subcategory, source, search_key, paid_by,
             split)
          VALUES ((\(SharedSQL.lastIssuedEntryID)) + 1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
          """, Self.values(of: draft) + [SearchKeys.value(of: draft)] + sharingValues(of: draft))
        var stored = draft
        stored.paidBy = storedPayer(draft.paidBy)
        let entry = Entry(id: id, stored)
        try recordChange(.add, .added(ChangedEntry(entry)), created: entry.id...entry.id)
        return entry
      }
    }
  }

  /// Applies `changes` to entry `id`. Returns the entry before and after, or nil when there is
  /// no such entry. Changes to the values the entry already has are recorded as an edit that
  /// changed nothing.
  ///
  /// With `shown`, the entry as it was shown to the user (in a form or browse): when the entry
  /// has been changed or deleted since, by another member or another process, nothing is
  /// written and `.changedSince` says by which change.
  func update(id: Int64, with changes: EntryChanges, shown: Entry? = nil)
    throws(LedgerError) -> (before: Entry, after: Entry)?
  {
    try guarded {
      try connection.writeTransaction {
        var current = try entry(id: id)
        if let shown, current != shown { throw try changedSince(shown, now: current) }
        // On an offline copy, made against the server's version of a conflict over it.
        try supersedeOfflineConflicts(over: [(.entries, [.integer(id)])])
        if !supersededAwaitingChange.isEmpty { current = try entry(id: id) }
        guard let before = current else { return nil }
        // A memo, 内訳 or source that another program stored past the rules is repaired.
        let after = changes.applied(to: before).repairingStoredText
        let fields = before.changedFields(to: after)
        guard !fields.isEmpty else {
          try recordUnchanged(.edit, .edited(ids: [id], fields: []))
          return (before, after)
        }
        try recordChange(.edit, .edited(ids: [id], fields: fields), replacing: [id])
        try connection.run(
          """
          UPDATE entries SET date = $1, amount = $2, category = $3, memo = $4, kind = $5,
            subcategory = $6, source = $7, search_key = $8, paid_by = $10, split = $11
          WHERE id = $9
          """,
          Self.values(of: after.draft) + [SearchKeys.value(of: after.draft), .integer(id)]
            + sharingValues(of: after.draft))
        return (before, after)
      }
    }
  }

  /// Deletes entry `id` and returns it, or returns nil when there is no such entry. With
  /// `shown`, refuses as `update` does when the entry changed since it was shown.
  func delete(id: Int64, shown: Entry? = nil) throws(LedgerError) -> Entry? {
    try guarded {
      try connection.writeTransaction {
        var current = try entry(id: id)
        if let shown, current != shown { throw try changedSince(shown, now: current) }
        try supersedeOfflineConflicts(over: [(.entries, [.integer(id)])])
        if !supersededAwaitingChange.isEmpty { current = try self.entry(id: id) }
        guard let entry = current else { return nil }
        try recordChange(.delete, .deleted([ChangedEntry(entry)]), replacing: [id])
        try connection.run("DELETE FROM entries WHERE id = $1", [.integer(id)])
        return entry
      }
    }
  }

  /// The error for an entry `shown` that is `now` otherwise (nil: deleted), naming the latest
  /// change that touched it.
  private func changedSince(_ shown: Entry, now: Entry?) throws -> LedgerError {
    .changedSince(entry: shown.id, isDeleted: now == nil, by: try latestChange(touching: shown.id))
  }

  /// The values of the columns date, amount, category, memo, kind, subcategory and source.
  static func values(of draft: EntryDraft) -> [SQLValue] {
    [
      .text(draft.date.description), .integer(draft.amount.value),
      draft.category.map { .text($0.key) } ?? .null, .text(draft.memo.text),
      .text(draft.kind.rawValue), draft.subcategory.map { .text($0.name) } ?? .null,
      draft.source.map { .text($0.name) } ?? .null,
    ]
  }

  /// The values of the columns paid_by and split: the payer (nil, "me", is stored as NULL on a
  /// file and as this connection's role on a shared ledger, where "me" is the role), and the
  /// entry's own split, or NULL for the household's.
  func sharingValues(of draft: EntryDraft) -> [SQLValue] {
    [
      storedPayer(draft.paidBy).map { .text($0.name) } ?? .null,
      draft.split.map { .text($0.description) } ?? .null,
    ]
  }

  /// The payer as stored: `payer`, or for "me" nil on a file (the setting me, read when the
  /// entry is) and the role on a shared ledger.
  func storedPayer(_ payer: Person?) -> Person? {
    payer ?? (isShared ? Person(stored: member) : nil)
  }

  // MARK: Reading entries

  /// The columns an entry is read from, in `decodeEntry`'s order.
  static let entryColumns =
    "id, date, amount, category, memo, kind, subcategory, source, paid_by, split"

  /// How many columns `entryColumns` names: a column read after them is at this index.
  static let entryColumnCount = 10

  /// Returns entry `id`, or nil when there is none.
  func entry(id: Int64) throws(LedgerError) -> Entry? {
    try guarded {
      try connection.firstRow(
        "SELECT \(Self.entryColumns) FROM entries WHERE id = $1", [.integer(id)], decodeEntry)
    }
  }

  /// Calls `body` with each entry dated within `range` (and of `category`, from one of
  /// `sources` and found by `search`, when given), in date order, then by id, one row at a time.
  /// Rethrows what `body` throws.
  func forEachEntry(
    in range: DateRange, category: Category? = nil, subcategory: Subcategory? = nil,
    sources: [EntrySource]? = nil,
    matching search: SearchTerm? = nil, _ body: (Entry) throws -> Void
  ) throws {
    try forEachEntry(
      in: range, category: category, subcategory: subcategory, sources: sources, matching: search,
      withFingerprints: false
    ) { entry, _ in try body(entry) }
  }

  /// Calls `body` as `forEachEntry(in:category:sources:matching:_:)` does, with each entry's
  /// import fingerprint too (nil for an entry typed by hand): what kakeibo's CSV carries, so
  /// that a statement's rows moved to another ledger are not imported there again.
  func forEachEntryWithFingerprint(
    in range: DateRange, category: Category? = nil, subcategory: Subcategory? = nil,
    sources: [EntrySource]? = nil,
    matching search: SearchTerm? = nil, _ body: (Entry, Fingerprint?) throws -> Void
  ) throws {
    try forEachEntry(
      in: range, category: category, subcategory: subcategory, sources: sources, matching: search,
      withFingerprints: true,
      body)
  }

  private func forEachEntry(
    in range: DateRange, category: Category?, subcategory: Subcategory?,
    sources: [EntrySource]?, matching search: SearchTerm?,
    withFingerprints: Bool, _ body: (Entry, Fingerprint?) throws -> Void
  ) throws {
    do {
      let (condition, values) = try entryFilter(range, category, subcategory, sources, search)
      let columns = Self.entryColumns + (withFingerprints ? ", fingerprint" : "")
      try connection.forEachRow(
        "SELECT \(columns) FROM entries WHERE \(condition) ORDER BY date, id", values
      ) { row in
        let entry = try guarded { try decodeEntry(row) }
        let fingerprint =
          withFingerprints
          ? row.bytes(Self.entryColumnCount).flatMap(Fingerprint.init(bytes:)) : nil
        try BodyError.wrap { try body(entry, fingerprint) }
      }
    } catch let error as BodyError {
      throw error.error
    } catch {
      throw storage.ledgerError(error)
    }
  }

  /// Returns what a table of the entries dated within `range` (and of `category`, from one of
  /// `sources` and found by `search`) needs to know before its first row: how many there are,
  /// their total, their largest amount and id, and their categories. One query over the
  /// covering date index, which holds every column it reads (or, for `sources`, over the source
  /// index; a search looks its term up too); an overflowing total throws `.overflow`.
  func entrySummary(
    in range: DateRange, category: Category? = nil, subcategory: Subcategory? = nil,
    sources: [EntrySource]? = nil,
    matching search: SearchTerm? = nil
  ) throws(LedgerError) -> EntrySummary {
    try guarded {
      let (condition, values) = try entryFilter(range, category, subcategory, sources, search)
      var summary = EntrySummary()
      var isFirst = true
      /// Adds one group (a kind, category and 内訳 as stored) to the summary.
      func add(
        _ group: SummaryGroup, kind kindText: String, category: String?, subcategory: String?
      )
        throws
      {
        let kind = kindText == EntryKind.income.rawValue ? EntryKind.income : .expense
        summary.classes.insert(
          EntryClass(
            kind: kind, category: try category.map(entryCategory),
            subcategory: subcategory.map(Subcategory.init(stored:))))
        summary.count += group.tally.count
        if kind == .income {
          summary.income = try summary.income.adding(group.tally)
        } else {
          summary.expenses = try summary.expenses.adding(group.tally)
        }
        summary.largestAmount = isFirst ? group.largest : max(summary.largestAmount, group.largest)
        summary.smallestAmount =
          isFirst ? group.smallest : min(summary.smallestAmount, group.smallest)
        summary.largestID = max(summary.largestID, group.largestID)
        isFirst = false
      }
      guard sql.groupsTallies else {
        // SQLite: each entry's class, amount and id as the covering date index gives them, added
        // up here by class as `GROUP BY` would (overflow included), which would sort every row
        // first: a third of a whole list's instructions.
        var groups: [SummaryKey: SummaryGroup] = [:]
        try connection.forEachRow(
          "SELECT kind, category, subcategory, amount, id FROM entries WHERE \(condition)", values
        ) { row in
          let key = SummaryKey(
            kind: row.text(0), category: row.isNull(1) ? nil : row.text(1),
            subcategory: row.isNull(2) ? nil : row.text(2))
          let (amount, id) = (Yen(row.int64(3)), row.int64(4))
          guard var group = groups[key] else {
            groups[key] = SummaryGroup(
              tally: Tally(total: amount, count: 1), largest: amount, smallest: amount,
              largestID: id)
            return
          }
          group.tally = try group.tally.adding(Tally(total: amount, count: 1))
          group.largest = max(group.largest, amount)
          group.smallest = min(group.smallest, amount)
          group.largestID = max(group.largestID, id)
          groups[key] = group
        }
        // In the order `GROUP BY` gives them (NULL first), so that the same ledger always
        // gives the same summary, an overflow included.
        for (key, group) in groups.sorted(by: { $0.key < $1.key }) {
          try add(group, kind: key.kind, category: key.category, subcategory: key.subcategory)
        }
        return summary
      }
      try connection.forEachRow(
        """
        SELECT kind, category, subcategory, count(*), \(sql.sum("amount")), max(amount),
          min(amount), max(id)
        FROM entries WHERE \(condition) GROUP BY kind, category, subcategory
        """, values
      ) { row in
        try add(
          SummaryGroup(
            tally: Tally(total: Yen(row.int64(4)), count: row.int64(3)),
            largest: Yen(row.int64(5)), smallest: Yen(row.int64(6)), largestID: row.int64(7)),
          kind: row.text(0), category: row.isNull(1) ? nil : row.text(1),
          subcategory: row.isNull(2) ? nil : row.text(2))
      }
      return summary
    }
  }

  /// The condition (and its values) that selects the entries dated within `range`, of
  /// `category` when given, from one of `sources` when given (none: no entry), and found by
  /// `search` when given.
  private func entryFilter(
    _ range: DateRange, _ category: Category?, _ subcategory: Subcategory?,
    _ sources: [EntrySource]?, _ search: SearchTerm?
  ) throws -> (String, [SQLValue]) {
    var (condition, values) = Self.plainFilter(range, category, subcategory, sources, date: "date")
    if let search, !search.isIndexable,
      let found = try foundBefore(search, range, category, subcategory, sources)
    {
      let (isFound, value) = sql.idIn(found, values.count + 1)
      values.append(value)
      condition += " AND " + isFound
    } else if let search {
      let (found, value) = sql.search("entries", search, values.count + 1)
      values.append(value)
      condition += " AND " + found
    }
    return (condition, values)
  }

  /// The condition on the date range, category and sources, with its values; `date` names the
  /// date column.
  private static func plainFilter(
    _ range: DateRange, _ category: Category?, _ subcategory: Subcategory?,
    _ sources: [EntrySource]?, date: String
  ) -> (String, [SQLValue]) {
    var condition = "\(date) BETWEEN $1 AND $2"
    var values: [SQLValue] = [.text(range.first.description), .text(range.last.description)]
    if let category {
      values.append(.text(category.key))
      condition += " AND category = $\(values.count)"
    }
    if let subcategory {
      values.append(.text(subcategory.name))
      condition += " AND subcategory = $\(values.count)"
    }
    if let sources {
      let first = values.count + 1
      values += sources.map { .text($0.name) }
      let parameters = sources.indices.map { "$\(first + $0)" }
      condition +=
        parameters.isEmpty ? " AND 1 = 0" : " AND source IN (\(parameters.joined(separator: ", ")))"
    }
    return (condition, values)
  }

  /// Within a snapshot, the ids of the entries a short `search` finds under the rest of the
  /// filter, read once (one scan of the table) and kept for the snapshot's later reads; nil
  /// outside a snapshot.
  private func foundBefore(
    _ search: SearchTerm, _ range: DateRange, _ category: Category?, _ subcategory: Subcategory?,
    _ sources: [EntrySource]?
  ) throws -> [Int64]? {
    guard var found = foundInSnapshot else { return nil }
    let key = [
      range.first.description, range.last.description, category?.key ?? "",
      subcategory.map { "\u{1}" + $0.name } ?? "",
      sources.map { $0.map(\.name).joined(separator: "\n") } ?? "\u{1}", search.folded,
    ].joined(separator: "\u{0}")
    if let ids = found[key] { return ids }
    var (condition, values) = Self.plainFilter(
      range, category, subcategory, sources, date: sql.unindexed("date"))
    values.append(.text(search.folded))
    // The key's test first: it fails for most entries, which then need no other.
    condition = sql.keyContains(values.count) + " AND " + condition
    let ids = try connection.rows("SELECT id FROM entries WHERE \(condition)", values) {
      $0.int64(0)
    }
    found[key] = ids
    foundInSnapshot = found
    return ids
  }

  /// Runs `body` against one snapshot of the ledger: every read in it sees the ledger as it
  /// was at the first, whatever other processes write meanwhile. Rethrows what `body` throws.
  public func withSnapshot<T>(_ body: () throws -> T) throws -> T {
    let outer = foundInSnapshot
    foundInSnapshot = outer ?? [:]
    defer { foundInSnapshot = outer }
    do {
      return try connection.readTransaction { try BodyError.wrap(body) }
    } catch let error as BodyError {
      throw error.error
    } catch {
      throw storage.ledgerError(error)  // Beginning or ending the transaction.
    }
  }

  /// Returns the entries dated within `range` (and of `category`, from one of `sources` and
  /// found by `search`), in date order, then by id.
  func entryList(
    in range: DateRange, category: Category? = nil, subcategory: Subcategory? = nil,
    sources: [EntrySource]? = nil,
    matching search: SearchTerm? = nil
  ) throws(LedgerError) -> [Entry] {
    var result: [Entry] = []
    try guarded {
      try forEachEntry(
        in: range, category: category, subcategory: subcategory, sources: sources, matching: search
      ) {
        result.append($0)
      }
    }
    return result
  }

  /// Reads an entry from the columns `entryColumns` names.
  func decodeEntry(_ row: any SQLRow) throws -> Entry {
    let id = row.int64(0)
    let dateText = row.text(1)
    // A cell another program stored past the rules: the entry cannot be read as one, and
    // `edit` or `delete` repairs it (see Ledger+Repair.swift).
    guard let date = LedgerDate(iso: dateText) else {
      throw LedgerError.invalidEntry(path: path, .date(entry: id, value: dateText))
    }
    guard let kind = EntryKind(rawValue: row.text(5)) else {
      throw LedgerError.invalidEntry(path: path, .kind(entry: id, value: row.text(5)))
    }
    var category: Category?
    if kind == .expense {
      let key = row.text(3)
      guard let known = Category(key: key) else {
        throw LedgerError.invalidEntry(path: path, .category(entry: id, value: key))
      }
      category = known
    }
    return Entry(
      id: id, date: date, amount: Yen(row.int64(2)), kind: kind, category: category,
      subcategory: row.isNull(6) ? nil : Subcategory(stored: row.text(6)),
      memo: Memo(stored: row.text(4)),
      source: row.isNull(7) ? nil : EntrySource(stored: row.text(7)),
      paidBy: row.isNull(8) ? nil : Person(stored: row.text(8)),
      split: row.isNull(9) ? nil : try storedSplit(row.text(9), of: .entry(id)))
  }

  /// A split as stored (`美咲=6,健太=4`), which a client that bypassed kakeibo may have made
  /// invalid.
  func storedSplit(_ text: String, of owner: DamagedRow) throws -> Split {
    do {
      return try Split(parsing: text)
    } catch {
      throw LedgerError.corrupt(path: path, reason: .invalidText(owner, error))
    }
  }

  /// The 内訳 `text` of `owner`, which a client that bypassed the schema may have made invalid.
  func subcategory(_ text: String, of owner: DamagedRow) throws -> Subcategory? {
    do {
      return try Subcategory(validating: text)
    } catch {
      throw LedgerError.corrupt(path: path, reason: .invalidText(owner, error))
    }
  }

  /// The source `text` of `owner`, which a client that bypassed the schema may have made
  /// invalid.
  func source(_ text: String, of owner: DamagedRow) throws -> EntrySource? {
    do {
      return try EntrySource(validating: text)
    } catch {
      throw LedgerError.corrupt(path: path, reason: .invalidText(owner, error))
    }
  }

  /// The memo `text` of `owner` (`entry 12`), which a client that bypassed the schema may have
  /// made invalid: then the ledger is damaged, as for a date that is not a day.
  func memo(_ text: String, of owner: DamagedRow) throws -> Memo {
    do {
      return try Memo(text)
    } catch {
      throw LedgerError.corrupt(path: path, reason: .invalidText(owner, error))
    }
  }

  // MARK: Sums

  /// Returns the total and count per category of the entries dated within `range`. Categories
  /// without entries are absent. The same query as `categoryTallies(in: [DateRange])`, for one
  /// range; an overflowing sum throws `.overflow`.
  public func categoryTallies(in range: DateRange) throws(LedgerError) -> [Category: Tally] {
    try categoryTallies(in: [range])[0]
  }

  /// Returns the total and count per month and category of the entries dated in `year`; months
  /// without entries are absent.
  public func monthlyCategoryTallies(year: Int) throws(LedgerError)
    -> [YearMonth: [Category: Tally]]
  {
    let months = YearMonth.months(of: year)
    let tallies = try categoryTallies(in: months.map(\.dates))
    return Dictionary(
      uniqueKeysWithValues: zip(months, tallies).filter { !$0.1.isEmpty })
  }

  func category(_ key: String) throws -> Category {
    guard let category = Category(key: key) else {
      throw LedgerError.corrupt(
        path: path, reason: .unexpected(.someRow, column: "category", value: key))
    }
    return category
  }

  /// The category `key` of entries read in a sum or a summary; when it is not one of kakeibo's,
  /// the first entry that has it is named, for `edit` or `delete` to repair.
  func entryCategory(_ key: String) throws -> Category {
    guard let category = Category(key: key) else {
      let id = try connection.firstRow(
        "SELECT id FROM entries WHERE category = $1 ORDER BY id LIMIT 1", [.text(key)]
      ) { $0.int64(0) }
      guard let id else { return try self.category(key) }
      throw LedgerError.invalidEntry(path: path, .category(entry: id, value: key))
    }
    return category
  }

  // MARK: Errors

  /// Runs `body`, turning whatever it throws into a `LedgerError` about this ledger.
  func guarded<T>(_ body: () throws -> T) throws(LedgerError) -> T {
    do {
      return try body()
    } catch {
      throw storage.ledgerError(error)
    }
  }
}

/// What the caller's closure threw, carried through the engine's row loop untouched, so that
/// only the engine's own errors become `LedgerError`s.
struct BodyError: Error {
  let error: any Error

  static func wrap<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as LedgerError {
      throw error
    } catch {
      throw BodyError(error: error)
    }
  }
}

/// A kind, category and 内訳 as stored: what `entrySummary` groups entries by.
private struct SummaryKey: Hashable, Comparable {
  let kind: String
  let category: String?
  let subcategory: String?

  static func < (left: SummaryKey, right: SummaryKey) -> Bool {
    func order(_ key: SummaryKey) -> (String, Int, String, Int, String) {
      (
        key.kind, key.category == nil ? 0 : 1, key.category ?? "",
        key.subcategory == nil ? 0 : 1, key.subcategory ?? ""
      )
    }
    return order(left) < order(right)
  }
}

/// What `entrySummary` needs of one group of entries.
private struct SummaryGroup {
  var tally: Tally
  var largest: Yen
  var smallest: Yen
  var largestID: Int64
}
