-- Pushing an offline copy: the server records which of a copy's changes it has applied, so that
-- a push whose answer was lost (the connection broke after the server had committed) is never
-- applied twice, and how the ids the copy gave its new entries and rules map to the server's.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.
--
-- offline_origin.copy_key   on an offline copy, the name by which the server knows it: 32
--                           hexadecimal digits drawn when the copy is taken (or, for a copy
--                           taken before this migration, now). The server's own row has none.
ALTER TABLE offline_origin ADD COLUMN copy_key TEXT CHECK (
  copy_key IS NULL OR (length(copy_key) = 32 AND copy_key NOT GLOB '*[^0-9a-f]*'));
UPDATE offline_origin SET copy_key = lower(hex(randomblob(16)));

-- On the server, one row for each change of a copy that a push applied (in the same
-- transaction as the change itself).
--   copy_key          the copy's key (offline_origin.copy_key there).
--   copy_change_id    the change's id in the copy's log.
--   server_change_id  the change the push recorded for it in this ledger's log.
CREATE TABLE offline_pushes (
  copy_key         TEXT    NOT NULL CHECK (length(copy_key) = 32),
  copy_change_id   INTEGER NOT NULL,
  server_change_id INTEGER NOT NULL REFERENCES changes (id),
  PRIMARY KEY (copy_key, copy_change_id)
) STRICT, WITHOUT ROWID;

-- On the server, the id each entry or rule a copy made got here: a later change of the copy to
-- that entry or rule (pushed in the same push or a later one) applies to the server's.
--   subject    'entry' or 'rule'.
--   copy_id    the id on the copy.
--   server_id  the id here.
CREATE TABLE offline_pushed_ids (
  copy_key  TEXT    NOT NULL CHECK (length(copy_key) = 32),
  subject   TEXT    NOT NULL CHECK (subject IN ('entry', 'rule')),
  copy_id   INTEGER NOT NULL,
  server_id INTEGER NOT NULL,
  PRIMARY KEY (copy_key, subject, copy_id)
) STRICT, WITHOUT ROWID;
