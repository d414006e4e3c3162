import CPostgreSQL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One connection to a PostgreSQL server through libpq, closed when released. Statements take
/// their values as bound parameters in text form, and results are read as text.
final class PostgresConnection {
  private let pq: LibPQ
  private let handle: OpaquePointer
  /// How many write transactions have committed on this connection.
  var committedWrites = 0

  /// How long a connection attempt may take when the URI does not say (`connect_timeout`).
  static let defaultConnectTimeoutSeconds = 10

  /// Connects to the server a libpq connection URI names. Everything libpq reads for itself
  /// applies as libpq documents it (`~/.pgpass`, `PGPASSWORD`, `PGSERVICE`, the other `PG*`
  /// variables, `sslmode`, …); kakeibo adds only a 10-second `connect_timeout` when the URI sets
  /// none, its application name, and UTF-8 as the client encoding.
  init(uri: String) throws(PostgresError) {
    let pq = try LibPQ.shared.get()
    // Later pairs override earlier ones, and the URI is expanded where `dbname` stands: the
    // timeout comes first so that the URI's own wins, the encoding last so that nothing does.
    let parameters = [
      ("connect_timeout", String(Self.defaultConnectTimeoutSeconds)),
      ("fallback_application_name", "kakeibo"),
      ("dbname", uri),
      ("client_encoding", "UTF8"),
    ]
    let connection = Self.withCStrings(parameters.map(\.0)) { keywords in
      Self.withCStrings(parameters.map(\.1)) { values in
        pq.connectdbParams(keywords, values, 1)
      }
    }
    guard let connection else {
      throw .unreachable(server: .unknown, reason: "libpq could not allocate a connection")
    }
    // libpq's default notice processor prints the server's notices to standard error; kakeibo
    // says what happened itself, in one line.
    _ = pq.setNoticeProcessor(connection, { _, _ in }, nil)
    guard pq.status(connection) == CONNECTION_OK else {
      let error = Self.connectionFailure(pq, connection)
      pq.finish(connection)
      throw error
    }
    self.pq = pq
    handle = connection
  }

  deinit {
    pq.finish(handle)
  }

  /// Where the connection went: the host or the socket folder, and the port, for messages.
  var server: ServerAddress { Self.server(pq, handle) }

  /// Whether the server asked for a password and libpq sent one.
  var usedPassword: Bool { pq.connectionUsedPassword(handle) != 0 }

  /// Whether a transaction block is open (or failed and not yet ended).
  var isInTransaction: Bool {
    let status = pq.transactionStatus(handle)
    return status == PQTRANS_INTRANS || status == PQTRANS_INERROR
  }

  // MARK: Statements

  /// Runs one or more statements without parameters (the simple query protocol), returning the
  /// rows of the last.
  @discardableResult
  func execute(_ sql: String) throws(PostgresError) -> PostgresRows {
    try check(pq.exec(handle, sql), sql: sql)
  }

  /// Runs one statement with `values` bound to `$1`, `$2`, … and returns its rows.
  @discardableResult
  func query(_ sql: String, _ values: [PostgresValue] = []) throws(PostgresError) -> PostgresRows {
    let texts = values.map(\.text)
    let result = Self.withOptionalCStrings(texts) { pointers in
      pq.execParams(handle, sql, Int32(texts.count), nil, pointers, nil, nil, 0)
    }
    return try check(result, sql: sql)
  }

  /// Runs one statement with `values` bound and calls `body` with each row as it arrives, each
  /// a result of one row (libpq's single-row mode), so that memory stays flat however many
  /// rows there are. When `body` throws, the rest of the statement is cancelled.
  func stream(
    _ sql: String, _ values: [PostgresValue], _ body: (PostgresRows) throws -> Void
  ) throws {
    let texts = values.map(\.text)
    let sent = Self.withOptionalCStrings(texts) { pointers in
      pq.sendQueryParams(handle, sql, Int32(texts.count), nil, pointers, nil, nil, 0)
    }
    guard sent == 1 else { throw lostOrFailed(sql: sql) }
    _ = pq.setSingleRowMode(handle)
    var failure: (any Error)?
    while let result = pq.getResult(handle) {
      guard failure == nil else {
        pq.clear(result)
        continue
      }
      if pq.resultStatus(result) == PGRES_SINGLE_TUPLE {
        let row = PostgresRows(pq: pq, handle: result)
        do {
          try body(row)
        } catch {
          failure = error
          cancelStatement()
        }
      } else {
        do {
          _ = try check(result, sql: sql)
        } catch {
          failure = error
        }
      }
    }
    if let failure { throw failure }
  }

  /// Asks the server to stop the statement running on this connection.
  private func cancelStatement() {
    guard let cancel = pq.getCancel(handle) else { return }
    var buffer = [CChar](repeating: 0, count: 256)
    _ = pq.cancel(cancel, &buffer, Int32(buffer.count))
    pq.freeCancel(cancel)
  }

  /// Sends rows to a `COPY … FROM STDIN` statement in text format: `body` writes them through
  /// the `send` function it is given, in chunks of any size. Returns the number of rows copied.
  @discardableResult
  func copy(
    _ sql: String, _ body: (_ send: ([UInt8]) throws(PostgresError) -> Void) throws -> Void
  ) throws -> Int {
    try sendCopy(sql, body)
    return try copyResult(of: sql)
  }

  /// Sends a whole `COPY … FROM STDIN`, as `copy` does, without waiting for the server's
  /// answer: the server stores the rows while the caller goes on, and `copyResult(of:)` waits
  /// for it. Nothing else may be sent in between.
  func sendCopy(
    _ sql: String, _ body: (_ send: ([UInt8]) throws(PostgresError) -> Void) throws -> Void
  ) throws {
    let start = pq.exec(handle, sql)
    guard pq.resultStatus(start) == PGRES_COPY_IN else {
      _ = try check(start, sql: sql)
      throw PostgresError.statement(sqlState: "XX000", message: "COPY did not start", sql: sql)
    }
    pq.clear(start)
    do {
      try body { (bytes: [UInt8]) throws(PostgresError) in
        let sent = bytes.withUnsafeBufferPointer { buffer in
          buffer.withMemoryRebound(to: CChar.self) { chars in
            pq.putCopyData(handle, chars.baseAddress, Int32(chars.count))
          }
        }
        guard sent == 1 else { throw lostOrFailed(sql: sql) }
      }
    } catch {
      _ = pq.putCopyEnd(handle, "kakeibo stopped the copy")
      drainResults()
      throw error
    }
    guard pq.putCopyEnd(handle, nil) == 1 else { throw lostOrFailed(sql: sql) }
  }

  /// Waits for the server's answer to the copy `sendCopy` sent (`sql`): the number of rows it
  /// copied, or what it refused.
  @discardableResult
  func copyResult(of sql: String) throws(PostgresError) -> Int {
    var copied = 0
    var failure: PostgresError?
    while let result = pq.getResult(handle) {
      do throws(PostgresError) {
        let rows = try check(result, sql: sql)
        copied = rows.changedCount
      } catch {
        failure = failure ?? error
      }
    }
    if let failure { throw failure }
    return copied
  }

  /// Reads and frees any results still pending: after a failure, or to give up on a copy
  /// whose answer nobody will read.
  func drainResults() {
    while let result = pq.getResult(handle) { pq.clear(result) }
  }

  /// Returns the result as rows when the statement succeeded; otherwise frees it and throws
  /// what the server (or a lost connection) said.
  private func check(_ result: OpaquePointer?, sql: String) throws(PostgresError) -> PostgresRows {
    guard let result else { throw lostOrFailed(sql: sql) }
    switch pq.resultStatus(result) {
    case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY:
      return PostgresRows(pq: pq, handle: result)
    default:
      let field = { (code: Character) -> String? in
        self.pq.resultErrorField(result, Int32(code.asciiValue ?? 0)).map { String(cString: $0) }
      }
      let state = field("C")
      let message = field("M") ?? Self.text(pq.errorMessage(handle))
      pq.clear(result)
      guard let state, pq.status(handle) == CONNECTION_OK else {
        throw .connectionLost(reason: Self.firstLine(message))
      }
      throw .statement(sqlState: state, message: message, sql: sql)
    }
  }

  private func lostOrFailed(sql: String) -> PostgresError {
    let message = Self.firstLine(Self.text(pq.errorMessage(handle)))
    guard pq.status(handle) == CONNECTION_OK else { return .connectionLost(reason: message) }
    return .statement(sqlState: "XX000", message: message, sql: sql)
  }

  // MARK: Connection failures

  /// Tells a server that could not be reached from one that refused the connection. libpq's
  /// own messages (unlike the server's, which follow its `lc_messages`) are in English, since
  /// kakeibo never calls `setlocale`: what it reports about sockets, hosts and timeouts
  /// identifies an unreachable server; anything else was said by the server.
  private static func connectionFailure(_ pq: LibPQ, _ connection: OpaquePointer)
    -> PostgresError
  {
    let message = text(pq.errorMessage(connection))
    let server = server(pq, connection)
    let reason = reasonText(message)
    let unreachableMarks = [
      "Connection refused", "No such file or directory", "timeout expired",
      "could not translate host name", "Network is unreachable", "No route to host",
      "Connection timed out", "could not connect", "server closed the connection unexpectedly",
      "Connection reset", "Name or service not known", "Permission denied",
    ]
    if unreachableMarks.contains(where: { message.contains($0) }) {
      return .unreachable(server: server, reason: reason)
    }
    // libpq names the server it talked to ("connection to server … failed: "; before libpq 14
    // only the server's own words, "FATAL: …", or libpq's "fe_sendauth: …" said so): a
    // message without any of them is about the URI itself, which no server saw.
    let fromServer = ["connection to server", "FATAL:", "fe_sendauth"]
    guard fromServer.contains(where: { message.contains($0) }) else {
      return .invalidURI(reason: reason)
    }
    if let phase = notReadyPhase(message) {
      return .notReady(server: server, phase: phase, reason: reason)
    }
    return .refused(server: server, reason: reason)
  }

  /// The server's words for "cannot connect now" (SQLSTATE 57P03, which libpq does not give for
  /// a failed connection), in English and in the Japanese a household's server may speak
  /// (`lc_messages`; PostgreSQL 15's own translation), with what each says of the server.
  static let notReadyMessages: [(String, ServerPhase)] = [
    ("the database system is starting up", .startingUp),
    ("the database system is not yet accepting connections", .startingUp),
    ("the database system is in recovery mode", .startingUp),
    ("the database system is shutting down", .shuttingDown),
    ("データベースシステムは起動処理中です", .startingUp),
    ("データベースシステムはまだ接続を受け付けていません", .startingUp),
    ("データベースシステムはリカバリモードです", .startingUp),
    ("データベースシステムはシャットダウンしています", .shuttingDown),
  ]

  /// What the server's refusal `message` says of it, when it says it cannot connect now.
  static func notReadyPhase(_ message: String) -> ServerPhase? {
    notReadyMessages.first { message.contains($0.0) }?.1
  }

  /// The part of libpq's message after `connection to server … failed: `, on one line, without
  /// the server's severity word and without libpq's hint lines.
  static func reasonText(_ message: String) -> String {
    var text = Substring(firstLine(message))
    if let range = text.firstRange(of: " failed: ") { text = text[range.upperBound...] }
    for severity in ["FATAL:", "ERROR:"] where text.hasPrefix(severity) {
      text = text.dropFirst(severity.count)
    }
    return String(text.drop(while: { $0 == " " }))
  }

  /// The host (or the socket folder's path) and the port, as libpq reports them.
  private static func server(_ pq: LibPQ, _ connection: OpaquePointer) -> ServerAddress {
    ServerAddress(host: text(pq.host(connection)), port: text(pq.port(connection)))
  }

  // MARK: C strings

  static func text(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
  }

  static func text(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
  }

  static func firstLine(_ text: String) -> String {
    String(text.split(separator: "\n", maxSplits: 1).first ?? "")
      .trimmingSuffix(while: { $0 == " " || $0 == "\t" })
  }

  /// Calls `body` with a C array of the strings, valid only during the call.
  private static func withCStrings<Result>(
    _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> Result
  ) -> Result {
    withOptionalCStrings(strings.map { Optional($0) }, body)
  }

  /// Calls `body` with a C array of the strings (NULL for nil), valid only during the call.
  private static func withOptionalCStrings<Result>(
    _ strings: [String?], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> Result
  ) -> Result {
    let copies: [UnsafeMutablePointer<CChar>?] = strings.map { string in
      string.map { strdup($0) }
    }
    defer { for copy in copies { free(copy) } }
    let pointers = copies.map { UnsafePointer($0) } + [nil]
    return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
  }
}

extension String {
  fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
    var text = Substring(self)
    while let last = text.last, predicate(last) { text.removeLast() }
    return String(text)
  }
}

/// A value bound to a statement's parameter, sent in text form.
enum PostgresValue: Equatable, Sendable {
  case integer(Int64)
  case text(String)
  /// Bytes for a `bytea` parameter (sent in its hex form, `\x…`).
  case bytes([UInt8])
  case null

  var text: String? {
    switch self {
    case .integer(let number): String(number)
    case .text(let text): text
    case .bytes(let bytes): "\\x" + bytes.map(Self.hexDigits).joined()
    case .null: nil
    }
  }

  private static func hexDigits(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16)
    return byte < 16 ? "0" + digits : digits
  }
}

/// The rows a statement returned, read as text; freed when released.
final class PostgresRows {
  private let pq: LibPQ
  private let handle: OpaquePointer

  fileprivate init(pq: LibPQ, handle: OpaquePointer) {
    self.pq = pq
    self.handle = handle
  }

  deinit {
    pq.clear(handle)
  }

  var count: Int { Int(pq.ntuples(handle)) }
  var columnCount: Int { Int(pq.nfields(handle)) }

  /// The number of rows an INSERT, UPDATE, DELETE or COPY changed.
  var changedCount: Int { Int(PostgresConnection.text(pq.cmdTuples(handle))) ?? 0 }

  func isNull(_ row: Int, _ column: Int) -> Bool {
    pq.getisnull(handle, Int32(row), Int32(column)) != 0
  }

  /// The value as text ("" for NULL).
  func text(_ row: Int, _ column: Int) -> String {
    guard let value = pq.getvalue(handle, Int32(row), Int32(column)) else { return "" }
    let length = Int(pq.getlength(handle, Int32(row), Int32(column)))
    return value.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
      String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
    }
  }

  /// The value as a 64-bit integer (0 for NULL or a value that is not one).
  func int64(_ row: Int, _ column: Int) -> Int64 {
    Int64(text(row, column)) ?? 0
  }

  /// The bytes of a `bytea` value in its hex output form (`\x…`), or nil for NULL or another form.
  func bytes(_ row: Int, _ column: Int) -> [UInt8]? {
    guard !isNull(row, column) else { return nil }
    let text = Array(text(row, column).utf8)
    guard text.count >= 2, text[0] == UInt8(ascii: "\\"), text[1] == UInt8(ascii: "x"),
      text.count % 2 == 0
    else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity((text.count - 2) / 2)
    var index = 2
    while index < text.count {
      guard let high = Self.hexValue(text[index]), let low = Self.hexValue(text[index + 1]) else {
        return nil
      }
      bytes.append(high << 4 | low)
      index += 2
    }
    return bytes
  }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
