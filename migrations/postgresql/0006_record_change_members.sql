-- Who made each change: the twin of ../0006_record_change_members.sql. Frozen once shipped.
--
-- member  the role that made it (current_user); '' for changes copied from a ledger of an
--         earlier version.
ALTER TABLE changes ADD COLUMN member text NOT NULL DEFAULT '';
