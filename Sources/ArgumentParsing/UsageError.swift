import Wording

/// A command line that does not fit its command's spec. `message` holds the words shown to the
/// user; the caller adds the program name and exits with status 64.
public enum UsageError: Error, Equatable, Sendable {
  case missingCommand
  case unknownCommand(String, suggestion: String?)
  case unknownOption(String, command: String?, suggestion: String?)
  case missingValue(option: String, valueName: String, command: String? = nil)
  case unexpectedValue(option: String, value: String, command: String? = nil)
  /// An option whose value must be one of a few words, given another.
  case invalidChoice(option: String, value: String, choices: [String], command: String? = nil)
  case missingArgument(String, command: String)
  case unexpectedArgument(String, command: String)
  case repeatedOption(String, command: String? = nil)
  case conflictingOptions(String, String, command: String? = nil)
  /// A command's own rule about its arguments, such as "nothing to change".
  case invalidUsage(String, command: String?)

  /// The command whose help explains the mistake, if any.
  public var command: String? {
    switch self {
    case .missingCommand, .unknownCommand: nil
    case .unknownOption(_, let command, _), .missingValue(_, _, let command),
      .unexpectedValue(_, _, let command), .invalidChoice(_, _, _, let command),
      .repeatedOption(_, let command), .conflictingOptions(_, _, let command),
      .invalidUsage(_, let command):
      command
    case .missingArgument(_, let command), .unexpectedArgument(_, let command): command
    }
  }

  /// One line that says what is wrong and what would be right, in English.
  public var message: String { message(in: .english) }

  /// One line that says what is wrong and what would be right, in `language`. The words a
  /// command gives (`invalidUsage`, the name of what `missingArgument` lacks) are its own.
  public func message(in language: Language) -> String {
    switch language {
    case .english: english
    case .japanese: japanese
    }
  }

  private var english: String {
    switch self {
    case .missingCommand:
      return "no command given"
    case .unknownCommand(let name, let suggestion):
      return "unknown command '\(name)'" + Self.didYouMean(suggestion)
    case .unknownOption(let name, let command, let suggestion):
      return "unknown option '\(name)'" + (command.map { " for '\($0)'" } ?? "")
        + Self.didYouMean(suggestion)
    case .missingValue(let option, let valueName, _):
      return "option '\(option)' needs a value (\(option) \(valueName))"
    case .unexpectedValue(let option, let value, _):
      return "option '\(option)' takes no value, but was given '\(value)'"
    case .invalidChoice(let option, let value, let choices, _):
      return "option '\(option)' does not accept '\(value)'; expected "
        + Self.list(choices.map { "'\($0)'" })
    case .missingArgument(let name, let command):
      return "'\(command)' needs \(name)"
    case .unexpectedArgument(let value, let command):
      return "unexpected argument '\(value)' for '\(command)'"
    case .repeatedOption(let option, _):
      return "option '\(option)' was given more than once"
    case .conflictingOptions(let first, let second, _):
      return "options '\(first)' and '\(second)' cannot be used together"
    case .invalidUsage(let text, _):
      return text
    }
  }

  private var japanese: String {
    switch self {
    case .missingCommand:
      return "コマンドがありません"
    case .unknownCommand(let name, let suggestion):
      return "'\(name)' というコマンドはありません" + Self.didYouMeanJapanese(suggestion)
    case .unknownOption(let name, let command, let suggestion):
      return (command.map { "'\($0)' に " } ?? "") + "'\(name)' というオプションはありません"
        + Self.didYouMeanJapanese(suggestion)
    case .missingValue(let option, let valueName, _):
      return "オプション '\(option)' には値が必要です: \(option) \(valueName)"
    case .unexpectedValue(let option, let value, _):
      return "オプション '\(option)' は値をとりませんが、'\(value)' が渡されました"
    case .invalidChoice(let option, let value, let choices, _):
      return "オプション '\(option)' に '\(value)' は使えません。使えるのは "
        + choices.map { "'\($0)'" }.joined(separator: "、") + " です"
    case .missingArgument(let name, let command):
      return "'\(command)' には \(name) が必要です"
    case .unexpectedArgument(let value, let command):
      return "'\(command)' に余分な引数 '\(value)' があります"
    case .repeatedOption(let option, _):
      return "オプション '\(option)' が二度以上指定されました"
    case .conflictingOptions(let first, let second, _):
      return "オプション '\(first)' と '\(second)' は同時に使えません"
    case .invalidUsage(let text, _):
      return text
    }
  }

  private static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + last
  }

  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }

  private static func didYouMeanJapanese(_ suggestion: String?) -> String {
    suggestion.map { "。'\($0)' のことですか？" } ?? ""
  }
}
