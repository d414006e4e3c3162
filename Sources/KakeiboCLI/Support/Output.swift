import KakeiboCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command writes text. Tests collect it; the program writes to a file descriptor.
public protocol TextOutput: AnyObject {
  func write(_ text: String) throws(OutputError)
  /// Writes `bytes`, which are whole UTF-8 text (a table's line built as bytes).
  func write(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(OutputError)
}

extension TextOutput {
  /// Writes `bytes` as the text they are.
  public func write(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(OutputError) {
    try write(String(decoding: bytes, as: UTF8.self))
  }

  /// Writes `text` and a newline.
  public func writeLine(_ text: String = "") throws(OutputError) {
    try write(text + "\n")
  }

  /// Writes each line followed by a newline.
  public func writeLines(_ lines: [String]) throws(OutputError) {
    for line in lines { try writeLine(line) }
  }
}

/// Why output could not be written.
public enum OutputError: Error, Equatable, Sendable {
  /// The reader went away (`kakeibo list | head -1`): stop quietly.
  case closed
  /// Any other write failure, with its `errno`.
  case failed(SystemError)
}

/// Collects output in memory.
public final class BufferedOutput: TextOutput {
  public private(set) var text = ""

  public init() {}

  public func write(_ text: String) throws(OutputError) {
    self.text += text
  }
}

/// Writes to a file descriptor through a 64 KiB buffer; call `flush()` before exiting.
public final class FileDescriptorOutput: TextOutput {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private static let capacity = 1 << 16

  public init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(Self.capacity)
  }

  public func write(_ text: String) throws(OutputError) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.capacity { try flush() }
  }

  /// Copies `bytes` into the buffer, without a `String` on the way.
  public func write(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(OutputError) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.capacity { try flush() }
  }

  /// Writes out everything buffered.
  public func flush() throws(OutputError) {
    var offset = 0
    defer { buffer.removeAll(keepingCapacity: true) }
    while offset < buffer.count {
      let written = buffer.withUnsafeBytes { bytes in
        Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw errno == EPIPE ? .closed : .failed(SystemError(errno))
      }
      offset += written
    }
  }
}
