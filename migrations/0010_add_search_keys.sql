-- Search (list, export and report --search; browse's /): each entry's search key, and an index
-- of its three-character pieces (trigrams) that finds a substring without reading every entry.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.
--
-- entries.search_key  the memo and the 内訳 as search compares them: each in Unicode's NFKC
--                     form, lowercased, joined by a newline (which neither holds, so a match
--                     never spans the two). kakeibo computes it (SearchText.key), since SQL has
--                     no NFKC, and writes it with every entry; the existing entries get theirs
--                     in this same transaction, right after this file. '' means none yet.
ALTER TABLE entries ADD COLUMN search_key TEXT NOT NULL DEFAULT '';

-- The index: FTS5's trigram tokenizer over the keys, as an external-content table that holds no
-- copy of them (rowid = entries.id). case_sensitive 1: the keys are folded already, and FTS5's
-- own folding is not NFKC's.
CREATE VIRTUAL TABLE entry_search USING fts5 (
  search_key, content = 'entries', content_rowid = 'id', tokenize = 'trigram case_sensitive 1');

-- A row here while an import runs, inside its transaction: the insert trigger then leaves the
-- new entries to the import, which indexes them all at its end in one statement. FTS5 writes
-- out what it holds at every statement's savepoint, so a trigger's insert per row costs about
-- ten times the one statement's.
CREATE TABLE entry_search_paused (
  paused INTEGER PRIMARY KEY CHECK (paused = 1)
) STRICT;

-- The triggers keep the index in step with every write, whichever program makes it. A key of ''
-- is not indexed (an entry written by a program that does not know the column; `check` names it).
CREATE TRIGGER entry_search_insert AFTER INSERT ON entries
WHEN new.search_key <> '' AND NOT EXISTS (SELECT 1 FROM entry_search_paused) BEGIN
  INSERT INTO entry_search (rowid, search_key) VALUES (new.id, new.search_key);
END;
CREATE TRIGGER entry_search_delete AFTER DELETE ON entries WHEN old.search_key <> '' BEGIN
  INSERT INTO entry_search (entry_search, rowid, search_key)
  VALUES ('delete', old.id, old.search_key);
END;
CREATE TRIGGER entry_search_update AFTER UPDATE OF id, search_key ON entries BEGIN
  INSERT INTO entry_search (entry_search, rowid, search_key)
  SELECT 'delete', old.id, old.search_key WHERE old.search_key <> '';
  INSERT INTO entry_search (rowid, search_key)
  SELECT new.id, new.search_key WHERE new.search_key <> '';
END;
