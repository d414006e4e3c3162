/// A value the user gave that the ledger cannot accept: the field it was for, the value as
/// written, and why, as data. The command-line layer words it (the catalogue in `Messages`),
/// saying what would be accepted.
public struct InvalidValue: Error, Equatable, Sendable {
  /// The input fields whose values are checked.
  public enum Field: String, Sendable, CaseIterable {
    case amount, date, month, year, category, subcategory, memo, source, id, ledger, timeout
    case fingerprint
    case day, times, rule, search, language, person, split
    case businessDay = "business-day"
    case monthStart = "month-start"
    case setting
  }

  /// The free-text fields whose length and characters are checked.
  public enum TextKind: Sendable, Equatable {
    case memo, subcategory, source
    /// A person's name (`Person`).
    case person
  }

  /// The forms a month may be written in, as a refusal lists them: `MonthReference`'s (typed
  /// for `--month`) or `YearMonth`'s (stored, `YYYY-MM`).
  public enum MonthForms: Sendable, Equatable {
    case typed, stored
  }

  /// Why a value was refused, as data: what the command layer words in the reader's language.
  /// Each amount reason is followed by the amount forms accepted, each date reason by the date
  /// forms.
  public enum Reason: Equatable, Sendable {
    // Amounts, followed by the forms an amount may take.
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
    /// An income row of an import file with a negative amount.
    case negativeIncome
    /// Units of a Japanese amount out of order (`1万12000`, `5千3千`).
    case misorderedUnits
    /// 万, 億 or 兆 with no number before it (`万円`).
    case unitWithoutNumber(Character)
    /// A fraction in an amount of several units (`1.5万3千`).
    case fractionBeforeMoreUnits

    // Dates, followed by the forms a date may take.
    case dateOutOfRange
    case notADate
    case yearOutOfRange
    case noSuchMonth(Int)
    /// The day is past the end of `month`, which has `days` days.
    case noSuchDay(Int, month: YearMonth, days: Int)
    /// A date reason in an import file, followed by the forms a file's date may take.
    indirect case inFile(Reason)
    /// A file's date without its year, or with one of two digits.
    case notAFullDate
    /// A Mobile Suica history's date.
    case notASuicaDate
    /// A statement's date.
    case notAStatementDate
    /// A date without its year names a day the year given does not have.
    case noSuchDayInYear(Int)
    /// A date without its year, where no year is known (no statement end, no today).
    case yearNotKnown
    /// A date without its year names a day no year has (02/30).
    case noYearHasDay
    /// The system clock is outside the years a ledger holds.
    case clockOutOfRange
    /// `KAKEIBO_TODAY` is not a date.
    case notATodayOverride

    // Months and years.
    case notAMonth(MonthForms)
    /// A month number from 13 up, written alone (`13月`).
    case noMonthNumbered(Int)
    /// A year and month that is no month: `month` 13 and up, or year 0.
    case noSuchYearMonth(year: Int, month: Int, MonthForms)
    /// A month before the first a ledger holds, reached by counting back.
    case monthBeforeFirst
    case notAYear
    case yearDigits
    case noYearZero
    /// A month before the first of a recurring rule (`first`).
    case beforeRuleStart(first: YearMonth)

    // Categories and settings.
    /// No category (nor 内訳) is named so; `isTyped` when a number or the start of a name would
    /// do too; `nearest`, the category or 内訳 the name is close to.
    case noSuchCategory(isTyped: Bool, nearest: CategorySuggestion? = nil)
    /// A 内訳 given without its category (`-c 外食`, `-s 外食` alone) that several categories'
    /// entries use.
    case subcategoryOfSeveral([Category], name: String)
    /// The start of several categories' names.
    case ambiguousCategory([Category])
    /// No setting is named so.
    case noSuchSetting
    case notAMonthStart
    /// `KAKEIBO_LANG` names no language kakeibo speaks.
    case unknownLanguage
    /// `KAKEIBO_BUSY_TIMEOUT` is not a number of milliseconds.
    case notATimeout

    // Text.
    /// A control (or otherwise invisible) character, named as `U+000A`.
    case controlCharacter(String, TextKind)
    /// Longer than `maximum` characters.
    case tooLong(length: Int, maximum: Int, TextKind)
    /// `(なし)`, which tables show for no 内訳.
    case placeholderSubcategory
    /// Empty, or with white space at its ends, as another program stored it.
    case untrimmed
    /// Not text at all, as another program stored it.
    case notText
    case searchControlCharacter(String)
    case emptySearch
    case searchTooLong(length: Int, maximum: Int)

    // Ids and names.
    case notAnEntryID
    /// Neither an entry id nor a range of them (`7-10`).
    case notAnEntryIDOrRange
    /// A range of ids from `first` down to the smaller `last`.
    case backwardIDRange(first: Int64, last: Int64)
    /// A range of more ids than `maximum`.
    case idRangeTooLarge(maximum: Int)
    /// Not the fingerprint `export` writes.
    case notAFingerprint
    case notARuleID
    /// Not the number of a change (`offline drop CHANGE`).
    case notAChangeID
    case notALedgerIdentity
    case notARuleDay
    /// Not one of `BusinessDayRule`'s names.
    case notABusinessDayRule
    case notANumberOfPayments(maximum: Int)
    /// Rule `id` ended on `date`.
    case ruleEnded(Int64, on: LedgerDate)
    /// Rule `id` is income, which has no category.
    case ruleIsIncome(Int64)
    /// Entry `id` is income, which has no category.
    case entryIsIncome(Int64)
    /// Entry `id` is income, which cannot be a refund.
    case incomeIsNoRefund(Int64)
    /// Rule `id` is income, which is never an estimate.
    case incomeRuleIsNoEstimate(Int64)
    /// An estimate's payee given empty.
    case noPayeeGiven
    /// `reason`, for a command on several entries that changed none of them.
    indirect case nothingChanged(Reason)
    /// No entry has a source yet.
    case noSourcesYet
    /// No entry has this source; those there are (at most ten), and how many more.
    case noSuchSource(inUse: [String], more: Int)
    /// `categories rename` without the 内訳 to rename.
    case noSubcategoryGiven
    /// `categories move` without the 内訳 to move.
    case noSubcategoryToMove
    /// `categories move --from` a category that has no entry, budget or rule of the 内訳;
    /// `holders` are those that have.
    case subcategoryNotIn(Category, holders: [Category])
    /// No entry, budget or rule has the 内訳.
    case subcategoryHeldByNothing
    /// More than one category has the 内訳, and `--from` does not say which moves.
    case subcategoryInSeveral([Category])
    /// No entry of `owner` (a category's name, or income's) has this 内訳.
    case subcategoryNotInUse(owner: String)

    // People and splits.
    /// A person's name given empty.
    case noPersonNamed
    /// A person's name with `=` or `,`, which a split writes between names.
    case personHasSplitSigns
    /// No one of the household is named so; `people` are the names there are.
    case notOfTheHousehold(people: [String])
    /// A part of a split (`piece`, as written) that names no person.
    case splitNamesNoPerson(piece: String)
    /// A split's weight (`weight`, as written, for `person`) that is no whole number from 1 to
    /// `Split.maximumWeight`.
    case notAWeight(person: String, weight: String)
    /// A split naming `person` twice.
    case personTwiceInSplit(person: String)
    /// A split of more than `maximum` people.
    case tooManyInSplit(maximum: Int)
  }

  public let field: Field
  /// The value as the user wrote it.
  public let value: String
  /// Why it was refused.
  public let reason: Reason
  /// Which forms of an amount were accepted where it was given: an amount's reasons are
  /// followed by them.
  public let amountForms: Yen.Forms

  public init(_ field: Field, _ value: String, _ reason: Reason, amountForms: Yen.Forms = .written)
  {
    self.field = field
    self.value = value
    self.reason = reason
    self.amountForms = amountForms
  }
}
