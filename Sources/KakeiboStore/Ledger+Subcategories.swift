import KakeiboCore

/// The 内訳 in use: a ledger's 内訳 are the ones its entries carry, nothing declared.
extension Ledger {
  /// Each category's 内訳 in use (and, under nil, income's), most used first, then by name;
  /// the count is how many entries carry it.
  public func subcategoriesInUse() throws(LedgerError) -> [Category?: [(Subcategory, Int64)]] {
    try guarded {
      var result: [Category?: [(Subcategory, Int64)]] = [:]
      try connection.forEachRow(
        """
        SELECT category, subcategory, count(*) FROM entries WHERE subcategory IS NOT NULL
        GROUP BY kind, category, subcategory
        ORDER BY count(*) DESC, \(sql.textOrder("subcategory"))
        """, []
      ) { row in
        guard !row.text(1).isEmpty else { return }
        let subcategory = Subcategory(stored: row.text(1))
        let category = row.isNull(0) ? nil : try entryCategory(row.text(0))
        result[category, default: []].append((subcategory, row.int64(2)))
      }
      return result
    }
  }

  /// Gives every entry of `category` (nil: every income) with the 内訳 `old` the 内訳 `new`
  /// (nil: none), as one change that `undo` reverts: renaming a 内訳, or merging it into
  /// another that is already in use. Returns how many entries changed; none changing is
  /// recorded as a change that changed nothing.
  public func renameSubcategory(
    in category: Category?, from old: Subcategory, to new: Subcategory?
  ) throws(LedgerError) -> Int {
    try guarded {
      try connection.writeTransaction {
        let condition =
          category == nil
          ? "kind = 'income' AND subcategory = $1" : "category = $2 AND subcategory = $1"
        let values: [SQLValue] = [.text(old.name)] + (category.map { [.text($0.key)] } ?? [])
        let ids = try connection.rows(
          "SELECT id FROM entries WHERE \(condition) ORDER BY id", values
        ) { $0.int64(0) }
        let subject =
          "categories rename "
          + Entry.classText(
            kind: category == nil ? .income : .expense, category: category, subcategory: old)
          + " → " + (new?.name ?? Subcategory.noneLabel)
        guard !ids.isEmpty, new != old else {
          try recordUnchanged(.edit, subject)
          return 0
        }
        let changeID = try recordChange(
          .edit, summary: subject + " (\(ids.count) \(ids.count == 1 ? "entry" : "entries"))",
          replacing: ids)
        try connection.run(
          "UPDATE entries SET subcategory = $\(values.count + 1) WHERE \(condition)",
          values + [new.map { .text($0.name) } ?? .null])
        try SearchKeys.refresh(
          where: "id IN (SELECT entry_id FROM change_entries WHERE change_id = $1)",
          [.integer(changeID)], on: connection)
        return ids.count
      }
    }
  }
}
