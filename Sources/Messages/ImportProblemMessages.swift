import KakeiboCore
import KakeiboImport
import Wording

// The import rows area of the catalogue: what is wrong with one row of an import file, as
// `line 42: amount "12.5": why; what is accepted`.

extension ImportProblem: Message {
  public var english: String {
    var text = "line \(line): "
    if case .textAfterClosingQuote(let field) = reason { text += "field \(field): " }
    switch (field, value) {
    case (let field?, let value?): text += "\(field) \(Quoting.quoted(value)): "
    case (let field?, nil): text += "\(field): "
    case (nil, let value?): text += "\(Quoting.quoted(value)): "
    case (nil, nil): break
    }
    return text + reason.english
  }

  public var japanese: String {
    var text = "\(line) 行目: "
    if case .textAfterClosingQuote(let field) = reason { text += "\(field) 番目の項目: " }
    let name = field.map(Self.japaneseName)
    switch (name, value) {
    case (let name?, let value?): text += "\(name) \(Quoting.quoted(value)): "
    case (let name?, nil): text += "\(name): "
    case (nil, let value?): text += "\(Quoting.quoted(value)): "
    case (nil, nil): break
    }
    return text + reason.japanese
  }

  /// A field as Japanese messages name it: kakeibo's own fields in Japanese, a file's column
  /// by its own name.
  static func japaneseName(_ field: String) -> String {
    if field == "income" { return EntryKind.incomeName }
    if let number = UnnamedColumn.number(in: field) { return "\(number) 列目" }
    return InvalidValue.Field(rawValue: field)?.japanese ?? field
  }
}

extension ImportProblem.Flag: Message {
  public var english: String {
    switch self {
    case .counted: "expected 1 (counted) or 0 (not counted)"
    case .transfer: "expected 1 (a transfer) or 0 (not a transfer)"
    }
  }

  public var japanese: String {
    switch self {
    case .counted: "1（計算に含める）か 0（含めない）のどちらかです"
    case .transfer: "1（振替）か 0（振替でない）のどちらかです"
    }
  }
}

extension ImportProblem.Reason: Message {
  public var english: String {
    switch self {
    case .invalid(let reason): reason.english
    case .noDate: "no date; expected a date such as 2024/05/01, 2024年5月1日 or R6.5.1"
    case .notYearMonthDay:
      "not a date; expected a year, a month and a day, such as 2024, 5 and 1"
    case .amountInUnknownColumn:
      "an amount in a column kakeibo does not know, and none in its amount columns; "
        + "name the columns with --from csv --date-col COL --amount-col COL"
    case .notAFlag(let flag): flag.english
    case .fieldMissing(let fields):
      "missing: the row has \(fields) field\(fields == 1 ? "" : "s")"
    case .invalidEncoding(let encoding):
      "not valid \(encoding) text (the file reads as \(encoding); "
        + "--encoding \(encoding.other.optionValue) reads it as \(encoding.other))"
    case .notAKind: "expected expense or income"
    case .incomeHasCategory: "income has no category; expected none"
    case .noIncomeColumn: "missing: the header has no 収入 column"
    case .fieldCount(let fields, let header):
      "the row has \(fields) fields and the header \(header); a field that holds a comma must "
        + "be in double quotes"
    case .textAfterClosingQuote:
      "text after the closing quote; a quoted field ends with \" followed by a comma or the end "
        + "of the line, and a quote inside it is doubled (\"\")"
    case .unclosedQuote: "a quoted field is never closed: the file ends inside its quotes"
    case .rowTooLong: "the row is longer than \(CSVReader.maximumRecordLength / 1024) KiB"
    }
  }

  public var japanese: String {
    switch self {
    case .invalid(let reason): reason.japanese
    case .noDate: "日付がありません。2024/05/01、2024年5月1日、R6.5.1 のような日付が必要です"
    case .notYearMonthDay: "日付になりません。2024、5、1 のように年、月、日が必要です"
    case .amountInUnknownColumn:
      "kakeibo の知らない列に金額があり、金額の列にはありません。"
        + "--from csv --date-col 列 --amount-col 列 で列を指定してください"
    case .notAFlag(let flag): flag.japanese
    case .fieldMissing(let fields): "ありません。この行の項目は \(fields) 個です"
    case .invalidEncoding(let encoding):
      "\(encoding) の文字として読めません（ファイルは \(encoding) として読んでいます。"
        + "--encoding \(encoding.other.optionValue) なら \(encoding.other) として読みます）"
    case .notAKind: "expense（支出）か income（収入）のどちらかです"
    case .incomeHasCategory: "収入には区分がありません。空にしてください"
    case .noIncomeColumn: "ありません。見出しに「収入」の列がありません"
    case .fieldCount(let fields, let header):
      "この行の項目は \(fields) 個、見出しは \(header) 個です。カンマを含む項目は二重引用符で囲みます"
    case .textAfterClosingQuote:
      "閉じ引用符のあとに文字があります。引用符で囲んだ項目は \" のあとにカンマか行末が来て、"
        + "中の引用符は二つ重ねます（\"\"）"
    case .unclosedQuote: "引用符が閉じられないまま、ファイルが終わっています"
    case .rowTooLong: "行が長すぎます（\(CSVReader.maximumRecordLength / 1024) KiB まで）"
    }
  }
}
