-- Budgets per category and the ledger's settings (such as the day months begin on), with the
-- before-images the change log needs so that `kakeibo undo` can revert their changes.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.

-- A monthly budget for a category, in force from the month `from_month` (YYYY-MM) on until a
-- budget of the same category from a later month takes over. The budget "for every month" is
-- the one from 0001-01, the earliest month. Amounts are whole yen, as for entries.
CREATE TABLE budgets (
  category   TEXT    NOT NULL REFERENCES categories (key),
  from_month TEXT    NOT NULL CHECK (
               from_month GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'
               AND from_month >= '0001-01'
               AND substr(from_month, 6, 2) BETWEEN '01' AND '12'),
  amount     INTEGER NOT NULL CHECK (amount BETWEEN 1 AND 999999999999),
  PRIMARY KEY (category, from_month)
) STRICT, WITHOUT ROWID;

-- Settings by name; a missing row means the default. Values are text, so that later settings
-- need no table rebuild; each known setting's values are checked here as in the code:
--   month-start  a day from 1 to 28, written without leading zeros.
CREATE TABLE settings (
  key   TEXT NOT NULL PRIMARY KEY,
  value TEXT NOT NULL,
  CHECK (key <> 'month-start' OR (
    CAST(value AS INTEGER) BETWEEN 1 AND 28 AND CAST(CAST(value AS INTEGER) AS TEXT) = value))
) STRICT, WITHOUT ROWID;

-- The budgets a change (kind 'budget') replaced, as they were before: amount NULL means there
-- was no budget of that category from that month.
CREATE TABLE change_budgets (
  change_id  INTEGER NOT NULL REFERENCES changes (id),
  category   TEXT    NOT NULL,
  from_month TEXT    NOT NULL,
  amount     INTEGER,
  PRIMARY KEY (change_id, category, from_month)
) STRICT, WITHOUT ROWID;

-- The settings a change (kind 'config') replaced, as they were before: value NULL means the
-- setting was not set.
CREATE TABLE change_settings (
  change_id INTEGER NOT NULL REFERENCES changes (id),
  key       TEXT    NOT NULL,
  value     TEXT,
  PRIMARY KEY (change_id, key)
) STRICT, WITHOUT ROWID;
