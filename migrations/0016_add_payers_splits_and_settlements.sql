-- Who paid, and whose it is: each entry's payer and split, the household's people, and the
-- settlements (精算) recorded between them. Frozen once shipped: change the schema with a new
-- migration file, never by editing this one.
--
-- entries (and their images in change_entries and redo_entries, so that undo and redo restore
-- them whole)
--   paid_by  who paid (or, for income, received) it: a person's name, or NULL for "me" (the
--            setting me, else the login name), which every entry before this migration is.
--   split    the entry's own split as `name=weight,…` in its order (`美咲=6,健太=4`), or NULL
--            for the household's split (income: its receiver's alone), which every entry before
--            this migration has.
ALTER TABLE entries ADD COLUMN paid_by TEXT CHECK (
  paid_by IS NULL OR (
    length(paid_by) BETWEEN 1 AND 63
    AND paid_by NOT GLOB CAST(
      X'2A5B012D1F7F2DC29FE280A8E280A9E280AA2DE280AEE281A62DE281A95D2A' AS TEXT)));
ALTER TABLE entries ADD COLUMN split TEXT CHECK (
  split IS NULL OR (
    length(split) BETWEEN 3 AND 5000
    AND split NOT GLOB CAST(
      X'2A5B012D1F7F2DC29FE280A8E280A9E280AA2DE280AEE281A62DE281A95D2A' AS TEXT)));
ALTER TABLE change_entries ADD COLUMN paid_by TEXT;
ALTER TABLE change_entries ADD COLUMN split TEXT;
ALTER TABLE redo_entries ADD COLUMN paid_by TEXT;
ALTER TABLE redo_entries ADD COLUMN split TEXT;

-- recurring_rules (and their images in change_rules and redo_rules)
--   paid_by, split  as an entry's: the payer and split each entry the rule makes gets; NULL
--                   for "me" (of whoever's command makes the entry) and the household's split,
--                   which every rule before this migration has.
ALTER TABLE recurring_rules ADD COLUMN paid_by TEXT CHECK (
  paid_by IS NULL OR (
    length(paid_by) BETWEEN 1 AND 63
    AND paid_by NOT GLOB CAST(
      X'2A5B012D1F7F2DC29FE280A8E280A9E280AA2DE280AEE281A62DE281A95D2A' AS TEXT)));
ALTER TABLE recurring_rules ADD COLUMN split TEXT CHECK (
  split IS NULL OR (
    length(split) BETWEEN 3 AND 5000
    AND split NOT GLOB CAST(
      X'2A5B012D1F7F2DC29FE280A8E280A9E280AA2DE280AEE281A62DE281A95D2A' AS TEXT)));
ALTER TABLE change_rules ADD COLUMN paid_by TEXT;
ALTER TABLE change_rules ADD COLUMN split TEXT;
ALTER TABLE redo_rules ADD COLUMN paid_by TEXT;
ALTER TABLE redo_rules ADD COLUMN split TEXT;

-- The household's people besides "me" (`kakeibo member add 健太` on a ledger in a file), and on
-- a shared ledger the members' display names (`member add kenta --name 健太`).
--   name          the person (on a shared ledger, the member's role), as entries name them.
--   display_name  the name shown for them, or NULL for their name.
--   position      the order the household lists them in (which breaks the share rule's ties).
CREATE TABLE people (
  name         TEXT    NOT NULL PRIMARY KEY CHECK (
                 length(name) BETWEEN 1 AND 63
                 AND name NOT GLOB CAST(
                   X'2A5B012D1F7F2DC29FE280A8E280A9E280AA2DE280AEE281A62DE281A95D2A' AS TEXT)),
  display_name TEXT    CHECK (
                 display_name IS NULL OR (
                   length(display_name) BETWEEN 1 AND 40
                   AND display_name NOT GLOB CAST(
                     X'2A5B012D1F7F2DC29FE280A8E280A9E280AA2DE280AEE281A62DE281A95D2A' AS TEXT))),
  position     INTEGER NOT NULL UNIQUE
) STRICT;

-- The transfers `kakeibo settle --record` wrote: payer paid payee amount to settle the period
-- first_date to last_date. They are neither spending nor income. A settlement is in force while
-- the change that recorded it is (undo marks that change undone; redo puts it back).
CREATE TABLE settlements (
  id         INTEGER PRIMARY KEY,
  change_id  INTEGER NOT NULL REFERENCES changes (id),
  first_date TEXT    NOT NULL CHECK (date(first_date, '+0 days') IS first_date),
  last_date  TEXT    NOT NULL CHECK (
               date(last_date, '+0 days') IS last_date AND last_date >= first_date),
  payer      TEXT    NOT NULL CHECK (length(payer) BETWEEN 1 AND 63),
  payee      TEXT    NOT NULL CHECK (length(payee) BETWEEN 1 AND 63 AND payee <> payer),
  amount     INTEGER NOT NULL CHECK (amount BETWEEN 1 AND 999999999999999)
) STRICT;

CREATE INDEX settlements_by_period ON settlements (last_date, first_date);
CREATE INDEX settlements_by_change ON settlements (change_id);
