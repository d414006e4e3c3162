-- The change log behind `kakeibo undo` and `kakeibo log`: the twin of ../0002_create_change_log.sql.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.

-- One row per change, newest last, numbered as entries are (the next after the largest). `kind` is add, edit, delete or import (checked by the code,
-- so that later kinds need no table rebuild). The entries with ids from first_entry_id to
-- last_entry_id were created by the change; the entries it modified or removed have their
-- former rows in change_entries. `undone_at` is set when `kakeibo undo` reverts the change.
CREATE TABLE changes (
  id             bigint      NOT NULL PRIMARY KEY,
  made_at        timestamptz NOT NULL DEFAULT now(),
  kind           text        NOT NULL,
  summary        text        NOT NULL,
  first_entry_id bigint,
  last_entry_id  bigint      CHECK (last_entry_id >= first_entry_id),
  undone_at      timestamptz
);

-- The rows an edit or a delete replaced, as they were before, so that undo can restore them.
CREATE TABLE change_entries (
  change_id bigint NOT NULL REFERENCES changes (id),
  entry_id  bigint NOT NULL,
  date      date   NOT NULL,
  amount    bigint NOT NULL,
  category  text   NOT NULL,
  memo      text   NOT NULL,
  PRIMARY KEY (change_id, entry_id)
);
