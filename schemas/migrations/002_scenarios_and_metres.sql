-- Schema version 1 -> 2: hex elevation in metres (from a DEM) beside the levels in each map chunk, and the
-- scenarios table. Runs inside one transaction on the working copy, never on the user's file.
ALTER TABLE battle_map_chunks ADD COLUMN metres BLOB;

CREATE TABLE battle_scenarios (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  start_time TEXT NOT NULL,
  turn_minutes INTEGER NOT NULL,
  turns INTEGER NOT NULL
);

INSERT INTO gpkg_contents (table_name, data_type, identifier, description, last_change) VALUES
  ('battle_scenarios', 'attributes', 'battle_scenarios', 'Scenarios and variants', '1970-01-01T00:00:00.000Z');

UPDATE battle_meta SET value = '2' WHERE key = 'schema_version';
