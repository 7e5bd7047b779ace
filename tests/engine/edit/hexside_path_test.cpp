#include "edit/hexside_path.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

namespace cartouche {
namespace {

// Every hexside of the chain has a corner in common with the next, and shares none of the hexes' insides: the
// chain's vertices walk along edges only.
void expectAlongEdges(const std::vector<HexsideId>& chain) {
  ASSERT_TRUE(isEdgeChain(chain));
  for (size_t i = 1; i < chain.size(); ++i) {
    auto a = hexsideEnds(chain[i - 1]), b = hexsideEnds(chain[i]);
    int shared = int(a[0] == b[0]) + int(a[0] == b[1]) + int(a[1] == b[0]) + int(a[1] == b[1]);
    EXPECT_EQ(shared, 1) << "hexsides " << i - 1 << " and " << i;
  }
}

TEST(HexsidePath, EndsAndCornersAgree) {
  for (Hex h : {Hex{0, 0}, Hex{3, -2}, Hex{-5, 7}})
    for (int d = 0; d < 6; ++d) {
      HexsideId s = hexsideOf(h, d);
      for (VertexId v : hexsideEnds(s)) {
        auto at = hexsidesAt(v);
        EXPECT_NE(std::find(at.begin(), at.end(), s), at.end());
        // The three hexsides at a corner are distinct and all end there.
        EXPECT_NE(at[0], at[1]);
        EXPECT_NE(at[1], at[2]);
        EXPECT_NE(at[0], at[2]);
        for (HexsideId t : at) {
          auto e = hexsideEnds(t);
          EXPECT_TRUE(e[0] == v || e[1] == v);
        }
      }
    }
}

TEST(HexsidePath, SameHexsideIsOneLong) {
  HexsideId s = hexsideOf({2, 3}, 1);
  EXPECT_EQ(hexsideChain(s, s), std::vector<HexsideId>{s});
}

TEST(HexsidePath, NeighbouringEdgesOfOneHexJoinDirectly) {
  Hex h{4, 4};
  auto chain = hexsideChain(hexsideOf(h, 0), hexsideOf(h, 1));
  EXPECT_EQ(chain, (std::vector<HexsideId>{hexsideOf(h, 0), hexsideOf(h, 1)}));
}

TEST(HexsidePath, OppositeEdgesGoRoundHalfTheHex) {
  Hex h{4, 4};
  auto chain = hexsideChain(hexsideOf(h, 0), hexsideOf(h, 3));
  expectAlongEdges(chain);
  // Three sides either way round; both ends included makes four.
  EXPECT_EQ(chain.size(), 4u);
  EXPECT_EQ(chain.front(), hexsideOf(h, 0));
  EXPECT_EQ(chain.back(), hexsideOf(h, 3));
}

TEST(HexsidePath, ZigzagAlongARowOfHexes) {
  // The top edges of a row of n pointy-topped hexes: the NE and NW edges of each, 2n hexsides in a zigzag.
  Hex start{0, 0};
  for (int n = 1; n <= 8; ++n) {
    HexsideId from = hexsideOf(start, 2), to = hexsideOf(start + Hex{n - 1, 0}, 1);
    auto chain = hexsideChain(from, to);
    expectAlongEdges(chain);
    EXPECT_EQ(chain.size(), size_t(2 * n)) << n;
    // Every hexside of the chain touches the row: the chain hugs it rather than wandering off.
    for (HexsideId s : chain) EXPECT_TRUE(s.owner.r == 0 || s.neighbour().r == 0) << n;
  }
}

TEST(HexsidePath, ShortestBothWaysAndDeterministic) {
  std::vector<HexsideId> sides;
  for (Hex h : {Hex{0, 0}, Hex{5, -2}, Hex{-3, 6}, Hex{7, 7}, Hex{2, -9}})
    for (int d = 0; d < 3; ++d) sides.push_back(hexsideOf(h, d));
  for (HexsideId a : sides)
    for (HexsideId b : sides) {
      auto ab = hexsideChain(a, b), ba = hexsideChain(b, a);
      expectAlongEdges(ab);
      EXPECT_EQ(ab.front(), a);
      EXPECT_EQ(ab.back(), b);
      // Same length either way round (both are shortest), and the same answer every time.
      EXPECT_EQ(ab.size(), ba.size());
      EXPECT_EQ(ab, hexsideChain(a, b));
      // A hexside chain between hexes d apart needs at least about 2 d - 1 edges... and never wildly more.
      int d = distance(a.owner, b.owner);
      EXPECT_LE(ab.size(), size_t(2 * d + 4));
    }
}

// Edges between the nearest ends of two hexsides by a plain breadth-first search over every corner, with no bounds
// on where it may go: the reference the bounded search must match.
int referenceGap(HexsideId from, HexsideId to) {
  auto key = [](VertexId v) { return HexsideId{v.owner, v.corner}.key(); };
  std::map<uint64_t, int> dist;
  std::vector<VertexId> frontier;
  for (VertexId v : hexsideEnds(from)) {
    dist[key(v)] = 0;
    frontier.push_back(v);
  }
  auto toEnds = hexsideEnds(to);
  for (int d = 0;; ++d) {
    for (VertexId v : frontier)
      if (v == toEnds[0] || v == toEnds[1]) return d;
    std::vector<VertexId> next;
    for (VertexId v : frontier)
      for (HexsideId s : hexsidesAt(v))
        for (VertexId w : hexsideEnds(s))
          if (dist.emplace(key(w), d + 1).second) next.push_back(w);
    frontier = std::move(next);
  }
}

TEST(HexsidePath, AsShortAsAnUnboundedSearch) {
  std::vector<HexsideId> sides;
  for (int q = -3; q <= 3; ++q)
    for (int r = -3; r <= 3; ++r)
      if (distance({q, r}, {0, 0}) <= 3)
        for (int d = 0; d < 3; ++d) sides.push_back(hexsideOf({q, r}, d));
  // From every hexside near the middle to every hexside up to four hexes away, in all directions.
  for (HexsideId a : sides)
    for (HexsideId b : sides) {
      if (a == b || distance(a.owner, {0, 0}) > 1) continue;
      EXPECT_EQ(hexsideChain(a, b).size(), size_t(referenceGap(a, b) + 2));
    }
}

TEST(HexsidePath, TooFarIsRefused) {
  EXPECT_TRUE(hexsideChain(hexsideOf({0, 0}, 0), hexsideOf({kMaxChainHexes + 5, 0}, 0)).empty());
}

TEST(HexsidePath, BrokenChainsAreNotEdgeChains) {
  Hex h{1, 1};
  EXPECT_FALSE(isEdgeChain({hexsideOf(h, 0), hexsideOf(h, 2)}));  // no common corner
  EXPECT_FALSE(isEdgeChain({hexsideOf(h, 0), hexsideOf(h, 1), hexsideOf(h, 0)}));
  // Three hexsides at one corner: a fork.
  auto fork = hexsidesAt(vertexOf(h, 0));
  EXPECT_FALSE(isEdgeChain({fork[0], fork[1], fork[2]}));
}

TEST(HexsidePath, SidesKeepTheirHandAroundAHex) {
  // Walking round the hex's own edges, the hex stays on one hand: every side points at it.
  Hex h{3, 3};
  auto chain = hexsideChain(hexsideOf(h, 0), hexsideOf(h, 4));
  ASSERT_TRUE(isEdgeChain(chain));
  auto pointsAt = [](HexsideId s, Side side) { return side == Side::Owner ? s.owner : s.neighbour(); };
  // Every edge of this chain must be an edge of h for the check to mean anything: 0,5,4 or 0,1,2,3,4.
  Side first = chain[0].owner == h ? Side::Owner : Side::Neighbour;
  auto sides = sidesAlongChain(chain, first);
  for (size_t i = 0; i < chain.size(); ++i) {
    ASSERT_TRUE(chain[i].owner == h || chain[i].neighbour() == h);
    EXPECT_EQ(pointsAt(chain[i], sides[i]), h) << i;
  }
  // Flipping the first flips all.
  auto flipped = sidesAlongChain(chain, first == Side::Owner ? Side::Neighbour : Side::Owner);
  for (size_t i = 0; i < chain.size(); ++i) EXPECT_NE(pointsAt(chain[i], flipped[i]), h) << i;
  EXPECT_EQ(sidesAlongChain(chain, Side::None), std::vector<Side>(chain.size(), Side::None));
}

TEST(HexsidePath, RoadCrossesOneHexsidePerStep) {
  Hex a{0, 0}, b{5, -2}, c{5, 3};
  auto sides = crossedHexsides({a, b, c});
  EXPECT_EQ(sides.size(), size_t(distance(a, b) + distance(b, c)));
  // Each crossed hexside joins two hexes of the lines, consecutive along the road.
  std::vector<Hex> route = lineDraw(a, b);
  std::vector<Hex> second = lineDraw(b, c);
  route.insert(route.end(), second.begin() + 1, second.end());
  ASSERT_EQ(route.size(), sides.size() + 1);
  for (size_t i = 0; i < sides.size(); ++i) {
    EXPECT_EQ(sides[i], hexsideOf(route[i], directionTo(route[i], route[i + 1]))) << i;
  }
  EXPECT_TRUE(crossedHexsides({a}).empty());
  EXPECT_TRUE(crossedHexsides({a, a}).empty());
  // Back and forth crosses each hexside once.
  EXPECT_EQ(crossedHexsides({a, Hex{1, 0}, a}).size(), 1u);
}

}  // namespace
}  // namespace cartouche
