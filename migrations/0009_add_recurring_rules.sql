-- Fixed costs (固定費), instalment plans (分割払い) and regular income: monthly rules whose
-- occurrences become ordinary entries when they fall due, each exactly once.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.
--
-- recurring_rules
--   kind, category, subcategory, amount and memo are what each occurrence's entry gets, with
--   the entries' rules (an amount is above zero: a rule makes no refunds).
--   day          the day of the month, 1 to 31; a shorter month's last day in its place.
--   first_date   the first day an occurrence may fall on (its first month's first day).
--   last_date    the last (its --until month's last day), or NULL.
--   times        how many occurrences in all (an instalment plan), or NULL.
--   resume_date  occurrences before it are not made (the day after the last edit: an edit
--                changes future occurrences only).
--   end_date     the day the rule was removed, or NULL; nothing after it is made.
CREATE TABLE recurring_rules (
  id          INTEGER PRIMARY KEY,
  kind        TEXT    NOT NULL CHECK (kind IN ('expense', 'income')),
  category    TEXT    REFERENCES categories (key),
  subcategory TEXT    CHECK (
                subcategory IS NULL OR (
                  length(subcategory) BETWEEN 1 AND 40
                  AND subcategory NOT GLOB CAST(
                    X'2A5B012D1F7F2DC29FE280A8E280A9E280AA2DE280AEE281A62DE281A95D2A' AS TEXT))),
  amount      INTEGER NOT NULL CHECK (amount BETWEEN 1 AND 999999999999),
  memo        TEXT    NOT NULL CHECK (
                length(memo) <= 500
                AND memo NOT GLOB CAST(
                  X'2A5B012D1F7F2DC29FE280A8E280A9E280AA2DE280AEE281A62DE281A95D2A' AS TEXT)),
  day         INTEGER NOT NULL CHECK (day BETWEEN 1 AND 31),
  first_date  TEXT    NOT NULL CHECK (
                first_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
                AND first_date >= '0001-01-01'
                AND date(first_date, '+0 days') IS first_date),
  last_date   TEXT    CHECK (
                last_date IS NULL OR (
                  date(last_date, '+0 days') IS last_date AND last_date >= first_date)),
  times       INTEGER CHECK (times IS NULL OR times BETWEEN 1 AND 600),
  resume_date TEXT    NOT NULL CHECK (date(resume_date, '+0 days') IS resume_date),
  end_date    TEXT    CHECK (end_date IS NULL OR date(end_date, '+0 days') IS end_date),
  CHECK ((kind = 'income') = (category IS NULL))
) STRICT;

-- One row per occurrence made: the key (rule, due date) is what makes a second writer's
-- attempt a no-op, whichever process or member it is. entry_id is the entry it became; that
-- entry may be edited or deleted since, and a deleted one is not made again.
CREATE TABLE recurring_occurrences (
  rule_id  INTEGER NOT NULL REFERENCES recurring_rules (id),
  due_date TEXT    NOT NULL,
  entry_id INTEGER NOT NULL,
  PRIMARY KEY (rule_id, due_date)
) STRICT, WITHOUT ROWID;

-- The rules a change (kinds 'recurring add', 'recurring edit', 'recurring remove') replaced, as
-- they were before: kind NULL means the rule did not exist.
CREATE TABLE change_rules (
  change_id   INTEGER NOT NULL REFERENCES changes (id),
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
