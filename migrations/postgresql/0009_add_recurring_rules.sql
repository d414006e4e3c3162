-- Fixed costs, instalment plans and regular income: the twin of
-- ../0008_add_recurring_rules.sql. Frozen once shipped.
CREATE TABLE recurring_rules (
  id          bigint  NOT NULL PRIMARY KEY,
  kind        text    NOT NULL CHECK (kind IN ('expense', 'income')),
  category    text    REFERENCES categories (key),
  subcategory text    CHECK (
                subcategory IS NULL OR (
                  char_length(subcategory) BETWEEN 1 AND 40
                  AND subcategory !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]')),
  amount      bigint  NOT NULL CHECK (amount BETWEEN 1 AND 999999999999),
  memo        text    NOT NULL CHECK (
                char_length(memo) <= 500
                AND memo !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]'),
  day         integer NOT NULL CHECK (day BETWEEN 1 AND 31),
  first_date  date    NOT NULL CHECK (first_date BETWEEN '0001-01-01' AND '9999-12-31'),
  last_date   date    CHECK (last_date IS NULL OR last_date >= first_date),
  times       integer CHECK (times IS NULL OR times BETWEEN 1 AND 600),
  resume_date date    NOT NULL CHECK (resume_date BETWEEN '0001-01-01' AND '9999-12-31'),
  end_date    date    CHECK (end_date BETWEEN '0001-01-01' AND '9999-12-31'),
  CHECK ((kind = 'income') = (category IS NULL))
);

-- One row per occurrence made; the key (rule, due date) makes a second writer a no-op.
CREATE TABLE recurring_occurrences (
  rule_id  bigint NOT NULL REFERENCES recurring_rules (id),
  due_date date   NOT NULL,
  entry_id bigint NOT NULL,
  PRIMARY KEY (rule_id, due_date)
);

-- The rules a change replaced, as they were before: kind NULL means the rule did not exist.
CREATE TABLE change_rules (
  change_id   bigint  NOT NULL REFERENCES changes (id),
  rule_id     bigint  NOT NULL,
  kind        text,
  category    text,
  subcategory text,
  amount      bigint,
  memo        text,
  day         integer,
  first_date  date,
  last_date   date,
  times       integer,
  resume_date date,
  end_date    date,
  PRIMARY KEY (change_id, rule_id)
);
