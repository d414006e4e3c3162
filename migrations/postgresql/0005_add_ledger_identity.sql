-- The ledger's identity: the twin of ../0005_add_ledger_identity.sql, a name given at random when
-- the ledger is created, written in every row of a CSV export. A copy to another engine and a
-- backup keep it: they are the same ledger. Frozen once shipped.
--
-- singleton  always 1: the table holds one row.
-- identity   32 lowercase hexadecimal digits: a version 4 UUID without its dashes (122 random
--            bits; gen_random_uuid is in core PostgreSQL, unlike pgcrypto's random bytes).
CREATE TABLE ledger_identity (
  singleton integer NOT NULL PRIMARY KEY CHECK (singleton = 1),
  identity  text    NOT NULL CHECK (identity ~ '^[0-9a-f]{32}$')
);

INSERT INTO ledger_identity (singleton, identity)
VALUES (1, replace(gen_random_uuid()::text, '-', ''));
