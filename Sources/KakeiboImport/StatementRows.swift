import KakeiboCore

/// The general reader's rows: any bank's or card's table, read by what its columns hold (see
/// `TableMapping`), or, without a header, by its cells' types (`HeaderlessRows`).
///
/// - The date is the date column's, in any form `StatementDates` reads; a day without a year
///   takes the statement's own period's year, else the latest that puts it on or before today
///   (`--year` names it instead). A row with no date right after a dated row (a discount line)
///   takes that row's date.
/// - The amount: on a bank's statement, deposits less withdrawals (or the signed column); on a
///   card's, what the card bills for a row paid at once (it includes the card's discounts),
///   else what was used (an instalment or revolving row is recorded once, at its purchase
///   amount, on its purchase date), less what was given back.
/// - The meaning comes from `RowMeaning`; the memo is the description columns, joined.
/// - Lines that are no rows (card holders', totals, notes, the end of the table) are told to the
///   importer as such (see `LineKind.inTable`).
struct StatementTableRows: RowConverter {
  private let mapping: TableMapping
  private var reading: StatementReading
  private let dates: YearlessDates
  private let names: [String]
  private let amountColumns: [Int]
  /// The columns whose names the vocabulary does not know at all: a row whose amount is there
  /// and nowhere else is reported, not read as no payment.
  private let unknownColumns: [Int]
  /// The last date cell read and its date, since rows of one day come together.
  private var lastDateText = ""
  private var lastDateRead: LedgerDate?
  /// The date of the row before, when the line before was a row (for a row without a date).
  private var previousDate: LedgerDate?
  private var hasRows = false
  /// The first date read, as the reading's report shows it.
  private(set) var dateSample: DateSample?
  private var meanings = RowMeaning.Cache()
  /// The last payment kind and count of instalments read, and whether they say paid at once:
  /// a statement's rows repeat them.
  private var lastPayment: (kind: String?, instalments: [String], isAtOnce: Bool)?

  init(mapping: TableMapping, reading: StatementReading, dates: YearlessDates) {
    self.mapping = mapping
    self.reading = reading
    self.dates = dates
    names = mapping.header.map(TextNormalization.trimmed)
    amountColumns = [mapping.out, mapping.into, mapping.signed, mapping.billed, mapping.refund]
      .compactMap { $0 }
    unknownColumns = mapping.unknownColumns.filter { column in
      ColumnVocabulary.meaning(of: column.name) == nil
    }.map(\.index)
  }

  private func name(_ column: Int) -> String {
    column < names.count && !names[column].isEmpty ? names[column] : UnnamedColumn.name(column + 1)
  }

  mutating func convert(_ row: inout SourceRow) -> ConvertedRow {
    let (date, dateText) = readDate(&row)
    guard let date else {
      let isBlank = dateText.map { TextNormalization.trimmed($0).isEmpty } ?? false
      let fields = row.fields()
      let kind = LineKind.inTable(
        fields, dateColumn: mapping.date ?? mapping.dateParts?.year, amountColumns: amountColumns,
        hasRows: hasRows, header: mapping.header)
      if isBlank, let previousDate, kind == nil, holdsDescription(fields) {
        // A discount or fee line under the row it belongs to.
        let dated = convert(&row, date: previousDate)
        self.previousDate = nil
        return dated
      }
      previousDate = nil
      if let kind { return ConvertedRow(outcome: .line(kind)) }
      if isBlank {
        row.note(
          field: mapping.date.map(name) ?? "date", value: "",
          reason: .noDate)
      }
      var converted = ConvertedRow(outcome: .invalid(row.problems))
      let hasDigit = dateText.map { TextNormalization.folded($0).contains(where: \.isNumber) }
      converted.mayEndTable = hasDigit != true && !amountColumns.contains(where: row.holdsText)
      return converted
    }
    hasRows = true
    previousDate = date
    return convert(&row, date: date)
  }

  /// Whether a line without a date has a description, so that it may be a discount's line.
  private func holdsDescription(_ fields: [String]) -> Bool {
    mapping.descriptions.contains { column in
      column < fields.count && !TextNormalization.trimmed(fields[column]).isEmpty
    }
  }

  /// The row's date, noting a problem when its cell is not empty and no date; and the date
  /// cell's text (nil when the row is too short to have one).
  private mutating func readDate(_ row: inout SourceRow) -> (LedgerDate?, String?) {
    if let parts = mapping.dateParts {
      guard max(parts.year, parts.month, parts.day) < row.record.count,
        let year = row.text(parts.year, field: name(parts.year)),
        let month = row.text(parts.month, field: name(parts.month)),
        let day = row.text(parts.day, field: name(parts.day))
      else { return (nil, nil) }
      let joined = [year, month, day].map(TextNormalization.trimmed).joined(separator: "/")
      if [year, month, day].allSatisfy({ TextNormalization.trimmed($0).isEmpty }) {
        return (nil, "")
      }
      if let date = StatementDates.read(year: year, month: month, day: day) {
        if dateSample?.date == nil {
          dateSample = DateSample(
            column: [parts.year, parts.month, parts.day].map(name).joined(separator: "/"),
            text: joined, date: date)
        }
        return (date, joined)
      }
      row.note(
        field: name(parts.year), value: joined,
        reason: .notYearMonthDay)
      return (nil, joined)
    }
    guard let column = mapping.date, column < row.record.count,
      let text = row.text(column, field: name(column))
    else { return (nil, nil) }
    if let lastDateRead, text.hasSameUTF8(as: lastDateText) { return (lastDateRead, text) }
    let trimmed = TextNormalization.trimmed(text)
    guard !trimmed.isEmpty else { return (nil, text) }
    do throws(InvalidValue) {
      let date: LedgerDate
      switch StatementDates.read(trimmed) {
      case .full(let full)?: date = full
      case .yearless(let month, let day)?:
        date = try dates.date(month: month, day: day, text: trimmed)
      case nil:
        throw InvalidValue(.date, text, .notAStatementDate)
      }
      if dateSample?.date == nil {
        dateSample = DateSample(column: name(column), text: trimmed, date: date)
      }
      (lastDateText, lastDateRead) = (text, date)
      return (date, text)
    } catch {
      // Whether it is a row with a bad date or a line that is no row is decided by the caller.
      if LineKind.inTable(
        row.fields(), dateColumn: column, amountColumns: amountColumns, hasRows: hasRows,
        header: mapping.header) == nil
      {
        row.note(field: name(column), value: error.value, reason: .invalid(error.reason))
        if dateSample == nil {
          dateSample = DateSample(column: name(column), text: trimmed, date: nil)
        }
      }
      return (nil, text)
    }
  }

  /// The row dated `date`.
  private mutating func convert(_ row: inout SourceRow, date: LedgerDate) -> ConvertedRow {
    let texts = mapping.descriptions.map { row.text($0, field: name($0)) }
    let notes = mapping.notes.map { row.text($0, field: name($0)) ?? "" }
    func amount(_ column: Int?) -> AmountField {
      guard let column else { return .empty }
      return row.amount(column, field: name(column))
    }
    let out = amount(mapping.out)
    let into = amount(mapping.into)
    let signed = amount(mapping.signed)
    let billed = amount(mapping.billed)
    let refund = amount(mapping.refund)
    let feeField = amount(mapping.fee)
    let paymentKind = mapping.paymentKind.flatMap { row.text($0, field: name($0)) }
    let instalments = mapping.instalments.map { row.text($0, field: name($0)) ?? "" }
    let correction = mapping.correction.flatMap { row.text($0, field: name($0)) }
    let status = mapping.status.flatMap { row.text($0, field: name($0)) }
    let descriptions = texts.compactMap { $0 }.map(Self.withoutDash)
    var memo = StatementReading.memo(descriptions.map(Optional.some), in: &row)
    if memo?.isEmpty == true, !mapping.descriptions.isEmpty {
      // A row without a description (a fare's 物販): its kind or memo column says what it is.
      memo = StatementReading.memo(notes.map(Self.withoutDash).map(Optional.some), in: &row)
    }
    guard texts.allSatisfy({ $0 != nil }), let memo, let outValue = out.value,
      let intoValue = into.value, let signedValue = signed.value, let billedValue = billed.value,
      let refundValue = refund.value, let feeValue = feeField.value, row.problems.isEmpty
    else {
      return ConvertedRow(outcome: .invalid(row.problems))
    }
    // A payment reverted, declined or failed moved no money.
    if let status, Self.movedNoMoney(status) {
      return ConvertedRow(outcome: .skipped(.notAPayment))
    }
    let fee = abs(feeValue)
    var money: Int64
    // A signed column beside a kind column that says which way the money goes (区分 入金 or
    // 出金): its value is the amount, the kind its way.
    let way = Self.direction(notes)
    var signedIn = mapping.sign == .positiveOut ? -signedValue : signedValue
    if let way { signedIn = way * abs(signedValue) }
    switch mapping.kind {
    case .bank:
      money = intoValue - outValue
      if mapping.out == nil && mapping.into == nil { money = signedIn }
      money -= fee
    case .card:
      var used = outValue
      if mapping.out == nil, mapping.signed != nil {
        used = -signedIn
      } else if let way {
        // A use column whose kind says which way (楽天Edy's 支払い written -420): the kind's.
        used = -way * abs(outValue)
      }
      let hasUse = mapping.out != nil || mapping.signed != nil
      let isAtOnce = isPaidAtOnce(paymentKind, instalments)
      let spent: Int64
      if mapping.billed != nil, billedValue != 0, isAtOnce || !hasUse || used == 0 {
        spent = billedValue
      } else {
        // A fee is spent with a row paid at once; an instalment's are paid with its payments.
        spent = used - refundValue + (isAtOnce ? fee : 0)
      }
      money = intoValue - spent
    }
    let isCancelled = correction.map { MatchKey($0).contains(Self.cancelled) } ?? false
    let kind = meanings.meaning(
      texts: descriptions, notes: notes, money: money, isCancelled: isCancelled
    ) {
      RowMeaning.of(
        texts: descriptions, summary: mapping.leadsWithSummary ? descriptions.first : nil,
        notes: notes, money: money, statement: mapping.kind, isCancelled: isCancelled,
        transfers: reading.transfers)
    }
    if case .transfer = kind, fee > 0, let column = mapping.fee {
      // A transfer is no spending, and its fee is (cash at an ATM, and the ATM's fee): the fee
      // alone is the row's entry.
      guard let feeMemo = StatementReading.memo([memo.text, name(column)], in: &row) else {
        return ConvertedRow(outcome: .invalid(row.problems))
      }
      return reading.converted(
        date: date, amount: -fee, kind: .expense, memo: feeMemo,
        fields: texts.compactMap { $0 } + [name(column)], in: &row)
    }
    if kind == .refund, money < 0 { money = -money }
    if money == 0, let column = unknownColumns.first(where: { holdsAmount(&row, $0) }) {
      let text = row.text(column, field: name(column)) ?? ""
      row.note(
        field: name(column), value: text,
        reason: .amountInUnknownColumn)
      return ConvertedRow(outcome: .invalid(row.problems))
    }
    return reading.converted(
      date: date, amount: money, kind: kind, memo: memo, fields: texts.compactMap { $0 },
      in: &row)
  }

  /// Words of a state in which a payment moved no money: reverted, declined, failed, cancelled.
  private static let noMoneyWords = [
    "REVERTED", "DECLINED", "FAILED", "CANCELLED", "CANCELED", "REJECTED", "失敗", "取消", "キャンセル",
    "不成立", "エラー", "拒否",
  ].map(MatchKey.init)

  /// Whether a row whose state is `status` moved no money.
  static func movedNoMoney(_ status: String) -> Bool {
    let key = MatchKey(status)
    return noMoneyWords.contains(where: key.contains)
  }

  private static let cancelled = MatchKey("取消")

  /// Whether a row whose payment kind is `kind` and whose instalment columns hold
  /// `instalments` is paid at once.
  private mutating func isPaidAtOnce(_ kind: String?, _ instalments: [String]) -> Bool {
    if let lastPayment, lastPayment.kind?.hasSameUTF8(as: kind ?? "") ?? (kind == nil),
      lastPayment.instalments.elementsEqual(instalments, by: { $0.hasSameUTF8(as: $1) })
    {
      return lastPayment.isAtOnce
    }
    let isAtOnce = Self.isPaidAtOnce(kind) && instalments.allSatisfy(Self.isOneInstalment)
    lastPayment = (kind, instalments, isAtOnce)
    return isAtOnce
  }
  private static let outWords = ["出金", "支払", "引出", "払出", "引落"].map(MatchKey.init)
  private static let inWords = ["入金", "預入", "受入", "お預り", "返金", "払戻"].map(MatchKey.init)

  /// The way a row's money goes by its kind column's words: -1 out (出金, 支払, 引出), 1 in
  /// (入金, 預入, 返金), nil when they do not say or say both.
  static func direction(_ notes: [String]) -> Int64? {
    let keys = notes.map { MatchKey($0) }
    let isOut = keys.contains { key in outWords.contains(where: key.contains) }
    let isIn = keys.contains { key in inWords.contains(where: key.contains) }
    return isOut == isIn ? nil : isOut ? -1 : 1
  }

  /// Whether the cell in `column` reads as an amount other than zero.
  private func holdsAmount(_ row: inout SourceRow, _ column: Int) -> Bool {
    guard column < row.record.count, let text = row.text(column, field: name(column)) else {
      return false
    }
    return ((try? StatementValues.signedAmount(text)).flatMap { $0 } ?? 0) != 0
  }

  /// Words of a payment that is not at once: instalments, revolving, at bonus time.
  private static let laterWords = ["分割", "リボ", "ボーナス", "あとから", "二回"].map(MatchKey.init)

  /// A cell that is only a dash says nothing (エポスカード's ご利用内容 `－`).
  static func withoutDash(_ text: String) -> String {
    let folded = TextNormalization.folded(text)
    return !folded.isEmpty && folded.allSatisfy({ "-−―‐—ー".contains($0) }) ? "" : text
  }

  /// Whether a count of instalments (支払回数 `3`, 今回回数 `1/3`, `2回目`) says a row is paid
  /// at once: empty, `1`, `1/1`.
  static func isOneInstalment(_ text: String) -> Bool {
    let numbers = TextNormalization.folded(text).split(whereSeparator: { !$0.isASCIIDigit })
      .compactMap { Int($0) }
    return numbers.allSatisfy { $0 <= 1 }
  }

  /// Whether a payment kind (支払区分, 支払方法) is paid at once: none given, 1回, 1回払い,
  /// 一括, 通常; not 分割, リボ, ボーナス, or two or more 回.
  static func isPaidAtOnce(_ text: String?) -> Bool {
    guard let text else { return true }
    let folded = TextNormalization.folded(text)
    let key = MatchKey(folded)
    if laterWords.contains(where: key.contains) { return false }
    var number = 0
    var digits = 0
    for character in folded {
      if let digit = character.wholeNumberValue, character.isASCII {
        number = number * 10 + digit
        digits += 1
      } else if character == "回", digits > 0 {
        return number <= 1
      } else {
        number = 0
        digits = 0
      }
    }
    return true
  }
}

/// A table without a header (三井住友カード's, and the cards that share its layout; JALカード's
/// older export; a 信用金庫's), read row by row by its cells' types. The row's date is its
/// earliest date with a year (a card's rows may name the day they are paid after the day of the
/// use), the store the first text after it, and what was used the first amount after it, before
/// the store or after it. Each row is read on its own, so that a file may mix layouts of
/// different widths.
///
/// A bank's table (its first row a description, money out and money in side by side, one of
/// them empty, and a balance; or the two amounts first, then the description and the balance)
/// is read by those columns in every row: out before in, as the bank statements that have no
/// header write them (`1,2026/10/01,ｼﾔｶｲﾎｹﾝ,"12,300",,"87,700"`).
struct HeaderlessRows: RowConverter {
  /// How a table's rows hold their amounts, decided by its first row.
  enum Shape: Equatable, Sendable {
    /// A card's: each row read by its cells' types.
    case card
    /// A bank's: the date, the description, money out and money in at these positions.
    case bank(date: Int, description: Int, out: Int, into: Int)

    var kind: StatementKind {
      if case .bank = self { return .bank }
      return .card
    }
  }

  private var reading: StatementReading
  let shape: Shape
  private var previousDate: LedgerDate?
  private var hasRows = false
  private(set) var dateSample: DateSample?
  private var meanings = RowMeaning.Cache()

  init(reading: StatementReading, shape: Shape) {
    self.reading = reading
    self.shape = shape
  }

  /// The cells of a row: its date's, its store's and its amount's positions, when it is one.
  struct Cells {
    let date: Int
    let store: Int
    let amount: Int?
  }

  /// Reads `fields` as a row without a header: nil when no cell is a date with its year
  /// followed by a text.
  static func cells(_ fields: [String]) -> Cells? {
    let values = fields.map(TextNormalization.trimmed)
    var earliest: (index: Int, date: LedgerDate)?
    for (index, value) in values.enumerated() {
      if case .full(let date)? = StatementDates.read(value, compactDigits: false),
        earliest.map({ date < $0.date }) ?? true
      {
        earliest = (index, date)
      }
    }
    guard let date = earliest?.index else { return nil }
    func isAmount(_ value: String) -> Bool {
      (try? StatementValues.signedAmount(value)).flatMap { $0 } != nil
    }
    guard
      let store = values.indices.dropFirst(date + 1).first(where: { index in
        let value = values[index]
        return !value.isEmpty && (try? StatementValues.signedAmount(value)) == nil
          && !StatementValues.startsWithMaskedCardNumber(value)
          && StatementDates.read(value, compactDigits: false) == nil
      })
    else { return nil }
    let amount = values.indices.dropFirst(date + 1).first { $0 != store && isAmount(values[$0]) }
    return Cells(date: date, store: store, amount: amount)
  }

  /// Whether `fields` is a row of such a table: a date, a store and an amount.
  static func isRow(_ fields: [String]) -> Bool { cells(fields)?.amount != nil }

  /// The shape of a table whose first row is `fields` (see `Shape`).
  static func shape(of fields: [String]) -> Shape {
    guard let cells = cells(fields) else { return .card }
    let values = fields.map(TextNormalization.trimmed)
    func isAmount(_ index: Int) -> Bool {
      index < values.count
        && (try? StatementValues.signedAmount(values[index])).flatMap { $0 } != nil
    }
    func isEmpty(_ index: Int) -> Bool { index < values.count && values[index].isEmpty }
    /// Money out and money in side by side, one of them empty.
    func isPair(_ index: Int) -> Bool {
      (isAmount(index) && isEmpty(index + 1)) || (isEmpty(index) && isAmount(index + 1))
    }
    let date = cells.date
    if cells.store == date + 1, isPair(date + 2), isAmount(date + 4) {
      return .bank(date: date, description: date + 1, out: date + 2, into: date + 3)
    }
    if isPair(date + 1), cells.store == date + 3, isAmount(date + 4) {
      return .bank(date: date, description: date + 3, out: date + 1, into: date + 2)
    }
    return .card
  }

  mutating func convert(_ row: inout SourceRow) -> ConvertedRow {
    let fields = row.fields()
    if case .bank(let dateColumn, let description, let out, let into) = shape {
      return convertBank(
        &row, fields: fields, dateColumn: dateColumn, description: description, out: out,
        into: into)
    }
    guard let cells = Self.cells(fields) else {
      let kind = LineKind.inTable(
        fields, dateColumn: 0, amountColumns: [], hasRows: hasRows, header: [])
      if kind == .note || kind == nil, let previousDate,
        let text = fields.dropFirst().first(where: { !TextNormalization.trimmed($0).isEmpty }),
        let amount = fields.lastIndex(where: { value in
          (try? StatementValues.signedAmount(value)).flatMap { $0 } != nil
        }),
        fields[0].isEmpty, amount > fields.firstIndex(of: text) ?? 0
      {
        // A discount's line under its row: `,ＷＥＢ明細書年会費割引,-1100`.
        self.previousDate = nil
        return convert(
          &row, date: previousDate, store: fields.firstIndex(of: text) ?? 1, amount: amount)
      }
      previousDate = nil
      if let kind, kind != .note { return ConvertedRow(outcome: .line(kind)) }
      return ConvertedRow(outcome: .line(.note))
    }
    guard case .full(let date)? = StatementDates.read(fields[cells.date], compactDigits: false)
    else { return ConvertedRow(outcome: .line(.note)) }
    noteDate(fields, column: cells.date, date: date)
    previousDate = date
    guard let amount = cells.amount else {
      return ConvertedRow(outcome: .skipped(.notAPayment))
    }
    return convert(&row, date: date, store: cells.store, amount: amount)
  }

  /// Notes that the table has rows, and the first date read, as the reading's report shows it.
  private mutating func noteDate(_ fields: [String], column: Int, date: LedgerDate) {
    hasRows = true
    if dateSample == nil {
      dateSample = DateSample(
        column: UnnamedColumn.name(column + 1), text: TextNormalization.trimmed(fields[column]),
        date: date)
    }
  }

  /// A row of a bank's table, its columns at these positions.
  private mutating func convertBank(
    _ row: inout SourceRow, fields: [String], dateColumn: Int, description: Int, out: Int,
    into: Int
  ) -> ConvertedRow {
    guard dateColumn < fields.count,
      case .full(let date)? = StatementDates.read(
        TextNormalization.trimmed(fields[dateColumn]), compactDigits: false)
    else {
      let kind = LineKind.inTable(
        fields, dateColumn: dateColumn, amountColumns: [out, into], hasRows: hasRows, header: [])
      return ConvertedRow(outcome: .line(kind ?? .note))
    }
    noteDate(fields, column: dateColumn, date: date)
    let text = description < fields.count ? row.text(description, field: "摘要") : ""
    let memo = StatementReading.memo([text], in: &row)
    let outValue = out < fields.count ? row.amount(out, field: "お支払金額").value : 0
    let intoValue = into < fields.count ? row.amount(into, field: "お預り金額").value : 0
    guard let text, let memo, let outValue, let intoValue, row.problems.isEmpty else {
      return ConvertedRow(outcome: .invalid(row.problems))
    }
    let money = intoValue - outValue
    let kind = meanings.meaning(texts: [text], notes: [], money: money, isCancelled: false) {
      RowMeaning.of(
        texts: [text], summary: nil, notes: [], money: money, statement: .bank,
        isCancelled: false, transfers: reading.transfers)
    }
    return reading.converted(
      date: date, amount: money, kind: kind, memo: memo, fields: [text], in: &row)
  }

  private mutating func convert(_ row: inout SourceRow, date: LedgerDate, store: Int, amount: Int)
    -> ConvertedRow
  {
    let storeText = row.text(store, field: "利用店名")
    let used = row.amount(amount, field: "利用金額")
    let memo = StatementReading.memo([storeText], in: &row)
    guard let storeText, let memo, let usedValue = used.value, row.problems.isEmpty else {
      return ConvertedRow(outcome: .invalid(row.problems))
    }
    var money = -usedValue
    let kind = meanings.meaning(texts: [storeText], notes: [], money: money, isCancelled: false) {
      RowMeaning.of(
        texts: [storeText], summary: nil, notes: [], money: money, statement: .card,
        isCancelled: false, transfers: reading.transfers)
    }
    if kind == .refund, money < 0 { money = -money }
    return reading.converted(
      date: date, amount: money, kind: kind, memo: memo, fields: [storeText], in: &row)
  }
}
