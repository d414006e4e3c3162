import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// `kakeibo member [list] | add ROLE [--read-only] | remove ROLE`: who may use a shared
/// (PostgreSQL) ledger.
enum Members: Command {
  static let name = "member"

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Give, take away or list the household's access to a shared ledger",
        ja: "共有台帳への世帯のアクセスを与える・取り上げる・一覧します"),
      subcommands: [
        ListMembers.declaration, AddMember.declaration, RenameMember.declaration,
        RemoveMember.declaration,
      ],
      defaultSubcommand: ListMembers.name,
      discussion: Phrase(
        en: """
          A PostgreSQL ledger is shared: each person connects as their own role (CREATE ROLE … \
          LOGIN on the server), and its owner, the role that created it, gives them access \
          with 'kakeibo member add': to read and write, or with --read-only to read only. The \
          grants are exactly what kakeibo needs on the ledger's schema and tables, nothing \
          more; 'member remove' takes them away. The change log records who made each change \
          ('kakeibo log'), and 'kakeibo undo' reverts your own. 'member add ROLE --name 健太' \
          and 'member rename' give a member the name that payers, splits and 'kakeibo settle' \
          show.

          On a ledger in a file, 'member add 健太' records a person of the household besides \
          you ('kakeibo config set me NAME' names you; the default is the login name). A file \
          has no access control of its own: who may read or change it is the operating \
          system's to say, by the file's permissions.
          """,
        ja: """
          PostgreSQL の台帳は共有できます。一人ひとりが自分のロール（サーバーで CREATE ROLE … \
          LOGIN したもの）で接続し、台帳の持ち主（台帳を作ったロール）が 'kakeibo member add' \
          でアクセスを与えます。読み書きか、--read-only で読むだけかを選べます。与える権限は \
          kakeibo が台帳のスキーマと表に必要なものだけで、それ以上ではありません。\
          'member remove' でそれを取り上げます。変更の記録には誰が変更したかが残り\
          （'kakeibo log'）、'kakeibo undo' は自分の変更を取り消します。\
          'member add ロール --name 健太' と 'member rename' で、支払った人・按分・\
          'kakeibo settle' に表示する名前をつけます。

          ファイルの台帳では、'member add 健太' で自分のほかの世帯の人を記録します（自分の名前は \
          'kakeibo config set me 名前' で決めます。省略時はログイン名です）。ファイルには独自の\
          アクセス制御はなく、誰が読み書きできるかはファイルの権限で OS が決めます。
          """),
      run: nil)
  }

  /// The ROLE argument of add, rename and remove.
  static let role = Argument<String>(
    Phrase(en: "ROLE", ja: "ロール"),
    help: Phrase(
      en: "The member's PostgreSQL role (on a ledger in a file, the person's name)",
      ja: "メンバーの PostgreSQL のロールです（ファイルの台帳では人の名前です）"),
    refusesEmptyValue: true
  ) { text, _ in text }

  /// `--name NAME`: the name shown for a member.
  static let displayName = Option<String>(
    "name", valueName: Placeholder.person,
    help: Phrase(
      en: "The name shown for the member, such as 健太 (up to 40 characters)",
      ja: "メンバーに表示する名前です。健太 など（40 文字まで）"),
    refusesEmptyValue: true
  ) { text, _ in try Person(validating: text).name }

  /// Whether `arguments` name a ledger in a file (one that is not shared by roles).
  static func isFile(_ arguments: Arguments, in context: Context) throws -> Bool {
    try !context.ledgerLocation(arguments).isShared
  }

  /// Refuses what only a shared ledger has (`what`, such as --read-only) on a ledger in a file.
  static func refuseOnAFile(_ what: String, _ arguments: Arguments, in context: Context) throws {
    if try isFile(arguments, in: context) {
      throw UsageRule.accessNeedsSharedLedger(option: what).refusal(command: name)
    }
  }

  /// `kakeibo member [list]`.
  enum ListMembers: Command {
    static let name = "list"

    static let format = Choice<TableFormat>.format()

    static var declaration: Declaration {
      Declaration(
        name,
        abstract: Phrase(
          en: "List the members and their access", ja: "メンバーとそのアクセスを一覧します"),
        usage: [Phrase(en: "[--format FORMAT]", ja: "[--format 形式]")],
        options: [format],
        examples: ["kakeibo member"],
        run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      let ledger = try context.openLedger(arguments, intent: .read)
      if try isFile(arguments, in: context) { return try listPeople(ledger, arguments, context) }
      guard !ledger.isMissing else { throw CommandError.noLedger(path: ledger.path) }
      let members = try ledger.members.all()
      let household = try ledger.members.household()
      // The name column only once a member has a name of their own.
      let named = members.contains { household.displayNames[Person(stored: $0.role)] != nil }
      func name(_ member: Member) -> String { household.name(of: Person(stored: member.role)) }
      switch arguments[format] {
      case .json:
        try context.output.writeLine(
          JSON.array(
            members.map { member in
              .object(
                [("role", .string(member.role)), ("access", .string(member.access.rawValue))]
                  + (named ? [("name", .string(VisibleText.escapingForbidden(name(member))))] : []))
            }
          ).rendered())
      case .table:
        let language = context.language
        var table = Table(
          columns: [
            .init(MemberWords.member.text(in: language)),
            .init(MemberWords.access.text(in: language)),
          ] + (named ? [.init(MemberWords.name.text(in: language))] : []))
        table.rows = members.map {
          [$0.role, MemberWords.access($0.access).text(in: language)]
            + (named ? [Table.cell(VisibleText.of(name($0)))] : [])
        }
        try context.output.writeLines(table.render(style: context.textStyle))
      }
    }

    /// The people of a ledger in a file: "me" first, then those `member add` recorded.
    static func listPeople(_ ledger: Ledger, _ arguments: Arguments, _ context: Context) throws {
      let household = try ledger.members.household()
      func role(_ person: Person) -> String { person == household.me ? "me" : "person" }
      switch arguments[format] {
      case .json:
        try context.output.writeLine(
          JSON.array(
            household.people.map { person in
              .object([
                ("person", .string(VisibleText.escapingForbidden(person.name))),
                ("name", .string(VisibleText.escapingForbidden(household.name(of: person)))),
                ("me", .bool(person == household.me)),
              ])
            }
          ).rendered())
      case .table:
        let language = context.language
        var table = Table(columns: [
          .init(MemberWords.person.text(in: language)), .init(MemberWords.name.text(in: language)),
          .init(""),
        ])
        table.rows = household.people.map {
          [
            Table.cell(VisibleText.of($0.name)), Table.cell(VisibleText.of(household.name(of: $0))),
            $0 == household.me ? MemberWords.me.text(in: language) : "",
          ]
        }
        try context.output.writeLines(table.render(style: context.textStyle))
      }
    }
  }

  /// `kakeibo member add ROLE [--read-only]`.
  enum AddMember: Command {
    static let name = "add"

    static let readOnly = Flag(
      "read-only",
      help: Phrase(
        en: "The member may read the ledger, not change it",
        ja: "メンバーは台帳を読めますが、変更はできません"))

    static var declaration: Declaration {
      Declaration(
        name,
        abstract: Phrase(en: "Give a role access to the ledger", ja: "ロールに台帳へのアクセスを与えます"),
        usage: [
          Phrase(en: "ROLE [--read-only] [--name NAME]", ja: "ロール [--read-only] [--name 名前]"),
          Phrase(en: "NAME   (a ledger in a file)", ja: "名前   （ファイルの台帳）"),
        ],
        arguments: [role],
        options: [readOnly, displayName],
        examples: [
          "kakeibo member add hanako", "kakeibo member add taro --read-only",
          "kakeibo member add kenta --name 健太", "kakeibo member add 健太",
        ],
        run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      let role = arguments[Members.role]
      if try isFile(arguments, in: context) {
        if arguments[readOnly] { try refuseOnAFile("--read-only", arguments, in: context) }
        let person = try Person(validating: role)
        let ledger = try context.openLedger(arguments, intent: .write)
        let added = try ledger.members.addPerson(person, displayName: arguments[displayName])
        return try context.output.writeLine(
          MemberMessage.personAdded(VisibleText.of(person.name), wasAlready: !added)
            .text(in: context.language))
      }
      let ledger = try context.openLedger(arguments, intent: .read)
      guard !ledger.isMissing else { throw CommandError.noLedger(path: ledger.path) }
      let access: Member.Access = arguments[readOnly] ? .readOnly : .readWrite
      try ledger.members.add(role, access: access)
      if let shown = arguments[displayName] {
        try ledger.members.rename(Person(stored: role), to: shown)
      }
      try context.output.writeLine(
        MemberMessage.added(role: VisibleText.of(role), access).text(in: context.language))
    }
  }

  /// `kakeibo member remove ROLE`.
  enum RemoveMember: Command {
    static let name = "remove"

    static var declaration: Declaration {
      Declaration(
        name,
        abstract: Phrase(en: "Take a role's access away", ja: "ロールのアクセスを取り上げます"),
        usage: [Phrase(en: "ROLE", ja: "ロール")],
        arguments: [role],
        examples: ["kakeibo member remove taro"],
        run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      let role = arguments[Members.role]
      let ledger = try context.openLedger(arguments, intent: .read)
      guard !ledger.isMissing else { throw CommandError.noLedger(path: ledger.path) }
      if try isFile(arguments, in: context) {
        let person = try ledger.members.household().person(named: role)
        let had = try ledger.members.removePerson(person)
        return try context.output.writeLine(
          MemberMessage.personRemoved(VisibleText.of(person.name), isMe: !had)
            .text(in: context.language))
      }
      let had = try ledger.members.remove(role)
      try context.output.writeLine(
        MemberMessage.removed(role: VisibleText.of(role), hadAccess: had).text(in: context.language)
      )
    }
  }

  /// `kakeibo member rename ROLE NAME`.
  enum RenameMember: Command {
    static let name = "rename"

    static let shownName = Argument<String>(
      Phrase(en: "NAME", ja: "名前"),
      help: Phrase(
        en: "The name shown for the member from now on (up to 40 characters)",
        ja: "これからメンバーに表示する名前です（40 文字まで）"),
      refusesEmptyValue: true
    ) { text, _ in try Person(validating: text).name }

    static var declaration: Declaration {
      Declaration(
        name,
        abstract: Phrase(en: "Change the name shown for a member", ja: "メンバーに表示する名前を変えます"),
        usage: [Phrase(en: "ROLE NAME", ja: "ロール 名前")],
        arguments: [role, shownName],
        examples: ["kakeibo member rename kenta 健太", "kakeibo member rename 健太 けんた"],
        run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      let ledger = try context.openLedger(arguments, intent: .read)
      guard !ledger.isMissing else { throw CommandError.noLedger(path: ledger.path) }
      let person = try ledger.members.household().person(named: arguments[role])
      let shown = arguments[shownName]
      try ledger.members.rename(person, to: shown == person.name ? nil : shown)
      try context.output.writeLine(
        MemberMessage.renamed(VisibleText.of(person.name), to: VisibleText.of(shown))
          .text(in: context.language))
    }
  }
}
