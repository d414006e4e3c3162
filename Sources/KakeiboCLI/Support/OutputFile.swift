import KakeiboCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file a command writes (`export -o FILE`, `backup PATH`) was refused or not written.
public struct OutputFileError: Error, Equatable, Sendable {
  public enum Problem: Equatable, Sendable {
    /// A regular file is there, and replacing it was not asked for (`--force`).
    case exists
    /// The path is the ledger itself.
    case isLedger
    /// The path is one of the files SQLite keeps beside the ledger (its log, index, journal).
    case isLedgerFile(ledger: String)
    case isDirectory
    /// What is there cannot be written into this way; `acceptsStreams` when a FIFO or a
    /// character device would do.
    case unsupported(Kind, acceptsStreams: Bool)
    /// Creating, writing, syncing or putting the file in place failed.
    case cannotWrite(reason: SystemError)
    /// The engine writing the file (SQLite's `VACUUM INTO` for a backup) failed, in its words.
    case engineCannotWrite(reason: String)
  }

  /// What is at a path (or given for one) that is not a regular file.
  public enum Kind: Equatable, Sendable {
    case descriptor, fifo, device, socket, blockDevice, stream
  }

  /// What messages call the file.
  public enum Noun: Equatable, Sendable {
    case file, backup
    /// `offline take FILE`.
    case offlineCopy
  }

  /// What messages call the file.
  public let noun: Noun
  public let path: String
  public let problem: Problem
}

/// A file a command writes whole (`export -o FILE`, `backup PATH`): the one place that decides
/// what becomes of whatever is at the path already.
///
/// - Nothing there: the content is written to a temporary file in the path's folder, synced,
///   and linked into place, so that a reader never sees half of it and a file that appears
///   there meanwhile is not replaced. The temporary file has no name where Linux allows
///   (`O_TMPFILE`, for what kakeibo writes itself), so that even `kill -9` leaves nothing; one a
///   writer needs a path for (SQLite's backup) is named unpredictably, and the next run to the
///   folder removes it if its process is gone (`TemporaryFiles`).
/// - A regular file: refused unless `replacing` (`--force`). Then the temporary file takes the
///   old file's permissions (and owner and group, where the system allows) and is renamed
///   over it.
/// - The ledger, or a file SQLite keeps beside it: always refused, by its name and, once a
///   descriptor or device is open, by its device and inode (`-o /dev/stdout 1<>ledger.db`).
/// - A symbolic link: what it points to is written as if named itself, and the link stays (a
///   link to a missing file creates that file).
/// - A file descriptor's path (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`, as
///   a shell's `>(…)` passes), a FIFO or a character device (`/dev/null`): written into as it
///   is, when `acceptsStreams`; otherwise refused. Nothing is ever renamed over anything but a
///   regular file.
///
/// The temporary file is removed when the command fails, and when SIGINT, SIGTERM or SIGHUP
/// ends the process (`ScratchFiles`).
final class OutputFile {
  let path: String
  let noun: OutputFileError.Noun
  /// Whether the file is standard output itself (`-o /dev/stdout`), where nothing else should
  /// be printed.
  let isStandardOutput: Bool
  /// The size in bytes of the file put in place, once committed (nil for a stream).
  private(set) var size: Int?
  private var destination: Destination
  private var output: FileDescriptorOutput?
  /// The mode of a new file, less the umask.
  private let newFileMode: mode_t
  /// What a writer of a named temporary file may leave beside it.
  private let sideFileSuffixes: [String]
  /// The temporary file and what its writer may leave beside it, removed unless committed.
  private var scratchPaths: [String] = []
  private var isClosed = false
  private var isCommitted = false

  private enum Destination {
    /// A regular file at `target` (`replaced`: the file there now, whose owner, group and
    /// permissions the new one takes), whose temporary file is made when it is first written.
    case pending(target: String, replaced: stat?)
    /// An unnamed temporary file, linked (or, when replacing, linked beside and renamed) to
    /// `target` on commit.
    case unnamed(descriptor: Int32, target: String, isReplacing: Bool)
    /// A named temporary file, linked (`isReplacing`: renamed) to `target` on commit.
    case temporary(path: String, descriptor: Int32, target: String, isReplacing: Bool)
    /// A descriptor written into as it is; closed at the end when `isOwned`.
    case stream(descriptor: Int32, isOwned: Bool)
  }

  /// Decides, as the type's summary says, how `path` is written, and creates the temporary
  /// file where one is needed. `protecting` lists the ledger's files; a new file gets
  /// `newFileMode` (less the umask); `sideFileSuffixes` name what a writer of the temporary
  /// file may leave beside it when interrupted, removed with it.
  init(
    path: String, noun: OutputFileError.Noun, replacing: Bool, protecting ledgerFiles: [String],
    newFileMode: mode_t, acceptsStreams: Bool, sideFileSuffixes: [String] = []
  ) throws(OutputFileError) {
    self.path = path
    self.noun = noun
    self.newFileMode = newFileMode
    self.sideFileSuffixes = sideFileSuffixes
    func refusal(_ problem: OutputFileError.Problem) -> OutputFileError {
      OutputFileError(noun: noun, path: path, problem: problem)
    }
    let target: String
    switch Self.resolve(path) {
    case .descriptor(let number):
      guard acceptsStreams else {
        throw refusal(.unsupported(.descriptor, acceptsStreams: acceptsStreams))
      }
      let flags = fcntl(number, F_GETFL)
      guard flags >= 0, flags & O_ACCMODE != O_RDONLY else {
        throw refusal(.cannotWrite(reason: Self.errorText(flags < 0 ? errno : EBADF)))
      }
      // An open descriptor may be the ledger under another name (`3<>ledger.db`).
      if let problem = Self.ledgerProblem(descriptor: number, ledgerFiles) {
        throw refusal(problem)
      }
      destination = .stream(descriptor: number, isOwned: false)
      output = FileDescriptorOutput(descriptor: number)
      isStandardOutput = Self.isStandardOutput(number)
      return
    case .path(let resolved):
      target = resolved
    }

    if let ledger = ledgerFiles.first(where: { Self.isSameFile(target, $0) }) {
      throw refusal(ledger == ledgerFiles.first ? .isLedger : .isLedgerFile(ledger: ledgerFiles[0]))
    }
    var existing = stat()
    let exists = stat(target, &existing) == 0
    // Only a path to nothing may be created; one that cannot be looked at (a loop of links,
    // a folder that may not be searched) is a failure to write, which --force does not mend.
    guard exists || errno == ENOENT else {
      throw refusal(.cannotWrite(reason: Self.errorText(errno)))
    }
    switch existing.st_mode & S_IFMT {
    case _ where !exists, S_IFREG:
      guard !exists || replacing else { throw refusal(.exists) }
    case S_IFDIR:
      throw refusal(.isDirectory)
    case S_IFIFO, S_IFCHR:
      guard acceptsStreams else {
        throw refusal(
          .unsupported(
            existing.st_mode & S_IFMT == S_IFIFO ? .fifo : .device, acceptsStreams: acceptsStreams))
      }
      let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
      guard descriptor >= 0 else { throw refusal(.cannotWrite(reason: Self.errorText(errno))) }
      if let problem = Self.ledgerProblem(descriptor: descriptor, ledgerFiles) {
        close(descriptor)
        throw refusal(problem)
      }
      destination = .stream(descriptor: descriptor, isOwned: true)
      output = FileDescriptorOutput(descriptor: descriptor)
      isStandardOutput = Self.isStandardOutput(descriptor)
      return
    default:
      let kind: OutputFileError.Kind =
        existing.st_mode & S_IFMT == S_IFSOCK ? .socket : .blockDevice
      throw refusal(.unsupported(kind, acceptsStreams: acceptsStreams))
    }

    // What earlier runs that were killed left here goes now.
    TemporaryFiles.removeStale(in: Self.folder(of: target))
    destination = .pending(target: target, replaced: exists ? existing : nil)
    isStandardOutput = false
  }

  /// Makes the temporary file of a pending destination (unnamed unless `named`, or where the
  /// system cannot), and returns the output that writes it.
  private func start(named: Bool) throws(OutputFileError) -> FileDescriptorOutput {
    if let output { return output }
    guard case .pending(let target, let replaced) = destination else {
      throw failure(Self.errorText(EBADF))
    }
    let descriptor: Int32
    if !named,
      let unnamed = TemporaryFiles.openUnnamed(in: Self.folder(of: target), mode: newFileMode)
    {
      descriptor = unnamed
      destination = .unnamed(descriptor: descriptor, target: target, isReplacing: replaced != nil)
    } else {
      let temporary = TemporaryFiles.name(beside: target)
      scratchPaths = [temporary] + sideFileSuffixes.map { temporary + $0 }
      ScratchFiles.add(scratchPaths)
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, newFileMode)
      guard descriptor >= 0 else {
        let code = errno
        ScratchFiles.forget(scratchPaths)
        throw failure(Self.errorText(code))
      }
      destination = .temporary(
        path: temporary, descriptor: descriptor, target: target, isReplacing: replaced != nil)
    }
    if let replaced {
      // The replacement keeps the old file's owner, group and permissions.
      _ = fchown(descriptor, replaced.st_uid, replaced.st_gid)
      _ = fchmod(descriptor, replaced.st_mode & 0o777)
    }
    let output = FileDescriptorOutput(descriptor: descriptor)
    self.output = output
    return output
  }

  deinit {
    switch destination {
    case .pending:
      break
    case .unnamed(let descriptor, _, _):
      // Unless linked into place, the file goes with its last descriptor.
      if !isClosed { close(descriptor) }
      if !isCommitted { ScratchFiles.remove(scratchPaths) }
    case .temporary(_, let descriptor, _, _):
      if !isClosed { close(descriptor) }
      if !isCommitted { ScratchFiles.remove(scratchPaths) }
    case .stream(let descriptor, let isOwned):
      if isOwned && !isClosed { close(descriptor) }
    }
  }

  /// Calls `body` with the file's output; a failed write is this file's error.
  func write<Result>(_ body: (TextOutput) throws -> Result) throws -> Result {
    let output = try start(named: false)
    do {
      return try body(output)
    } catch OutputError.failed(let reason) {
      throw failure(reason)
    }
  }

  /// Calls `body` with the path of the (empty) temporary file to fill, for a writer that opens
  /// files itself, such as SQLite's `VACUUM INTO`. Only for an `OutputFile` that does not
  /// accept streams, which always has one.
  func fill(_ body: (String) throws -> Void) throws {
    if case .pending = destination { _ = try start(named: true) }
    guard case .temporary(let temporary, _, _, _) = destination else {
      throw OutputFileError(
        noun: noun, path: path,
        problem: .unsupported(.stream, acceptsStreams: false))
    }
    try body(temporary)
  }

  /// Flushes and syncs the file, then puts it in place (or, for a stream, flushes it).
  func commit() throws(OutputFileError) {
    // A file nothing was written to is still made, empty.
    let output = try start(named: false)
    do {
      try output.flush()
    } catch {
      switch error {
      case .closed: throw failure(Self.errorText(EPIPE))
      case .failed(let reason): throw failure(reason)
      }
    }
    switch destination {
    case .pending:
      throw failure(Self.errorText(EBADF))
    case .stream(let descriptor, let isOwned):
      isClosed = true
      if isOwned && close(descriptor) != 0 { throw failure(Self.errorText(errno)) }
    case .unnamed(let descriptor, let target, let isReplacing):
      var written = stat()
      guard fsync(descriptor) == 0, fstat(descriptor, &written) == 0 else {
        throw failure(Self.errorText(errno))
      }
      if isReplacing {
        // A name is needed to rename over the old file: for as long as that takes.
        let temporary = TemporaryFiles.name(beside: target)
        scratchPaths = [temporary]
        ScratchFiles.add(scratchPaths)
        guard TemporaryFiles.link(descriptor, to: temporary), rename(temporary, target) == 0
        else { throw failure(Self.errorText(errno)) }
        ScratchFiles.forget(scratchPaths)
      } else {
        // linkat() fails if a file appeared at the target meanwhile: it is never replaced.
        guard TemporaryFiles.link(descriptor, to: target) else {
          if errno == EEXIST { throw OutputFileError(noun: noun, path: path, problem: .exists) }
          throw failure(Self.errorText(errno))
        }
      }
      isCommitted = true
      isClosed = true
      guard close(descriptor) == 0 else { throw failure(Self.errorText(errno)) }
      size = Int(written.st_size)
    case .temporary(let temporary, let descriptor, let target, let isReplacing):
      var written = stat()
      let isSynced = fsync(descriptor) == 0 && fstat(descriptor, &written) == 0
      let syncError = errno
      let isClosedCleanly = close(descriptor) == 0
      isClosed = true
      guard isSynced, isClosedCleanly else {
        throw failure(Self.errorText(isSynced ? errno : syncError))
      }
      if isReplacing {
        guard rename(temporary, target) == 0 else { throw failure(Self.errorText(errno)) }
      } else {
        // link() fails if a file appeared at the target meanwhile: it is never replaced.
        guard link(temporary, target) == 0 else {
          if errno == EEXIST { throw OutputFileError(noun: noun, path: path, problem: .exists) }
          throw failure(Self.errorText(errno))
        }
      }
      isCommitted = true
      // The temporary name (still linked after link()) and anything left beside it.
      ScratchFiles.remove(scratchPaths)
      size = Int(written.st_size)
    }
  }

  /// The error for a failed write with `reason`.
  func failure(_ reason: SystemError) -> OutputFileError {
    OutputFileError(noun: noun, path: path, problem: .cannotWrite(reason: reason))
  }

  // MARK: Paths

  private enum Resolved {
    case descriptor(Int32)
    case path(String)
  }

  /// Follows symbolic links from `path` to the file they name, stopping at a file
  /// descriptor's path (whose link in /proc names an open file, not a path to write beside).
  private static func resolve(_ path: String) -> Resolved {
    var current = path
    for _ in 0..<40 {
      if let number = descriptorNumber(current) { return .descriptor(number) }
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
        let link = readLink(current)
      else { break }
      current = link.hasPrefix("/") ? link : folder(of: current) + link
    }
    return .path(current)
  }

  /// N for `/dev/fd/N`, `/proc/self/fd/N` and `/proc/PID/fd/N` of this process, 0 to 2 for
  /// `/dev/stdin`, `/dev/stdout` and `/dev/stderr`.
  private static func descriptorNumber(_ path: String) -> Int32? {
    switch path {
    case "/dev/stdin": return 0
    case "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default: break
    }
    for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"]
    where path.hasPrefix(prefix) {
      return Int32(path.dropFirst(prefix.count))
    }
    return nil
  }

  private static func readLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The folder part of `path` with its final slash ("" for a bare name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }

  /// Whether `path` and `other` name the same file: the same inode when both exist, else the
  /// same name in the same folder.
  private static func isSameFile(_ path: String, _ other: String) -> Bool {
    guard case .path(let resolvedOther) = resolve(other) else { return false }
    var first = stat()
    var second = stat()
    if stat(path, &first) == 0, stat(resolvedOther, &second) == 0 {
      return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
    let name = { (path: String) in path.split(separator: "/").last.map(String.init) ?? path }
    guard name(path) == name(resolvedOther),
      stat(folder(of: path).isEmpty ? "." : folder(of: path), &first) == 0,
      stat(folder(of: resolvedOther).isEmpty ? "." : folder(of: resolvedOther), &second) == 0
    else { return false }
    return first.st_dev == second.st_dev && first.st_ino == second.st_ino
  }

  /// Why `descriptor` may not be written: it is open on the ledger (the first of `ledgerFiles`)
  /// or on a file SQLite keeps beside it, by device and inode, whatever name opened it; nil
  /// when it is another file.
  private static func ledgerProblem(descriptor: Int32, _ ledgerFiles: [String])
    -> OutputFileError.Problem?
  {
    var opened = stat()
    guard fstat(descriptor, &opened) == 0 else { return nil }
    for (index, file) in ledgerFiles.enumerated() {
      var info = stat()
      guard stat(file, &info) == 0, info.st_dev == opened.st_dev, info.st_ino == opened.st_ino
      else { continue }
      return index == 0 ? .isLedger : .isLedgerFile(ledger: ledgerFiles[0])
    }
    return nil
  }

  private static func isStandardOutput(_ descriptor: Int32) -> Bool {
    var info = stat()
    var standardOutput = stat()
    return descriptor == STDOUT_FILENO
      || (fstat(descriptor, &info) == 0 && fstat(STDOUT_FILENO, &standardOutput) == 0
        && info.st_dev == standardOutput.st_dev && info.st_ino == standardOutput.st_ino)
  }

  private static func errorText(_ code: Int32) -> SystemError {
    SystemError(code)
  }
}
