/// An amount of money in whole yen. Amounts are never fractional and never floating point.
public struct Yen: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var value: Int64

  public init(_ value: Int64) {
    self.value = value
  }

  /// The amounts a single entry may have: one yen to just under a trillion.
  public static let entryRange: ClosedRange<Int64> = 1...999_999_999_999

  public static let zero = Yen(0)

  public static func < (lhs: Yen, rhs: Yen) -> Bool { lhs.value < rhs.value }

  /// Returns the sum, or nil when it does not fit in 64 bits.
  public func adding(_ other: Yen) -> Yen? {
    let (sum, overflow) = value.addingReportingOverflow(other.value)
    return overflow ? nil : Yen(sum)
  }

  /// The amount as `¥1,234` (`−¥1,234`, with the minus sign U+2212, when negative).
  public var description: String {
    (value < 0 ? "−¥" : "¥") + Self.grouped(value.magnitude)
  }

  /// Returns the digits of `magnitude` in groups of three separated by commas.
  public static func grouped(_ magnitude: UInt64) -> String {
    let digits = Array(String(magnitude))
    var result = ""
    result.reserveCapacity(digits.count + digits.count / 3)
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}

// MARK: - Parsing

extension Yen {
  /// The sets of forms an amount may be written in: `written` as files write amounts
  /// (`Yen(parsingEntryAmount:)`), `typed` as a person types one (`Yen(parsingTyped:)`).
  /// A refusal names the forms of the set it was given in (`AcceptedForms` in `Messages`).
  public enum Forms: Sendable {
    case written, typed
  }

  /// Parses the amount of an expense given on the command line, as `init(parsingTyped:)`
  /// does; a negative amount is refused with how a refund is written instead.
  public init(parsingExpenseArgument text: String) throws(InvalidValue) {
    do {
      try self.init(parsingTyped: text)
    } catch let error where error.reason == .negativeAmount {
      var magnitude = Substring(TextNormalization.trimmed(text))
      magnitude = magnitude.drop { $0 == "-" || $0 == "−" || $0 == "¥" || $0 == "￥" }
      throw InvalidValue(
        .amount, text, .negativeExpense(magnitude: String(magnitude)), amountForms: .typed)
    }
  }

  /// Parses an amount as a person types it: any form `init(parsingEntryAmount:)` reads, or
  /// one written with Japanese units and numerals (`1万`, `1.5万`, `2万3千`, `¥1万2,000`,
  /// `3千円`, `一万二千`: see `JapaneseNumber`). Throws when it is not a whole number of yen in
  /// `entryRange`; a refusal names the typed forms. Files keep to the written forms, where a
  /// store's name such as 九十九 is not an amount.
  public init(parsingTyped text: String) throws(InvalidValue) {
    if let value = Self.plainDigits(text) {
      self.init(value)
      return
    }
    func invalid(_ reason: InvalidValue.Reason) -> InvalidValue {
      InvalidValue(.amount, text, reason, amountForms: .typed)
    }
    var body = Substring(TextNormalization.folded(text))
    if body.first == "¥" || body.first == "￥" { body = body.dropFirst() }
    if body.last == "円" { body = body.dropLast() }
    body = Substring(TextNormalization.trimmed(String(body)))
    guard body.contains(where: JapaneseNumber.isJapaneseNumeral) else {
      do {
        try self.init(parsingEntryAmount: text)
      } catch {
        throw invalid(error.reason)
      }
      return
    }
    if body.first == "-" || body.first == "−" { throw invalid(.negativeAmount) }
    switch JapaneseNumber.value(of: body, limit: Self.entryRange.upperBound) {
    case .success(let value):
      guard value >= Self.entryRange.lowerBound else { throw invalid(.amountTooSmall) }
      self.init(value)
    case .failure(let problem):
      switch problem {
      case .notANumber: throw invalid(.notAnAmount)
      case .misgrouped: throw invalid(.misgroupedAmount)
      case .fractional: throw invalid(.fractionalAmount)
      case .fractionBeforeMoreTerms: throw invalid(.fractionBeforeMoreUnits)
      case .unitsOutOfOrder: throw invalid(.misorderedUnits)
      case .unitWithoutNumber(let unit): throw invalid(.unitWithoutNumber(unit))
      case .tooLarge: throw invalid(.amountTooLarge)
      }
    }
  }

  /// Parses an entry amount as a person types it: `1200`, `1,200`, `¥1200`, `￥1,200`, `1200円`,
  /// or with full-width digits, `１２００`. Throws when it is not a whole number in `entryRange`.
  public init(parsingEntryAmount text: String) throws(InvalidValue) {
    if let value = Self.plainDigits(text) {
      self.init(value)
      return
    }
    func invalid(_ reason: InvalidValue.Reason) -> InvalidValue {
      InvalidValue(.amount, text, reason)
    }
    var body = Substring(TextNormalization.folded(text))
    if body.first == "¥" || body.first == "￥" { body = body.dropFirst() }
    if body.last == "円" { body = body.dropLast() }
    body = Substring(TextNormalization.trimmed(String(body)))

    guard !body.isEmpty else { throw invalid(.noAmount) }
    if body.first == "-" || body.first == "−" {
      throw invalid(.negativeAmount)
    }
    if body.contains(".") { throw invalid(.fractionalAmount) }
    guard body.allSatisfy({ $0 == "," || ("0"..."9").contains($0) }) else {
      throw invalid(.notAnAmount)
    }
    if body.contains(",") {
      let groups = body.split(separator: ",", omittingEmptySubsequences: false)
      let wellGrouped =
        (1...3).contains(groups[0].count) && groups.dropFirst().allSatisfy { $0.count == 3 }
      guard wellGrouped else { throw invalid(.misgroupedAmount) }
    }
    var value: Int64 = 0
    for character in body where character != "," {
      guard let digit = character.wholeNumberValue else { throw invalid(.notAnAmount) }
      let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) = shifted.addingReportingOverflow(Int64(digit))
      guard !overflow1, !overflow2, next <= Self.entryRange.upperBound else {
        throw invalid(.amountTooLarge)
      }
      value = next
    }
    guard value >= Self.entryRange.lowerBound else { throw invalid(.amountTooSmall) }
    self.init(value)
  }

  /// The value of `text` when it is nothing but ASCII digits and in `entryRange`, as
  /// files and scripts write amounts: the common case, read without the folding above (which
  /// gives the same value). Nil for anything else, which the full parser reads or explains.
  private static func plainDigits(_ text: String) -> Int64? {
    guard let value = TextNormalization.plainNumber(text.utf8) else { return nil }
    return entryRange.contains(value) ? value : nil
  }
}
