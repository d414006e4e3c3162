import KakeiboCore
import Wording

/// The words of `kakeibo browse`'s screen: its title, the table's header and totals, the lines
/// over the table, and the keys. (What a command did, on the status line, is the command's:
/// `BrowseStatus` in KakeiboCLI.)
public enum BrowseText: Message, Equatable {
  /// The keys of the table, on the last line.
  case hint
  /// The keys while a filter is typed, after it.
  case filterHint
  /// `kakeibo browse  2026-11  3 entries`; for a payday month its dates (`first` to `last`);
  /// with a filter, `2 of 3 entries matching /スーパー`.
  case title(month: YearMonth, dates: DateRange?, shown: Int, total: Int, filter: String?)
  /// A column of the table's header.
  case header(BrowseColumn)
  /// The line of a month without rows (or without rows the filter matches).
  case noEntries(YearMonth, filter: String?)
  /// The question `x` asks: `Delete #3  2026-11-02  🏠 生活費  ¥1,200?  y: delete · any other
  /// key: keep`.
  case confirmDelete(String)
  /// The total of the rows, in the footer.
  case total
  /// The balance of the rows, income minus expenses.
  case balance
  /// What the recurring rules will still add to the month.
  case scheduled
  /// The month-end forecast: the total and what is scheduled.
  case forecast
  /// The forecast with the range it expects: `¥251,490 (¥231,000–¥268,000)`,
  /// `¥251,490（¥231,000〜¥268,000）` as the month report writes it.
  case forecastRange(expected: String, low: String, high: String)
  /// In place of a sum too large to hold.
  case tooLarge
  /// The mark before the memo of a provisional entry (an estimate rule's, 見込み).
  case provisional
  /// The heading of the key help.
  case helpTitle
  /// The line under the key help.
  case helpClose

  public var english: String {
    switch self {
    case .hint: "↑↓ move · Enter category · a add · / filter · u undo · r redo · ? keys · q quit"
    case .filterHint: "Enter keep · Esc clear · ↑↓ move"
    case .title(let month, let dates, let shown, let total, let filter):
      "kakeibo browse  \(month)" + (dates.map { " (\($0.first) to \($0.last))" } ?? "") + "  "
        + (filter.map { "\(shown) of \(Self.entries(total)) matching /\($0)" }
          ?? Self.entries(total))
    case .header(let column): column.english
    case .noEntries(let month, let filter):
      filter.map { "No entries in \(month) match /\($0)." } ?? "No entries in \(month)."
    case .confirmDelete(let summary): "Delete \(summary)?  y: delete · any other key: keep"
    case .total: "Total"
    case .balance: "収支"
    case .scheduled: "Scheduled (予定)"
    case .forecast: "Forecast (月末見込み)"
    case .forecastRange(let expected, let low, let high): "\(expected) (\(low)–\(high))"
    case .tooLarge: "too large"
    case .provisional: "[estimate]"
    case .helpTitle: "Keys"
    case .helpClose: "Any key closes this help."
    }
  }

  public var japanese: String {
    switch self {
    case .hint: "↑↓ 移動 · Enter 区分 · a 追加 · / 絞込 · u 取消 · r やり直し · ? キー · q 終了"
    case .filterHint: "Enter 確定 · Esc 解除 · ↑↓ 移動"
    case .title(let month, let dates, let shown, let total, let filter):
      "kakeibo browse  \(month)" + (dates.map { "（\($0.first)〜\($0.last)）" } ?? "") + "  "
        + (filter.map { "\(total) 件中 \(shown) 件が /\($0) に一致" } ?? "\(total) 件")
    case .header(let column): column.japanese
    case .noEntries(let month, let filter):
      filter.map { "\(month) に /\($0) に一致する記録はありません。" }
        ?? "\(month) の記録はありません。"
    case .confirmDelete(let summary): "\(summary) を削除しますか？  y: 削除 · 他のキー: 残す"
    case .total: "合計"
    case .balance: "収支"
    case .scheduled: "予定"
    case .forecast: "月末見込み"
    case .forecastRange(let expected, let low, let high): "\(expected)（\(low)〜\(high)）"
    case .tooLarge: "桁あふれ"
    case .provisional: "[見込み]"
    case .helpTitle: "キー"
    case .helpClose: "何かキーを押すとこの一覧を閉じます。"
    }
  }

  /// `1 entry`, `12 entries`.
  private static func entries(_ count: Int) -> String {
    count == 1 ? "1 entry" : "\(count) entries"
  }
}

/// A column of browse's table.
public enum BrowseColumn: Message, CaseIterable, Equatable {
  case id, date, category, amount, memo

  public var english: String {
    switch self {
    case .id: "ID"
    case .date: "Date"
    case .category: "Category"
    case .amount: "Amount"
    case .memo: "Memo"
    }
  }

  public var japanese: String {
    switch self {
    case .id: "ID"
    case .date: "日付"
    case .category: "区分"
    case .amount: "金額"
    case .memo: "メモ"
    }
  }
}

/// A line of browse's key help (`?`): the keys, and what they do.
public enum BrowseKeyHelp: Message, CaseIterable, Equatable {
  case select, category, date, edit, delete, add, undo, redo, filter, month, thisMonth, help, quit

  /// The keys, as they are written on the keyboard (the same in both languages).
  public var keys: String {
    switch self {
    case .select: "↑ ↓  k j"
    case .category: "Enter"
    case .date: "d"
    case .edit: "e"
    case .delete: "x"
    case .add: "a"
    case .undo: "u"
    case .redo: "r"
    case .filter: "/"
    case .month: "← →  h l"
    case .thisMonth: "t"
    case .help: "?"
    case .quit: "q  Ctrl-C"
    }
  }

  public var english: String {
    switch self {
    case .select: "select a row (PgUp PgDn Home End)"
    case .category: "change the row's category and 内訳"
    case .date: "change the row's date"
    case .edit: "edit the whole row"
    case .delete: "delete the row (asks y/n)"
    case .add: "add an entry, dated as the row"
    case .undo: "undo the last change"
    case .redo: "redo what u undid"
    case .filter: "filter by memo or 内訳 as you type (Enter keeps, Esc clears)"
    case .month: "the previous or the next month"
    case .thisMonth: "this month"
    case .help: "these keys"
    case .quit: "quit"
    }
  }

  public var japanese: String {
    switch self {
    case .select: "行を選ぶ（PgUp PgDn Home End）"
    case .category: "行の区分と内訳を変える"
    case .date: "行の日付を変える"
    case .edit: "行の全体を編集する"
    case .delete: "行を削除する（y/n で確認）"
    case .add: "記録を追加する（日付はその行の日）"
    case .undo: "最後の変更を取り消す"
    case .redo: "u で取り消した変更をやり直す"
    case .filter: "メモか内訳で、入力しながら絞り込む（Enter で確定、Esc で解除）"
    case .month: "前の月・次の月"
    case .thisMonth: "今月"
    case .help: "このキー一覧"
    case .quit: "終了"
    }
  }
}
