import ArgumentParsing
import KakeiboCore
import TerminalUI
import Wording

/// `kakeibo config [get SETTING | set SETTING VALUE | unset SETTING]`: the ledger's settings.
enum Config: Command {
  static let spec = CommandSpec(
    name: "config",
    abstract: Phrase(
      en: "Show or change settings, such as the day months begin on",
      ja: "月の始まりの日などの設定を表示・変更します"),
    usage: ["[--format FORMAT]"],
    options: [OutputFormat.option([.table, .json])],
    subcommands: [
      SubcommandSpec(
        "get", abstract: "Print a setting's value", usage: ["SETTING"], arguments: [settingArgument]
      ),
      SubcommandSpec(
        "set", abstract: "Change a setting", usage: ["SETTING VALUE"],
        arguments: [
          settingArgument, ArgumentSpec("VALUE", help: "For month-start, a day from 1 to 28"),
        ]),
      SubcommandSpec(
        "unset", abstract: "Return a setting to its default", usage: ["SETTING"],
        arguments: [settingArgument]),
    ],
    discussion: "Settings are stored in the ledger. month-start (default 1) is the day months\n"
      + "begin on: with 25, every report, budget and month runs from the 25th, so that\n"
      + "2026-11 is 2026-10-25 to 2026-11-24; '--month-start DAY' overrides it for one\n"
      + "command. unset returns a setting to its default. Changes are recorded: 'kakeibo\n"
      + "undo' reverts them.",
    examples: [
      "kakeibo config set month-start 25", "kakeibo config get month-start", "kakeibo config",
    ])

  /// The SETTING argument of get, set and unset.
  static let settingArgument = ArgumentSpec(
    "SETTING", help: Setting.acceptedForms,
    completion: .words(Setting.allCases.map(\.name)))

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    guard let action = arguments.argument(0) else { return try list(arguments, in: context) }
    guard ["get", "set", "unset"].contains(action) else {
      throw UsageError.invalidUsage(
        "unknown action '\(action)'; expected get, set or unset", command: spec.name)
    }
    if arguments.value("format") != nil {
      throw UsageError.invalidUsage(
        "option '--format' is for listing the settings, not for 'config \(action)'",
        command: spec.name)
    }
    guard let name = arguments.argument(1) else {
      throw UsageError.missingArgument("SETTING", command: spec.name)
    }
    let setting = try Setting(resolving: name)
    let valueText = arguments.argument(2)
    if action == "set" && valueText == nil {
      throw UsageError.missingArgument("VALUE", command: spec.name)
    }
    if action != "set", let valueText {
      throw UsageError.unexpectedArgument(valueText, command: spec.name)
    }
    let value = try valueText.map { text throws(InvalidValue) in
      try setting.storedValue(parsing: text)
    }

    if action == "get" {
      let ledger = try context.openLedger(arguments, intent: .read)
      try context.output.writeLine(try ledger.value(of: setting) ?? setting.defaultValue)
      return
    }
    // A value the setting has already (its default, where nothing is stored) is recorded as a
    // change that changed nothing, as an edit that changes nothing is; a ledger not made yet
    // is not made for it.
    let isUnchanged = { (before: String?) in
      before == value || (before == nil && value == setting.defaultValue)
    }
    if value != nil,
      case let missing = try context.openLedger(arguments, intent: .read), missing.isMissing,
      isUnchanged(try missing.value(of: setting))
    {
      return try context.output.writeLine("\(setting.name): \(value ?? "") (unchanged)")
    }
    // Only a value to store needs the file; unsetting leaves a missing ledger missing.
    let ledger = try context.openLedger(arguments, intent: value == nil ? .read : .write)
    let before = try ledger.setValue(value, of: setting)
    let shown = value ?? setting.defaultValue + ", the default"
    let note = isUnchanged(before) ? " (unchanged)" : " (was \(before ?? setting.defaultValue))"
    try context.output.writeLine("\(setting.name): \(shown)" + note)
  }

  static func list(_ arguments: ParsedArguments, in context: Context) throws {
    let format = try OutputFormat.parse(arguments, allowed: [.table, .json])
    let ledger = try context.openLedger(arguments, intent: .read)
    let values = try Setting.allCases.map { setting throws in
      (setting, try ledger.value(of: setting))
    }
    switch format {
    case .json:
      let array = JSON.array(
        values.map { setting, value in
          .object([
            ("name", .string(setting.name)),
            ("value", .string(value ?? setting.defaultValue)),
            ("default", .string(setting.defaultValue)),
            ("isDefault", .bool(value == nil)),
          ])
        })
      try context.output.writeLine(array.rendered())
    default:
      var table = Table(columns: [.init("Setting"), .init("Value"), .init("Meaning")])
      table.rows = values.map { setting, value in
        [setting.name, value ?? setting.defaultValue + " (default)", setting.summary]
      }
      try context.output.writeLines(table.render(style: context.textStyle))
    }
  }
}
