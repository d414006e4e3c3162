import Foundation
import Testing

/// What `--db` may name (issue 19): a regular file, a path to nothing yet, or a PostgreSQL
/// URI. A FIFO, a device or a socket, and a libpq key=value string, are refused in one line,
/// and nothing is made anywhere; a new ledger and the files SQLite keeps beside it are private.
@Suite struct LedgerPathTests {
  /// Makes a FIFO, a character device (as root: the null device, as mknod makes it) and a
  /// socket in the sandbox, and a symbolic link to the FIFO; returns each with what it is.
  static func specialFiles(in sandbox: Sandbox) throws -> [(String, String)] {
    var files = [("fifo", "a FIFO"), ("link", "a FIFO"), ("socket", "a socket")]
    let folder = sandbox.folder
    #expect(mkfifo(folder + "/fifo", 0o666) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/link", withDestinationPath: folder + "/fifo")
    let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let socketPath = Array((folder + "/socket").utf8CString)
    try #require(socketPath.count <= MemoryLayout.size(ofValue: address.sun_path))
    withUnsafeMutableBytes(of: &address.sun_path) { bytes in
      for (index, byte) in socketPath.enumerated() { bytes[index] = UInt8(bitPattern: byte) }
    }
    let bound = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0)
    if getuid() == 0 {
      #expect(mknod(folder + "/cdev", S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
      files.append(("cdev", "a character device"))
    }
    return files
  }

  @Test func aFIFOADeviceOrASocketIsRefusedAndNothingIsMade() throws {
    let sandbox = try Sandbox()
    let files = try Self.specialFiles(in: sandbox)
    let before = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted()
    for (name, kind) in files {
      let path = sandbox.folder + "/" + name
      for command in [["list"], ["add", "5", "-c", "fun"], ["check"], ["backup", "b.db"]] {
        let result = try sandbox.run(["--db", path] + command, environment: [:])
        #expect(
          result
            == Run(
              status: 74, stdout: "",
              stderr:
                "kakeibo: database \"\(path)\": is \(kind), not a file; pass the path of a ledger file, or of none yet; nothing was created\n"
            ), "\(name) \(command)")
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder).sorted() == before)
  }

  /// A new ledger is readable by its owner only, whatever the umask lets through, and SQLite's
  /// write-ahead log and index beside it take its mode.
  @Test func aNewLedgerAndItsFilesArePrivate() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.shell("umask 000; \"$K\" add 5 -c fun > /dev/null")
    #expect(result.status == 0, "\(result)")
    // Another connection in the middle of a write keeps the log and its index there.
    let writer = try OtherConnection(
      sandbox.databasePath, running: "BEGIN IMMEDIATE; INSERT INTO settings VALUES ('x', 'y')")
    for suffix in ["", "-wal", "-shm"] {
      let mode =
        try FileManager.default.attributesOfItem(atPath: sandbox.databasePath + suffix)[
          .posixPermissions] as? Int
      #expect(mode == 0o600, "ledger.db\(suffix)")
    }
    withExtendedLifetime(writer) {}
  }

  @Test(arguments: [
    (
      "host=nas.local port=5433 dbname=household user=taro password=LeakMe99",
      "host=nas.local port=5433 dbname=household user=taro password=***",
      "postgresql://taro@nas.local:5433/household"
    ),
    (
      "dbname=household host=/run/postgresql sslmode=require",
      "dbname=household host=/run/postgresql sslmode=require",
      "postgresql:///household?host=/run/postgresql&sslmode=require"
    ),
    (
      "  user = 'ta ro' password='Leak Me' host=db",
      "  user = 'ta ro' password=*** host=db",
      "postgresql://ta%20ro@db/"
    ),
  ])
  func aKeyValueConnectionStringIsRefusedWithItsURI(given: String, shown: String, uri: String)
    throws
  {
    let sandbox = try Sandbox()
    for (arguments, environment) in [
      (["--db", given, "add", "5", "-c", "fun"], [String: String?]()),
      (["list"], ["KAKEIBO_DB": given]),
      (["copy", given], [:]),
    ] {
      if arguments.first == "copy" { try sandbox.ok("add", "1", "-c", "fun") }
      let result = try sandbox.run(arguments, environment: environment)
      #expect(
        result
          == Run(
            status: 64, stdout: "",
            stderr:
              "kakeibo: database \"\(shown)\": is a libpq key=value connection string, which kakeibo does not take; name the ledger by its URI, \(uri), with the password in ~/.pgpass or PGPASSFILE. Nothing was created\n"
          ), "\(arguments)")
    }
    // The ledger that copy copies, with the log and index SQLite keeps beside it.
    let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder)
    #expect(left.filter { !["ledger.db", "ledger.db-wal", "ledger.db-shm"].contains($0) } == [])
  }
}
