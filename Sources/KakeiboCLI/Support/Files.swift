import KakeiboCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file named on the command line (not the ledger) could not be read.
public enum FileError: Error, Equatable, Sendable {
  /// The input file does not exist.
  case missing(path: String)
  /// The input file exists but cannot be opened.
  case unreadable(path: String, reason: SystemError)
  /// The input names a directory.
  case isDirectory(path: String)
  /// Reading failed part way through.
  case readFailed(path: String, reason: SystemError)
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
      throw .unreadable(path: path, reason: SystemError(code))
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let reason = SystemError(errno)
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
        throw .readFailed(path: path, reason: SystemError(errno))
      }
      if count == 0 { break }
      filled += count
    }
    return filled
  }
}
