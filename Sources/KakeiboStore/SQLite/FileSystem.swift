import KakeiboCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file-system operations the store needs before SQLite takes over.
enum FileSystem {
  enum Kind: Equatable {
    case missing
    /// A regular file of 0 bytes with no write-ahead log beside it: a ledger not begun yet.
    case empty
    case file
    case directory
    /// A FIFO, a device or a socket: nothing SQLite may keep a ledger in.
    case special(SpecialFile)
  }

  /// What is at `path`, following symbolic links.
  static func kind(of path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return info.st_size == 0 && !hasWriteAheadLog(path) ? .empty : .file
    case S_IFDIR: return .directory
    case S_IFIFO: return .special(.fifo)
    case S_IFCHR: return .special(.characterDevice)
    case S_IFBLK: return .special(.blockDevice)
    default: return .special(.socket)
    }
  }

  /// The device and inode of the file at `path`, or nil when there is none.
  static func identity(of path: String) -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// Creates `path` as an empty file readable only by its owner (mode 0600), creating missing
  /// folders above it (mode 0700). Returns what it created, or nil when another process
  /// created the file first (it is then left alone, and is not this process's to remove).
  static func createPrivateFile(at path: String) throws(LedgerError) -> ProvisionalFile? {
    var folders: [String] = []
    do {
      try createDirectories(upTo: parent(of: path), for: path, created: &folders)
    } catch {
      removeFolders(folders)
      throw error
    }
    let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
      var info = stat()
      fstat(descriptor, &info)
      close(descriptor)
      return ProvisionalFile(
        path: path, isCreated: true, folders: folders,
        identity: FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }
    let code = errno
    removeFolders(folders)
    guard code == EEXIST else {
      throw .cannotCreate(path: path, folder: nil, reason: SystemError(code))
    }
    return nil
  }

  /// Creates `directory` and every missing folder above it, appending each one it created to
  /// `created`, outermost first.
  private static func createDirectories(
    upTo directory: String, for path: String, created: inout [String]
  ) throws(LedgerError) {
    guard !directory.isEmpty, kind(of: directory) != .directory else { return }
    try createDirectories(upTo: parent(of: directory), for: path, created: &created)
    if mkdir(directory, 0o700) == 0 {
      created.append(directory)
    } else if errno != EEXIST {
      throw .cannotCreate(path: path, folder: directory, reason: SystemError(errno))
    }
  }

  /// Removes `folders` (outermost first, as `createDirectories` lists them) from the innermost
  /// out, stopping at the first that is not empty: another process may have put a file there.
  static func removeFolders(_ folders: [String]) {
    for folder in folders.reversed() where rmdir(folder) != 0 { return }
  }

  /// Whether this process may read the file at `path`.
  static func isReadable(_ path: String) -> Bool {
    access(path, R_OK) == 0
  }

  /// Whether a write-ahead log with content sits beside the database at `path`.
  static func hasWriteAheadLog(_ path: String) -> Bool {
    var info = stat()
    return stat(path + "-wal", &info) == 0 && info.st_size > 0
  }

  /// Whether the write-ahead log and its index both lie beside the file at `path`, as regular
  /// files (the log may be empty): what a connection that only reads needs to write neither.
  static func hasWriteAheadFiles(_ path: String) -> Bool {
    var info = stat()
    return ["-wal", "-shm"].allSatisfy {
      stat(path + $0, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
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

/// Which file a path names: its device and inode.
struct FileIdentity: Equatable {
  let device: UInt64
  let inode: UInt64
}
