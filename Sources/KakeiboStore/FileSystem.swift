#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file-system operations the store needs before SQLite takes over.
enum FileSystem {
  enum Kind: Equatable {
    case missing
    case file
    case directory
    case other
  }

  /// What is at `path`, following symbolic links.
  static func kind(of path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    default: return .other
    }
  }

  /// Creates `path` as an empty file readable only by its owner (mode 0600), creating missing
  /// folders above it (mode 0700). A file that already exists is left alone.
  static func createPrivateFile(at path: String) throws(LedgerError) {
    try createDirectories(upTo: parent(of: path), for: path)
    let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
      close(descriptor)
    } else if errno != EEXIST {
      throw .cannotCreate(path: path, reason: errorText(errno))
    }
  }

  /// Creates `directory` and every missing folder above it.
  private static func createDirectories(upTo directory: String, for path: String)
    throws(LedgerError)
  {
    guard !directory.isEmpty, kind(of: directory) != .directory else { return }
    try createDirectories(upTo: parent(of: directory), for: path)
    if mkdir(directory, 0o700) != 0 && errno != EEXIST {
      throw .cannotCreate(path: path, reason: "cannot create \(directory): \(errorText(errno))")
    }
  }

  /// Whether a write-ahead log with content sits beside the database at `path`.
  static func hasWriteAheadLog(_ path: String) -> Bool {
    var info = stat()
    return stat(path + "-wal", &info) == 0 && info.st_size > 0
  }

  /// `path` with the characters that mean something in an SQLite URI, and non-ASCII bytes,
  /// percent-encoded.
  static func uriEscaped(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0x80...:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      default:
        result.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return result
  }

  /// The folder part of `path` ("" for a bare file name, "/" for a file at the root).
  static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.last == "/" { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    let parent = trimmed[..<slash]
    return parent.isEmpty ? "/" : String(parent)
  }

  static func errorText(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
