import KakeiboCore

extension Ledger {
  /// The ledger's entries: adding, changing, deleting and reading them, and their 内訳 and
  /// sources.
  public var entries: Entries { Entries(ledger: self) }

  /// The ledger's entries: adding, changing, deleting and reading them, and their 内訳 and
  /// sources.
  public struct Entries {
    let ledger: Ledger

    /// Stores a new entry and returns it with its id, the next after the largest ever given (never
    /// one a deleted or undone entry had: see `SharedSQL.lastIssuedEntryID`). Like every
    /// write, it is recorded in the change log in the same transaction (see Ledger+Changes.swift).
    public func add(_ draft: EntryDraft) throws(LedgerError) -> Entry {
      try ledger.add(draft)
    }

    /// Applies `changes` to entry `id`. Returns the entry before and after, or nil when there is
    /// no such entry. Changes to the values the entry already has are recorded as an edit that
    /// changed nothing.
    ///
    /// With `shown`, the entry as it was shown to the user (in a form or browse): when the entry
    /// has been changed or deleted since, by another member or another process, nothing is
    /// written and `.changedSince` says by which change.
    public func update(id: Int64, with changes: EntryChanges, shown: Entry? = nil)
      throws(LedgerError) -> (before: Entry, after: Entry)?
    {
      try ledger.update(id: id, with: changes, shown: shown)
    }

    /// Deletes entry `id` and returns it, or returns nil when there is no such entry. With
    /// `shown`, refuses as `update` does when the entry changed since it was shown.
    public func delete(id: Int64, shown: Entry? = nil) throws(LedgerError) -> Entry? {
      try ledger.delete(id: id, shown: shown)
    }

    /// Returns entry `id`, or nil when there is none.
    public func entry(id: Int64) throws(LedgerError) -> Entry? {
      try ledger.entry(id: id)
    }

    /// Calls `body` with each entry dated within `range` (and of `category`, from one of
    /// `sources` and found by `search`, when given), in date order, then by id, one row at a time.
    /// Rethrows what `body` throws.
    public func forEach(
      in range: DateRange, category: Category? = nil, subcategory: Subcategory? = nil,
      sources: [EntrySource]? = nil,
      matching search: SearchTerm? = nil, _ body: (Entry) throws -> Void
    ) throws {
      try ledger.forEachEntry(
        in: range, category: category, subcategory: subcategory, sources: sources, matching: search,
        body)
    }

    /// Calls `body` as `forEachEntry(in:category:sources:matching:_:)` does, with each entry's
    /// import fingerprint too (nil for an entry typed by hand): what kakeibo's CSV carries, so
    /// that a statement's rows moved to another ledger are not imported there again.
    public func forEachWithFingerprint(
      in range: DateRange, category: Category? = nil, subcategory: Subcategory? = nil,
      sources: [EntrySource]? = nil,
      matching search: SearchTerm? = nil, _ body: (Entry, Fingerprint?) throws -> Void
    ) throws {
      try ledger.forEachEntryWithFingerprint(
        in: range, category: category, subcategory: subcategory, sources: sources, matching: search,
        body)
    }

    /// Returns what a table of the entries dated within `range` (and of `category`, from one of
    /// `sources` and found by `search`) needs to know before its first row: how many there are,
    /// their total, their largest amount and id, and their categories. One query over the
    /// covering date index, which holds every column it reads (or, for `sources`, over the source
    /// index; a search looks its term up too); an overflowing total throws `.overflow`.
    public func summary(
      in range: DateRange, category: Category? = nil, subcategory: Subcategory? = nil,
      sources: [EntrySource]? = nil,
      matching search: SearchTerm? = nil
    ) throws(LedgerError) -> EntrySummary {
      try ledger.entrySummary(
        in: range, category: category, subcategory: subcategory, sources: sources, matching: search)
    }

    /// Returns the entries dated within `range` (and of `category`, from one of `sources` and
    /// found by `search`), in date order, then by id.
    public func list(
      in range: DateRange, category: Category? = nil, subcategory: Subcategory? = nil,
      sources: [EntrySource]? = nil,
      matching search: SearchTerm? = nil
    ) throws(LedgerError) -> [Entry] {
      try ledger.entryList(
        in: range, category: category, subcategory: subcategory, sources: sources, matching: search)
    }

    /// Deletes the entries `ids` (each once, in id order) and returns them, as one change. When
    /// any of the ids names no entry, nothing is deleted and `.noSuchEntries` names them all.
    public func delete(ids: [Int64]) throws(LedgerError) -> [Entry] {
      try ledger.delete(ids: ids)
    }

    /// Applies `changes` to each of the entries `ids` and returns each entry before and after, in
    /// id order, as one change that replaces those that differ. When any of the ids names no
    /// entry, nothing is changed and `.noSuchEntries` names them all; when none differs, the edit
    /// is recorded as one that changed nothing.
    public func update(ids: [Int64], with changes: EntryChanges) throws(LedgerError) -> [(
      before: Entry, after: Entry
    )] {
      try ledger.update(ids: ids, with: changes)
    }

    /// Each category's 内訳 in use (and, under nil, income's), most used first, then by name;
    /// the count is how many entries carry it.
    public func subcategoriesInUse() throws(LedgerError) -> [Category?: [(Subcategory, Int64)]] {
      try ledger.subcategoriesInUse()
    }

    /// Gives the 内訳 `old` of `category` (nil: income's) the name `new` (nil: none) wherever it
    /// is used: on every entry, in the recurring rules (so that the next entry a rule makes has
    /// the new name, not the old), and in the budgets of that 内訳 (which a budget of `new` from
    /// the same month, if any, gives way to). Renaming to a 内訳 already in use merges the two.
    /// One change that `undo` reverts; returns what changed, none of it recorded as a change
    /// that changed nothing.
    public func renameSubcategory(
      in category: Category?, from old: Subcategory, to new: Subcategory?
    ) throws(LedgerError) -> SubcategoryChange {
      try ledger.renameSubcategory(in: category, from: old, to: new)
    }

    /// Moves the 内訳 `subcategory` of `category` to the category `target`, with its entries, its
    /// budgets and the recurring rules that make it (`categories move 外食 --to 娯楽費`): after
    /// it, 娯楽費 › 外食 is what 生活費 › 外食 was. Where `target` already has that 内訳, the two
    /// merge (a budget of it from the same month gives way to the one moved). One change that
    /// `undo` reverts; returns what moved.
    public func moveSubcategory(
      _ subcategory: Subcategory, of category: Category, to target: Category
    ) throws(LedgerError) -> SubcategoryChange {
      try ledger.moveSubcategory(subcategory, of: category, to: target)
    }

    /// Every source some entry has, each once, in code point order (one scan of the source
    /// index, which holds only entries that have one).
    public func sourcesInUse() throws(LedgerError) -> [EntrySource] {
      try ledger.sourcesInUse()
    }

    /// The sources in use that `text` names (see `EntrySource.isNamed`): one, or none; more only
    /// when a client outside kakeibo stored names that differ in letter case or width alone.
    public func sources(named text: String) throws(LedgerError) -> [EntrySource] {
      try ledger.sources(named: text)
    }

    /// Returns the category and 内訳 used most often for expenses with this memo (the ledger
    /// learns that スーパー is 生活費 › 食費), ties going to the one used most recently; nil for an
    /// empty memo or one never used. Memos are compared in their folded form
    /// (`SearchText.matched`), so that `netflix` learns what `Netflix` and `Ｎｅｔｆｌｉｘ` taught,
    /// and `らーめん` what `ラーメン` and `ﾗｰﾒﾝ` did:
    /// the start of the entries' search keys, up to its newline, found through the search index
    /// for three characters or more.
    public func mostUsedClass(forMemo memo: Memo) throws(LedgerError) -> (
      category: Category, subcategory: Subcategory?
    )? {
      try ledger.mostUsedClass(forMemo: memo)
    }

    /// Deletes entry `id` whatever its cells hold (for an entry `delete(id:)` cannot read), and
    /// returns it as it was stored; nil when there is no such entry. Recorded as a delete, which
    /// undo reverts to the row as it was.
    public func deleteInvalid(id: Int64) throws(LedgerError) -> InvalidEntry? {
      try ledger.deleteInvalid(id: id)
    }

    /// Edits entry `id`, whose date, kind or category breaks the rules: `changes` must give each
    /// such cell a valid value (a date, a category, an amount; a kind cannot be given, so such an
    /// entry can only be deleted), else nothing is written and `.invalidEntry` says which cell.
    /// Its memo, 内訳 and source are repaired as `update` repairs them. Returns the entry as it
    /// was stored, as it is now, and each cell that changed; nil when there is no such entry.
    public func repair(id: Int64, with changes: EntryChanges) throws(LedgerError)
      -> (before: InvalidEntry, after: Entry, cells: [RepairedCell])?
    {
      try ledger.repair(id: id, with: changes)
    }
  }
}
