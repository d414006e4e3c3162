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

  /// How the file is named in messages: standard input is `-`.
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
  let output: FileDescriptorOutput
  private let descriptor: Int32
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
    if !isCommitted {
      close(descriptor)
      unlink(temporaryPath)
    }
  }

  /// Flushes, syncs and puts the file in place of any file at `path`.
  func commit() throws(FileError) {
    do {
      try output.flush()
    } catch {
      throw .cannotWrite(path: path, reason: Failure.describe(error).message ?? "\(error)")
    }
    guard fsync(descriptor) == 0, close(descriptor) == 0 else {
      throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    isCommitted = true
    guard rename(temporaryPath, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporaryPath)
      throw .cannotWrite(path: path, reason: reason)
    }
  }
}
