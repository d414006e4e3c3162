-- Pushing an offline copy: the twin of ../0017_record_pushed_offline_changes.sql. The server
-- records which of a copy's changes it applied, so that a push whose answer was lost is never
-- applied twice, and the ids the copy's new entries and rules got here.
-- Frozen once shipped.
ALTER TABLE offline_origin ADD COLUMN copy_key text CHECK (
  copy_key IS NULL OR copy_key ~ '^[0-9a-f]{32}$');

CREATE TABLE offline_pushes (
  copy_key         text   NOT NULL CHECK (length(copy_key) = 32),
  copy_change_id   bigint NOT NULL,
  server_change_id bigint NOT NULL REFERENCES changes (id),
  PRIMARY KEY (copy_key, copy_change_id)
);

CREATE TABLE offline_pushed_ids (
  copy_key  text   NOT NULL CHECK (length(copy_key) = 32),
  subject   text   NOT NULL CHECK (subject IN ('entry', 'rule')),
  copy_id   bigint NOT NULL,
  server_id bigint NOT NULL,
  PRIMARY KEY (copy_key, subject, copy_id)
);
