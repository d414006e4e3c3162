/// One command-line word, classified. Each remembers its position in the argument list.
@usableFromInline enum Token: Equatable {
  /// `--name` or `--name=value`.
  case longOption(name: String, value: String?, index: Int)
  /// `-x`, or `-xVALUE` with the rest of the word as `attached`.
  case shortOption(Character, attached: String?, index: Int)
  /// A positional word (also `-` for standard input and negative numbers such as `-500`).
  case value(String, index: Int)
  /// `--`: every word after it is positional.
  case terminator(index: Int)

  /// Splits arguments into tokens. Words after `--` are all values.
  @usableFromInline static func tokenize(_ arguments: [String]) -> [Token] {
    var tokens: [Token] = []
    var afterTerminator = false
    for (index, word) in arguments.enumerated() {
      if afterTerminator {
        tokens.append(.value(word, index: index))
      } else if word == "--" {
        tokens.append(.terminator(index: index))
        afterTerminator = true
      } else if word.hasPrefix("--") {
        let body = word.dropFirst(2)
        if let equals = body.firstIndex(of: "=") {
          tokens.append(
            .longOption(
              name: String(body[..<equals]), value: String(body[body.index(after: equals)...]),
              index: index))
        } else {
          tokens.append(.longOption(name: String(body), value: nil, index: index))
        }
      } else if word.hasPrefix("-"), word.count > 1, let letter = word.dropFirst().first,
        !letter.isNumber
      {
        let rest = word.dropFirst(2)
        tokens.append(
          .shortOption(letter, attached: rest.isEmpty ? nil : String(rest), index: index))
      } else {
        tokens.append(.value(word, index: index))
      }
    }
    return tokens
  }
}
