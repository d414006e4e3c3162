-- The ledger's first schema on PostgreSQL: the twin of ../0001_create_categories_and_entries.sql,
-- with PostgreSQL's own types for the same rules. Frozen once shipped: change the schema with a
-- new migration file (for every engine), never by editing this one.

-- The categories in picker order, so that any client can join entries to their Japanese names
-- and icons. The key is the one the code's Category enum uses.
CREATE TABLE categories (
  key      text    NOT NULL PRIMARY KEY,
  position integer NOT NULL UNIQUE CHECK (position >= 1),
  name     text    NOT NULL UNIQUE,
  icon     text    NOT NULL UNIQUE
);

INSERT INTO categories (key, position, name, icon) VALUES
  ('livingCost', 1, '生活費', 'house.fill'),
  ('expenses',   2, '経費',   'briefcase.fill'),
  ('leisure',    3, '娯楽費', 'gamecontroller.fill');

-- One row per expense. kakeibo gives each new row the next id after the largest, under the
-- ledger's write lock, as SQLite does for its INTEGER PRIMARY KEY, so that both engines number
-- the same entries alike (a sequence would skip numbers after a failed transaction).
-- The checks repeat what the code enforces, so that no client can store
-- what kakeibo would refuse:
--   date     a real calendar day (the date type refuses 02-30) from year 1 to 9999, as the
--            SQLite ledger's YYYY-MM-DD text allows;
--   amount   whole yen from 1 to 999,999,999,999;
--   memo     at most 500 characters, with no control characters, bidirectional controls or
--            line separators (the regular expression's escapes keep them out of this file).
CREATE TABLE entries (
  id       bigint  NOT NULL PRIMARY KEY,
  date     date    NOT NULL CHECK (date BETWEEN '0001-01-01' AND '9999-12-31'),
  amount   bigint  NOT NULL CHECK (amount BETWEEN 1 AND 999999999999),
  category text    NOT NULL REFERENCES categories (key),
  memo     text    NOT NULL DEFAULT '' CHECK (
             char_length(memo) <= 500
             AND memo !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]')
);

-- Serves the monthly and yearly sums: a date range read in order, with the category and amount
-- in the index itself (an index-only scan).
CREATE INDEX entries_by_date ON entries (date, category, amount);
