// Property tests for the hex algebra (core/hex.h): round trips, symmetry, line lengths, hexside and vertex ids.
#include "hex/hex.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

namespace cartouche {
namespace {

std::vector<Hex> randomHexes(int n, int range, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> d(-range, range);
  std::vector<Hex> out;
  for (int i = 0; i < n; ++i) out.push_back({d(rng), d(rng)});
  return out;
}

TEST(Hex, CubeInvariantAndArithmetic) {
  Hex h = hexFromCube(3, -5, 2);
  EXPECT_EQ(h.s(), 2);
  EXPECT_EQ((h + Hex{1, 1}), (Hex{4, -4}));
  EXPECT_EQ(h - h, (Hex{0, 0}));
}

TEST(Hex, NeighboursAreAtDistanceOneAndOppositeDirectionsReturn) {
  for (Hex h : randomHexes(200, 1000, 1)) {
    for (int d = 0; d < 6; ++d) {
      Hex n = neighbour(h, d);
      EXPECT_EQ(distance(h, n), 1);
      EXPECT_EQ(neighbour(n, oppositeDirection(d)), h);
      EXPECT_EQ(directionTo(h, n), d);
    }
  }
  EXPECT_EQ(directionTo({0, 0}, {2, 0}), -1);
}

TEST(Hex, DistanceIsSymmetricAndObeysTriangleInequality) {
  auto hs = randomHexes(300, 500, 2);
  for (size_t i = 0; i + 2 < hs.size(); ++i) {
    EXPECT_EQ(distance(hs[i], hs[i + 1]), distance(hs[i + 1], hs[i]));
    EXPECT_LE(distance(hs[i], hs[i + 2]), distance(hs[i], hs[i + 1]) + distance(hs[i + 1], hs[i + 2]));
  }
  EXPECT_EQ(distance({0, 0}, {3, -1}), 3);
  EXPECT_EQ(distance({-2, 5}, {-2, 5}), 0);
}

TEST(Hex, LineDrawHasDistancePlusOneContiguousHexesBothNudges) {
  auto hs = randomHexes(200, 60, 3);
  for (size_t i = 0; i + 1 < hs.size(); ++i) {
    for (int nudge : {+1, -1}) {
      auto line = lineDraw(hs[i], hs[i + 1], nudge);
      ASSERT_EQ(line.size(), size_t(distance(hs[i], hs[i + 1])) + 1);
      EXPECT_EQ(line.front(), hs[i]);
      EXPECT_EQ(line.back(), hs[i + 1]);
      for (size_t k = 0; k + 1 < line.size(); ++k) EXPECT_EQ(distance(line[k], line[k + 1]), 1);
    }
  }
}

TEST(Hex, TraceFindsLinesAlongHexsides) {
  // From (0,0) to (1,1): distance 2, the midpoint (0.5, 0.5) lies on the edge between (1,0) and (0,1).
  auto steps = traceLine({0, 0}, {1, 1});
  ASSERT_EQ(steps.size(), 3u);
  EXPECT_FALSE(steps[0].alongHexside);
  EXPECT_TRUE(steps[1].alongHexside);
  std::set<std::pair<int, int>> pair = {{steps[1].hex.q, steps[1].hex.r}, {steps[1].other.q, steps[1].other.r}};
  EXPECT_EQ(pair, (std::set<std::pair<int, int>>{{1, 0}, {0, 1}}));
  EXPECT_FALSE(steps[2].alongHexside);
  // The two hexes of an along-hexside step are neighbours.
  EXPECT_EQ(distance(steps[1].hex, steps[1].other), 1);
  // A straight line along a hex axis touches no hexside.
  for (const LineStep& s : traceLine({0, 0}, {5, 0})) EXPECT_FALSE(s.alongHexside);
}

TEST(Hex, TraceIsSymmetricAsASetOfHexes) {
  auto hs = randomHexes(100, 30, 4);
  for (size_t i = 0; i + 1 < hs.size(); ++i) {
    std::set<std::pair<int, int>> ab, ba;
    for (const LineStep& s : traceLine(hs[i], hs[i + 1])) {
      ab.insert({s.hex.q, s.hex.r});
      ab.insert({s.other.q, s.other.r});
    }
    for (const LineStep& s : traceLine(hs[i + 1], hs[i])) {
      ba.insert({s.hex.q, s.hex.r});
      ba.insert({s.other.q, s.other.r});
    }
    EXPECT_EQ(ab, ba);
  }
}

TEST(Hex, PixelRoundTripBothOrientations) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop}) {
    Layout l{o, 17.5, {-40.0, 12.0}};
    for (Hex h : randomHexes(300, 2000, 5)) {
      EXPECT_EQ(hexRound(pixelToHex(l, hexToPixel(l, h))), h);
      // Points well inside the hex round to it as well.
      Point c = hexToPixel(l, h);
      for (int k = 0; k < 6; ++k) {
        Point corner = hexCorner(l, h, k);
        Point inside{c.x + 0.9 * (corner.x - c.x), c.y + 0.9 * (corner.y - c.y)};
        EXPECT_EQ(hexRound(pixelToHex(l, inside)), h);
      }
    }
  }
}

TEST(Hex, DirectionNamesMatchScreenGeometry) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop}) {
    Layout l{o, 10.0, {}};
    for (int d = 0; d < 6; ++d) {
      Point c = hexToPixel(l, {0, 0}), n = hexToPixel(l, neighbour({0, 0}, d));
      std::string name = directionName(o, d);
      // y grows downwards: "N" means smaller y.
      bool north = name.find('N') != std::string::npos, south = name.find('S') != std::string::npos;
      bool east = name.find('E') != std::string::npos, west = name.find('W') != std::string::npos;
      EXPECT_EQ(north, n.y < c.y - 1) << name;
      EXPECT_EQ(south, n.y > c.y + 1) << name;
      EXPECT_EQ(east, n.x > c.x + 1) << name;
      EXPECT_EQ(west, n.x < c.x - 1) << name;
      EXPECT_EQ(directionFromName(o, name.c_str()), d);
      // The edge midpoint lies halfway to the neighbour's centre.
      Point m = edgeMidpoint(l, {0, 0}, d);
      EXPECT_NEAR(m.x, (c.x + n.x) / 2, 1e-9);
      EXPECT_NEAR(m.y, (c.y + n.y) / 2, 1e-9);
    }
  }
}

TEST(Hexside, OneIdPerSharedEdge) {
  for (Hex h : randomHexes(200, 1 << 20, 6)) {
    for (int d = 0; d < 6; ++d) {
      HexsideId a = hexsideOf(h, d);
      HexsideId b = hexsideOf(neighbour(h, d), oppositeDirection(d));
      EXPECT_EQ(a, b);
      EXPECT_GE(a.dir, 0);
      EXPECT_LE(a.dir, 2);
      EXPECT_EQ(HexsideId::fromKey(a.key()), a);
    }
    std::set<uint64_t> keys;
    for (int d = 0; d < 6; ++d) keys.insert(hexsideOf(h, d).key());
    EXPECT_EQ(keys.size(), 6u);
  }
}

TEST(Hexside, KeysSortByRowThenColumn) {
  EXPECT_LT(hexsideOf({5, 0}, 0).key(), hexsideOf({-5, 1}, 0).key());
  EXPECT_LT(hexsideOf({-5, -1}, 2).key(), hexsideOf({-4, -1}, 0).key());
}

TEST(Vertex, ThreeHexesShareOneId) {
  for (Hex h : randomHexes(200, 100000, 7)) {
    for (int k = 0; k < 6; ++k) {
      VertexId v = vertexOf(h, k);
      EXPECT_GE(v.corner, 0);
      EXPECT_LE(v.corner, 1);
      EXPECT_EQ(vertexOf(neighbour(h, k), k + 2), v);
      EXPECT_EQ(vertexOf(neighbour(h, k + 1), k + 4), v);
      auto around = hexesAround(v);
      std::set<std::pair<int, int>> s;
      for (Hex a : around) s.insert({a.q, a.r});
      EXPECT_TRUE(s.count({h.q, h.r}));
      EXPECT_TRUE(s.count({neighbour(h, k).q, neighbour(h, k).r}));
      EXPECT_TRUE(s.count({neighbour(h, k + 1).q, neighbour(h, k + 1).r}));
    }
  }
}

TEST(Vertex, CornersLandOnTheSamePixel) {
  Layout l{Orientation::PointyTop, 10.0, {}};
  Hex h{2, -3};
  for (int k = 0; k < 6; ++k) {
    Point a = hexCorner(l, h, k);
    Point b = hexCorner(l, neighbour(h, k), k + 2);
    Point c = hexCorner(l, neighbour(h, k + 1), k + 4);
    EXPECT_NEAR(a.x, b.x, 1e-9);
    EXPECT_NEAR(a.y, b.y, 1e-9);
    EXPECT_NEAR(a.x, c.x, 1e-9);
    EXPECT_NEAR(a.y, c.y, 1e-9);
  }
}

}  // namespace
}  // namespace cartouche
