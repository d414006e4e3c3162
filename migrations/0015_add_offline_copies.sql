-- Offline copies: a file that `kakeibo offline take` wrote from a shared (PostgreSQL) ledger is
-- a checkout of it, which knows where it came from and which of its changes are its own.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.
--
-- One row in an offline copy; none in any other ledger (the server's own has none either).
--   singleton        always 1: the table holds at most one row.
--   server           the server's URI, never with a password.
--   member           the role the copy was taken as: the copy's changes are that member's.
--   taken_at         when the copy was taken (UTC).
--   base_change_id   the newest change of the server's log the copy holds: the copy's own
--                    changes are those after it. The copy's change log is the server's up to
--                    there, since the copy began as a copy of the whole ledger.
CREATE TABLE offline_origin (
  singleton      INTEGER NOT NULL PRIMARY KEY CHECK (singleton = 1),
  server         TEXT    NOT NULL CHECK (server <> ''),
  member         TEXT    NOT NULL,
  taken_at       TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
  base_change_id INTEGER NOT NULL CHECK (base_change_id >= 0)
) STRICT;
