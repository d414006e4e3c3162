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
      subcommands: [ListMembers.declaration, AddMember.declaration, RemoveMember.declaration],
      defaultSubcommand: ListMembers.name,
      discussion: Phrase(
        en: """
          A PostgreSQL ledger is shared: each person connects as their own role (CREATE ROLE … \
          LOGIN on the server), and its owner, the role that created it, gives them access \
          with 'kakeibo member add': to read and write, or with --read-only to read only. The \
          grants are exactly what kakeibo needs on the ledger's schema and tables, nothing \
          more; 'member remove' takes them away. The change log records who made each change \
          ('kakeibo log'), and 'kakeibo undo' reverts your own. A ledger in a file has no \
          members.
          """,
        ja: """
          PostgreSQL の台帳は共有できます。一人ひとりが自分のロール（サーバーで CREATE ROLE … \
          LOGIN したもの）で接続し、台帳の持ち主（台帳を作ったロール）が 'kakeibo member add' \
          でアクセスを与えます。読み書きか、--read-only で読むだけかを選べます。与える権限は \
          kakeibo が台帳のスキーマと表に必要なものだけで、それ以上ではありません。\
          'member remove' でそれを取り上げます。変更の記録には誰が変更したかが残り\
          （'kakeibo log'）、'kakeibo undo' は自分の変更を取り消します。ファイルの台帳には\
          メンバーはありません。
          """),
      precondition: refuseAFile,
      run: nil)
  }

  /// The ROLE argument of add and remove.
  static let role = Argument<String>(
    Phrase(en: "ROLE", ja: "ロール"),
    help: Phrase(en: "The member's PostgreSQL role", ja: "メンバーの PostgreSQL のロールです"),
    refusesEmptyValue: true
  ) { text, _ in text }

  /// Every form of `member` needs a shared ledger: on a ledger in a file, this refusal comes
  /// before anything else on the command line is looked at.
  static func refuseAFile(_ arguments: Arguments, in context: Context) throws {
    if case .file = try context.ledgerLocation(arguments) {
      throw UsageRule.membersNeedSharedLedger.refusal(command: name)
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
      guard !ledger.isMissing else { throw CommandError.noLedger(path: ledger.path) }
      let members = try ledger.members()
      switch arguments[format] {
      case .json:
        try context.output.writeLine(
          JSON.array(
            members.map { member in
              .object([
                ("role", .string(member.role)), ("access", .string(member.access.rawValue)),
              ])
            }
          ).rendered())
      case .table:
        let language = context.language
        var table = Table(columns: [
          .init(MemberWords.member.text(in: language)),
          .init(MemberWords.access.text(in: language)),
        ])
        table.rows = members.map { [$0.role, MemberWords.access($0.access).text(in: language)] }
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
        usage: [Phrase(en: "ROLE [--read-only]", ja: "ロール [--read-only]")],
        arguments: [role],
        options: [readOnly],
        examples: ["kakeibo member add hanako", "kakeibo member add taro --read-only"],
        run: run)
    }

    static func run(_ arguments: Arguments, in context: Context) throws {
      let role = arguments[Members.role]
      let ledger = try context.openLedger(arguments, intent: .read)
      guard !ledger.isMissing else { throw CommandError.noLedger(path: ledger.path) }
      let access: Member.Access = arguments[readOnly] ? .readOnly : .readWrite
      try ledger.addMember(role, access: access)
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
      let had = try ledger.removeMember(role)
      try context.output.writeLine(
        MemberMessage.removed(role: VisibleText.of(role), hadAccess: had).text(in: context.language)
      )
    }
  }
}
