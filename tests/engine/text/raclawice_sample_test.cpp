// The Racławice 1794 sample battle (sample-battles/raclawice-1794): it loads, its grid is the one the rulebook's
// set-up implies, every hex the set-up tables name is on the map, the entry hexes sit on the right edges, the
// three facings name vertex-adjacent pairs, and the validator finds no error.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "rules/validate.h"
#include "text/battle_text.h"
#include "text_test_util.h"

namespace cartouche {
namespace {

const std::string kSampleDir = std::string(CARTOUCHE_SOURCE_DIR) + "/sample-battles/raclawice-1794";

std::vector<std::string> words(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// Every hex in the set-up tables of rulebook section 13.
const std::vector<std::string> kPolishFirstVariant = words(
    "0715 0815 0915 0714 0814 0711 0811 0710 1113 1112 1212 1312 1111 1110 1411 1511 1611 1711 1811 2211 1809 1808 "
    "1608 1707 2011 2301 2202 2203 2104 2105 2006 2102 2103 2004 2005 1507 1406 1306 1206 1106 1405 1305 1205 1105 "
    "1214 1313 1413 1412 1512 1612 1710 1509");
const std::vector<std::string> kPolishSecondVariant =
    words("2301 2202 2203 2104 2105 2006 2102 2103 2004 2005 1903 1804 1803 0715 0815 0915 0714 0814");
const std::vector<std::string> kRussian = words(
    "0823 0923 1023 1123 0924 1024 1222 1321 1820 1521 1621 1721 2706 2707 2803 2704 2804 2604 2605 2705 1421 1420 "
    "1520 1620 1720 2607 2606");
// Squadrons, sotnias and the 4th Vanguard Regiment's horse: not in woods or a village at the start.
const std::vector<std::string> kCavalry = words(
    "0715 0815 0915 0714 0814 0711 0811 0710 2301 2202 2203 2104 2105 2006 2102 2103 2004 2005 1903 1804 1803 0823 "
    "0923 1023 1123 0924 1024 1222 1321 1820 2803 2704 2804 2604 2605 2705");

class RaclawiceSample : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    Result<Battle> b = loadBattleText(kSampleDir);
    ASSERT_TRUE(b.isOk()) << b.status().message();
    battle_ = new Battle(std::move(*b));
  }
  static void TearDownTestSuite() {
    delete battle_;
    battle_ = nullptr;
  }
  void SetUp() override { ASSERT_NE(battle_, nullptr); }
  const Battle& b() const { return *battle_; }
  const GridSettings& g() const { return battle_->map.grid(); }
  Hex hex(const std::string& label) const {
    Result<Hex> h = g().parseLabel(label);
    EXPECT_TRUE(h.isOk()) << label;
    return h.isOk() ? *h : Hex{};
  }
  TerrainId type(const std::string& code) const {
    std::optional<TerrainId> id = b().vocabulary.find(code);
    EXPECT_TRUE(id.has_value()) << code;
    return id.value_or(0);
  }
  const std::string& terrainAt(const std::string& label) const {
    return b().vocabulary.at(b().map.terrain(b().map.indexOf(hex(label)))).code;
  }
  static Battle* battle_;
};
Battle* RaclawiceSample::battle_ = nullptr;

TEST_F(RaclawiceSample, GridIsTheRulebooks) {
  EXPECT_EQ(g().orientation, Orientation::PointyTop);
  EXPECT_EQ(g().shifted, ShiftedLines::Odd);
  EXPECT_EQ(g().columns, 34);
  EXPECT_EQ(g().rows, 27);
  EXPECT_EQ(g().hexSizeMetres, 100.0);
  EXPECT_EQ(g().labels, LabelFormat{});
  EXPECT_EQ(g().label(b().map.hexAt(0)), "0101");
  EXPECT_EQ(g().label(b().map.hexAt(b().map.hexCount() - 1)), "3427");
  EXPECT_EQ(b().title(), "Racławice 1794");
  EXPECT_NE(b().info.at("map_provenance").find("reconstruction"), std::string::npos);
  EXPECT_FALSE(b().info.at("sources").empty());
}

TEST_F(RaclawiceSample, EverySetUpHexIsOnTheMap) {
  for (const auto* list : {&kPolishFirstVariant, &kPolishSecondVariant, &kRussian})
    for (const std::string& label : *list) {
      Result<Hex> h = g().parseLabel(label);
      ASSERT_TRUE(h.isOk()) << label;
      EXPECT_TRUE(b().map.contains(*h)) << label;
    }
  EXPECT_EQ(kPolishFirstVariant.size(), 52u);
  EXPECT_EQ(kRussian.size(), 27u);
}

TEST_F(RaclawiceSample, SetUpHexesAreSensible) {
  for (const std::string& label : kCavalry) {
    const std::string& t = terrainAt(label);
    EXPECT_TRUE(t == "clear" || t == "slope") << label << " is " << t;
  }
  for (const auto* list : {&kPolishFirstVariant, &kPolishSecondVariant, &kRussian})
    for (const std::string& label : *list) EXPECT_NE(terrainAt(label), "woods") << label;
  // The shooters of the 2nd Foot Regiment stand at the edge of the woods (1.0).
  bool woodsBeside2211 = false;
  for (int d = 0; d < 6; ++d)
    woodsBeside2211 |= b().vocabulary.at(b().map.terrain(b().map.indexOf(neighbour(hex("2211"), d)))).code == "woods";
  EXPECT_TRUE(woodsBeside2211);
  // The scythemen are in Dziemierzycze or right behind its hill (1.0).
  for (const char* label : {"1105", "1205", "1305", "1405"}) EXPECT_EQ(terrainAt(label), "village") << label;
  EXPECT_EQ(terrainAt("1207"), "hill");
}

TEST_F(RaclawiceSample, EntryHexesAreOnTheirEdges) {
  Hex entry = hex("0126");
  EXPECT_EQ(g().toOffset(entry).col, 0);
  EXPECT_FALSE(b().map.contains(neighbour(entry, directionFromName(g().orientation, "W"))));
  // A road reaches it, so Denisov's column marches in on one.
  bool road = false;
  for (int d = 0; d < 6; ++d)
    if (const HexsideRecord* r = b().map.hexside(hexsideOf(entry, d))) road |= r->has(type("road"));
  EXPECT_TRUE(road);
  int count = 0;
  for (int col = 12; col <= 34; ++col) {
    Hex h = hex((col < 10 ? "0" : "") + std::to_string(col) + "27");
    EXPECT_TRUE(b().map.contains(h));
    EXPECT_EQ(g().toOffset(h).row, 26);
    EXPECT_FALSE(b().map.contains(neighbour(h, directionFromName(g().orientation, "SW"))));
    EXPECT_FALSE(b().map.contains(neighbour(h, directionFromName(g().orientation, "SE"))));
    ++count;
  }
  EXPECT_EQ(count, 23);
}

// A unit faces a vertex when the two hexes it faces touch it and each other: all three meet at one corner.
bool facesVertex(const GridSettings& grid, const std::string& unit, const std::string& a, const std::string& b) {
  Hex u = *grid.parseLabel(unit), ha = *grid.parseLabel(a), hb = *grid.parseLabel(b);
  int da = directionTo(u, ha), db = directionTo(u, hb);
  if (da < 0 || db < 0 || directionTo(ha, hb) < 0) return false;
  int corner = (da + 1) % 6 == db ? da : (db + 1) % 6 == da ? db : -1;
  if (corner < 0) return false;
  std::array<Hex, 3> around = hexesAround(vertexOf(u, corner));
  auto has = [&](Hex h) { return around[0] == h || around[1] == h || around[2] == h; };
  return has(u) && has(ha) && has(hb);
}

TEST_F(RaclawiceSample, FacingsNameVertexAdjacentPairs) {
  EXPECT_TRUE(facesVertex(g(), "1809", "1909", "1810"));
  EXPECT_TRUE(facesVertex(g(), "1808", "1908", "1909"));
  EXPECT_TRUE(facesVertex(g(), "1710", "1810", "1809"));
  // The other parity breaks them: the evidence for shifting the even-numbered label rows.
  GridSettings other = g();
  other.shifted = ShiftedLines::Even;
  EXPECT_FALSE(facesVertex(other, "1809", "1909", "1810") && facesVertex(other, "1808", "1908", "1909") &&
               facesVertex(other, "1710", "1810", "1809"));
}

TEST_F(RaclawiceSample, VocabularyFollowsTheVisibilityRules) {
  for (const char* code : {"clear", "woods", "village", "hill", "slope"})
    EXPECT_EQ(b().vocabulary.at(type(code)).kind, TerrainKind::Hex) << code;
  for (const char* code : {"stream", "bridge", "road"})
    EXPECT_EQ(b().vocabulary.at(type(code)).kind, TerrainKind::Hexside) << code;
  for (const char* code : {"woods", "village", "hill"}) EXPECT_TRUE(b().vocabulary.at(type(code)).blocksLos) << code;
  for (const char* code : {"clear", "slope"}) EXPECT_FALSE(b().vocabulary.at(type(code)).blocksLos) << code;
  for (const TerrainType& t : b().vocabulary.types()) EXPECT_FALSE(t.notes.empty()) << t.code;
  EXPECT_EQ(b().vocabulary.at(type("stream")).name, "Ścieklec stream");
}

TEST_F(RaclawiceSample, MapHasItsFeatures) {
  const HexMap& m = b().map;
  size_t slopes = 0, bridges = 0, streams = 0;
  for (const auto& [key, rec] : m.hexsides()) {
    HexsideId id = HexsideId::fromKey(key);
    streams += rec.has(type("stream"));
    bridges += rec.has(type("bridge"));
    // A road over the stream crosses it on a bridge.
    if (rec.has(type("road")) && rec.has(type("stream"))) {
      EXPECT_TRUE(rec.has(type("bridge"))) << hexsideName(g(), id);
    }
  }
  for (int i = 0; i < m.hexCount(); ++i)
    for (int d = 0; d < 3; ++d) slopes += m.slopeAt(hexsideOf(m.hexAt(i), d));
  EXPECT_GT(streams, 30u);
  EXPECT_GE(bridges, 3u);
  EXPECT_GT(slopes, 10u);
  // Hills stand at level 2, slopes at 1.
  for (int i = 0; i < m.hexCount(); ++i) {
    const std::string& code = b().vocabulary.at(m.terrain(i)).code;
    if (code == "hill") {
      EXPECT_EQ(m.level(i), 2);
    } else if (code == "slope") {
      EXPECT_EQ(m.level(i), 1);
    }
  }
}

// [10.1] terrain only: woods, village and hill hexes between the two block, and so does a hexside the line runs
// along when either hex beside it blocks. Neither end is on a hill here, so [10.1.2] does not apply.
bool terrainBlocks(const Battle& b, const std::string& from, const std::string& to) {
  const GridSettings& g = b.map.grid();
  auto blocks = [&](Hex h) {
    int i = b.map.indexOf(h);
    return i >= 0 && b.vocabulary.at(b.map.terrain(i)).blocksLos;
  };
  std::vector<LineStep> steps = traceLine(*g.parseLabel(from), *g.parseLabel(to));
  for (size_t i = 1; i + 1 < steps.size(); ++i)
    if (blocks(steps[i].hex) || (steps[i].alongHexside && blocks(steps[i].other))) return true;
  return false;
}

TEST_F(RaclawiceSample, TormasovCannotSeeTheScythemenButTheGunsSeeEachOther) {
  // 1.0: the scythemen hid behind the hill in Dziemierzycze, and Tormasov could not see them.
  for (const char* russian : {"1521", "1420", "1421", "1520", "1620", "1720"})
    for (const char* kosynierzy : {"1105", "1205", "1305", "1405", "1106", "1206", "1306", "1406"})
      EXPECT_TRUE(terrainBlocks(b(), russian, kosynierzy)) << russian << " sees " << kosynierzy;
  // 1.0: near 4 PM the Polish and Russian guns fought an artillery duel.
  for (const char* polish : {"1313", "1413", "1512", "1612"})
    for (const char* russian : {"1420", "1520", "1620"})
      EXPECT_FALSE(terrainBlocks(b(), polish, russian)) << polish << " cannot see " << russian;
}

TEST_F(RaclawiceSample, TormasovsForceHasCrossedTheStreamAndPustovalovCameFromTheWoods) {
  const HexMap& m = b().map;
  // 13.0: the main force stands north of the Ścieklec: going due south from it crosses the stream.
  for (const char* label : {"0823", "0923", "1023", "1123", "0924", "1024", "1222", "1321", "1820", "1521", "1621",
                            "1721", "1420", "1421", "1520", "1620", "1720"}) {
    Hex h = hex(label);
    bool crossed = false;
    for (int step = 0; m.contains(h); ++step) {
      int d = directionFromName(g().orientation, step % 2 ? "SW" : "SE");
      if (const HexsideRecord* r = m.hexside(hexsideOf(h, d))) crossed |= r->has(type("stream"));
      h = neighbour(h, d);
    }
    EXPECT_TRUE(crossed) << label;
  }
  // 1.0: Pustovalov's group appeared from the nearby woods.
  for (const char* label : {"2706", "2707", "2803", "2704", "2804", "2604", "2605", "2705", "2607", "2606"}) {
    bool nearWoods = false;
    for (int i = 0; i < m.hexCount(); ++i)
      nearWoods |= m.terrain(i) == type("woods") && distance(m.hexAt(i), hex(label)) <= 3;
    EXPECT_TRUE(nearWoods) << label;
  }
}

TEST_F(RaclawiceSample, ScenariosFromSection13) {
  ASSERT_EQ(b().scenarios.size(), 3u);
  EXPECT_EQ(b().scenarios[0].code, "historical-1");
  EXPECT_EQ(b().scenarios[0].startTime, "16:00");
  EXPECT_EQ(b().scenarios[1].code, "historical-2");
  EXPECT_EQ(b().scenarios[1].startTime, "16:00");
  EXPECT_EQ(b().scenarios[2].code, "hypothetical");
  EXPECT_EQ(b().scenarios[2].startTime, "13:00");
  for (const Scenario& s : b().scenarios) {
    EXPECT_EQ(s.turnMinutes, 10);
    EXPECT_EQ(s.turns, 15);
    EXPECT_FALSE(s.description.empty());
  }
}

TEST_F(RaclawiceSample, ValidatorFindsNoError) {
  ValidationReport report = validateBattle(b());
  for (const Problem& p : report.problems) ADD_FAILURE() << p.code << ": " << p.message;
  EXPECT_EQ(report.errors(), 0u);
}

TEST_F(RaclawiceSample, FilesAreInCanonicalForm) {
  // The sample is kept as `cartouche dump` writes it, so a load-and-dump by any tool leaves no diff.
  Result<BattleTextFiles> files = formatBattleText(b());
  ASSERT_TRUE(files.isOk());
  for (const auto& [name, content] : *files) EXPECT_EQ(testing::readWhole(kSampleDir + "/" + name), content) << name;
}

}  // namespace
}  // namespace cartouche
