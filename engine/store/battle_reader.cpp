#include "store/battle_reader.h"

#include <cmath>
#include <limits>
#include <set>

#include "store/army_tables.h"
#include "store/ground_table.h"
#include "store/layer_table.h"
#include "store/map_chunks.h"
#include "store/row_checks.h"
#include "store/row_codes.h"
#include "store/row_reader.h"
#include "store/rule_tables.h"
#include "store/setup_tables.h"

namespace cartouche {

namespace {

Status readGrid(Db& db, GridSettings& g) {
  auto st = db.prepare(
      "SELECT id, orientation, shifted, map_columns, map_rows, hex_size_m, first_column, first_row, column_digits, "
      "row_digits, leading_zeros, column_letters, separator FROM battle_grid ORDER BY id");
  if (!st) return st.status();
  Status s;
  int rows = 0;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_grid");
    if (++rows > 1 || row.id() != 1) return row.fail("id", "the grid has exactly one row, id 1");
    g.orientation = Orientation(row.code(1, "orientation", orientationNames()));
    g.shifted = ShiftedLines(row.code(2, "shifted", shiftedNames()));
    g.columns = int(row.integer(3, "map_columns", 1, kMaxMapSide));
    g.rows = int(row.integer(4, "map_rows", 1, kMaxMapSide));
    g.hexSizeMetres = row.real(5, "hex_size_m");
    g.labels.firstColumn = int(row.integer(6, "first_column", -1000000, 1000000));
    g.labels.firstRow = int(row.integer(7, "first_row", -1000000, 1000000));
    g.labels.columnDigits = int(row.integer(8, "column_digits", 0, 9));
    g.labels.rowDigits = int(row.integer(9, "row_digits", 0, 9));
    g.labels.leadingZeros = row.boolean(10, "leading_zeros");
    g.labels.columnLetters = row.boolean(11, "column_letters");
    g.labels.separator = row.text(12, "separator");
    if (!row.ok()) return row.status();
    if (!std::isfinite(g.hexSizeMetres)) return row.fail("hex_size_m", "not a finite number");
    if (Status v = g.validate(); !v) return row.fail("grid", v.message());
  }
  if (!s) return s;
  if (rows == 0) return Status::corrupt(db.path() + ": battle_grid: the grid row is missing");
  return Status::ok();
}

Status readVocabulary(Db& db, TerrainVocabulary& v) {
  auto st = db.prepare(
      "SELECT id, code, name, kind, hexside_class, draw, colour, pattern, blocks_los, los_height, general_order, "
      "water, needs_water, directional, notes FROM battle_terrain_types ORDER BY id");
  if (!st) return st.status();
  Status s;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_terrain_types");
    if (row.id() != int64_t(v.size()))
      return row.fail("id", "terrain ids run 0, 1, 2... without gaps; expected " + std::to_string(v.size()));
    TerrainType t;
    t.code = row.text(1, "code");
    t.name = row.text(2, "name");
    t.kind = TerrainKind(row.code(3, "kind", terrainKindNames()));
    t.hexsideClass = HexsideClass(row.code(4, "hexside_class", hexsideClassNames()));
    t.draw = DrawStyle(row.code(5, "draw", drawStyleNames()));
    std::string colour = row.text(6, "colour");
    t.pattern = row.text(7, "pattern");
    t.blocksLos = row.boolean(8, "blocks_los");
    t.losHeight = int(row.integer(9, "los_height", -32768, 32767));
    t.generalOrder = row.boolean(10, "general_order");
    t.water = row.boolean(11, "water");
    t.needsWater = row.boolean(12, "needs_water");
    t.directional = row.boolean(13, "directional");
    t.notes = row.text(14, "notes");
    if (!row.ok()) return row.status();
    auto c = parseColour(colour);
    if (!c) return row.fail("colour", c.status().message());
    t.colour = *c;
    if (auto added = v.add(std::move(t)); !added) return row.fail("code", added.status().message());
  }
  return s;
}

Status readChunks(Db& db, HexMap& map) {
  ChunkLayout layout{map.columns(), map.rows()};
  auto hasMetres = db.queryInt("SELECT count(*) FROM battle_map_chunks WHERE metres IS NOT NULL");
  if (!hasMetres) return hasMetres.status();
  if (*hasMetres > 0) map.metresData().assign(size_t(map.hexCount()), NAN);
  auto st = db.prepare("SELECT id, chunk_column, chunk_row, terrain, level, metres FROM battle_map_chunks ORDER BY id");
  if (!st) return st.status();
  Status s;
  int expected = 0;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_map_chunks");
    if (row.id() != expected || expected >= layout.count()) {
      if (row.id() < expected || row.id() >= layout.count())
        return row.fail("id", "the map's " + std::to_string(layout.across()) + "x" + std::to_string(layout.down()) +
                                  " chunks are numbered 0.." + std::to_string(layout.count() - 1));
      return Status::corrupt(db.path() + ": battle_map_chunks: chunk " + std::to_string(expected) +
                             " is missing; the chunks do not tile the " + std::to_string(map.columns()) + "x" +
                             std::to_string(map.rows()) + " map");
    }
    ChunkRect rect = layout.rectOf(expected++);
    int col = int(row.integer(1, "chunk_column", 0, kMaxMapSide));
    int r = int(row.integer(2, "chunk_row", 0, kMaxMapSide));
    auto terrain = row.blob(3, "terrain");
    auto level = row.blob(4, "level");
    auto metres = row.blob(5, "metres", true);
    if (!row.ok()) return row.status();
    if (col != rect.chunkColumn || r != rect.chunkRow)
      return row.fail("chunk_column", "chunk (" + std::to_string(col) + ", " + std::to_string(r) + ") should be (" +
                                          std::to_string(rect.chunkColumn) + ", " + std::to_string(rect.chunkRow) +
                                          ")");
    size_t n = size_t(rect.hexCount());
    if (terrain.size() != 2 * n)
      return row.fail("terrain", "blob is " + std::to_string(terrain.size()) + " bytes, expected " +
                                     std::to_string(2 * n) + " for " + std::to_string(rect.width) + "x" +
                                     std::to_string(rect.height) + " hexes");
    if (level.size() != 2 * n)
      return row.fail("level", "blob is " + std::to_string(level.size()) + " bytes, expected " + std::to_string(2 * n));
    if (map.hasMetres() && st->type(5) == SQLITE_NULL)
      return row.fail("metres", "missing while other chunks have metres");
    if (map.hasMetres() && metres.size() != 4 * n)
      return row.fail("metres",
                      "blob is " + std::to_string(metres.size()) + " bytes, expected " + std::to_string(4 * n));
    decodeChunk(rect, terrain, level, metres, map);
  }
  if (!s) return s;
  if (expected != layout.count())
    return Status::corrupt(db.path() + ": battle_map_chunks: chunk " + std::to_string(expected) +
                           " is missing; the chunks do not tile the " + std::to_string(map.columns()) + "x" +
                           std::to_string(map.rows()) + " map");
  return Status::ok();
}

Status readHexsides(Db& db, HexMap& map) {
  auto st = db.prepare("SELECT id, features, slope FROM battle_hexsides ORDER BY id");
  if (!st) return st.status();
  Status s;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_hexsides");
    if (row.id() < 0 || row.id() >= (int64_t(1) << 60) || (row.id() & 3) > 2)
      return row.fail("id", "not a hexside key");
    HexsideId id = HexsideId::fromKey(uint64_t(row.id()));
    if (!map.hexsideOnMap(id)) return row.fail("id", "the hexside is off the map");
    auto blob = row.blob(1, "features");
    int slope = int(row.integer(2, "slope", 0, int(SlopeOverride::ForceOff)));
    if (!row.ok()) return row.status();
    auto features = decodeFeatures(blob);
    if (!features) return row.fail("features", features.status().message());
    HexsideRecord rec{std::move(*features), SlopeOverride(slope)};
    if (rec.empty()) return row.fail("features", "an empty hexside record (no features, slope derived)");
    map.setHexside(id, std::move(rec));
  }
  return s;
}

Status readInfo(Db& db, std::map<std::string, std::string>& info) {
  auto st = db.prepare("SELECT id, key, value FROM battle_info ORDER BY id");
  if (!st) return st.status();
  Status s;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_info");
    std::string key = row.text(1, "key"), value = row.text(2, "value");
    if (!row.ok()) return row.status();
    if (key.empty()) return row.fail("key", "empty");
    if (!info.emplace(std::move(key), std::move(value)).second) return row.fail("key", "repeated");
  }
  return s;
}

Status readScenarios(Db& db, std::vector<Scenario>& scenarios) {
  auto st = db.prepare(
      "SELECT id, code, name, description, start_time, turn_minutes, turns, base FROM battle_scenarios ORDER BY id");
  if (!st) return st.status();
  std::set<std::string> codes;
  Status s;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_scenarios");
    Scenario sc;
    sc.code = row.text(1, "code");
    sc.name = row.text(2, "name");
    sc.description = row.text(3, "description");
    sc.startTime = row.text(4, "start_time");
    sc.turnMinutes = int(row.integer(5, "turn_minutes", 0, kMaxTurn));
    sc.turns = int(row.integer(6, "turns", 0, kMaxTurn));
    sc.base = row.text(7, "base");
    if (!row.ok()) return row.status();
    if (sc.code.empty()) return row.fail("code", "empty");
    if (int64_t(scenarios.size()) + 1 != row.id())
      return row.fail(
          "id", "scenario ids are positions 1, 2, 3... without gaps; expected " + std::to_string(scenarios.size() + 1));
    if (RowProblem p = scenarioProblem(sc, codes)) return row.fail(p.field, p.what);
    codes.insert(sc.code);
    scenarios.push_back(std::move(sc));
  }
  return s;
}

}  // namespace

Result<Battle> readBattle(Db& db) {
  Battle b;
  GridSettings grid;
  if (Status s = readGrid(db, grid); !s) return s;
  if (Status s = readVocabulary(db, b.vocabulary); !s) return s;
  b.map = HexMap(grid, 0);
  if (Status s = readChunks(db, b.map); !s) return s;
  if (Status s = readHexsides(db, b.map); !s) return s;
  if (Status s = readInfo(db, b.info); !s) return s;
  if (Status s = readScenarios(db, b.scenarios); !s) return s;
  if (Status s = readArmyTables(db, b.armyVocabulary, b.army); !s) return s;
  if (Status s = readSetupTables(db, b); !s) return s;
  if (Status s = readRuleTables(db, b.rules); !s) return s;
  auto layers = readLayers(db);
  if (!layers) return layers.status();
  b.layers = std::move(*layers);
  auto ground = readGround(db);
  if (!ground) return ground.status();
  if (*ground)
    b.ground = GroundPlacement{(*ground)->crs, {(*ground)->originX, (*ground)->originY}, (*ground)->rotationDegrees};
  return b;
}

}  // namespace cartouche
