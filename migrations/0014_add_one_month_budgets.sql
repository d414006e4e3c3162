-- A budget for one month alone (`budget set 娯楽費 50000 --month 12 --only`): in force in its
-- month, and in no other; the month after, the budget from before is in force again.
-- Frozen once shipped: change the schema with a new migration file, never by editing this one.
--
-- budgets.only_month  1 for a budget of its from_month alone, 0 for one from that month on.
-- change_budgets.only_month and redo_budgets.only_month: the same, in the before- and
-- after-images (NULL where the amount is NULL: no budget).
ALTER TABLE budgets ADD COLUMN only_month INTEGER NOT NULL DEFAULT 0 CHECK (only_month IN (0, 1));
ALTER TABLE change_budgets ADD COLUMN only_month INTEGER;
ALTER TABLE redo_budgets ADD COLUMN only_month INTEGER;
