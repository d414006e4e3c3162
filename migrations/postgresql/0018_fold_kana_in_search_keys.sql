-- The twin of ../0018_fold_kana_in_search_keys.sql: search folds katakana and hiragana together
-- (SearchText.matched: ラーメン, ﾗｰﾒﾝ and らーめん are one). The keys are computed in Swift
-- (SearchText.key): the entries there already get theirs again in this same transaction, right
-- after this file, and the pg_trgm index follows them. The schema itself is unchanged.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.
SELECT 1;
