// Random battles for the viewshed's property tests: some share of the hexes woods, villages or hills, on flat,
// rolling (smooth hills over several levels, as a DEM gives) or rugged ground (a random level 0..3 per hex).
#pragma once

#include <cmath>
#include <random>

#include "model/battle.h"
#include "support/test_battles.h"

namespace cartouche::testing {

enum class Ground { Flat, Rolling, Rugged };

// Gives `b` (whose vocabulary holds `t`) a columns x rows map on grid `g`'s orientation and parity: `percent` of
// its hexes woods, hills or villages, and the ground's levels; then calls perHex(i) for each hex i in turn, so a
// caller's further draws from `rng` (hexside features) interleave with the hexes'.
template <class PerHex>
void fillGround(Battle& b, const LosTerrain& t, std::mt19937& rng, const GridSettings& g, int percent, Ground ground,
                PerHex&& perHex) {
  b.map = HexMap(g, t.clear);
  const double fx = 0.05 + 0.1 * (rng() % 100) / 100.0, fy = 0.05 + 0.1 * (rng() % 100) / 100.0;
  for (int i = 0; i < b.map.hexCount(); ++i) {
    const unsigned roll = rng() % 1000;
    if (roll < unsigned(percent) * 10)
      b.map.setTerrain(i, roll % 3 == 0 ? t.woods : roll % 3 == 1 ? t.hill : t.village);
    const OffsetCoord c = g.toOffset(b.map.hexAt(i));
    const int level = ground == Ground::Flat ? 2
                      : ground == Ground::Rugged
                          ? int(rng() % 4)
                          : int(std::lround(3.5 + 2 * std::sin(c.col * fx) + 2 * std::cos(c.row * fy)));
    b.map.setLevel(i, int16_t(level));
    perHex(i);
  }
}

// A grid of that size, orientation and parity, its labels with digits enough for it (a grid that fails
// validate() would trip HexMap's assertion in builds that keep assertions, the sanitizers' among them).
inline GridSettings groundGrid(Orientation o, ShiftedLines sh, int columns, int rows) {
  GridSettings g;
  g.orientation = o;
  g.shifted = sh;
  g.columns = columns;
  g.rows = rows;
  auto digits = [](int n) { return n > 999 ? 4 : n > 99 ? 3 : 2; };
  g.labels.columnDigits = digits(columns);
  g.labels.rowDigits = digits(rows);
  return g;
}

}  // namespace cartouche::testing
