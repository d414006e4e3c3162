-- Recurring rules that move to a business day, and estimates that a statement replaces.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.
--
-- recurring_rules
--   business_day  where a due date that is no business day (a Saturday, a Sunday or a Japanese
--                 public holiday) moves the entry: 'none' (it stays), 'next' or 'previous'.
--                 recurring_occurrences.due_date stays the rule's day: it is the key.
--   estimate      1 when the amount is an estimate (a bill that varies, such as 電気): the
--                 entries it makes are provisional (見込み) until an imported row of the same
--                 payee, within 7 days, replaces one (its amount, date, source and fingerprint).
--   match_text    the text that names the payee in a statement's description (東京電力); NULL
--                 for the memo. The memo's character rules.
ALTER TABLE recurring_rules ADD COLUMN business_day TEXT NOT NULL DEFAULT 'none'
  CHECK (business_day IN ('none', 'next', 'previous'));
ALTER TABLE recurring_rules ADD COLUMN estimate INTEGER NOT NULL DEFAULT 0
  CHECK (estimate IN (0, 1));
ALTER TABLE recurring_rules ADD COLUMN match_text TEXT CHECK (
  match_text IS NULL OR (
    length(match_text) BETWEEN 1 AND 500
    AND match_text NOT GLOB CAST(
      X'2A5B012D1F7F2DC29FE280A8E280A9E280AA2DE280AEE281A62DE281A95D2A' AS TEXT)));

-- The same in the rules' before-images (undo) and after-images (redo).
ALTER TABLE change_rules ADD COLUMN business_day TEXT;
ALTER TABLE change_rules ADD COLUMN estimate INTEGER;
ALTER TABLE change_rules ADD COLUMN match_text TEXT;
ALTER TABLE redo_rules ADD COLUMN business_day TEXT;
ALTER TABLE redo_rules ADD COLUMN estimate INTEGER;
ALTER TABLE redo_rules ADD COLUMN match_text TEXT;
