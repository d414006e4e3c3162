import Foundation
import Testing

/// Issue 25, "a month of real use, round three": the behaviours a household hit, end to end.
@Suite struct RoundThreeTests {
  /// Item 14: on a shared ledger, the server's date decides what is due. A read command run
  /// with a clock a month ahead writes nothing dated after the server's today, and says that
  /// the clocks disagree.
  @Test(.enabled(if: Engine.hasPostgres)) func theServersClockDecidesWhatIsDue() throws {
    let sandbox = try RecurringTests.household(.postgresql)
    let before = try sandbox.query("SELECT count(*) FROM entries")
    // The server's date stays 2026-11-15 while this machine's moves.
    let server = Sandbox.serverDate("2026-11-15")
    let ahead = try sandbox.run(
      ["budget"], environment: ["KAKEIBO_TODAY": "2027-01-05", "PGOPTIONS": server])
    #expect(ahead.status == 0)
    #expect(
      ahead.stderr
        == "kakeibo: warning: this machine's date, 2027-01-05, is 51 days ahead of the shared "
        + "ledger's server (2026-11-15); the recurring rules make their entries by the server's "
        + "date\n")
    #expect(try sandbox.query("SELECT count(*) FROM entries") == before)
    #expect(try sandbox.query("SELECT max(date) FROM entries") == [["2026-11-10"]])
    // In Japanese too.
    let japanese = try sandbox.run(
      ["budget"],
      environment: ["KAKEIBO_TODAY": "2027-01-05", "PGOPTIONS": server, "KAKEIBO_LANG": "ja"])
    #expect(
      japanese.stderr
        == "kakeibo: 警告: この端末の日付（2027-01-05）は共有台帳のサーバーの日付（2026-11-15）より "
        + "51 日進んでいます。固定費の記録はサーバーの日付で作られます\n")
    // A day's difference is no warning.
    let close = try sandbox.run(
      ["budget"], environment: ["KAKEIBO_TODAY": "2026-11-16", "PGOPTIONS": server])
    #expect(close.stderr == "")
    // A clock behind the server's still makes what the server has due: the server's 11-27
    // rent, with a member whose machine says 11-20.
    let behind = try sandbox.run(
      ["list", "--format", "csv"],
      environment: [
        "KAKEIBO_TODAY": "2026-11-20", "PGOPTIONS": Sandbox.serverDate("2026-11-27"),
      ])
    #expect(behind.stderr.contains("7 days behind the shared ledger's server (2026-11-27)"))
    #expect(behind.stdout.contains(",2026-11-27,85000,生活費,家賃,"))
  }

  /// On a file there is no server: its day is the machine's, and KAKEIBO_TODAY scripts it.
  @Test func aFilesDayIsTheMachines() throws {
    let sandbox = try RecurringTests.household(.sqlite)
    let run = try sandbox.run(["budget"], environment: ["KAKEIBO_TODAY": "2026-11-28"])
    #expect(run.status == 0 && run.stderr == "")
    #expect(try sandbox.query("SELECT max(date) FROM entries") == [["2026-11-27"]])
  }
}
