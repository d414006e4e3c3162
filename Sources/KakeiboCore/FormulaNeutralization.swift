/// Keeps text cells of a CSV file from running as formulas when a spreadsheet opens it (CSV
/// formula injection): a cell that starts with `=`, `+`, `-` or `@`, or with a tab or a carriage
/// return (which spreadsheets skip before looking), is written with a `'` in front, the prefix
/// that makes a spreadsheet show the rest as text. So that the text read back is always the text
/// written, a cell that already starts with `'`s followed by one of those characters gets one
/// more `'` as well; `restore` removes exactly that one. Only text cells: amounts, dates and ids
/// are never touched.
public enum FormulaNeutralization {
  /// Returns `text` as a CSV cell may safely hold it.
  public static func neutralize(_ text: String) -> String {
    needsPrefix(text.utf8) ? "'" + text : text
  }

  /// Returns the text that `neutralize` made `cell` from: `cell` without the `'` it added.
  public static func restore(_ cell: String) -> String {
    guard cell.utf8.first == .apostrophe, needsPrefix(cell.utf8.dropFirst()) else { return cell }
    return String(cell.dropFirst())
  }

  /// Whether `text` starts with a character a spreadsheet reads as a formula, or with `'`s and
  /// then one.
  private static func needsPrefix(_ text: some Collection<UInt8>) -> Bool {
    guard let first = text.first(where: { $0 != .apostrophe }) else { return false }
    switch first {
    case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"),
      UInt8(ascii: "\t"), UInt8(ascii: "\r"):
      return true
    default:
      return false
    }
  }
}

extension UInt8 {
  fileprivate static let apostrophe = UInt8(ascii: "'")
}
