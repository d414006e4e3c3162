import Foundation
import Testing

/// Text people read, kept as files under `Tests/Golden/` that the tests compare against, so that
/// a change to help, the manual or the wording of errors shows in review as a diff of exactly
/// what a user sees. `KAKEIBO_RECORD=1 swift test` rewrites the files from what kakeibo says now
/// (and passes); without it, a difference fails with the first line that differs.
enum Golden {
  /// `Tests/Golden`, found from this file's path.
  static let folder: String = {
    var path = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    path.removeLast(2)  // KakeiboCLITests/Golden.swift
    return path.joined(separator: "/") + "/Golden"
  }()

  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["KAKEIBO_RECORD"].map { !$0.isEmpty && $0 != "0" } ?? false
  }

  /// Compares `text` with the golden file at `path` (relative to `Tests/Golden`), or writes it
  /// there in record mode.
  static func check(
    _ text: String, against path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let file = folder + "/" + path
    if isRecording {
      record(text, at: file)
      return
    }
    guard let data = FileManager.default.contents(atPath: file) else {
      Issue.record(
        "no golden file \(path); run KAKEIBO_RECORD=1 swift test to write it",
        sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != text else { return }
    Issue.record(
      Comment(rawValue: "\(path) differs; " + firstDifference(expected, text)),
      sourceLocation: sourceLocation)
  }

  /// Writes `text` to `file`, making its folder.
  static func record(_ text: String, at file: String) {
    let folder = String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    guard FileManager.default.contents(atPath: file) != Data(text.utf8) else { return }
    _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
  }

  /// The golden files under `folder` (relative to `Tests/Golden`), for finding stale ones.
  static func files(under folder: String) -> [String] {
    let root = self.folder + "/" + folder
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
    return names.filter { !$0.hasSuffix("/") && !$0.contains("/.") && !$0.hasPrefix(".") }
      .filter { name in
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(
          atPath: root + "/" + name, isDirectory: &isDirectory)
        return exists && !isDirectory.boolValue
      }
      .map { folder + "/" + $0 }.sorted()
  }

  /// Removes the golden files under `folder` that `kept` does not name (in record mode).
  static func removeStale(under folder: String, keeping kept: Set<String>) {
    for file in files(under: folder) where !kept.contains(file) {
      if isRecording {
        try? FileManager.default.removeItem(atPath: self.folder + "/" + file)
      } else {
        Issue.record("\(file) is a golden file no test checks; KAKEIBO_RECORD=1 removes it")
      }
    }
  }

  /// The first line at which `actual` differs from `expected`, both shown.
  static func firstDifference(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(old.count, new.count) {
      let was = index < old.count ? String(old[index]) : "(end of file)"
      let now = index < new.count ? String(new[index]) : "(end of text)"
      if was != now {
        return "line \(index + 1):\n  golden: \(was)\n  now:    \(now)"
      }
    }
    return "they differ"
  }
}
