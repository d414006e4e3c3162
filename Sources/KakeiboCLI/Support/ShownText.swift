import KakeiboCore

/// Text from the command line as kakeibo's own lines repeat it (`Backed up … to PATH`): its
/// control characters made visible and any password in it masked, as in error messages.
enum ShownText {
  /// `path` (or anything else the user gave) ready to print inside one of kakeibo's lines.
  static func of(_ path: String) -> String {
    PasswordMasking.masked(VisibleText.of(path))
  }
}
