#include "test_battles.h"

#include <random>

namespace cartouche::testing {

TerrainVocabulary testVocabulary() {
  TerrainVocabulary v;
  v.add(hexTerrain("clear", "Clear", {216, 224, 176, 255}));
  v.add(hexTerrain("field", "Fields", {232, 216, 144, 255}));
  v.add(hexTerrain("lake", "Lake", {106, 160, 208, 255}));
  v.add(hexTerrain("meadow", "Meadow", {168, 208, 128, 255}));
  v.add(hexTerrain("heath", "Heath", {200, 184, 216, 255}));
  v.add(hexTerrain("woods", "Woods", {95, 143, 58, 255}, "trees"));
  v.add(hexTerrain("town", "Town", {192, 138, 106, 255}, "houses"));
  v.add(hexTerrain("marsh", "Marsh", {143, 184, 168, 255}, "marsh"));
  v.add(hexsideFeature("stream", "Ścieklec stream", DrawStyle::Edge, {40, 100, 220, 255}));
  v.add(hexsideFeature("road", "Road", DrawStyle::Path, {150, 70, 30, 255}));
  v.add(hexsideFeature("bridge", "Bridge", DrawStyle::Mark, {230, 40, 40, 255}));
  return v;
}

GridSettings testGrid(Orientation orientation, ShiftedLines shifted, int columns, int rows) {
  GridSettings g;
  g.orientation = orientation;
  g.shifted = shifted;
  g.columns = columns;
  g.rows = rows;
  // XXYY labels number 99 columns and rows; larger test maps print wider numbers, as the label check asks.
  auto digits = [](int n) { return n > 999 ? 4 : n > 99 ? 3 : 2; };
  g.labels.columnDigits = digits(columns);
  g.labels.rowDigits = digits(rows);
  return g;
}

Battle makeTestBattle(Orientation orientation, ShiftedLines shifted, int columns, int rows) {
  Battle b;
  b.info["title"] = "Test battle";
  b.vocabulary = testVocabulary();
  b.map = HexMap(testGrid(orientation, shifted, columns, rows), kClear);
  for (int i = 0; i < b.map.hexCount(); ++i) {
    OffsetCoord o = b.map.offsetAt(i);
    b.map.setTerrain(i, TerrainId((o.col + 2 * o.row) % kPlainTerrains));
  }
  return b;
}

Battle makeRichBattle(int columns, int rows, unsigned seed, Orientation orientation) {
  Battle b = makeRichBattle(columns, rows, seed);
  GridSettings g = b.map.grid();
  g.orientation = orientation;
  b.map.setGridKeepingSize(g);
  return b;
}

Battle makeRichBattle(int columns, int rows, unsigned seed) {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, columns, rows);
  std::mt19937 rng(seed);
  HexMap& m = b.map;
  // Blobs of patterned terrain and hills.
  std::uniform_int_distribution<int> col(0, columns - 1), row(0, rows - 1), radius(1, 4), type(kClear, kMarsh);
  int blobs = std::max(4, m.hexCount() / 40);
  for (int k = 0; k < blobs; ++k) {
    Hex c = m.grid().toHex({col(rng), row(rng)});
    int r = radius(rng);
    TerrainId t = TerrainId(type(rng));
    int16_t level = int16_t(rng() % 4);
    for (int dq = -r; dq <= r; ++dq)
      for (int dr = std::max(-r, -dq - r); dr <= std::min(r, -dq + r); ++dr) {
        int i = m.indexOf(c + Hex{dq, dr});
        if (i < 0) continue;
        m.setTerrain(i, t);
        if (k % 3 == 0) m.setLevel(i, level);
      }
  }
  // Streams wander along hexsides; roads run from hex to hex and cross the streams by bridges.
  int lines = std::max(2, (columns + rows) / 8);
  std::uniform_int_distribution<int> dir(0, 5);
  for (int k = 0; k < lines; ++k) {
    Hex h = m.grid().toHex({col(rng), row(rng)});
    int heading = dir(rng);
    for (int step = 0; step < columns + rows; ++step) {
      int d = (heading + int(rng() % 3) + 5) % 6;
      if (!m.contains(h)) break;
      m.setFeature(hexsideOf(h, d), {TerrainId(k % 2 ? kRoad : kStream)});
      h = neighbour(h, k % 2 ? d : (d + 1) % 6);
    }
  }
  for (const auto& [key, rec] : std::map<uint64_t, HexsideRecord>(m.hexsides()))
    if (rec.has(kStream) && rec.has(kRoad)) m.setFeature(HexsideId::fromKey(key), {kBridge});
  return b;
}

LosTerrain addLosTerrain(Battle& battle) {
  auto add = [&](const char* code, bool blocks, int height) {
    TerrainType t;
    t.code = code;
    t.name = code;
    t.blocksLos = blocks;
    t.losHeight = height;
    return *battle.vocabulary.add(t);
  };
  LosTerrain t;
  t.clear = add("clear", false, 0);
  t.woods = add("woods", true, 1);
  t.village = add("village", true, 10);
  t.hill = add("hill", true, 0);
  return t;
}

}  // namespace cartouche::testing
