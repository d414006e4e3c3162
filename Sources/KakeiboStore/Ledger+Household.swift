import KakeiboCore

/// The household's people, and the settlements (精算) recorded between them. On a ledger in a
/// file the people are "me" (the setting me, else the login name) and those `member add`
/// recorded; on a shared ledger they are its members, the roles, with the display names the
/// owner gave them. A settlement is in force while the change that recorded it is: undo marks
/// that change undone, redo puts it back, and nothing else needs restoring.
extension Ledger {
  // MARK: People

  /// The household: its people in order, who "I" am, their shown names and the split an
  /// expense without its own follows.
  public func household() throws(LedgerError) -> Household {
    try guarded {
      let named = try connection.rows(
        "SELECT name, display_name FROM people ORDER BY position", []
      ) { row in (Person(stored: row.text(0)), row.isNull(1) ? nil : row.text(1)) }
      var displayNames: [Person: String] = [:]
      for (person, shown) in named { if let shown { displayNames[person] = shown } }
      let split = try value(of: .split).map { try storedSplit($0, of: .setting(.split)) }
      if isShared {
        // The owner first, then the members by name, whoever reads it.
        return Household(
          people: try members().map { Person(stored: $0.role) }, me: Person(stored: member),
          displayNames: displayNames, split: split)
      }
      let me = Person(stored: try value(of: .me) ?? (member.isEmpty ? Person.meLabel : member))
      // "Me" first, unless the people listed name me where I belong (a shared ledger's
      // backup keeps the members' order).
      let listed = named.map(\.0)
      return Household(
        people: listed.contains(me) ? listed : [me] + listed, me: me,
        displayNames: displayNames, split: split)
    }
  }

  /// Records `person` as one of the household's people on a ledger in a file (with the name
  /// `displayName` shown for them, when given). Returns false when they were already there (the
  /// shown name is then changed). Not a change the change log keeps: as a member's access on a
  /// shared ledger, it is undone with `member remove`.
  @discardableResult
  public func addPerson(_ person: Person, displayName: String? = nil) throws(LedgerError) -> Bool {
    try guarded {
      try connection.writeTransaction {
        let exists =
          try connection.int64("SELECT count(*) FROM people WHERE name = $1", [.text(person.name)])
          == 1
        if exists {
          if let displayName {
            try connection.run(
              "UPDATE people SET display_name = $2 WHERE name = $1",
              [.text(person.name), .text(displayName)])
          }
          return false
        }
        try connection.run(
          """
          INSERT INTO people (name, display_name, position)
          VALUES ($1, $2, (SELECT coalesce(max(position), 0) + 1 FROM people))
          """, [.text(person.name), displayName.map(SQLValue.text) ?? .null])
        return true
      }
    }
  }

  /// Gives `person` the shown name `displayName` (nil: their own name). On a shared ledger only
  /// its owner may, for one of its members.
  public func rename(_ person: Person, to displayName: String?) throws(LedgerError) {
    try guarded {
      try connection.writeTransaction {
        if isShared { try requireOwnerOfSharedLedger() }
        try connection.run(
          """
          INSERT INTO people (name, display_name, position)
          VALUES ($1, $2, (SELECT coalesce(max(position), 0) + 1 FROM people))
          ON CONFLICT (name) DO UPDATE SET display_name = excluded.display_name
          """, [.text(person.name), displayName.map(SQLValue.text) ?? .null])
      }
    }
  }

  /// Removes `person` from a file's household; returns whether they were there. Their entries
  /// keep naming them.
  @discardableResult
  public func removePerson(_ person: Person) throws(LedgerError) -> Bool {
    try guarded {
      try connection.writeTransaction {
        try connection.run("DELETE FROM people WHERE name = $1", [.text(person.name)]) > 0
      }
    }
  }

  // MARK: Settling up

  /// Who paid what over `range`, whose it was, what was already settled there (the recorded
  /// settlements whose period lies within it), and the transfers that settle the rest.
  public func settlement(in range: DateRange, household: Household) throws(LedgerError)
    -> Settlement
  {
    try guarded { try computeSettlement(range, household) }
  }

  /// Records the transfers that settle `range` as settlements (精算), in one change of
  /// `period` (`2026-11`, as the command named it), and returns the settlement as it was
  /// before them. When nothing is owed, records a change that changed nothing.
  public func recordSettlement(in range: DateRange, period: String) throws(LedgerError)
    -> Settlement
  {
    try guarded {
      try connection.writeTransaction {
        let household = try self.household()
        let settlement = try computeSettlement(range, household)
        guard !settlement.transfers.isEmpty else {
          try recordUnchanged(.settle, .settled(period: period, transfers: []))
          return settlement
        }
        let changeID = try recordChange(
          .settle, .settled(period: period, transfers: settlement.transfers), replacing: [])
        for transfer in settlement.transfers {
          try connection.run(
            """
            INSERT INTO settlements (id, change_id, first_date, last_date, payer, payee, amount)
            VALUES (\(sql.nextID("settlements")), $1, $2, $3, $4, $5, $6)
            """,
            [
              .integer(changeID), .text(range.first.description), .text(range.last.description),
              .text(transfer.from.name), .text(transfer.to.name), .integer(transfer.amount.value),
            ])
        }
        return settlement
      }
    }
  }

  private func computeSettlement(_ range: DateRange, _ household: Household) throws
    -> Settlement
  {
    var items: [Settlement.Item] = []
    try forEachEntry(in: range) { entry in
      items.append(
        Settlement.Item(
          payer: household.payer(of: entry), amount: entry.amount,
          isIncome: entry.kind == .income, shares: household.shares(of: entry)))
    }
    let recorded = try connection.rows(
      """
      SELECT payer, payee, amount FROM settlements
      WHERE first_date >= $1 AND last_date <= $2
        AND change_id IN (SELECT id FROM changes WHERE undone_at IS NULL)
      ORDER BY id
      """, [.text(range.first.description), .text(range.last.description)]
    ) { row in
      Settlement.Transfer(
        from: Person(stored: row.text(0)), to: Person(stored: row.text(1)),
        amount: Yen(row.int64(2)))
    }
    do {
      return try Settlement(people: household.people, items: items, recorded: recorded)
    } catch {
      throw LedgerError.overflow
    }
  }
}
