/// The name a ledger is given at random when it is created: 32 lowercase hexadecimal digits
/// (128 bits), kept by backups, and written in every row of a CSV export, so that an import
/// can tell the ledger's own entries from another ledger's that happen to have the same ids.
public struct LedgerIdentity: Hashable, Sendable, CustomStringConvertible {
  /// The 32 lowercase hexadecimal digits.
  public let description: String

  /// Reads 32 hexadecimal digits in either case; nil for anything else.
  public init?(_ text: String) {
    let digits = Array(text.utf8)
    guard digits.count == 32,
      digits.allSatisfy({ byte in
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
      })
    else { return nil }
    description = String(decoding: digits.map { $0 | 0x20 }, as: UTF8.self)
  }

  /// Parses the `ledger` cell of an export row (see `init?(_:)`), for messages naming `text`.
  public static func parse(_ text: String) throws(InvalidValue) -> LedgerIdentity {
    guard let identity = LedgerIdentity(text) else {
      throw InvalidValue(.ledger, text, .notALedgerIdentity)
    }
    return identity
  }
}

/// A row of kakeibo's own export, as the entry it was exported from: the ledger that wrote it
/// and the entry's id there.
public struct ExportedEntry: Hashable, Sendable {
  public let ledger: LedgerIdentity
  public let id: Int64

  public init(ledger: LedgerIdentity, id: Int64) {
    self.ledger = ledger
    self.id = id
  }
}
