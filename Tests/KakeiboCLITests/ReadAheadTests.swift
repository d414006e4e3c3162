import KakeiboCore
import Synchronization
import Testing

@testable import KakeiboCLI
@testable import KakeiboImport

#if canImport(Glibc)
  import Glibc
#endif

/// The import file's reading on a thread of its own (`ReadAhead`): the storing side sees the
/// same rows, progress, questions and errors in the same order as reading in turns would give.
@Suite struct ReadAheadTests {
  /// A row that says only which line it was.
  private static func row(_ line: Int) -> ImportRow {
    ImportRow(line: line, outcome: .invalid([]), category: nil, exported: nil)
  }

  private static func fingerprint(_ number: Int) -> Fingerprint {
    Fingerprint(high: UInt64(number), low: 0)
  }

  /// What the storing side saw, in order.
  private enum Seen: Equatable {
    case row(Int)
    case progress(Int)
    case question(Int, rowsStoredBefore: Int)
  }

  /// Each behaviour holds on a thread of its own and in turns (when no thread can be had).
  static let ways = [true, false]

  @Test(arguments: ways)
  func everyRowArrivesInOrderWithTheProgressBetweenThem(usingAThread: Bool) throws {
    // Many more rows than the reader may hold ahead (capacity × bundle), so that it waits.
    let total = ReadAhead.capacity * ReadAhead.handOverCount * 5 + 17
    var seen: [Seen] = []
    try ReadAhead.run(
      read: { reader in
        for line in 1...total {
          try reader.row(Self.row(line))
          if line % 1_000 == 0 { reader.progress(bytesRead: line * 10, rows: line) }
        }
      },
      store: { seen.append(.row($0.line)) },
      progress: { bytesRead, _ in seen.append(.progress(bytesRead)) },
      answer: { _ in
        Issue.record("no question was asked")
        return false
      },
      usingAThread: usingAThread)
    var expected: [Seen] = []
    for line in 1...total {
      expected.append(.row(line))
      if line % 1_000 == 0 { expected.append(.progress(line * 10)) }
    }
    #expect(seen == expected)
  }

  @Test(arguments: ways)
  func aQuestionIsAnsweredOnceEveryRowBeforeItIsStored(usingAThread: Bool) throws {
    var seen: [Seen] = []
    var stored = 0
    var answers: [Bool] = []
    try ReadAhead.run(
      read: { reader in
        for line in 1...3_000 {
          try reader.row(Self.row(line))
          // A few rows after a bundle's start, so that the question does not end one.
          if line % 700 == 0 {
            answers.append(try reader.contains(Self.fingerprint(line)))
          }
        }
      },
      store: { row in
        stored += 1
        seen.append(.row(row.line))
      },
      progress: { _, _ in },
      answer: { fingerprint in
        let number = Int(fingerprint.high)
        seen.append(.question(number, rowsStoredBefore: stored))
        return number % 1_400 == 0
      },
      usingAThread: usingAThread)
    let questions = seen.compactMap { seen -> Int? in
      guard case .question(let number, let before) = seen else { return nil }
      #expect(before == number)
      return number
    }
    #expect(questions == [700, 1_400, 2_100, 2_800])
    #expect(answers == [false, true, false, true])
    #expect(stored == 3_000)
  }

  private struct ReadFailed: Error, Equatable { let line: Int }
  private struct StoreFailed: Error, Equatable {}

  @Test(arguments: ways)
  func theReadersErrorComesAfterTheRowsReadBeforeIt(usingAThread: Bool) {
    var stored: [Int] = []
    #expect(throws: ReadFailed(line: 2_501)) {
      try ReadAhead.run(
        read: { reader in
          for line in 1...2_500 { try reader.row(Self.row(line)) }
          throw ReadFailed(line: 2_501)
        },
        store: { stored.append($0.line) },
        progress: { _, _ in },
        answer: { _ in false },
        usingAThread: usingAThread)
    }
    #expect(stored == Array(1...2_500))
  }

  @Test(arguments: ways)
  func anErrorAnsweringAQuestionReachesTheReader(usingAThread: Bool) {
    #expect(throws: StoreFailed()) {
      try ReadAhead.run(
        read: { reader in
          try reader.row(Self.row(1))
          // The error the question met, thrown on in the reader as it would be in turns.
          _ = try reader.contains(Self.fingerprint(1))
          Issue.record("the question did not throw")
        },
        store: { _ in },
        progress: { _, _ in },
        answer: { _ in throw StoreFailed() },
        usingAThread: usingAThread)
    }
  }

  /// Whether the reader has stopped, set on its thread.
  private final class Flag: Sendable {
    private let value = Atomic<Bool>(false)
    var isSet: Bool { value.load(ordering: .sequentiallyConsistent) }
    func set() { value.store(true, ordering: .sequentiallyConsistent) }
  }

  @Test func aStoringErrorStopsAReaderThatWouldReadForever() throws {
    let stopped = Flag()
    var stored = 0
    #expect(throws: StoreFailed()) {
      try ReadAhead.run(
        read: { reader in
          var line = 0
          defer { stopped.set() }
          while true {
            line += 1
            try reader.row(Self.row(line))
          }
        },
        store: { _ in
          stored += 1
          if stored == 1_000 { throw StoreFailed() }
        },
        progress: { _, _ in },
        answer: { _ in false })
    }
    #expect(stored == 1_000)
    // The reader is left to end by itself: it stops at its next row, within moments.
    var waited = 0
    while !stopped.isSet && waited < 5_000 {
      _ = Self.sleepOneMillisecond()
      waited += 1
    }
    #expect(stopped.isSet)
  }

  private static func sleepOneMillisecond() -> Int32 {
    var time = timespec(tv_sec: 0, tv_nsec: 1_000_000)
    return nanosleep(&time, nil)
  }
}
