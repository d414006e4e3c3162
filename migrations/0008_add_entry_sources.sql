-- Each imported entry keeps its source: the bank or card it came from (三菱UFJ銀行,
-- ビューカード), or the account a household app recorded it under. Frozen once shipped: change
-- the schema with a new migration file, never by editing this one.
--
-- entries
--   source  NULL for an entry typed by hand (and every entry before this migration), or one
--           line of 1 to 100 characters with the memo's rules. An entry typed by hand gains one
--           when a statement that lists it is imported.
ALTER TABLE entries ADD COLUMN source TEXT CHECK (
  source IS NULL OR (
    length(source) BETWEEN 1 AND 100
    AND source NOT GLOB CAST(
      X'2A5B012D1F7F2DC29FE280A8E280A9E280AA2DE280AEE281A62DE281A95D2A' AS TEXT)));

-- Serves `list --source`: a source's entries in date order. Only entries with a source are in
-- it, so that an import of entries without one (or an add) never touches it.
CREATE INDEX entries_by_source ON entries (source, date) WHERE source IS NOT NULL;

-- The change log keeps an edited, deleted or matched entry's source with its former row, so
-- that `kakeibo undo` restores it whole.
ALTER TABLE change_entries ADD COLUMN source TEXT;
