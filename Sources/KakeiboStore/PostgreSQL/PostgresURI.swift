/// A PostgreSQL connection URI as the user gave it (`postgresql://…` or `postgres://…`), and the
/// same URI with its password masked: the only form kakeibo ever prints.
public struct PostgresURI: Hashable, Sendable, CustomStringConvertible {
  /// The URI exactly as given, handed to libpq as it is.
  public let text: String

  /// The schemes libpq accepts for a connection URI.
  public static let schemes = ["postgresql://", "postgres://"]

  /// Returns the URI when `text` is one (by its scheme), else nil: anything else names a file.
  public init?(_ text: String) {
    guard Self.schemes.contains(where: { text.hasPrefix($0) }) else { return nil }
    self.text = text
  }

  /// The URI with the password of its user part (`role:secret@`) and any `password=` parameter
  /// replaced by `***`: `postgresql://role1:***@host/db`.
  public var masked: String {
    guard let scheme = Self.schemes.first(where: { text.hasPrefix($0) }) else { return text }
    let rest = text.dropFirst(scheme.count)
    let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
    var authority = rest[..<authorityEnd]
    var tail = rest[authorityEnd...]
    if let at = authority.lastIndex(of: "@") {
      let user = authority[..<at]
      if let colon = user.firstIndex(of: ":") {
        authority = user[...colon] + "***" + authority[at...]
      }
    }
    if let question = tail.firstIndex(of: "?") {
      let parameters = tail[tail.index(after: question)...].split(
        separator: "&", omittingEmptySubsequences: false
      ).map { parameter -> Substring in
        guard let equals = parameter.firstIndex(of: "="),
          parameter[..<equals].lowercased() == "password"
        else { return parameter }
        return parameter[...equals] + "***"
      }
      tail = tail[...question] + parameters.joined(separator: "&")
    }
    return scheme + authority + tail
  }

  public var description: String { masked }
}
