-- Redo: `kakeibo redo` re-applies the change a member undid last, as long as nothing has been
-- changed since. Before undo reverts a change, it keeps what it is about to replace (the
-- change's after-images) here, so that redo can put it back exactly; a redo takes them away
-- again. Frozen once shipped: change the schema with a new migration file, never by editing
-- this one.
--
-- changes
--   redone_at  set when `kakeibo redo` re-applies the change (its undone_at is NULL again).
ALTER TABLE changes ADD COLUMN redone_at TEXT;

-- One row per undo that has not been redone:
--   change_id       the change undone.
--   position        the order of the undos, ledger-wide: the latest has the largest.
--   member          who undid it: redo re-applies a member's own latest undo only.
--   last_change_id  the newest change recorded when it was undone. A change recorded after it
--                   means that something was changed since: that undo is not redone.
CREATE TABLE undos (
  change_id      INTEGER NOT NULL PRIMARY KEY REFERENCES changes (id),
  position       INTEGER NOT NULL UNIQUE,
  member         TEXT    NOT NULL,
  last_change_id INTEGER NOT NULL REFERENCES changes (id)
) STRICT;

-- The entries as the undone change had left them: those it created or replaced, and those a
-- rule it added had made. Redo removes every entry the change touched and puts these back.
CREATE TABLE redo_entries (
  change_id   INTEGER NOT NULL REFERENCES undos (change_id),
  entry_id    INTEGER NOT NULL,
  date        TEXT    NOT NULL,
  amount      INTEGER NOT NULL,
  category    TEXT,
  memo        TEXT    NOT NULL,
  fingerprint BLOB,
  kind        TEXT    NOT NULL,
  subcategory TEXT,
  source      TEXT,
  PRIMARY KEY (change_id, entry_id)
) STRICT, WITHOUT ROWID;

-- The budgets the undone change had set: amount NULL means it had left none there.
CREATE TABLE redo_budgets (
  change_id   INTEGER NOT NULL REFERENCES undos (change_id),
  category    TEXT    NOT NULL,
  from_month  TEXT    NOT NULL,
  amount      INTEGER,
  subcategory TEXT    NOT NULL,
  PRIMARY KEY (change_id, category, subcategory, from_month)
) STRICT, WITHOUT ROWID;

-- The settings the undone change had set: value NULL means it had left the setting unset.
CREATE TABLE redo_settings (
  change_id INTEGER NOT NULL REFERENCES undos (change_id),
  key       TEXT    NOT NULL,
  value     TEXT,
  PRIMARY KEY (change_id, key)
) STRICT, WITHOUT ROWID;

-- The recurring rules as the undone change had left them (kind NULL: no such rule), and the
-- occurrences made by a rule it had added.
CREATE TABLE redo_rules (
  change_id   INTEGER NOT NULL REFERENCES undos (change_id),
  rule_id     INTEGER NOT NULL,
  kind        TEXT,
  category    TEXT,
  subcategory TEXT,
  amount      INTEGER,
  memo        TEXT,
  day         INTEGER,
  first_date  TEXT,
  last_date   TEXT,
  times       INTEGER,
  resume_date TEXT,
  end_date    TEXT,
  PRIMARY KEY (change_id, rule_id)
) STRICT, WITHOUT ROWID;

CREATE TABLE redo_occurrences (
  change_id INTEGER NOT NULL REFERENCES undos (change_id),
  rule_id   INTEGER NOT NULL,
  due_date  TEXT    NOT NULL,
  entry_id  INTEGER NOT NULL,
  PRIMARY KEY (change_id, rule_id, due_date)
) STRICT, WITHOUT ROWID;
