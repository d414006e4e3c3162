import Foundation
import Testing

@testable import KakeiboStore

/// The throwaway PostgreSQL server that `scripts/with-postgres.sh` starts for the tests, and a
/// fresh database on it for each scenario.
enum TestPostgres {
  static let environment = ProcessInfo.processInfo.environment

  /// The socket folder and port of the test server, when one is running.
  static let server: (host: String, port: String)? = {
    guard let host = environment["KAKEIBO_TEST_POSTGRES_HOST"], !host.isEmpty,
      let port = environment["KAKEIBO_TEST_POSTGRES_PORT"], !port.isEmpty
    else { return nil }
    return (host, port)
  }()

  static var isAvailable: Bool { server != nil }

  /// The URI of `database` on the test server as `role`, with `extra` query parameters.
  static func uri(database: String, role: String = "postgres", extra: String = "") -> String {
    let server = server ?? ("/nonexistent", "5432")
    return "postgresql://\(role)@/\(database)?host=\(server.host)&port=\(server.port)" + extra
  }

  /// Creates an empty database with a new name and returns its URI.
  static func makeDatabase() throws -> String {
    let name =
      "kakeibo_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    let administration = try PostgresConnection(uri: uri(database: "postgres"))
    try administration.execute("CREATE DATABASE \(name)")
    return uri(database: name)
  }
}

/// Fails when the tests were told that a PostgreSQL server must be there (`.ci/run` says so)
/// and none is: the engine's tests would otherwise be skipped without a word.
@Suite struct TestPostgresAvailability {
  @Test func aServerIsThereWhenOneIsRequired() {
    if TestPostgres.environment["KAKEIBO_REQUIRE_POSTGRES"] == "1" {
      #expect(
        TestPostgres.isAvailable,
        "run the tests through scripts/with-postgres.sh, which starts a throwaway server")
    }
  }
}
