#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file named on the command line (not the ledger) could not be read or written.
public enum FileError: Error, Equatable, Sendable {
  /// The input file does not exist.
  case missing(path: String)
  /// The input file exists but cannot be opened.
  case unreadable(path: String, reason: String)
  /// The input names a directory.
  case isDirectory(path: String)
  /// Reading failed part way through.
  case readFailed(path: String, reason: String)
  /// The output file could not be created or written.
  case cannotWrite(path: String, reason: String)
}

/// A file read from start to end, or standard input for `-`.
final class InputFile {
  /// The path as given.
  let path: String
  /// The size in bytes of a regular file; nil for standard input and pipes.
  let size: Int?
  private let descriptor: Int32

  /// Whether the file is standard input (`-`).
  var isStandardInput: Bool { path == "-" }

  private init(path: String, descriptor: Int32, size: Int?) {
    self.path = path
    self.descriptor = descriptor
    self.size = size
  }

  deinit {
    if !isStandardInput { close(descriptor) }
  }

  /// Opens `path` for reading (`-` is standard input).
  static func open(_ path: String) throws(FileError) -> InputFile {
    let descriptor = path == "-" ? STDIN_FILENO : Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw .missing(path: path) }
      throw .unreadable(path: path, reason: String(cString: strerror(code)))
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let reason = String(cString: strerror(errno))
      if path != "-" { close(descriptor) }
      throw .unreadable(path: path, reason: reason)
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      if path != "-" { close(descriptor) }
      throw .isDirectory(path: path)
    case S_IFREG:
      return InputFile(path: path, descriptor: descriptor, size: Int(info.st_size))
    default:
      return InputFile(path: path, descriptor: descriptor, size: nil)
    }
  }

  /// Fills `buffer` as far as the file goes; returns the number of bytes read, less than the
  /// buffer's size only at the end of the file.
  func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws(FileError) -> Int {
    var filled = 0
    while filled < buffer.count {
      let count = Glibc.read(
        descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
      if count < 0 {
        if errno == EINTR { continue }
        throw .readFailed(path: path, reason: String(cString: strerror(errno)))
      }
      if count == 0 { break }
      filled += count
    }
    return filled
  }
}

/// A file written in full or not at all: written to a temporary file beside it, which replaces
/// the file only once everything is written and synced.
final class OutputFile {
  let path: String
  private let temporaryPath: String
  private let descriptor: Int32
  private let output: FileDescriptorOutput
  private var isClosed = false
  private var isCommitted = false

  /// Creates the temporary file (with the permissions a new file gets, `0666` less the umask).
  init(path: String) throws(FileError) {
    self.path = path
    temporaryPath = path + ".kakeibo-\(getpid()).tmp"
    descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    output = FileDescriptorOutput(descriptor: descriptor)
  }

  deinit {
    if !isClosed { close(descriptor) }
    if !isCommitted { unlink(temporaryPath) }
  }

  /// Calls `body` with the file's output; a failed write is this file's error.
  func write<Result>(_ body: (TextOutput) throws -> Result) throws -> Result {
    do {
      return try body(output)
    } catch OutputError.failed(let reason) {
      throw FileError.cannotWrite(path: path, reason: reason)
    }
  }

  /// Flushes, syncs and puts the file in place of any file at `path`.
  func commit() throws {
    try write { _ in try output.flush() }
    let isSynced = fsync(descriptor) == 0
    let syncError = errno
    let isClosedCleanly = close(descriptor) == 0
    isClosed = true
    guard isSynced, isClosedCleanly else {
      throw FileError.cannotWrite(
        path: path, reason: String(cString: strerror(isSynced ? errno : syncError)))
    }
    guard rename(temporaryPath, path) == 0 else {
      throw FileError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    isCommitted = true
  }
}
