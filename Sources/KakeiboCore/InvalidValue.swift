/// A value the user gave that the ledger cannot accept, with the field it was for and an
/// explanation that says what would be accepted.
public struct InvalidValue: Error, Equatable, Sendable {
  /// The input fields whose values are checked.
  public enum Field: String, Sendable {
    case amount, date, month, year, category, subcategory, memo, source, id, ledger, timeout
    case fingerprint
    case day, times, rule, search, language
    case businessDay = "business-day"
    case monthStart = "month-start"
    case setting
  }

  /// Why a value was refused, as data: what the command layer words in the reader's language.
  /// Each amount reason is followed by `Yen.acceptedForms`, each date reason by
  /// `LedgerDate.acceptedForms`.
  public enum Reason: Equatable, Sendable {
    case noAmount
    /// A negative amount given where a refund is written with `--refund`: `magnitude` is the
    /// amount without its sign.
    case negativeExpense(magnitude: String)
    case negativeAmount
    case fractionalAmount
    case notAnAmount
    case misgroupedAmount
    case amountTooLarge
    case amountTooSmall
    /// Units of a Japanese amount out of order (`1万12000`, `5千3千`).
    case misorderedUnits
    /// 万, 億 or 兆 with no number before it (`万円`).
    case unitWithoutNumber(Character)
    /// A fraction in an amount of several units (`1.5万3千`).
    case fractionBeforeMoreUnits
    case dateOutOfRange
    case notADate
    case yearOutOfRange
    case noSuchMonth(Int)
    /// The day is past the end of `month`, which has `days` days.
    case noSuchDay(Int, month: YearMonth, days: Int)
    /// No category (nor 内訳) is named so; `isTyped` when a number or the start of a name would
    /// do too; `nearest`, the category or 内訳 the name is close to.
    case noSuchCategory(isTyped: Bool, nearest: CategorySuggestion? = nil)
    /// A 内訳 given without its category that several categories' entries use.
    case subcategoryOfSeveral([Category], name: String)
    /// The start of several categories' names.
    case ambiguousCategory([Category])
    /// `KAKEIBO_LANG` names no language kakeibo speaks.
    case unknownLanguage
  }

  public let field: Field
  /// The value as the user wrote it.
  public let value: String
  /// Why it was refused and what is accepted, as one clause (no trailing period), in English.
  public let problem: String
  /// Why it was refused, as data, when the refusal is one of `Reason`'s.
  public let reason: Reason?
  /// Which forms of an amount were accepted where it was given: an amount's reasons are
  /// followed by them.
  public let amountForms: Yen.Forms

  public init(_ field: Field, _ value: String, _ problem: String) {
    self.field = field
    self.value = value
    self.problem = problem
    self.reason = nil
    self.amountForms = .written
  }

  /// A refusal for `reason`, its English `problem` worded by
  /// `InvalidValue.english(_:amountForms:)`
  /// with the amounts `amountForms` accepts.
  public init(_ field: Field, _ value: String, _ reason: Reason, amountForms: Yen.Forms = .written)
  {
    self.field = field
    self.value = value
    self.problem = Self.english(reason, amountForms: amountForms)
    self.reason = reason
    self.amountForms = amountForms
  }

  /// Two refusals are equal when they say the same in English: the reason, where there is one,
  /// is what that was worded from.
  public static func == (lhs: InvalidValue, rhs: InvalidValue) -> Bool {
    lhs.field == rhs.field && lhs.value == rhs.value && lhs.problem == rhs.problem
  }

  /// `reason` in English, with what is accepted (for an amount, in the forms `amountForms`).
  public static func english(_ reason: Reason, amountForms forms: Yen.Forms = .written) -> String {
    let amountForms = "; expected " + (forms == .typed ? Yen.acceptedTypedForms : Yen.acceptedForms)
    let dateForms = "; expected " + LedgerDate.acceptedForms
    switch reason {
    case .noAmount: return "no amount given" + amountForms
    case .negativeExpense(let magnitude):
      return "amounts are positive: a refund is written as its amount with --refund, such as "
        + "\(magnitude.isEmpty ? "300" : VisibleText.of(magnitude)) --refund" + amountForms
    case .negativeAmount:
      return "amounts are positive: an expense of ¥500 is written 500" + amountForms
    case .fractionalAmount: return "yen amounts are whole numbers" + amountForms
    case .notAnAmount: return "not a yen amount" + amountForms
    case .misgroupedAmount: return "commas must separate groups of three digits" + amountForms
    case .amountTooLarge: return "too large" + amountForms
    case .amountTooSmall: return "must be at least 1" + amountForms
    case .misorderedUnits:
      return "units go from the largest down, each once, as in 2万3千 or 1億2000万" + amountForms
    case .unitWithoutNumber(let unit):
      return "\(unit) needs a number before it, as in 1\(unit)" + amountForms
    case .fractionBeforeMoreUnits:
      return "a fraction is written only before a single unit, as in 1.5万" + amountForms
    case .dateOutOfRange: return "out of range" + dateForms
    case .notADate: return "not a date" + dateForms
    case .yearOutOfRange: return "the year must be from 0001 to 9999" + dateForms
    case .noSuchMonth(let month): return "there is no month \(month)" + dateForms
    case .noSuchDay(let day, let month, let days):
      return "\(month) has \(days) days, not \(day)" + dateForms
    case .noSuchCategory(let isTyped, let nearest):
      return "no such category; expected "
        + (isTyped ? Category.acceptedTypedForms : Category.acceptedForms)
        + (nearest.map { "; did you mean \($0.options)?" } ?? "")
    case .subcategoryOfSeveral(let categories, let name):
      let names = categories.map(\.name)
      return "is a 内訳 of " + names.dropLast().joined(separator: ", ") + " and "
        + (names.last ?? "") + "; name the category too, as in -c \(names.first ?? "") -s "
        + VisibleText.of(name)
    case .ambiguousCategory(let categories):
      let names = categories.map(\.namesText)
      return "the start of more than one category: "
        + names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        + "; type more of the name"
    case .unknownLanguage:
      return "KAKEIBO_LANG must be ja or en, a locale of one (ja_JP, ja_JP.UTF-8, en_US.UTF-8), "
        + "C or POSIX (English), or unset to follow LC_ALL, LC_MESSAGES and LANG"
    }
  }
}
