-- Schema version 3 -> 4: period map layers and the grid's placement on the ground. Runs inside one transaction on
-- the working copy, never on the user's file.
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

INSERT INTO gpkg_contents (table_name, data_type, identifier, description, last_change) VALUES
  ('battle_layers', 'attributes', 'battle_layers', 'Period map layers: order, name, embedded table or linked file, georeferencing', '1970-01-01T00:00:00.000Z'),
  ('battle_layer_gcps', 'attributes', 'battle_layer_gcps', 'Ground control points of the map layers', '1970-01-01T00:00:00.000Z'),
  ('battle_ground', 'attributes', 'battle_ground', 'The hex grid on the ground: CRS, origin of hex 0101, rotation', '1970-01-01T00:00:00.000Z');

UPDATE battle_meta SET value = '4' WHERE key = 'schema_version';
