/// One step of the schema: a numbered SQL file from `migrations/`, frozen once shipped.
public struct Migration: Sendable {
  /// The file's number, `NNNN` in `NNNN_name.sql`; also the `user_version` once applied.
  public let version: Int
  /// The file's name, as in `migrations/`.
  public let fileName: String
  /// The file's bytes, as compiled in.
  let bytes: [UInt8]
  /// The file's SQL, decoded when a migration runs: every command reads `latestVersion`, and
  /// decoding every file there cost each start about 180,000 instructions (callgrind).
  public var sql: String { String(decoding: bytes, as: UTF8.self) }

  /// What runs after the SQL, in the same transaction, or nil: what SQL cannot compute.
  let followUp: FollowUp?

  /// What a migration needs done after its SQL, on either engine: a flag on the migration by
  /// its version (the engines' twins share their versions), not a match on its file's name.
  enum FollowUp: Sendable {
    /// The migration adds the entries' search keys: every entry there already is given its
    /// key (`SearchKeys.refresh`), and an engine whose SQL cannot build the index itself
    /// builds it then (PostgreSQL's pg_trgm index, `PostgresSearchIndex`).
    case addsSearchKeys
    /// The folding of the search keys changed: every entry's key is computed again.
    case refoldsSearchKeys
  }

  init(version: Int, fileName: String, bytes: [UInt8], followUp: FollowUp? = nil) {
    self.version = version
    self.fileName = fileName
    self.bytes = bytes
    self.followUp = followUp
  }

  /// Runs what follows the SQL on `connection`, the part both engines share (the search keys);
  /// an engine runs its own part beside it.
  func runFollowUp(on connection: any SQLConnection) throws {
    switch followUp {
    case .addsSearchKeys, .refoldsSearchKeys: try SearchKeys.refresh(on: connection)
    case nil: break
    }
  }

  /// The follow-up of the migration numbered `version`, for the other engine's twin.
  static func followUp(ofVersion version: Int) -> FollowUp? {
    all.first { $0.version == version }?.followUp
  }

  /// Every migration, in order. The SQL is compiled into the binary from `migrations/` (see
  /// Package.swift), so a copied binary needs no files beside it. Add each new file here, and
  /// its version to `latestVersion`; tests check that this list, the folder and it agree.
  public static let all: [Migration] = [
    Migration(
      version: 1, fileName: "0001_create_categories_and_entries.sql",
      bytes: PackageResources._001_create_categories_and_entries_sql),
    Migration(
      version: 2, fileName: "0002_create_change_log.sql",
      bytes: PackageResources._002_create_change_log_sql),
    Migration(
      version: 3, fileName: "0003_create_budgets_and_settings.sql",
      bytes: PackageResources._003_create_budgets_and_settings_sql),
    Migration(
      version: 4, fileName: "0004_add_import_fingerprints.sql",
      bytes: PackageResources._004_add_import_fingerprints_sql),
    Migration(
      version: 5, fileName: "0005_add_ledger_identity.sql",
      bytes: PackageResources._005_add_ledger_identity_sql),
    Migration(
      version: 6, fileName: "0006_record_change_members.sql",
      bytes: PackageResources._006_record_change_members_sql),
    Migration(
      version: 7, fileName: "0007_add_subcategories_income_and_refunds.sql",
      bytes: PackageResources._007_add_subcategories_income_and_refunds_sql),
    Migration(
      version: 8, fileName: "0008_add_entry_sources.sql",
      bytes: PackageResources._008_add_entry_sources_sql),
    Migration(
      version: 9, fileName: "0009_add_recurring_rules.sql",
      bytes: PackageResources._009_add_recurring_rules_sql),
    Migration(
      version: 10, fileName: "0010_add_search_keys.sql",
      bytes: PackageResources._010_add_search_keys_sql, followUp: .addsSearchKeys),
    Migration(
      version: 11, fileName: "0011_keep_undone_changes_for_redo.sql",
      bytes: PackageResources._011_keep_undone_changes_for_redo_sql),
    Migration(
      version: 12, fileName: "0012_fold_search_keys_fully.sql",
      bytes: PackageResources._012_fold_search_keys_fully_sql,
      followUp: .refoldsSearchKeys),
    Migration(
      version: 13, fileName: "0013_add_business_days_and_estimates.sql",
      bytes: PackageResources._013_add_business_days_and_estimates_sql),
    Migration(
      version: 14, fileName: "0014_add_one_month_budgets.sql",
      bytes: PackageResources._014_add_one_month_budgets_sql),
    Migration(
      version: 15, fileName: "0015_add_offline_copies.sql",
      bytes: PackageResources._015_add_offline_copies_sql),
    Migration(
      version: 16, fileName: "0016_add_payers_splits_and_settlements.sql",
      bytes: PackageResources._016_add_payers_splits_and_settlements_sql),
    Migration(
      version: 17, fileName: "0017_record_pushed_offline_changes.sql",
      bytes: PackageResources._017_record_pushed_offline_changes_sql),
    Migration(
      version: 18, fileName: "0018_fold_kana_in_search_keys.sql",
      bytes: PackageResources._018_fold_kana_in_search_keys_sql,
      followUp: .refoldsSearchKeys),
    Migration(
      version: 19, fileName: "0019_record_changes_as_data.sql",
      bytes: PackageResources._019_record_changes_as_data_sql),
    Migration(
      version: 20, fileName: "0020_keep_offline_sync_times_and_conflicts.sql",
      bytes: PackageResources._020_keep_offline_sync_times_and_conflicts_sql),
    Migration(
      version: 21, fileName: "0021_resolve_offline_conflicts_by_editing_again.sql",
      bytes: PackageResources._021_resolve_offline_conflicts_by_editing_again_sql),
    Migration(
      version: 22, fileName: "0022_index_search_without_sizes.sql",
      bytes: PackageResources._022_index_search_without_sizes_sql),
  ]

  /// The schema version this binary creates and understands: the last of `all`'s versions
  /// (a test checks that they agree), written out because every command reads it, and making
  /// `all` for it touched every migration's bytes (a page of memory written for each).
  public static let latestVersion = 22

  /// The version a migration file's name gives, `NNNN` in `NNNN_name.sql` (0 when it has none).
  /// Versions only grow; a number may be missing (a migration of another line of work).
  static func version(ofFileName name: String) -> Int {
    Int(name.prefix { $0 != "_" }) ?? 0
  }
}
