import KakeiboCore
import KakeiboImport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An import file read on a thread of its own, a few hundred rows ahead of the thread that
/// stores them, so that reading (decoding, parsing, checking, fingerprinting) and storing (SQLite's
/// statements, or encoding and sending a PostgreSQL copy) take two cores instead of taking turns:
/// each is about half of an import's work.
///
/// Nothing changes but when a row is read. The rows reach the storing thread in the file's order,
/// with the progress after each chunk; the one question the reader asks the ledger (whether the
/// import has met a fingerprint, when a date comes back: `ImportHistory`) waits until every row
/// before it is stored, and is answered by the storing thread, which alone touches the ledger.
/// The reader runs at most `capacity` bundles of `handOverCount` rows ahead, so memory stays
/// flat. An error of the reader reaches the storing thread after the rows read before it, as it
/// would reading in turns; an error of the storing thread stops the reader at its next row.
final class ReadAhead: @unchecked Sendable {
  /// What the reader hands over, in order.
  enum Item {
    case row(ImportRow)
    /// The bytes and rows read so far, after a chunk.
    case progress(bytesRead: Int, rows: Int)
    /// Whether the import has met this fingerprint: the reader waits for the answer.
    case question(Fingerprint)
  }

  /// The reader's side: where it puts its rows, and whom it asks.
  final class Reader: ImportHistory {
    /// Where the rows go: to the storing thread, or (without a second thread) straight to
    /// `store`.
    fileprivate enum Sink {
      case thread(ReadAhead)
      case inTurns(deliver: ([Item]) throws -> Void, answer: (Fingerprint) throws -> Bool)
    }
    private let sink: Sink
    private var outgoing: [Item] = []

    fileprivate init(_ sink: Sink) {
      self.sink = sink
      outgoing.reserveCapacity(ReadAhead.handOverCount)
    }

    /// Hands `row` over (in a bundle of `handOverCount`).
    func row(_ row: ImportRow) throws {
      outgoing.append(.row(row))
      if outgoing.count >= ReadAhead.handOverCount { try handOver() }
    }

    /// Notes how far the reading has come.
    func progress(bytesRead: Int, rows: Int) {
      outgoing.append(.progress(bytesRead: bytesRead, rows: rows))
    }

    func contains(_ fingerprint: Fingerprint) throws -> Bool {
      switch sink {
      case .thread(let owner):
        outgoing.append(.question(fingerprint))
        try handOver()
        return try owner.awaitAnswer()
      case .inTurns(_, let answer):
        try handOver()
        return try answer(fingerprint)
      }
    }

    /// Hands over what is waiting (to the storing thread once it has taken enough to make
    /// room).
    fileprivate func handOver() throws {
      guard !outgoing.isEmpty else { return }
      // Last first, so that the storing side takes each item out with popLast (a move, where
      // reading it in place would copy it and release it again with the bundle).
      outgoing.reverse()
      switch sink {
      case .thread(let owner): try owner.put(outgoing)
      case .inTurns(let deliver, _): try deliver(outgoing)
      }
      outgoing = []
      outgoing.reserveCapacity(ReadAhead.handOverCount)
    }
  }

  /// Rows handed over at a time: a lock and a wake-up a bundle, not a row.
  static let handOverCount = 256
  /// Bundles waiting at most: the reader is at most this many bundles' rows ahead.
  static let capacity = 8

  /// Thrown in the reader when the storing thread has stopped.
  private struct Stopped: Error {}

  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  /// Guarded by `mutex`: the bundles not yet taken, whether the reader is done (and how), the
  /// answer to its question, whether the storing thread has stopped.
  private var bundles: [[Item]] = []
  private var isFinished = false
  private var failure: (any Error)?
  private var answer: Result<Bool, any Error>?
  private var isStopped = false

  /// The reading, run on the reader's thread.
  private let read: (Reader) throws -> Void

  private init(read: @escaping (Reader) throws -> Void) {
    self.read = read
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(changed, nil)
  }

  deinit {
    pthread_cond_destroy(changed)
    pthread_mutex_destroy(mutex)
    changed.deallocate()
    mutex.deallocate()
  }

  /// Runs `read` on a thread of its own, and calls `store` on this one with every row it hands
  /// over, `progress` with how far it has come, and `answer` with each of its questions. Returns
  /// once `read` has returned and every row is stored; throws the first error of either side.
  /// Whatever `read` captures is this thread's again once this returns. Without a thread to be
  /// had (or with `usingAThread` false, as the tests ask), the same reading runs in turns on
  /// this thread, with the same calls in the same order.
  static func run(
    read: @escaping (Reader) throws -> Void,
    store: (ImportRow) throws -> Void,
    progress: (_ bytesRead: Int, _ rows: Int) throws -> Void,
    answer: (Fingerprint) throws -> Bool,
    usingAThread: Bool = true
  ) throws {
    let readAhead = ReadAhead(read: read)
    guard usingAThread, let thread = readAhead.startReading() else {
      try readInTurns(read, store: store, progress: progress, answer: answer)
      return
    }
    do {
      while let bundle = try readAhead.take() {
        try deliver(bundle, store: store, progress: progress) { fingerprint in
          readAhead.give(Result { try answer(fingerprint) })
        }
      }
    } catch {
      // The reader stops at its next row; it may be waiting on standard input, so it is left
      // to end by itself (it holds its own references) rather than waited for.
      readAhead.stop()
      pthread_detach(thread)
      throw error
    }
    pthread_join(thread, nil)
  }

  /// Starts the reader's thread (`readAll`), which holds this object until it ends; nil when
  /// no thread could be made.
  private func startReading() -> pthread_t? {
    var thread = pthread_t()
    let context = Unmanaged.passRetained(self)
    let started = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        Unmanaged<ReadAhead>.fromOpaque(context).takeRetainedValue().readAll()
        return nil
      }, context.toOpaque())
    guard started == 0 else {
      context.release()
      return nil
    }
    return thread
  }

  /// The same reading in turns, on this thread: each bundle stored as it is handed over, and
  /// each question answered at once, after the rows before it.
  private static func readInTurns(
    _ read: (Reader) throws -> Void, store: (ImportRow) throws -> Void,
    progress: (Int, Int) throws -> Void, answer: (Fingerprint) throws -> Bool
  ) throws {
    try withoutActuallyEscaping(store) { store in
      try withoutActuallyEscaping(progress) { progress in
        try withoutActuallyEscaping(answer) { answer in
          let reader = Reader(
            .inTurns(
              deliver: { bundle in
                // No questions come in a bundle here: `contains` asks `answer` itself.
                try deliver(bundle, store: store, progress: progress) { _ = try answer($0) }
              },
              answer: answer))
          do {
            try read(reader)
          } catch {
            // The rows read before the error are stored before it is thrown.
            try reader.handOver()
            throw error
          }
          try reader.handOver()
        }
      }
    }
  }

  /// Stores a bundle's rows, notes its progress and passes its question on, in the order they
  /// were read.
  private static func deliver(
    _ bundle: consuming [Item], store: (ImportRow) throws -> Void,
    progress: (Int, Int) throws -> Void, question: (Fingerprint) throws -> Void
  ) throws {
    // A bundle holds its items last first (see `Reader.handOver`).
    while let item = bundle.popLast() {
      // Consumed, so that a row is moved to `store`, not copied and then destroyed here.
      switch consume item {
      case .row(let row): try store(row)
      case .progress(let bytesRead, let rows): try progress(bytesRead, rows)
      case .question(let fingerprint): try question(fingerprint)
      }
    }
  }

  /// The reader's thread: reads everything, then says it is done.
  private func readAll() {
    let reader = Reader(.thread(self))
    var error: (any Error)?
    do {
      try read(reader)
      try reader.handOver()
    } catch is Stopped {
    } catch let readError {
      // The rows read before the error are stored before it is thrown, as in turns.
      do { try reader.handOver() } catch {}
      error = readError
    }
    locked {
      isFinished = true
      failure = error
      pthread_cond_broadcast(changed)
    }
  }

  private func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// The storing thread: the next bundle, or nil once the reader is done and all is taken.
  private func take() throws -> [Item]? {
    try locked {
      while bundles.isEmpty && !isFinished { pthread_cond_wait(changed, mutex) }
      if !bundles.isEmpty {
        pthread_cond_broadcast(changed)
        return bundles.removeFirst()
      }
      if let failure { throw failure }
      return nil
    }
  }

  /// The storing thread: answers the reader's question.
  private func give(_ result: Result<Bool, any Error>) {
    locked {
      answer = result
      pthread_cond_broadcast(changed)
    }
  }

  /// The storing thread: stops the reader.
  private func stop() {
    locked {
      isStopped = true
      pthread_cond_broadcast(changed)
    }
  }

  /// The reader: hands a bundle over once there is room.
  fileprivate func put(_ bundle: [Item]) throws {
    try locked {
      while bundles.count >= Self.capacity && !isStopped { pthread_cond_wait(changed, mutex) }
      if isStopped { throw Stopped() }
      bundles.append(bundle)
      pthread_cond_broadcast(changed)
    }
  }

  /// The reader: waits for the answer to the question it has handed over.
  fileprivate func awaitAnswer() throws -> Bool {
    let result = try locked {
      while answer == nil && !isStopped { pthread_cond_wait(changed, mutex) }
      guard let answer, !isStopped else { throw Stopped() }
      self.answer = nil
      return answer
    }
    return try result.get()
  }
}
