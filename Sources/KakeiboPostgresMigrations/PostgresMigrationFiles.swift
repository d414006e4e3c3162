/// The SQL of the PostgreSQL schema's migrations, compiled in from `migrations/postgresql/`
/// (the folder beside SQLite's, with the same numbers and names). A module of its own because
/// SwiftPM names embedded files by their file names, which the two folders share.
public enum PostgresMigrationFiles {
  /// Every file, in order, as its name and bytes. Add each new file here; a test checks that
  /// this list and the folder agree.
  public static let all: [(name: String, bytes: [UInt8])] = [
    (
      "0001_create_categories_and_entries.sql",
      PackageResources._001_create_categories_and_entries_sql
    ),
    ("0002_create_change_log.sql", PackageResources._002_create_change_log_sql),
    ("0003_create_budgets_and_settings.sql", PackageResources._003_create_budgets_and_settings_sql),
    ("0004_add_import_fingerprints.sql", PackageResources._004_add_import_fingerprints_sql),
    ("0005_add_ledger_identity.sql", PackageResources._005_add_ledger_identity_sql),
    ("0006_record_change_members.sql", PackageResources._006_record_change_members_sql),
    (
      "0007_add_subcategories_income_and_refunds.sql",
      PackageResources._007_add_subcategories_income_and_refunds_sql
    ),
    ("0008_add_entry_sources.sql", PackageResources._008_add_entry_sources_sql),
    ("0009_add_recurring_rules.sql", PackageResources._009_add_recurring_rules_sql),
    ("0010_add_search_keys.sql", PackageResources._010_add_search_keys_sql),
    (
      "0011_keep_undone_changes_for_redo.sql",
      PackageResources._011_keep_undone_changes_for_redo_sql
    ),
    ("0012_fold_search_keys_fully.sql", PackageResources._012_fold_search_keys_fully_sql),
    (
      "0013_add_business_days_and_estimates.sql",
      PackageResources._013_add_business_days_and_estimates_sql
    ),
    ("0014_add_one_month_budgets.sql", PackageResources._014_add_one_month_budgets_sql),
    ("0015_add_offline_copies.sql", PackageResources._015_add_offline_copies_sql),
    (
      "0016_add_payers_splits_and_settlements.sql",
      PackageResources._016_add_payers_splits_and_settlements_sql
    ),
    (
      "0017_record_pushed_offline_changes.sql",
      PackageResources._017_record_pushed_offline_changes_sql
    ),
    ("0018_fold_kana_in_search_keys.sql", PackageResources._018_fold_kana_in_search_keys_sql),
    ("0019_record_changes_as_data.sql", PackageResources._019_record_changes_as_data_sql),
    (
      "0020_keep_offline_sync_times_and_conflicts.sql",
      PackageResources._020_keep_offline_sync_times_and_conflicts_sql
    ),
    (
      "0021_resolve_offline_conflicts_by_editing_again.sql",
      PackageResources._021_resolve_offline_conflicts_by_editing_again_sql
    ),
    ("0022_index_search_without_sizes.sql", PackageResources._022_index_search_without_sizes_sql),
  ]
}
