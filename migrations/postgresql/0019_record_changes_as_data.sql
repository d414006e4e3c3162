-- The change log as data: the twin of ../0019_record_changes_as_data.sql. What each change did
-- is kept in `changes.detail`, in the store's stable text form, and worded when it is read; a
-- change recorded before keeps its stored sentence (`summary`) and no detail.
-- Frozen once shipped.
ALTER TABLE changes ADD COLUMN detail text CHECK (detail IS NULL OR detail <> '');
