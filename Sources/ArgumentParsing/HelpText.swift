import Wording

/// The prose of help (notes, a program's discussion) as blocks that each output lays out in
/// its own way: help wraps them to the terminal's width, the manual page lets roff fill them.
/// Written as plain text, one line per line of thought (never broken by hand to a width):
/// an empty line separates paragraphs; an indented line `  TERM  text` (two spaces or more
/// after the term) is an item of a list, whose text wraps under itself; any other indented line
/// is kept as it is written, such as a command to type.
enum HelpText {
  enum Block: Equatable {
    /// A line of prose.
    case line(String)
    /// An item of a list: indented by `indent`, its text starting at column `column`.
    case item(term: String, text: String, indent: Int, column: Int)
    /// A line kept as written, indented by `indent`.
    case literal(String, indent: Int)
    /// An empty line, between paragraphs.
    case blank
  }

  static func blocks(_ text: String) -> [Block] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let indent = line.prefix(while: { $0 == " " }).count
      guard !line.allSatisfy({ $0 == " " }) else { return .blank }
      guard indent > 0 else { return .line(String(line)) }
      let body = line.dropFirst(indent)
      guard let gap = body.ranges(of: "  ").first else {
        return .literal(String(body), indent: indent)
      }
      let term = body[..<gap.lowerBound]
      let text = body[gap.lowerBound...].drop(while: { $0 == " " })
      let column = DisplayWidth.of(line[..<text.startIndex])
      return .item(term: String(term), text: String(text), indent: indent, column: column)
    }
  }

  /// The blocks of `text` laid out in lines of at most `width` columns, each line after
  /// `indent` spaces.
  static func wrapped(_ text: String, width: Int, indent: Int = 0, language: Language) -> [String] {
    let margin = String(repeating: " ", count: indent)
    return blocks(text).flatMap { block -> [String] in
      switch block {
      case .blank:
        return [""]
      case .line(let line):
        return TextWrapping.wrap(line, width: max(1, width - indent), language: language).map {
          margin + $0
        }
      case .literal(let line, let literalIndent):
        return hanging(
          line, first: literalIndent, rest: literalIndent + 2, width: width - indent,
          language: language
        ).map { margin + $0 }
      case .item(let term, let text, let itemIndent, let column):
        let lead = String(repeating: " ", count: itemIndent) + term
        let pad = String(repeating: " ", count: max(2, column - DisplayWidth.of(lead)))
        let lines = TextWrapping.wrap(
          text, width: max(1, width - indent - DisplayWidth.of(lead + pad)), language: language)
        let under = String(repeating: " ", count: DisplayWidth.of(lead + pad))
        return lines.enumerated().map { index, line in
          margin + (index == 0 ? lead + pad : under) + line
        }
      }
    }
  }

  /// `line` wrapped after `first` spaces, its further lines after `rest` spaces.
  static func hanging(
    _ line: String, first: Int, rest: Int, width: Int, language: Language
  ) -> [String] {
    let firstLines = TextWrapping.wrap(line, width: max(1, width - first), language: language)
    guard firstLines.count > 1 else {
      return firstLines.map { String(repeating: " ", count: first) + $0 }
    }
    let head = firstLines[0]
    let tail = String(line.dropFirst(head.count).drop(while: { $0 == " " }))
    return [String(repeating: " ", count: first) + head]
      + TextWrapping.wrap(tail, width: max(1, width - rest), language: language).map {
        String(repeating: " ", count: rest) + $0
      }
  }
}
