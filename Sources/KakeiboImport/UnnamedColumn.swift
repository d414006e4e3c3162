/// A column a table has no name for (a statement without a header, a row longer than its
/// header): what the import hands over as the column's name, `field 3`, and the number the
/// messages word from it in the reader's language (`field 3`, `3 列目`). Both directions are
/// here, so that nothing else writes or reads that form.
public enum UnnamedColumn {
  /// The name of the `number`th column (from 1).
  public static func name(_ number: Int) -> String { "field \(number)" }

  /// The column's number when `name` is one that `name(_:)` made; nil for a column's own name.
  public static func number(in name: String) -> Int? {
    guard name.hasPrefix("field "), let number = Int(name.dropFirst(6)), number > 0,
      Self.name(number) == name
    else { return nil }
    return number
  }
}
