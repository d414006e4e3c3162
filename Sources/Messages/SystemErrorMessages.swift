import Glibc
import KakeiboCore
import Wording

// The system's errors area of the catalogue: why a file could not be opened, read or written,
// from its `errno` code. English is the C library's own sentence (kakeibo never calls
// `setlocale`, so it is always the C locale's); Japanese is the catalogue's, for the codes a
// household meets, and for any other the C library's sentence quoted with its number, as an
// engine's own words are.

extension SystemError: Message {
  public var english: String { Self.libraryText(code) }

  public var japanese: String {
    switch code {
    case ENOENT: "そのファイルかフォルダーがありません"
    case ENOTDIR: "パスの途中にフォルダーではないものがあります"
    case EACCES, EPERM: "権限がありません"
    case EROFS: "読み取り専用のファイルシステムです"
    case ENOSPC: "ディスクに空きがありません"
    case EDQUOT: "ディスクの割り当て（クォータ）を超えました"
    case EFBIG: "ファイルの大きさの上限（ulimit -f）を超えました"
    case EISDIR: "フォルダーです"
    case EEXIST: "すでにあります"
    case ENAMETOOLONG: "パスが長すぎます"
    case ELOOP: "シンボリックリンクが循環しています"
    case EIO: "入出力のエラーです（ディスクかその接続の故障かもしれません）"
    case EMFILE, ENFILE: "開いているファイルが多すぎます"
    case EBADF: "書き込みのために開かれていないファイル記述子です"
    case EBUSY, ETXTBSY: "ほかで使用中です"
    case ENXIO, ENODEV: "その装置がありません"
    case EPIPE: "読み手が閉じました"
    case EINVAL: "このファイルにはできない操作です"
    default: "システムのエラー \(code) です（\(Quoting.quoted(Self.libraryText(code)))）"
    }
  }

  /// The C library's sentence for `code`, in the C locale.
  private static func libraryText(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
