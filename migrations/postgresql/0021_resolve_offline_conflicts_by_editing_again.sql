-- The twin of ../0021_resolve_offline_conflicts_by_editing_again.sql. An offline copy is a
-- SQLite file; a server keeps the same tables, empty, so that both engines have one schema.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.
--
--   change_id    the copy's change a pull marked as conflicting.
--   subject      the row's table: 'entries', 'budgets', 'settings' or 'rules'.
--   subject_key  the row's key on the copy, and
--   theirs       the server's values of the row (NULL: none), in the store's own form.
CREATE TABLE offline_theirs (
  change_id   bigint NOT NULL REFERENCES changes (id),
  subject     text   NOT NULL CHECK (subject IN ('entries', 'budgets', 'settings', 'rules')),
  subject_key text   NOT NULL,
  theirs      text,
  PRIMARY KEY (change_id, subject, subject_key)
);

--   change_id     the copy's change given up.
--   by_change_id  the change made against the server's version.
CREATE TABLE offline_superseded (
  change_id    bigint NOT NULL PRIMARY KEY REFERENCES changes (id),
  by_change_id bigint NOT NULL REFERENCES changes (id)
);
CREATE INDEX offline_superseded_by ON offline_superseded (by_change_id);

--   change_id    the change given up.
--   subject      the row's table, subject_key its key, and
--   values_left  its values as the change left them (NULL: no row), in the store's own form.
CREATE TABLE offline_superseded_rows (
  change_id   bigint NOT NULL REFERENCES changes (id),
  subject     text   NOT NULL CHECK (subject IN ('entries', 'budgets', 'settings', 'rules')),
  subject_key text   NOT NULL,
  values_left text,
  PRIMARY KEY (change_id, subject, subject_key)
);
