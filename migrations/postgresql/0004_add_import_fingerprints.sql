-- Imported entries remember the source row they came from: the twin of
-- ../0004_add_import_fingerprints.sql. Frozen once shipped.
--
-- fingerprint  16 bytes for an imported entry; NULL for an entry logged by hand. NULLs never
--              collide in the unique index.
ALTER TABLE entries ADD COLUMN fingerprint bytea CHECK (fingerprint IS NULL OR length(fingerprint) = 16);

CREATE UNIQUE INDEX entries_by_fingerprint ON entries (fingerprint);

-- The change log keeps an edited or deleted entry's fingerprint with its former row.
ALTER TABLE change_entries ADD COLUMN fingerprint bytea;
