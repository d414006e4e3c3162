-- Redo: the twin of ../0011_keep_undone_changes_for_redo.sql. Frozen once shipped.
--
-- changes
--   redone_at  set when `kakeibo redo` re-applies the change (its undone_at is NULL again).
ALTER TABLE changes ADD COLUMN redone_at timestamptz;

-- One row per undo that has not been redone: the change, the undos' order, who undid it, and
-- the newest change recorded then (a later one means something was changed since).
CREATE TABLE undos (
  change_id      bigint NOT NULL PRIMARY KEY REFERENCES changes (id),
  position       bigint NOT NULL UNIQUE,
  member         text   NOT NULL,
  last_change_id bigint NOT NULL REFERENCES changes (id)
);

-- The entries as the undone change had left them.
CREATE TABLE redo_entries (
  change_id   bigint NOT NULL REFERENCES undos (change_id),
  entry_id    bigint NOT NULL,
  date        date   NOT NULL,
  amount      bigint NOT NULL,
  category    text,
  memo        text   NOT NULL,
  fingerprint bytea,
  kind        text   NOT NULL,
  subcategory text,
  source      text,
  PRIMARY KEY (change_id, entry_id)
);

-- The budgets the undone change had set: amount NULL means it had left none there.
CREATE TABLE redo_budgets (
  change_id   bigint NOT NULL REFERENCES undos (change_id),
  category    text   NOT NULL,
  from_month  text   NOT NULL,
  amount      bigint,
  subcategory text   NOT NULL,
  PRIMARY KEY (change_id, category, subcategory, from_month)
);

-- The settings the undone change had set: value NULL means it had left the setting unset.
CREATE TABLE redo_settings (
  change_id bigint NOT NULL REFERENCES undos (change_id),
  key       text   NOT NULL,
  value     text,
  PRIMARY KEY (change_id, key)
);

-- The recurring rules as the undone change had left them (kind NULL: no such rule), and the
-- occurrences made by a rule it had added.
CREATE TABLE redo_rules (
  change_id   bigint  NOT NULL REFERENCES undos (change_id),
  rule_id     bigint  NOT NULL,
  kind        text,
  category    text,
  subcategory text,
  amount      bigint,
  memo        text,
  day         integer,
  first_date  date,
  last_date   date,
  times       integer,
  resume_date date,
  end_date    date,
  PRIMARY KEY (change_id, rule_id)
);

CREATE TABLE redo_occurrences (
  change_id bigint NOT NULL REFERENCES undos (change_id),
  rule_id   bigint NOT NULL,
  due_date  date   NOT NULL,
  entry_id  bigint NOT NULL,
  PRIMARY KEY (change_id, rule_id, due_date)
);
