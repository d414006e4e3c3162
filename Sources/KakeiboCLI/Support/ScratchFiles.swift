#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - State the signal handler reads

// A C signal handler captures nothing, so the paths it removes live in a fixed table of C
// strings. A slot is filled before the file it names is created and emptied before its string
// is freed, so that the handler only ever sees whole strings.

private let scratchCapacity = 8
/// The paths to remove, one per slot (nil: free).
nonisolated(unsafe) private let scratchTable: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> =
  {
    let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
      capacity: scratchCapacity)
    slots.initialize(repeating: nil, count: scratchCapacity)
    return slots
  }()
nonisolated(unsafe) private var areHandlersInstalled = false

/// On SIGINT, SIGTERM or SIGHUP: remove the scratch files, then die of the signal as if it had
/// not been caught. Only async-signal-safe calls.
private func removeScratchFilesAndResignal(_ signalNumber: Int32) {
  for slot in 0..<scratchCapacity {
    if let path = scratchTable[slot] { unlink(path) }
  }
  _ = signal(signalNumber, SIG_DFL)
  _ = raise(signalNumber)
}

/// Files that exist only while a command runs (the temporary files of `OutputFile`, and what
/// SQLite leaves beside them), removed by the command when it is done with them, and by a
/// signal handler when SIGINT, SIGTERM or SIGHUP ends the process first, as
/// docs/import-export-backup.md promises: no half-written file is left behind.
enum ScratchFiles {
  static let handledSignals = [SIGINT, SIGTERM, SIGHUP]

  /// Registers `paths` for removal on a signal; call it before creating them.
  static func add(_ paths: [String]) {
    installHandlers()
    for path in paths {
      guard let slot = (0..<scratchCapacity).first(where: { scratchTable[$0] == nil }) else {
        return
      }
      scratchTable[slot] = strdup(path)
    }
  }

  /// Removes `paths` (those that exist) and forgets them.
  static func remove(_ paths: [String]) {
    for path in paths { unlink(path) }
    forget(paths)
  }

  /// Forgets `paths` without removing them (they were put in place, or never made).
  static func forget(_ paths: [String]) {
    for slot in 0..<scratchCapacity {
      guard let registered = scratchTable[slot], paths.contains(String(cString: registered))
      else { continue }
      scratchTable[slot] = nil
      free(registered)
    }
  }

  /// Installs the handler for each signal that is not ignored (under `nohup`, SIGHUP stays so).
  private static func installHandlers() {
    guard !areHandlersInstalled else { return }
    areHandlersInstalled = true
    for signalNumber in handledSignals {
      let previous = signal(signalNumber, removeScratchFilesAndResignal)
      if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
        _ = signal(signalNumber, SIG_IGN)
      }
    }
  }
}
