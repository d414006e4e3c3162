-- Who paid, and whose it is: the twin of ../0016_add_payers_splits_and_settlements.sql.
-- Frozen once shipped.
--
-- entries
--   paid_by  who paid (or received) it: a member's role. An entry written without one is the
--            writing role's ("me" on a shared ledger); every entry before this migration is the
--            member's who added it, as the change log records (else the migrating role's).
--            kakeibo never stores NULL here; one stored by another client is read as the
--            reading role's, as on SQLite NULL is "me".
--   split    the entry's own split as `name=weight,…`, or NULL for the household's split.
ALTER TABLE entries ADD COLUMN paid_by text DEFAULT current_user CHECK (
  paid_by IS NULL OR (
    char_length(paid_by) BETWEEN 1 AND 63
    AND paid_by !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]'));
UPDATE entries SET paid_by = changes.member
FROM changes
WHERE entries.id BETWEEN changes.first_entry_id AND changes.last_entry_id
  AND changes.member <> '';
ALTER TABLE entries ADD COLUMN split text CHECK (
  split IS NULL OR (
    char_length(split) BETWEEN 3 AND 5000
    AND split !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]'));
-- The images undo and redo restore name the payer the same way.
ALTER TABLE change_entries ADD COLUMN paid_by text;
ALTER TABLE change_entries ADD COLUMN split text;
ALTER TABLE redo_entries ADD COLUMN paid_by text;
ALTER TABLE redo_entries ADD COLUMN split text;
UPDATE change_entries AS image SET paid_by = coalesce((
  SELECT member FROM changes
  WHERE image.entry_id BETWEEN first_entry_id AND last_entry_id AND member <> ''
  ORDER BY id LIMIT 1), current_user);
UPDATE redo_entries AS image SET paid_by = coalesce((
  SELECT member FROM changes
  WHERE image.entry_id BETWEEN first_entry_id AND last_entry_id AND member <> ''
  ORDER BY id LIMIT 1), current_user);

-- recurring_rules (and their images): the payer and split each entry the rule makes gets;
-- NULL for "me" (the role whose command makes the entry) and the household's split.
ALTER TABLE recurring_rules ADD COLUMN paid_by text CHECK (
  paid_by IS NULL OR (
    char_length(paid_by) BETWEEN 1 AND 63
    AND paid_by !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]'));
ALTER TABLE recurring_rules ADD COLUMN split text CHECK (
  split IS NULL OR (
    char_length(split) BETWEEN 3 AND 5000
    AND split !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]'));
ALTER TABLE change_rules ADD COLUMN paid_by text;
ALTER TABLE change_rules ADD COLUMN split text;
ALTER TABLE redo_rules ADD COLUMN paid_by text;
ALTER TABLE redo_rules ADD COLUMN split text;

-- The members' display names (`member add kenta --name 健太`, `member rename`).
CREATE TABLE people (
  name         text    NOT NULL PRIMARY KEY CHECK (
                 char_length(name) BETWEEN 1 AND 63
                 AND name !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]'),
  display_name text    CHECK (
                 display_name IS NULL OR (
                   char_length(display_name) BETWEEN 1 AND 40
                   AND display_name !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]')),
  position     bigint  NOT NULL UNIQUE
);

-- The transfers `kakeibo settle --record` wrote; in force while the change that recorded them is.
CREATE TABLE settlements (
  id         bigint NOT NULL PRIMARY KEY,
  change_id  bigint NOT NULL REFERENCES changes (id),
  first_date date   NOT NULL CHECK (first_date BETWEEN '0001-01-01' AND '9999-12-31'),
  last_date  date   NOT NULL CHECK (last_date BETWEEN '0001-01-01' AND '9999-12-31'
               AND last_date >= first_date),
  payer      text   NOT NULL CHECK (char_length(payer) BETWEEN 1 AND 63),
  payee      text   NOT NULL CHECK (char_length(payee) BETWEEN 1 AND 63 AND payee <> payer),
  amount     bigint NOT NULL CHECK (amount BETWEEN 1 AND 999999999999999)
);

CREATE INDEX settlements_by_period ON settlements (last_date, first_date);
CREATE INDEX settlements_by_change ON settlements (change_id);
