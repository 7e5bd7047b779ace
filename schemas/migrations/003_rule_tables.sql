-- Schema version 2 -> 3: the ruleset tables (each chart of the special rules as a typed table: columns with cell
-- types, cells as canonical text). Runs inside one transaction on the working copy, never on the user's file.
CREATE TABLE battle_rule_tables (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  die TEXT NOT NULL,
  notes TEXT NOT NULL
);

CREATE TABLE battle_rule_columns (
  id INTEGER PRIMARY KEY,
  table_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  code TEXT NOT NULL,
  heading TEXT NOT NULL,
  type TEXT NOT NULL,
  UNIQUE (table_id, position)
);

CREATE TABLE battle_rule_cells (
  id INTEGER PRIMARY KEY,
  table_id INTEGER NOT NULL,
  table_row INTEGER NOT NULL,
  table_column INTEGER NOT NULL,
  text TEXT NOT NULL,
  UNIQUE (table_id, table_row, table_column)
);

INSERT INTO gpkg_contents (table_name, data_type, identifier, description, last_change) VALUES
  ('battle_rule_tables', 'attributes', 'battle_rule_tables', 'Ruleset tables: code, kind, title, die, source notes', '1970-01-01T00:00:00.000Z'),
  ('battle_rule_columns', 'attributes', 'battle_rule_columns', 'Ruleset table columns: code, heading, cell type', '1970-01-01T00:00:00.000Z'),
  ('battle_rule_cells', 'attributes', 'battle_rule_cells', 'Ruleset table cells as canonical text', '1970-01-01T00:00:00.000Z');

UPDATE battle_meta SET value = '3' WHERE key = 'schema_version';
