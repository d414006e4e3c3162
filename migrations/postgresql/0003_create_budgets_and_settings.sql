-- Budgets per category and the ledger's settings, with the before-images the change log needs:
-- the twin of ../0003_create_budgets_and_settings.sql.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.

-- A monthly budget for a category, in force from the month `from_month` (YYYY-MM) on until a
-- budget of the same category from a later month takes over. The budget "for every month" is
-- the one from 0001-01, the earliest month.
CREATE TABLE budgets (
  category   text   NOT NULL REFERENCES categories (key),
  from_month text   NOT NULL CHECK (
               from_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' AND from_month >= '0001-01'),
  amount     bigint NOT NULL CHECK (amount BETWEEN 1 AND 999999999999),
  PRIMARY KEY (category, from_month)
);

-- Settings by name; a missing row means the default. Each known setting's values are checked:
--   month-start  a day from 1 to 28, written without leading zeros.
CREATE TABLE settings (
  key   text NOT NULL PRIMARY KEY,
  value text NOT NULL,
  CHECK (key <> 'month-start' OR value ~ '^([1-9]|1[0-9]|2[0-8])$')
);

-- The budgets a change (kind 'budget') replaced, as they were before: amount NULL means there
-- was no budget of that category from that month.
CREATE TABLE change_budgets (
  change_id  bigint NOT NULL REFERENCES changes (id),
  category   text   NOT NULL,
  from_month text   NOT NULL,
  amount     bigint,
  PRIMARY KEY (change_id, category, from_month)
);

-- The settings a change (kind 'config') replaced, as they were before: value NULL means the
-- setting was not set.
CREATE TABLE change_settings (
  change_id bigint NOT NULL REFERENCES changes (id),
  key       text   NOT NULL,
  value     text,
  PRIMARY KEY (change_id, key)
);
