-- An offline copy that is pulled keeps its changes not pushed on top of the server's, and
-- marks those that now conflict with what changed on the server since; it keeps when it was
-- taken apart from when it was last pushed or pulled. An offline copy is always a file: on a
-- server these stay empty, and are here so that both engines have one schema.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.
--
-- offline_origin.synced_at   when the copy was last pushed or pulled; NULL until then.
ALTER TABLE offline_origin ADD COLUMN synced_at timestamptz;

--   change_id         the copy's change.
--   theirs_change_id  the server's latest change to the same subject, when its log says.
CREATE TABLE offline_conflicts (
  change_id        bigint NOT NULL PRIMARY KEY REFERENCES changes (id),
  theirs_change_id bigint
);
