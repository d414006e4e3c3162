import Wording

/// A command line that does not fit its command's declaration. `message(in:)` words it; the
/// caller adds the program's name and the help to see, and exits with status 64.
public enum UsageError: Error, Equatable, Message {
  case missingCommand
  case unknownCommand(String, suggestion: String?)
  /// A word where a subcommand of `command` goes that names none of `choices`.
  case unknownSubcommand(String, command: String, choices: [String], suggestion: String?)
  /// A command that only groups subcommands, given none.
  case missingSubcommand(command: String, choices: [String])
  case unknownOption(String, command: String?, suggestion: String?)
  /// An option that other commands of the group declare (`owners`), but not `command`.
  case optionOfAnother(String, owners: [String], command: String)
  case missingValue(option: String, valueName: Phrase, command: String? = nil)
  case unexpectedValue(option: String, value: String, command: String? = nil)
  /// An option whose value must be one of a few words, given another.
  case invalidChoice(option: String, value: String, choices: [String], command: String? = nil)
  /// An option given a value it does not accept; `expected` says what it does.
  case invalidValue(option: String, value: String, expected: Phrase, command: String? = nil)
  case missingArgument(Phrase, command: String)
  /// An argument given a word it does not accept; `expected` says what it does.
  case invalidArgument(Phrase, value: String, expected: Phrase, command: String)
  case unexpectedArgument(String, command: String)
  case repeatedOption(String, command: String? = nil)
  case conflictingOptions(String, String, command: String? = nil)
  /// None of the options a requirement names was given; `what` says what is needed.
  case missingRequirement(Phrase, command: String)
  /// A command's own rule about its arguments, such as "nothing to change", worded by the
  /// command in each language.
  case invalidUsage(Phrase, command: String?)

  /// The command (or `command subcommand`) whose help explains the mistake, if any.
  public var command: String? {
    switch self {
    case .missingCommand, .unknownCommand: nil
    case .unknownOption(_, let command, _), .missingValue(_, _, let command),
      .unexpectedValue(_, _, let command), .invalidChoice(_, _, _, let command),
      .invalidValue(_, _, _, let command), .repeatedOption(_, let command),
      .conflictingOptions(_, _, let command), .invalidUsage(_, let command):
      command
    case .unknownSubcommand(_, let command, _, _), .missingSubcommand(let command, _),
      .optionOfAnother(_, _, let command), .missingArgument(_, let command),
      .invalidArgument(_, _, _, let command), .unexpectedArgument(_, let command),
      .missingRequirement(_, let command):
      command
    }
  }

  /// The same error, said of `command` when it names no command (as a value's parser throws
  /// it, not knowing whose value it reads).
  public func attributed(to command: String) -> UsageError {
    switch self {
    case .invalidUsage(let text, nil): .invalidUsage(text, command: command)
    case .missingValue(let option, let valueName, nil):
      .missingValue(option: option, valueName: valueName, command: command)
    default: self
    }
  }

  /// One line that says what is wrong and what would be right, in English.
  public var message: String { message(in: .english) }

  /// One line that says what is wrong and what would be right, in `language`. The words a
  /// command gives (`invalidUsage`) are its own, in each language.
  public func message(in language: Language) -> String {
    switch language {
    case .english: english
    case .japanese: japanese
    }
  }

  /// The refusal in English: the parser's area of the message catalogue.
  public var english: String {
    switch self {
    case .missingCommand:
      return "no command given"
    case .unknownCommand(let name, let suggestion):
      return "unknown command '\(name)'" + Self.didYouMean(suggestion)
    case .unknownSubcommand(let name, let command, let choices, let suggestion):
      return "unknown subcommand '\(name)' for '\(command)'"
        + (suggestion == nil ? "; expected " + ListWords.english(choices) : "")
        + Self.didYouMean(suggestion)
    case .missingSubcommand(let command, let choices):
      return "'\(command)' needs a subcommand: " + ListWords.english(choices)
    case .unknownOption(let name, let command, let suggestion):
      return "unknown option '\(name)'" + (command.map { " for '\($0)'" } ?? "")
        + Self.didYouMean(suggestion)
    case .optionOfAnother(let option, let owners, let command):
      return "option '\(option)' is for "
        + ListWords.english(owners.map { "'\($0)'" }, conjunction: "and") + ", not for '\(command)'"
    case .missingValue(let option, let valueName, _):
      return "option '\(option)' needs a value (\(option) \(valueName.english))"
    case .unexpectedValue(let option, let value, _):
      return "option '\(option)' takes no value, but was given '\(value)'"
    case .invalidChoice(let option, let value, let choices, _):
      return "option '\(option)' does not accept '\(value)'; expected "
        + ListWords.english(choices.map { "'\($0)'" })
    case .invalidValue(let option, let value, let expected, _):
      return "option '\(option)' does not accept '\(value)'; expected \(expected.english)"
    case .missingArgument(let name, let command):
      return "'\(command)' needs \(name.english)"
    case .invalidArgument(let name, let value, let expected, _):
      return "argument \(name.english) does not accept '\(value)'; expected \(expected.english)"
    case .unexpectedArgument(let value, let command):
      return "unexpected argument '\(value)' for '\(command)'"
    case .repeatedOption(let option, _):
      return "option '\(option)' was given more than once"
    case .conflictingOptions(let first, let second, _):
      return "options '\(first)' and '\(second)' cannot be used together"
    case .missingRequirement(let what, let command):
      return "'\(command)' needs \(what.english)"
    case .invalidUsage(let rule, _):
      return rule.english
    }
  }

  /// The refusal in Japanese.
  public var japanese: String {
    switch self {
    case .missingCommand:
      return "コマンドがありません"
    case .unknownCommand(let name, let suggestion):
      return "'\(name)' というコマンドはありません" + Self.didYouMeanJapanese(suggestion)
    case .unknownSubcommand(let name, let command, let choices, let suggestion):
      return "'\(command)' に '\(name)' というサブコマンドはありません"
        + (suggestion == nil ? "。使えるのは \(ListWords.japanese(choices)) です" : "")
        + Self.didYouMeanJapanese(suggestion)
    case .missingSubcommand(let command, let choices):
      return "'\(command)' にはサブコマンドが必要です: \(ListWords.japanese(choices))"
    case .unknownOption(let name, let command, let suggestion):
      return (command.map { "'\($0)' に " } ?? "") + "'\(name)' というオプションはありません"
        + Self.didYouMeanJapanese(suggestion)
    case .optionOfAnother(let option, let owners, let command):
      return "オプション '\(option)' は "
        + ListWords.japanese(owners.map { "'\($0)'" }) + " のもので、'\(command)' では使えません"
    case .missingValue(let option, let valueName, _):
      return "オプション '\(option)' には値が必要です: \(option) \(valueName.japanese)"
    case .unexpectedValue(let option, let value, _):
      return "オプション '\(option)' は値をとりませんが、'\(value)' が渡されました"
    case .invalidChoice(let option, let value, let choices, _):
      return "オプション '\(option)' に '\(value)' は使えません。使えるのは "
        + ListWords.japanese(choices.map { "'\($0)'" }) + " です"
    case .invalidValue(let option, let value, let expected, _):
      return "オプション '\(option)' に '\(value)' は使えません。指定できるのは \(expected.japanese)です"
    case .missingArgument(let name, let command):
      return "'\(command)' には「\(name.japanese)」が必要です"
    case .invalidArgument(let name, let value, let expected, _):
      return "引数「\(name.japanese)」に '\(value)' は使えません。指定できるのは \(expected.japanese)です"
    case .unexpectedArgument(let value, let command):
      return "'\(command)' に余分な引数 '\(value)' があります"
    case .repeatedOption(let option, _):
      return "オプション '\(option)' が二度以上指定されました"
    case .conflictingOptions(let first, let second, _):
      return "オプション '\(first)' と '\(second)' は同時に使えません"
    case .missingRequirement(let what, let command):
      let what = what.japanese
      return "'\(command)' には" + (what.first?.isASCII == true ? " " : "") + what + "が必要です"
    case .invalidUsage(let rule, _):
      return rule.japanese
    }
  }

  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }

  private static func didYouMeanJapanese(_ suggestion: String?) -> String {
    suggestion.map { "。'\($0)' のことですか？" } ?? ""
  }
}
