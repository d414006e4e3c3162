/// Where libpq tried to connect, as it reports it: a host (a name or an address) or the folder of
/// a Unix socket, and the port. Handed over as data, so that the messages word it in the reader's
/// language ("socket /run/postgresql port 5432", 「ソケット /run/postgresql（ポート 5432）」).
public struct ServerAddress: Equatable, Sendable {
  /// The host name or address; for a Unix socket the folder it is in (a path, from `/`); empty
  /// when libpq named none.
  public let host: String
  /// The port, as libpq reports it; empty when it named none.
  public let port: String

  public init(host: String, port: String) {
    self.host = host
    self.port = port
  }

  /// No address: libpq had not chosen a server (or there was no connection to ask).
  public static let unknown = ServerAddress(host: "", port: "")

  /// Whether libpq named neither a host nor a port.
  public var isUnknown: Bool { host.isEmpty && port.isEmpty }

  /// Whether the host is a Unix socket's folder rather than a host name or address.
  public var isSocket: Bool { host.hasPrefix("/") }
}
