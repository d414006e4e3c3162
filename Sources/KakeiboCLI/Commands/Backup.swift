import ArgumentParsing
import KakeiboCore
import KakeiboStore
import Wording

/// `kakeibo backup PATH`: a consistent copy of the ledger, safe while it is in use.
enum Backup: Command {
  static let spec = CommandSpec(
    name: "backup",
    abstract: Phrase(
      en: "Copy the ledger to a file, safely while it is in use",
      ja: "使用中でも安全に、台帳をファイルにコピーします"),
    usage: ["PATH [--force]"],
    arguments: [ArgumentSpec("PATH", help: "The backup file to write", completion: .files)],
    options: [.flag("force", help: "Replace PATH if it is a file that exists")],
    discussion: """
      The copy is the ledger as it was when the backup began (SQLite's VACUUM INTO), even while
      another kakeibo writes to it; it is written beside PATH and put in place only when
      complete, readable only by you. It is a ledger itself: kakeibo --db PATH list reads it.
      An existing PATH is refused unless --force is given; then the new file keeps the old
      one's permissions. PATH may not be the ledger itself, a FIFO or a device; a symbolic
      link stays, and the file it points to is written.
      """,
    examples: [
      "kakeibo backup ~/backups/kakeibo-2026-11-30.db", "kakeibo backup latest.db --force",
    ])

  static func run(_ arguments: ParsedArguments, in context: Context) throws {
    guard let destination = arguments.argument(0) else {
      throw UsageError.missingArgument("PATH", command: spec.name)
    }
    let ledger = try context.openLedger(arguments, intent: .read)
    guard !ledger.isMissing else { throw CommandError.noLedger(path: ledger.path) }
    let file = try OutputFile(
      path: destination, noun: "backup", replacing: arguments.hasFlag("force"),
      protecting: ledger.files, newFileMode: 0o600, acceptsStreams: false,
      sideFileSuffixes: Ledger.backupSideFileSuffixes)
    try file.fill { path in
      do {
        try ledger.backUp(into: path)
      } catch BackupError.cannotWrite(let reason) {
        throw file.failure(reason)
      }
    }
    try file.commit()
    try context.output.writeLine(
      "Backed up \(VisibleText.of(ledger.path)) to \(ShownText.of(destination)) "
        + "(\(Count.of(file.size ?? 0, "byte")))")
  }
}
