import KakeiboCore

/// The files `kakeibo import` reads.
public enum ImportFormat: Hashable, Sendable {
  /// What `kakeibo export --format csv` writes: `id,date,amount,category,memo,subcategory,kind,
  /// source,ledger`.
  case kakeibo
  /// Money Forward ME's export of 入出金 (cash flow).
  case moneyforward
  /// Zaim's export.
  case zaim
  /// Any other CSV, its columns named on the command line.
  case csv
  /// A bank's or card company's statement, read by the general reader.
  case statement(StatementLayout)

  /// The formats `--from` names, in the order its help lists them.
  public static let named: [ImportFormat] = [.kakeibo, .moneyforward, .zaim, .csv]

  /// The format `--from` names `name` (`kakeibo`, `moneyforward`, `zaim`, `csv`); nil for any
  /// other name. Statements have no name there: they are recognized by their content.
  public init?(name: String) {
    guard let format = Self.named.first(where: { $0.name == name }) else { return nil }
    self = format
  }

  /// The format's name: what `--from` calls it, and (never to change) what its rows'
  /// fingerprints begin with.
  public var name: String {
    switch self {
    case .kakeibo: "kakeibo"
    case .moneyforward: "moneyforward"
    case .zaim: "zaim"
    case .csv: "csv"
    case .statement(let layout): layout.name
    }
  }

  /// The name shown to the user.
  public var title: String {
    switch self {
    case .kakeibo: "kakeibo CSV"
    case .moneyforward: "Money Forward ME"
    case .zaim: "Zaim"
    case .csv: "CSV"
    case .statement(let layout): layout.title
    }
  }

  /// The columns that tell the format from the others in a header.
  private var distinctiveColumns: [String] {
    switch self {
    case .kakeibo: KakeiboColumns.required
    case .moneyforward: MoneyForwardColumns.required
    case .zaim: ZaimColumns.required + [ZaimColumns.subcategory]
    case .csv, .statement: []
    }
  }

  /// Recognizes an app's export from a line of the file, its header row; nil when it is none
  /// (statements are read by `TableMapping`).
  public static func recognize(_ line: [String]) -> ImportFormat? {
    let index = HeaderIndex(line)
    return [ImportFormat.moneyforward, .zaim, .kakeibo].first { format in
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

  /// The column called `name`; throws when the header (of a `format` file) lacks it.
  func named(_ name: String, for format: ImportFormat) throws(ImportError) -> NamedColumn {
    NamedColumn(index: try columns([name], for: format)[0], name: name)
  }

  /// The indexes of `names`, in order; throws naming every one the header lacks.
  func columns(_ names: [String], for format: ImportFormat) throws(ImportError) -> [Int] {
    let found = names.map(column)
    let missing = zip(names, found).filter { $0.1 == nil }.map(\.0)
    guard missing.isEmpty else { throw .missingColumns(missing, format: format) }
    return found.compactMap { $0 }
  }
}

/// A column found by its name: where it is, and the name problems call it by.
struct NamedColumn: Sendable {
  let index: Int
  let name: String
}

enum KakeiboColumns {
  static let required = ["date", "amount", "category", "memo"]
  static let id = "id"
  /// The entry's 内訳 and kind (`expense` or `income`): files written before kakeibo had them
  /// lack the columns, and their rows are expenses without a 内訳.
  static let subcategory = "subcategory"
  static let kind = "kind"
  /// Where the entry was imported from (a bank, a card); files written before kakeibo kept it
  /// lack the column.
  static let source = "source"
  /// The entry's import fingerprint (32 hexadecimal digits; empty for an entry typed by hand),
  /// so that a statement imported on one ledger and moved to another by export and import is
  /// not imported there again; files written before kakeibo carried it lack the column.
  static let fingerprint = "fingerprint"
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
  static let destination = "入金先"
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
  /// The amounts: expenses, or with `income` withdrawals.
  public var amount: Column
  /// The deposits, beside `amount`'s withdrawals (a bank's statement): income.
  public var income: Column?
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
    date: Column, amount: Column, income: Column? = nil, category: Column? = nil,
    subcategory: Column? = nil,
    memo: [Column] = [], fixedCategory: Category? = nil, hasHeader: Bool = true
  ) {
    self.date = date
    self.amount = amount
    self.income = income
    self.category = category
    self.subcategory = subcategory
    self.memo = memo
    self.fixedCategory = fixedCategory
    self.hasHeader = hasHeader
  }

  /// The columns named by their header's names, which the header row must hold.
  var names: [String] {
    ([date, amount] + [income, category].compactMap { $0 } + memo).compactMap { column in
      if case .name(let name) = column { return name }
      return nil
    }
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
