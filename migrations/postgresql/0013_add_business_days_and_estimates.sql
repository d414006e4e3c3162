-- Recurring rules that move to a business day, and estimates that a statement replaces: the
-- twin of ../0013_add_business_days_and_estimates.sql. Frozen once shipped.
ALTER TABLE recurring_rules ADD COLUMN business_day text NOT NULL DEFAULT 'none'
  CHECK (business_day IN ('none', 'next', 'previous'));
ALTER TABLE recurring_rules ADD COLUMN estimate integer NOT NULL DEFAULT 0
  CHECK (estimate IN (0, 1));
ALTER TABLE recurring_rules ADD COLUMN match_text text CHECK (
  match_text IS NULL OR (
    char_length(match_text) BETWEEN 1 AND 500
    AND match_text !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]'));

ALTER TABLE change_rules ADD COLUMN business_day text;
ALTER TABLE change_rules ADD COLUMN estimate integer;
ALTER TABLE change_rules ADD COLUMN match_text text;
ALTER TABLE redo_rules ADD COLUMN business_day text;
ALTER TABLE redo_rules ADD COLUMN estimate integer;
ALTER TABLE redo_rules ADD COLUMN match_text text;
