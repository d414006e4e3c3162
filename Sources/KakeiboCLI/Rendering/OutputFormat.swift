import ArgumentParsing

/// How a command prints its result.
enum OutputFormat: String, CaseIterable {
  case table
  case text
  case csv
  case json
  /// A chart, as an SVG document (`report --year` and `--last`).
  case svg

  /// Reads `--format` among `allowed`, defaulting to the first of them.
  static func parse(_ arguments: ParsedArguments, allowed: [OutputFormat]) throws(UsageError)
    -> OutputFormat
  {
    guard let text = arguments.value("format") else { return allowed[0] }
    guard let format = OutputFormat(rawValue: text.lowercased()), allowed.contains(format) else {
      throw .invalidChoice(option: "--format", value: text, choices: allowed.map(\.rawValue))
    }
    return format
  }

  /// The `--format` option of a command that prints `formats`, the first being the default.
  static func option(_ formats: [OutputFormat]) -> OptionSpec {
    .value(
      "format", short: "f", valueName: "FORMAT",
      help: formats.dropLast().map(\.rawValue).joined(separator: ", ") + " or "
        + (formats.last?.rawValue ?? "") + " (default: \(formats[0].rawValue))"
    ).helped(
      ja: formats.map(\.rawValue).joined(separator: "・") + " のどれか（省略時: \(formats[0].rawValue)）"
    ).completing(.words(formats.map(\.rawValue)))
  }
}
