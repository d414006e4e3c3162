-- The household's money in its real shape: a 内訳 (subcategory) under each entry's category,
-- income beside the expenses, and refunds (negative expenses); budgets per 内訳 too.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.
--
-- SQLite cannot change a column's constraints in place, so the tables whose rules change are
-- made anew and their rows copied, with their ids; the new columns come last, as PostgreSQL's
-- ALTER TABLE ADD COLUMN puts them, so that both engines' tables have the same columns in the
-- same order. Every existing entry is an expense with no 内訳; every budget is a category's.
--
-- entries
--   kind         'expense' or 'income'.
--   amount       whole yen, not zero, from -999,999,999,999 to 999,999,999,999; negative only
--                for an expense (the refund of one).
--   category     one of the three for an expense; NULL, and only NULL, for income.
--   subcategory  NULL (none), or one line of 1 to 40 characters with the memo's rules.
CREATE TABLE entries_0007 (
  id          INTEGER PRIMARY KEY,
  date        TEXT    NOT NULL CHECK (
                date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
                AND date >= '0001-01-01'
                AND date(date, '+0 days') IS date),
  amount      INTEGER NOT NULL CHECK (
                amount BETWEEN -999999999999 AND 999999999999 AND amount <> 0),
  category    TEXT    REFERENCES categories (key),
  memo        TEXT    NOT NULL DEFAULT '' CHECK (
                length(memo) <= 500
                AND memo NOT GLOB CAST(
                  X'2A5B012D1F7F2DC29FE280A8E280A9E280AA2DE280AEE281A62DE281A95D2A' AS TEXT)),
  fingerprint BLOB    CHECK (fingerprint IS NULL OR length(fingerprint) = 16),
  kind        TEXT    NOT NULL DEFAULT 'expense' CHECK (kind IN ('expense', 'income')),
  subcategory TEXT    CHECK (
                subcategory IS NULL OR (
                  length(subcategory) BETWEEN 1 AND 40
                  AND subcategory NOT GLOB CAST(
                    X'2A5B012D1F7F2DC29FE280A8E280A9E280AA2DE280AEE281A62DE281A95D2A' AS TEXT))),
  CHECK ((kind = 'income') = (category IS NULL) AND (amount > 0 OR kind = 'expense'))
) STRICT;

INSERT INTO entries_0007 (id, date, amount, category, memo, fingerprint, kind, subcategory)
SELECT id, date, amount, category, memo, fingerprint, 'expense', NULL FROM entries;
DROP TABLE entries;
ALTER TABLE entries_0007 RENAME TO entries;

-- Serves the monthly and yearly sums by kind, category and 内訳: a date range read in order,
-- with every column the sums need in the index itself, so no entry row is read.
CREATE INDEX entries_by_date ON entries (date, kind, category, subcategory, amount);
CREATE UNIQUE INDEX entries_by_fingerprint ON entries (fingerprint);

-- The change log's former rows keep the new columns too (an income row has no category).
CREATE TABLE change_entries_0007 (
  change_id   INTEGER NOT NULL REFERENCES changes (id),
  entry_id    INTEGER NOT NULL,
  date        TEXT    NOT NULL,
  amount      INTEGER NOT NULL,
  category    TEXT,
  memo        TEXT    NOT NULL,
  fingerprint BLOB,
  kind        TEXT    NOT NULL DEFAULT 'expense',
  subcategory TEXT,
  PRIMARY KEY (change_id, entry_id)
) STRICT, WITHOUT ROWID;

INSERT INTO change_entries_0007
  (change_id, entry_id, date, amount, category, memo, fingerprint, kind, subcategory)
SELECT change_id, entry_id, date, amount, category, memo, fingerprint, 'expense', NULL
FROM change_entries;
DROP TABLE change_entries;
ALTER TABLE change_entries_0007 RENAME TO change_entries;

-- A budget is a category's (subcategory '') or a 内訳's, from a month on.
CREATE TABLE budgets_0007 (
  category    TEXT    NOT NULL REFERENCES categories (key),
  from_month  TEXT    NOT NULL CHECK (
                from_month GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'
                AND from_month >= '0001-01'
                AND substr(from_month, 6, 2) BETWEEN '01' AND '12'),
  amount      INTEGER NOT NULL CHECK (amount BETWEEN 1 AND 999999999999),
  subcategory TEXT    NOT NULL DEFAULT '' CHECK (length(subcategory) <= 40),
  PRIMARY KEY (category, subcategory, from_month)
) STRICT, WITHOUT ROWID;

INSERT INTO budgets_0007 (category, from_month, amount, subcategory)
SELECT category, from_month, amount, '' FROM budgets;
DROP TABLE budgets;
ALTER TABLE budgets_0007 RENAME TO budgets;

CREATE TABLE change_budgets_0007 (
  change_id   INTEGER NOT NULL REFERENCES changes (id),
  category    TEXT    NOT NULL,
  from_month  TEXT    NOT NULL,
  amount      INTEGER,
  subcategory TEXT    NOT NULL DEFAULT '',
  PRIMARY KEY (change_id, category, subcategory, from_month)
) STRICT, WITHOUT ROWID;

INSERT INTO change_budgets_0007 (change_id, category, from_month, amount, subcategory)
SELECT change_id, category, from_month, amount, '' FROM change_budgets;
DROP TABLE change_budgets;
ALTER TABLE change_budgets_0007 RENAME TO change_budgets;
