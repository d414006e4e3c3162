import KakeiboCore

/// Reads the values of import files through the domain's own parsers, adapted to what the files
/// hold: full dates only, signed amounts, memos put together from several columns.
public enum ImportAdapters {
  /// Parses a full date: `YYYY-MM-DD` or `YYYY/MM/DD` (Money Forward ME writes `2026/11/05`),
  /// with `LedgerDate(parsing:today:)`, or any other form of a date with its year that
  /// statements write (`20241105`, `2024.11.05`, `2024年11月5日`, `R6.11.5`, see
  /// `StatementDates`). Refuses the forms that depend on today (`today`, `11/05`), which mean
  /// nothing in a file.
  public static func date(_ text: String) throws(InvalidValue) -> LedgerDate {
    if let date = LedgerDate(iso: text) ?? LedgerDate(iso: text, separator: "/") { return date }
    let folded = TextNormalization.folded(text)
    let parts = folded.split(whereSeparator: { $0 == "-" || $0 == "/" })
    if !(parts.count == 3 && parts[0].count == 4),
      case .full(let date)? = StatementDates.read(folded)
    {
      return date
    }
    guard parts.count == 3, parts[0].count == 4 else {
      throw InvalidValue(.date, text, .notAFullDate)
    }
    do {
      return try LedgerDate(parsing: text, today: DateRange.all.first)
    } catch {
      // The domain's reason, followed by the forms a file accepts: fewer than typed ones.
      throw InvalidValue(.date, text, .inFile(error.reason))
    }
  }

  /// A signed amount, as Money Forward ME writes money in and out.
  public enum SignedAmount: Equatable, Sendable {
    /// Money out: `-1,280` is an expense of ¥1,280.
    case expense(Yen)
    /// Money in: `3000` (income, or a refund of an expense).
    case moneyIn(Yen)
    /// Zero.
    case zero
  }

  /// Parses a signed amount (`-1,280`, `-¥1,280`, `3000`, `0`): the magnitude with
  /// `Yen(parsingEntryAmount:)`, the sign (ASCII or full-width minus) before it.
  public static func signedAmount(_ text: String) throws(InvalidValue) -> SignedAmount {
    let folded = Substring(TextNormalization.folded(text))
    let minus: Set<Character> = ["-", "−", "－"]
    if let first = folded.first, minus.contains(first) {
      let magnitude = String(folded.dropFirst())
      if !magnitude.isEmpty, magnitude.allSatisfy({ $0 == "0" }) { return .zero }
      do {
        return .expense(try Yen(parsingEntryAmount: magnitude))
      } catch {
        throw InvalidValue(.amount, text, error.reason)
      }
    }
    if folded.allSatisfy({ $0 == "0" }), !folded.isEmpty { return .zero }
    return .moneyIn(try Yen(parsingEntryAmount: text))
  }

  /// Makes a memo of the non-empty `parts`, joined by ` / `. Line breaks and tabs (which a
  /// quoted field may hold, but a memo may not) become spaces; each part is trimmed when
  /// `trimming`. Throws when the result is not a valid memo.
  public static func memo(_ parts: [String], trimming: Bool = true) throws(InvalidValue) -> Memo {
    let pieces = parts.map { piece($0, trimming: trimming) }.filter { !$0.isEmpty }
    return try Memo(
      pieces.count == 1 ? pieces[0] : pieces.joined(separator: " / "), trimming: trimming)
  }

  /// Makes a memo of one field, as `memo(_:trimming:)` does.
  public static func memo(_ part: String, trimming: Bool = true) throws(InvalidValue) -> Memo {
    try Memo(piece(part, trimming: trimming), trimming: trimming)
  }

  /// One part of a memo: line breaks and tabs as spaces, trimmed when `trimming`.
  private static func piece(_ part: String, trimming: Bool) -> String {
    var piece = part
    if piece.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      // "\r\n" is one Character, so each line break becomes one space.
      piece = String(piece.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
    if trimming, let first = piece.unicodeScalars.first, let last = piece.unicodeScalars.last,
      first.properties.isWhitespace || last.properties.isWhitespace
    {
      piece = TextNormalization.trimmed(piece)
    }
    return piece
  }
}
