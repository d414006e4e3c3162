import KakeiboCore
import Wording

// The values area of the catalogue: a value the user gave (or a file or another program
// stored) that the ledger refuses, as `field "value": why; what is accepted`.

extension InvalidValue: Message {
  /// `amount "12.5": yen amounts are whole numbers; expected …`.
  public var english: String {
    "\(field.english) \(Quoting.quoted(value)): \(reason.english(amountForms: amountForms))"
  }

  /// `金額 "12.5": 円の金額は整数です。…`.
  public var japanese: String {
    "\(field.japanese) \(Quoting.quoted(value)): \(reason.japanese(amountForms: amountForms))"
  }
}

extension InvalidValue.Field: Message {
  /// The field as English messages name it: the option's name.
  public var english: String { rawValue }

  public var japanese: String {
    switch self {
    case .amount: "金額"
    case .date: "日付"
    case .month: "月"
    case .year: "年"
    case .category: "区分"
    case .subcategory: "内訳"
    case .memo: "メモ"
    case .source: "取込元"
    case .id: "番号"
    case .ledger: "台帳"
    case .timeout: "待ち時間"
    case .fingerprint: "指紋"
    case .businessDay: "営業日"
    case .day: "日"
    case .times: "回数"
    case .rule: "固定費"
    case .search: "検索"
    case .language: "言語"
    case .monthStart: "月の始まり"
    case .setting: "設定"
    case .person: "人"
    case .split: "按分"
    }
  }
}

extension InvalidValue.TextKind: Message {
  public var english: String {
    switch self {
    case .memo: "memo"
    case .subcategory: "内訳"
    case .source: "source"
    case .person: "person's name"
    }
  }

  public var japanese: String {
    switch self {
    case .memo: "メモ"
    case .subcategory: "内訳"
    case .source: "取込元"
    case .person: "人の名前"
    }
  }

  /// How long the text may be, in characters.
  var maximumLength: Int {
    switch self {
    case .memo: Memo.maximumLength
    case .subcategory: Subcategory.maximumLength
    case .source: EntrySource.maximumLength
    case .person: Person.maximumLength
    }
  }
}

/// What is accepted, as a refusal ends with it.
public enum AcceptedForms {
  /// The amounts of `forms`: as files write them, or as a person types one.
  public static func amount(_ forms: Yen.Forms) -> Phrase {
    forms == .typed ? typedAmount : amount
  }

  public static let typedAmount = Phrase(
    en: "a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1,200, 1200円, "
      + "１２００, 1万, 1.5万, 2万3千 or 一万二千",
    ja: "1 から 999,999,999,999 までの整数の円で、1200、1,200、¥1,200、1200円、１２００、"
      + "1万、1.5万、2万3千、一万二千 のように書きます")
  public static let amount = Phrase(
    en: "a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1200, ￥1,200, "
      + "1200円 or １２００",
    ja: "1 から 999,999,999,999 までの整数の円で、1200、1,200、¥1200、￥1,200、1200円、"
      + "１２００ のように書きます")
  public static let date = Phrase(
    en: "YYYY-MM-DD, today, yesterday, M/D, MM-DD or 11月4日 in the current year, 2026年11月4日, "
      + "4日 in the current month, 今日, 昨日, おととい or 3日前",
    ja: "YYYY-MM-DD、today（今日）、yesterday（昨日）、今年の M/D・MM-DD・11月4日、2026年11月4日、"
      + "今月の 4日、今日、昨日、おととい、3日前 のように書きます")
  public static let businessDayRules = Phrase(
    en: "next, previous or none", ja: "next（次の営業日）、previous（前の営業日）、none（移さない）")
  public static let fileDate = Phrase(
    en: "YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD, 2024年5月1日 or R6.5.1",
    ja: "YYYY-MM-DD、YYYY/MM/DD、YYYYMMDD、2024年5月1日、R6.5.1 のように書きます")
  public static let typedMonth = Phrase(
    en: "YYYY-MM, YYYY/MM, 2026年11月, M or M月 (the latest such month), this (今月) or last (先月)",
    ja: "YYYY-MM、YYYY/MM、2026年11月、M か M月（直近のその月）、this（今月）、last（先月）"
      + "のように書きます")
  public static let storedMonth = Phrase(
    en: "YYYY-MM, such as 2026-11", ja: "2026-11 のように YYYY-MM で書きます")

  public static func month(_ forms: InvalidValue.MonthForms) -> Phrase {
    forms == .typed ? typedMonth : storedMonth
  }

  /// `生活費 (living), 経費 (expenses, business), 娯楽費 (leisure, fun)`.
  public static var categories: Phrase {
    let names = Category.allCases.map(\.namesText)
    return Phrase(en: names.joined(separator: ", "), ja: names.joined(separator: "、"))
  }

  public static var settings: Phrase {
    let names = Setting.allCases.map(\.name)
    return Phrase(en: names.joined(separator: ", "), ja: names.joined(separator: "、"))
  }
}

/// What a split's refusal ends with: the form a split is written in.
private let splitForms = Phrase(
  en: "; expected people with weights, such as 美咲=6,健太=4",
  ja: "。美咲=6,健太=4 のように人と重みを書きます")

extension InvalidValue.Reason: Message {
  /// The reason with what is accepted; an amount's followed by the amounts a file may hold.
  public var english: String { english(amountForms: .written) }

  public var japanese: String { japanese(amountForms: .written) }

  /// The reason with what is accepted; an amount's followed by the amounts of `forms`.
  public func english(amountForms forms: Yen.Forms) -> String {
    let amountForms = "; expected " + AcceptedForms.amount(forms).english
    let dateForms = "; expected " + AcceptedForms.date.english
    switch self {
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
    case .negativeIncome: return "income is never negative"
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
    case .inFile(let reason):
      var text = Substring(reason.english)
      if text.hasSuffix(dateForms) { text = text.dropLast(dateForms.count) }
      return text + "; expected " + AcceptedForms.fileDate.english
    case .notAFullDate: return "not a full date; expected " + AcceptedForms.fileDate.english
    case .notASuicaDate: return "not a date; expected MM/DD, or YYYY/MM/DD"
    case .notAStatementDate:
      return "not a date; expected a date such as 2024/05/01, 20240501, 2024年5月1日, R6.5.1 or 5/1"
    case .noSuchDayInYear(let year): return "\(year) has no such day (the year given)"
    case .yearNotKnown: return "the date has no year, and the year is not known"
    case .noYearHasDay: return "no year has that day"
    case .clockOutOfRange: return "the system clock is outside years 1 to 9999"
    case .notATodayOverride: return "KAKEIBO_TODAY must be a date as YYYY-MM-DD"
    case .notAMonth(let forms): return "not a month; expected " + AcceptedForms.month(forms).english
    case .noMonthNumbered(let month):
      return "there is no month \(month); expected " + AcceptedForms.typedMonth.english
    case .noSuchYearMonth(let year, let month, let forms):
      return
        (year == 0 && forms == .typed
        ? "there is no year 0" : "there is no month \(month) in year \(year)")
        + "; expected " + AcceptedForms.month(forms).english
    case .monthBeforeFirst: return "there is no such month before 0001-01"
    case .notAYear: return "not a year; expected YYYY, such as 2026"
    case .yearDigits: return "a year has four digits; expected YYYY, such as 2026"
    case .noYearZero: return "there is no year 0; expected YYYY from 0001 to 9999, such as 2026"
    case .beforeRuleStart(let first):
      return "is before the rule's first month, \(first); expected \(first) or later"
    case .noSuchCategory(let isTyped, let nearest):
      return "no such category; expected " + AcceptedForms.categories.english
        + (isTyped ? ", the start of one, or its number 1-\(Category.allCases.count)" : "")
        + (nearest.map { "; did you mean \($0.options)?" } ?? "")
    case .subcategoryOfSeveral(let holders, let name):
      return "is a 内訳 of " + Self.englishNames(holders)
        + "; name the category too, as in -c \(holders.first?.name ?? "") -s "
        + VisibleText.of(name)
    case .ambiguousCategory(let categories):
      let names = categories.map(\.namesText)
      return "the start of more than one category: "
        + names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        + "; type more of the name"
    case .noSuchSetting: return "no such setting; expected " + AcceptedForms.settings.english
    case .notAMonthStart:
      return "not a day a month can start on; expected a day of the month from 1 to 28, such as 25"
    case .unknownLanguage:
      return "KAKEIBO_LANG must be ja or en, a locale of one (ja_JP, ja_JP.UTF-8, en_US.UTF-8), "
        + "C or POSIX (English), or unset to follow LC_ALL, LC_MESSAGES and LANG"
    case .notATimeout:
      return "KAKEIBO_BUSY_TIMEOUT must be a whole number of milliseconds, such as 5000"
    case .controlCharacter(let code, let kind):
      return "contains the control character \(code); a \(kind.english) is one line of "
        + "printable text, up to \(kind.maximumLength) characters"
    case .tooLong(let length, let maximum, let kind):
      return "is \(length) characters long; a \(kind.english) holds at most \(maximum) characters"
    case .placeholderSubcategory:
      return "is what tables show for entries without a 内訳; give an empty 内訳 for none"
    case .untrimmed: return "is empty or has white space at its ends"
    case .notText: return "is not text"
    case .searchControlCharacter(let code):
      return "contains the control character \(code); search for printable text that a memo "
        + "or 内訳 holds"
    case .emptySearch: return "is empty; give the text to find in memos and 内訳, such as Netflix"
    case .searchTooLong(let length, let maximum):
      return "is \(length) characters long; a search is at most \(maximum) characters"
    case .notAnEntryID: return "not an entry id; expected a positive whole number, such as 12"
    case .notAnEntryIDOrRange:
      return "not an entry id or a range of them; expected a positive whole number, such as 12, "
        + "or a range such as 7-10"
    case .backwardIDRange(let first, let last):
      return "the range runs backwards; write the smaller id first, as \(last)-\(first)"
    case .idRangeTooLarge(let maximum):
      return "names more than \(Yen.grouped(UInt64(maximum))) entries; give a smaller range"
    case .notAFingerprint:
      return "not an import fingerprint; expected the 32 hexadecimal digits that kakeibo export "
        + "writes, or nothing"
    case .notARuleID:
      return "not a rule's id; expected a positive whole number, such as 2, as "
        + "'kakeibo recurring' lists them"
    case .notAChangeID:
      return "not a change's number; expected a positive whole number, such as 4, as "
        + "'kakeibo offline status' lists them"
    case .notALedgerIdentity:
      return "not a ledger's identity; expected the 32 hexadecimal digits that kakeibo export "
        + "writes, or nothing"
    case .notARuleDay:
      return "not a day a rule can fall on; expected a day of the month from 1 to 31 (31: the "
        + "month's last day)"
    case .notANumberOfPayments(let maximum):
      return "not a number of payments; expected a whole number from 1 to \(maximum)"
    case .notABusinessDayRule:
      return "not a way to move a date; expected " + AcceptedForms.businessDayRules.english
    case .ruleEnded(let id, let ended):
      return "rule #\(id) was removed on \(ended); add a new rule for what comes from now on"
    case .ruleIsIncome(let id): return "rule #\(id) is income, which belongs to no category"
    case .entryIsIncome(let id): return "entry #\(id) is income, which belongs to no category"
    case .incomeIsNoRefund(let id):
      return "entry #\(id) is income, which cannot be a refund; only an expense can"
    case .incomeRuleIsNoEstimate(let id):
      return "rule #\(id) is income, which is never an estimate; only a bill is"
    case .noPayeeGiven: return "no payee given; name it as statements write it, such as 東京電力"
    case .nothingChanged(let reason):
      return reason.english(amountForms: forms) + "; nothing was changed"
    case .noSourcesYet:
      return "no entry has a source yet; entries imported from a bank, a card or a household "
        + "app have one"
    case .noSuchSource(let inUse, let more):
      return "no entry has this source; the sources in the ledger are "
        + inUse.map(VisibleText.of).joined(separator: ", ")
        + (more > 0 ? ", and \(more) more" : "")
    case .noSubcategoryGiven: return "no 内訳 given; name the one to rename"
    case .noSubcategoryToMove: return "no 内訳 given; name the one to move"
    case .subcategoryNotIn(let given, let holders):
      return "\(given.name) has no entry, budget or rule of this 内訳; "
        + (holders.isEmpty
          ? "'kakeibo categories' lists the 内訳 in use"
          : "it is in " + Self.englishNames(holders))
    case .subcategoryHeldByNothing:
      return "no entry, budget or rule has this 内訳; 'kakeibo categories' lists the 内訳 in use"
    case .subcategoryInSeveral(let holders):
      return "is a 内訳 of " + Self.englishNames(holders)
        + "; pass --from to say which moves (--from \(holders.first?.name ?? ""))"
    case .subcategoryNotInUse(let owner):
      return "no entry of \(owner) has this 内訳; 'kakeibo categories' lists the 内訳 in use"
    case .noPersonNamed: return "is empty; a person is named, such as 美咲 or kenta"
    case .personHasSplitSigns:
      return "contains = or ,, which a split writes between names (美咲=6,健太=4)"
    case .notOfTheHousehold(let people):
      return "is not one of the household's people; expected "
        + people.map(VisibleText.of).joined(separator: ", ")
        + " ('kakeibo member add' adds a person)"
    case .splitNamesNoPerson(let piece):
      return "names no person in \(Quoting.quoted(piece))" + splitForms.english
    case .notAWeight(let person, let weight):
      return "gives \(VisibleText.of(person)) the weight \(Quoting.quoted(weight)); a weight is a "
        + "whole number from 1 to 1,000,000" + splitForms.english
    case .personTwiceInSplit(let person):
      return "names \(VisibleText.of(person)) twice" + splitForms.english
    case .tooManyInSplit(let maximum):
      return "names more than \(maximum) people" + splitForms.english
    }
  }

  public func japanese(amountForms forms: Yen.Forms) -> String {
    let amountForms = "。" + AcceptedForms.amount(forms).japanese
    let dateForms = "。" + AcceptedForms.date.japanese
    switch self {
    case .noAmount: return "金額がありません" + amountForms
    case .negativeExpense(let magnitude):
      return "金額は正の数です。返金は金額に --refund をつけて "
        + "\(magnitude.isEmpty ? "300" : VisibleText.of(magnitude)) --refund のように書きます"
        + amountForms
    case .negativeAmount: return "金額は正の数です。¥500 の支出は 500 と書きます" + amountForms
    case .fractionalAmount: return "円の金額は整数です" + amountForms
    case .notAnAmount: return "円の金額ではありません" + amountForms
    case .misgroupedAmount: return "カンマは 3 桁ごとに入れます" + amountForms
    case .amountTooLarge: return "大きすぎます" + amountForms
    case .amountTooSmall: return "1 以上です" + amountForms
    case .negativeIncome: return "収入が負の数になることはありません"
    case .misorderedUnits:
      return "単位は 2万3千、1億2000万 のように大きい順に一度ずつ書きます" + amountForms
    case .unitWithoutNumber(let unit):
      return "\(unit) の前には 1\(unit) のように数が要ります" + amountForms
    case .fractionBeforeMoreUnits:
      return "小数は 1.5万 のように単位が一つのときだけ書けます" + amountForms
    case .dateOutOfRange: return "扱える範囲の外です" + dateForms
    case .notADate: return "日付ではありません" + dateForms
    case .yearOutOfRange: return "年は 0001 から 9999 までです" + dateForms
    case .noSuchMonth(let month): return "\(month) 月はありません" + dateForms
    case .noSuchDay(let day, let month, let days):
      return "\(month) は \(days) 日までで、\(day) 日はありません" + dateForms
    case .inFile(let reason):
      var text = Substring(reason.japanese)
      if text.hasSuffix(dateForms) { text = text.dropLast(dateForms.count) }
      return text + "。ファイルの日付は " + AcceptedForms.fileDate.japanese
    case .notAFullDate:
      return "年のそろった日付ではありません。ファイルの日付は " + AcceptedForms.fileDate.japanese
    case .notASuicaDate: return "日付ではありません。MM/DD か YYYY/MM/DD で書きます"
    case .notAStatementDate:
      return "日付ではありません。2024/05/01、20240501、2024年5月1日、R6.5.1、5/1 のように書きます"
    case .noSuchDayInYear(let year): return "指定の年 \(year) にその日はありません"
    case .yearNotKnown: return "日付に年がなく、年を決められません"
    case .noYearHasDay: return "どの年にもその日はありません"
    case .clockOutOfRange: return "システムの時計が 1 年から 9999 年の範囲の外です"
    case .notATodayOverride: return "KAKEIBO_TODAY は YYYY-MM-DD の日付で指定します"
    case .notAMonth(let forms): return "月ではありません。" + AcceptedForms.month(forms).japanese
    case .noMonthNumbered(let month):
      return "\(month) 月はありません。" + AcceptedForms.typedMonth.japanese
    case .noSuchYearMonth(let year, let month, let forms):
      return (year == 0 && forms == .typed ? "0 年はありません" : "\(year) 年に \(month) 月はありません")
        + "。" + AcceptedForms.month(forms).japanese
    case .monthBeforeFirst: return "0001-01 より前の月はありません"
    case .notAYear: return "年ではありません。2026 のように YYYY で書きます"
    case .yearDigits: return "年は 4 桁です。2026 のように YYYY で書きます"
    case .noYearZero: return "0 年はありません。0001 から 9999 までの YYYY で、2026 のように書きます"
    case .beforeRuleStart(let first):
      return "固定費の最初の月 \(first) より前です。\(first) 以降を指定します"
    case .noSuchCategory(let isTyped, let nearest):
      return "その区分はありません。使えるのは \(AcceptedForms.categories.japanese)"
        + (isTyped
          ? "、その頭の部分（ほかの区分と重ならないもの）、または番号 1-\(Category.allCases.count)" : "")
        + " です" + (nearest.map { "。\($0.options) のことですか？" } ?? "")
    case .subcategoryOfSeveral(let holders, let name):
      return "\(Self.japaneseNames(holders)) の内訳です。-c \(holders.first?.name ?? "") -s "
        + "\(VisibleText.of(name)) のように区分も指定してください"
    case .ambiguousCategory(let matches):
      return "複数の区分の頭の部分です（"
        + matches.map(\.namesText).joined(separator: "、") + "）。もっと長く書いてください"
    case .noSuchSetting: return "その設定はありません。使えるのは \(AcceptedForms.settings.japanese) です"
    case .notAMonthStart: return "月の始まりにできない日です。1 から 28 までの日で、25 のように書きます"
    case .unknownLanguage:
      return "KAKEIBO_LANG は ja か en、そのロケール名（ja_JP、ja_JP.UTF-8、en_US.UTF-8）、"
        + "または C か POSIX（英語）です（未設定なら LC_ALL、LC_MESSAGES、LANG に従います）"
    case .notATimeout: return "KAKEIBO_BUSY_TIMEOUT はミリ秒の整数で、5000 のように書きます"
    case .controlCharacter(let code, let kind):
      return "制御文字 \(code) が含まれています。\(kind.japanese)は印字できる文字の 1 行で、"
        + "\(kind.maximumLength) 文字までです"
    case .tooLong(let length, let maximum, let kind):
      return "\(length) 文字あります。\(kind.japanese)は \(maximum) 文字までです"
    case .placeholderSubcategory:
      return "内訳のない記録を表の上で表す名前です。内訳なしにするには空の内訳を指定します"
    case .untrimmed: return "空か、両端に空白があります"
    case .notText: return "文字列ではありません"
    case .searchControlCharacter(let code):
      return "制御文字 \(code) が含まれています。メモや内訳にある印字できる文字で検索します"
    case .emptySearch: return "空です。メモや内訳から探す文字を、Netflix のように指定します"
    case .searchTooLong(let length, let maximum):
      return "\(length) 文字あります。検索は \(maximum) 文字までです"
    case .notAnEntryID: return "記録の番号ではありません。12 のような正の整数で指定します"
    case .notAnEntryIDOrRange:
      return "記録の番号でも番号の範囲でもありません。12 のような正の整数か、7-10 のような範囲で"
        + "指定します"
    case .backwardIDRange(let first, let last):
      return "範囲が逆向きです。\(last)-\(first) のように小さい番号を先に書きます"
    case .idRangeTooLarge(let maximum):
      return "\(Yen.grouped(UInt64(maximum))) 件より多い記録を指しています。範囲を狭めてください"
    case .notAFingerprint:
      return "取込の指紋ではありません。kakeibo export が書く 16 進数 32 桁か、空で指定します"
    case .notARuleID:
      return "固定費の番号ではありません。'kakeibo recurring' が表示する 2 のような正の整数で指定します"
    case .notAChangeID:
      return "変更の番号ではありません。'kakeibo offline status' が表示する 4 のような正の整数で"
        + "指定します"
    case .notALedgerIdentity:
      return "台帳の識別子ではありません。kakeibo export が書く 16 進数 32 桁か、空で指定します"
    case .notARuleDay:
      return "固定費の日にできません。1 から 31 までの日で指定します（31 は月末）"
    case .notANumberOfPayments(let maximum):
      return "支払回数ではありません。1 から \(maximum) までの整数で指定します"
    case .notABusinessDayRule:
      return "日付の移し方ではありません。" + AcceptedForms.businessDayRules.japanese + " のどれかです"
    case .ruleEnded(let id, let ended):
      return "固定費 #\(id) は \(ended) に終了しています。これからの分は新しい固定費として追加してください"
    case .ruleIsIncome(let id): return "固定費 #\(id) は収入で、区分はありません"
    case .entryIsIncome(let id): return "記録 #\(id) は収入で、区分はありません"
    case .incomeIsNoRefund(let id): return "記録 #\(id) は収入なので返金にできません。返金にできるのは支出だけです"
    case .incomeRuleIsNoEstimate(let id):
      return "固定費 #\(id) は収入なので見込みにはなりません。見込みにできるのは支払いだけです"
    case .noPayeeGiven: return "支払先がありません。東京電力 のように明細に出る名前で指定します"
    case .nothingChanged(let reason):
      return reason.japanese(amountForms: forms) + "。何も変えていません"
    case .noSourcesYet:
      return "取込元のある記録はまだありません。銀行、カード、家計簿アプリから取り込んだ記録に取込元がつきます"
    case .noSuchSource(let inUse, let more):
      return "この取込元の記録はありません。台帳にある取込元は "
        + inUse.map(VisibleText.of).joined(separator: "、")
        + (more > 0 ? " ほか \(more) 件" : "") + " です"
    case .noSubcategoryGiven: return "内訳がありません。名前を変える内訳を指定します"
    case .noSubcategoryToMove: return "内訳がありません。移す内訳を指定します"
    case .subcategoryNotIn(let given, let holders):
      return "\(given.name)にこの内訳の記録・予算・固定費はありません。"
        + (holders.isEmpty
          ? "使われている内訳は 'kakeibo categories' で表示できます"
          : "この内訳があるのは \(Self.japaneseNames(holders)) です")
    case .subcategoryHeldByNothing:
      return "この内訳の記録・予算・固定費はありません。使われている内訳は 'kakeibo categories' で"
        + "表示できます"
    case .subcategoryInSeveral(let holders):
      return "\(Self.japaneseNames(holders)) の内訳です。どの区分から移すかを --from で指定します"
        + "（--from \(holders.first?.name ?? "")）"
    case .subcategoryNotInUse(let owner):
      return "\(owner)にこの内訳の記録はありません。使われている内訳は 'kakeibo categories' で表示できます"
    case .noPersonNamed: return "空です。美咲 や kenta のように人の名前を書きます"
    case .personHasSplitSigns:
      return "= か , が含まれています。これらは按分（美咲=6,健太=4）で名前を区切る記号です"
    case .notOfTheHousehold(let people):
      return "世帯の人ではありません。使えるのは "
        + people.map(VisibleText.of).joined(separator: "、")
        + " です（人を加えるには 'kakeibo member add'）"
    case .splitNamesNoPerson(let piece):
      return "\(Quoting.quoted(piece)) に人の名前がありません" + splitForms.japanese
    case .notAWeight(let person, let weight):
      return "\(VisibleText.of(person)) の重み \(Quoting.quoted(weight)) は使えません。重みは 1 から "
        + "1,000,000 までの整数です" + splitForms.japanese
    case .personTwiceInSplit(let person):
      return "\(VisibleText.of(person)) が 2 回書かれています" + splitForms.japanese
    case .tooManyInSplit(let maximum):
      return "\(maximum) 人より多くの人が書かれています" + splitForms.japanese
    }
  }
}

extension InvalidValue.Reason {
  /// `生活費, 経費 and 娯楽費`.
  fileprivate static func englishNames(_ categories: [Category]) -> String {
    let names = categories.map(\.name)
    guard names.count > 1, let last = names.last else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// `生活費・経費・娯楽費`.
  fileprivate static func japaneseNames(_ categories: [Category]) -> String {
    categories.map(\.name).joined(separator: "・")
  }
}
