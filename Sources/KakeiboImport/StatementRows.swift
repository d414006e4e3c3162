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
    column < names.count && !names[column].isEmpty ? names[column] : "field \(column + 1)"
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
    if let lastDateRead, text.utf8.elementsEqual(lastDateText.utf8) { return (lastDateRead, text) }
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
    let paymentKind = mapping.paymentKind.flatMap { row.text($0, field: name($0)) }
    let instalments = mapping.instalments.map { row.text($0, field: name($0)) ?? "" }
    let correction = mapping.correction.flatMap { row.text($0, field: name($0)) }
    let descriptions = texts.compactMap { $0 }.map(Self.withoutDash)
    var memo = StatementReading.memo(descriptions.map(Optional.some), in: &row)
    if memo?.isEmpty == true, !mapping.descriptions.isEmpty {
      // A row without a description (a fare's 物販): its kind or memo column says what it is.
      memo = StatementReading.memo(notes.map(Self.withoutDash).map(Optional.some), in: &row)
    }
    guard texts.allSatisfy({ $0 != nil }), let memo, let outValue = out.value,
      let intoValue = into.value, let signedValue = signed.value, let billedValue = billed.value,
      let refundValue = refund.value, row.problems.isEmpty
    else {
      return ConvertedRow(outcome: .invalid(row.problems))
    }
    var money: Int64
    // A signed column beside a kind column that says which way the money goes (区分 入金 or
    // 出金): its value is the amount, the kind its way.
    var signedIn = mapping.sign == .positiveOut ? -signedValue : signedValue
    if let way = Self.direction(notes) { signedIn = way * abs(signedValue) }
    switch mapping.kind {
    case .bank:
      money = intoValue - outValue
      if mapping.out == nil && mapping.into == nil { money = signedIn }
    case .card:
      var used = outValue
      if mapping.out == nil, mapping.signed != nil { used = -signedIn }
      let hasUse = mapping.out != nil || mapping.signed != nil
      let spent: Int64
      if mapping.billed != nil, billedValue != 0,
        isPaidAtOnce(paymentKind, instalments) || !hasUse || used == 0
      {
        spent = billedValue
      } else {
        spent = used - refundValue
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

  private static let cancelled = MatchKey("取消")

  /// Whether a row whose payment kind is `kind` and whose instalment columns hold
  /// `instalments` is paid at once.
  private mutating func isPaidAtOnce(_ kind: String?, _ instalments: [String]) -> Bool {
    if let lastPayment, lastPayment.kind?.utf8.elementsEqual((kind ?? "").utf8) ?? (kind == nil),
      lastPayment.instalments.elementsEqual(instalments, by: { $0.utf8.elementsEqual($1.utf8) })
    {
      return lastPayment.isAtOnce
    }
    let isAtOnce = Self.isPaidAtOnce(kind) && instalments.allSatisfy(Self.isOneInstalment)
    lastPayment = (kind, instalments, isAtOnce)
    return isAtOnce
  }
  private static let outWords = ["出金", "支払", "引出", "払出", "引落"].map(MatchKey.init)
  private static let inWords = ["入金", "預入", "受入", "お預り"].map(MatchKey.init)

  /// The way a row's money goes by its kind column's words: -1 out (出金, 支払, 引出), 1 in
  /// (入金, 預入), nil when they do not say or say both.
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

/// A table without a header (三井住友カード's, and the cards that share its layout), read row by
/// row by its cells' types: the first cell that is a date with its year is the date, the first
/// text after it the store, and the first amount after the store what was used. Each row is
/// read on its own, so that a file may mix layouts of different widths.
struct HeaderlessRows: RowConverter {
  private var reading: StatementReading
  private var previousDate: LedgerDate?
  private var hasRows = false
  private(set) var dateSample: DateSample?
  private var meanings = RowMeaning.Cache()

  init(reading: StatementReading) {
    self.reading = reading
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
    guard
      let date = values.firstIndex(where: { value in
        if case .full? = StatementDates.read(value, compactDigits: false) { return true }
        return false
      })
    else { return nil }
    guard
      let store = values.indices.dropFirst(date + 1).first(where: { index in
        let value = values[index]
        return !value.isEmpty && (try? StatementValues.signedAmount(value)) == nil
          && !StatementValues.startsWithMaskedCardNumber(value)
      })
    else { return nil }
    // An amount before the text is no card's row: a bank's withdrawal, deposit and
    // description (`2026/04/01,500,,コンビニ,1000`) are not to be read by a guess.
    guard
      !values[(date + 1)..<store].contains(where: { value in
        (try? StatementValues.signedAmount(value)).flatMap { $0 } != nil
      })
    else { return nil }
    let amount = values.indices.dropFirst(store + 1).first { index in
      (try? StatementValues.signedAmount(values[index])).flatMap { $0 } != nil
    }
    return Cells(date: date, store: store, amount: amount)
  }

  /// Whether `fields` is a row of such a table: a date, a store and an amount.
  static func isRow(_ fields: [String]) -> Bool { cells(fields)?.amount != nil }

  mutating func convert(_ row: inout SourceRow) -> ConvertedRow {
    let fields = row.fields()
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
    if dateSample == nil {
      dateSample = DateSample(
        column: "field \(cells.date + 1)", text: TextNormalization.trimmed(fields[cells.date]),
        date: date)
    }
    hasRows = true
    previousDate = date
    guard let amount = cells.amount else {
      return ConvertedRow(outcome: .skipped(.notAPayment))
    }
    return convert(&row, date: date, store: cells.store, amount: amount)
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
