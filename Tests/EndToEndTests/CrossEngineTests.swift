import Foundation
import Testing

/// Issue 11: for the same sequence of commands, every output of `list`, `report`, `budget`,
/// `export` and `categories`, in every format, is byte for byte the same on a SQLite ledger and
/// on a PostgreSQL ledger; so is what every write prints. Only `log` may differ, in its times.
@Suite(.enabled(if: Engine.hasPostgres)) struct CrossEngineTests {
  /// Every read the comparison makes, in every format and form.
  static let reads: [[String]] = {
    var reads: [[String]] = []
    for format in ["table", "csv", "json"] {
      reads += [
        ["list", "--format", format], ["list", "--month", "2026-11", "--format", format],
        ["list", "--from", "2026-10-25", "--to", "2026-11-05", "--format", format],
        ["list", "--category", "fun", "--format", format],
        ["report", "--format", format], ["report", "2026-10", "--format", format],
        ["report", "2026-11", "--top", "2", "--format", format],
        ["report", "2026-01", "--month-start", "1", "--format", format],
        ["budget", "--format", format], ["budget", "2026-10", "--format", format],
        ["categories", "--format", format],
      ]
    }
    for format in ["table", "csv", "json", "svg"] {
      reads += [
        ["report", "--year", "2026", "--format", format],
        ["report", "--year", "2025", "--format", format],
        ["report", "--last", "3", "--format", format], ["report", "--last", "--format", format],
      ]
    }
    reads += [
      ["export"], ["export", "--format", "json"], ["export", "--bom", "--month", "2026-11"],
      ["export", "--from", "2026-11-01", "--to", "2026-11-15", "--format", "json"],
      ["config"], ["config", "--format", "json"], ["config", "get", "month-start"],
    ]
    return reads
  }()

  /// The steps, each a command run on both ledgers; `nil` marks where every read is compared.
  static let steps: [[String]?] = [
    ["import", fixture("moneyforward-sjis.csv")],
    ["import", fixture("zaim.csv"), "--map", "エンタメ=expenses"],
    [
      "import", fixture("card.csv"), "--date-col", "利用日", "--amount-col", "利用金額",
      "--category-col", "分類", "--memo-col", "利用店名", "--map", "衣服=fun",
    ],
    nil,
    ["add", "1,280", "-c", "生活費", "-m", "スーパー, 特売", "-d", "2026-11-30"],
    ["add", "3500", "-c", "fun", "-m", "映画 \"ゴジラ\"", "-d", "2026-11-29"],
    ["add", "12000円", "-c", "経費", "-m", "=HYPERLINK(\"http://example.invalid\")", "-d", "11/28"],
    ["add", "999999999999", "-c", "経費", "-d", "2024-02-29", "-m", "'); DROP TABLE entries; --"],
    ["add", "150", "-c", "living", "-d", "2026-10-31", "-m", "コーヒー ☕"],
    ["add", "150", "-c", "living", "-d", "2026-10-31", "-m", "コーヒー ☕"],
    ["add", "480", "-c", "fun", "-d", "2025-12-31", "-m", "年越しそば"],
    ["add", "2,200", "-c", "fun", "-d", "yesterday", "--format", "json"],
    nil,
    ["edit", "3", "-a", "9,999", "-m", "edited"], ["edit", "4", "-c", "fun", "-d", "2026-10-01"],
    ["edit", "5", "-a", "8120", "--format", "json"], ["delete", "2"],
    ["delete", "6", "-f", "json"],
    ["undo"], ["undo", "--format", "json"], ["redo", "--format", "json"], ["undo"], ["redo"],
    ["undo"],
    ["budget", "set", "生活費", "40000"], ["budget", "set", "fun", "3000", "--month", "2026-11"],
    ["budget", "set", "fun", "5000"], ["budget", "set", "経費", "1"],
    ["budget", "unset", "経費"], ["budget", "set", "生活費", "40,000"],
    nil,
    ["config", "set", "month-start", "25"], ["config", "set", "month-start", "25"],
    nil,
    ["undo"], ["undo"], ["config", "unset", "month-start"], ["undo"],
    ["import", fixture("moneyforward-sjis.csv")], ["import", fixture("zaim.csv"), "--dry-run"],
    nil,
  ]

  @Test func everyOutputIsTheSameOnBothEngines() throws {
    let file = try Sandbox(engine: .sqlite)
    let server = try Sandbox(engine: .postgresql)
    // One ledger, begun in the file and copied to the server: the same identity, so that even
    // the exports' ledger column is the same.
    try file.ok("add", "100", "-c", "fun", "-m", "最初", "-d", "2026-09-15")
    try file.ok("copy", server.ledger)
    #expect(try server.ledgerIdentity() == file.ledgerIdentity())

    var compared = 0
    func compareReads(after step: Int) throws {
      for arguments in Self.reads {
        let (a, b) = (try file.run(arguments), try server.run(arguments))
        #expect(a == b, "after step \(step): \(arguments)")
        #expect(a.status == 0, "\(arguments): \(a)")
        compared += 1
      }
      // The report's table on a narrow terminal, too.
      let narrow: [String: String?] = ["COLUMNS": "60"]
      let (a, b) = (
        try file.run(["report", "--top", "3"], environment: narrow),
        try server.run(["report", "--top", "3"], environment: narrow)
      )
      #expect(a == b, "after step \(step): narrow report")
      // The log but for its times.
      let logs = try [file, server].map { sandbox in
        try sandbox.ok("log", "-n", "100").replacing(
          /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/, with: "TIME")
      }
      #expect(logs[0] == logs[1], "after step \(step): log")
    }
    for (index, step) in Self.steps.enumerated() {
      guard let step else {
        try compareReads(after: index)
        continue
      }
      // What undo and redo print as JSON holds the change's time, the one thing that differs
      // when the two runs straddle a second.
      let (a, b) = (try file.run(step).timesMasked, try server.run(step).timesMasked)
      #expect(a == b, "step \(index): \(step)")
      #expect(a.status == 0, "\(step): \(a)")
    }
    #expect(compared == Self.reads.count * Self.steps.filter { $0 == nil }.count)

    // Each engine's export is the other's own: imported there, it adds nothing.
    for (from, into) in [(file, server), (server, file)] {
      let exported = from.folder + "/export.csv"
      try from.ok("export", "-o", exported)
      let imported = try into.ok("import", exported)
      #expect(imported.contains("Imported 0 new entries;"), "\(imported)")
    }
  }
}

extension Run {
  /// The run with every time of day written as `TIME`.
  fileprivate var timesMasked: Run {
    var masked = self
    masked.stdout = stdout.replacing(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/, with: "TIME")
    return masked
  }
}
