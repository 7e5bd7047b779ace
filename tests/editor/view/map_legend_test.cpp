// The map legend's elevation key: the battle's levels highest first, the colours the map tints them with, and the
// metres a DEM gave, unknown metres left out.
#include "view/map_legend.h"

#include <gtest/gtest.h>

#include <cmath>

#include "support/test_battles.h"
#include "view/relief.h"

namespace cartouche {
namespace {

// A row of `levels.size()` hexes, all of the first terrain, on these levels.
Battle levelled(std::initializer_list<int> levels) {
  Battle b = testing::makeTestBattle(Orientation::PointyTop, ShiftedLines::Even, int(levels.size()), 1);
  int i = 0;
  for (int l : levels) {
    b.map.setTerrain(i, TerrainId(0));
    b.map.setLevel(i++, int16_t(l));
  }
  return b;
}

TEST(MapLegend, ListsTheLevelsHighestFirstWithTheMapsTint) {
  Battle b = levelled({0, 2, 1, 2, 0});
  LegendSection s = elevationLegend(b);
  EXPECT_EQ(s.title, "Elevation");
  ASSERT_EQ(s.rows.size(), 3u);
  EXPECT_EQ(s.rows[0].label, "Level 2");  // no DEM: no metres, and no "0 m"
  EXPECT_EQ(s.rows[1].label, "Level 1");
  EXPECT_EQ(s.rows[2].label, "Level 0");
  const Rgba ground = b.vocabulary.at(TerrainId(0)).colour;
  EXPECT_EQ(s.rows[2].colour, ground);  // the base level is untinted
  // Two levels up: 0.24 of the way to the tint's brown (0.55, 0.40, 0.22), as the shader mixes it.
  auto toward = [](uint8_t c, double to, double t) {
    return uint8_t(std::lround((c / 255.0 + (to - c / 255.0) * t) * 255));
  };
  EXPECT_EQ(s.rows[0].colour.r, toward(ground.r, 0.55, 0.24));
  EXPECT_EQ(s.rows[0].colour.g, toward(ground.g, 0.40, 0.24));
  EXPECT_EQ(s.rows[0].colour.b, toward(ground.b, 0.22, 0.24));
  EXPECT_NE(s.rows[1].colour, s.rows[0].colour);
  EXPECT_FALSE(s.rows[0].line);
}

TEST(MapLegend, AFlatMapHasNothingToSay) { EXPECT_TRUE(elevationLegend(levelled({3, 3, 3})).rows.empty()); }

TEST(MapLegend, ShowsTheMetresADemGaveAndLeavesUnknownOnesOut) {
  Battle b = levelled({14, 14, 15, 16});
  b.map.metresData() = {141.4f, 148.6f, 152.f, NAN};
  LegendSection s = elevationLegend(b);
  ASSERT_EQ(s.rows.size(), 3u);
  EXPECT_EQ(s.rows[0].label, "Level 16");  // its one hex has no height
  EXPECT_EQ(s.rows[1].label, "Level 15 \u00b7 152 m");
  EXPECT_EQ(s.rows[2].label, "Level 14 \u00b7 141\u2013149 m");
  // The tint runs over the battle's own range: the lowest level untinted, the highest at the strongest.
  const Rgba ground = b.vocabulary.at(TerrainId(0)).colour;
  EXPECT_EQ(s.rows[2].colour, ground);
  EXPECT_EQ(s.rows[0].colour, reliefTinted(ground, 0.24f));
}

TEST(MapLegend, ManyLevelsShowAnEvenChoiceKeepingTheEnds) {
  std::initializer_list<int> levels = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20};
  LegendSection s = elevationLegend(levelled(levels), 5);
  ASSERT_EQ(s.rows.size(), 5u);
  EXPECT_EQ(s.rows.front().label, "Level 20");
  EXPECT_EQ(s.rows[1].label, "Level 15");
  EXPECT_EQ(s.rows[2].label, "Level 10");
  EXPECT_EQ(s.rows.back().label, "Level 0");
}

TEST(MapLegend, TheCommonTerrainIsTheOneMostHexesCarry) {
  Battle b = levelled({0, 0, 0});
  b.map.setTerrain(1, TerrainId(2));
  b.map.setTerrain(2, TerrainId(2));
  EXPECT_EQ(commonTerrain(b), TerrainId(2));
}

TEST(MapLegend, BelowTheBaseTheTintCools) {
  const Rgba grey{128, 128, 128, 255};
  const Rgba cool = reliefTinted(grey, -0.6f);
  EXPECT_LT(cool.r, cool.b);  // toward the tint's blue (0.30, 0.40, 0.55)
  EXPECT_EQ(reliefTinted(grey, 0.f), grey);
}

}  // namespace
}  // namespace cartouche
