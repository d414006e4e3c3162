-- An offline copy's conflict is resolved by editing its subject again on the copy: the copy
-- keeps, from the pull that marked the conflict, the server's version of each row it conflicts
-- over, and a change made against that version gives up the conflicting changes, which undoing
-- it brings back.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.
--
-- On an offline copy, for each of its changes a pull marked as conflicting (offline_conflicts),
-- the server's version of each row it conflicts over, as the pull found it.
--   change_id    the copy's change.
--   subject      the row's table: 'entries', 'budgets', 'settings' or 'rules'.
--   subject_key  the row's key on the copy, and
--   theirs       the server's values of the row (NULL: the server has no such row), both in
--                the form only the store writes and reads (each value a tagged, counted item).
CREATE TABLE offline_theirs (
  change_id   INTEGER NOT NULL REFERENCES changes (id),
  subject     TEXT    NOT NULL CHECK (subject IN ('entries', 'budgets', 'settings', 'rules')),
  subject_key TEXT    NOT NULL,
  theirs      TEXT,
  PRIMARY KEY (change_id, subject, subject_key)
) STRICT, WITHOUT ROWID;

-- On an offline copy, each of its changes given up because a later change was made against
-- the server's version of what it conflicted over (or was held back behind such a change):
-- undoing that later change brings it back, with its mark.
--   change_id     the copy's change given up (marked undone; what it had left is kept in
--                 offline_superseded_rows).
--   by_change_id  the change made against the server's version.
CREATE TABLE offline_superseded (
  change_id    INTEGER NOT NULL PRIMARY KEY REFERENCES changes (id),
  by_change_id INTEGER NOT NULL REFERENCES changes (id)
) STRICT;
CREATE INDEX offline_superseded_by ON offline_superseded (by_change_id);

-- What each change given up had left of the rows it touched, which undoing the change made
-- against the server's version puts back.
--   change_id    the change given up (as offline_superseded.change_id).
--   subject      the row's table: 'entries', 'budgets', 'settings' or 'rules'.
--   subject_key  the row's key, and
--   values_left  its values as the change left them (NULL: no row), in offline_theirs' form.
CREATE TABLE offline_superseded_rows (
  change_id   INTEGER NOT NULL REFERENCES changes (id),
  subject     TEXT    NOT NULL CHECK (subject IN ('entries', 'budgets', 'settings', 'rules')),
  subject_key TEXT    NOT NULL,
  values_left TEXT,
  PRIMARY KEY (change_id, subject, subject_key)
) STRICT, WITHOUT ROWID;
