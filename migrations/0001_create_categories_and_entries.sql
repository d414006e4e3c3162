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
             AND memo NOT GLOB ('*[' || char(1) || '-' || char(31) || char(127) || '-' || char(159)
                                || char(8232) || char(8233) || char(8234) || '-' || char(8238)
                                || char(8294) || '-' || char(8297) || ']*'))
) STRICT;

-- Serves the monthly and yearly sums: a date range read in order, with the category and amount
-- in the index itself, so no entry row is read.
CREATE INDEX entries_by_date ON entries (date, category, amount);
