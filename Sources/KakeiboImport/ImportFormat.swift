import KakeiboCore

/// The files `kakeibo import` reads.
public enum ImportFormat: String, CaseIterable, Sendable {
  /// What `kakeibo export --format csv` writes: `id,date,amount,category,memo,ledger`.
  case kakeibo
  /// Money Forward ME's export of 入出金 (cash flow).
  case moneyforward
  /// Zaim's export.
  case zaim
  /// Any other CSV, its columns named on the command line.
  case csv

  /// The name shown to the user.
  public var title: String {
    switch self {
    case .kakeibo: "kakeibo CSV"
    case .moneyforward: "Money Forward ME"
    case .zaim: "Zaim"
    case .csv: "CSV"
    }
  }

  /// The columns the format needs, as its header names them.
  var requiredColumns: [String] {
    switch self {
    case .kakeibo: KakeiboColumns.required
    case .moneyforward: MoneyForwardColumns.required
    case .zaim: ZaimColumns.required
    case .csv: []
    }
  }

  /// The columns that tell the format from the others in a header.
  private var distinctiveColumns: [String] {
    switch self {
    case .kakeibo: KakeiboColumns.required
    case .moneyforward: MoneyForwardColumns.required
    case .zaim: ZaimColumns.required + [ZaimColumns.subcategory]
    case .csv: []
    }
  }

  /// Recognizes the format from a header row; nil when it fits none.
  public static func recognize(_ header: [String]) -> ImportFormat? {
    let index = HeaderIndex(header)
    return [.moneyforward, .zaim, .kakeibo].first { format in
      format.distinctiveColumns.allSatisfy { index.column($0) != nil }
    }
  }
}

/// The columns of a header row, found by name ignoring white space at the ends, letter case and
/// full-width forms (`金額（円）` is `金額(円)`).
struct HeaderIndex: Sendable {
  let names: [String]
  private let columns: [String: Int]

  init(_ names: [String]) {
    self.names = names
    var columns: [String: Int] = [:]
    for (index, name) in names.enumerated() where columns[TextNormalization.matchKey(name)] == nil {
      columns[TextNormalization.matchKey(name)] = index
    }
    self.columns = columns
  }

  /// The index (from 0) of the first column called `name`.
  func column(_ name: String) -> Int? { columns[TextNormalization.matchKey(name)] }

  /// The indexes of `names`, in order; throws naming every one the header lacks.
  func columns(_ names: [String], for format: ImportFormat) throws(ImportError) -> [Int] {
    let found = names.map(column)
    let missing = zip(names, found).filter { $0.1 == nil }.map(\.0)
    guard missing.isEmpty else { throw .missingColumns(missing, format: format) }
    return found.compactMap { $0 }
  }
}

enum KakeiboColumns {
  static let required = ["date", "amount", "category", "memo"]
  static let id = "id"
  /// The entry's 内訳 and kind (`expense` or `income`): files written before kakeibo had them
  /// lack the columns, and their rows are expenses without a 内訳.
  static let subcategory = "subcategory"
  static let kind = "kind"
  /// The identity of the ledger a row was exported from; the last column.
  static let ledger = "ledger"
}

enum MoneyForwardColumns {
  static let counted = "計算対象"
  static let date = "日付"
  static let content = "内容"
  static let amount = "金額（円）"
  static let institution = "保有金融機関"
  static let category = "大項目"
  static let subcategory = "中項目"
  static let memo = "メモ"
  static let transfer = "振替"
  static let id = "ID"
  static let required = [counted, date, content, amount, category, transfer]
  /// The 大項目 of money received.
  static let incomeCategory = "収入"
}

enum ZaimColumns {
  static let date = "日付"
  static let method = "方法"
  static let category = "カテゴリ"
  static let subcategory = "カテゴリの内訳"
  static let source = "支払元"
  static let item = "品目"
  static let memo = "メモ"
  static let shop = "お店"
  static let payment = "支出"
  static let income = "収入"
  static let aggregation = "集計の設定"
  static let required = [date, method, category, payment]
}

/// Where the fields of a CSV in no known format are: `--date-col`, `--amount-col`,
/// `--category-col` (or a fixed `--category`) and `--memo-col` (any number of them, joined).
public struct ColumnMapping: Sendable, Equatable {
  /// A column named by its header or numbered from 1.
  public enum Column: Sendable, Equatable, CustomStringConvertible {
    case number(Int)
    case name(String)

    /// A whole number is a column number; anything else a header name.
    public init(_ text: String) {
      if !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isWholeNumber),
        let number = Int(text)
      {
        self = .number(number)
      } else {
        self = .name(text)
      }
    }

    public var description: String {
      switch self {
      case .number(let number): String(number)
      case .name(let name): name
      }
    }
  }

  public var date: Column
  public var amount: Column
  public var category: Column?
  /// The 内訳 column (`--sub-col`), if any.
  public var subcategory: Column?
  /// The columns the memo is made of, joined by ` / `.
  public var memo: [Column]
  /// The category of every row, when the file has no category column.
  public var fixedCategory: Category?
  /// Whether the first row is a header (names, not data).
  public var hasHeader: Bool

  public init(
    date: Column, amount: Column, category: Column? = nil, subcategory: Column? = nil,
    memo: [Column] = [], fixedCategory: Category? = nil, hasHeader: Bool = true
  ) {
    self.date = date
    self.amount = amount
    self.category = category
    self.subcategory = subcategory
    self.memo = memo
    self.fixedCategory = fixedCategory
    self.hasHeader = hasHeader
  }

  /// The index (from 0) of `column`, named by `option`, in `header` (nil without one).
  static func index(of column: Column, option: String, in header: HeaderIndex?)
    throws(ImportError) -> Int
  {
    switch column {
    case .number(let number):
      if let header, number > header.names.count {
        throw .columnOutOfRange(option: option, number: number, width: header.names.count)
      }
      return number - 1
    case .name(let name):
      guard let header, let index = header.column(name) else {
        throw .noSuchColumn(option: option, name: name, header: header?.names ?? [])
      }
      return index
    }
  }
}
