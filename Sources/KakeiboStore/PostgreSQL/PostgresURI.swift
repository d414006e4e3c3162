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

  /// The URI without its passwords: the user part's (`role:secret@` becomes `role@`) and every
  /// `password=` parameter taken out. What an offline copy keeps of its server, so that the
  /// password stays where the user keeps it (`~/.pgpass`, `PGPASSWORD`).
  public var withoutPassword: String {
    guard let scheme = Self.schemes.first(where: { text.hasPrefix($0) }) else { return text }
    let rest = text.dropFirst(scheme.count)
    let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
    var authority = rest[..<authorityEnd]
    var tail = rest[authorityEnd...]
    if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
      authority = authority[..<colon] + authority[at...]
    }
    if let question = tail.firstIndex(of: "?") {
      let parameters = tail[tail.index(after: question)...].split(separator: "&").filter {
        parameter in
        guard let equals = parameter.firstIndex(of: "=") else { return true }
        return parameter[..<equals].lowercased() != "password"
      }
      tail =
        parameters.isEmpty
        ? tail[..<question] : tail[...question] + parameters.joined(separator: "&")
    }
    return scheme + authority + tail
  }

  /// The passwords the URI holds (of its user part and of `password=` parameters), as written
  /// and percent-decoded.
  var passwords: [String] {
    guard let scheme = Self.schemes.first(where: { text.hasPrefix($0) }) else { return [] }
    let rest = text.dropFirst(scheme.count)
    let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
    let authority = rest[..<authorityEnd]
    var found: [Substring] = []
    if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
      found.append(authority[authority.index(after: colon)..<at])
    }
    if let question = rest.firstIndex(of: "?") {
      for parameter in rest[rest.index(after: question)...].split(separator: "&") {
        guard let equals = parameter.firstIndex(of: "="),
          parameter[..<equals].lowercased() == "password"
        else { continue }
        found.append(parameter[parameter.index(after: equals)...])
      }
    }
    let written = found.filter { !$0.isEmpty }.map(String.init)
    return Array(Set(written + written.map(Self.percentDecoded)))
  }

  /// `message` (libpq's, which may repeat the URI or a part of it) with the URI written masked
  /// and every password the URI holds replaced by `***`.
  func masking(_ message: String) -> String {
    var result = message.replacing(text, with: masked)
    // The longest first, so that a password inside another is not left half masked.
    for password in passwords.sorted(by: { $0.count > $1.count }) {
      result = result.replacing(password, with: "***")
    }
    return result
  }

  /// `text` with its `%XX` escapes decoded (an escape that is not one is left as it is).
  private static func percentDecoded(_ text: String) -> String {
    var bytes: [UInt8] = []
    var input = Array(text.utf8)[...]
    while let byte = input.popFirst() {
      if byte == UInt8(ascii: "%"), input.count >= 2,
        let value = UInt8(String(decoding: input.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        input = input.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
