#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files kakeibo writes a whole file into before putting it in place
/// (`export -o`, `backup`), made so that none outlives its run for good, even under `kill -9`.
///
/// - Where Linux allows (`O_TMPFILE`, on most local file systems), the file has no name until
///   it is linked into place: a killed process leaves nothing.
/// - Otherwise (and for SQLite, which writes a backup through a path) the file is named beside
///   its target, `TARGET.kakeibo-PID-START-RANDOM.tmp`: exclusively created, with 64 random bits
///   no one else can guess, and with its process's id and start time, so that the next run to
///   that folder can tell a file whose process is gone (even when the system has given its id
///   to another process since) and remove it, with what SQLite left beside it.
enum TemporaryFiles {
  /// `O_TMPFILE`, which Swift does not import (a macro of two flags in the C header).
  #if os(Linux)
    static let unnamedFlag: Int32 = 0o20_000_000 | O_DIRECTORY
  #else
    static let unnamedFlag: Int32? = nil
  #endif

  /// Opens an unnamed file for writing in `folder` (`""` for the current one), with `mode` less
  /// the umask; nil where the system or the file system cannot, or where no `/proc` would let
  /// it be linked into place later.
  static func openUnnamed(in folder: String, mode: mode_t) -> Int32? {
    #if os(Linux)
      guard access("/proc/self/fd", X_OK) == 0 else { return nil }
      let descriptor = open(folder.isEmpty ? "." : folder, unnamedFlag | O_WRONLY | O_CLOEXEC, mode)
      return descriptor >= 0 ? descriptor : nil
    #else
      return nil
    #endif
  }

  /// Gives the unnamed file open as `descriptor` the name `path`; fails with EEXIST when a file
  /// is there.
  static func link(_ descriptor: Int32, to path: String) -> Bool {
    linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0
  }

  /// A new temporary name beside `target`, unique to this process and unpredictable.
  static func name(beside target: String) -> String {
    let random = String(UInt64.random(in: .min ... .max), radix: 16)
    let padded = String(repeating: "0", count: 16 - random.count) + random
    return target + marker + "\(getpid())-\(startTime(of: getpid()) ?? 0)-\(padded).tmp"
  }

  /// What every temporary name holds after its target's name.
  static let marker = ".kakeibo-"

  /// What SQLite may leave beside a temporary file it wrote.
  static let sideSuffixes = ["-journal", "-wal", "-shm"]

  // MARK: Stale files

  /// Removes from `folder` (`""` for the current one) the temporary files of kakeibo's (this
  /// user's, regular files only) whose process is gone, and what SQLite left beside them. Also
  /// those of older kakeibo versions, named `TARGET.kakeibo-PID.tmp`, when no process has that
  /// id.
  static func removeStale(in folder: String) {
    guard let directory = opendir(folder.isEmpty ? "." : folder) else { return }
    defer { closedir(directory) }
    let prefix = folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/"
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard let owner = owner(ofTemporaryName: name), isGone(owner) else { continue }
      var info = stat()
      let path = prefix + name
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == getuid()
      else { continue }
      unlink(path)
    }
  }

  /// The process (its id, and its start time when the name records it) that made the file
  /// named `name`, when `name` is one of kakeibo's temporary names (or a file SQLite left
  /// beside one); nil otherwise.
  static func owner(ofTemporaryName name: String) -> (pid: Int32, start: UInt64?)? {
    var name = Substring(name)
    for suffix in sideSuffixes where name.hasSuffix(suffix) {
      name = name.dropLast(suffix.count)
    }
    guard name.hasSuffix(".tmp"), let markerRange = name.ranges(of: marker).last else {
      return nil
    }
    let fields = name[markerRange.upperBound...].dropLast(4).split(
      separator: "-", omittingEmptySubsequences: false)
    let isDecimal = { (text: Substring) in
      !text.isEmpty && text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber)
    }
    switch fields.count {
    case 1 where isDecimal(fields[0]):
      return Int32(fields[0]).map { ($0, nil) }
    case 3
    where isDecimal(fields[0]) && isDecimal(fields[1]) && fields[2].count == 16
      && fields[2].allSatisfy(\.isHexDigit):
      guard let pid = Int32(fields[0]), let start = UInt64(fields[1]) else { return nil }
      return (pid, start)
    default:
      return nil
    }
  }

  /// Whether the process that made a temporary file is gone: no process has its id, or the one
  /// that has it started at another time.
  static func isGone(_ owner: (pid: Int32, start: UInt64?)) -> Bool {
    guard owner.pid > 0 else { return false }
    if kill(owner.pid, 0) != 0 && errno == ESRCH { return true }
    guard let start = owner.start, let running = startTime(of: owner.pid) else { return false }
    return running != start
  }

  /// When process `pid` started, in clock ticks since boot (`/proc/PID/stat`'s 22nd field); nil
  /// where it cannot be read.
  static func startTime(of pid: Int32) -> UInt64? {
    let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 1024)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return nil }
    // The command name, in parentheses, may hold spaces: count the fields after its end.
    guard let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")) else { return nil }
    let fields = buffer[(close + 1)..<count].split(separator: UInt8(ascii: " "))
    // Field 3 (the state) is the first after the name; the start time is field 22.
    guard fields.count > 19 else { return nil }
    return UInt64(String(decoding: fields[19], as: UTF8.self))
  }
}
