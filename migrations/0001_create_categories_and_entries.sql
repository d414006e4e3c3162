-- The ledger's first schema: the three categories and the entries that belong to them.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.

-- The categories in picker order, so that any SQLite client can join entries to their Japanese
-- names and icons. The key is the one the code's Category enum uses.
CREATE TABLE categories (
  key      TEXT    NOT NULL PRIMARY KEY,
  position INTEGER NOT NULL UNIQUE CHECK (position >= 1),
  name     TEXT    NOT NULL UNIQUE,
  icon     TEXT    NOT NULL UNIQUE
) STRICT, WITHOUT ROWID;

INSERT INTO categories (key, position, name, icon) VALUES
  ('livingCost', 1, '生活費', 'house.fill'),
  ('expenses',   2, '経費',   'briefcase.fill'),
  ('leisure',    3, '娯楽費', 'gamecontroller.fill');

-- One row per expense. The checks repeat what the code enforces, so that no client can store
-- what kakeibo would refuse:
--   date     a real calendar day as YYYY-MM-DD from year 1: date(d, '+0 days') turns 02-30
--            into 03-02 and month 13 into NULL, so it differs from d exactly when d does not
--            exist (date(d) alone lets 02-30 through, and `=` lets NULL through a CHECK);
--   amount   whole yen from 1 to 999,999,999,999 (STRICT refuses reals and text);
--   memo     at most 500 characters, with no control characters, bidirectional controls or
--            line separators.
CREATE TABLE entries (
  id       INTEGER PRIMARY KEY,
  date     TEXT    NOT NULL CHECK (
             date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
             AND date >= '0001-01-01'
             AND date(date, '+0 days') IS date),
  amount   INTEGER NOT NULL CHECK (amount BETWEEN 1 AND 999999999999),
  category TEXT    NOT NULL REFERENCES categories (key),
  memo     TEXT    NOT NULL DEFAULT '' CHECK (
             length(memo) <= 500
             -- The UTF-8 of the pattern *[U+0001-U+001F U+007F-U+009F U+2028 U+2029
             -- U+202A-U+202E U+2066-U+2069]*, written as a blob so the file holds no control
             -- characters; a constant, where char() calls would be re-evaluated for every row.
             AND memo NOT GLOB CAST(
               X'2A5B012D1F7F2DC29FE280A8E280A9E280AA2DE280AEE281A62DE281A95D2A' AS TEXT))
) STRICT;

-- Serves the monthly and yearly sums: a date range read in order, with the category and amount
-- in the index itself, so no entry row is read.
CREATE INDEX entries_by_date ON entries (date, category, amount);
