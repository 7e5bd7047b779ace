// Line of sight on small hand-built battles: blocking hexes, the hexside rule, vertices, hexside features, both
// elevation rules, Raclawice hill to hill, units, and symmetry over random pairs.
#include "rules/los.h"

#include <gtest/gtest.h>

#include <memory>
#include <random>

#include "support/test_battles.h"

namespace cartouche {
namespace {

struct LosBattle {
  Battle b;
  TerrainId clear, woods, village, hill, wall, stream;
  Hex c;

  LosBattle() {
    const testing::LosTerrain hexes = testing::addLosTerrain(b);
    clear = hexes.clear;
    woods = hexes.woods;
    village = hexes.village;
    hill = hexes.hill;
    TerrainType w;
    w.code = "wall";
    w.name = "wall";
    w.kind = TerrainKind::Hexside;
    w.draw = DrawStyle::Edge;
    w.blocksLos = true;
    wall = *b.vocabulary.add(w);
    w.code = "stream";
    w.blocksLos = false;
    w.water = true;
    stream = *b.vocabulary.add(w);
    GridSettings g;
    g.columns = 20;
    g.rows = 20;
    b.map = HexMap(g, clear);
    c = g.toHex({8, 8});
  }
  int at(Hex h) const { return b.map.indexOf(h); }
  void paint(Hex h, TerrainId t) { b.map.setTerrain(at(h), t); }
  void level(Hex h, int l) { b.map.setLevel(at(h), int16_t(l)); }
  void side(Hex a, Hex n, TerrainId t) {
    HexsideRecord r;
    r.features.push_back({t, Side::None});
    b.map.setHexside(hexsideOf(a, directionTo(a, n)), r);
  }
  Hex off(int dq, int dr) const { return {c.q + dq, c.r + dr}; }
};

TEST(Los, RulesBySystem) {
  Battle b;
  EXPECT_EQ(losRulesFor(b).elevation, ElevationRule::LaBataille);
  b.info["system"] = "raclawice";
  EXPECT_EQ(losRulesFor(b).elevation, ElevationRule::Raclawice);
  b.info["system"] = "la-bataille";
  EXPECT_EQ(losRulesFor(b).elevation, ElevationRule::LaBataille);
}

TEST(Los, BlockingHexBetweenButNotAtTheEnds) {
  LosBattle t;
  const LosRules rules = LosRules::laBataille();
  LosResult r = los(t.b, rules, t.c, t.off(4, 0));
  EXPECT_TRUE(r.visible);
  EXPECT_EQ(r.range, 4);
  EXPECT_EQ(r.crossed.size(), 5u);
  t.paint(t.c, t.woods);
  t.paint(t.off(4, 0), t.village);
  EXPECT_TRUE(los(t.b, rules, t.c, t.off(4, 0)).visible) << "the endpoints never block themselves";
  t.paint(t.off(2, 0), t.woods);
  r = los(t.b, rules, t.c, t.off(4, 0));
  EXPECT_FALSE(r.visible);
  EXPECT_EQ(r.blocker, LosBlocker::Hex);
  EXPECT_EQ(r.blockingHex, t.off(2, 0));
  EXPECT_EQ(r.reason, "woods");
  // Adjacent hexes see each other whatever their terrain.
  EXPECT_TRUE(los(t.b, rules, t.off(1, 0), t.off(2, 0)).visible);
  EXPECT_FALSE(los(t.b, rules, t.c, Hex{-50, 0}).visible);
}

// A LosMap answers from what it copied: edits to the battle after it was built change none of its answers, and it
// outlives the battle.
TEST(Los, LosMapKeepsWhatItReadWhenTheBattleChangesOrGoes) {
  auto t = std::make_unique<LosBattle>();
  const Hex from = t->c, to = t->off(4, 0), between = t->off(2, 0);
  t->paint(between, t->woods);
  t->side(t->off(-1, 0), t->off(-2, 0), t->wall);
  const LosMap map(t->b, LosRules::laBataille());
  const LosResult woods = map.trace(from, to);
  ASSERT_FALSE(woods.visible);
  ASSERT_EQ(woods.reason, "woods");
  const LosResult wall = map.trace(from, t->off(-3, 0));
  ASSERT_EQ(wall.blocker, LosBlocker::Hexside);
  ASSERT_EQ(wall.reason, "wall");

  t->paint(between, t->village);
  TerrainType renamed = t->b.vocabulary.at(t->woods);
  renamed.code = "forest";
  ASSERT_TRUE(t->b.vocabulary.replace(t->woods, renamed));
  t->b.map.setHexside(hexsideOf(t->off(-1, 0), directionTo(t->off(-1, 0), t->off(-2, 0))), HexsideRecord{});
  EXPECT_EQ(map.trace(from, to).reason, "woods");
  EXPECT_EQ(map.trace(from, t->off(-3, 0)).reason, "wall");

  t.reset();
  const LosResult after = map.trace(from, to);
  EXPECT_FALSE(after.visible);
  EXPECT_EQ(after.blockingHex, between);
  EXPECT_EQ(after.reason, "woods");
  EXPECT_EQ(map.trace(from, Hex{from.q - 3, from.r}).reason, "wall");
}

TEST(Los, AlongAHexsideBlockedIfEitherSideBlocks) {
  LosBattle t;
  const Hex to = t.off(2, -1);  // a cube diagonal: the line runs along the hexside between (1,-1) and (1,0)
  std::vector<LineStep> steps = traceLine(t.c, to);
  ASSERT_EQ(steps.size(), 3u);
  ASSERT_TRUE(steps[1].alongHexside);
  LosRules either = LosRules::laBataille();
  LosRules both = either;
  both.alongHexsideEitherBlocks = false;
  EXPECT_TRUE(los(t.b, either, t.c, to).visible) << "open when neither side blocks";
  for (Hex side : {t.off(1, -1), t.off(1, 0)}) {
    LosBattle u;
    u.paint(side, u.woods);
    LosResult r = los(u.b, either, u.c, to);
    EXPECT_FALSE(r.visible);
    EXPECT_EQ(r.blockingHex, side);
    EXPECT_TRUE(los(u.b, both, u.c, to).visible);
    EXPECT_FALSE(los(u.b, either, to, u.c).visible);
  }
  t.paint(t.off(1, -1), t.woods);
  t.paint(t.off(1, 0), t.woods);
  EXPECT_FALSE(los(t.b, both, t.c, to).visible);
}

TEST(Los, ThroughVerticesAlongALongDiagonal) {
  LosBattle t;
  const Hex to = t.off(4, -2);
  std::vector<LineStep> steps = traceLine(t.c, to);
  ASSERT_EQ(steps.size(), 5u);
  EXPECT_TRUE(steps[1].alongHexside);
  EXPECT_FALSE(steps[2].alongHexside);
  EXPECT_TRUE(steps[3].alongHexside);
  const LosRules rules = LosRules::laBataille();
  EXPECT_TRUE(los(t.b, rules, t.c, to).visible);
  // The hex whose centre the line passes between two vertices blocks.
  t.paint(t.off(2, -1), t.woods);
  LosResult r = los(t.b, rules, t.c, to);
  EXPECT_FALSE(r.visible);
  EXPECT_EQ(r.blockingHex, t.off(2, -1));
  // A hex touched only at a vertex (beside the pairs, off the line) does not block.
  LosBattle u;
  u.paint(u.off(2, 0), u.woods);
  u.paint(u.off(2, -2), u.woods);
  EXPECT_TRUE(los(u.b, rules, u.c, to).visible);
}

TEST(Los, HexsideFeaturesBlockByTheVocabulary) {
  LosBattle t;
  const LosRules rules = LosRules::laBataille();
  t.side(t.off(1, 0), t.off(2, 0), t.stream);
  EXPECT_TRUE(los(t.b, rules, t.c, t.off(4, 0)).visible);
  t.side(t.off(1, 0), t.off(2, 0), t.wall);
  LosResult r = los(t.b, rules, t.c, t.off(4, 0));
  EXPECT_FALSE(r.visible);
  EXPECT_EQ(r.blocker, LosBlocker::Hexside);
  EXPECT_EQ(r.blockingHexside, hexsideOf(t.off(1, 0), directionTo(t.off(1, 0), t.off(2, 0))));
  EXPECT_EQ(r.reason, "wall");
  // A wall between two adjacent hexes blocks them too.
  EXPECT_FALSE(los(t.b, rules, t.off(1, 0), t.off(2, 0)).visible);
  LosRules noSides = rules;
  noSides.hexsidesBlock = false;
  EXPECT_TRUE(los(t.b, noSides, t.c, t.off(4, 0)).visible);
  // A wall the line runs along.
  LosBattle u;
  u.side(u.off(1, -1), u.off(1, 0), u.wall);
  EXPECT_FALSE(los(u.b, rules, u.c, u.off(2, -1)).visible);
}

TEST(Los, LaBatailleElevation) {
  const LosRules rules = LosRules::laBataille();
  {
    LosBattle t;  // a higher firer sees over woods (height 0 + 1) nearer to itself
    t.level(t.c, 3);
    t.paint(t.off(1, 0), t.woods);
    EXPECT_TRUE(los(t.b, rules, t.c, t.off(4, 0)).visible);
    EXPECT_TRUE(los(t.b, rules, t.off(4, 0), t.c).visible) << "the lower firer: obstacle nearer the target";
    t.paint(t.off(3, 0), t.woods);  // but not over woods nearer the target
    EXPECT_FALSE(los(t.b, rules, t.c, t.off(4, 0)).visible);
  }
  {
    LosBattle t;  // woods on ground as high as the firer still block
    t.level(t.c, 1);
    t.paint(t.off(1, 0), t.woods);
    EXPECT_FALSE(los(t.b, rules, t.c, t.off(4, 0)).visible);
  }
  {
    LosBattle t;  // equal levels: no exemption; equidistant obstacle: blocks
    t.level(t.c, 3);
    t.level(t.off(4, 0), 3);
    t.paint(t.off(1, 0), t.woods);
    EXPECT_FALSE(los(t.b, rules, t.c, t.off(4, 0)).visible);
    LosBattle u;
    u.level(u.c, 3);
    u.paint(u.off(2, 0), u.woods);
    EXPECT_FALSE(los(u.b, rules, u.c, u.off(4, 0)).visible);
  }
  {
    LosBattle t;  // villages block "regardless of elevation differences": their losHeight says so
    t.level(t.c, 3);
    t.paint(t.off(1, 0), t.village);
    EXPECT_FALSE(los(t.b, rules, t.c, t.off(4, 0)).visible);
  }
  {
    LosBattle t;  // Raclawice has no such exemption
    t.level(t.c, 3);
    t.paint(t.off(1, 0), t.woods);
    EXPECT_FALSE(los(t.b, LosRules::raclawice(), t.c, t.off(4, 0)).visible);
  }
}

TEST(Los, RaclawiceHillToHill) {
  const LosRules rules = LosRules::raclawice();
  LosBattle t;
  t.paint(t.off(2, 0), t.woods);
  t.paint(t.off(3, 0), t.village);
  t.paint(t.c, t.hill);
  EXPECT_FALSE(los(t.b, rules, t.c, t.off(5, 0)).visible) << "only one end on a hill";
  t.paint(t.off(5, 0), t.hill);
  EXPECT_TRUE(los(t.b, rules, t.c, t.off(5, 0)).visible);
  // A hill hex between two others blocks ([10.1]); slopes (non-blocking terrain) never do ([10.1.1]).
  LosBattle u;
  u.paint(u.off(2, 0), u.hill);
  LosResult r = los(u.b, rules, u.c, u.off(4, 0));
  EXPECT_FALSE(r.visible);
  EXPECT_EQ(r.reason, "hill");
  // A hill painted by elevation only: the map's highest level counts as a hill.
  LosBattle v;
  v.paint(v.off(2, 0), v.woods);
  v.level(v.c, 2);
  v.level(v.off(4, 0), 2);
  v.level(v.off(9, 0), 1);
  EXPECT_TRUE(los(v.b, rules, v.c, v.off(4, 0)).visible);
}

TEST(Los, UnitsBlockWhenTheCallerSaysSo) {
  LosBattle t;
  const LosRules rules = LosRules::laBataille();
  UnitsAt unitAt2 = [&](Hex h) { return h == t.off(2, 0) ? UnitBlock::Blocks : UnitBlock::None; };
  LosResult r = los(t.b, rules, t.c, t.off(4, 0), unitAt2);
  EXPECT_FALSE(r.visible);
  EXPECT_EQ(r.blocker, LosBlocker::Unit);
  EXPECT_EQ(r.reason, "unit");
  UnitsAt unitAt0 = [&](Hex h) { return h == t.c ? UnitBlock::Blocks : UnitBlock::None; };
  EXPECT_TRUE(los(t.b, rules, t.c, t.off(4, 0), unitAt0).visible);
}

TEST(Los, EveryOrientationAndParityIndexesTheMapAlike) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop})
    for (ShiftedLines sh : {ShiftedLines::Odd, ShiftedLines::Even}) {
      LosBattle t;
      GridSettings g = t.b.map.grid();
      g.orientation = o;
      g.shifted = sh;
      t.b.map = HexMap(g, t.clear);
      const Hex from = g.toHex({7, 7});
      const Hex woods = from + Hex{2, 0}, behind = from + Hex{3, 0};
      t.b.map.setTerrain(t.b.map.indexOf(woods), t.woods);
      std::vector<uint8_t> vs = viewshed(t.b, LosRules::laBataille(), from, 3);
      int count = 0;
      for (int i = 0; i < t.b.map.hexCount(); ++i) {
        Hex h = t.b.map.hexAt(i);
        bool expected = distance(from, h) <= 3 && h != behind;
        EXPECT_EQ(vs[size_t(i)] != 0, expected) << int(o) << int(sh) << " " << h.q << "," << h.r;
        count += vs[size_t(i)];
      }
      EXPECT_EQ(count, 36);
      LosResult r = los(t.b, LosRules::laBataille(), from, behind);
      EXPECT_EQ(r.blockingHex, woods);
    }
}

TEST(Los, BlockedExactlyWhenTheLoneObstacleIsOnTheTracedLine) {
  // The engine steps its lines with its own inlined rounding; this holds it to traceLine.
  LosBattle t;
  std::mt19937 rng(1807);
  const HexMap& m = t.b.map;
  for (int k = 0; k < 3000; ++k) {
    const int w = int(rng() % unsigned(m.hexCount()));
    t.b.map.setTerrain(w, t.woods);
    Hex a = m.hexAt(int(rng() % unsigned(m.hexCount()))), b = m.hexAt(int(rng() % unsigned(m.hexCount())));
    std::vector<LineStep> steps = traceLine(a, b);
    bool onLine = false;
    for (size_t i = 1; i + 1 < steps.size(); ++i) onLine |= steps[i].hex == m.hexAt(w) || steps[i].other == m.hexAt(w);
    ASSERT_EQ(los(t.b, LosRules::laBataille(), a, b).visible, !onLine) << k;
    t.b.map.setTerrain(w, t.clear);
  }
}

TEST(Los, SymmetricAndConsistentOverRandomPairs) {
  for (LosRules rules : {LosRules::laBataille(), LosRules::raclawice()}) {
    LosBattle t;
    std::mt19937 rng(1794);
    const HexMap& m = t.b.map;
    for (int i = 0; i < m.hexCount(); ++i) {
      int roll = int(rng() % 10);
      t.b.map.setTerrain(i, roll < 2 ? t.woods : roll < 3 ? t.hill : roll < 4 ? t.village : t.clear);
      t.b.map.setLevel(i, int16_t(rng() % 4));
      if (rng() % 8 == 0) {
        HexsideRecord rec;
        rec.features.push_back({t.wall, Side::None});
        t.b.map.setHexside(hexsideOf(m.hexAt(i), int(rng() % 3)), rec);
      }
    }
    LosMap lm(t.b, rules);
    int visible = 0;
    for (int k = 0; k < 3000; ++k) {
      Hex a = m.hexAt(int(rng() % unsigned(m.hexCount()))), b = m.hexAt(int(rng() % unsigned(m.hexCount())));
      bool ab = lm.visible(a, b);
      ASSERT_EQ(ab, lm.visible(b, a)) << a.q << "," << a.r << " " << b.q << "," << b.r;
      ASSERT_EQ(ab, lm.trace(a, b).visible);
      visible += ab;
    }
    EXPECT_GT(visible, 100);
    EXPECT_LT(visible, 2900);
    // The viewshed agrees with single queries; the matrix with both.
    Hex from = t.c;
    std::vector<uint8_t> vs = lm.viewshed(from, 6);
    for (int i = 0; i < m.hexCount(); ++i) {
      bool inRange = distance(from, m.hexAt(i)) <= 6;
      EXPECT_EQ(vs[size_t(i)] != 0, inRange && lm.visible(from, m.hexAt(i))) << i;
    }
    std::vector<Hex> set = {t.c, t.off(3, 0), t.off(-2, 4), t.off(5, -5), t.off(9, 0)};
    std::vector<uint8_t> mat = losMatrix(t.b, rules, set, 8);
    for (size_t i = 0; i < set.size(); ++i)
      for (size_t j = 0; j < set.size(); ++j)
        EXPECT_EQ(mat[i * set.size() + j] != 0, distance(set[i], set[j]) <= 8 && lm.visible(set[i], set[j]));
  }
}

// A random battle for the fast paths: blocking hexes at several levels, hills, walls on hexsides (some on the map's
// edge, owned by off-map hexes), under every orientation and parity.
Battle randomLosBattle(std::mt19937& rng, Orientation o, ShiftedLines sh, int columns, int rows) {
  LosBattle t;
  GridSettings g = t.b.map.grid();
  g.orientation = o;
  g.shifted = sh;
  g.columns = columns;
  g.rows = rows;
  t.b.map = HexMap(g, t.clear);
  HexMap& m = t.b.map;
  const unsigned density = 3 + rng() % 8;  // in tenths: some maps open, some crowded
  for (int i = 0; i < m.hexCount(); ++i) {
    const unsigned roll = rng() % 40;
    if (roll < density) m.setTerrain(i, roll % 3 == 0 ? t.woods : roll % 3 == 1 ? t.hill : t.village);
    m.setLevel(i, int16_t(rng() % 4));
  }
  const int walls = int(rng() % 3) * m.hexCount() / 12;
  for (int k = 0; k < walls; ++k) {
    HexsideRecord rec;
    rec.features.push_back({rng() % 4 ? t.wall : t.stream, Side::None});
    const Hex h = m.hexAt(int(rng() % unsigned(m.hexCount())));
    m.setHexside(hexsideOf(h, int(rng() % 6)), rec);
  }
  return t.b;
}

Hex randomHex(std::mt19937& rng, const HexMap& m) { return m.hexAt(int(rng() % unsigned(m.hexCount()))); }

LosRules randomRules(std::mt19937& rng) {
  LosRules rules = rng() % 2 ? LosRules::laBataille() : LosRules::raclawice();
  rules.hexsidesBlock = rng() % 4 != 0;
  rules.alongHexsideEitherBlocks = rng() % 4 != 0;
  return rules;
}

TEST(Los, FastVerdictEqualsTheTracedWalkOnRandomMaps) {
  // visible() reads precomputed line checks (up to range 40) or steps lines in integers (beyond); trace() walks
  // the nudged lines themselves. Every pair, short, long and along the map's edges, must agree.
  std::mt19937 rng(1815);
  int pairs = 0, visibleCount = 0;
  for (int map = 0; map < 32; ++map) {
    const Orientation o = map % 2 ? Orientation::FlatTop : Orientation::PointyTop;
    const ShiftedLines sh = map / 2 % 2 ? ShiftedLines::Even : ShiftedLines::Odd;
    const int columns = 5 + int(rng() % 60), rows = 5 + int(rng() % 60);
    const Battle b = randomLosBattle(rng, o, sh, columns, rows);
    const LosMap lm(b, randomRules(rng));
    const GridSettings& g = b.map.grid();
    for (int k = 0; k < 400; ++k) {
      Hex a = randomHex(rng, b.map), c = randomHex(rng, b.map);
      if (k % 4 == 0) a = g.toHex({int(rng() % 2) * (columns - 1), int(rng() % unsigned(rows))});  // edge columns
      if (k % 4 == 1) c = g.toHex({int(rng() % unsigned(columns)), int(rng() % 2) * (rows - 1)});  // edge rows
      const bool fast = lm.visible(a, c);
      ASSERT_EQ(fast, lm.trace(a, c).visible) << "map " << map << " (" << columns << "x" << rows << ") from " << a.q
                                              << "," << a.r << " to " << c.q << "," << c.r;
      ++pairs;
      visibleCount += fast;
    }
  }
  EXPECT_EQ(pairs, 12800);
  EXPECT_GT(visibleCount, 600);
  EXPECT_LT(visibleCount, 12200);
}

TEST(Los, ViewshedEqualsTheTracedWalkOnRandomMaps) {
  std::mt19937 rng(1866);
  for (int map = 0; map < 8; ++map) {
    const Orientation o = map % 2 ? Orientation::FlatTop : Orientation::PointyTop;
    const ShiftedLines sh = map / 2 % 2 ? ShiftedLines::Even : ShiftedLines::Odd;
    const int columns = 20 + int(rng() % 40), rows = 20 + int(rng() % 40);
    const Battle b = randomLosBattle(rng, o, sh, columns, rows);
    const LosMap lm(b, randomRules(rng));
    const GridSettings& g = b.map.grid();
    // A corner, an edge and an inner hex; ranges inside and beyond the precomputed table.
    const Hex froms[] = {g.toHex({0, 0}), g.toHex({columns - 1, int(rng() % unsigned(rows))}), randomHex(rng, b.map)};
    for (Hex from : froms) {
      const int range = int(rng() % 70);
      const std::vector<uint8_t> vs = lm.viewshed(from, range);
      ASSERT_EQ(vs.size(), size_t(b.map.hexCount()));
      for (int i = 0; i < b.map.hexCount(); ++i) {
        const Hex h = b.map.hexAt(i);
        const bool expected = distance(from, h) <= range && lm.trace(from, h).visible;
        ASSERT_EQ(vs[size_t(i)] != 0, expected) << "map " << map << " from " << from.q << "," << from.r << " to " << h.q
                                                << "," << h.r << " range " << range;
      }
    }
  }
}

TEST(Los, WholeMapViewshedEqualsTheTracedWalk) {
  // Far targets go through the near shadows and the integer stepper; crowded and open maps, both orientations.
  std::mt19937 rng(1759);
  for (int map = 0; map < 4; ++map) {
    const Orientation o = map % 2 ? Orientation::FlatTop : Orientation::PointyTop;
    const ShiftedLines sh = map / 2 % 2 ? ShiftedLines::Even : ShiftedLines::Odd;
    const Battle b = randomLosBattle(rng, o, sh, 60 + int(rng() % 30), 60 + int(rng() % 30));
    LosRules rules = map < 2 ? LosRules::laBataille() : LosRules::raclawice();
    rules.hexsidesBlock = map % 2 == 0;
    const LosMap lm(b, rules);
    const Hex from = randomHex(rng, b.map);
    const std::vector<uint8_t> vs = lm.viewshed(from, 1000);
    EXPECT_EQ(lm.viewshed(from, 1000, 3), vs) << "threads share the rows, not the answer";
    int visibleCount = 0;
    for (int i = 0; i < b.map.hexCount(); ++i) {
      const Hex h = b.map.hexAt(i);
      ASSERT_EQ(vs[size_t(i)] != 0, lm.trace(from, h).visible)
          << "map " << map << " from " << from.q << "," << from.r << " to " << h.q << "," << h.r;
      visibleCount += vs[size_t(i)];
    }
    EXPECT_GT(visibleCount, 6);
  }
}

}  // namespace
}  // namespace cartouche
