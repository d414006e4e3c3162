-- The ledger's identity: a name given at random when the ledger is created (or upgraded to this
-- version), written in every row of a CSV export, so that an import can tell the ledger's own
-- entries, exported and imported back, from another ledger's entries that have the same ids.
-- A backup keeps it: a backup is the same ledger. Frozen once shipped.
--
-- singleton  always 1: the table holds one row.
-- identity   32 lowercase hexadecimal digits (128 random bits).
CREATE TABLE ledger_identity (
  singleton INTEGER NOT NULL PRIMARY KEY CHECK (singleton = 1),
  identity  TEXT    NOT NULL CHECK (length(identity) = 32 AND identity NOT GLOB '*[^0-9a-f]*')
) STRICT;

INSERT INTO ledger_identity (singleton, identity) VALUES (1, lower(hex(randomblob(16))));
