-- Cartouche battle file, schema version 5 (current): the whole layout a new file gets. Version 4 plus the armies
-- (their vocabulary, sides, order-of-battle tree, units and leaders) and each scenario's base and set-up (placements,
-- leader placements, removals, reinforcements, turn track, morale levels, victory). A GeoPackage 1.3 whose battle
-- tables are registered in gpkg_contents as 'attributes'; embedded layers are GDAL raster tile tables beside them. A
-- v4 file upgraded by migrations/005_armies.sql (and older files by the migrations before it) has exactly this
-- layout. See README.md.
PRAGMA application_id = 1196444487;
PRAGMA user_version = 10300;

CREATE TABLE gpkg_spatial_ref_sys (
  srs_name TEXT NOT NULL,
  srs_id INTEGER PRIMARY KEY,
  organization TEXT NOT NULL,
  organization_coordsys_id INTEGER NOT NULL,
  definition TEXT NOT NULL,
  description TEXT
);

CREATE TABLE gpkg_contents (
  table_name TEXT NOT NULL PRIMARY KEY,
  data_type TEXT NOT NULL,
  identifier TEXT UNIQUE,
  description TEXT DEFAULT '',
  last_change DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
  min_x DOUBLE,
  min_y DOUBLE,
  max_x DOUBLE,
  max_y DOUBLE,
  srs_id INTEGER,
  CONSTRAINT fk_gc_r_srs_id FOREIGN KEY (srs_id) REFERENCES gpkg_spatial_ref_sys(srs_id)
);

-- Empty until the file holds vector features; GDAL lists a GeoPackage's attribute tables only when it exists.
CREATE TABLE gpkg_geometry_columns (
  table_name TEXT NOT NULL,
  column_name TEXT NOT NULL,
  geometry_type_name TEXT NOT NULL,
  srs_id INTEGER NOT NULL,
  z TINYINT NOT NULL,
  m TINYINT NOT NULL,
  CONSTRAINT pk_geom_cols PRIMARY KEY (table_name, column_name),
  CONSTRAINT uk_gc_table_name UNIQUE (table_name),
  CONSTRAINT fk_gc_tn FOREIGN KEY (table_name) REFERENCES gpkg_contents(table_name),
  CONSTRAINT fk_gc_srs FOREIGN KEY (srs_id) REFERENCES gpkg_spatial_ref_sys (srs_id)
);

INSERT INTO gpkg_spatial_ref_sys VALUES (
  'WGS 84 geodetic', 4326, 'EPSG', 4326,
  'GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563,AUTHORITY["EPSG","7030"]],AUTHORITY["EPSG","6326"]],PRIMEM["Greenwich",0,AUTHORITY["EPSG","8901"]],UNIT["degree",0.0174532925199433,AUTHORITY["EPSG","9122"]],AXIS["Latitude",NORTH],AXIS["Longitude",EAST],AUTHORITY["EPSG","4326"]]',
  'longitude/latitude coordinates in decimal degrees on the WGS 84 spheroid');
INSERT INTO gpkg_spatial_ref_sys VALUES (
  'Undefined cartesian SRS', -1, 'NONE', -1, 'undefined', 'undefined cartesian coordinate reference system');
INSERT INTO gpkg_spatial_ref_sys VALUES (
  'Undefined geographic SRS', 0, 'NONE', 0, 'undefined', 'undefined geographic coordinate reference system');

CREATE TABLE battle_meta (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  value TEXT NOT NULL
);
INSERT INTO battle_meta VALUES (1, 'schema_version', '5');

CREATE TABLE battle_info (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  value TEXT NOT NULL
);

CREATE TABLE battle_grid (
  id INTEGER PRIMARY KEY,
  orientation TEXT NOT NULL,
  shifted TEXT NOT NULL,
  map_columns INTEGER NOT NULL,
  map_rows INTEGER NOT NULL,
  hex_size_m DOUBLE NOT NULL,
  first_column INTEGER NOT NULL,
  first_row INTEGER NOT NULL,
  column_digits INTEGER NOT NULL,
  row_digits INTEGER NOT NULL,
  leading_zeros BOOLEAN NOT NULL,
  column_letters BOOLEAN NOT NULL,
  separator TEXT NOT NULL
);

CREATE TABLE battle_terrain_types (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  hexside_class TEXT NOT NULL,
  draw TEXT NOT NULL,
  colour TEXT NOT NULL,
  pattern TEXT NOT NULL,
  blocks_los BOOLEAN NOT NULL,
  los_height INTEGER NOT NULL,
  general_order BOOLEAN NOT NULL,
  water BOOLEAN NOT NULL,
  needs_water BOOLEAN NOT NULL,
  directional BOOLEAN NOT NULL,
  notes TEXT NOT NULL
);

CREATE TABLE battle_map_chunks (
  id INTEGER PRIMARY KEY,
  chunk_column INTEGER NOT NULL,
  chunk_row INTEGER NOT NULL,
  terrain BLOB NOT NULL,
  level BLOB NOT NULL, metres BLOB
);

CREATE TABLE battle_hexsides (
  id INTEGER PRIMARY KEY,
  features BLOB NOT NULL,
  slope INTEGER NOT NULL
);

CREATE TABLE battle_scenarios (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  start_time TEXT NOT NULL,
  turn_minutes INTEGER NOT NULL,
  turns INTEGER NOT NULL
, base TEXT NOT NULL DEFAULT '');

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

CREATE TABLE battle_layers (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL UNIQUE,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  source TEXT NOT NULL,
  visible INTEGER NOT NULL,
  opacity REAL NOT NULL,
  crs TEXT NOT NULL,
  georef TEXT NOT NULL,
  gt_0 REAL,
  gt_1 REAL,
  gt_2 REAL,
  gt_3 REAL,
  gt_4 REAL,
  gt_5 REAL,
  transform TEXT NOT NULL
);

CREATE TABLE battle_layer_gcps (
  id INTEGER PRIMARY KEY,
  layer_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  label TEXT NOT NULL,
  pixel_x REAL NOT NULL,
  pixel_y REAL NOT NULL,
  map_x REAL NOT NULL,
  map_y REAL NOT NULL,
  enabled INTEGER NOT NULL,
  UNIQUE (layer_id, position)
);

CREATE TABLE battle_ground (
  id INTEGER PRIMARY KEY,
  crs TEXT NOT NULL,
  origin_x REAL NOT NULL,
  origin_y REAL NOT NULL,
  rotation_deg REAL NOT NULL
);

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
  ('battle_meta', 'attributes', 'battle_meta', 'Cartouche file metadata (schema version)', '1970-01-01T00:00:00.000Z'),
  ('battle_info', 'attributes', 'battle_info', 'Battle metadata: title, date, rules system, sources', '1970-01-01T00:00:00.000Z'),
  ('battle_grid', 'attributes', 'battle_grid', 'Hex grid settings', '1970-01-01T00:00:00.000Z'),
  ('battle_terrain_types', 'attributes', 'battle_terrain_types', 'Terrain vocabulary', '1970-01-01T00:00:00.000Z'),
  ('battle_map_chunks', 'attributes', 'battle_map_chunks', 'Hex terrain and elevation in 64x64-hex chunks', '1970-01-01T00:00:00.000Z'),
  ('battle_hexsides', 'attributes', 'battle_hexsides', 'Hexside features and slope overrides', '1970-01-01T00:00:00.000Z'),
  ('battle_scenarios', 'attributes', 'battle_scenarios', 'Scenarios and variants', '1970-01-01T00:00:00.000Z'),
  ('battle_rule_tables', 'attributes', 'battle_rule_tables', 'Ruleset tables: code, kind, title, die, source notes', '1970-01-01T00:00:00.000Z'),
  ('battle_rule_columns', 'attributes', 'battle_rule_columns', 'Ruleset table columns: code, heading, cell type', '1970-01-01T00:00:00.000Z'),
  ('battle_rule_cells', 'attributes', 'battle_rule_cells', 'Ruleset table cells as canonical text', '1970-01-01T00:00:00.000Z'),
  ('battle_layers', 'attributes', 'battle_layers', 'Period map layers: order, name, embedded table or linked file, georeferencing', '1970-01-01T00:00:00.000Z'),
  ('battle_layer_gcps', 'attributes', 'battle_layer_gcps', 'Ground control points of the map layers', '1970-01-01T00:00:00.000Z'),
  ('battle_ground', 'attributes', 'battle_ground', 'The hex grid on the ground: CRS, origin of hex 0101, rotation', '1970-01-01T00:00:00.000Z'),
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
