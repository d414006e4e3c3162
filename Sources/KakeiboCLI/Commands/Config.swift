import ArgumentParsing
import KakeiboCore
import Messages
import TerminalUI
import Wording

/// `kakeibo config [get SETTING | set SETTING VALUE | unset SETTING]`: the ledger's settings.
enum Config: Command {
  static let name = "config"

  static let format = Choice<TableFormat>.format()

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Show or change settings, such as the day months begin on",
        ja: "月の始まりの日などの設定を表示・変更します"),
      usage: [Phrase(en: "[--format FORMAT]", ja: "[--format 形式]")],
      options: [format],
      subcommands: [GetSetting.declaration, SetSetting.declaration, UnsetSetting.declaration],
      discussion: Phrase(
        en: """
          Settings are stored in the ledger. month-start (default 1) is the day months begin \
          on: with 25, every report, budget and month runs from the 25th, so that 2026-11 is \
          2026-10-25 to 2026-11-24; '--month-start DAY' overrides it for one command. me \
          (a ledger in a file) names who you are, the payer of an entry that names none (the \
          default is the login name); split is how an expense without its own split is divided \
          among the household's people (default: equally). unset returns a setting to its \
          default. Changes are recorded: 'kakeibo undo' reverts them.
          """,
        ja: """
          設定は台帳に保存されます。month-start（省略時 1）は月が始まる日です。25 にすると、\
          レポート、予算、月はすべて 25 日から始まり、2026-11 は 2026-10-25 から 2026-11-24 \
          までになります。'--month-start 日' で 1 つのコマンドだけ変えられます。me（ファイルの\
          台帳）は自分の名前で、支払った人を指定しない記録の支払った人です（省略時はログイン\
          名）。split は按分を指定しない支出を世帯の人で分ける割合です（省略時は均等）。unset \
          は設定を既定の値に戻します。変更は記録され、'kakeibo undo' で取り消せます。
          """),
      examples: ["kakeibo config"],
      run: list)
  }

  /// The SETTING argument of get, set and unset.
  static let setting = Argument<Setting>(
    Phrase(en: "SETTING", ja: "設定"),
    help: AcceptedForms.settings,
    completion: .words(Setting.allCases.map { $0.name })
  ) { text, _ in try Setting(resolving: text) }

  /// `kakeibo config get SETTING`.
  enum GetSetting: Command {
    static let name = "get"

    static var declaration: Declaration {
      Declaration(
        name, abstract: Phrase(en: "Print a setting's value", ja: "設定の値を出力します"),
        usage: [Phrase(en: "SETTING", ja: "設定")], arguments: [setting],
        examples: ["kakeibo config get month-start"], run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      let setting = arguments[Config.setting]
      let ledger = try context.openLedger(arguments, intent: .read)
      try context.output.writeLine(try ledger.settings.value(of: setting) ?? setting.defaultValue)
    }
  }

  /// `kakeibo config set SETTING VALUE`.
  enum SetSetting: Command {
    static let name = "set"

    /// What the setting is set to, read for the setting named.
    static let value = Argument<String>(
      Phrase(en: "VALUE", ja: "値"),
      help: Phrase(
        en: "For month-start, a day from 1 to 28; for me, a name; for split, people with "
          + "weights (美咲=6,健太=4)",
        ja: "month-start なら 1 から 28 までの日、me なら名前、split なら人と重み"
          + "（美咲=6,健太=4）です")
    ) { text, _ in text }

    static var declaration: Declaration {
      Declaration(
        name, abstract: Phrase(en: "Change a setting", ja: "設定を変更します"),
        usage: [Phrase(en: "SETTING VALUE", ja: "設定 値")], arguments: [setting, value],
        examples: ["kakeibo config set month-start 25"], run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      let setting = arguments[Config.setting]
      var value = try setting.storedValue(parsing: arguments[Self.value])
      switch setting {
      case .me:
        if try context.ledgerLocation(arguments).isShared {
          throw UsageRule.meIsTheRole.refusal(command: Config.name)
        }
      case .split:
        // The names as the household's people (by name or shown name), each once.
        let ledger = try context.openLedger(arguments, intent: .read)
        value = try ledger.members.household().resolving(
          try Split(parsing: value), text: arguments[Self.value]
        ).description
      case .monthStart: break
      }
      try change(setting, to: value, arguments, in: context)
    }
  }

  /// `kakeibo config unset SETTING`.
  enum UnsetSetting: Command {
    static let name = "unset"

    static var declaration: Declaration {
      Declaration(
        name, abstract: Phrase(en: "Return a setting to its default", ja: "設定を既定の値に戻します"),
        usage: [Phrase(en: "SETTING", ja: "設定")], arguments: [setting],
        examples: ["kakeibo config unset month-start"], run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      try change(arguments[Config.setting], to: nil, arguments, in: context)
    }
  }

  /// Stores `value` as `setting` (nil: its default) and says what it was.
  static func change(
    _ setting: Setting, to value: String?, _ arguments: Arguments, in context: Context
  ) throws {
    // A value the setting has already (its default, where nothing is stored) is recorded as a
    // change that changed nothing, as an edit that changes nothing is; a ledger not made yet
    // is not made for it.
    let isUnchanged = { (before: String?) in
      before == value || (before == nil && value == setting.defaultValue)
    }
    if value != nil,
      case let missing = try context.openLedger(arguments, intent: .read), missing.isMissing,
      isUnchanged(try missing.settings.value(of: setting))
    {
      return try context.output.writeLine(
        LedgerCommandMessage.settingUnchanged(setting, value: value ?? "")
          .text(in: context.language))
    }
    // Only a value to store needs the file; unsetting leaves a missing ledger missing.
    let ledger = try context.openLedger(arguments, intent: value == nil ? .read : .write)
    let before = try ledger.settings.set(value, of: setting)
    try context.output.writeLine(
      LedgerCommandMessage.settingChanged(
        setting, value: value, before: before, isUnchanged: isUnchanged(before)
      ).text(in: context.language))
    try Offline.sayResolution(of: ledger, context)
  }

  static func list(_ arguments: Arguments, in context: Context) throws {
    let ledger = try context.openLedger(arguments, intent: .read)
    // The household's settings only once there is a household to speak of (or one is set).
    let isShared = try ledger.members.household().isShared
    let values = try Setting.allCases.map { setting throws in
      (setting, try ledger.settings.value(of: setting))
    }.filter { setting, value in !setting.isHousehold || isShared || value != nil }
    switch arguments[format] {
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
    case .table:
      let language = context.language
      var table = Table(
        columns: [SettingWords.setting, SettingWords.value, SettingWords.meaning].map {
          .init($0.text(in: language))
        })
      table.rows = values.map { setting, value in
        [
          setting.name,
          value
            ?? SettingWords.defaultValue(SettingWords.defaultText(setting).text(in: language))
            .text(in: language),
          SettingWords.summary(setting).text(in: language),
        ]
      }
      try context.output.writeLines(table.render(style: context.textStyle))
    }
  }
}
