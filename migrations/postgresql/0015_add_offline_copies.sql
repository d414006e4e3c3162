-- Offline copies: the twin of ../0015_add_offline_copies.sql. An offline copy is always a file,
-- so on the server this table stays empty; it is here so that both engines have one schema.
-- Frozen once shipped.
CREATE TABLE offline_origin (
  singleton      bigint      NOT NULL PRIMARY KEY CHECK (singleton = 1),
  server         text        NOT NULL CHECK (server <> ''),
  member         text        NOT NULL,
  taken_at       timestamptz NOT NULL DEFAULT now(),
  base_change_id bigint      NOT NULL CHECK (base_change_id >= 0)
);
