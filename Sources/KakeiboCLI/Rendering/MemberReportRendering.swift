import KakeiboCore
import TerminalUI
import Wording

/// How `report --by member` and `report --member NAME` print a month: each category's (and
/// with --detail each 内訳's) share per person with its total, the shares added up, what each
/// person paid and the difference, then income the same way; as a table, CSV or JSON.
struct MemberReportRendering {
  let shares: MemberShares
  let household: Household
  /// The one person shown (`--member NAME`), or nil for everyone (`--by member`).
  let member: Person?
  let month: YearMonth
  let dates: DateRange
  let glyphs: GlyphStyle
  let style: TextStyle
  var isDetailed = false
  var search: SearchTerm?
  var language: Language = .english

  /// The people shown, in the household's order.
  private var shown: [Person] { member.map { [$0] } ?? shares.people }

  private func say(_ phrase: Phrase) -> String { phrase.text(in: language) }
  private func name(_ person: Person) -> String { VisibleText.of(household.name(of: person)) }
  private func yen(_ value: Int64) -> String { Yen(value).description }

  // MARK: Table

  func table() throws -> [String] {
    let title =
      member.map { say(MemberReportWords.ofMember(name($0))) } ?? say(MemberReportWords.byMember)
    var lines = [
      "\(month): " + say(TableWords.period(dates)) + title
        + (search.map { say(TableWords.searching($0.text)) } ?? ""), "",
    ]
    let columns =
      [Table.Column(say(TableWords.category))] + shown.map { .init(name($0), .right) }
      + [.init(say(TableWords.total), .right)]
    func cells(_ label: String, _ sums: MemberShares.Sums) -> [String] {
      [Table.cell(label)] + shown.map { yen(sums.amount(of: $0)) } + [yen(sums.total)]
    }
    var spending = Table(columns: columns)
    for row in shares.categories {
      spending.rows.append(cells(EntryRendering.categoryLabel(row.category, glyphs), row.sums))
      if isDetailed {
        for (subcategory, sums) in row.orderedSubcategories {
          spending.rows.append(cells(MonthlyReportRendering.memoIndent + subcategory.name, sums))
        }
      }
    }
    spending.footer = [
      cells(say(MemberReportWords.shares), shares.spending),
      cells(say(MemberReportWords.paid), shares.paid),
      [say(MemberReportWords.difference)] + (try shown.map { yen(try shares.difference(of: $0)) })
        + [yen(shares.paid.total - shares.spending.total)],
    ]
    guard shares.income.count > 0 else {
      return lines + spending.render(style: style) + ["", say(MemberReportWords.note)]
    }
    var income = Table(
      columns: [Table.Column(say(TableWords.income))] + Array(columns.dropFirst()))
    income.rows.append(cells(EntryKind.incomeName, shares.income))
    if isDetailed {
      for (subcategory, sums) in shares.orderedIncomeSubcategories {
        income.rows.append(cells(MonthlyReportRendering.memoIndent + subcategory.name, sums))
      }
    }
    // The two tables share their columns' widths, so that each person's amounts line up.
    let widths = zip(spending.columnWidths, income.columnWidths).map { max($0, $1) }
    lines.append(spending.header(widths: widths, style: style))
    lines += spending.rows.map { spending.line($0, widths: widths, style: style) }
    lines.append(Table.rule(widths: widths))
    lines += spending.footer.map { style.bold(spending.line($0, widths: widths, style: style)) }
    lines += ["", income.header(widths: widths, style: style)]
    lines += income.rows.map { income.line($0, widths: widths, style: style) }
    return lines + ["", say(MemberReportWords.note)]
  }

  // MARK: CSV

  /// The CSV header: one record per row and person. kind is `share` (a category's or 内訳's
  /// share), `paid` (what the person paid of the expenses) or `income` (their share of
  /// income); category and subcategory are empty where they do not apply.
  static let csvHeader = ["month", "kind", "category", "subcategory", "person", "amount"]

  func csv() -> [String] {
    var records = [CSV.record(Self.csvHeader)]
    func text(_ text: String) -> String {
      FormulaNeutralization.neutralize(VisibleText.escapingForbidden(text))
    }
    func add(_ kind: String, _ category: String, _ subcategory: String, _ sums: MemberShares.Sums) {
      for person in shown {
        records.append(
          CSV.record([
            month.description, kind, category, subcategory, text(household.name(of: person)),
            String(sums.amount(of: person)),
          ]))
      }
    }
    for row in shares.categories {
      add("share", row.category.name, "", row.sums)
      for (subcategory, sums) in row.orderedSubcategories {
        add("share", row.category.name, text(subcategory.name), sums)
      }
    }
    add("paid", "", "", shares.paid)
    if shares.income.count > 0 {
      add("income", "", "", shares.income)
      for (subcategory, sums) in shares.orderedIncomeSubcategories {
        add("income", "", text(subcategory.name), sums)
      }
    }
    return records
  }

  // MARK: JSON

  func json() throws -> JSON {
    let text = { (text: String) in JSON.string(VisibleText.escapingForbidden(text)) }
    func people(_ sums: MemberShares.Sums) -> JSON {
      .array(
        shown.map { person in
          .object([
            ("person", text(household.name(of: person))),
            ("amount", .integer(sums.amount(of: person))),
          ])
        })
    }
    func row(_ sums: MemberShares.Sums) -> [(String, JSON)] {
      [
        ("shares", people(sums)), ("total", .integer(sums.total)),
        ("count", .integer(Int64(sums.count))),
      ]
    }
    func subcategories(_ rows: [(Subcategory, MemberShares.Sums)]) -> JSON {
      .array(rows.map { .object([("subcategory", text($0.0.name))] + row($0.1)) })
    }
    var members: [(String, JSON)] = [
      ("month", .string(month.description)), ("from", .string(dates.first.description)),
      ("to", .string(dates.last.description)),
    ]
    if let search { members.append(("search", .string(search.text))) }
    members += [
      ("member", member.map { text(household.name(of: $0)) } ?? .null),
      ("people", .array(shown.map { text(household.name(of: $0)) })),
      (
        "categories",
        .array(
          shares.categories.map { category in
            .object(
              [
                ("category", .string(category.category.name)),
                ("categoryKey", .string(category.category.key)),
              ] + row(category.sums)
                + [("subcategories", subcategories(category.orderedSubcategories))])
          })
      ),
      ("spending", .object(row(shares.spending))),
      ("paid", people(shares.paid)),
      (
        "difference",
        .array(
          try shown.map { person in
            .object([
              ("person", text(household.name(of: person))),
              ("amount", .integer(try shares.difference(of: person))),
            ])
          })
      ),
      (
        "income",
        .object(
          row(shares.income) + [
            ("subcategories", subcategories(shares.orderedIncomeSubcategories))
          ])
      ),
    ]
    return .object(members)
  }
}
