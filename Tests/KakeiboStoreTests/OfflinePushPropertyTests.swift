import Foundation
import KakeiboCore
import Testing

@testable import KakeiboStore

/// Issue 24's randomised run: two members on the server and one offline copy make 1,000 mixed
/// adds, edits and deletes, then the copy is pushed. Every conflict is reported (exactly the
/// server's entries that the copy changed and that changed on the server since), nothing is
/// written while there is one; given up, the rest goes; pushed again (an answer lost), nothing
/// is applied twice; and the server ends with every change of each side, once.
@Suite(.enabled(if: TestPostgres.isAvailable)) struct OfflinePushPropertyTests {
  /// SplitMix64: the same seed, the same run.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Each entry by memo (every memo is unique), with its amount.
  private func amounts(_ ledger: Ledger) throws -> [String: Int64] {
    var amounts: [String: Int64] = [:]
    try ledger.connection.forEachRow("SELECT memo, amount FROM entries", []) { row in
      #expect(amounts[row.text(0)] == nil, "\(row.text(0)) is there twice")
      amounts[row.text(0)] = row.int64(1)
    }
    return amounts
  }

  @Test(arguments: [UInt64(24), 2024]) func aThousandOperationsOnTwoMembersAndACopy(seed: UInt64)
    throws
  {
    var random = Generator(state: seed)
    let folder = try TemporaryDirectory()
    let name =
      "kakeibo_random_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    let administration = try PostgresConnection(uri: TestPostgres.uri(database: "postgres"))
    try administration.execute("CREATE DATABASE \(name)")
    try administration.execute(
      """
      DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'kakeibo_random_b') THEN
          CREATE ROLE kakeibo_random_b LOGIN;
        END IF;
      END $$
      """)
    let uri = try #require(PostgresURI(TestPostgres.uri(database: name)))
    let memberA = try Ledger.open(.postgresql(uri), intent: .write)
    let day = try #require(LedgerDate(iso: "2026-11-10"))
    var counter = 0
    func draft(_ prefix: String) throws -> EntryDraft {
      counter += 1
      return EntryDraft(
        date: day, amount: Yen(Int64.random(in: 1...99_999, using: &random)),
        category: .livingCost, memo: try Memo("\(prefix)-\(counter)"))
    }
    for _ in 0..<40 { _ = try memberA.add(try draft("base")) }
    try memberA.addMember("kakeibo_random_b", access: .readWrite)
    let memberB = try Ledger.open(
      .postgresql(
        try #require(PostgresURI(TestPostgres.uri(database: name, role: "kakeibo_random_b")))),
      intent: .read)
    let copyPath = folder.file("copy.db")
    try memberA.takeOffline(
      into: try Ledger.open(path: copyPath, intent: .write, member: memberA.member),
      server: uri.withoutPassword, member: memberA.member)
    let copy = try Ledger.open(path: copyPath, intent: .read)
    let base = try amounts(copy)
    var baseIDs: [Int64: String] = [:]
    try copy.connection.forEachRow("SELECT id, memo FROM entries", []) {
      baseIDs[$0.int64(0)] = $0.text(1)
    }

    // The ids each side has; for each server entry the copy changed, the copy's changes to it
    // and what the first made of it (nil: deleted).
    var serverIDs = Set(baseIDs.keys)
    var copyIDs = Set(baseIDs.keys)
    var copyChanges: [Int64: [Int64]] = [:]
    var firstAfter: [Int64: Int64?] = [:]
    func lastChange() throws -> Int64 {
      try #require(try copy.connection.int64("SELECT max(id) FROM changes"))
    }
    for _ in 0..<1_000 {
      let onCopy = Int.random(in: 0..<10, using: &random) < 4
      let ledger = onCopy ? copy : (Bool.random(using: &random) ? memberA : memberB)
      var ids = onCopy ? copyIDs : serverIDs
      let action = ids.isEmpty ? 0 : Int.random(in: 0..<3, using: &random)
      var touched: Int64?
      switch action {
      case 0:
        let entry = try ledger.add(try draft(onCopy ? "copy" : "server"))
        ids.insert(entry.id)
      case 1:
        let id = try #require(ids.randomElement(using: &random))
        var amount = Yen(Int64.random(in: 1...99_999, using: &random))
        if try ledger.entry(id: id)?.amount == amount { amount = Yen(amount.value + 1) }
        _ = try ledger.update(id: id, with: EntryChanges(amount: amount))
        touched = id
      default:
        let id = try #require(ids.randomElement(using: &random))
        _ = try ledger.delete(id: id)
        ids.remove(id)
        touched = id
      }
      if onCopy {
        copyIDs = ids
        if let id = touched, baseIDs[id] != nil {
          copyChanges[id, default: []].append(try lastChange())
          if firstAfter[id] == nil {
            firstAfter[id] = .some(try copy.entry(id: id).map(\.amount.value))
          }
        }
      } else {
        serverIDs = ids
      }
    }

    // Expected conflicts: entries of the server the copy changed, which the server changed
    // since (and not into what the copy made of them).
    let server = try amounts(memberA)
    let expected = Set(
      copyChanges.keys.filter { id in
        let memo = baseIDs[id] ?? ""
        let now = server[memo]
        return now != base[memo] && now != firstAfter[id] ?? nil
      })
    let plan = try copy.offlinePushPlan()
    guard case .conflicts(let conflicts) = try memberA.applyOfflinePush(plan) else {
      Issue.record("seed \(seed): no conflicts, \(expected.count) expected")
      return
    }
    #expect(try amounts(memberA) == server, "seed \(seed): a refused push wrote")
    #expect(conflicts.count == expected.count, "seed \(seed)")
    #expect(
      Set(
        conflicts.map { conflict -> Int64 in
          guard case .entry(let id) = conflict.subject else { return -1 }
          return id
        }) == expected, "seed \(seed)")
    #expect(!expected.isEmpty, "seed \(seed): the run should make some conflicts")

    // Given up, newest first; then the rest goes, all of it.
    for id in expected {
      for change in (copyChanges[id] ?? []).reversed() {
        #expect(try copy.dropOfflineChange(change) != nil, "seed \(seed): change \(change)")
      }
    }
    let rest = try copy.offlinePushPlan()
    let copyNow = try amounts(copy)
    guard case .pushed(let pushed, 0, 0) = try memberA.applyOfflinePush(rest) else {
      Issue.record("seed \(seed): the rest was not pushed")
      return
    }
    #expect(pushed.count == rest.changes.count)
    let after = try amounts(memberA)
    // The answer lost: the same push again applies nothing.
    #expect(
      try memberA.applyOfflinePush(rest)
        == .pushed(pushed: [], alreadyApplied: rest.changes.count, alreadyThere: 0))
    #expect(try amounts(memberA) == after)

    // The server's entries, with the copy's changes to those not in conflict, and the copy's
    // own new entries, each once.
    var final = server
    for id in copyChanges.keys where !expected.contains(id) {
      let memo = baseIDs[id] ?? ""
      final[memo] = copyNow[memo]
    }
    for (memo, amount) in copyNow where memo.hasPrefix("copy-") { final[memo] = amount }
    #expect(after == final, "seed \(seed)")
    // Every change of the copy went, or was given up.
    let given = expected.reduce(0) { $0 + (copyChanges[$1]?.count ?? 0) }
    #expect(plan.changes.count == rest.changes.count + given)
    try administration.execute("DROP DATABASE \(name) WITH (FORCE)")
  }
}
