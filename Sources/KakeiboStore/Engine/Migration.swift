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

  /// What runs after the SQL, in the same transaction: what SQL cannot compute (the search keys
  /// of the entries there already), or nil.
  var followUp: ((any SQLConnection) throws -> Void)? {
    switch fileName.drop(while: { $0 != "_" }).dropFirst() {
    case SearchKeys.migrationName[...], SearchKeys.refoldingMigrationName[...],
      SearchKeys.kanaFoldingMigrationName[...]:
      { try SearchKeys.refresh(on: $0) }
    default: nil
    }
  }

  init(version: Int, fileName: String, bytes: [UInt8]) {
    self.version = version
    self.fileName = fileName
    self.bytes = bytes
  }

  /// Every migration, in order. The SQL is compiled into the binary from `migrations/` (see
  /// Package.swift), so a copied binary needs no files beside it. Add each new file here; a test
  /// checks that this list and the folder agree.
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
      bytes: PackageResources._010_add_search_keys_sql),
    Migration(
      version: 11, fileName: "0011_keep_undone_changes_for_redo.sql",
      bytes: PackageResources._011_keep_undone_changes_for_redo_sql),
    Migration(
      version: 12, fileName: "0012_fold_search_keys_fully.sql",
      bytes: PackageResources._012_fold_search_keys_fully_sql),
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
      bytes: PackageResources._018_fold_kana_in_search_keys_sql),
    Migration(
      version: 19, fileName: "0019_record_changes_as_data.sql",
      bytes: PackageResources._019_record_changes_as_data_sql),
  ]

  /// The schema version this binary creates and understands.
  public static var latestVersion: Int { all.last?.version ?? 0 }

  /// The version a migration file's name gives, `NNNN` in `NNNN_name.sql` (0 when it has none).
  /// Versions only grow; a number may be missing (a migration of another line of work).
  static func version(ofFileName name: String) -> Int {
    Int(name.prefix { $0 != "_" }) ?? 0
  }
}
