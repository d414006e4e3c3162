import Foundation

/// A golden file of command lines and what kakeibo answers to each, as a reader would see them
/// in a terminal:
///
///     # A comment, kept as it is.
///     + kakeibo add 1 -c fun          (what every case below starts from: a ledger with one entry)
///
///     $ KAKEIBO_LANG=ja kakeibo add 12.5 -c fun
///     kakeibo: 金額 "12.5": …           (standard error, line by line)
///     | …                               (standard output, if any)
///     [65]                              (the exit status)
///
/// Words are written as in a shell: `'…'` literally, `$'…'` with the escapes `\n`, `\t`, `\e`,
/// `\\`, `\'` and `\u{…}`; `NAME=value` before `kakeibo` sets a variable. Each case runs in
/// process on a fresh ledger, after the `+` lines above it; one that changes the ledger says
/// so. The test compares each case's answer with the file, and `KAKEIBO_RECORD=1` rewrites the
/// answers, keeping the command lines and comments.
struct Transcript {
  enum Line {
    /// A comment or an empty line.
    case text(String)
    /// `+ kakeibo …`: a step every later case starts with.
    case setup(String)
    /// `$ kakeibo …` and the answer recorded for it.
    case run(String, answer: [String])
  }

  var lines: [Line]

  init(parsing text: String) {
    lines = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("$ ") {
        lines.append(.run(String(line.dropFirst(2)), answer: []))
      } else if line.hasPrefix("+ ") {
        lines.append(.setup(String(line.dropFirst(2))))
      } else if !line.isEmpty, !line.hasPrefix("#"),
        case .run(let command, let answer)? = lines.last
      {
        lines[lines.count - 1] = .run(command, answer: answer + [line])
      } else {
        lines.append(.text(line))
      }
    }
    if case .text("")? = lines.last { lines.removeLast() }
  }

  /// The file, with `answer` giving each case's answer.
  func rendered(answer: (_ setup: [String], _ command: String) throws -> [String]) rethrows
    -> String
  {
    var setup: [String] = []
    var text: [String] = []
    var setupEnded = true
    for line in lines {
      switch line {
      case .text(let line):
        text.append(line)
      case .setup(let command):
        if setupEnded { setup = [] }
        setup.append(command)
        setupEnded = false
        text.append("+ " + command)
      case .run(let command, _):
        setupEnded = true
        text.append("$ " + command)
        text += try answer(setup, command)
      }
    }
    return text.joined(separator: "\n") + "\n"
  }

  /// A command line's variables and its words after `kakeibo`.
  static func words(_ line: String) throws -> (environment: [String: String], words: [String]) {
    var words: [String] = []
    var word: String?
    var index = line.startIndex
    func next() -> Character? {
      guard index < line.endIndex else { return nil }
      defer { index = line.index(after: index) }
      return line[index]
    }
    while let character = next() {
      switch character {
      case " ":
        if let finished = word { words.append(finished) }
        word = nil
      case "'":
        var quoted = ""
        while let inner = next(), inner != "'" { quoted.append(inner) }
        word = (word ?? "") + quoted
      case "$" where index < line.endIndex && line[index] == "'":
        _ = next()
        var quoted = ""
        while let inner = next(), inner != "'" {
          guard inner == "\\", let escaped = next() else {
            quoted.append(inner)
            continue
          }
          switch escaped {
          case "n": quoted += "\n"
          case "t": quoted += "\t"
          case "e": quoted += "\u{1B}"
          case "u":
            guard next() == "{" else { throw TranscriptError.badEscape(line) }
            var hex = ""
            while let digit = next(), digit != "}" { hex.append(digit) }
            guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
              throw TranscriptError.badEscape(line)
            }
            quoted.unicodeScalars.append(scalar)
          default: quoted.append(escaped)
          }
        }
        word = (word ?? "") + quoted
      default:
        word = (word ?? "") + String(character)
      }
    }
    if let finished = word { words.append(finished) }
    var environment: [String: String] = [:]
    while let first = words.first, first != "kakeibo", let equals = first.firstIndex(of: "=") {
      environment[String(first[..<equals])] = String(first[first.index(after: equals)...])
      words.removeFirst()
    }
    guard words.first == "kakeibo" else { throw TranscriptError.notKakeibo(line) }
    return (environment, Array(words.dropFirst()))
  }
}

enum TranscriptError: Error {
  case notKakeibo(String)
  case badEscape(String)
  /// A `+` step failed, with what it said.
  case setupFailed(String, String)
}
