// From metres to levels: floor((m - base) / interval), counts per level, unknown hexes; and applying the result to
// a battle as one undo step that gives the map back exactly (including "no metres layer") when undone.
#include "geo/dem_levels.h"

#include <gtest/gtest.h>

#include <cmath>

#include "edit/document.h"
#include "edit/map_commands.h"

namespace cartouche::geo {
namespace {

HexHeights heightsOf(std::vector<float> metres) {
  HexHeights h;
  h.mean = metres;
  h.max = metres;
  h.centre = metres;
  h.cells.assign(metres.size(), 1);
  h.validCells.assign(metres.size(), 1);
  return h;
}

TEST(DemLevels, LevelsAreFloorsOfContourSteps) {
  HexHeights h = heightsOf({143.7f, 150.0f, 159.99f, 160.0f, NAN, 288.8f, 139.0f});
  h.max[0] = 170.0f;
  Result<ElevationPreview> p = previewElevation(h, DemStatistic::Mean, {140.0, 10.0});
  ASSERT_TRUE(p.isOk()) << p.status().message();
  const std::vector<std::optional<int16_t>> expected = {0, 1, 1, 2, std::nullopt, 14, -1};
  EXPECT_EQ(p->levels, expected);
  EXPECT_EQ(p->unknown, 1);
  EXPECT_EQ(p->hexesPerLevel, (std::map<int, int>{{-1, 1}, {0, 1}, {1, 2}, {2, 1}, {14, 1}}));
  EXPECT_FLOAT_EQ(p->lowest, 139.0f);
  EXPECT_FLOAT_EQ(p->highest, 288.8f);
  EXPECT_TRUE(std::isnan(p->metres[4]));
  Result<ElevationPreview> byMax = previewElevation(h, DemStatistic::Max, {140.0, 10.0});
  ASSERT_TRUE(byMax.isOk());
  EXPECT_EQ(byMax->levels[0], std::optional<int16_t>(3));
  EXPECT_FLOAT_EQ(byMax->metres[0], 170.0f);
  Result<ElevationPreview> halfMetre = previewElevation(h, DemStatistic::Mean, {0.0, 0.5});
  ASSERT_TRUE(halfMetre.isOk());
  EXPECT_EQ(halfMetre->levels[0], std::optional<int16_t>(287));
}

TEST(DemLevels, TheProposedBaseStartsLevelZeroAtTheLowestGround) {
  // The Hagelberg ground from 0 m lands on levels 14 to 21; a base of 140 m starts it at 0.
  Result<ElevationPreview> p = previewElevation(heightsOf({141.0f, 210.0f, NAN, 175.5f}), DemStatistic::Mean, {0, 10});
  ASSERT_TRUE(p.isOk());
  EXPECT_EQ(proposedBase(*p), std::optional<double>(140.0));
  Result<ElevationPreview> there = previewElevation(heightsOf({141.0f, 210.0f}), DemStatistic::Mean, {140, 10});
  ASSERT_TRUE(there.isOk());
  EXPECT_EQ(proposedBase(*there), std::nullopt);  // it starts there already
  Result<ElevationPreview> below = previewElevation(heightsOf({-12.0f, 3.0f}), DemStatistic::Mean, {0, 5});
  ASSERT_TRUE(below.isOk());
  EXPECT_EQ(proposedBase(*below), std::optional<double>(-15.0));
  Result<ElevationPreview> none = previewElevation(heightsOf({NAN}), DemStatistic::Mean, {0, 10});
  ASSERT_TRUE(none.isOk());
  EXPECT_EQ(proposedBase(*none), std::nullopt);
}

TEST(DemLevels, RefusesIntervalsAndBasesThatMakeNoLevels) {
  const HexHeights h = heightsOf({100.0f});
  EXPECT_FALSE(previewElevation(h, DemStatistic::Mean, {0.0, 0.0}).isOk());
  EXPECT_FALSE(previewElevation(h, DemStatistic::Mean, {0.0, -5.0}).isOk());
  EXPECT_FALSE(previewElevation(h, DemStatistic::Mean, {0.0, NAN}).isOk());
  EXPECT_FALSE(previewElevation(h, DemStatistic::Mean, {INFINITY, 10.0}).isOk());
  Result<ElevationPreview> tooMany = previewElevation(heightsOf({9000.0f}), DemStatistic::Mean, {0.0, 0.001});
  ASSERT_FALSE(tooMany.isOk());
  EXPECT_NE(tooMany.status().message().find("outside the levels"), std::string::npos);
}

TEST(DemLevels, AppliesAsOneUndoStepAndUndoGivesTheMapBack) {
  GridSettings g;
  g.columns = 3;
  g.rows = 2;
  Battle b;
  b.map = HexMap(g, 0);
  b.map.setLevel(4, 7);  // an unknown hex keeps this level
  const Battle before = b;
  Result<ElevationPreview> p =
      previewElevation(heightsOf({143.7f, 150.0f, 171.0f, 160.0f, NAN, 200.0f}), DemStatistic::Mean, {140.0, 10.0});
  ASSERT_TRUE(p.isOk());
  Document doc(b);
  ASSERT_TRUE(doc.execute(elevationCommand(*p)).isOk());
  EXPECT_EQ(doc.history().size(), 1u);
  const HexMap& m = doc.battle().map;
  ASSERT_TRUE(m.hasMetres());
  EXPECT_EQ(m.levelData(), (std::vector<int16_t>{0, 1, 3, 2, 7, 6}));
  EXPECT_FLOAT_EQ(m.metres(2), 171.0f);
  EXPECT_TRUE(std::isnan(m.metres(4)));
  const Battle applied = doc.battle();
  ASSERT_TRUE(doc.undo().isOk());
  EXPECT_FALSE(doc.battle().map.hasMetres());
  EXPECT_TRUE(doc.battle() == before);
  Result<ChangeSet> redo = doc.redo();
  ASSERT_TRUE(redo.isOk());
  EXPECT_EQ(redo->hexes.size(), 6u);
  EXPECT_TRUE(doc.battle() == applied);
}

TEST(DemLevels, MetresOfTheWrongSizeAreRefusedAndChangeNothing) {
  GridSettings g;
  g.columns = 3;
  g.rows = 2;
  Battle b;
  b.map = HexMap(g, 0);
  Document doc(b);
  EXPECT_FALSE(doc.execute(std::make_unique<SetHexMetres>(std::vector<float>(5, 1.0f))).isOk());
  EXPECT_FALSE(doc.battle().map.hasMetres());
  EXPECT_EQ(doc.history().size(), 0u);
}

// The levels are refused after the metres were written (a preview whose levels reach past the map): the group undoes
// the metres, so the battle is exactly as before and no step is left in the history.
TEST(DemLevels, ARefusalMidwayLeavesTheBattleExactlyAsItWas) {
  GridSettings g;
  g.columns = 3;
  g.rows = 2;
  Battle b;
  b.map = HexMap(g, 0);
  b.map.setLevel(1, 2);
  const Battle before = b;
  Result<ElevationPreview> p =
      previewElevation(heightsOf({143.7f, 150.0f, 171.0f, 160.0f, NAN, 200.0f}), DemStatistic::Mean, {140.0, 10.0});
  ASSERT_TRUE(p.isOk());
  p->levels.push_back(int16_t(9));  // hex 6 of a six-hex map
  Document doc(b);
  Result<ChangeSet> r = doc.execute(elevationCommand(*p));
  ASSERT_FALSE(r.isOk());
  EXPECT_NE(r.status().message().find("hex index 6 is outside the 3x2 map"), std::string::npos) << r.status().message();
  EXPECT_TRUE(doc.battle() == before);
  EXPECT_FALSE(doc.battle().map.hasMetres());
  EXPECT_EQ(doc.history().size(), 0u);
}

}  // namespace
}  // namespace cartouche::geo
