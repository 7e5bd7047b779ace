// Hexsides in the ring sweep (viewshed_sides.h): the arcs against the walk's own checks line by line, and every
// byte of whole-map viewsheds with walls, hedges and ridges held to the traced walk, under both rule families, both
// orientations and parities, on flat, rolling and rugged ground, from corners, edges and inside.
#include "rules/viewshed_sides.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <set>
#include <tuple>

#include "ground_battle.h"
#include "rules/los.h"
#include "rules/viewshed_lines.h"
#include "rules/viewshed_shadow.h"
#include "support/test_battles.h"

namespace cartouche {
namespace {

bool holds(const ArcSet::Arc& a, int k, int n) { return ArcSet::lessEq(a.lo, {k, n}) && ArcSet::lessEq({k, n}, a.hi); }

// (owner q, owner r, direction, distance in half hexes)
using SideLook = std::tuple<int, int, int, int>;

SideLook look(Hex x, Hex y, int dist) {
  const HexsideId id = hexsideOf(x, directionTo(x, y));
  return {id.owner.q, id.owner.r, id.dir, dist};
}

TEST(ViewshedSides, ArcsHoldExactlyTheHexsidesEachLineLooksAt) {
  // Every target of every sextant up to step count 40: the hexsides the walk looks at (forEachLineCheck) are those
  // whose arcs hold the target's direction, crossings at 2i - 1 and alongs at 2i.
  for (int s = 0; s < 6; ++s)
    for (int n = 1; n <= 40; ++n)
      for (int k = 0; k <= n; ++k) {
        const Hex d = NearShadow::ringHex(s, n, k);
        std::set<SideLook> walked, arcs;
        forEachLineCheck(d, true, [&](int q, int r, int kind, int, int dist) {
          if (kind > 0) walked.insert({q, r, kind - 1, dist});
          return false;
        });
        for (int i = 1; i <= n; ++i) {
          for (int m = 0; m < 2 * i; ++m) {
            if (!holds(crossingArc(i, m), k, n)) continue;
            const int j = m / 2;
            arcs.insert(look(NearShadow::ringHex(s, i - 1, j), NearShadow::ringHex(s, i, j + m % 2), 2 * i - 1));
          }
          for (int j = 0; i < n && j < i; ++j)
            if (holds(alongArc(i, j), k, n))
              arcs.insert(look(NearShadow::ringHex(s, i, j), NearShadow::ringHex(s, i, j + 1), 2 * i));
        }
        ASSERT_EQ(walked, arcs) << "sextant " << s << " n " << n << " k " << k;
      }
}

TEST(ViewshedSides, AStepsCrossingsTouchEndToEndOverTheWholeSextant) {
  for (int i = 1; i <= 50; ++i) {
    EXPECT_TRUE(ArcSet::lessEq(crossingEnd(i, 0), {0, 1}));
    EXPECT_TRUE(ArcSet::lessEq({1, 1}, crossingEnd(i, 2 * i)));
    ArcSet set;
    std::vector<ArcSet::Arc> arcs;
    for (int m = 0; m < 2 * i; ++m) {
      ASSERT_TRUE(ArcSet::less(crossingEnd(i, m), crossingEnd(i, m + 1))) << i << " " << m;
      appendArc(arcs, crossingArc(i, m));
    }
    ASSERT_EQ(arcs.size(), 1u);
    set.add(arcs);
    EXPECT_TRUE(set.full());
  }
}

using testing::Ground;

// A battle with `hexPercent` of its hexes woods, villages or hills, blocking features on `sidePercent` of the
// hexsides of every hex (a hedge of height 0, a wall of 1, a ridge of 3, a screen of 10 above any ground; now and
// then two on one hexside, the highest counting) and on the map's edge, and the ground flat, rolling or rugged.
Battle sideBattle(std::mt19937& rng, Orientation o, ShiftedLines sh, int columns, int rows, int hexPercent,
                  int sidePercent, Ground ground) {
  Battle b;
  const testing::LosTerrain t = testing::addLosTerrain(b);
  TerrainId sideTypes[4];
  const char* codes[4] = {"hedge", "wall", "ridge", "screen"};
  const int heights[4] = {0, 1, 3, 10};
  for (int x = 0; x < 4; ++x) {
    TerrainType t;
    t.code = codes[x];
    t.name = codes[x];
    t.kind = TerrainKind::Hexside;
    t.draw = DrawStyle::Edge;
    t.blocksLos = true;
    t.losHeight = heights[x];
    sideTypes[x] = *b.vocabulary.add(t);
  }
  auto feature = [&] {
    HexsideRecord rec;
    rec.features.push_back({sideTypes[rng() % 4], Side::None});
    if (rng() % 8 == 0) {
      const TerrainId other = sideTypes[rng() % 4];
      if (other != rec.features[0].type) rec.features.push_back({other, Side::None});
    }
    return rec;
  };
  const GridSettings g = testing::testGrid(o, sh, columns, rows);
  testing::fillGround(b, t, rng, g, hexPercent, ground, [&](int i) {
    // Directions 3..5 name hexsides owned by the neighbour: off the map on its edge.
    for (int d = 0; d < 6; ++d) {
      const bool edge = !b.map.contains(neighbour(b.map.hexAt(i), d));
      if ((d < 3 || edge) && rng() % 100 < unsigned(edge ? 3 * sidePercent : sidePercent))
        b.map.setHexside(hexsideOf(b.map.hexAt(i), d), feature());
    }
  });
  return b;
}

using testing::checkViewshed;

TEST(ViewshedSides, EveryByteEqualsTheTracedWalk) {
  for (unsigned seed : {2011u, 2012u, 2013u}) {
    std::mt19937 rng(seed);
    int targets = 0;
    for (Ground ground : {Ground::Flat, Ground::Rolling, Ground::Rugged})
      for (int sidePercent : {1, 3, 12, 40})
        for (int family = 0; family < 2; ++family) {
          const Orientation o = rng() % 2 ? Orientation::FlatTop : Orientation::PointyTop;
          const ShiftedLines sh = rng() % 2 ? ShiftedLines::Even : ShiftedLines::Odd;
          const int columns = 50 + int(rng() % 40), rows = 50 + int(rng() % 40);
          const int hexPercent = int(rng() % 3) * 2;
          const Battle b = sideBattle(rng, o, sh, columns, rows, hexPercent, sidePercent, ground);
          const LosMap lm(b, family ? LosRules::raclawice() : LosRules::laBataille());
          const GridSettings& g = b.map.grid();
          const Hex froms[] = {g.toHex({0, 0}),           g.toHex({columns - 1, rows - 1}),
                               g.toHex({0, rows / 2}),    g.toHex({columns / 2, 1}),
                               g.toHex({columns - 2, 0}), b.map.hexAt(int(rng() % unsigned(b.map.hexCount())))};
          for (Hex from : froms) {
            const int range = from == froms[5] ? 48 + int(rng() % 40) : 1000;
            const std::string what = "seed " + std::to_string(seed) + ", ground " + std::to_string(int(ground)) + ", " +
                                     std::to_string(sidePercent) + "% hexsides, family " + std::to_string(family);
            const int visible = checkViewshed(b, lm, from, range, what);
            ASSERT_GE(visible, 0) << what;
            EXPECT_GT(visible, 0);
            targets += b.map.hexCount();
          }
        }
    EXPECT_GT(targets, 100000);
  }
}

TEST(ViewshedSides, SparseWallsOnTheHighGroundEqualTheTracedWalk) {
  // Few walls and a map that rises to one side, so that long lines look up and down past walls far from both ends.
  std::mt19937 rng(2029);
  for (int trial = 0; trial < 6; ++trial) {
    const Battle b =
        sideBattle(rng, trial % 2 ? Orientation::FlatTop : Orientation::PointyTop,
                   trial % 3 ? ShiftedLines::Even : ShiftedLines::Odd, 70 + trial * 7, 60, 0, 1, Ground::Rolling);
    const LosMap lm(b, LosRules::laBataille());
    for (int f = 0; f < 5; ++f) {
      const Hex from = b.map.hexAt(int(rng() % unsigned(b.map.hexCount())));
      ASSERT_GE(checkViewshed(b, lm, from, 1000, "trial " + std::to_string(trial)), 0);
    }
  }
}

TEST(ViewshedSides, TinyAndThinMapsEqualTheTracedWalk) {
  std::mt19937 rng(2017);
  const std::pair<int, int> sizes[] = {{1, 1}, {1, 60}, {60, 1}, {2, 2}, {2, 70}, {3, 50}};
  for (const auto& [columns, rows] : sizes)
    for (int family = 0; family < 2; ++family) {
      const Battle b =
          sideBattle(rng, rng() % 2 ? Orientation::FlatTop : Orientation::PointyTop,
                     rng() % 2 ? ShiftedLines::Even : ShiftedLines::Odd, columns, rows, 5, 10, Ground::Rugged);
      const LosMap lm(b, family ? LosRules::raclawice() : LosRules::laBataille());
      for (int f = 0; f < b.map.hexCount(); f += 1 + b.map.hexCount() / 7)
        ASSERT_GE(checkViewshed(b, lm, b.map.hexAt(f), 1000, std::to_string(columns) + "x" + std::to_string(rows)), 0);
    }
}

TEST(ViewshedSides, TheBothRuleKeepsThePerTargetPath) {
  std::mt19937 rng(2023);
  const Battle b = sideBattle(rng, Orientation::PointyTop, ShiftedLines::Odd, 60, 60, 2, 5, Ground::Rolling);
  LosRules rules = LosRules::laBataille();
  rules.alongHexsideEitherBlocks = false;
  const LosMap lm(b, rules);
  ASSERT_GE(checkViewshed(b, lm, b.map.hexAt(1234), 1000, "both"), 0);
}

}  // namespace
}  // namespace cartouche
