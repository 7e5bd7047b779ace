// Map validation (core/validate.h): one broken battle per problem, each asserting its code and message.
#include "rules/validate.h"

#include <gtest/gtest.h>

#include "support/test_battle.h"

namespace cartouche {
namespace {

using testing::SmallBattle;

const Problem* find(const ValidationReport& r, const std::string& code) {
  for (const Problem& p : r.problems)
    if (p.code == code) return &p;
  return nullptr;
}

TEST(Validate, CleanBattleHasNoProblems) {
  SmallBattle s;
  HexsideRecord rec;
  rec.features = {{s.stream, Side::None}, {s.bridge, Side::None}};
  s.battle.map.setHexside(hexsideOf(s.hex(3, 3), 0), rec);
  ValidationReport r = validateBattle(s.battle);
  EXPECT_TRUE(r.problems.empty()) << r.problems[0].message;
}

TEST(Validate, UnknownTerrainNamesTheHex) {
  SmallBattle s;
  s.battle.map.setTerrain(s.at(2, 0), TerrainId(42));
  ValidationReport r = validateBattle(s.battle);
  const Problem* p = find(r, "unknown-terrain");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->message, "hex 0301 has terrain #42, which the vocabulary lacks");
  EXPECT_EQ(p->hex, s.at(2, 0));
  EXPECT_EQ(r.errors(), 1u);
}

TEST(Validate, HexsideFeaturePaintedAsTerrain) {
  SmallBattle s;
  s.battle.map.setTerrain(s.at(0, 0), s.stream);
  ValidationReport r = validateBattle(s.battle);
  const Problem* p = find(r, "hexside-feature-as-terrain");
  ASSERT_NE(p, nullptr);
  EXPECT_NE(p->message.find("0101"), std::string::npos);
}

TEST(Validate, BridgeWithoutWaterNamesTheHexside) {
  SmallBattle s;
  HexsideRecord rec;
  rec.features = {{s.bridge, Side::None}};
  s.battle.map.setHexside(hexsideOf(s.hex(3, 3), 0), rec);
  ValidationReport r = validateBattle(s.battle);
  const Problem* p = find(r, "crossing-without-water");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->message, "hexside 0404/E has a bridge but no stream or river under it");
  ASSERT_TRUE(p->hexside.has_value());
}

TEST(Validate, OrphanHexsideOffTheMap) {
  SmallBattle s;
  HexsideRecord rec;
  rec.features = {{s.stream, Side::None}};
  s.battle.map.setHexside(hexsideOf(s.hex(20, 20), 0), rec);
  ValidationReport r = validateBattle(s.battle);
  EXPECT_NE(find(r, "orphan-hexside"), nullptr);
}

TEST(Validate, UnknownAndWrongKindHexsideFeatures) {
  SmallBattle s;
  HexsideRecord rec;
  rec.features = {{TerrainId(77), Side::None}, {s.woods, Side::None}};
  s.battle.map.setHexside(hexsideOf(s.hex(1, 1), 1), rec);
  ValidationReport r = validateBattle(s.battle);
  EXPECT_NE(find(r, "unknown-hexside-feature"), nullptr);
  EXPECT_NE(find(r, "hex-terrain-on-hexside"), nullptr);
}

TEST(Validate, DirectionsOnDirectionalAndPlainFeatures) {
  SmallBattle s;
  s.battle.map.setHexside(hexsideOf(s.hex(1, 1), 1), HexsideRecord{{{s.contour, Side::None}}, SlopeOverride::Derived});
  s.battle.map.setHexside(hexsideOf(s.hex(2, 2), 1), HexsideRecord{{{s.stream, Side::Owner}}, SlopeOverride::Derived});
  ValidationReport r = validateBattle(s.battle);
  EXPECT_NE(find(r, "missing-direction"), nullptr);
  EXPECT_NE(find(r, "unexpected-direction"), nullptr);
  EXPECT_EQ(r.errors(), 0u);
  EXPECT_EQ(r.warnings(), 2u);
}

TEST(Validate, VocabularyProblems) {
  SmallBattle s;
  Battle b;
  b.map = s.battle.map;
  TerrainType only = testing::sideType("stream", HexsideClass::Edge, DrawStyle::Edge);
  only.water = only.needsWater = true;
  ASSERT_TRUE(b.vocabulary.add(only).isOk());
  ValidationReport r = validateBattle(b);
  EXPECT_NE(find(r, "no-hex-terrain"), nullptr);
  EXPECT_NE(find(r, "water-needs-water"), nullptr);
}

TEST(Validate, ManyProblemsOfOneKindAreCountedNotListed) {
  SmallBattle s;
  for (int i = 0; i < s.battle.map.hexCount(); ++i) s.battle.map.setTerrain(i, TerrainId(500));
  ValidationReport r = validateBattle(s.battle, {.maxPerCode = 10});
  EXPECT_EQ(r.problems.size(), 10u);
  ASSERT_EQ(r.omitted.size(), 1u);
  EXPECT_EQ(r.omitted[0], (std::pair<std::string, size_t>{"unknown-terrain", 110}));
}

TEST(Validate, HexsideNamesUseTheOnMapHex) {
  SmallBattle s;
  const GridSettings& g = s.battle.map.grid();
  // The west edge of 0101 is owned by the off-map hex to its west; it is named from 0101.
  EXPECT_EQ(hexsideName(g, hexsideOf(s.hex(0, 0), 3)), "0101/W");
  EXPECT_EQ(hexsideName(g, hexsideOf(s.hex(0, 0), 0)), "0101/E");
}

}  // namespace
}  // namespace cartouche
