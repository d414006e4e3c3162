/// A libpq key=value connection string (`host=nas.local dbname=household user=taro`), which
/// kakeibo does not take as a ledger's location: given as `--db`, it would be a file's path, and
/// its folders and file (with the password in their names) would be made. It is refused, with
/// the URI that says the same (`postgresql://taro@nas.local/household`).
enum ConnectionString {
  /// libpq's connection parameters (PostgreSQL 15), which a key=value string is made of.
  static let keywords: Set<String> = [
    "host", "hostaddr", "port", "dbname", "user", "password", "passfile", "channel_binding",
    "connect_timeout", "client_encoding", "options", "application_name",
    "fallback_application_name", "keepalives", "keepalives_idle", "keepalives_interval",
    "keepalives_count", "tcp_user_timeout", "replication", "gssencmode", "sslmode",
    "requiressl", "sslcompression", "sslcert", "sslkey", "sslpassword", "sslrootcert", "sslcrl",
    "sslcrldir", "sslsni", "requirepeer", "ssl_min_protocol_version", "ssl_max_protocol_version",
    "krbsrvname", "gsslib", "service", "target_session_attrs",
  ]

  /// The key=value pairs of `text` when it is a connection string (at least one of its words,
  /// at its start or after a space, is one of libpq's keywords and `=`); nil otherwise.
  static func pairs(in text: String) -> [(key: String, value: String)]? {
    guard text.utf8.contains(UInt8(ascii: "=")) else { return nil }
    var pairs: [(key: String, value: String)] = []
    var rest = Substring(text)
    var isConnectionString = false
    while true {
      rest = rest.drop { $0 == " " || $0 == "\t" }
      guard !rest.isEmpty else { break }
      let key = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
      var after = rest.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }
      guard !key.isEmpty, after.first == "=" else {
        // Not a pair: skip the word.
        rest = rest.drop { $0 != " " && $0 != "\t" }
        continue
      }
      after = after.dropFirst().drop { $0 == " " || $0 == "\t" }
      var value = ""
      if after.first == "'" {
        after = after.dropFirst()
        while let character = after.popFirst(), character != "'" {
          if character == "\\", let escaped = after.popFirst() {
            value.append(escaped)
          } else {
            value.append(character)
          }
        }
      } else {
        let word = after.prefix { $0 != " " && $0 != "\t" }
        value = String(word)
        after = after.dropFirst(word.count)
      }
      let name = key.lowercased()
      if keywords.contains(name) { isConnectionString = true }
      pairs.append((name, value))
      rest = after
    }
    return isConnectionString ? pairs : nil
  }

  /// The URI that names what `pairs` do, without the password (which belongs in `~/.pgpass`):
  /// `postgresql://USER@HOST:PORT/DBNAME`, a socket folder as `?host=`, and the other
  /// parameters as query parameters.
  static func uri(_ pairs: [(key: String, value: String)]) -> String {
    var values: [String: String] = [:]
    var others: [(String, String)] = []
    for (key, value) in pairs where key != "password" {
      if ["host", "port", "dbname", "user"].contains(key) {
        values[key] = value
      } else if keywords.contains(key) {
        others.append((key, value))
      }
    }
    var uri = "postgresql://"
    if let user = values["user"] { uri += escaped(user) + "@" }
    let host = values["host"] ?? ""
    if !host.hasPrefix("/") { uri += escaped(host) }
    if let port = values["port"], !host.hasPrefix("/") { uri += ":" + escaped(port) }
    uri += "/" + escaped(values["dbname"] ?? "")
    var query: [(String, String)] = []
    if host.hasPrefix("/") {
      query.append(("host", host))
      if let port = values["port"] { query.append(("port", port)) }
    }
    query += others
    if !query.isEmpty {
      uri += "?" + query.map { $0.0 + "=" + escaped($0.1) }.joined(separator: "&")
    }
    return uri
  }

  /// `text` with every byte but unreserved ones and `/` percent-encoded.
  private static func escaped(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      let character = Character(Unicode.Scalar(byte))
      if byte < 0x80
        && (character.isLetter || character.isNumber || "-._~/".contains(character))
      {
        result.append(character)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
