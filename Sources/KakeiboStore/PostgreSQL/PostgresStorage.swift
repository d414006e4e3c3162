import KakeiboCore

/// A ledger in a schema of a PostgreSQL database, shared by the household: each member
/// connects as their own role, and the server's transactions are the concurrency control.
final class PostgresStorage: LedgerStorage {
  let postgres: PostgresConnection
  let location: LedgerLocation
  /// The role this connection acts as.
  let member: String
  /// The ledger's schema.
  let schema: String
  /// Whether this open created the schema, which is dropped again when the storage is
  /// released without a change committed since (as a new SQLite file is removed).
  private let createdSchema: Bool
  private let committedWritesAtOpen: Int
  /// How long a write waits for another member's (the session's `lock_timeout`), for messages.
  private let busyTimeoutMilliseconds: Int32
  /// The server's date when the connection was made.
  let serverToday: LedgerDate?

  var connection: any SQLConnection { postgres }
  var sql: any LedgerSQL.Type { PostgresSQL.self }
  var isMissing: Bool { false }

  private init(
    postgres: PostgresConnection, location: LedgerLocation, member: String, schema: String,
    createdSchema: Bool, busyTimeoutMilliseconds: Int32, serverToday: LedgerDate?
  ) {
    self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
    self.serverToday = serverToday
    self.postgres = postgres
    self.location = location
    self.member = member
    self.schema = schema
    self.createdSchema = createdSchema
    committedWritesAtOpen = postgres.committedWrites
  }

  deinit {
    guard createdSchema, postgres.committedWrites == committedWritesAtOpen else { return }
    // Under the ledger's lock, and only while it holds nothing: another member may have begun
    // writing to the new ledger meanwhile.
    _ = try? postgres.writeTransaction {
      guard try postgres.int64("SELECT count(*) FROM changes") == 0 else { return }
      try postgres.execute("DROP SCHEMA \(PostgresSchema.quoted(schema)) CASCADE")
    }
  }

  // MARK: Opening

  /// Opens the ledger that `location`, a PostgreSQL URI, names; its member is the role that
  /// connects.
  static func open(_ location: LedgerLocation, _ request: OpeningRequest) throws(LedgerError)
    -> any LedgerStorage
  {
    guard case .postgresql(let uri) = location else {
      throw .invalidLocation(path: location.description, reason: "not a PostgreSQL URI")
    }
    return try open(
      uri: uri, intent: request.intent, busyTimeoutMilliseconds: request.busyTimeoutMilliseconds)
  }

  /// Opens the ledger the URI names (in the schema its search path chooses, `kakeibo` by
  /// default), as `intent` says for one that does not exist yet: a read sees an empty ledger
  /// and creates nothing; a write creates the schema (when the role may) and brings it up to
  /// date. A schema that is not a kakeibo ledger, or one from a newer kakeibo, is refused
  /// unchanged. Waits for another member's write for up to `busyTimeoutMilliseconds`.
  static func open(uri: PostgresURI, intent: Ledger.Intent, busyTimeoutMilliseconds: Int32)
    throws(LedgerError) -> any LedgerStorage
  {
    let location = LedgerLocation.postgresql(uri)
    let path = location.description
    do {
      let postgres = try PostgresConnection(uri: uri.text)
      let (schema, role, today) = try PostgresSchema.prepareSession(
        postgres, lockTimeoutMilliseconds: busyTimeoutMilliseconds)
      var created = false
      switch try state(of: schema, on: postgres, role: role, path: path) {
      case .missing where intent == .read, .empty where intent == .read:
        return try SQLiteStorage.empty(standingInFor: location, member: { role })
      case .missing, .empty:
        do {
          try PostgresSchema.migrate(schema, on: postgres)
        } catch PostgresError.statement("42501", let message, _) {
          throw LedgerError.cannotCreateSchema(
            path: path, role: role, schema: schema, reason: message)
        }
        created = true
      case .foreign:
        throw LedgerError.notALedger(path: path, reason: .otherApplicationsSchema(schema))
      case .ledger(let version) where version > PostgresSchema.latestVersion:
        throw LedgerError.newerVersion(
          path: path, found: version, supported: PostgresSchema.latestVersion)
      case .ledger(let version) where version < PostgresSchema.latestVersion:
        do {
          try PostgresSchema.migrate(schema, on: postgres)
        } catch PostgresError.statement("42501", _, _) {
          let owner = try PostgresMembers.owner(schema: schema, on: postgres)
          throw LedgerError.ownerMustMigrate(
            path: path, version: version, latest: PostgresSchema.latestVersion, owner: owner)
        }
        // Tables a migration added need the members' grants too.
        for member in try PostgresMembers.members(schema: schema, on: postgres)
        where member.access != .owner {
          try PostgresMembers.grant(
            member.role, access: member.access, schema: schema, on: postgres)
        }
      case .ledger:
        break
      }
      return PostgresStorage(
        postgres: postgres, location: location, member: role, schema: schema,
        createdSchema: created, busyTimeoutMilliseconds: busyTimeoutMilliseconds,
        serverToday: today)
    } catch let error as LedgerError {
      throw error
    } catch let error as PostgresError {
      throw Self.ledgerError(
        error.masking(passwordsOf: uri), path: path,
        busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    } catch {
      throw Self.ledgerError(error, path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    }
  }

  /// What `schema` holds. A role that may not even look into it is not a member of the ledger.
  private static func state(
    of schema: String, on postgres: PostgresConnection, role: String, path: String
  ) throws -> PostgresSchema.State {
    do {
      return try PostgresSchema.state(of: schema, on: postgres)
    } catch .statement("42501", _, _) {
      throw LedgerError.notAMember(
        path: path, role: role, owner: try PostgresMembers.owner(schema: schema, on: postgres))
    }
  }

  func schemaVersion() throws -> Int {
    Int(try postgres.int64("SELECT version FROM \(PostgresSchema.versionTable)") ?? 0)
  }

  // MARK: Errors

  func ledgerError(_ error: any Error) -> LedgerError {
    Self.ledgerError(
      error, path: location.description, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
  }

  /// Classifies `error` by what libpq said, or by the statement's SQLSTATE.
  static func ledgerError(_ error: any Error, path: String, busyTimeoutMilliseconds: Int32)
    -> LedgerError
  {
    switch error {
    case let error as LedgerError:
      return error
    case ReportError.overflow:
      return .overflow
    case PostgresError.libraryMissing(let reason):
      return .engineMissing(path: path, reason: reason)
    case PostgresError.unreachable(let server, let reason):
      return .unreachable(path: path, server: server, reason: reason)
    case PostgresError.refused(_, let reason):
      return .accessDenied(path: path, reason: reason)
    case PostgresError.notReady(let server, let phase, let reason):
      return .serverNotReady(path: path, server: server, phase: phase, reason: reason)
    case PostgresError.invalidURI(let reason):
      return .invalidLocation(path: path, reason: reason)
    case PostgresError.connectionLost(let reason):
      return .connectionLost(path: path, reason: reason)
    case PostgresError.statement(let state, let message, _):
      switch state {
      case "42501": return .readOnlyAccess(path: path, reason: message)
      case "22003": return .overflow
      case "53100": return .diskFull(path: path)
      case "55P03", "40001", "40P01":
        return .busy(path: path, waitedMilliseconds: busyTimeoutMilliseconds)
      case "57P03":
        return .serverNotReady(path: path, server: .unknown, phase: .startingUp, reason: message)
      case "57P01", "57P02",
        _ where state.hasPrefix("08"):
        return .connectionLost(path: path, reason: message)
      case "XX001", "XX002": return .corrupt(path: path, reason: .reported(message))
      case _ where state.hasPrefix("23"):
        return .refusedByRules(path: path, .postgres(sqlState: state, message: message))
      default: return .io(path: path, reason: message)
      }
    default:
      return .io(path: path, reason: "\(error)")
    }
  }

  func isDamage(_ error: any Error) -> Bool {
    guard let state = (error as? PostgresError)?.sqlState else { return false }
    return state == "XX001" || state == "XX002"
  }

  // MARK: Import

  /// A dry run by a member who may only read writes into a copy of the entries: a temporary
  /// table named `entries`, which the transaction's statements find before the ledger's (the
  /// session's temporary schema comes first), dropped when the transaction ends. What the import
  /// would add, and what it would find there already, are counted as for a real one.
  func importTransaction<T>(
    identity: LedgerIdentity, dryRun: Bool, _ body: (any ImportBatchStorage) throws -> T
  ) throws -> T {
    try postgres.writeTransaction {
      if dryRun,
        try postgres.int64(
          "SELECT CASE WHEN has_table_privilege('entries', 'INSERT') THEN 1 ELSE 0 END") == 0
      {
        let entries = PostgresSchema.quoted(schema) + ".entries"
        try postgres.execute(
          """
          CREATE TEMP TABLE entries (LIKE \(entries) INCLUDING ALL) ON COMMIT DROP;
          INSERT INTO pg_temp.entries SELECT * FROM \(entries)
          """)
      }
      let batch = try PostgresImportBatch(connection: postgres, identity: identity)
      do {
        return try body(batch)
      } catch {
        batch.abandon()
        throw error
      }
    }
  }

  func isEngineError(_ error: any Error) -> Bool { error is PostgresError }

  /// What the server said.
  func reason(_ error: any Error) -> String {
    if case PostgresError.statement(_, let message, _) = error { return message }
    return "\(error)"
  }

  // MARK: Backing up

  /// A database on a server occupies no file of the ledger's.
  var files: [String] { [] }

  /// Copies the ledger whole into a new SQLite ledger at `path` (see `Ledger.copy(into:)`),
  /// which kakeibo can open offline.
  func backUp(_ ledger: Ledger, into path: String) throws(BackupError) {
    do {
      let member = self.member
      let target = try Ledger.open(.file(path), intent: .write, member: member)
      try ledger.copy(into: target)
    } catch {
      throw .copyFailed(error)
    }
  }

  // MARK: Members

  static let isShared = true

  var memberAdministration: (any MemberAdministration)? {
    PostgresMemberAdministration(schema: schema, connection: postgres)
  }

  // MARK: Checking

  static let storageCheckName: String? = nil

  /// The server keeps its own pages sound; kakeibo's checks are the ledger's rules.
  func storageDamage() throws -> [String] { [] }
}
