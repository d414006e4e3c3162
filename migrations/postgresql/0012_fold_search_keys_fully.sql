-- The twin of ../0012_fold_search_keys_fully.sql: search folds letter case as Unicode's full
-- case folding does (CaseFolding.txt, statuses C and F), no longer by lowercasing alone. The
-- keys are computed in Swift (SearchText.key): the entries there already get theirs again in
-- this same transaction, right after this file, and the pg_trgm index follows them. The schema
-- itself is unchanged.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.
SELECT 1;
