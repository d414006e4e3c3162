-- Who made each change: the household's ledger may be kept by several people (on PostgreSQL,
-- each connects as their own role; on SQLite, the login name). `kakeibo undo` reverts a
-- member's own changes, and `kakeibo log` shows who made each. Frozen once shipped.
--
-- member  the role or login name; '' for the changes recorded before this version, which
--         anyone may undo.
ALTER TABLE changes ADD COLUMN member TEXT NOT NULL DEFAULT '';
