#include "store/battle_writer.h"

#include <algorithm>

#include "store/army_tables.h"
#include "store/ground_table.h"
#include "store/layer_table.h"
#include "store/row_checks.h"
#include "store/row_codes.h"
#include "store/rule_tables.h"
#include "store/setup_tables.h"

namespace cartouche {

namespace {

std::optional<StoredGround> groundRow(const Battle& b) {
  if (!b.ground) return std::nullopt;
  return StoredGround{b.ground->crs, b.ground->origin.x, b.ground->origin.y, b.ground->rotationDegrees};
}

}  // namespace

Result<BattleWriter> BattleWriter::create(Db& db) {
  BattleWriter w(db);
  auto chunk = db.prepare(
      "INSERT OR REPLACE INTO battle_map_chunks (id, chunk_column, chunk_row, terrain, level, metres) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  auto hexside = db.prepare("INSERT OR REPLACE INTO battle_hexsides (id, features, slope) VALUES (?1, ?2, ?3)");
  auto del = db.prepare("DELETE FROM battle_hexsides WHERE id = ?1");
  if (!chunk) return chunk.status();
  if (!hexside) return hexside.status();
  if (!del) return del.status();
  w.chunk_ = std::move(*chunk);
  w.hexside_ = std::move(*hexside);
  w.deleteHexside_ = std::move(*del);
  return w;
}

Status BattleWriter::writeAll(const Battle& b) {
  // Before any row is written: a Battle built in code may hold what the reader would refuse.
  if (Status s = checkScenarioRows(b.scenarios); !s) return s;
  ArmyRowChecks army;
  if (Status s = checkArmyRows(b.armyVocabulary, b.army, army); !s) return s;
  if (Status s = checkSetupRows(b.scenarios, army, nullptr); !s) return s;
  armyChecks_ = std::move(army);
  if (Status s = writeGrid(b.map.grid()); !s) return s;
  if (Status s = writeVocabulary(b.vocabulary); !s) return s;
  if (Status s = writeAllChunks(b.map); !s) return s;
  if (Status s = writeAllHexsides(b.map); !s) return s;
  if (Status s = writeInfo(b.info); !s) return s;
  if (Status s = writeScenarios(b.scenarios); !s) return s;
  if (Status s = writeArmy(b.armyVocabulary, b.army); !s) return s;
  if (Status s = writeSetups(b.scenarios, nullptr); !s) return s;
  if (Status s = writeRules(b.rules); !s) return s;
  if (Status s = writeLayers(*db_, b.layers); !s) return s;
  return writeGround(*db_, groundRow(b));
}

Status BattleWriter::writeChanges(const Battle& b, const ChangeSet& changes, bool metresStored) {
  if (changes.scenarios || changes.army || !changes.setups.empty()) {
    if (changes.scenarios)
      if (Status s = checkScenarioRows(b.scenarios); !s) return s;
    if (changes.army || !armyChecks_) {
      ArmyRowChecks army;
      if (Status s = checkArmyRows(b.armyVocabulary, b.army, army); !s) return s;
      armyChecks_ = std::move(army);
    }
    bool all = changes.scenarios || changes.army;
    if (Status s = checkSetupRows(b.scenarios, *armyChecks_, all ? nullptr : &changes.setups); !s) return s;
  }
  if (changes.grid) {
    if (Status s = writeGrid(b.map.grid()); !s) return s;
    if (Status s = writeAllChunks(b.map); !s) return s;
    if (Status s = writeAllHexsides(b.map); !s) return s;
  } else {
    ChunkLayout layout{b.map.columns(), b.map.rows()};
    if (metresStored != b.map.hasMetres()) {
      if (Status s = writeAllChunks(b.map); !s) return s;
    } else if (!changes.hexes.empty()) {
      std::vector<int> chunks;
      chunks.reserve(changes.hexes.size());
      for (int i : changes.hexes)
        if (i >= 0 && i < b.map.hexCount()) chunks.push_back(layout.chunkOfIndex(i));
      std::sort(chunks.begin(), chunks.end());
      chunks.erase(std::unique(chunks.begin(), chunks.end()), chunks.end());
      for (int id : chunks)
        if (Status s = writeChunk(b.map, layout.rectOf(id)); !s) return s;
    }
    for (HexsideId id : changes.hexsides)
      if (Status s = writeHexside(b.map, id); !s) return s;
  }
  if (changes.vocabulary)
    if (Status s = writeVocabulary(b.vocabulary); !s) return s;
  if (changes.info)
    if (Status s = writeInfo(b.info); !s) return s;
  if (changes.scenarios)
    if (Status s = writeScenarios(b.scenarios); !s) return s;
  if (changes.army)
    if (Status s = writeArmy(b.armyVocabulary, b.army); !s) return s;
  // A scenario list or army change may move or rename what set-up rows point at: every set-up is rewritten. A
  // set-up edit rewrites only the scenarios it names.
  if (changes.scenarios || changes.army) {
    if (Status s = writeSetups(b.scenarios, nullptr); !s) return s;
  } else if (!changes.setups.empty()) {
    if (Status s = writeSetups(b.scenarios, &changes.setups); !s) return s;
  }
  if (changes.rules)
    if (Status s = writeRules(b.rules); !s) return s;
  if (changes.layers)
    if (Status s = writeLayers(*db_, b.layers); !s) return s;
  if (changes.ground)
    if (Status s = writeGround(*db_, groundRow(b)); !s) return s;
  return Status::ok();
}

Status BattleWriter::writeGrid(const GridSettings& g) {
  if (Status s = db_->exec("DELETE FROM battle_grid"); !s) return s;
  auto st = db_->prepare(
      "INSERT INTO battle_grid (id, orientation, shifted, map_columns, map_rows, hex_size_m, first_column, "
      "first_row, column_digits, row_digits, leading_zeros, column_letters, separator) "
      "VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)");
  if (!st) return st.status();
  st->bind(1, orientationNames()[size_t(g.orientation)]);
  st->bind(2, shiftedNames()[size_t(g.shifted)]);
  st->bind(3, int64_t(g.columns));
  st->bind(4, int64_t(g.rows));
  st->bind(5, g.hexSizeMetres);
  st->bind(6, int64_t(g.labels.firstColumn));
  st->bind(7, int64_t(g.labels.firstRow));
  st->bind(8, int64_t(g.labels.columnDigits));
  st->bind(9, int64_t(g.labels.rowDigits));
  st->bind(10, int64_t(g.labels.leadingZeros));
  st->bind(11, int64_t(g.labels.columnLetters));
  st->bind(12, g.labels.separator);
  return st->run();
}

Status BattleWriter::writeAllChunks(const HexMap& map) {
  if (Status s = db_->exec("DELETE FROM battle_map_chunks"); !s) return s;
  ChunkLayout layout{map.columns(), map.rows()};
  for (int id = 0; id < layout.count(); ++id)
    if (Status s = writeChunk(map, layout.rectOf(id)); !s) return s;
  return Status::ok();
}

Status BattleWriter::writeChunk(const HexMap& map, const ChunkRect& rect) {
  encodeChunk(map, rect, blobs_);
  chunk_.bind(1, int64_t(rect.id));
  chunk_.bind(2, int64_t(rect.chunkColumn));
  chunk_.bind(3, int64_t(rect.chunkRow));
  chunk_.bindBlob(4, blobs_.terrain);
  chunk_.bindBlob(5, blobs_.level);
  if (map.hasMetres())
    chunk_.bindBlob(6, blobs_.metres);
  else
    chunk_.bindNull(6);
  return chunk_.run();
}

Status BattleWriter::writeAllHexsides(const HexMap& map) {
  if (Status s = db_->exec("DELETE FROM battle_hexsides"); !s) return s;
  for (const auto& [key, rec] : map.hexsides())
    if (Status s = writeHexside(map, HexsideId::fromKey(key)); !s) return s;
  return Status::ok();
}

Status BattleWriter::writeHexside(const HexMap& map, HexsideId id) {
  const HexsideRecord* rec = map.hexside(id);
  if (!rec) {
    deleteHexside_.bind(1, int64_t(id.key()));
    return deleteHexside_.run();
  }
  hexside_.bind(1, int64_t(id.key()));
  hexside_.bindBlob(2, encodeFeatures(rec->features));
  hexside_.bind(3, int64_t(rec->slope));
  return hexside_.run();
}

Status BattleWriter::writeVocabulary(const TerrainVocabulary& v) {
  if (Status s = db_->exec("DELETE FROM battle_terrain_types"); !s) return s;
  auto st = db_->prepare(
      "INSERT INTO battle_terrain_types (id, code, name, kind, hexside_class, draw, colour, pattern, blocks_los, "
      "los_height, general_order, water, needs_water, directional, notes) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)");
  if (!st) return st.status();
  for (size_t id = 0; id < v.size(); ++id) {
    const TerrainType& t = v.at(TerrainId(id));
    st->bind(1, int64_t(id));
    st->bind(2, t.code);
    st->bind(3, t.name);
    st->bind(4, terrainKindNames()[size_t(t.kind)]);
    st->bind(5, hexsideClassNames()[size_t(t.hexsideClass)]);
    st->bind(6, drawStyleNames()[size_t(t.draw)]);
    st->bind(7, formatColour(t.colour));
    st->bind(8, t.pattern);
    st->bind(9, int64_t(t.blocksLos));
    st->bind(10, int64_t(t.losHeight));
    st->bind(11, int64_t(t.generalOrder));
    st->bind(12, int64_t(t.water));
    st->bind(13, int64_t(t.needsWater));
    st->bind(14, int64_t(t.directional));
    st->bind(15, t.notes);
    if (Status s = st->run(); !s) return s;
  }
  return Status::ok();
}

Status BattleWriter::writeInfo(const std::map<std::string, std::string>& info) {
  if (Status s = db_->exec("DELETE FROM battle_info"); !s) return s;
  auto st = db_->prepare("INSERT INTO battle_info (id, key, value) VALUES (?1, ?2, ?3)");
  if (!st) return st.status();
  int64_t id = 1;
  for (const auto& [key, value] : info) {
    st->bind(1, id++);
    st->bind(2, key);
    st->bind(3, value);
    if (Status s = st->run(); !s) return s;
  }
  return Status::ok();
}

Status BattleWriter::writeScenarios(const std::vector<Scenario>& scenarios) {
  if (Status s = db_->exec("DELETE FROM battle_scenarios"); !s) return s;
  auto st = db_->prepare(
      "INSERT INTO battle_scenarios (id, code, name, description, start_time, turn_minutes, turns, base) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
  if (!st) return st.status();
  int64_t id = 1;
  for (const Scenario& sc : scenarios) {
    st->bind(1, id++);
    st->bind(2, sc.code);
    st->bind(3, sc.name);
    st->bind(4, sc.description);
    st->bind(5, sc.startTime);
    st->bind(6, int64_t(sc.turnMinutes));
    st->bind(7, int64_t(sc.turns));
    st->bind(8, sc.base);
    if (Status s = st->run(); !s) return s;
  }
  return Status::ok();
}

Status BattleWriter::writeArmy(const ArmyVocabulary& vocabulary, const Army& army) {
  return writeArmyTables(*db_, vocabulary, army);
}

Status BattleWriter::writeSetups(const std::vector<Scenario>& scenarios, const std::vector<std::string>* codes) {
  return writeSetupTables(*db_, scenarios, codes);
}

Status BattleWriter::writeRules(const std::vector<RuleTable>& rules) { return writeRuleTables(*db_, rules); }

}  // namespace cartouche
