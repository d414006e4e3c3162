import Foundation
import KakeiboCore
import Testing

@testable import KakeiboStore

/// Issue 24's randomised run: two members on the server and one offline copy make 1,000 mixed
/// adds, edits and deletes, then the copy is pushed. Every conflict is reported (exactly the
/// server's entries that the copy changed and that changed on the server since), held back with
/// every later change of the copy to the same entries, and everything else goes; pushed again
/// (an answer lost), nothing is applied twice; pulled, the copy keeps exactly the changes held
/// back, on top, marked; some conflicts are resolved by editing their entries again (against the
/// server's version, giving up the copy's changes to them, which undo brings back), the rest
/// given up; and the server ends with every change of each side, and each resolving edit, once.
// Serialized: both seeds make the same second role, which two runs at once race to create.
@Suite(.enabled(if: TestPostgres.isAvailable), .serialized) struct OfflinePushPropertyTests {
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
        // The server's members keep the odd entries of the start (they edit them), so that
        // some conflicts have a server version to be resolved against.
        let candidates = onCopy ? ids : ids.filter { baseIDs[$0] == nil || $0 % 2 == 0 }
        guard let id = candidates.randomElement(using: &random) else { continue }
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
    let copyNow = try amounts(copy)
    let outcome = try memberA.applyOfflinePush(plan)
    // Every conflict is reported, once for each entry; the copy's later changes to those
    // entries are held behind the first; everything else went.
    #expect(
      Set(
        outcome.conflicts.map { conflict -> Int64 in
          guard case .entry(let id) = conflict.subject else { return -1 }
          return id
        }) == expected, "seed \(seed)")
    #expect(outcome.conflicts.count == expected.count, "seed \(seed)")
    #expect(!expected.isEmpty, "seed \(seed): the run should make some conflicts")
    let heldChanges = Set(expected.flatMap { copyChanges[$0] ?? [] })
    #expect(Set(outcome.held) == heldChanges, "seed \(seed)")
    #expect(outcome.heldBehind.count == heldChanges.count - expected.count, "seed \(seed)")
    #expect(outcome.pushed.count == plan.changes.count - heldChanges.count, "seed \(seed)")
    #expect(outcome.alreadyApplied == 0 && outcome.alreadyThere == 0)

    // The server's entries, with the copy's changes to those not in conflict, and the copy's
    // own new entries, each once; the conflicting ones as the server has them.
    var final = server
    for id in copyChanges.keys where !expected.contains(id) {
      let memo = baseIDs[id] ?? ""
      final[memo] = copyNow[memo]
    }
    for (memo, amount) in copyNow where memo.hasPrefix("copy-") { final[memo] = amount }
    let after = try amounts(memberA)
    #expect(after == final, "seed \(seed)")

    // The answer lost: the same push again applies nothing twice, and holds the same back.
    let again = try memberA.applyOfflinePush(plan)
    #expect(again.pushed.isEmpty, "seed \(seed)")
    #expect(again.alreadyApplied == outcome.pushed.count)
    #expect(again.conflicts == outcome.conflicts && again.heldBehind == outcome.heldBehind)
    #expect(try amounts(memberA) == after)

    // Pulled: the copy written afresh is the server's, with the changes held back on top, the
    // conflicting ones marked; pushing it holds them back again and applies nothing.
    let pulledPath = folder.file("pulled.db")
    let origin = try #require(try copy.offlineOrigin())
    let refreshed = try memberA.refreshOffline(
      into: try Ledger.open(path: pulledPath, intent: .write, member: memberA.member),
      server: uri.withoutPassword, member: memberA.member, previous: origin,
      keeping: plan.changes)
    let pulled = try Ledger.open(path: pulledPath, intent: .read)
    #expect(refreshed.alreadyApplied == outcome.pushed.count, "seed \(seed)")
    #expect(Set(refreshed.kept.map(\.old)) == heldChanges, "seed \(seed)")
    #expect(try pulled.offlineConflictMarks().count == expected.count, "seed \(seed)")
    var onTop = after
    for id in expected {
      let memo = baseIDs[id] ?? ""
      onTop[memo] = copyNow[memo]
    }
    #expect(try amounts(pulled) == onTop, "seed \(seed)")
    let pending = try pulled.offlinePushPlan()
    #expect(pending.changes.count == heldChanges.count, "seed \(seed): a change was lost")
    let third = try memberA.applyOfflinePush(pending)
    #expect(
      third.pushed.isEmpty
        && Set(third.conflicts.map(\.subject)) == Set(outcome.conflicts.map(\.subject)))
    #expect(try amounts(memberA) == after)

    // Every other conflict is resolved by editing its entry again on the pulled copy: the edit
    // is made against the server's version (an entry the server deleted cannot be edited
    // again, and nothing is written), and gives up the copy's changes to that entry. Undone,
    // the conflict is back; redone, given up again.
    var resolved: [String: Int64] = [:]
    var givenUp = Set<Int64>()
    var deletedThere = 0
    var standing = 0
    for id in expected.sorted() {
      let memo = baseIDs[id] ?? ""
      if after[memo] != nil {
        standing += 1
        if standing % 2 == 0 { continue }  // Given up below instead.
      }
      let marks = try pulled.offlineConflictMarks().count
      guard let theirs = after[memo] else {
        var refusal: LedgerError?
        do {
          _ = try pulled.update(id: id, with: EntryChanges(amount: Yen(7)))
        } catch {
          refusal = error
        }
        var refused: Int64?
        if case .offlineTheirsDeleted(let entry, _, _)? = refusal { refused = entry }
        #expect(refused == id, "seed \(seed): #\(id), deleted on the server, was edited again")
        deletedThere += 1
        #expect(try pulled.offlineConflictMarks().count == marks)
        continue
      }
      let edited = try #require(
        try pulled.update(id: id, with: EntryChanges(amount: Yen(theirs + 7))))
      #expect(edited.before.amount.value == theirs, "seed \(seed): made against theirs")
      let resolution = try pulled.offlineResolutionOfLatestChange()
      var records: [ChangeRecord] = []
      if case .superseded(let given, _)? = resolution { records = given }
      let chain = Set(
        refreshed.kept.filter { (copyChanges[id] ?? []).contains($0.old) }.map(\.new))
      #expect(Set(records.map(\.id)) == chain, "seed \(seed): #\(id)")
      #expect(try pulled.offlineConflictMarks().count == marks - 1)
      if resolved.isEmpty {
        #expect(try pulled.undoLastChange() != nil)
        #expect(try pulled.offlineConflictMarks().count == marks, "seed \(seed): undo lost it")
        #expect(try amounts(pulled)[memo] == onTop[memo])
        #expect(try pulled.redoLastUndo() != nil)
        #expect(try pulled.offlineConflictMarks().count == marks - 1)
      }
      #expect(try amounts(pulled)[memo] == theirs + 7)
      resolved[memo] = theirs + 7
      givenUp.formUnion(chain)
    }
    #expect(!resolved.isEmpty && deletedThere > 0, "seed \(seed): \(resolved), \(deletedThere)")

    // The rest given up, newest first; the resolving edits are all that is left to push, and
    // they go once each, against the server's versions: no change is lost or applied twice.
    for change in refreshed.kept.reversed() {
      #expect(
        (try pulled.dropOfflineChange(change.new) != nil) == !givenUp.contains(change.new),
        "seed \(seed): \(change)")
    }
    let resolving = try pulled.offlinePushPlan()
    #expect(resolving.changes.count == resolved.count, "seed \(seed)")
    let fourth = try memberA.applyOfflinePush(resolving)
    #expect(fourth.pushed.count == resolved.count && fourth.conflicts.isEmpty, "seed \(seed)")
    #expect(fourth.heldBehind.isEmpty && fourth.alreadyApplied == 0, "seed \(seed)")
    #expect(try amounts(memberA) == final.merging(resolved) { $1 }, "seed \(seed)")
    let fifth = try memberA.applyOfflinePush(resolving)
    #expect(fifth.pushed.isEmpty && fifth.alreadyApplied == resolved.count, "seed \(seed)")
    #expect(try amounts(memberA) == final.merging(resolved) { $1 }, "seed \(seed)")
    try administration.execute("DROP DATABASE \(name) WITH (FORCE)")
  }
}
