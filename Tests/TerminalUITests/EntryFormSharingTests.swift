import Testing
import Wording

@testable import KakeiboCore
@testable import Messages
@testable import TerminalUI

/// Issue 23: in a household of more than one person the entry form asks who paid (支払った人: a
/// picker of the people, opening on me) and the split (the household's, one person's alone, or
/// weights per person), after the date; its answers reach the entry as `--paid-by`, `--for` and
/// `--split` do. With one person, or none, the form is as before.
@Suite struct EntryFormSharingTests {
  let today = LedgerDate(validYear: 2026, month: 11, day: 15)
  let misaki = Person(stored: "misaki")
  let kenta = Person(stored: "kenta")

  /// 美咲 (me) and 健太, by their roles and shown names, as on a shared ledger.
  var household: Household {
    Household(people: [misaki, kenta], me: misaki, displayNames: [misaki: "美咲", kenta: "健太"])
  }

  func newForm(_ household: Household?, kind: EntryKind = .expense) -> EntryForm {
    EntryForm(
      title: kind == .income ? .newIncome : .newExpense, values: .init(kind: kind, date: today),
      asking: Set(EntryForm.Field.allCases), today: today, household: household)
  }

  func lines(_ form: EntryForm, _ appearance: Appearance = Appearance(), width: Int = 80)
    -> [String]
  {
    EntryFormView.frame(form, width: width, appearance: appearance).lines
  }

  /// Amount 4800, memo 映画, 娯楽費 (its number), and the date as it opens.
  func fillToThePayer(_ form: inout EntryForm) {
    for character in "4800" { form.handle(.character(character)) }
    form.handle(.enter)
    for character in "映画" { form.handle(.character(character)) }
    form.handle(.enter)
    form.handle(.character("3"))
    form.handle(.enter)
    form.handle(.enter)
  }

  @Test func aHouseholdOfOneOrNoneIsAskedAsBefore() {
    let alone = Household(people: [misaki], me: misaki)
    for household in [nil, alone] {
      var form = newForm(household)
      var before = newForm(nil)
      #expect(form.fields == [.amount, .memo, .category, .date])
      let keys: [Key] = [.character("5"), .enter, .enter, .down, .enter, .enter]
      for key in keys {
        #expect(lines(form) == lines(before))
        #expect(
          EntryFormView.prompt(form, appearance: Appearance())
            == EntryFormView.prompt(before, appearance: Appearance()))
        form.handle(key)
        before.handle(key)
      }
      #expect(form.outcome == before.outcome)
      #expect(
        form.outcome == .completed(EntryDraft(date: today, amount: Yen(5), category: .expenses)))
    }
  }

  @Test func paidByMeForKentaIsTatekae() {
    var form = newForm(household)
    #expect(form.fields == [.amount, .memo, .category, .date, .paidBy, .split])
    fillToThePayer(&form)
    #expect(
      lines(form) == [
        "New expense",
        "  Amount    ¥4,800",
        "  Memo      映画",
        "  Category  🎮 娯楽費",
        "  Date      2026-11-15 (日)",
        "  Paid by   ↑↓ move · 1-2 or a name · Enter done · Esc cancel",
        "            > 美咲",
        "              健太",
      ])
    form.handle(.down)
    #expect(lines(form).suffix(2) == ["              美咲", "            > 健太"])
    form.handle(.character("美"))
    form.handle(.enter)
    #expect(
      lines(form).suffix(6) == [
        "  Paid by   美咲",
        "  Split     ↑↓ move · 1-4 · Enter done · Esc cancel",
        "            > the household's split (美咲=1,健太=1)",
        "              美咲 alone",
        "              健太 alone",
        "              by weights",
      ])
    form.handle(.character("3"))
    #expect(lines(form)[9] == "            > 健太 alone")
    // Me kept is "me", as without --paid-by; 健太 alone is --for 健太.
    var draft = EntryDraft(
      date: today, amount: Yen(4800), category: .leisure, memo: Memo(validated: "映画"))
    draft.split = .alone(kenta)
    #expect(form.handle(.enter) == .completed(draft))
  }

  @Test func weightsPerPersonAreTypedOnTheirRows() {
    var form = newForm(household)
    fillToThePayer(&form)
    form.handle(.character("2"))
    form.handle(.enter)
    form.handle(.up)
    form.handle(.enter)
    #expect(
      lines(form).suffix(4) == [
        "  Paid by   健太",
        "  Split     ↑↓ person · 0-9 weight · ← back · Enter done · Esc cancel",
        "            > 美咲  [1]",
        "              健太   1",
      ])
    // The first digit replaces the weight; the next ones add to it; Backspace takes one off.
    form.handle(.character("0"))
    form.handle(.down)
    form.handle(.character("0"))
    form.handle(.enter)
    #expect(
      lines(form).suffix(3) == [
        "  Split     ! give someone a weight of 1 or more (0 is no share)",
        "              美咲   0",
        "            > 健太  [0]",
      ])
    for character in "125" { form.handle(.character(character)) }
    form.handle(.backspace)
    form.handle(.up)
    form.handle(.character("1"))
    #expect(lines(form).suffix(2) == ["            > 美咲  [1]", "              健太   12"])
    // ← goes back to the choices, where the weights are kept.
    form.handle(.left)
    #expect(lines(form)[10] == "            > by weights")
    form.handle(.enter)
    #expect(lines(form).suffix(2) == ["            > 美咲  [1]", "              健太   12"])
    var draft = EntryDraft(
      date: today, amount: Yen(4800), category: .leisure, memo: Memo(validated: "映画"))
    draft.paidBy = kenta
    draft.split = Split([Split.Part(misaki, weight: 1), Split.Part(kenta, weight: 12)])
    #expect(form.handle(.enter) == .completed(draft))
  }

  @Test func anEditOpensOnTheEntrysPayerAndSplitAndKeepsThem() {
    let split = Split([Split.Part(misaki, weight: 1), Split.Part(kenta, weight: 2)])
    var form = EntryForm(
      title: .edit(id: 3),
      values: .init(
        amount: Yen(980), memo: Memo(validated: "薬"), category: .livingCost, date: today,
        paidBy: kenta, split: split),
      asking: Set(EntryForm.Field.allCases), today: today, household: household)
    for _ in 0..<4 { form.handle(.enter) }
    #expect(lines(form).suffix(2) == ["              美咲", "            > 健太"])
    form.handle(.enter)
    #expect(
      lines(form).suffix(4) == [
        "              the household's split (美咲=1,健太=1)",
        "              美咲 alone",
        "              健太 alone",
        "            > by weights",
      ])
    form.handle(.enter)
    #expect(lines(form).suffix(2) == ["            > 美咲  [1]", "              健太   2"])
    form.handle(.enter)
    guard case .completed(let draft)? = form.outcome else {
      Issue.record("not completed: \(String(describing: form.outcome))")
      return
    }
    #expect(draft.paidBy == kenta && draft.split == split)
  }

  /// An edit that keeps who paid and the split keeps them exactly: a payer no longer of the
  /// household (a member removed since) is offered after its people, and weights kept come back
  /// in the split's own order, which decides the share rule's ties.
  @Test func keptPayersAndSplitsAreKeptExactly() {
    let hina = Person(stored: "hina")
    let split = Split([Split.Part(kenta, weight: 1), Split.Part(hina, weight: 1)])
    var form = EntryForm(
      title: .edit(id: 3),
      values: .init(
        amount: Yen(980), category: .livingCost, date: today, paidBy: hina, split: split),
      asking: Set(EntryForm.Field.allCases), today: today, household: household)
    for _ in 0..<4 { form.handle(.enter) }
    #expect(
      lines(form).suffix(3) == ["              美咲", "              健太", "            > hina"])
    form.handle(.enter)
    #expect(lines(form).suffix(2) == ["              健太 alone", "            > by weights"])
    form.handle(.enter)
    #expect(
      lines(form).suffix(3) == [
        "            > 美咲  [0]", "              健太   1", "              hina   1",
      ])
    form.handle(.enter)
    guard case .completed(let draft)? = form.outcome else {
      Issue.record("not completed: \(String(describing: form.outcome))")
      return
    }
    #expect(draft.paidBy == hina && draft.split == split)
  }

  @Test func anIncomeIsAskedWhoReceivedItAndIsTheirsByDefault() {
    var form = newForm(household, kind: .income)
    for character in "5000" { form.handle(.character(character)) }
    for _ in 0..<4 { form.handle(.enter) }
    #expect(
      lines(form).suffix(3) == [
        "  Paid to   ↑↓ move · 1-2 or a name · Enter done · Esc cancel",
        "            > 美咲",
        "              健太",
      ])
    form.handle(.enter)
    #expect(lines(form)[6] == "            > the receiver's alone")
    form.handle(.enter)
    #expect(form.outcome == .completed(.income(date: today, amount: Yen(5000))))
  }

  @Test func inJapaneseTheLabelsLeaveTheirColumnAligned() {
    let japanese = Appearance(language: .japanese)
    var form = newForm(household)
    fillToThePayer(&form)
    #expect(
      lines(form, japanese) == [
        "支出の記録",
        "  金額        ¥4,800",
        "  メモ        映画",
        "  区分        🎮 娯楽費",
        "  日付        2026-11-15 (日)",
        "  支払った人  ↑↓ 移動 · 1-2 か名前 · Enter 決定 · Esc 中止",
        "              > 美咲",
        "                健太",
      ])
    form.handle(.enter)
    #expect(
      lines(form, japanese).suffix(6) == [
        "  支払った人  美咲",
        "  按分        ↑↓ 移動 · 1-4 · Enter 決定 · Esc 中止",
        "              > 世帯の按分（美咲=1,健太=1）",
        "                美咲だけ",
        "                健太だけ",
        "                重みを指定",
      ])
    form.handle(.character("4"))
    form.handle(.enter)
    #expect(
      lines(form, japanese).suffix(3) == [
        "  按分        ↑↓ 人 · 0-9 重み · ← 戻る · Enter 決定 · Esc 中止",
        "              > 美咲  [1]",
        "                健太   1",
      ])
    form.handle(.character("2"))
    form.handle(.enter)
    // Every value starts at the same column, at every width the screens are checked at.
    let values = ["¥4,800", "映画", "🎮 娯楽費", "2026-11-15 (日)", "美咲", "重みを指定 美咲=2,健太=1"]
    for width in [40, 60, 80, 120] {
      let shown = EntryFormView.frame(form, width: width, appearance: japanese).lines
      #expect(shown.count == 7, "\(shown)")
      for (line, value) in zip(shown.dropFirst(), values) {
        #expect(line.hasSuffix(value), "\(line)")
        #expect(DisplayWidth.of(line) - DisplayWidth.of(value) == 14, "\(line)")
      }
    }
  }

  @Test func aDumbTerminalAsksByNumberNameOrWeights() {
    var form = newForm(household)
    for line in ["4800", "映画", "3", "", ""] { form.submit(line: line) }
    let ascii = Appearance(glyphs: .ascii)
    #expect(
      EntryFormView.prompt(form, appearance: ascii) == (
        ["Paid by:", "  1) 美咲", "  2) 健太"], "Number or name [1]: "
      ))
    form.submit(line: "次郎")
    #expect(
      EntryFormView.prompt(form, appearance: ascii).lines.first
        == "! person \"次郎\": is not one of the household's people; expected 美咲, 健太 ('kakeibo member add' adds a person)"
    )
    form.submit(line: "kenta")
    #expect(
      EntryFormView.prompt(form, appearance: ascii) == (
        [
          "Split:", "  1) the household's split (美咲=1,健太=1)", "  2) 美咲 alone", "  3) 健太 alone",
          "  4) by weights",
        ], "Number, a name or weights such as 美咲=1,健太=2 [1]: "
      ))
    form.submit(line: "4")
    #expect(EntryFormView.prompt(form, appearance: ascii) == ([], "Weights [美咲=1,健太=1]: "))
    form.submit(line: "美咲=1,次郎=2")
    #expect(
      EntryFormView.prompt(form, appearance: ascii).lines.first
        == "! split \"次郎\": is not one of the household's people; expected 美咲, 健太 ('kakeibo member add' adds a person)"
    )
    var draft = EntryDraft(
      date: today, amount: Yen(4800), category: .leisure, memo: Memo(validated: "映画"))
    draft.paidBy = kenta
    draft.split = Split([Split.Part(misaki, weight: 1), Split.Part(kenta, weight: 2)])
    #expect(form.submit(line: "美咲=1、健太=２") == .completed(draft))

    // A name at the choices is that person's alone; an empty line keeps the choice shown.
    var other = newForm(household)
    for line in ["4800", "", "3", "", "", ""] { other.submit(line: line) }
    draft.memo = .empty
    draft.paidBy = nil
    draft.split = .alone(kenta)
    #expect(other.submit(line: "健太") == .completed(draft))
    var kept = newForm(household)
    for line in ["4800", "", "3", "", "", ""] { kept.submit(line: line) }
    draft.split = nil
    #expect(kept.submit(line: "") == .completed(draft))
  }

  @Test func aDumbTerminalAsksInJapanese() {
    let japanese = Appearance(language: .japanese)
    var form = newForm(household)
    for line in ["4800", "", "3", "", ""] { form.submit(line: line) }
    #expect(
      EntryFormView.prompt(form, appearance: japanese) == (
        ["支払った人:", "  1) 美咲", "  2) 健太"], "番号か名前 [1]: "
      ))
    form.submit(line: "")
    #expect(
      EntryFormView.prompt(form, appearance: japanese) == (
        ["按分:", "  1) 世帯の按分（美咲=1,健太=1）", "  2) 美咲だけ", "  3) 健太だけ", "  4) 重みを指定"],
        "番号、名前、または 美咲=1,健太=2 のような重み [1]: "
      ))
    form.submit(line: "4")
    #expect(EntryFormView.prompt(form, appearance: japanese) == ([], "重み [美咲=1,健太=1]: "))
  }
}
