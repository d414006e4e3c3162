/// Why the system refused what was asked of a file (opening, reading or writing it): the `errno`
/// code, handed over as data, so that the message catalogue words it in the reader's language
/// rather than a sentence from the C library reaching a Japanese reader in English.
public struct SystemError: Error, Hashable, Sendable {
  /// The `errno` value, such as `ENOENT` (2) or `EACCES` (13).
  public let code: Int32

  public init(_ code: Int32) {
    self.code = code
  }
}
