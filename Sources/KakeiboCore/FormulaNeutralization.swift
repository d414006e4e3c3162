/// Keeps text cells of a CSV file from running as formulas when a spreadsheet opens it (CSV
/// formula injection): a cell that starts with `=`, `+`, `-` or `@`, or their full-width forms
/// `＝`, `＋`, `－` and `＠` (which a Japanese spreadsheet folds to them, as a Japanese input method
/// types them), or with a tab or a carriage return (which spreadsheets skip before looking), is
/// written with a `'` in front, the prefix
/// that makes a spreadsheet show the rest as text. So that the text read back is always the text
/// written, a cell that already starts with `'`s followed by one of those characters gets one
/// more `'` as well; `restore` removes exactly that one. Only text cells: amounts, dates and ids
/// are never touched.
public enum FormulaNeutralization {
  /// Returns `text` as a CSV cell may safely hold it.
  public static func neutralize(_ text: String) -> String {
    needsPrefix(text.unicodeScalars) ? "'" + text : text
  }

  /// Returns the text that `neutralize` made `cell` from: `cell` without the `'` it added.
  public static func restore(_ cell: String) -> String {
    guard cell.unicodeScalars.first == "'", needsPrefix(cell.unicodeScalars.dropFirst()) else {
      return cell
    }
    return String(cell.dropFirst())
  }

  /// Whether `text` starts with a character a spreadsheet reads as a formula, or with `'`s and
  /// then one.
  private static func needsPrefix(_ text: some Collection<Unicode.Scalar>) -> Bool {
    guard let first = text.first(where: { $0 != "'" }) else { return false }
    switch first {
    case "=", "+", "-", "@", "\t", "\r", "\u{FF1D}", "\u{FF0B}", "\u{FF0D}", "\u{FF20}":
      return true
    default:
      return false
    }
  }
}
