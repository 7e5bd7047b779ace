-- Schema version 4 -> 5: the armies (troop types, value fields, formations, sides, the order-of-battle tree, units
-- with their values and loss steps, leaders) and each scenario's base and set-up. Runs inside one transaction on the
-- working copy, never on the user's file.
ALTER TABLE battle_scenarios ADD COLUMN base TEXT NOT NULL DEFAULT '';
-- Stores the new column in every row, so a migrated file saves the bytes a new file of the same battle has.
UPDATE battle_scenarios SET base = '';

CREATE TABLE battle_troop_types (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  arm TEXT NOT NULL,
  light INTEGER NOT NULL
);

CREATE TABLE battle_value_fields (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  notes TEXT NOT NULL
);

CREATE TABLE battle_formations (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  facing TEXT NOT NULL,
  two_hex INTEGER NOT NULL,
  blocks_los INTEGER NOT NULL,
  notes TEXT NOT NULL
);

CREATE TABLE battle_formation_conflicts (
  id INTEGER PRIMARY KEY,
  formation_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  conflict TEXT NOT NULL,
  UNIQUE (formation_id, position)
);

CREATE TABLE battle_sides (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  colour TEXT NOT NULL
);

CREATE TABLE battle_oob_nodes (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  parent TEXT NOT NULL,
  side TEXT NOT NULL,
  level TEXT NOT NULL,
  name TEXT NOT NULL,
  short_name TEXT NOT NULL,
  commander TEXT NOT NULL,
  nation TEXT NOT NULL,
  notes TEXT NOT NULL,
  source TEXT NOT NULL
);

CREATE TABLE battle_units (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  node TEXT NOT NULL,
  name TEXT NOT NULL,
  short_name TEXT NOT NULL,
  troop_type TEXT NOT NULL,
  counters INTEGER,
  notes TEXT NOT NULL,
  source TEXT NOT NULL
);

CREATE TABLE battle_loss_steps (
  id INTEGER PRIMARY KEY,
  unit_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  label TEXT NOT NULL,
  UNIQUE (unit_id, position)
);

CREATE TABLE battle_unit_values (
  id INTEGER PRIMARY KEY,
  unit_id INTEGER NOT NULL,
  step INTEGER NOT NULL,
  field TEXT NOT NULL,
  value TEXT NOT NULL,
  UNIQUE (unit_id, step, field)
);

CREATE TABLE battle_leaders (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  side TEXT NOT NULL,
  name TEXT NOT NULL,
  rank TEXT NOT NULL,
  command_range INTEGER,
  notes TEXT NOT NULL,
  source TEXT NOT NULL
);

CREATE TABLE battle_leader_commands (
  id INTEGER PRIMARY KEY,
  leader_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  node TEXT NOT NULL,
  UNIQUE (leader_id, position)
);

CREATE TABLE battle_leader_values (
  id INTEGER PRIMARY KEY,
  leader_id INTEGER NOT NULL,
  field TEXT NOT NULL,
  value TEXT NOT NULL,
  UNIQUE (leader_id, field)
);

CREATE TABLE battle_placements (
  id INTEGER PRIMARY KEY,
  scenario_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  unit TEXT NOT NULL,
  q INTEGER,
  r INTEGER,
  second_q INTEGER,
  second_r INTEGER,
  formation TEXT NOT NULL,
  facing INTEGER,
  note TEXT NOT NULL,
  UNIQUE (scenario_id, position)
);

CREATE TABLE battle_leader_placements (
  id INTEGER PRIMARY KEY,
  scenario_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  leader TEXT NOT NULL,
  at TEXT NOT NULL,
  q INTEGER,
  r INTEGER,
  unit TEXT NOT NULL,
  note TEXT NOT NULL,
  UNIQUE (scenario_id, position)
);

CREATE TABLE battle_removed (
  id INTEGER PRIMARY KEY,
  scenario_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  code TEXT NOT NULL,
  UNIQUE (scenario_id, position)
);

CREATE TABLE battle_reinforcements (
  id INTEGER PRIMARY KEY,
  scenario_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  turn INTEGER NOT NULL,
  when_occupied TEXT NOT NULL,
  note TEXT NOT NULL,
  UNIQUE (scenario_id, position)
);

CREATE TABLE battle_reinforcement_members (
  id INTEGER PRIMARY KEY,
  scenario_id INTEGER NOT NULL,
  reinforcement INTEGER NOT NULL,
  kind TEXT NOT NULL,
  position INTEGER NOT NULL,
  code TEXT NOT NULL,
  UNIQUE (scenario_id, reinforcement, kind, position)
);

CREATE TABLE battle_reinforcement_entries (
  id INTEGER PRIMARY KEY,
  scenario_id INTEGER NOT NULL,
  reinforcement INTEGER NOT NULL,
  position INTEGER NOT NULL,
  q INTEGER NOT NULL,
  r INTEGER NOT NULL,
  UNIQUE (scenario_id, reinforcement, position)
);

CREATE TABLE battle_turn_track (
  id INTEGER PRIMARY KEY,
  scenario_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  position INTEGER NOT NULL,
  turn INTEGER NOT NULL,
  note TEXT NOT NULL,
  UNIQUE (scenario_id, kind, position)
);

CREATE TABLE battle_morale_levels (
  id INTEGER PRIMARY KEY,
  scenario_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  side TEXT NOT NULL,
  node TEXT NOT NULL,
  level INTEGER,
  note TEXT NOT NULL,
  UNIQUE (scenario_id, position)
);

CREATE TABLE battle_victory (
  id INTEGER PRIMARY KEY,
  scenario_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  position INTEGER NOT NULL,
  side TEXT NOT NULL,
  q INTEGER,
  r INTEGER,
  text TEXT NOT NULL,
  points INTEGER,
  UNIQUE (scenario_id, kind, position)
);

INSERT INTO gpkg_contents (table_name, data_type, identifier, description, last_change) VALUES
  ('battle_troop_types', 'attributes', 'battle_troop_types', 'Army vocabulary: troop types and their arms', '1970-01-01T00:00:00.000Z'),
  ('battle_value_fields', 'attributes', 'battle_value_fields', 'Army vocabulary: the values units and leaders carry', '1970-01-01T00:00:00.000Z'),
  ('battle_formations', 'attributes', 'battle_formations', 'Army vocabulary: formations and how they face', '1970-01-01T00:00:00.000Z'),
  ('battle_formation_conflicts', 'attributes', 'battle_formation_conflicts', 'Formations that may not share a hex', '1970-01-01T00:00:00.000Z'),
  ('battle_sides', 'attributes', 'battle_sides', 'The sides of the battle', '1970-01-01T00:00:00.000Z'),
  ('battle_oob_nodes', 'attributes', 'battle_oob_nodes', 'The order-of-battle tree in display order', '1970-01-01T00:00:00.000Z'),
  ('battle_units', 'attributes', 'battle_units', 'Units (counters) in display order', '1970-01-01T00:00:00.000Z'),
  ('battle_loss_steps', 'attributes', 'battle_loss_steps', 'Steps down a unit''s strength track', '1970-01-01T00:00:00.000Z'),
  ('battle_unit_values', 'attributes', 'battle_unit_values', 'Unit and loss step values; a missing row is unknown', '1970-01-01T00:00:00.000Z'),
  ('battle_leaders', 'attributes', 'battle_leaders', 'Leaders', '1970-01-01T00:00:00.000Z'),
  ('battle_leader_commands', 'attributes', 'battle_leader_commands', 'The order-of-battle nodes each leader commands', '1970-01-01T00:00:00.000Z'),
  ('battle_leader_values', 'attributes', 'battle_leader_values', 'Leader values; a missing row is unknown', '1970-01-01T00:00:00.000Z'),
  ('battle_placements', 'attributes', 'battle_placements', 'Set-up: units per scenario in stack order', '1970-01-01T00:00:00.000Z'),
  ('battle_leader_placements', 'attributes', 'battle_leader_placements', 'Set-up: leaders per scenario', '1970-01-01T00:00:00.000Z'),
  ('battle_removed', 'attributes', 'battle_removed', 'Units and leaders a variant takes out of its base', '1970-01-01T00:00:00.000Z'),
  ('battle_reinforcements', 'attributes', 'battle_reinforcements', 'Reinforcements per scenario', '1970-01-01T00:00:00.000Z'),
  ('battle_reinforcement_members', 'attributes', 'battle_reinforcement_members', 'The units and leaders of each reinforcement', '1970-01-01T00:00:00.000Z'),
  ('battle_reinforcement_entries', 'attributes', 'battle_reinforcement_entries', 'The entry hexes of each reinforcement', '1970-01-01T00:00:00.000Z'),
  ('battle_turn_track', 'attributes', 'battle_turn_track', 'Dusk and night turns and turn notes per scenario', '1970-01-01T00:00:00.000Z'),
  ('battle_morale_levels', 'attributes', 'battle_morale_levels', 'Morale levels per scenario, side and node', '1970-01-01T00:00:00.000Z'),
  ('battle_victory', 'attributes', 'battle_victory', 'Victory per scenario: automatic points, objectives, note', '1970-01-01T00:00:00.000Z');

UPDATE battle_meta SET value = '5' WHERE key = 'schema_version';
