import Foundation
import Testing

/// A recurring rule that begins long ago (issue 19): months the ledger's dates cannot hold are
/// a usage error naming the range; a catch-up of more than a few thousand entries is asked for
/// on a terminal and refused elsewhere with the nearest `--from` that needs no asking; however
/// large, it runs in flat memory; and a value the schema refuses is worded, never SQLite's SQL.
@Suite struct RecurringLimitTests {
  @Test(arguments: Engine.available)
  func aFirstMonthBeforeTheGregorianCalendarIsAUsageError(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    let result = try sandbox.run(
      "recurring", "add", "5", "-c", "fun", "-m", "x", "--day", "1", "--from", "0001-01")
    #expect(
      result
        == Run(
          status: 64, stdout: "",
          stderr:
            "kakeibo: --from 0001-01: a recurring rule's months run from 1583-01 to 9999-12, the years of the Gregorian calendar the ledger's dates follow (see 'kakeibo recurring add --help')\n"
        ))
    #expect(!sandbox.ledgerExists)
  }

  @Test(arguments: Engine.available)
  func aCatchUpOfThousandsNeedsANearerFromOffATerminal(engine: Engine) throws {
    let sandbox = try Sandbox(engine: engine)
    try sandbox.ok("add", "1", "-c", "fun")
    let before = try sandbox.everyRow()
    let result = try sandbox.run(
      "recurring", "add", "5", "-c", "fun", "-m", "x", "--day", "1", "--from", "1583-01")
    #expect(
      result
        == Run(
          status: 64, stdout: "",
          stderr:
            "kakeibo: --from 1583-01: the rule falls due 5,327 times by today, from 1583-01-01 to 2026-11-01, more entries than kakeibo makes at once without asking (3,000); pass --from 1776-12 or later, or add the rule on a terminal, which asks (see 'kakeibo recurring add --help')\n"
        ))
    #expect(try sandbox.everyRow() == before)
    let made = try sandbox.ok(
      "recurring", "add", "5", "-c", "fun", "-m", "x", "--day", "1", "--from", "1776-12")
    #expect(made.split(separator: "\n").count == 3_001)
    #expect(try sandbox.query("SELECT count(*) FROM entries WHERE memo = 'x'") == [["3000"]])
  }

  @Test(.enabled(if: TmuxSession.isAvailable)) func onATerminalTheCatchUpIsAsked() throws {
    let sandbox = try Sandbox()
    let command = [
      "recurring", "add", "5", "-c", "fun", "-m", "x", "--day", "1", "--from", "1583-01",
    ]
    let declined = try TmuxSession(command, in: sandbox, columns: 120)
    try declined.waitFor(
      "The rule falls due 5,327 times by today, from 1583-01-01 to 2026-11-01. Make 5,327 entries now? [y/N]"
    )
    try declined.type("n")
    try declined.press("Enter")
    #expect(try declined.waitForExit() == 130)
    #expect(!sandbox.ledgerExists)
    let accepted = try TmuxSession(command, in: sandbox, columns: 120)
    try accepted.waitFor("[y/N]")
    try accepted.type("y")
    try accepted.press("Enter")
    #expect(try accepted.waitForExit() == 0)
    #expect(
      try sandbox.query("SELECT count(*), min(date) FROM entries") == [["5327", "1583-01-01"]])
  }

  /// SQLite's date arithmetic reads 0300-03-01 as 0300-02-29, so the schema's check refuses
  /// it: said in words, without the check's SQL.
  @Test func aValueTheSchemaRefusesIsWorded() throws {
    let sandbox = try Sandbox()
    try sandbox.ok("add", "1", "-c", "fun")
    let result = try sandbox.run("add", "5", "-c", "fun", "-d", "0300-03-01")
    #expect(
      result
        == Run(
          status: 65, stdout: "",
          stderr:
            "kakeibo: database \"\(sandbox.databasePath)\": the ledger's rules refuse the date of an entry (a value they do not allow); nothing was written\n"
        ))
  }

  /// The entries a catch-up makes are written as they are made and none is kept: 19,994 take
  /// little more memory than 1,000.
  @Test(.enabled(if: hasGNUTime)) func aLargeCatchUpRunsInFlatMemory() throws {
    func peak(through today: String) throws -> (Int, String) {
      let sandbox = try Sandbox()
      try sandbox.ok("recurring", "add", "5", "-c", "fun", "-m", "家賃", "--day", "27")
      sandbox.environment["KAKEIBO_TODAY"] = today
      let kilobytes = try sandbox.peakMemory(["list", "--month", "2026-11"])
      return (kilobytes, try sandbox.query("SELECT count(*) FROM entries")[0][0])
    }
    let (small, smallCount) = try peak(through: "2110-01-01")
    let (large, largeCount) = try peak(through: "3693-01-01")
    #expect(smallCount == "998" && largeCount == "19994", "\(smallCount), \(largeCount)")
    #expect(large < small + 4096, "1,000 entries: \(small) KB; 20,000: \(large) KB")
    if ProcessInfo.processInfo.environment["KAKEIBO_BIN"] != nil {
      #expect(large < 20 * 1024, "the release binary's catch-up of 20,000 entries: \(large) KB")
    }
  }
}
