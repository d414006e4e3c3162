-- Search folds katakana and hiragana together (SearchText.matched: ラーメン, ﾗｰﾒﾝ and らーめん
-- are one), in the search keys and in the memo learning that reads them. The keys are
-- computed in Swift (SearchText.key), which SQL cannot do: the entries there already get theirs
-- again in this same transaction, right after this file, and the search index follows them by
-- its triggers (SQLite) or its index (PostgreSQL). The schema itself is unchanged.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.
SELECT 1;
