/// Brings a database up to `Migration.latestVersion`, one migration per transaction, tracking
/// progress in `PRAGMA user_version`.
enum Migrator {
  /// The `PRAGMA application_id` that marks a file as a kakeibo ledger: "KAKE" in ASCII.
  static let applicationID: Int64 = 0x4B41_4B45

  /// Applies every migration newer than the database's version. Each runs with the write lock
  /// held and re-reads the version first, so two processes opening a new ledger at once apply
  /// each migration exactly once.
  /// Callers check the version first (`Ledger` reads it with the header), so that opening an
  /// up-to-date ledger takes no write lock and never waits for another process's write.
  static func migrate(_ database: Database, migrations: [Migration] = Migration.all) throws {
    for migration in migrations {
      try database.writeTransaction {
        let current = try database.int64("PRAGMA user_version") ?? 0
        guard current < migration.version else { return }
        try database.execute(migration.sql)
        try migration.runFollowUp(on: database)
        try database.execute("PRAGMA application_id = \(applicationID)")
        try database.execute("PRAGMA user_version = \(migration.version)")
      }
    }
  }
}
