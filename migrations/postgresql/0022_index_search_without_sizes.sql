-- The twin of ../0022_index_search_without_sizes.sql: SQLite's FTS5 search index no longer keeps
-- each entry's size in trigrams, which only ranking needs. PostgreSQL's pg_trgm index keeps no
-- such sizes: the schema here is unchanged.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.
SELECT 1;
