// The viewshed's property tests: random battles (some share of the hexes woods, villages or hills, on flat, rolling
// ground, smooth hills over several levels as a DEM gives, or rugged ground, a random level 0..3 per hex) and the
// check of a viewshed against the traced walk.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "model/battle.h"
#include "rules/los.h"
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

// Every byte of the viewshed from `from` against trace(), and the same on three threads; returns the number of hexes
// visible, or -1 at the first that differs (named with `what`).
inline int checkViewshed(const Battle& b, const LosMap& lm, Hex from, int range, const std::string& what) {
  const std::vector<uint8_t> vs = lm.viewshed(from, range);
  EXPECT_EQ(lm.viewshed(from, range, 3), vs) << "threads share the sextants, not the answer";
  int visible = 0;
  for (int i = 0; i < b.map.hexCount(); ++i) {
    const Hex h = b.map.hexAt(i);
    const bool expected = distance(from, h) <= range && lm.trace(from, h).visible;
    EXPECT_EQ(vs[size_t(i)] != 0, expected)
        << what << ", from " << from.q << "," << from.r << " to " << h.q << "," << h.r << ", range " << range;
    if ((vs[size_t(i)] != 0) != expected) return -1;
    visible += vs[size_t(i)];
  }
  return visible;
}

}  // namespace cartouche::testing
