import KakeiboCore

/// What `Ledger.entrySummary(in:category:)` found.
public struct EntrySummary: Equatable, Sendable {
  public var count: Int64 = 0
  public var total = Yen.zero
  /// Zero when there are no entries.
  public var largestAmount = Yen.zero
  /// Zero when there are no entries.
  public var largestID: Int64 = 0
  public var categories: Set<Category> = []
}

/// The ledger stored in one SQLite file: every read and write of entries goes through here.
/// Methods throw `LedgerError`.
public final class Ledger {
  let database: Database
  /// The file as the user named it, for messages.
  public let path: String
  /// How long this connection waits for another process's lock.
  public private(set) var busyTimeoutMilliseconds = Ledger.busyTimeoutMilliseconds
  /// What the ledger was opened for: a busy ledger is worded for a write after `.write`.
  private var intent = Intent.read
  /// The file this open created (or found empty), discarded again when the ledger is released
  /// without a change committed since the open finished (see `ProvisionalFile`).
  private var provisional: ProvisionalFile?
  /// `database.committedChanges` once the open finished (the migrations commit too); nil
  /// while it has not.
  private var committedChangesAtOpen: Int?
  /// Whether the file has been read as a ledger (its identity checked and its schema current).
  private var isOpen = false

  /// What a command means to do, which decides what happens when the file does not exist yet
  /// or is empty (0 bytes: a ledger not begun).
  public enum Intent: Sendable {
    /// Read, or change only what is already there (delete, edit, undo): a missing or empty
    /// file is an empty ledger in memory, and nothing is created or written.
    case read
    /// Add to the ledger: a missing file is created (mode 0600) with its folders, and an
    /// empty one is given the schema; either is undone again unless a change is committed.
    case write
  }

  /// How long a connection waits for another process's lock before giving up.
  public static let busyTimeoutMilliseconds: Int32 = 5000

  private init(database: Database, path: String) {
    self.database = database
    self.path = path
  }

  deinit {
    guard let provisional else { return }
    let hasCommitted = committedChangesAtOpen.map { database.committedChanges > $0 } ?? false
    if !hasCommitted { provisional.discard(using: database) }
  }

  /// The files this ledger's storage occupies: the SQLite file and the files SQLite keeps
  /// beside it (its write-ahead log, its index and its rollback journal). What a command
  /// writes must never replace one of them.
  public var files: [String] {
    path == ":memory:" ? [] : [path] + ["-wal", "-shm", "-journal"].map { path + $0 }
  }

  // MARK: Opening

  /// Opens the ledger at `path`, as `intent` says for a missing or empty file, and brings its
  /// schema up to date. Refuses, without changing the file, anything that is not a kakeibo
  /// ledger and any ledger from a newer version of kakeibo.
  public static func open(
    path: String, intent: Intent, busyTimeoutMilliseconds: Int32 = Ledger.busyTimeoutMilliseconds
  ) throws(LedgerError) -> Ledger {
    var provisional: ProvisionalFile?
    switch FileSystem.kind(of: path) {
    case .directory:
      throw .isDirectory(path: path)
    case .missing where intent == .read, .empty where intent == .read:
      return try openEmpty(path: path)
    case .missing:
      provisional = try FileSystem.createPrivateFile(at: path)
    case .empty:
      provisional = ProvisionalFile.adopting(path)
    case .file, .other:
      break
    }
    do {
      return try openFile(
        path: path, intent: intent, busyTimeoutMilliseconds: busyTimeoutMilliseconds,
        provisional: provisional)
    } catch let error
      where intent == .read && error.isUnwritableFile && FileSystem.isReadable(path)
    {
      // A ledger on a read-only disk or in a read-only folder: SQLite cannot create the WAL
      // index beside it. With no log pending, the file alone is the whole ledger; with one,
      // reading the file alone would miss committed changes.
      guard !FileSystem.hasWriteAheadLog(path) else { throw .unmergedLog(path: path) }
      return try openFile(
        path: path, intent: intent, busyTimeoutMilliseconds: busyTimeoutMilliseconds,
        immutable: true)
    }
  }

  private static func openFile(
    path: String, intent: Intent, busyTimeoutMilliseconds: Int32, immutable: Bool = false,
    provisional: ProvisionalFile? = nil
  ) throws(LedgerError) -> Ledger {
    let database: Database
    do {
      database =
        immutable
        ? try Database(uri: "file:" + FileSystem.uriEscaped(path) + "?immutable=1")
        : try Database(path: path, access: .readWrite)
    } catch {
      provisional?.discard(using: nil)
      throw LedgerError(error, path: path, isOpen: false)
    }
    // From here on, a failure releases the ledger, which discards what the open created.
    let ledger = Ledger(database: database, path: path)
    ledger.provisional = provisional
    ledger.intent = intent
    ledger.busyTimeoutMilliseconds = busyTimeoutMilliseconds
    do {
      try ledger.guarded {
        database.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
        let version = try ledger.checkIdentity()
        if !database.isReadOnly && version < Migration.latestVersion {
          // A ledger in WAL mode stays so; only a new or older file needs switching.
          try database.executeWrite("PRAGMA journal_mode = WAL")
        }
        // cell_size_check: SQLite checks every cell of each page it loads, so that a write
        // meets damage on the pages it touches (and fails) instead of building on it; it costs
        // nothing measurable (README.md, Performance).
        try database.execute(
          "PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA cell_size_check = ON")
        if version < Migration.latestVersion {
          try Migrator.migrate(database)
        }
      }
      ledger.isOpen = true
    } catch .cannotOpen where database.isReadOnly {
      // SQLite fell back to reading a file it may not write, then could not create the WAL
      // index beside it: the file, its folder or its disk is read-only.
      throw .readOnly(path: path)
    }
    ledger.committedChangesAtOpen = database.committedChanges
    return ledger
  }

  /// An empty ledger in memory, standing in for a file that does not exist yet (or is empty).
  private static func openEmpty(path: String) throws(LedgerError) -> Ledger {
    do {
      let database = try Database(path: ":memory:", access: .readWrite)
      try database.execute("PRAGMA foreign_keys = ON")
      let ledger = Ledger(database: database, path: path)
      try ledger.guarded { try Migrator.migrate(database) }
      ledger.isOpen = true
      return ledger
    } catch let error as SQLiteError {
      throw LedgerError(error, path: path, isOpen: false)
    } catch {
      throw .io(path: path, reason: "\(error)")
    }
  }

  /// Reads the file's header and schema at once, so that a file that is not a database fails
  /// here rather than later, and refuses foreign and newer files before anything is written.
  /// Returns the schema version.
  private func checkIdentity() throws -> Int {
    let header = try database.prepare(
      """
      SELECT application_id, user_version, (SELECT count(*) FROM sqlite_schema)
      FROM pragma_application_id(), pragma_user_version()
      """)
    guard try header.step() else { return 0 }
    let applicationID = header.int64(0)
    let version = Int(header.int64(1))
    let objectCount = header.int64(2)
    switch applicationID {
    case Migrator.applicationID:
      guard version <= Migration.latestVersion else {
        throw LedgerError.newerVersion(
          path: path, found: version, supported: Migration.latestVersion)
      }
    case 0 where objectCount == 0 && version == 0:
      break  // A new, empty file: the migrations will make it a ledger.
    default:
      throw LedgerError.notALedger(
        path: path, reason: "it is an SQLite database of another application")
    }
    return version
  }

  /// The schema version of the open ledger.
  public func schemaVersion() throws(LedgerError) -> Int {
    try guarded { Int(try database.int64("PRAGMA user_version") ?? 0) }
  }

  // MARK: Writing

  /// Stores a new entry and returns it with its id. Like every write, it is recorded in the
  /// change log in the same transaction (see Ledger+Changes.swift).
  public func add(_ draft: EntryDraft) throws(LedgerError) -> Entry {
    try guarded {
      try database.writeTransaction {
        let insert = try database.prepare(
          "INSERT INTO entries (date, amount, category, memo) VALUES (?, ?, ?, ?)")
        try insert.bind(Self.values(of: draft)).run()
        let entry = Entry(
          id: database.lastInsertRowID, date: draft.date, amount: draft.amount,
          category: draft.category, memo: draft.memo)
        try recordChange(.add, summary: "add " + entry.summary, created: entry.id...entry.id)
        return entry
      }
    }
  }

  /// Applies `changes` to entry `id`. Returns the entry before and after, or nil when there is
  /// no such entry. Changes to the values the entry already has are recorded as an edit that
  /// changed nothing.
  public func update(id: Int64, with changes: EntryChanges) throws(LedgerError) -> (
    before: Entry, after: Entry
  )? {
    try guarded {
      try database.writeTransaction {
        guard let before = try entry(id: id) else { return nil }
        let after = changes.applied(to: before)
        let differences = before.differences(to: after)
        guard !differences.isEmpty else {
          try recordUnchanged(.edit, "edit #\(id)")
          return (before, after)
        }
        try recordChange(
          .edit, summary: "edit #\(id): " + differences.joined(separator: ", "), replacing: [id])
        let update = try database.prepare(
          "UPDATE entries SET date = ?, amount = ?, category = ?, memo = ? WHERE id = ?")
        let draft = EntryDraft(
          date: after.date, amount: after.amount, category: after.category, memo: after.memo)
        try update.bind(Self.values(of: draft) + [.integer(id)]).run()
        return (before, after)
      }
    }
  }

  /// Deletes entry `id` and returns it, or returns nil when there is no such entry.
  public func delete(id: Int64) throws(LedgerError) -> Entry? {
    try guarded {
      try database.writeTransaction {
        guard let entry = try entry(id: id) else { return nil }
        try recordChange(.delete, summary: "delete " + entry.summary, replacing: [id])
        try database.prepare("DELETE FROM entries WHERE id = ?").bind([.integer(id)]).run()
        return entry
      }
    }
  }

  private static func values(of draft: EntryDraft) -> [Statement.Value] {
    [
      .text(draft.date.description), .integer(draft.amount.value), .text(draft.category.key),
      .text(draft.memo.text),
    ]
  }

  // MARK: Reading entries

  /// Returns entry `id`, or nil when there is none.
  public func entry(id: Int64) throws(LedgerError) -> Entry? {
    try guarded {
      let select = try database.prepare(
        "SELECT id, date, amount, category, memo FROM entries WHERE id = ?")
      try select.bind([.integer(id)])
      return try select.step() ? try decodeEntry(select) : nil
    }
  }

  /// Calls `body` with each entry dated within `range` (and of `category`, when given), in date
  /// order, then by id, one row at a time. Rethrows what `body` throws.
  public func forEachEntry(
    in range: DateRange, category: Category? = nil, _ body: (Entry) throws -> Void
  ) throws {
    let (condition, values) = Self.entryFilter(range, category)
    let select: Statement = try guarded {
      try database.prepare(
        "SELECT id, date, amount, category, memo FROM entries WHERE \(condition) ORDER BY date, id"
      ).bind(values)
    }
    while try guarded({ try select.step() }) {
      let entry = try guarded { try decodeEntry(select) }
      try body(entry)
    }
  }

  /// Returns what a table of the entries dated within `range` (and of `category`) needs to know
  /// before its first row: how many there are, their total, their largest amount and id, and
  /// their categories. One query over the covering date index, which holds every column it
  /// reads; an overflowing total throws `.overflow`.
  public func entrySummary(in range: DateRange, category: Category? = nil) throws(LedgerError)
    -> EntrySummary
  {
    try guarded {
      let (condition, values) = Self.entryFilter(range, category)
      let select = try database.prepare(
        """
        SELECT category, count(*), sum(amount), max(amount), max(id) FROM entries
        WHERE \(condition) GROUP BY category
        """
      ).bind(values)
      var summary = EntrySummary()
      while try select.step() {
        summary.categories.insert(try self.category(select.text(0)))
        summary.count += select.int64(1)
        guard let total = summary.total.adding(Yen(select.int64(2))) else {
          throw LedgerError.overflow
        }
        summary.total = total
        summary.largestAmount = max(summary.largestAmount, Yen(select.int64(3)))
        summary.largestID = max(summary.largestID, select.int64(4))
      }
      return summary
    }
  }

  /// The condition (and its values) that selects the entries dated within `range`, and of
  /// `category` when given.
  private static func entryFilter(_ range: DateRange, _ category: Category?) -> (
    String, [Statement.Value]
  ) {
    let dates: [Statement.Value] = [.text(range.first.description), .text(range.last.description)]
    guard let category else { return ("date BETWEEN ? AND ?", dates) }
    return ("date BETWEEN ? AND ? AND category = ?", dates + [.text(category.key)])
  }

  /// Runs `body` against one snapshot of the ledger: every read in it sees the ledger as it
  /// was at the first, whatever other processes write meanwhile. Rethrows what `body` throws.
  public func withSnapshot<T>(_ body: () throws -> T) throws -> T {
    do {
      return try database.readTransaction(body)
    } catch let error as SQLiteError {  // Beginning or ending the transaction.
      throw ledgerError(error)
    }
  }

  /// Returns the entries dated within `range` (and of `category`), in date order, then by id.
  public func entries(in range: DateRange, category: Category? = nil) throws(LedgerError)
    -> [Entry]
  {
    var result: [Entry] = []
    try guarded { try forEachEntry(in: range, category: category) { result.append($0) } }
    return result
  }

  private func decodeEntry(_ row: Statement) throws -> Entry {
    let dateText = row.text(1)
    let key = row.text(3)
    guard let date = LedgerDate(iso: dateText) else {
      throw LedgerError.corrupt(path: path, reason: "entry \(row.int64(0)) has date \(dateText)")
    }
    guard let category = Category(key: key) else {
      throw LedgerError.corrupt(path: path, reason: "entry \(row.int64(0)) has category \(key)")
    }
    return Entry(
      id: row.int64(0), date: date, amount: Yen(row.int64(2)), category: category,
      memo: try memo(row.text(4), of: "entry \(row.int64(0))"))
  }

  /// The memo `text` of `owner` (`entry 12`), which a client that bypassed the schema may have
  /// made invalid: then the ledger is damaged, as for a date that is not a day.
  func memo(_ text: String, of owner: String) throws -> Memo {
    do {
      return try Memo(text)
    } catch {
      throw LedgerError.corrupt(path: path, reason: "\(owner) has a memo that \(error.problem)")
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
      throw LedgerError.corrupt(path: path, reason: "unknown category \(key)")
    }
    return category
  }

  // MARK: Errors

  /// Runs `body`, turning whatever it throws into a `LedgerError` about this ledger's file.
  func guarded<T>(_ body: () throws -> T) throws(LedgerError) -> T {
    do {
      return try body()
    } catch let error as LedgerError {
      throw error
    } catch let error as SQLiteError {
      throw ledgerError(error)
    } catch {
      throw .io(path: path, reason: "\(error)")
    }
  }

  /// `error` as a `LedgerError` about this ledger's file.
  func ledgerError(_ error: SQLiteError) -> LedgerError {
    LedgerError(
      error, path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds,
      isWriting: intent == .write, isOpen: isOpen)
  }
}
