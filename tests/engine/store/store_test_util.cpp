#include "store_test_util.h"

#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <stdexcept>

#include "support/army_builder.h"

namespace cartouche::test {

namespace {

TerrainType hexType(const std::string& code, Rgba colour) {
  TerrainType t;
  t.code = code;
  t.name = code + " (" + code + ")";
  t.colour = colour;
  return t;
}

TerrainType sideType(const std::string& code, HexsideClass cls, bool directional) {
  TerrainType t;
  t.code = code;
  t.name = "Ścieklec " + code;
  t.kind = TerrainKind::Hexside;
  t.hexsideClass = cls;
  t.draw = cls == HexsideClass::Edge ? DrawStyle::Edge : DrawStyle::Path;
  t.directional = directional;
  t.water = code == "stream";
  t.needsWater = code == "bridge";
  return t;
}

}  // namespace

Battle sampleBattle(int columns, int rows, bool metres) {
  Battle b;
  b.info["title"] = "Racławice 1794";
  b.info["date"] = "1794-04-04";
  b.info["system"] = "raclawice";
  b.vocabulary.add(hexType("clear", {220, 230, 180, 255}));
  TerrainType woods = hexType("woods", {40, 120, 40, 255});
  woods.blocksLos = true;
  woods.losHeight = 1;
  woods.pattern = "trees";
  woods.notes = "rule 7.2";
  b.vocabulary.add(woods);
  b.vocabulary.add(hexType("village", {180, 80, 60, 200}));
  b.vocabulary.add(sideType("stream", HexsideClass::Edge, false));
  b.vocabulary.add(sideType("contour", HexsideClass::Edge, true));
  b.vocabulary.add(sideType("road", HexsideClass::Crossing, false));
  b.vocabulary.add(sideType("bridge", HexsideClass::Crossing, false));

  GridSettings g;
  g.columns = columns;
  g.rows = rows;
  g.labels.columnDigits = std::max(2, int(std::to_string(columns).size()));
  g.labels.rowDigits = std::max(2, int(std::to_string(rows).size()));
  b.map = HexMap(g, 0);
  std::mt19937 rng(1794);
  for (int i = 0; i < b.map.hexCount(); ++i) {
    b.map.setTerrain(i, TerrainId(rng() % 3));
    b.map.setLevel(i, int16_t(int(rng() % 7) - 2));
  }
  if (metres) {
    b.map.metresData().assign(size_t(b.map.hexCount()), NAN);
    for (int i = 0; i < b.map.hexCount(); i += 3) b.map.metresData()[size_t(i)] = 200.0f + float(i % 97) * 0.25f;
  }
  for (int i = 0; i < b.map.hexCount(); i += 17) {
    Hex h = b.map.hexAt(i);
    HexsideRecord rec;
    rec.features.push_back({3, Side::None});
    if (i % 2 == 0) rec.features.push_back({4, Side::Neighbour});
    if (i % 3 == 0) rec.features.push_back({6, Side::None});
    if (i % 5 == 0) rec.slope = SlopeOverride::ForceOff;
    b.map.setHexside(hexsideOf(h, int(i % 6)), rec);
  }
  b.scenarios.push_back({"historical", "Historical scenario", "As fought.", "12:00", 20, 18});
  b.scenarios.push_back({"hypothetical", "Hypothetical", "", "", 0, 0});
  b.rules = sampleRules();
  testing::addTestArmy(b);
  return b;
}

std::vector<RuleTable> sampleRules() {
  auto column = [](const char* code, const char* heading, CellType type) { return RuleColumn{code, heading, type}; };
  RuleTable movement;
  movement.code = "movement";
  movement.title = "Terrain effects on movement";
  movement.kind = TableKind::Movement;
  movement.notes = "Racławice 1794, terrain effects chart (paraphrased); test data";
  movement.columns = {
      column("terrain", "Terrain", CellType::Terrain),        column("infantry", "Inf", CellType::MoveCost),
      column("light-infantry", "Lt Inf", CellType::MoveCost), column("cavalry", "Cav", CellType::MoveCost),
      column("artillery", "Art", CellType::MoveCost),         column("requires", "Requires", CellType::Text),
      column("after", "After crossing", CellType::Text)};
  movement.rows = {{"clear", "1", "1", "1", "1", "", ""},
                   {"woods", "2", "2", "5", "P", "", ""},
                   {"stream", "+3", "+3", "+5", "+4", "", "disordered | tired"},
                   {"road", "1/2", "1/2", "1/2", "", "kolumna marszowa", ""}};
  RuleTable carre;
  carre.code = "carre";
  carre.title = "Carré realization, 3 movement points";
  carre.kind = TableKind::Dice;
  carre.die = DieKind::TwoDiceBase6;
  carre.notes = "La Bataille, carre realization table";
  carre.columns = {column("roll", "Roll", CellType::DieRange), column("result", "Résultat", CellType::Text)};
  carre.rows = {{"11-53", "Carré"}, {"54-62", "Disorder \"D\""}, {"63-66", "Rout"}};
  RuleTable fire;
  fire.code = "fire";
  fire.title = "Fire multipliers";
  fire.kind = TableKind::FireMultiplier;
  fire.notes = "test data";
  fire.columns = {column("formation", "Formation", CellType::Text), column("line", "Line", CellType::Multiplier),
                  column("light", "Light", CellType::Multiplier)};
  fire.rows = {{"line", "printed", "x1/2"}, {"column", "x1/2", ""}};
  return {movement, carre, fire};
}

ScratchDir::ScratchDir() { setenv("CARTOUCHE_STATE_DIR", path("state").c_str(), 1); }

ScratchDir::~ScratchDir() { unsetenv("CARTOUCHE_STATE_DIR"); }

std::string fileBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string fileBytesBesideSchemaCookie(const std::string& path) {
  std::string bytes = fileBytes(path);
  if (bytes.size() >= 44) bytes.replace(40, 4, 4, '\0');
  return bytes;
}

void writeBytes(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << bytes;
}

int runCommand(const std::string& command, std::string* output) {
  FILE* p = popen((command + " 2>&1").c_str(), "r");
  if (!p) return -1;
  std::array<char, 4096> buf;
  std::string out;
  size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) out.append(buf.data(), n);
  int rc = pclose(p);
  if (output) *output = out;
  return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

int validateGeoPackage(const std::string& path, std::string* output) {
  return runCommand(
      "/usr/bin/python3 /usr/share/doc/python3-gdal/examples/validate_gpkg.py --extra --warning-as-error '" + path +
          "'",
      output);
}

void execSql(const std::string& path, const std::string& sql) {
  sqlite3* db = nullptr;
  if (sqlite3_open(path.c_str(), &db) != SQLITE_OK) throw std::runtime_error("cannot open " + path);
  char* err = nullptr;
  int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &err);
  std::string msg = err ? err : "";
  sqlite3_free(err);
  sqlite3_close(db);
  if (rc != SQLITE_OK) throw std::runtime_error(path + ": " + sql + ": " + msg);
}

int64_t queryInt(const std::string& path, const std::string& sql) {
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK)
    throw std::runtime_error("cannot open " + path);
  sqlite3_stmt* st = nullptr;
  int64_t v = -1;
  if (sqlite3_prepare_v2(db, sql.c_str(), -1, &st, nullptr) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW)
    v = sqlite3_column_int64(st, 0);
  sqlite3_finalize(st);
  sqlite3_close(db);
  return v;
}

}  // namespace cartouche::test
