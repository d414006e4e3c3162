-- The household's money in its real shape: the twin of
-- ../0007_add_subcategories_income_and_refunds.sql. Frozen once shipped.
--
-- entries
--   kind         'expense' or 'income'.
--   amount       whole yen, not zero, from -999,999,999,999 to 999,999,999,999; negative only
--                for an expense (the refund of one).
--   category     one of the three for an expense; NULL, and only NULL, for income.
--   subcategory  NULL (none), or one line of 1 to 40 characters with the memo's rules.
ALTER TABLE entries DROP CONSTRAINT entries_amount_check;
ALTER TABLE entries ADD CONSTRAINT entries_amount_check
  CHECK (amount BETWEEN -999999999999 AND 999999999999 AND amount <> 0);
ALTER TABLE entries ALTER COLUMN category DROP NOT NULL;
ALTER TABLE entries ADD COLUMN kind text NOT NULL DEFAULT 'expense'
  CHECK (kind IN ('expense', 'income'));
ALTER TABLE entries ADD COLUMN subcategory text CHECK (
  subcategory IS NULL OR (
    char_length(subcategory) BETWEEN 1 AND 40
    AND subcategory !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]'));
ALTER TABLE entries ADD CONSTRAINT entries_kind_category_check
  CHECK ((kind = 'income') = (category IS NULL) AND (amount > 0 OR kind = 'expense'));

-- Serves the monthly and yearly sums by kind, category and 内訳 (an index-only scan).
DROP INDEX entries_by_date;
CREATE INDEX entries_by_date ON entries (date, kind, category, subcategory, amount);

-- The change log's former rows keep the new columns too (an income row has no category).
ALTER TABLE change_entries ALTER COLUMN category DROP NOT NULL;
ALTER TABLE change_entries ADD COLUMN kind text NOT NULL DEFAULT 'expense';
ALTER TABLE change_entries ADD COLUMN subcategory text;

-- A budget is a category's (subcategory '') or a 内訳's, from a month on.
ALTER TABLE budgets ADD COLUMN subcategory text NOT NULL DEFAULT ''
  CHECK (char_length(subcategory) <= 40);
ALTER TABLE budgets DROP CONSTRAINT budgets_pkey;
ALTER TABLE budgets ADD PRIMARY KEY (category, subcategory, from_month);

ALTER TABLE change_budgets ADD COLUMN subcategory text NOT NULL DEFAULT '';
ALTER TABLE change_budgets DROP CONSTRAINT change_budgets_pkey;
ALTER TABLE change_budgets ADD PRIMARY KEY (change_id, category, subcategory, from_month);
