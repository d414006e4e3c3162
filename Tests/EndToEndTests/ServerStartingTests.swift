import Foundation
import Testing

/// A server that answers but cannot take connections yet (issue 19): starting up, recovering
/// after an immediate stop, or shutting down, which PostgreSQL says with SQLSTATE 57P03. That
/// means "try again", 75, worded so; a refusal of the role or its password stays 77. The
/// server here is a stand-in that speaks just enough of PostgreSQL's protocol to refuse each
/// connection as a real one does at those moments, so that the moment never has to be caught.
@Suite struct ServerStartingTests {
  @Test(arguments: [
    (
      "57P03", "the database system is starting up", 75,
      "is starting up (or recovering) and does not accept connections yet (the database system is starting up); nothing was written, try again in a moment"
    ),
    (
      "57P03", "the database system is not yet accepting connections", 75,
      "is starting up (or recovering) and does not accept connections yet (the database system is not yet accepting connections); nothing was written, try again in a moment"
    ),
    (
      "57P03", "the database system is in recovery mode", 75,
      "is starting up (or recovering) and does not accept connections yet (the database system is in recovery mode); nothing was written, try again in a moment"
    ),
    (
      "57P03", "データベースシステムはシャットダウンしています", 75,
      "is shutting down and does not accept connections (データベースシステムはシャットダウンしています); nothing was written, try again in a moment"
    ),
  ])
  func aServerNotReadyIsTryAgain(
    state: String, message: String, status: Int32, said: String
  ) throws {
    let sandbox = try Sandbox()
    let server = try RefusingServer(sqlState: state, message: message)
    let uri = "postgresql://tester:s3cret@127.0.0.1:\(server.port)/household"
    for command in [["list"], ["add", "5", "-c", "fun"]] {
      let result = try sandbox.run(["--db", uri] + command)
      #expect(
        result
          == Run(
            status: status, stdout: "",
            stderr:
              "kakeibo: database \"postgresql://tester:***@127.0.0.1:\(server.port)/household\": the server at 127.0.0.1:\(server.port) \(said)\n"
          ), "\(command)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder) == [])
  }

  @Test func aRefusedPasswordStaysAccessRefused() throws {
    let sandbox = try Sandbox()
    let server = try RefusingServer(
      sqlState: "28P01", message: "password authentication failed for user \"tester\"")
    let result = try sandbox.run([
      "--db", "postgresql://tester:s3cret@127.0.0.1:\(server.port)/household", "list",
    ])
    #expect(result.status == 77)
    #expect(
      result.stderr
        == "kakeibo: database \"postgresql://tester:***@127.0.0.1:\(server.port)/household\": the server refused the connection: password authentication failed for user \"tester\"\n"
    )
  }
}

/// A TCP listener on 127.0.0.1 that answers every connection as a PostgreSQL server refusing it
/// does: no to SSL and GSS encryption, then, to the startup message, an ErrorResponse (FATAL,
/// with `sqlState` and `message`), and the end of the connection.
final class RefusingServer: @unchecked Sendable {
  private let socket: Int32
  let port: UInt16

  init(sqlState: String, message: String) throws {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(socket, generic, length) == 0 && listen(socket, 16) == 0
          && getsockname(socket, generic, &length) == 0
      }
    }
    guard socket >= 0, bound else {
      close(socket)
      throw SQLiteReader.Failure(description: "cannot listen on 127.0.0.1: errno \(errno)")
    }
    self.socket = socket
    port = UInt16(bigEndian: address.sin_port)
    var fields: [UInt8] = []
    for (code, value) in [("S", "FATAL"), ("V", "FATAL"), ("C", sqlState), ("M", message)] {
      fields += Array(code.utf8) + Array(value.utf8) + [0]
    }
    fields.append(0)
    let response = [UInt8(ascii: "E")] + Self.bigEndian(UInt32(4 + fields.count)) + fields
    Thread.detachNewThread { [socket] in
      while true {
        let client = accept(socket, nil, nil)
        guard client >= 0 else { return }
        Self.answer(client, with: response)
        close(client)
      }
    }
  }

  deinit {
    shutdown(socket, Int32(SHUT_RDWR))
    close(socket)
  }

  private static func answer(_ client: Int32, with response: [UInt8]) {
    while true {
      guard let header = read(client, count: 8) else { return }
      let length = Int(number(header[0..<4]))
      let code = number(header[4..<8])
      if length == 8 && (code == 80_877_103 || code == 80_877_104) {
        _ = send(client, [UInt8(ascii: "N")], 1, 0)  // SSLRequest or GSSENCRequest: no.
        continue
      }
      // The rest of the startup message, then the refusal.
      guard length >= 8, read(client, count: length - 8) != nil else { return }
      _ = response.withUnsafeBytes { send(client, $0.baseAddress, $0.count, 0) }
      return
    }
  }

  private static func read(_ client: Int32, count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        recv(client, buffer.baseAddress.map { $0 + filled }, count - filled, 0)
      }
      guard got > 0 else { return nil }
      filled += got
    }
    return bytes
  }

  private static func number(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    bytes.reduce(0) { $0 << 8 | UInt32($1) }
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}
