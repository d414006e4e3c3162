-- Each imported entry keeps its source: the twin of ../0008_add_entry_sources.sql. Frozen once
-- shipped.
--
-- entries
--   source  NULL for an entry typed by hand, or one line of 1 to 100 characters with the memo's
--           rules.
ALTER TABLE entries ADD COLUMN source text CHECK (
  source IS NULL OR (
    char_length(source) BETWEEN 1 AND 100
    AND source !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]'));

-- Serves `list --source`: a source's entries in date order, only those with a source.
CREATE INDEX entries_by_source ON entries (source, date) WHERE source IS NOT NULL;

-- The change log keeps an edited, deleted or matched entry's source with its former row.
ALTER TABLE change_entries ADD COLUMN source text;
