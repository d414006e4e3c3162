import Testing

@testable import KakeiboStore

/// A constraint an engine says was broken is read as data, never shown in the engine's words,
/// which quote the SQL of the constraint (issue 19).
@Suite struct ConstraintFailureTests {
  @Test func readsSQLitesMessages() {
    #expect(
      ConstraintFailure.sqlite(
        code: 19 | 1 << 8,
        message:
          "CHECK constraint failed: date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'\n AND date >= '0001-01-01'",
        sql: "INSERT INTO entries\n  (id, date) VALUES ($1, $2)")
        == ConstraintFailure(kind: .check, table: "entries", column: "date"))
    #expect(
      ConstraintFailure.sqlite(
        code: 19 | 5 << 8, message: "NOT NULL constraint failed: recurring_rules.first_date",
        sql: nil)
        == ConstraintFailure(kind: .notNull, table: "recurring_rules", column: "first_date"))
    #expect(
      ConstraintFailure.sqlite(
        code: 19 | 8 << 8, message: "UNIQUE constraint failed: entries.fingerprint", sql: nil)
        == ConstraintFailure(kind: .unique, table: "entries", column: "fingerprint"))
    #expect(
      ConstraintFailure.sqlite(
        code: 19 | 3 << 8, message: "FOREIGN KEY constraint failed",
        sql: "UPDATE budgets SET category = $1")
        == ConstraintFailure(kind: .foreignKey, table: "budgets", column: nil))
    #expect(
      ConstraintFailure.sqlite(
        code: 19 | 1 << 8, message: "CHECK constraint failed: length(memo) <= 500", sql: nil)
        == ConstraintFailure(kind: .check, table: nil, column: "memo"))
  }

  @Test func readsPostgreSQLsMessages() {
    #expect(
      ConstraintFailure.postgres(
        sqlState: "23514",
        message: "new row for relation \"entries\" violates check constraint \"entries_date_check\""
      )
        == ConstraintFailure(kind: .check, table: "entries", column: "date"))
    #expect(
      ConstraintFailure.postgres(
        sqlState: "23502",
        message:
          "null value in column \"first_date\" of relation \"recurring_rules\" violates not-null constraint"
      ) == ConstraintFailure(kind: .notNull, table: "recurring_rules", column: "first_date"))
    #expect(
      ConstraintFailure.postgres(
        sqlState: "23503",
        message:
          "insert or update on table \"entries\" violates foreign key constraint \"entries_category_fkey\""
      ) == ConstraintFailure(kind: .foreignKey, table: "entries", column: "category"))
    #expect(
      ConstraintFailure.postgres(
        sqlState: "23505",
        message: "duplicate key value violates unique constraint \"entries_by_fingerprint\"")
        == ConstraintFailure(kind: .unique, table: nil, column: nil))
  }
}
