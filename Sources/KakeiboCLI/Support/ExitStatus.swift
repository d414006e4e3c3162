/// The statuses `kakeibo` exits with, from BSD's sysexits.h where one fits.
public enum ExitStatus: Int32, Sendable, CaseIterable {
  case success = 0
  case usage = 64
  case invalidData = 65
  case noInput = 66
  case unavailable = 69
  case internalError = 70
  case cannotCreate = 73
  case ioError = 74
  case busy = 75
  case noPermission = 77
  case cancelled = 130

  /// What the status means (and its sysexits.h name), as the manual page says it.
  public var meaning: String {
    switch self {
    case .success:
      "Success (also when the reader of the output goes away, as in kakeibo list | head -1)."
    case .usage:
      "Usage error: unknown command or option, missing argument, conflicting options; member "
        + "on a ledger in a file; a PostgreSQL URI that libpq does not accept (EX_USAGE)."
    case .invalidData:
      "Invalid data: bad amount, date, month, category, memo or id; unknown id; an import file "
        + "with problems (nothing imported); check found entries that break the ledger's rules "
        + "(EX_DATAERR)."
    case .noInput:
      "A missing input file (also: no ledger yet, for backup, check, copy and member) "
        + "(EX_NOINPUT)."
    case .unavailable:
      "The PostgreSQL server cannot be reached, or libpq5 is missing; nothing was written "
        + "(EX_UNAVAILABLE)."
    case .internalError: "A bug: something that should not happen did (EX_SOFTWARE)."
    case .cannotCreate:
      "export -o or backup refused its file (an existing file without --force, the ledger "
        + "itself, a directory), or copy a target that holds anything (EX_CANTCREAT)."
    case .ioError:
      "Database or file error: not a kakeibo ledger, a newer ledger version, a damaged file, "
        + "a read-only file or a full disk; the connection to the server lost (EX_IOERR)."
    case .busy:
      "The ledger is busy: another process or member held it for longer than "
        + "KAKEIBO_BUSY_TIMEOUT; nothing was written; or the entry a form saves was changed "
        + "meanwhile; or the PostgreSQL server is starting up, recovering or shutting down "
        + "(EX_TEMPFAIL)."
    case .noPermission:
      "Access refused: a wrong password, an unknown role or database, a role that is not a "
        + "member, or a read-only member's write; nothing was written (EX_NOPERM)."
    case .cancelled:
      "Cancelled: Esc, q or Ctrl-C in a form or picker, or input closed at a prompt; nothing "
        + "was written."
    }
  }
}
