// The Hagelberg 1813 sample battle (sample-battles/hagelberg-1813): it loads and validates clean, it lies on the
// ground in ETRS89 / UTM 33N with levels from the SRTM DEM starting at 0 on the lowest ground and the windmill hill
// the highest, its provenance says what is reconstructed, its order of battle keeps unknown values unknown, its
// set-up is labelled illustrative, and names with diacritics (Lübnitz, Carré) survive a dump and a reload.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "rules/validate.h"
#include "text/battle_text.h"
#include "text_test_util.h"

namespace cartouche {
namespace {

const std::string kSampleDir = std::string(CARTOUCHE_SOURCE_DIR) + "/sample-battles/hagelberg-1813";

class HagelbergSample : public ::testing::Test {
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
  int indexOf(const std::string& label) const {
    Result<Hex> h = g().parseLabel(label);
    EXPECT_TRUE(h.isOk()) << label;
    return h.isOk() ? b().map.indexOf(*h) : 0;
  }
  const std::string& terrainAt(const std::string& label) const {
    return b().vocabulary.at(b().map.terrain(indexOf(label))).code;
  }
  static Battle* battle_;
};
Battle* HagelbergSample::battle_ = nullptr;

TEST_F(HagelbergSample, ValidatesClean) {
  ValidationReport report = validateBattle(b());
  EXPECT_EQ(report.errors(), 0u);
  EXPECT_EQ(report.warnings(), 0u);
}

TEST_F(HagelbergSample, GridIsPlacedInUtm33nWithPremierHexes) {
  EXPECT_EQ(g().orientation, Orientation::PointyTop);
  EXPECT_EQ(g().columns, 40);
  EXPECT_EQ(g().rows, 36);
  EXPECT_EQ(g().hexSizeMetres, 100.0);
  ASSERT_TRUE(b().ground.has_value());
  EXPECT_EQ(b().ground->crs, "EPSG:25833");
  EXPECT_EQ(b().ground->rotationDegrees, 0.0);
  // The hill top (about 329014 E 5780222 N) lies inside the map.
  const double east = b().ground->origin.x, north = b().ground->origin.y;
  EXPECT_LT(east, 329014.0);
  EXPECT_GT(east + 40 * 100.0, 329014.0);
  EXPECT_GT(north, 5780222.0);
  EXPECT_LT(north - 36 * 86.61, 5780222.0);
}

TEST_F(HagelbergSample, LevelsStartAtZeroAndTheWindmillHillIsHighest) {
  int lowest = 1000, highest = -1000, highestIndex = -1;
  float highestMetres = -1.0f;
  for (int i = 0; i < b().map.hexCount(); ++i) {
    lowest = std::min<int>(lowest, b().map.level(i));
    if (b().map.level(i) > highest) highest = b().map.level(i);
    const float m = b().map.metres(i);
    ASSERT_FALSE(std::isnan(m)) << "hex " << i << " has no metres";
    if (m > highestMetres) {
      highestMetres = m;
      highestIndex = i;
    }
  }
  EXPECT_EQ(lowest, 0);
  EXPECT_EQ(highest, 6);
  EXPECT_EQ(highestIndex, indexOf("2019"));
  EXPECT_EQ(b().map.level(indexOf("2019")), highest);
  EXPECT_NEAR(highestMetres, 209.5f, 0.01f);
}

TEST_F(HagelbergSample, VillagesAndWoodsSitWhereTheNarrativePutsThem) {
  EXPECT_EQ(terrainAt("2415"), "village");  // Hagelberg, beside the hill
  EXPECT_EQ(terrainAt("0608"), "village");  // Lübnitz
  EXPECT_EQ(terrainAt("2632"), "village");  // Klein Glien
  EXPECT_EQ(terrainAt("2406"), "woods");    // the woods north of Hagelberg
  EXPECT_EQ(terrainAt("2019"), "clear");    // the windmill hill
}

TEST_F(HagelbergSample, ProvenanceSaysWhatIsReconstructed) {
  EXPECT_EQ(b().info.at("map_provenance").rfind("reconstruction:", 0), 0u);
  EXPECT_NE(b().info.at("map_notes").find("Placed from the narrative"), std::string::npos);
  EXPECT_NE(b().info.at("map_notes").find("Assumed without a source"), std::string::npos);
  EXPECT_NE(b().info.at("sources").find("SRTM"), std::string::npos);
  ASSERT_EQ(b().scenarios.size(), 1u);
  EXPECT_NE(b().scenarios[0].name.find("illustrative"), std::string::npos);
  EXPECT_TRUE(b().scenarios[0].reinforcements.empty());
  for (const Placement& p : b().scenarios[0].setup) EXPECT_NE(p.note.find("illustrative"), std::string::npos) << p.unit;
}

TEST_F(HagelbergSample, OrderOfBattleKeepsUnknownValuesUnknown) {
  ASSERT_FALSE(b().army.units.empty());
  for (const Unit& u : b().army.units) {
    EXPECT_TRUE(u.values.empty()) << u.code << " has values the source does not give";
    EXPECT_FALSE(u.counters.has_value()) << u.code;
  }
  const auto cossacks = std::count_if(b().army.units.begin(), b().army.units.end(),
                                      [](const Unit& u) { return u.code.rfind("co-cossack-", 0) == 0; });
  const auto squadrons = std::count_if(b().army.units.begin(), b().army.units.end(),
                                       [](const Unit& u) { return u.code.rfind("fr-sqn-", 0) == 0; });
  EXPECT_EQ(cossacks, 5);   // "five cavalry regiments"
  EXPECT_EQ(squadrons, 5);  // "five squadrons of poor cavalry"
}

TEST_F(HagelbergSample, RuleTablesCiteThePremierSections) {
  ASSERT_GE(b().rules.size(), 8u);
  for (const RuleTable& t : b().rules) EXPECT_NE(t.notes.find("Premier ("), std::string::npos) << t.code;
}

TEST_F(HagelbergSample, DiacriticsRoundTripThroughDumpAndLoad) {
  testing::TempDir dir;
  ASSERT_TRUE(dumpBattleText(b(), dir.path().string()).isOk());
  Result<Battle> again = loadBattleText(dir.path().string());
  ASSERT_TRUE(again.isOk()) << again.status().message();
  EXPECT_NE(again->info.at("map_notes").find("Lübnitz"), std::string::npos);
  EXPECT_EQ(again->info, b().info);
  ASSERT_EQ(again->army.units.size(), b().army.units.size());
  for (size_t i = 0; i < b().army.units.size(); ++i) EXPECT_EQ(again->army.units[i], b().army.units[i]);
  EXPECT_EQ(again->armyVocabulary, b().armyVocabulary);
  for (const char* file : {"battle.txt", "army.txt", "army-vocabulary.txt", "map.txt", "rules.txt", "setups.txt"})
    EXPECT_EQ(testing::readWhole(dir.path().string() + "/" + file), testing::readWhole(kSampleDir + "/" + file))
        << file;
}

}  // namespace
}  // namespace cartouche
