import ArgumentParsing
import KakeiboCore
import KakeiboStore
import Wording

/// `kakeibo backup PATH`: a consistent copy of the ledger, safe while it is in use.
enum Backup: Command {
  static let name = "backup"

  static let path = Argument<String>(
    Placeholder.path,
    help: Phrase(en: "The backup file to write", ja: "書き出すバックアップのファイルです"),
    completion: .files
  ) { text, _ in text }

  static let force = Flag(
    "force",
    help: Phrase(
      en: "Replace PATH if it is a file that exists", ja: "パスにファイルがあれば置き換えます"))

  static var declaration: Declaration {
    Declaration(
      name,
      abstract: Phrase(
        en: "Copy the ledger to a file, safely while it is in use",
        ja: "使用中でも安全に、台帳をファイルにコピーします"),
      usage: [
        Phrase(en: "PATH [--force [--discard-unpushed]]", ja: "パス [--force [--discard-unpushed]]")
      ],
      arguments: [path],
      options: [force, Offline.discardUnpushed],
      discussion: Phrase(
        en: """
          The copy is the ledger as it was when the backup began (SQLite's VACUUM INTO), even \
          while another kakeibo writes to it; it is written beside PATH and put in place only \
          when complete, readable only by you. It is a ledger itself: kakeibo --db PATH list \
          reads it. An existing PATH is refused unless --force is given; then the new file \
          keeps the old one's permissions. PATH may not be the ledger itself, a FIFO or a \
          device; a symbolic link stays, and the file it points to is written. An offline \
          copy (see 'kakeibo offline') with changes not pushed is never replaced (exit status \
          73) unless --discard-unpushed is given too.
          """,
        ja: """
          コピーは、ほかの kakeibo が書き込んでいる最中でも、バックアップを始めた時点の台帳\
          そのものです（SQLite の VACUUM INTO）。パスの隣に書き出し、できあがってから置き\
          換えます。読めるのは自分だけです。コピーもそのまま台帳として使えます（kakeibo --db \
          パス list で読めます）。パスにファイルがあると、--force を指定しない限り断ります。\
          指定すると、新しいファイルは古いファイルのアクセス権を引き継ぎます。台帳そのもの、\
          FIFO、デバイスはパスに指定できません。シンボリックリンクはそのまま残り、リンク先の\
          ファイルに書き込みます。未送信の変更があるオフラインのコピー（'kakeibo offline' を\
          参照）は、--discard-unpushed も指定しない限り置き換えません（終了ステータス 73）。
          """),
      examples: [
        "kakeibo backup ~/backups/kakeibo-2026-11-30.db", "kakeibo backup latest.db --force",
      ],
      run: run)
  }

  static func run(_ arguments: Arguments, in context: Context) throws {
    let destination = arguments[path]
    if arguments[Offline.discardUnpushed] && !arguments[force] {
      throw UsageRule.discardUnpushedNeedsForce(replaced: Placeholder.path).refusal(command: name)
    }
    let ledger = try context.openLedger(arguments, intent: .read)
    guard !ledger.isMissing else { throw CommandError.noLedger(path: ledger.path) }
    let file = try OutputFile(
      path: destination, noun: .backup, replacing: arguments[force],
      protecting: ledger.files, newFileMode: 0o600, acceptsStreams: false,
      sideFileSuffixes: Ledger.backupSideFileSuffixes)
    // A regular file there now (the output file refused anything else): never an offline copy
    // with changes not pushed, unless they are given up.
    if arguments[force] {
      try Offline.checkReplacing(
        destination, discarding: arguments[Offline.discardUnpushed], in: context)
    }
    try file.fill { path in
      do {
        try ledger.backUp(into: path)
      } catch BackupError.cannotWrite(let reason) {
        throw OutputFileError(
          noun: file.noun, path: file.path, problem: .engineCannotWrite(reason: reason))
      }
    }
    try file.commit()
    try context.output.writeLine(
      LedgerCommandMessage.backedUp(ledger: ledger.path, to: destination, bytes: file.size ?? 0)
        .text(in: context.language))
  }
}
