import KakeiboCore

/// The stable text form of a `ChangeDetail` in `changes.detail` (migration 0019): the case's
/// name on the first line, then one `key=value` line per value, in a fixed order, lists as
/// repeated groups of keys. A key without `=` stands for no value (nil), which is not the
/// empty text (`memo=`). A value's backslashes, line feeds and carriage returns are written as
/// `\\`, `\n` and `\r`, so that every value stays on its line. For example an add:
///
///     added
///     id=12
///     date=2026-11-30
///     category=生活費
///     subcategory=食費
///     amount=1200
///     memo=スーパー
///
/// The form is the store's: it is written and read here only, and a new case or value is added
/// after the existing ones, so that every row written since 0019 still reads.
enum ChangeDetailCoding {
  // MARK: Writing

  /// The detail's stored text.
  static func encode(_ detail: ChangeDetail) -> String {
    var writer = Writer()
    switch detail {
    case .added(let entry):
      writer.tag("added")
      writer.entry(entry)
    case .edited(let ids, let fields):
      writer.tag("edited")
      writer.ids(ids)
      writer.fields(fields)
    case .editedAlike(let ids, let fields, let refund):
      writer.tag("edited-alike")
      writer.ids(ids)
      writer.fields(fields)
      writer.put("refund", refund ? "yes" : "no")
    case .deleted(let entries):
      writer.tag("deleted")
      for entry in entries { writer.entry(entry) }
    case .imported(let file, let added, let matched, let replaced):
      writer.tag("imported")
      writer.put("file", file)
      writer.put("added", String(added))
      writer.put("matched", String(matched))
      writer.put("replaced", String(replaced))
    case .budgetSet(let budget, let was):
      writer.tag("budget-set")
      writer.budget(budget)
      writer.put("was", was.map(String.init))
    case .budgetUnset(let budget):
      writer.tag("budget-unset")
      writer.budget(budget)
    case .settingSet(let name, let value, let was):
      writer.tag("setting-set")
      writer.put("name", name)
      writer.put("value", value)
      writer.put("was", was)
    case .settingUnset(let name, let was):
      writer.tag("setting-unset")
      writer.put("name", name)
      writer.put("was", was)
    case .ruleAdded(let rule, let made):
      writer.tag("rule-added")
      writer.rule(rule)
      writer.put("made", String(made))
    case .ruleEdited(let id, let fields):
      writer.tag("rule-edited")
      writer.put("rule", String(id))
      writer.fields(fields)
    case .ruleRemoved(let rule):
      writer.tag("rule-removed")
      writer.rule(rule)
    case .scheduledEntry(let rule, let entry):
      writer.tag("scheduled-entry")
      writer.put("rule", String(rule))
      writer.entry(entry)
    case .scheduledEntries(let count, let first, let last):
      writer.tag("scheduled-entries")
      writer.put("count", String(count))
      writer.put("first", String(first))
      writer.put("last", String(last))
    case .settled(let period, let transfers):
      writer.tag("settled")
      writer.put("period", period)
      for transfer in transfers {
        writer.put("from", transfer.from.name)
        writer.put("to", transfer.to.name)
        writer.put("amount", String(transfer.amount.value))
      }
    case .subcategoryRenamed(let category, let from, let to, let counts):
      writer.tag("subcategory-renamed")
      writer.put("category", category)
      writer.put("from", from)
      writer.put("to", to)
      writer.counts(counts)
    case .subcategoryMoved(let subcategory, let from, let to, let counts):
      writer.tag("subcategory-moved")
      writer.put("subcategory", subcategory)
      writer.put("from", from)
      writer.put("to", to)
      writer.counts(counts)
    }
    return writer.lines.joined(separator: "\n")
  }

  private struct Writer {
    var lines: [String] = []

    mutating func tag(_ name: String) { lines.append(name) }

    mutating func put(_ key: String, _ value: String?) {
      lines.append(value.map { key + "=" + ChangeDetailCoding.escaped($0) } ?? key)
    }

    mutating func ids(_ ids: [Int64]) {
      for id in ids { put("id", String(id)) }
    }

    mutating func entry(_ entry: ChangeDetail.ChangedEntry) {
      put("id", String(entry.id))
      put("date", entry.date)
      put("category", entry.category)
      put("subcategory", entry.subcategory)
      put("amount", String(entry.amount))
      put("memo", entry.memo)
    }

    mutating func fields(_ fields: [ChangeDetail.FieldChange]) {
      for field in fields {
        put("field", field.field.rawValue)
        put("before", field.before)
        put("after", field.after)
      }
    }

    mutating func budget(_ budget: ChangeDetail.ChangedBudget) {
      put("category", budget.category)
      put("subcategory", budget.subcategory)
      put("from", budget.from)
      put("amount", String(budget.amount))
      put("only-month", budget.isForItsMonthOnly ? "yes" : "no")
    }

    mutating func rule(_ rule: ChangeDetail.ChangedRule) {
      put("rule", String(rule.id))
      put("category", rule.category)
      put("subcategory", rule.subcategory)
      put("amount", String(rule.amount))
      put("memo", rule.memo)
      put("day", String(rule.day))
    }

    mutating func counts(_ counts: ChangeDetail.ReclassifiedCounts) {
      put("entries", String(counts.entries))
      put("rules", String(counts.rules))
      put("budgets", String(counts.budgets))
    }
  }

  static func escaped(_ text: String) -> String {
    guard text.contains(where: { $0 == "\\" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
    else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  static func unescaped(_ text: Substring) -> String {
    guard text.contains("\\") else { return String(text) }
    var result = ""
    var escaping = false
    for scalar in text.unicodeScalars {
      if escaping {
        switch scalar {
        case "n": result += "\n"
        case "r": result += "\r"
        default: result.unicodeScalars.append(scalar)
        }
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  // MARK: Reading

  /// The detail `text` holds, or nil when it is not one this kakeibo wrote.
  static func decode(_ text: String) -> ChangeDetail? {
    var reader = Reader(text)
    return try? reader.detail()
  }

  private struct Malformed: Error {}

  private struct Reader {
    var pairs: [(key: String, value: String?)]
    var position = 0
    let tag: String

    init(_ text: String) {
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      tag = lines.isEmpty ? "" : String(lines.removeFirst())
      pairs = lines.map { line in
        guard let equals = line.firstIndex(of: "=") else { return (String(line), nil) }
        return (
          String(line[..<equals]),
          ChangeDetailCoding.unescaped(line[line.index(after: equals)...])
        )
      }
    }

    var isAtEnd: Bool { position == pairs.count }

    func peek(_ key: String) -> Bool { !isAtEnd && pairs[position].key == key }

    /// The next value, which must be under `key` (nil: no value).
    mutating func optional(_ key: String) throws -> String? {
      guard peek(key) else { throw Malformed() }
      position += 1
      return pairs[position - 1].value
    }

    mutating func text(_ key: String) throws -> String {
      guard let value = try optional(key) else { throw Malformed() }
      return value
    }

    mutating func integer(_ key: String) throws -> Int64 {
      guard let value = Int64(try text(key)) else { throw Malformed() }
      return value
    }

    mutating func count(_ key: String) throws -> Int {
      guard let value = Int(try text(key)), value >= 0 else { throw Malformed() }
      return value
    }

    mutating func flag(_ key: String) throws -> Bool {
      switch try text(key) {
      case "yes": return true
      case "no": return false
      default: throw Malformed()
      }
    }

    mutating func ids() throws -> [Int64] {
      var ids: [Int64] = []
      while peek("id") { ids.append(try integer("id")) }
      return ids
    }

    mutating func entry() throws -> ChangeDetail.ChangedEntry {
      ChangeDetail.ChangedEntry(
        id: try integer("id"), date: try text("date"), category: try text("category"),
        subcategory: try optional("subcategory"), amount: try integer("amount"),
        memo: try text("memo"))
    }

    mutating func fields() throws -> [ChangeDetail.FieldChange] {
      var fields: [ChangeDetail.FieldChange] = []
      while peek("field") {
        guard let field = ChangeDetail.ChangedField(rawValue: try text("field")) else {
          throw Malformed()
        }
        fields.append(
          ChangeDetail.FieldChange(
            field, before: try optional("before"), after: try optional("after")))
      }
      return fields
    }

    mutating func budget() throws -> ChangeDetail.ChangedBudget {
      ChangeDetail.ChangedBudget(
        category: try text("category"), subcategory: try optional("subcategory"),
        from: try optional("from"), amount: try integer("amount"),
        isForItsMonthOnly: try flag("only-month"))
    }

    mutating func rule() throws -> ChangeDetail.ChangedRule {
      let id = try integer("rule")
      let category = try text("category")
      let subcategory = try optional("subcategory")
      let amount = try integer("amount")
      let memo = try text("memo")
      guard let day = Int(try text("day")) else { throw Malformed() }
      return ChangeDetail.ChangedRule(
        id: id, category: category, subcategory: subcategory, amount: amount, memo: memo,
        day: day)
    }

    mutating func counts() throws -> ChangeDetail.ReclassifiedCounts {
      ChangeDetail.ReclassifiedCounts(
        entries: try count("entries"), rules: try count("rules"), budgets: try count("budgets"))
    }

    mutating func detail() throws -> ChangeDetail {
      let detail: ChangeDetail
      switch tag {
      case "added":
        detail = .added(try entry())
      case "edited":
        detail = .edited(ids: try ids(), fields: try fields())
      case "edited-alike":
        detail = .editedAlike(ids: try ids(), fields: try fields(), refund: try flag("refund"))
      case "deleted":
        var entries: [ChangeDetail.ChangedEntry] = []
        while peek("id") { entries.append(try entry()) }
        detail = .deleted(entries)
      case "imported":
        detail = .imported(
          file: try text("file"), added: try count("added"), matched: try count("matched"),
          replaced: try count("replaced"))
      case "budget-set":
        let budget = try budget()
        detail = .budgetSet(budget, was: try optional("was").map { Int64($0) ?? 0 })
      case "budget-unset":
        detail = .budgetUnset(try budget())
      case "setting-set":
        detail = .settingSet(name: try text("name"), value: try text("value"), was: try text("was"))
      case "setting-unset":
        detail = .settingUnset(name: try text("name"), was: try text("was"))
      case "rule-added":
        let rule = try rule()
        detail = .ruleAdded(rule, made: try count("made"))
      case "rule-edited":
        detail = .ruleEdited(id: try integer("rule"), fields: try fields())
      case "rule-removed":
        detail = .ruleRemoved(try rule())
      case "scheduled-entry":
        let rule = try integer("rule")
        detail = .scheduledEntry(rule: rule, try entry())
      case "scheduled-entries":
        detail = .scheduledEntries(
          count: try count("count"), first: try integer("first"), last: try integer("last"))
      case "settled":
        let period = try text("period")
        var transfers: [Settlement.Transfer] = []
        while peek("from") {
          let from = Person(stored: try text("from"))
          let to = Person(stored: try text("to"))
          transfers.append(
            Settlement.Transfer(from: from, to: to, amount: Yen(try integer("amount"))))
        }
        detail = .settled(period: period, transfers: transfers)
      case "subcategory-renamed":
        let category = try optional("category")
        let from = try text("from")
        let to = try optional("to")
        detail = .subcategoryRenamed(category: category, from: from, to: to, counts: try counts())
      case "subcategory-moved":
        let subcategory = try text("subcategory")
        let from = try text("from")
        let to = try text("to")
        detail = .subcategoryMoved(
          subcategory: subcategory, from: from, to: to, counts: try counts())
      default:
        throw Malformed()
      }
      guard isAtEnd else { throw Malformed() }
      return detail
    }
  }
}
