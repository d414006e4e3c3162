import ArgumentParsing
import Wording

// The formats commands print, each set a `CaseIterable` enum whose first case is the default:
// a command declares its `--format` once, as `Choice<ListFormat>.format()`, and the parser
// offers, documents and checks exactly those.

/// A change in words, or the entry as JSON: add, income, edit, delete, undo and redo.
enum TextFormat: String, CaseIterable, Sendable {
  case text, json
}

/// A table, or JSON: log, config and member.
enum TableFormat: String, CaseIterable, Sendable {
  case table, json
}

/// A table, CSV or JSON: list, budget, recurring and categories.
enum ListFormat: String, CaseIterable, Sendable {
  case table, csv, json
}

/// CSV or JSON: export.
enum ExportFormat: String, CaseIterable, Sendable {
  case csv, json
}

extension ChoiceKey where Environment == Context {
  /// `-f, --format FORMAT` among the cases of `Value`, with `note` after them in help.
  static func format(note: Phrase? = nil) -> ChoiceKey<Value, Context> {
    ChoiceKey("format", short: "f", valueName: Placeholder.format, note: note)
  }
}
