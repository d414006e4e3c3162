import Testing

@testable import KakeiboCore
@testable import TerminalUI

private let today = LedgerDate(validYear: 2026, month: 11, day: 15)

private func type(_ text: String, into form: inout EntryForm) {
  for character in text { form.handle(.character(character)) }
}

private func typed(_ text: String) -> [Key] { text.map { .character($0) } }

private func sub(_ name: String) throws -> Subcategory {
  try #require(try Subcategory(validating: name))
}

/// スーパー was 生活費 › 食費 and 映画 娯楽費 (without a 内訳); 生活費 has two 内訳 in use, and
/// income one.
private var suggestions: CategorySuggestions {
  CategorySuggestions(
    classForMemo: { memo in
      switch memo.text {
      case "スーパー":
        CategoryPick(category: .livingCost, subcategory: try? Subcategory(validating: "食費"))
      case "映画": CategoryPick(category: .leisure)
      default: nil
      }
    },
    subcategories: {
      [
        .livingCost: [try? Subcategory(validating: "食費"), try? Subcategory(validating: "日用品")]
          .compactMap { $0 ?? nil },
        nil: [try? Subcategory(validating: "給与")].compactMap { $0 ?? nil },
      ]
    })
}

private func frame(_ form: EntryForm, width: Int = 60) -> Frame {
  EntryFormView.frame(form, width: width, appearance: Appearance())
}

@Suite struct EntryFormTests {
  func newForm(
    _ values: EntryForm.Values = .init(date: today), asking: Set<EntryForm.Field> = [.memo, .date]
  ) -> EntryForm {
    EntryForm(
      title: .newExpense, values: values, asking: asking, today: today, suggestions: suggestions)
  }

  @Test func asksTheMissingFieldsMemoBeforeCategory() {
    #expect(newForm().fields == [.amount, .memo, .category, .date])
    #expect(newForm(asking: []).fields == [.amount, .category])
    let known = EntryForm.Values(amount: Yen(500), category: .leisure, date: today)
    #expect(newForm(known, asking: []).fields == [])
    #expect(
      newForm(known, asking: []).outcome
        == .completed(EntryDraft(date: today, amount: Yen(500), category: .leisure)))
  }

  @Test func fillsTheWholeFormWithKeys() throws {
    var form = newForm()
    #expect(
      frame(form)
        == Frame(
          lines: ["New expense", "  Amount    ", "            Enter next · Esc cancel"],
          cursor: .init(row: 1, column: 12)))

    type("12.5", into: &form)
    form.handle(.enter)
    #expect(form.currentField == .amount)
    #expect(
      frame(form)
        == Frame(
          lines: [
            "New expense", "  Amount    12.5",
            "            ! yen amounts are whole numbers; expected a wh…",
          ], cursor: .init(row: 1, column: 16)))

    form.handle(.control("u"))
    type("１,２００", into: &form)
    form.handle(.enter)
    type("スーパー", into: &form)
    #expect(
      frame(form)
        == Frame(
          lines: [
            "New expense", "  Amount    ¥1,200", "  Memo      スーパー",
            "            optional · Enter next · ⇧Tab back · Esc cancel",
          ], cursor: .init(row: 2, column: 20)))

    form.handle(.enter)
    // The picker opens on what スーパー was before: 生活費 › 食費.
    #expect(
      frame(form, width: 80).lines == [
        "New expense",
        "  Amount    ¥1,200",
        "  Memo      スーパー",
        "  Category  ←→ column · ↑↓ move · 1-3 or a name · Enter done · Esc cancel",
        "             [カテゴリ]                           内訳",
        "            > 1  🏠 生活費  living              * 食費",
        "              2  💼 経費    expenses, business    日用品",
        "              3  🎮 娯楽費  leisure, fun          (なし)",
      ])
    #expect(frame(form).cursor == nil)

    // 経費 has no 食費: its 内訳 is (なし).
    form.handle(.down)
    #expect(
      frame(form, width: 80).lines[5...6] == [
        "              1  🏠 生活費  living              * (なし)",
        "            > 2  💼 経費    expenses, business",
      ])
    form.handle(.enter)
    #expect(
      frame(form, width: 80).lines == [
        "New expense",
        "  Amount    ¥1,200",
        "  Memo      スーパー",
        "  Category  💼 経費",
        "  Date       2026 年  11 月 [15]日  (日)",
        "            ←→ column · ↑↓ change · 0-9 · t today · Enter done · Esc cancel",
      ])

    form.handle(.up)
    let outcome = form.handle(.enter)
    let memo = try Memo("スーパー")
    let date = try #require(LedgerDate(iso: "2026-11-16"))
    #expect(
      outcome
        == .completed(EntryDraft(date: date, amount: Yen(1200), category: .expenses, memo: memo)))
    #expect(form.widget == nil)
  }

  @Test func shiftTabOrUpGoesBackToTheFieldBeforeWithItsValue() throws {
    var form = newForm()
    form.handle(.backTab)
    #expect(form.currentField == .amount)  // nothing before the first field
    type("1,280", into: &form)
    form.handle(.enter)
    type("スーパ", into: &form)
    form.handle(.backTab)
    #expect(form.currentField == .amount)
    #expect(
      frame(form).lines == [
        "New expense", "  Amount    1,280", "            Enter next · Esc cancel",
      ])
    #expect(frame(form).cursor == .init(row: 1, column: 17))
    form.handle(.backspace)
    type("5", into: &form)
    form.handle(.enter)
    // The memo is found as it was left, half typed.
    #expect(form.currentField == .memo)
    #expect(frame(form).lines[2] == "  Memo      スーパ")
    type("ー", into: &form)
    form.handle(.up)
    #expect(form.currentField == .amount)
    form.handle(.enter)
    form.handle(.enter)
    #expect(form.values.memo.text == "スーパー")
    #expect(form.values.amount == Yen(1285))
    #expect(form.currentField == .category)
    form.handle(.enter)
    form.handle(.enter)
    #expect(
      form.outcome
        == .completed(
          EntryDraft(
            date: today, amount: Yen(1285), category: .livingCost, subcategory: try sub("食費"),
            memo: try Memo("スーパー"))))
  }

  @Test func theCategoryPickerOpensOnTheMemosUsualCategory() throws {
    var form = newForm(.init(amount: Yen(1800), memo: try Memo("映画"), date: today), asking: [])
    #expect(form.fields == [.category])
    guard case .category(let field)? = form.widget else {
      Issue.record("no category picker")
      return
    }
    #expect(field.state.category == .leisure)
    #expect(
      frame(form, width: 80).lines == [
        "New expense",
        "  Amount    ¥1,800",
        "  Memo      映画",
        "  Category  ←→ column · ↑↓ move · 1-3 or a name · Enter done · Esc cancel",
        "             [カテゴリ]                           内訳",
        "              1  🏠 生活費  living              * (なし)",
        "              2  💼 経費    expenses, business",
        "            > 3  🎮 娯楽費  leisure, fun",
        "  Date      2026-11-15 (日)",
      ])
    #expect(
      form.handle(.enter)
        == .completed(
          EntryDraft(date: today, amount: Yen(1800), category: .leisure, memo: try Memo("映画"))))

    var typedMemo = newForm()
    type("800", into: &typedMemo)
    typedMemo.handle(.enter)
    type("スーパー", into: &typedMemo)
    typedMemo.handle(.enter)
    guard case .category(let suggested)? = typedMemo.widget else {
      Issue.record("no category picker")
      return
    }
    #expect(suggested.state.category == .livingCost)
    #expect(suggested.state.subcategorySelection == .existing(try sub("食費")))
    #expect(typedMemo.handle(.enter) == nil)
    #expect(
      typedMemo.handle(.enter)
        == .completed(
          EntryDraft(
            date: today, amount: Yen(800), category: .livingCost, subcategory: try sub("食費"),
            memo: try Memo("スーパー"))))
  }

  @Test func aSubcategoryTypedInThePickerIsCreatedAndAnEditOpensOnTheEntrysOwn() throws {
    var form = newForm(.init(amount: Yen(3000), memo: try Memo("居酒屋"), date: today), asking: [])
    for key: Key in [.up, .right] + typed("外食") { form.handle(key) }
    let drawn = frame(form, width: 80)
    #expect(
      drawn.lines[3...8] == [
        "  Category  ←→ column · ↑↓ move · type a new 内訳 · Enter done · Esc cancel",
        "              カテゴリ                           [内訳]",
        "              1  🏠 生活費  living                (なし)",
        "              2  💼 経費    expenses, business  > 外食 (new)",
        "            * 3  🎮 娯楽費  leisure, fun",
        "  Date      2026-11-15 (日)",
      ])
    #expect(drawn.cursor == Frame.Position(row: 6, column: 54))
    // ↑ leaves the new 内訳 (and hides the cursor); ↓ comes back to it.
    form.handle(.up)
    #expect(frame(form, width: 80).lines[5] == "              1  🏠 生活費  living              > (なし)")
    #expect(frame(form, width: 80).cursor == nil)
    form.handle(.down)
    #expect(frame(form, width: 80).cursor == Frame.Position(row: 6, column: 54))
    #expect(
      form.handle(.enter)
        == .completed(
          EntryDraft(
            date: today, amount: Yen(3000), category: .leisure, subcategory: try sub("外食"),
            memo: try Memo("居酒屋"))))

    // An edit opens on the entry's category and 内訳, whatever the memo was before.
    var edit = EntryForm(
      title: .edit(id: 1),
      values: .init(
        amount: Yen(500), memo: try Memo("スーパー"), category: .livingCost,
        subcategory: try sub("日用品"), date: today),
      asking: [.category], today: today, suggestions: suggestions)
    #expect(frame(edit, width: 80).lines[6] == "              2  💼 経費    expenses, business  * 日用品")
    edit.handle(.right)
    edit.handle(.down)
    #expect(
      edit.handle(.enter)
        == .completed(
          EntryDraft(date: today, amount: Yen(500), category: .livingCost, memo: try Memo("スーパー"))))
  }

  @Test func aSubcategoryRefusedInThePickerIsSaidOnItsLine() throws {
    var form = newForm(.init(amount: Yen(5), date: today), asking: [])
    form.handle(.tab)
    for character in String(repeating: "x", count: 41) { form.handle(.character(character)) }
    #expect(form.handle(.enter) == nil)
    #expect(
      frame(form, width: 80).lines[2]
        == "  Category  ! 内訳 \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\": is 41 characte…")
    form.handle(.backspace)
    #expect(
      frame(form, width: 80).lines[2]
        == "  Category  ←→ column · ↑↓ move · type a new 内訳 · Enter done · Esc cancel")
    #expect(
      form.handle(.enter)
        == .completed(
          EntryDraft(
            date: today, amount: Yen(5), category: .livingCost,
            subcategory: try sub(String(repeating: "x", count: 40)))))
  }

  @Test func aSubcategoryGivenOpensThePickerOnItUnderTheLearnedCategory() throws {
    var form = newForm(
      .init(amount: Yen(800), memo: try Memo("映画"), subcategory: try sub("配信"), date: today),
      asking: [])
    guard case .category(let field)? = form.widget else {
      Issue.record("no category picker")
      return
    }
    #expect(field.state.category == .leisure)
    #expect(field.state.subcategorySelection == .new("配信"))
    #expect(
      form.handle(.enter)
        == .completed(
          EntryDraft(
            date: today, amount: Yen(800), category: .leisure, subcategory: try sub("配信"),
            memo: try Memo("映画"))))
  }

  @Test func anIncomesFormOffersIncomeAloneAndCompletesAnIncome() throws {
    var form = EntryForm(
      title: .newIncome, values: .init(kind: .income, date: today),
      asking: [.amount, .memo, .category, .date], today: today, suggestions: suggestions)
    #expect(form.fields == [.amount, .memo, .category, .date])
    for key: Key in typed("280000") + [.enter, .enter] { form.handle(key) }
    #expect(
      frame(form, width: 80).lines[2...5] == [
        "  Category  ←→ column · ↑↓ move · type a new 内訳 · Enter done · Esc cancel",
        "              カテゴリ     [内訳]",
        "            * 1  💴 収入    給与",
        "                          > (なし)",
      ])
    form.handle(.up)
    form.handle(.enter)
    #expect(frame(form, width: 80).lines[2] == "  Category  💴 収入 › 給与")
    #expect(
      form.handle(.enter)
        == .completed(
          .income(date: today, amount: Yen(280_000), subcategory: try sub("給与"))))
    // An income's form never asks for a category it lacks.
    let known = EntryForm(
      title: .edit(id: 2), values: .init(amount: Yen(5), kind: .income, date: today), asking: [],
      today: today)
    #expect(known.outcome == .completed(.income(date: today, amount: Yen(5))))
  }

  @Test func categoryPickerKeysMoveJumpTypeAndSwitchColumns() throws {
    var field = CategoryPickerField(
      CategoryPickerState(subcategories: [.livingCost: [try sub("食費")]]))
    #expect(field.handle(.up) == nil)
    #expect(field.state.category == .leisure)
    field.handle(.character("j"))
    #expect(field.state.category == .livingCost)
    field.handle(.character("k"))
    field.handle(.character("2"))
    #expect(field.state.category == .expenses)
    field.handle(.character("３"))
    #expect(field.state.category == .leisure)
    field.handle(.character("l"))
    #expect(field.state.category == .livingCost)
    field.handle(.character("e"))
    #expect(field.state.category == .leisure)
    field.handle(.character("b"))
    #expect(field.state.category == .expenses)
    field.handle(.character("生"))
    #expect(field.state.category == .livingCost)
    // ←/→ and Tab/Shift-Tab switch columns.
    for (key, column) in [
      (Key.right, CategoryPickerState.Column.subcategory), (.left, .category), (.tab, .subcategory),
      (.backTab, .category), (.left, .subcategory),
    ] {
      field.handle(key)
      #expect(field.state.column == column, "\(key)")
    }
    // In the 内訳 column, letters, digits, k, j and q are a name being typed, edited as a line.
    for key: Key in typed("jq2") + [
      .home, .character("k"), .end, .backspace, .control("a"), .delete,
    ] {
      field.handle(key)
    }
    #expect(field.editor.text == "jq")
    #expect(field.state.newName == "jq")
    #expect(field.state.subcategorySelection == .new("jq"))
    field.handle(.control("u"))
    #expect(field.state.newName == "")
    field.handle(.up)
    #expect(field.state.subcategorySelection == .existing(try sub("食費")))
    #expect(
      field.handle(.enter)
        == .picked(CategoryPick(category: .livingCost, subcategory: try sub("食費"))))

    for key in [Key.escape, .interrupt, .endOfInput] {
      var cancelled = CategoryPickerField(CategoryPickerState())
      #expect(cancelled.handle(key) == .cancelled)
    }
    // Only Esc leaves: q is a letter in both columns.
    var letter = CategoryPickerField(CategoryPickerState())
    #expect(letter.handle(.character("q")) == nil)
    #expect(letter.state.categories.selectedRow == 0)
    var typing = CategoryPickerField(CategoryPickerState())
    typing.handle(.right)
    #expect(typing.handle(.character("q")) == nil)
    #expect(typing.handle(.escape) == .cancelled)
  }

  @Test func ctrlCAndCtrlDCancelAtOnceAndEscAtOnceWhenNothingWasTyped() {
    for key in [Key.interrupt, .endOfInput] {
      var form = newForm()
      type("500", into: &form)
      #expect(form.handle(key) == .cancelled)
      #expect(form.widget == nil)
      #expect(form.handle(.enter) == .cancelled)
    }
    var untouched = newForm()
    #expect(!untouched.holdsTypedValues)
    #expect(untouched.handle(.escape) == .cancelled)
    // From a picker too, with nothing typed: Esc leaves the form, q does not.
    var atCategory = newForm(.init(amount: Yen(5), date: today), asking: [])
    #expect(atCategory.handle(.character("q")) == nil)
    #expect(atCategory.handle(.escape) == .cancelled)
    var atDate = newForm(.init(amount: Yen(5), category: .leisure, date: today), asking: [.date])
    #expect(atDate.handle(.character("q")) == nil)
    #expect(atDate.handle(.escape) == .cancelled)
  }

  @Test func escOnTypedValuesAsksBeforeDiscardingThem() {
    for confirming in [Key.escape, .enter] {
      var form = newForm()
      type("500", into: &form)
      #expect(form.holdsTypedValues)
      #expect(form.handle(.escape) == nil)
      #expect(form.isConfirmingDiscard)
      #expect(
        frame(form, width: 80).lines == [
          "New expense", "  Amount    500", "            Enter next · Esc cancel",
          "            Discard what you typed? Esc or Enter: yes · any other key: no",
        ])
      #expect(form.handle(confirming) == .cancelled)
    }
    // Any other key goes back to the field, with what was typed: the key itself does nothing.
    var kept = newForm()
    type("500", into: &kept)
    kept.handle(.escape)
    #expect(kept.handle(.character("9")) == nil)
    #expect(!kept.isConfirmingDiscard)
    #expect(kept.widget == .text(LineEditor(text: "500")))
    kept.handle(.enter)
    // An answered field counts, in whatever field Esc is pressed: here the category picker.
    #expect(kept.currentField == .memo)
    kept.handle(.enter)
    #expect(kept.currentField == .category)
    #expect(kept.handle(.escape) == nil)
    #expect(kept.isConfirmingDiscard)
    #expect(kept.handle(.escape) == .cancelled)
    // A field typed in and then left (⇧Tab) counts as well.
    var left = newForm(.init(amount: Yen(5), date: today))
    left.handle(.enter)
    type("メモ", into: &left)
    left.handle(.backTab)
    #expect(left.holdsTypedValues)
    // Typed and deleted again holds nothing.
    var undone = newForm()
    type("5", into: &undone)
    undone.handle(.backspace)
    #expect(undone.handle(.escape) == .cancelled)
  }

  @Test func editingStartsFromTheEntrysValues() throws {
    let date = try #require(LedgerDate(iso: "2026-11-28"))
    var form = EntryForm(
      title: .edit(id: 3),
      values: .init(amount: Yen(12000), memo: try Memo("USB hub"), category: .expenses, date: date),
      asking: Set(EntryForm.Field.allCases), today: today)
    #expect(frame(form).lines[1] == "  Amount    12000")
    form.handle(.backspace)
    form.handle(.backspace)
    form.handle(.enter)
    #expect(frame(form).lines[2] == "  Memo      USB hub")
    form.handle(.enter)
    form.handle(.enter)
    form.handle(.character("t"))
    #expect(
      form.handle(.enter)
        == .completed(
          EntryDraft(date: today, amount: Yen(120), category: .expenses, memo: try Memo("USB hub")))
    )
  }

  @Test func longTextShowsItsEnd() {
    var form = newForm()
    type("1234567890", into: &form)
    #expect(
      frame(form, width: 20)
        == Frame(
          lines: ["New expense", "  Amount    …567890", "            Enter …"],
          cursor: .init(row: 1, column: 19)))
  }

  @Test func aDateMoreThanAYearAwayIsSavedOnlyOnceConfirmed() throws {
    var form = newForm(
      .init(amount: Yen(500), category: .leisure, date: today), asking: [.date])
    // ←← 2 0 2 0 Enter: the year 2020, a slip more often than an old receipt.
    for key: Key in [.left, .left, .character("2"), .character("0")] { form.handle(key) }
    form.handle(.enter)
    #expect(
      frame(form).lines == [
        "New expense", "  Amount    ¥500", "  Category  🎮 娯楽費",
        "  Date      [20__]年  11 月  15 日",
        "            ! a year has 4 digits: type 2 more digits (Bac…",
      ])
    type("20", into: &form)
    form.handle(.enter)
    #expect(form.outcome == nil)
    #expect(
      frame(form, width: 80).lines.suffix(2) == [
        "  Date      2020-11-15 (日)",
        "            more than a year from today (2026-11-15): save it? y/n",
      ])
    // n goes back to the date, on the date picked, focus where it was: the four digits of the
    // year had moved it on to the month, and said so.
    form.handle(.character("n"))
    #expect(frame(form).lines[3] == "  Date       2020 年 [11]月  15 日  (日)")
    form.handle(.enter)
    form.handle(.character("y"))
    #expect(
      form.outcome
        == .completed(
          EntryDraft(
            date: try #require(LedgerDate(iso: "2020-11-15")), amount: Yen(500),
            category: .leisure)))

    // Within a year it is taken at once; so is the date the form opened with, however old.
    var near = newForm(.init(amount: Yen(500), category: .leisure, date: today), asking: [.date])
    for key: Key in [.left, .left] + typed("2025") + [.enter] { near.handle(key) }
    #expect(near.outcome != nil)
    let old = try #require(LedgerDate(iso: "2019-04-01"))
    var editing = newForm(.init(amount: Yen(500), category: .leisure, date: old), asking: [.date])
    editing.handle(.enter)
    #expect(
      editing.outcome == .completed(EntryDraft(date: old, amount: Yen(500), category: .leisure)))
  }

  @Test func aFarDateTypedOnADumbTerminalIsAskedAbout() throws {
    var form = newForm(.init(amount: Yen(500), category: .leisure, date: today), asking: [.date])
    form.submit(line: "2020-12-01")
    #expect(
      EntryFormView.prompt(form, appearance: Appearance())
        == ([], "2020-12-01 is more than a year from today (2026-11-15); save it? [y/N]: "))
    form.submit(line: "")
    #expect(EntryFormView.prompt(form, appearance: Appearance()).prompt == "Date [2026-11-15]: ")
    form.submit(line: "2020-12-01")
    #expect(
      form.submit(line: "yes")
        == .completed(
          EntryDraft(
            date: try #require(LedgerDate(iso: "2020-12-01")), amount: Yen(500),
            category: .leisure)))
  }

  // MARK: Lines (TERM=dumb)

  @Test func numberedPromptsAnsweredByLines() throws {
    var form = newForm()
    let ascii = Appearance(glyphs: .ascii)
    #expect(EntryFormView.prompt(form, appearance: ascii) == ([], "Amount: "))
    form.submit(line: "abc")
    #expect(
      EntryFormView.prompt(form, appearance: ascii)
        == (
          [
            "! not a yen amount; expected a whole number of yen from 1 to 999,999,999,999, such as 1200, 1,200, ¥1,200, 1200円, １２００, 1万, 1.5万, 2万3千 or 一万二千"
          ], "Amount: "
        ))
    form.submit(line: "980")
    #expect(EntryFormView.prompt(form, appearance: ascii) == ([], "Memo (optional): "))
    form.submit(line: "スーパー")
    #expect(
      EntryFormView.prompt(form, appearance: ascii) == (
        [
          "Category:", "  1) [H] 生活費  living", "  2) [B] 経費  expenses, business",
          "  3) [G] 娯楽費  leisure, fun",
        ], "Number or name [1]: "
      ))
    form.submit(line: "4")
    #expect(
      EntryFormView.prompt(form, appearance: ascii).lines.first
        == "! category \"4\": no such category; expected 生活費 (living), 経費 (expenses, "
        + "business), 娯楽費 (leisure, fun), the start of one, or its number 1-3")
    form.submit(line: "l")
    #expect(
      EntryFormView.prompt(form, appearance: ascii).lines.first
        == "! category \"l\": the start of more than one category: 生活費 (living) or 娯楽費 "
        + "(leisure, fun); type more of the name")
    form.submit(line: "fu")
    // Then the category's 内訳: a number, a name in use, or a new one.
    #expect(
      EntryFormView.prompt(form, appearance: ascii)
        == (["内訳:", "  1) (なし)"], "Number, name or a new name [1]: "))
    form.submit(line: String(repeating: "x", count: 41))
    #expect(
      EntryFormView.prompt(form, appearance: ascii)
        == (
          [
            "! 内訳 \"\(String(repeating: "x", count: 41))\": is 41 characters long; a 内訳 holds at most 40 characters",
            "内訳:", "  1) (なし)",
          ], "Number, name or a new name [1]: "
        ))
    form.submit(line: "映画館")
    #expect(EntryFormView.prompt(form, appearance: ascii) == ([], "Date [2026-11-15]: "))
    form.submit(line: "11/31")
    #expect(
      form.problem?.english
        == "2026-11 has 30 days, not 31; expected YYYY-MM-DD, today, yesterday, M/D, MM-DD or 11月4日 in the current year, 2026年11月4日, 4日 in the current month, 今日, 昨日, おととい or 3日前"
    )
    #expect(
      form.submit(line: "yesterday")
        == .completed(
          EntryDraft(
            date: try #require(LedgerDate(iso: "2026-11-14")), amount: Yen(980), category: .leisure,
            subcategory: try sub("映画館"), memo: try Memo("スーパー"))))
  }

  @Test func emptyLinesKeepTheValuesShown() throws {
    let date = try #require(LedgerDate(iso: "2026-11-28"))
    let values = EntryForm.Values(
      amount: Yen(12000), memo: try Memo("USB hub"), category: .livingCost,
      subcategory: try sub("日用品"), date: date)
    var form = EntryForm(
      title: .edit(id: 3), values: values, asking: Set(EntryForm.Field.allCases), today: today,
      suggestions: suggestions)
    #expect(EntryFormView.prompt(form, appearance: Appearance()).prompt == "Amount [12000]: ")
    form.submit(line: "")
    #expect(EntryFormView.prompt(form, appearance: Appearance()).prompt == "Memo [USB hub]: ")
    form.submit(line: "")
    #expect(EntryFormView.prompt(form, appearance: Appearance()).prompt == "Number or name [1]: ")
    form.submit(line: "")
    #expect(
      EntryFormView.prompt(form, appearance: Appearance())
        == (["内訳:", "  1) 食費", "  2) 日用品", "  3) (なし)"], "Number, name or a new name [2]: "))
    form.submit(line: "")
    #expect(EntryFormView.prompt(form, appearance: Appearance()).prompt == "Date [2026-11-28]: ")
    #expect(
      form.submit(line: "")
        == .completed(
          EntryDraft(
            date: date, amount: Yen(12000), category: .livingCost, subcategory: try sub("日用品"),
            memo: try Memo("USB hub"))))

    // A number picks a 内訳; an income is asked its 内訳 alone.
    var income = EntryForm(
      title: .newIncome, values: .init(amount: Yen(5), kind: .income, date: date),
      asking: [.category], today: today, suggestions: suggestions)
    #expect(
      EntryFormView.prompt(income, appearance: Appearance())
        == (["内訳:", "  1) 給与", "  2) (なし)"], "Number, name or a new name [2]: "))
    #expect(
      income.submit(line: "１")
        == .completed(.income(date: date, amount: Yen(5), subcategory: try sub("給与"))))
  }
}
