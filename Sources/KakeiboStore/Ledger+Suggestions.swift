import KakeiboCore

// MARK: - Suggestions

extension Ledger {
  /// Returns the category used most often before for entries with exactly this memo (the
  /// ledger learns that スーパー is 生活費), ties going to the category used most recently;
  /// nil for an empty memo or one never used. The entry form opens its category picker here.
  public func mostUsedCategory(forMemo memo: Memo) throws(LedgerError) -> Category? {
    guard !memo.isEmpty else { return nil }
    return try guarded {
      try connection.firstRow(
        """
        SELECT category FROM entries WHERE memo = $1 AND kind = 'expense'
        GROUP BY category ORDER BY count(*) DESC, max(id) DESC LIMIT 1
        """, [.text(memo.text)]
      ) { try category($0.text(0)) }
    }
  }

  /// Returns the category and 内訳 used most often for expenses with exactly this memo (the
  /// ledger learns that スーパー is 生活費 › 食費), ties going to the one used most recently;
  /// nil for an empty memo or one never used.
  public func mostUsedClass(forMemo memo: Memo) throws(LedgerError) -> (
    category: Category, subcategory: Subcategory?
  )? {
    guard !memo.isEmpty else { return nil }
    return try guarded {
      try connection.firstRow(
        """
        SELECT category, subcategory FROM entries WHERE memo = $1 AND kind = 'expense'
        GROUP BY category, subcategory ORDER BY count(*) DESC, max(id) DESC LIMIT 1
        """, [.text(memo.text)]
      ) { row in
        (
          try category(row.text(0)),
          row.isNull(1) ? nil : try subcategory(row.text(1), of: "an entry")
        )
      }
    }
  }
}
