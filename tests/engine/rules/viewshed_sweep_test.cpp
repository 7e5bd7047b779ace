// The ring sweep behind long-range viewsheds (viewshed_sweep.cpp, viewshed_arcs.h): every byte held to the traced
// walk on open, crowded, flat, rolling and rugged maps, under both rule families, from corners, edges and inside.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "ground_battle.h"
#include "rules/los.h"
#include "rules/viewshed_arcs.h"
#include "support/test_battles.h"

namespace cartouche {
namespace {

using Arc = ArcSet::Arc;

TEST(ViewshedArcs, MergesArcsThatTouchAndFindsEachDirection) {
  ArcSet set;
  set.add({{{1, 4}, {1, 2}}, {{3, 4}, {7, 8}}});
  set.add({{{0, 1}, {1, 8}}, {{1, 2}, {5, 8}}});  // [1/2, 5/8] touches [1/4, 1/2]
  ASSERT_EQ(set.arcs().size(), 3u);
  EXPECT_EQ(set.arcs()[1].hi.num * 8, set.arcs()[1].hi.den * 5);
  EXPECT_FALSE(set.full());
  ArcSet::Cursor at(set);
  EXPECT_NE(at.find({0, 1}), nullptr);
  EXPECT_NE(at.find({1, 8}), nullptr);   // an end is inside
  EXPECT_EQ(at.find({3, 16}), nullptr);  // between arcs
  EXPECT_NE(at.find({5, 8}), nullptr);
  EXPECT_EQ(at.find({2, 3}), nullptr);
  EXPECT_NE(at.find({7, 8}), nullptr);
  EXPECT_EQ(at.find({1, 1}), nullptr);
  set.add({{{1, 8}, {1, 4}}, {{5, 8}, {3, 4}}, {{7, 8}, {9, 8}}});
  EXPECT_TRUE(set.full());
}

// Random arcs of ring i: runs of positions [j1, j2] as [(2 j1 - 1) / 2i, (2 j2 + 1) / 2i], ascending and apart.
std::vector<Arc> randomRing(std::mt19937& rng, int i, int gap) {
  std::vector<Arc> arcs;
  for (int j = int(rng() % 4); j <= i; j += 2 + int(rng() % unsigned(gap))) {
    const int end = std::min(i, j + int(rng() % 3));
    arcs.push_back({{2 * j - 1, 2 * i}, {2 * end + 1, 2 * i}});
    j = end;
  }
  return arcs;
}

bool holds(const Arc& a, int k, int n) { return ArcSet::lessEq(a.lo, {k, n}) && ArcSet::lessEq({k, n}, a.hi); }

TEST(ViewshedArcs, ALoneArcJoinsTheManyItTouches) {
  std::mt19937 rng(1772);
  for (int trial = 0; trial < 50; ++trial) {
    ArcSet set;
    std::vector<Arc> all;
    for (int j = 0; j <= 200; j += 4) all.push_back({{2 * j - 1, 400}, {2 * j + 1, 400}});  // 51 arcs apart
    set.add(all);
    for (int lone = 0; lone < 5; ++lone) {
      const int i = 20 + int(rng() % 100), j = int(rng() % unsigned(i + 1));
      const Arc a{{2 * j - 1, 2 * i}, {2 * std::min(i, j + int(rng() % 8)) + 1, 2 * i}};
      set.add({a});
      all.push_back(a);
    }
    for (size_t x = 1; x < set.arcs().size(); ++x)
      ASSERT_TRUE(ArcSet::less(set.arcs()[x - 1].hi, set.arcs()[x].lo)) << "arcs kept apart and in order";
    ArcSet::Cursor at(set);
    for (int k = 0; k <= 997; ++k) {
      bool covered = false;
      for (const Arc& a : all) covered |= holds(a, k, 997);
      ASSERT_EQ(at.find({k, 997}) != nullptr, covered) << "trial " << trial << " k " << k;
    }
  }
}

TEST(ViewshedArcs, DropHeldKeepsExactlyTheArcsNotHeldWhole) {
  // Arcs held whole, arcs that overlap the set but leave it at an end or span a gap, and arcs in its gaps.
  std::mt19937 rng(1833);
  int held = 0, overlapping = 0, apart = 0;
  for (int trial = 0; trial < 40; ++trial) {
    ArcSet set;
    for (int i = 8; i <= 40; i += 8 + int(rng() % 8)) set.add(randomRing(rng, i, 30));
    std::vector<Arc> sorted = randomRing(rng, 30 + int(rng() % 30), trial % 2 ? 2 : 8), expected;
    for (const Arc& a : sorted) {
      bool whole = false, touches = false;
      for (const Arc& x : set.arcs()) {
        whole |= ArcSet::lessEq(x.lo, a.lo) && ArcSet::lessEq(a.hi, x.hi);
        touches |= ArcSet::lessEq(x.lo, a.hi) && ArcSet::lessEq(a.lo, x.hi);
      }
      (whole ? held : touches ? overlapping : apart) += 1;
      if (!whole) expected.push_back(a);
    }
    set.dropHeld(sorted);
    ASSERT_EQ(sorted.size(), expected.size()) << "trial " << trial;
    for (size_t x = 0; x < sorted.size(); ++x) {
      EXPECT_FALSE(ArcSet::less(sorted[x].lo, expected[x].lo) || ArcSet::less(expected[x].lo, sorted[x].lo));
      EXPECT_FALSE(ArcSet::less(sorted[x].hi, expected[x].hi) || ArcSet::less(expected[x].hi, sorted[x].hi));
    }
  }
  EXPECT_GT(held, 50);
  EXPECT_GT(overlapping, 50);
  EXPECT_GT(apart, 50);
}

TEST(ViewshedArcs, SetsAndLatestRingsAgreeWithEveryArcLookedAtOneByOne) {
  // Few arcs into many are put in place, many are merged: both ways, against the arcs themselves, at every
  // position of the rings after them, through both cursors; LatestRing and BucketedLatestRing alike.
  std::mt19937 rng(1831);
  for (int trial = 0; trial < 20; ++trial) {
    ArcSet set;
    LatestRing latest;
    BucketedLatestRing scattered;
    std::vector<std::pair<int, Arc>> all;  // ring, arc
    int forgotten = 0;
    for (int i = 1; i <= 60; ++i) {
      // Sparse rings leave many arcs in the set, into which a lone arc is then put in place.
      std::vector<Arc> ring = randomRing(rng, i, trial % 2 ? 6 : 40);
      if (i > 30 && rng() % 2 == 0 && ring.size() > 1) ring.resize(1);
      set.add(ring);
      latest.mark(ring, i);
      scattered.mark(ring, i);
      for (const Arc& a : ring) all.push_back({i, a});
      if (i % 8 == 0) {
        latest.forget(forgotten = i - 3);
        scattered.forget(forgotten);
      }
      const int n = i + 1;
      ArcSet::Cursor at(set);
      ArcSet::RingCursor ringAt(set, n);
      LatestRing::Cursor latestAt(latest);
      LatestRing::RingCursor latestRingAt(latest, n);
      BucketedLatestRing::Cursor scatteredAt(scattered);
      BucketedLatestRing::RingCursor scatteredRingAt(scattered, n);
      for (int k = 0; k <= n; ++k) {
        bool covered = false;
        int last = -1;
        for (const auto& [r, a] : all)
          if (holds(a, k, n)) {
            covered = true;
            last = std::max(last, r);
          }
        if (last < forgotten) last = -1;
        ASSERT_EQ(at.find({k, n}) != nullptr, covered) << "trial " << trial << " ring " << i << " k " << k;
        ASSERT_EQ(ringAt.covered(k), covered) << "trial " << trial << " ring " << i << " k " << k;
        ASSERT_EQ(latestAt.find({k, n}), last) << "trial " << trial << " ring " << i << " k " << k;
        ASSERT_EQ(latestRingAt.find(k), last) << "trial " << trial << " ring " << i << " k " << k;
        ASSERT_EQ(scatteredAt.find({k, n}), last) << "trial " << trial << " ring " << i << " k " << k;
        ASSERT_EQ(scatteredRingAt.find(k), last) << "trial " << trial << " ring " << i << " k " << k;
      }
    }
  }
}

using testing::Ground;

// A battle with `percent` of its hexes woods, villages or hills on the given ground (ground_battle.h).
Battle groundBattle(std::mt19937& rng, Orientation o, ShiftedLines sh, int columns, int rows, int percent,
                    Ground ground) {
  Battle b;
  const testing::LosTerrain t = testing::addLosTerrain(b);
  testing::fillGround(b, t, rng, testing::testGrid(o, sh, columns, rows), percent, ground, [](int) {});
  return b;
}

TEST(ViewshedSweep, EveryByteEqualsTheTracedWalk) {
  std::mt19937 rng(1794);
  int maps = 0;
  for (Ground ground : {Ground::Flat, Ground::Rolling, Ground::Rugged})
    for (int percent : {0, 1, 5, 30})
      for (int family = 0; family < 2; ++family) {
        const Orientation o = rng() % 2 ? Orientation::FlatTop : Orientation::PointyTop;
        const ShiftedLines sh = rng() % 2 ? ShiftedLines::Even : ShiftedLines::Odd;
        const int columns = 50 + int(rng() % 40), rows = 50 + int(rng() % 40);
        const Battle b = groundBattle(rng, o, sh, columns, rows, percent, ground);
        const LosMap lm(b, family ? LosRules::raclawice() : LosRules::laBataille());
        const GridSettings& g = b.map.grid();
        const Hex froms[] = {g.toHex({0, 0}), g.toHex({columns - 1, rows - 1}), g.toHex({0, rows / 2}),
                             b.map.hexAt(int(rng() % unsigned(b.map.hexCount())))};
        for (Hex from : froms) {
          const int range = from == froms[3] ? 48 + int(rng() % 40) : 1000;
          const int visible =
              testing::checkViewshed(b, lm, from, range,
                                     "ground " + std::to_string(int(ground)) + ", " + std::to_string(percent) +
                                         "% obstacles, family " + std::to_string(family));
          ASSERT_GE(visible, 0);
          EXPECT_GT(visible, 0);
        }
        ++maps;
      }
  EXPECT_EQ(maps, 24);
}

TEST(ViewshedSweep, TinyAndThinMapsEqualTheTracedWalk) {
  std::mt19937 rng(1807);
  const std::pair<int, int> sizes[] = {{1, 1}, {1, 60}, {60, 1}, {2, 2}, {2, 70}, {3, 50}};
  for (const auto& [columns, rows] : sizes)
    for (int family = 0; family < 2; ++family) {
      const Battle b =
          groundBattle(rng, rng() % 2 ? Orientation::FlatTop : Orientation::PointyTop,
                       rng() % 2 ? ShiftedLines::Even : ShiftedLines::Odd, columns, rows, 20, Ground::Rugged);
      const LosMap lm(b, family ? LosRules::raclawice() : LosRules::laBataille());
      for (int f = 0; f < b.map.hexCount(); f += 1 + b.map.hexCount() / 7) {
        const std::string what = std::to_string(columns) + "x" + std::to_string(rows) + " family " +
                                 std::to_string(family) + " from " + std::to_string(f);
        ASSERT_GE(testing::checkViewshed(b, lm, b.map.hexAt(f), 1000, what), 0);
      }
    }
}

}  // namespace
}  // namespace cartouche
