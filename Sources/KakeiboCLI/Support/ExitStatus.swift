/// The statuses `kakeibo` exits with, from BSD's sysexits.h where one fits.
public enum ExitStatus: Int32, Sendable {
  case success = 0
  /// The command line is wrong: unknown command or option, missing argument (EX_USAGE).
  case usage = 64
  /// A value is wrong: amount, date, category, memo, unknown id (EX_DATAERR).
  case invalidData = 65
  /// An input file does not exist or cannot be read (EX_NOINPUT).
  case noInput = 66
  /// A service is not there: the PostgreSQL server cannot be reached, or libpq5 is missing
  /// (EX_UNAVAILABLE).
  case unavailable = 69
  /// A bug: something that should not happen did (EX_SOFTWARE).
  case internalError = 70
  /// An output file is refused: `export -o` or `backup` would replace an existing file without
  /// `--force`, or the ledger, or names what cannot be written into (EX_CANTCREAT).
  case cannotCreate = 73
  /// The database or another file could not be read or written (EX_IOERR).
  case ioError = 74
  /// The ledger is busy: another process held its lock too long; try again (EX_TEMPFAIL).
  case busy = 75
  /// Not allowed: the server refused the role or its password, or the member may only read
  /// (EX_NOPERM).
  case noPermission = 77
  /// The user cancelled (as after Ctrl-C).
  case cancelled = 130
}
