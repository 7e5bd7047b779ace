// File > New's battle from the New Battle dialog's choices: the grid as chosen, the title, the rules family, and
// another battle's terrain and rules to start from; refusals for a grid that cannot be labelled and a battle to start
// from with no hex terrain.
#include "app/new_battle.h"

#include <gtest/gtest.h>

namespace cartouche {
namespace {

TEST(NewBattle, TheDefaultIsTheLaBatailleSizedMap) {
  Battle b = makeNewBattle();
  EXPECT_EQ(b.title(), "New battle");
  EXPECT_EQ(b.map.columns(), 34);
  EXPECT_EQ(b.map.rows(), 27);
  EXPECT_EQ(b.info.count("system"), 0u);
  EXPECT_EQ(b.vocabulary.at(b.map.terrain(0)).code, "clear");
}

TEST(NewBattle, TheChoicesMakeTheBattle) {
  NewBattleSpec spec;
  spec.title = "Hagelberg 1813";
  spec.grid.columns = 60;
  spec.grid.rows = 45;
  spec.grid.orientation = Orientation::FlatTop;
  spec.grid.shifted = ShiftedLines::Even;
  spec.grid.hexSizeMetres = 100;
  spec.system = "la-bataille";
  Result<Battle> b = makeNewBattle(spec);
  ASSERT_TRUE(b.isOk()) << b.status().message();
  EXPECT_EQ(b->title(), "Hagelberg 1813");
  EXPECT_EQ(b->map.grid(), spec.grid);
  EXPECT_EQ(b->info.at("system"), "la-bataille");
}

TEST(NewBattle, AnotherBattlesTerrainAndRulesButNotItsMap) {
  Battle from = makeNewBattle();
  from.info["system"] = "raclawice";
  from.vocabulary = TerrainVocabulary{};
  from.vocabulary.add(hexsideFeature("stream", "Strumień", DrawStyle::Edge, {52, 110, 214, 255}));
  from.vocabulary.add(hexTerrain("pole", "Pole", {200, 200, 150, 255}));
  RuleTable t;
  t.code = "stacking";
  t.title = "Stacking";
  from.rules.push_back(t);
  Result<Battle> b = makeNewBattle(NewBattleSpec{}, &from);
  ASSERT_TRUE(b.isOk()) << b.status().message();
  EXPECT_EQ(b->vocabulary, from.vocabulary);
  EXPECT_EQ(b->rules, from.rules);
  EXPECT_EQ(b->info.at("system"), "raclawice");                 // the spec chose none
  EXPECT_EQ(b->vocabulary.at(b->map.terrain(0)).code, "pole");  // the first hex terrain, not the hexside feature
  // A family chosen in the dialog wins over the other battle's.
  NewBattleSpec chosen;
  chosen.system = "la-bataille";
  EXPECT_EQ(makeNewBattle(chosen, &from)->info.at("system"), "la-bataille");
}

TEST(NewBattle, RefusesWhatCannotBeMade) {
  NewBattleSpec spec;
  spec.grid.columns = 0;
  EXPECT_FALSE(makeNewBattle(spec).isOk());
  Battle noHexes = makeNewBattle();
  noHexes.vocabulary = TerrainVocabulary{};
  noHexes.vocabulary.add(hexsideFeature("road", "Road", DrawStyle::Path, {140, 76, 36, 255}));
  Result<Battle> b = makeNewBattle(NewBattleSpec{}, &noHexes);
  ASSERT_FALSE(b.isOk());
  EXPECT_NE(b.status().message().find("no hex terrain"), std::string::npos) << b.status().message();
}

}  // namespace
}  // namespace cartouche
