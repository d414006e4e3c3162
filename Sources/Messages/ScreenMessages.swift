import KakeiboCore
import Wording

/// A refused answer, as the form and the pickers show it under the field being asked: the
/// reason alone, or for a picker's typed line, with the value it refuses.
public enum ScreenProblem: Message, Equatable {
  /// The field asked refuses the answer: the reason alone (`2026-11 has 30 days, not 31; …`).
  case reason(InvalidValue)
  /// A picker refuses the answer: `category "4": …`, `内訳 "…": …`.
  case named(InvalidValue)

  public var english: String {
    switch self {
    case .reason(let invalid): invalid.reason.english(amountForms: invalid.amountForms)
    case .named(let invalid):
      "\(invalid.field == .subcategory ? "内訳" : invalid.field.english) "
        + "\(Quoting.quoted(invalid.value)): "
        + invalid.reason.english(amountForms: invalid.amountForms)
    }
  }

  public var japanese: String {
    switch self {
    case .reason(let invalid): invalid.reason.japanese(amountForms: invalid.amountForms)
    case .named(let invalid): invalid.japanese
    }
  }
}

// MARK: - The entry form

/// The title of the entry form: its first line, and the first a dumb terminal prints.
public enum FormTitle: Message, Equatable {
  case newExpense
  case newIncome
  /// A row of browse, by its id: `Edit #12`.
  case edit(id: Int64)
  /// An entry as `kakeibo edit` shows it: `Edit #12  2026-11-30  🏠 生活費  ¥1,200`.
  case editEntry(line: String)

  public var english: String {
    switch self {
    case .newExpense: "New expense"
    case .newIncome: "New income"
    case .edit(let id): "Edit #\(id)"
    case .editEntry(let line): "Edit " + line
    }
  }

  public var japanese: String {
    switch self {
    case .newExpense: "支出の記録"
    case .newIncome: "収入の記録"
    case .edit(let id): "#\(id) の編集"
    case .editEntry(let line): "編集: " + line
    }
  }
}

/// The label of a field of the entry form, in the label column (ten columns wide, Japanese
/// included). A field added to the form adds its case here.
public enum FormLabel: Message, CaseIterable, Equatable {
  case amount, memo, category, date
  /// Who paid an expense, asked in a household of more than one person.
  case paidBy
  /// Who received an income.
  case paidTo
  /// How the entry is split among the household's people.
  case split

  public var english: String {
    switch self {
    case .amount: "Amount"
    case .memo: "Memo"
    case .category: "Category"
    case .date: "Date"
    case .paidBy: "Paid by"
    case .paidTo: "Paid to"
    case .split: "Split"
    }
  }

  public var japanese: String {
    switch self {
    case .amount: "金額"
    case .memo: "メモ"
    case .category: "区分"
    case .date: "日付"
    case .paidBy: "支払った人"
    case .paidTo: "受取人"
    case .split: "按分"
    }
  }
}

/// Every other line of the entry form: the keys under a field, the questions it asks, and the
/// prompts of a dumb terminal (each naming in brackets what an empty answer keeps).
public enum FormText: Message, Equatable {
  /// The keys a text field takes: `optional` for the memo, `back` when there is a field
  /// before it: `optional · Enter next · ⇧Tab back · Esc cancel`.
  case textHint(optional: Bool, back: Bool)
  /// The question Esc asks when the form holds typed values.
  case discard
  /// The question about a date more than a year from today.
  case farDate(today: LedgerDate)
  /// The heading above the numbered categories of a dumb terminal.
  case categoryHeading
  /// `Number or name [1]: `.
  case categoryPrompt(Int)
  /// The heading above the numbered 内訳.
  case subcategoryHeading
  /// `Number, name or a new name [1]: `.
  case subcategoryPrompt(Int)
  /// `Date [2026-11-15]: `.
  case datePrompt(LedgerDate)
  /// `2027-12-01 is more than a year from today (2026-11-15); save it? [y/N]: `.
  case farDatePrompt(LedgerDate, today: LedgerDate)
  /// `Amount [1200]: `, or `Amount: ` when there is none yet.
  case amountPrompt(Yen?)
  /// `Memo (optional): `, or `Memo [スーパー]: ` with the memo an empty answer keeps.
  case memoPrompt(String)
  /// The keys the payer picker takes, for `count` people.
  case payerHint(count: Int)
  /// The keys the split picker's choices take, for `count` choices.
  case splitHint(count: Int)
  /// The keys the split picker's weights take.
  case weightsHint
  /// Enter refused in the weights: nobody has a weight.
  case noWeight
  /// A choice of the split picker: the household's split, as it stands (`美咲=6,健太=4`).
  case householdSplit(String)
  /// A choice of the split picker of an income: its receiver's alone (what income is unless
  /// split).
  case receiverAlone
  /// A choice of the split picker: one person's alone (`--for 健太`).
  case alone(String)
  /// A choice of the split picker: weights per person (`--split 美咲=1,健太=2`).
  case byWeights
  /// A split of weights, as the form shows it once chosen: `by weights 美咲=1,健太=2`.
  case weights(String)
  /// The heading above the numbered people of a dumb terminal: who paid (or, for income, who
  /// received it).
  case payerHeading(income: Bool)
  /// `Number or name [1]: `.
  case payerPrompt(Int)
  /// The heading above the numbered choices of the split.
  case splitHeading
  /// `Number, a name or weights such as 美咲=1,健太=2 [1]: `.
  case splitPrompt(Int, example: String)
  /// `Weights [美咲=1,健太=1]: `.
  case weightsPrompt(String)

  public var english: String {
    switch self {
    case .textHint(let optional, let back):
      ((optional ? ["optional"] : []) + ["Enter next"] + (back ? ["⇧Tab back"] : [])
        + ["Esc cancel"]).joined(separator: " · ")
    case .discard: "Discard what you typed? Esc or Enter: yes · any other key: no"
    case .farDate(let today): "more than a year from today (\(today)): save it? y/n"
    case .categoryHeading: "Category:"
    case .categoryPrompt(let number): "Number or name [\(number)]: "
    case .subcategoryHeading: "内訳:"
    case .subcategoryPrompt(let number): "Number, name or a new name [\(number)]: "
    case .datePrompt(let date): "Date [\(date)]: "
    case .farDatePrompt(let date, let today):
      "\(date) is more than a year from today (\(today)); save it? [y/N]: "
    case .amountPrompt(let amount): amount.map { "Amount [\($0.value)]: " } ?? "Amount: "
    case .memoPrompt(let memo): memo.isEmpty ? "Memo (optional): " : "Memo [\(memo)]: "
    case .payerHint(let count):
      (["↑↓ move"] + (count > 1 ? ["1-\(count) or a name"] : []) + ["Enter done", "Esc cancel"])
        .joined(separator: " · ")
    case .splitHint(let count): "↑↓ move · 1-\(count) · Enter done · Esc cancel"
    case .weightsHint: "↑↓ person · 0-9 weight · ← back · Enter done · Esc cancel"
    case .noWeight: "give someone a weight of 1 or more (0 is no share)"
    case .householdSplit(let split): "the household's split (\(split))"
    case .receiverAlone: "the receiver's alone"
    case .alone(let person): "\(person) alone"
    case .byWeights: "by weights"
    case .weights(let split): "by weights \(split)"
    case .payerHeading(let income): income ? "Paid to:" : "Paid by:"
    case .payerPrompt(let number): "Number or name [\(number)]: "
    case .splitHeading: "Split:"
    case .splitPrompt(let number, let example):
      "Number, a name or weights such as \(example) [\(number)]: "
    case .weightsPrompt(let split): "Weights [\(split)]: "
    }
  }

  public var japanese: String {
    switch self {
    case .textHint(let optional, let back):
      ((optional ? ["省略可"] : []) + ["Enter 次へ"] + (back ? ["⇧Tab 戻る"] : [])
        + ["Esc 中止"]).joined(separator: " · ")
    case .discard: "捨てますか？ Esc/Enter: はい · 他のキー: いいえ"
    case .farDate(let today): "今日（\(today)）から 1 年以上離れた日付です。保存しますか？ y/n"
    case .categoryHeading: "区分:"
    case .categoryPrompt(let number): "番号か名前 [\(number)]: "
    case .subcategoryHeading: "内訳:"
    case .subcategoryPrompt(let number): "番号、名前、または新しい名前 [\(number)]: "
    case .datePrompt(let date): "日付 [\(date)]: "
    case .farDatePrompt(let date, let today):
      "\(date) は今日（\(today)）から 1 年以上離れています。保存しますか？ [y/N]: "
    case .amountPrompt(let amount): amount.map { "金額 [\($0.value)]: " } ?? "金額: "
    case .memoPrompt(let memo): memo.isEmpty ? "メモ（省略可）: " : "メモ [\(memo)]: "
    case .payerHint(let count):
      (["↑↓ 移動"] + (count > 1 ? ["1-\(count) か名前"] : []) + ["Enter 決定", "Esc 中止"])
        .joined(separator: " · ")
    case .splitHint(let count): "↑↓ 移動 · 1-\(count) · Enter 決定 · Esc 中止"
    case .weightsHint: "↑↓ 人 · 0-9 重み · ← 戻る · Enter 決定 · Esc 中止"
    case .noWeight: "だれかに 1 以上の重みを入力してください（0 は負担なしです）"
    case .householdSplit(let split): "世帯の按分（\(split)）"
    case .receiverAlone: "受け取った人だけ"
    case .alone(let person): "\(person)だけ"
    case .byWeights: "重みを指定"
    case .weights(let split): "重みを指定 \(split)"
    case .payerHeading(let income): income ? "受取人:" : "支払った人:"
    case .payerPrompt(let number): "番号か名前 [\(number)]: "
    case .splitHeading: "按分:"
    case .splitPrompt(let number, let example):
      "番号、名前、または \(example) のような重み [\(number)]: "
    case .weightsPrompt(let split): "重み [\(split)]: "
    }
  }
}

// MARK: - The pickers

/// The words of the category | 内訳 picker and of the date picker.
public enum PickerText: Message, Equatable {
  /// The fixed label of a column of the date picker: 年, 月, 日 (the same in both languages).
  case dateColumn(DatePickerState.Column)
  /// The keys the date picker takes.
  case dateHint
  /// Where focus went once a value typed in full moved it on: `年 2026: now on 月 · ← back ·
  /// Enter done`.
  case movedOn(from: DatePickerState.Column, value: String, to: DatePickerState.Column)
  /// What a half-typed column still needs: `a year has 4 digits: type 2 more digits
  /// (Backspace corrects)`; `lastDay` is the last day the day column takes.
  case missingDigits(DatePickerState.Column, count: Int, lastDay: Int)
  /// The label of a column of the category | 内訳 picker.
  case categoryColumn(CategoryPickerState.Column)
  /// After the name of a 内訳 being typed that no entry has yet.
  case newSubcategory
  /// The keys the active column of the category | 内訳 picker takes, for `count` categories.
  case categoryHint(CategoryPickerState.Column, count: Int)

  public var english: String {
    switch self {
    case .dateColumn(let column): Self.label(column)
    case .dateHint: "←→ column · ↑↓ change · 0-9 · t today · Enter done · Esc cancel"
    case .movedOn(let from, let value, let to):
      "\(Self.label(from)) \(value): now on \(Self.label(to)) · ← back · Enter done"
    case .missingDigits(let column, let count, let lastDay):
      switch column {
      case .year: "a year has 4 digits: type \(Self.digits(count)) (Backspace corrects)"
      case .month: "the month needs \(Self.digits(count)): 01 to 12 (Backspace corrects)"
      case .day:
        "the day needs \(Self.digits(count)): 01 to \(lastDay) (Backspace corrects)"
      }
    case .categoryColumn(.category): "カテゴリ"
    case .categoryColumn(.subcategory): "内訳"
    case .newSubcategory: "(new)"
    case .categoryHint(let column, let count):
      (["←→ column"]
        + (column == .category
          ? ["↑↓ move"] + (count > 1 ? ["1-\(count) or a name"] : [])
          : ["↑↓ move", "type a new 内訳"]) + ["Enter done", "Esc cancel"])
        .joined(separator: " · ")
    }
  }

  public var japanese: String {
    switch self {
    case .dateColumn(let column): Self.label(column)
    case .dateHint: "←→ 列 · ↑↓ 増減 · 0-9 · t 今日 · Enter 決定 · Esc 中止"
    case .movedOn(let from, let value, let to):
      "\(Self.label(from)) \(value): 次は\(Self.label(to)) · ← 戻る · Enter 決定"
    case .missingDigits(let column, let count, let lastDay):
      switch column {
      case .year: "年は 4 桁です: あと \(count) 桁入力してください（Backspace で訂正）"
      case .month: "月はあと \(count) 桁必要です: 01〜12（Backspace で訂正）"
      case .day: "日はあと \(count) 桁必要です: 01〜\(lastDay)（Backspace で訂正）"
      }
    case .categoryColumn(.category): "区分"
    case .categoryColumn(.subcategory): "内訳"
    case .newSubcategory: "(新規)"
    case .categoryHint(let column, let count):
      (["←→ 列"]
        + (column == .category
          ? ["↑↓ 移動"] + (count > 1 ? ["1-\(count) か名前"] : [])
          : ["↑↓ 移動", "新しい内訳を入力"]) + ["Enter 決定", "Esc 中止"])
        .joined(separator: " · ")
    }
  }

  /// 年, 月, 日.
  private static func label(_ column: DatePickerState.Column) -> String {
    switch column {
    case .year: "年"
    case .month: "月"
    case .day: "日"
    }
  }

  /// `1 more digit`, `2 more digits`.
  private static func digits(_ count: Int) -> String {
    count == 1 ? "1 more digit" : "\(count) more digits"
  }
}
