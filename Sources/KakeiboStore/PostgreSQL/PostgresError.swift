/// A failure of libpq or of the PostgreSQL server, with what the server said.
public enum PostgresError: Error, Equatable, Sendable {
  /// libpq (`libpq.so.5`, Debian's libpq5) could not be loaded.
  case libraryMissing(reason: String)
  /// No connection was made: the server could not be reached (no such host, nothing listening,
  /// the connect timeout passed). `server` is where libpq tried: a host and port, or a socket.
  case unreachable(server: ServerAddress, reason: String)
  /// The server answered but refused the connection: a wrong password, an unknown role, no
  /// access to the database, or no such database.
  case refused(server: ServerAddress, reason: String)
  /// The server answered that it cannot take connections now (SQLSTATE 57P03): it is starting
  /// up, recovering after a crash or an immediate stop, or shutting down. Trying again later
  /// works.
  case notReady(server: ServerAddress, phase: ServerPhase, reason: String)
  /// libpq refused the connection URI itself before trying any server: a parameter it does not
  /// know, a value it does not accept (a port, an `sslmode`), a broken percent escape.
  case invalidURI(reason: String)
  /// The connection broke while a statement ran (the server restarted or went away).
  case connectionLost(reason: String)
  /// The server refused a statement, with its SQLSTATE (such as `23514`, a failed CHECK).
  case statement(sqlState: String, message: String, sql: String?)

  /// The five-character SQLSTATE of a refused statement.
  public var sqlState: String? {
    if case .statement(let state, _, _) = self { return state }
    return nil
  }

  /// The SQLSTATE class (its first two characters): `08` connection, `28` authorization, `42`
  /// syntax or access, `23` integrity, `53` resources, `57` operator intervention.
  public var sqlStateClass: Substring? { sqlState?.prefix(2) }
}

extension PostgresError {
  /// The error with what it repeats of `uri` masked: libpq's messages about a connection may
  /// quote the URI, or the token of it that it could not read, password included.
  func masking(passwordsOf uri: PostgresURI) -> PostgresError {
    switch self {
    case .unreachable(let server, let reason):
      .unreachable(server: server, reason: uri.masking(reason))
    case .refused(let server, let reason): .refused(server: server, reason: uri.masking(reason))
    case .notReady(let server, let phase, let reason):
      .notReady(server: server, phase: phase, reason: uri.masking(reason))
    case .invalidURI(let reason): .invalidURI(reason: uri.masking(reason))
    case .libraryMissing, .connectionLost, .statement: self
    }
  }
}
