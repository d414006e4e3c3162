-- A budget for one month alone: the twin of ../0014_add_one_month_budgets.sql. Frozen once
-- shipped.
ALTER TABLE budgets ADD COLUMN only_month integer NOT NULL DEFAULT 0 CHECK (only_month IN (0, 1));
ALTER TABLE change_budgets ADD COLUMN only_month integer;
ALTER TABLE redo_budgets ADD COLUMN only_month integer;
