import KakeiboCore

/// Whose statement a table is, which decides what its signs and some of its words mean.
public enum StatementKind: Hashable, Sendable {
  /// A bank account's: money in is income, unless it comes from the household's own accounts.
  case bank
  /// A card's (or a prepaid balance's): a use is spending, and money in is given back.
  case card
}

/// How the general reader reads a statement's table: where its header is and what each of its
/// columns holds, or, for a table without a header, which cells it takes from each row.
public struct TableMapping: Hashable, Sendable {
  /// A column that holds something the reader uses or knows.
  public struct Column: Hashable, Sendable {
    /// Its position, from 0.
    public let index: Int
    /// Its name as the header writes it.
    public let name: String
    public let role: ColumnRole
  }

  /// How a signed amount column's sign reads.
  public enum Sign: Hashable, Sendable {
    /// Positive is money in (a bank's 入出金).
    case positiveIn
    /// Positive is money out (a card's 金額).
    case positiveOut
  }

  /// The header's line (from 1); nil for a table without a header, whose rows are read by
  /// their cells' types.
  public let headerLine: Int?
  /// The header's names, as written (empty without a header).
  public let header: [String]
  /// The columns with roles, in order.
  public let columns: [Column]
  public let kind: StatementKind
  /// How the signed amount column reads, when there is one.
  public let sign: Sign?

  /// The columns whose names the vocabulary does not know.
  public var unknownColumns: [(index: Int, name: String)] {
    header.enumerated().filter { index, name in
      !TextNormalization.trimmed(name).isEmpty && !columns.contains { $0.index == index }
    }.map { ($0.offset, $0.element) }
  }

  // MARK: Columns by what they hold

  let date: Int?
  /// A date over three columns (year, month, day).
  let dateParts: (year: Int, month: Int, day: Int)?
  /// The columns the memo is made of (and the row is known by), in order.
  let descriptions: [Int]
  /// Whether `descriptions` are a bank's 摘要 and its details, whose first is a summary
  /// (`カード` there means the bank's card: cash or a card bill).
  let leadsWithSummary: Bool
  let out: Int?
  let into: Int?
  let signed: Int?
  let billed: Int?
  let refund: Int?
  let paymentKind: Int?
  /// The columns that count instalments (支払回数 `3`, 今回回数 `1/3`).
  let instalments: [Int]
  /// The columns whose words tell a row's meaning beside its description (種別, 取引区分, メモ).
  let notes: [Int]
  let correction: Int?
  /// A fee charged with the row, spent with it.
  let fee: Int?
  /// The row's state: a payment reverted, declined or failed is no payment.
  let status: Int?

  public static func == (lhs: TableMapping, rhs: TableMapping) -> Bool {
    lhs.headerLine == rhs.headerLine && lhs.header == rhs.header && lhs.columns == rhs.columns
      && lhs.kind == rhs.kind && lhs.sign == rhs.sign
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(headerLine)
    hasher.combine(header)
    hasher.combine(columns)
  }

  /// Whether the table has a column of amounts.
  var hasAmount: Bool { out != nil || into != nil || signed != nil || billed != nil }

  /// The mapping of a table without a header, read by its cells' types (see
  /// `HeaderlessRows`): a `kind`'s, by the shape of its first row.
  static func headerless(kind: StatementKind) -> TableMapping {
    TableMapping(
      headerLine: nil, header: [], columns: [], kind: kind, sign: nil, date: nil, dateParts: nil,
      descriptions: [], leadsWithSummary: false, out: nil, into: nil, signed: nil, billed: nil,
      refund: nil, paymentKind: nil, instalments: [], notes: [], correction: nil, fee: nil,
      status: nil)
  }

  private init(
    headerLine: Int?, header: [String], columns: [Column], kind: StatementKind, sign: Sign?,
    date: Int?, dateParts: (year: Int, month: Int, day: Int)?, descriptions: [Int],
    leadsWithSummary: Bool, out: Int?, into: Int?, signed: Int?, billed: Int?, refund: Int?,
    paymentKind: Int?, instalments: [Int], notes: [Int], correction: Int?, fee: Int?,
    status: Int?
  ) {
    self.headerLine = headerLine
    self.header = header
    self.columns = columns
    self.kind = kind
    self.sign = sign
    self.date = date
    self.dateParts = dateParts
    self.descriptions = descriptions
    self.leadsWithSummary = leadsWithSummary
    self.out = out
    self.into = into
    self.signed = signed
    self.billed = billed
    self.refund = refund
    self.paymentKind = paymentKind
    self.instalments = instalments
    self.notes = notes
    self.correction = correction
    self.fee = fee
    self.status = status
  }

  /// Reads `names` (the cells of line `line`) as a header: the mapping when the vocabulary
  /// names a date column (or a date's year, month and day) and an amount column among them,
  /// else nil. `kindHint` is what the lines before the table say of the statement (positive
  /// for a card's, negative for a bank's).
  init?(header names: [String], line: Int, kindHint: Int = 0) {
    let meanings = names.map { name -> ColumnVocabulary.Meaning? in
      let trimmed = TextNormalization.trimmed(name)
      // A cell that is a value is no name: a header holds no dates and no amounts.
      guard !trimmed.isEmpty, StatementDates.read(trimmed, compactDigits: false) == nil,
        (try? StatementValues.signedAmount(trimmed)).flatMap({ $0 }) == nil
      else { return nil }
      return ColumnVocabulary.meaning(of: trimmed)
    }
    func first(_ wanted: ColumnVocabulary.Meaning...) -> Int? {
      meanings.firstIndex { $0.map(wanted.contains) ?? false }
    }
    func all(_ wanted: ColumnVocabulary.Meaning...) -> [Int] {
      meanings.indices.filter { meanings[$0].map(wanted.contains) ?? false }
    }
    let date = first(.date)
    var parts: (year: Int, month: Int, day: Int)?
    if let year = first(.year), let month = first(.month), let day = first(.day) {
      parts = (year, month, day)
    }
    guard date != nil || parts != nil else { return nil }
    let use = first(.use)
    let withdrawal = first(.withdrawal)
    let paid = first(.paid)
    let deposit = first(.deposit)
    var billed = first(.billed)
    var out = [use, withdrawal].compactMap { $0 }.min()
    if let paid {
      // お支払金額 beside a deposit column is a withdrawal; beside a use, what the card bills.
      if deposit != nil || use == nil {
        out = out.map { min($0, paid) } ?? paid
      } else if billed == nil {
        billed = paid
      }
    }
    let signedIn = first(.signedIn)
    let signedAny = first(.signed)
    let signed = signedIn ?? signedAny
    guard out != nil || deposit != nil || signed != nil || billed != nil else { return nil }

    // Whose statement it is, by what its columns say (a deposit, a balance: a bank's; a store,
    // a use, what is billed: a card's), else by its lines before the table; a tie is a bank's
    // when it has deposits.
    let columnHint =
      meanings.compactMap { $0?.kindHint }.reduce(0, +) + (paid != nil && deposit == nil ? 1 : 0)
    let hint = columnHint != 0 ? columnHint : kindHint
    let kind: StatementKind =
      hint > 0 ? .card : hint < 0 || deposit != nil || signedIn != nil ? .bank : .card
    var sign: Sign?
    if let signed { sign = signed == signedIn || kind == .bank ? .positiveIn : .positiveOut }

    let stores = all(.store)
    let summaries = all(.summary, .detail)
    let descriptions = stores.isEmpty ? summaries : stores
    // A bank's 摘要 beside a store (PayPay's 取引内容 beside its 取引先) tells what the row is.
    let otherSummaries = stores.isEmpty ? [] : summaries
    let roles: [Int: ColumnRole] = {
      var roles: [Int: ColumnRole] = [:]
      func set(_ index: Int?, _ role: ColumnRole) {
        if let index, roles[index] == nil { roles[index] = role }
      }
      set(date, .date)
      if let parts {
        set(parts.year, .year)
        set(parts.month, .month)
        set(parts.day, .day)
      }
      for (position, index) in descriptions.enumerated() {
        set(index, position == 0 || meanings[index] != .detail ? .description : .detail)
      }
      set(out, .withdrawal)
      set(deposit, .deposit)
      set(signed, .signedAmount)
      set(billed, .billed)
      set(first(.refund), .refund)
      set(first(.balance), .balance)
      set(first(.user), .user)
      set(first(.paymentKind), .paymentKind)
      for index in all(.instalments) { set(index, .paymentKind) }
      for index in all(.memo) { set(index, .memo) }
      for index in all(.kind) { set(index, .kind) }
      set(first(.correction), .correction)
      set(first(.fee), .fee)
      set(first(.status), .status)
      for index in all(.otherDate) { set(index, .otherDate) }
      return roles
    }()
    self.init(
      headerLine: line, header: names,
      columns: roles.sorted { $0.key < $1.key }.map { index, role in
        Column(index: index, name: TextNormalization.trimmed(names[index]), role: role)
      },
      kind: kind, sign: sign, date: date, dateParts: date == nil ? parts : nil,
      descriptions: descriptions,
      leadsWithSummary: stores.isEmpty && descriptions.count > 1
        && meanings[descriptions[0]] == .summary,
      out: out, into: deposit, signed: signed, billed: billed, refund: first(.refund),
      paymentKind: first(.paymentKind), instalments: all(.instalments),
      notes: (all(.kind, .memo) + otherSummaries).sorted(),
      correction: first(.correction), fee: first(.fee), status: first(.status))
  }

  /// `record`, which has more fields than the header's `width`, with the commas of a
  /// description that held them without quotes (`2024/1/1,ABC, 新宿店,1000,…`) put back in it:
  /// the first description whose cells, joined to the next ones, leave every amount column an
  /// amount or empty; nil when none does.
  func joiningCommas(in record: CSVRecord, width: Int, encoding: SourceEncoding) -> CSVRecord? {
    let extra = record.count - width
    guard extra > 0 else { return nil }
    let amounts = [out, into, signed, billed, refund].compactMap { $0 }
    func cell(_ record: CSVRecord, _ index: Int) -> String {
      index < record.count
        ? record.withField(index) { encoding.decode($0, repairing: true) } ?? "" : ""
    }
    func amount(_ text: String) -> Int64?? { try? StatementValues.signedAmount(text) }
    for description in descriptions {
      for count in 1...extra {
        // The cells joined are words, not amounts.
        guard
          (description + 1...description + count).allSatisfy({
            amount(cell(record, $0)) ?? nil == nil
          })
        else { continue }
        let joined = record.joining(description, through: description + count)
        let cells = amounts.map { cell(joined, $0) }
        if cells.allSatisfy({ amount($0) != nil }),
          cells.contains(where: { amount($0) ?? nil != nil })
        {
          return joined
        }
      }
    }
    return nil
  }

  /// How many of `names` the vocabulary knows: a line that names a date column but no amount
  /// (or the reverse) is told as the nearest thing to a header when no table is found.
  static func knownNames(_ names: [String]) -> [(index: Int, name: String, role: ColumnRole?)] {
    names.enumerated().compactMap { index, name in
      let trimmed = TextNormalization.trimmed(name)
      guard !trimmed.isEmpty, let meaning = ColumnVocabulary.meaning(of: trimmed),
        meaning != .ignored
      else { return nil }
      return (index, trimmed, meaning.role)
    }
  }
}

extension ColumnVocabulary.Meaning {
  /// The role a column of this meaning plays when nothing beside it changes that.
  var role: ColumnRole? {
    switch self {
    case .date: .date
    case .otherDate: .otherDate
    case .year: .year
    case .month: .month
    case .day: .day
    case .store, .summary: .description
    case .detail: .detail
    case .use, .withdrawal, .paid: .withdrawal
    case .deposit: .deposit
    case .signedIn, .signed: .signedAmount
    case .billed, .billedTotal: .billed
    case .refund: .refund
    case .balance: .balance
    case .user: .user
    case .paymentKind: .paymentKind
    case .memo: .memo
    case .kind: .kind
    case .correction: .correction
    case .fee: .fee
    case .status: .status
    case .instalments: .paymentKind
    case .ignored: nil
    }
  }
}
