import Foundation
import Testing

/// The smaller edges of issue 19: a read-only member's dry run, a setting set to the value it
/// has, and a damaged schema-format byte.
@Suite struct EdgeCaseTests {
  /// A dry run writes nothing, so a member who may only read can run one: it is counted
  /// against the ledger as it is, as the owner's would be.
  @Test(.enabled(if: Engine.hasPostgres)) func aReadOnlyMembersDryRunRuns() throws {
    let sandbox = try Sandbox(engine: .postgresql)
    try sandbox.ok("add", "1200", "-c", "生活費", "-m", "スーパー", "-d", "2026-11-01")
    let file = sandbox.folder + "/two.csv"
    try "date,amount,category,memo\n2026-11-01,1200,生活費,スーパー\n2026-11-02,800,fun,映画\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    let owners = try sandbox.ok("import", file, "--dry-run")
    let before = try sandbox.everyRow()
    let kenta = try sandbox.member("kenta", readOnly: true)
    let result = try sandbox.run(["import", file, "--dry-run"], environment: kenta)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == owners)
    #expect(result.stdout.contains("Dry run: would import 2 new entries; 0 duplicates"))
    #expect(try sandbox.everyRow() == before)
    // A real import is still refused.
    #expect(try sandbox.run(["import", file], environment: kenta).status == 77)
  }

  /// A setting set to the value it has (its default, where nothing is stored) stores nothing:
  /// a new ledger is not made for it, and on a ledger that exists it is a change that changed
  /// nothing, as an edit that changes nothing is (so that undo reverts it, not the one before).
  @Test(arguments: Engine.available)
  func aSettingSetToItsValueWritesNothing(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    #expect(try sandbox.ok("config", "set", "month-start", "1") == "month-start: 1 (unchanged)\n")
    #expect(!sandbox.ledgerExists)
    try sandbox.ok("add", "5", "-c", "fun")
    #expect(try sandbox.ok("config", "set", "month-start", "1") == "month-start: 1 (unchanged)\n")
    #expect(try sandbox.query("SELECT count(*) FROM settings") == [["0"]])
    #expect(
      try sandbox.query("SELECT summary, detail FROM changes ORDER BY id") == [
        [
          "",
          "added\nid=1\ndate=2026-11-15\ncategory=娯楽費\nsubcategory\namount=5\nmemo=",
        ],
        ["", "setting-set\nname=month-start\nvalue=1\nwas=1"],
      ])
    #expect(try sandbox.ok("log").contains("config set month-start 1: changed nothing"))
  }

  /// The header's schema format number (byte 44) damaged: the usual words for a damaged
  /// ledger, and check says the schema cannot be read.
  @Test func aDamagedSchemaFormatByteGetsTheUsualAdvice() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "5", "-c", "fun")
    try executeSQL("PRAGMA wal_checkpoint(TRUNCATE)", at: sandbox.databasePath)
    let handle = try #require(FileHandle(forUpdatingAtPath: sandbox.databasePath))
    try handle.seek(toOffset: 44)
    try handle.write(contentsOf: Data([0, 0, 0, 9]))
    try handle.close()
    let bytes = sandbox.fileBytes()
    #expect(
      try sandbox.run("list")
        == Run(
          status: 74, stdout: "",
          stderr:
            "kakeibo: database \"\(sandbox.databasePath)\": the ledger is damaged (unsupported file format); nothing was written; 'kakeibo check' lists the damage, and a copy made with 'kakeibo backup' can replace the file\n"
        ))
    let check = try sandbox.run("check")
    #expect(check.status == 74)
    #expect(
      check.stdout.contains(
        "the schema cannot be read\nSQLite integrity check: 1 problem\n  unsupported file format\n")
    )
    #expect(sandbox.fileBytes() == bytes)
  }
}
