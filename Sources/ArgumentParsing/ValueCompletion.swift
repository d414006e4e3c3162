/// What a shell's completion offers for an option's value or an argument.
public enum ValueCompletion: Sendable, Equatable {
  /// Nothing: free text, such as a memo or an amount.
  case none
  /// These words, such as the formats a command prints.
  case words([String])
  /// File names.
  case files
  /// The words that `program completion --values NAME` prints when the user presses Tab, such
  /// as the 内訳 in use in the ledger.
  case generated(String)
}
