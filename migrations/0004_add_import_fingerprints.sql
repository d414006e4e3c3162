-- Imported entries remember the source row they came from, so that importing the same file (or
-- an overlapping export of the same app) again adds nothing twice. Frozen once shipped.
--
-- fingerprint  16 bytes (a 128-bit hash of the source row, see KakeiboImport) for an imported
--              entry; NULL for an entry logged by hand. SQLite cannot add a UNIQUE column to an
--              existing table, so the uniqueness is a UNIQUE index; NULLs never collide in it.
--              Existing entries keep their ids and values and get NULL.
ALTER TABLE entries ADD COLUMN fingerprint BLOB CHECK (fingerprint IS NULL OR length(fingerprint) = 16);

CREATE UNIQUE INDEX entries_by_fingerprint ON entries (fingerprint);

-- The change log keeps an edited or deleted entry's fingerprint with its former row, so that
-- `kakeibo undo` restores it whole (and a re-import still recognises the entry).
ALTER TABLE change_entries ADD COLUMN fingerprint BLOB;
