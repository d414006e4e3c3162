-- An offline copy that is pulled keeps its changes not pushed on top of the server's, and
-- marks those that now conflict with what changed on the server since; it keeps when it was
-- taken apart from when it was last pushed or pulled.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.
--
-- offline_origin.synced_at   when the copy was last pushed or pulled (UTC); NULL until then.
--                            taken_at stays when the copy was first taken.
ALTER TABLE offline_origin ADD COLUMN synced_at TEXT;

-- On an offline copy, one row for each of its changes not pushed that conflicted, at the last
-- push or pull, with what changed on the server since: the change is kept (the copy shows its
-- version), and a push holds it back until it is given up.
--   change_id         the copy's change.
--   theirs_change_id  the server's latest change to the same subject (in the copy's log, which
--                     is the server's up to offline_origin.base_change_id), when its log says.
CREATE TABLE offline_conflicts (
  change_id        INTEGER NOT NULL PRIMARY KEY REFERENCES changes (id),
  theirs_change_id INTEGER
) STRICT;
