import KakeiboCore

// MARK: - Suggestions

extension Ledger {
  /// Returns the category and 内訳 used most often for expenses with this memo (the ledger
  /// learns that スーパー is 生活費 › 食費), ties going to the one used most recently; nil for an
  /// empty memo or one never used. Memos are compared in their folded form
  /// (`SearchText.matched`), so that `netflix` learns what `Netflix` and `Ｎｅｔｆｌｉｘ` taught,
  /// and `らーめん` what `ラーメン` and `ﾗｰﾒﾝ` did:
  /// the start of the entries' search keys, up to its newline, found through the search index
  /// for three characters or more.
  func mostUsedClass(forMemo memo: Memo) throws(LedgerError) -> (
    category: Category, subcategory: Subcategory?
  )? {
    guard !memo.isEmpty else { return nil }
    return try guarded {
      let folded = SearchText.matched(memo.text)
      var values: [SQLValue] = [
        .text(folded + "\n"), .integer(Int64(folded.unicodeScalars.count + 1)),
      ]
      var found = ""
      if let term = try? SearchTerm(memo.text), term.isIndexable {
        let (condition, value) = sql.search("entries", term, 3)
        found = " AND " + condition
        values.append(value)
      }
      return try connection.firstRow(
        """
        SELECT category, subcategory FROM entries
        WHERE substr(search_key, 1, $2) = $1 AND kind = 'expense'\(found)
        GROUP BY category, subcategory ORDER BY count(*) DESC, max(id) DESC LIMIT 1
        """, values
      ) { row in
        (
          try entryCategory(row.text(0)),
          row.isNull(1) ? nil : Subcategory(stored: row.text(1))
        )
      }
    }
  }
}
