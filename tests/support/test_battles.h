// Small battles built in code for the renderer and editor tests and the render benchmark: a vocabulary with
// plain, patterned and hexside types, and maps of any size, orientation and parity; and the line-of-sight tests'
// terrain.
#pragma once

#include "model/battle.h"

namespace cartouche::testing {

// Type ids of testVocabulary().
enum TestTerrain : TerrainId {
  kClear = 0,
  kField,
  kLake,
  kMeadow,
  kHeath,  // plain fills
  kWoods,
  kTown,
  kMarsh,  // patterned fills
  kStream,
  kRoad,
  kBridge,  // hexside features: edge, path, mark
  kTestTerrainCount
};
constexpr TerrainId kPlainTerrains = 5;

TerrainVocabulary testVocabulary();

// The line-of-sight tests' hex terrain, added to `battle`'s vocabulary: clear; woods (blocks, 1 level high);
// village (blocks, 10 levels: above any map's ground); hill (blocks at its own level, and Raclawice's hill).
struct LosTerrain {
  TerrainId clear, woods, village, hill;
};
LosTerrain addLosTerrain(Battle& battle);
// A grid of that size, orientation and parity, its XXYY labels printing digits enough for it (as the label check
// asks of maps past 99 columns or rows).
GridSettings testGrid(Orientation orientation, ShiftedLines shifted, int columns, int rows);
// Plain terrain (col + 2 row) % 5 on every hex, so neighbours in every direction differ; level 0; no hexsides.
Battle makeTestBattle(Orientation orientation, ShiftedLines shifted, int columns, int rows);
// A larger battle with every kind of content: patterned areas, hills, a river with bridges, roads.
Battle makeRichBattle(int columns, int rows, unsigned seed);
// The same battle on a grid of another orientation (the hexes keep their offset places).
Battle makeRichBattle(int columns, int rows, unsigned seed, Orientation orientation);

}  // namespace cartouche::testing
