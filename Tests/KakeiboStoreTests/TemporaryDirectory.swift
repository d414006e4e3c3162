import Foundation
import KakeiboCore

@testable import KakeiboStore

/// A fresh folder under the system's temporary directory, removed when released.
final class TemporaryDirectory {
  let path: String

  init() throws {
    let base = FileManager.default.temporaryDirectory.path
    path = base + "/kakeibo-store-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  func file(_ name: String) -> String { path + "/" + name }
}

/// The folder of the package, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().path

func fileBytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

extension Ledger {
  /// The SQLite connection of a ledger kept in a file, for tests that look beneath the API.
  var database: Database {
    guard let database = sqliteDatabase else { preconditionFailure("not an SQLite ledger") }
    return database
  }
}

extension ChangeRecord {
  /// What the change log holds for the change, on one line: its detail in the store's stable
  /// form (`ChangeDetailCoding`) with ` | ` between its lines, or the sentence a change
  /// recorded before migration 0019 was stored with.
  var stored: String {
    detail.map { ChangeDetailCoding.encode($0).split(separator: "\n").joined(separator: " | ") }
      ?? summary
  }
}
