import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI
import Wording

/// `kakeibo member [list] | add ROLE [--read-only] | remove ROLE`: who may use a shared
/// (PostgreSQL) ledger.
enum Members: Command {
  static let spec = CommandSpec(
    name: "member",
    abstract: Phrase(
      en: "Give, take away or list the household's access to a shared ledger",
      ja: "共有台帳への世帯のアクセスを与える・取り上げる・一覧します"),
    options: [
      .flag("read-only", help: "With add: the member may read the ledger, not change it"),
      OutputFormat.option([.table, .json]),
    ],
    subcommands: [
      SubcommandSpec(
        "list", abstract: "List the members and their access", usage: ["[--format FORMAT]"],
        options: ["format"], isDefault: true),
      SubcommandSpec(
        "add", abstract: "Give a role access to the ledger", usage: ["ROLE [--read-only]"],
        arguments: [roleArgument], options: ["read-only"]),
      SubcommandSpec(
        "remove", abstract: "Take a role's access away", usage: ["ROLE"], arguments: [roleArgument]),
    ],
    discussion: """
      A PostgreSQL ledger is shared: each person connects as their own role (CREATE ROLE … LOGIN
      on the server), and its owner, the role that created it, gives them access with 'kakeibo
      member add': to read and write, or with --read-only to read only. The grants are exactly
      what kakeibo needs on the ledger's schema and tables, nothing more; 'member remove' takes
      them away. The change log records who made each change ('kakeibo log'), and 'kakeibo
      undo' reverts your own. A ledger in a file has no members.
      """,
    examples: [
      "kakeibo member add hanako", "kakeibo member add taro --read-only",
      "kakeibo member remove taro", "kakeibo member",
    ])

  /// The ROLE argument of add and remove.
  static let roleArgument = ArgumentSpec("ROLE", help: "The member's PostgreSQL role")

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    let action = arguments.argument(0) ?? "list"
    guard ["list", "add", "remove"].contains(action) else {
      throw UsageError.invalidUsage(
        "unknown action '\(action)'; expected list, add or remove", command: spec.name)
    }
    if case .file = try context.ledgerLocation(arguments) {
      throw UsageError.invalidUsage(
        "a ledger in a file has no members: sharing needs a PostgreSQL ledger "
          + "(--db postgresql://…; 'kakeibo copy' moves a file there)", command: spec.name)
    }
    if action != "add" && arguments.hasFlag("read-only") {
      throw UsageError.invalidUsage(
        "option '--read-only' is for 'member add', not for 'member \(action)'",
        command: spec.name)
    }
    if action == "list" {
      return try list(arguments, in: context)
    }
    if arguments.value("format") != nil {
      throw UsageError.invalidUsage(
        "option '--format' is for listing the members, not for 'member \(action)'",
        command: spec.name)
    }
    guard let role = arguments.argument(1), !role.isEmpty else {
      throw UsageError.missingArgument("ROLE", command: spec.name)
    }
    let ledger = try context.openLedger(arguments, intent: .read)
    guard !ledger.isMissing else { throw CommandError.noLedger(path: ledger.path) }
    if action == "add" {
      let access: Member.Access = arguments.hasFlag("read-only") ? .readOnly : .readWrite
      try ledger.addMember(role, access: access)
      try context.output.writeLine(
        "\(VisibleText.of(role)) may now \(access == .readOnly ? "read" : "read and change") "
          + "the ledger")
    } else {
      let had = try ledger.removeMember(role)
      try context.output.writeLine(
        had
          ? "\(VisibleText.of(role)) no longer has access to the ledger"
          : "\(VisibleText.of(role)) had no access to the ledger")
    }
  }

  static func list(_ arguments: ParsedArguments, in context: Context) throws {
    let format = try OutputFormat.parse(arguments, allowed: [.table, .json])
    if let extra = arguments.argument(1) {
      throw UsageError.unexpectedArgument(extra, command: spec.name)
    }
    let ledger = try context.openLedger(arguments, intent: .read)
    guard !ledger.isMissing else { throw CommandError.noLedger(path: ledger.path) }
    let members = try ledger.members()
    switch format {
    case .json:
      try context.output.writeLine(
        JSON.array(
          members.map { member in
            .object([("role", .string(member.role)), ("access", .string(member.access.rawValue))])
          }
        ).rendered())
    default:
      var table = Table(columns: [.init("Member"), .init("Access")])
      table.rows = members.map { [$0.role, $0.access.rawValue] }
      try context.output.writeLines(table.render(style: context.textStyle))
    }
  }
}
