import ArgumentParsing

/// Where the ledger file is: `--db PATH`, else `$KAKEIBO_DB`, else
/// `$XDG_DATA_HOME/kakeibo/kakeibo.db`, else `~/.local/share/kakeibo/kakeibo.db`.
public enum DatabaseLocation {
  /// Returns the ledger's path: `option` (`--db`, which the parser never lets be empty) when
  /// given. Empty environment variables count as unset, and a relative `XDG_DATA_HOME` is
  /// ignored, as the XDG Base Directory specification says.
  public static func resolve(option: String?, environment: [String: String]) throws(UsageError)
    -> String
  {
    if let option { return option }
    if let path = environment["KAKEIBO_DB"], !path.isEmpty { return path }
    if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
      return dataHome + "/kakeibo/kakeibo.db"
    }
    guard let home = environment["HOME"], !home.isEmpty else {
      throw UsageRule.noHome.refusal(command: nil)
    }
    return home + "/.local/share/kakeibo/kakeibo.db"
  }
}
