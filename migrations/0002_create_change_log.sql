-- The change log behind `kakeibo undo` and `kakeibo log`: every change to the entries is
-- recorded in the same transaction as the change itself, with what it replaced.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.

-- One row per change, newest last. `kind` is add, edit, delete or import (checked by the code,
-- so that later kinds need no table rebuild). The entries with ids from first_entry_id to
-- last_entry_id were created by the change (an add creates one, an import many); the entries it
-- modified or removed have their former rows in change_entries. `undone_at` is set when
-- `kakeibo undo` reverts the change.
CREATE TABLE changes (
  id             INTEGER PRIMARY KEY,
  made_at        TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
  kind           TEXT    NOT NULL,
  summary        TEXT    NOT NULL,
  first_entry_id INTEGER,
  last_entry_id  INTEGER CHECK (last_entry_id >= first_entry_id),
  undone_at      TEXT
) STRICT;

-- The rows an edit or a delete replaced, as they were before, so that undo can restore them.
CREATE TABLE change_entries (
  change_id INTEGER NOT NULL REFERENCES changes (id),
  entry_id  INTEGER NOT NULL,
  date      TEXT    NOT NULL,
  amount    INTEGER NOT NULL,
  category  TEXT    NOT NULL,
  memo      TEXT    NOT NULL,
  PRIMARY KEY (change_id, entry_id)
) STRICT, WITHOUT ROWID;
