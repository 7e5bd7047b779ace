#include "demo_battle.h"

#include <algorithm>
#include <cmath>

namespace cartouche {

namespace {

TerrainType hexType(const char* code, const char* name, Rgba colour, const char* pattern = "") {
  TerrainType t;
  t.code = code;
  t.name = name;
  t.colour = colour;
  t.pattern = pattern;
  return t;
}

TerrainType sideType(const char* code, const char* name, DrawStyle draw, Rgba colour) {
  TerrainType t = hexType(code, name, colour);
  t.kind = TerrainKind::Hexside;
  t.draw = draw;
  t.hexsideClass = draw == DrawStyle::Edge ? HexsideClass::Edge : HexsideClass::Crossing;
  t.water = draw == DrawStyle::Edge;
  t.needsWater = draw == DrawStyle::Mark;
  return t;
}

void addFeature(HexMap& map, HexsideId id, TerrainId type) {
  HexsideRecord rec;
  if (const HexsideRecord* old = map.hexside(id)) rec = *old;
  if (rec.has(type)) return;
  rec.features.push_back({type, Side::None});
  std::sort(rec.features.begin(), rec.features.end(),
            [](HexsideFeature a, HexsideFeature b) { return a.type < b.type; });
  map.setHexside(id, rec);
}

}  // namespace

Battle makeDemoBattle() {
  Battle b;
  b.info["title"] = "Racławice 1794 (demo)";
  b.info["date"] = "4 April 1794";
  b.info["system"] = "raclawice";
  b.info["commanders"] = "Tadeusz Kościuszko; Alexander Tormasov";
  b.info["map_provenance"] = "reconstruction: demo terrain, not the historical map";
  b.info["sources"] = "Zieliński, Fluß und Hügel (demo text: ąćęłńóśźż ÄÖÜß)";
  TerrainVocabulary& v = b.vocabulary;
  TerrainId clear = *v.add(hexType("clear", "Teren otwarty (clear)", {214, 222, 170, 255}));
  TerrainId woods = *v.add(hexType("woods", "Las (woods)", {96, 142, 64, 255}, "trees"));
  TerrainId village = *v.add(hexType("village", "Wieś Dłubnia (village)", {196, 146, 112, 255}, "houses"));
  TerrainId marsh = *v.add(hexType("marsh", "Bagno (marsh)", {150, 186, 170, 255}, "marsh"));
  TerrainId fields = *v.add(hexType("fields", "Pola (fields)", {232, 214, 150, 255}));
  TerrainId stream = *v.add(sideType("stream", "Ścieklec stream (Fluß)", DrawStyle::Edge, {52, 110, 214, 255}));
  TerrainId road = *v.add(sideType("road", "Droga (road)", DrawStyle::Path, {140, 76, 36, 255}));
  TerrainId bridge = *v.add(sideType("bridge", "Most (bridge)", DrawStyle::Mark, {70, 60, 56, 255}));

  GridSettings g;  // 34 x 27, pointy, XXYY labels from 0101
  b.map = HexMap(g, clear);
  HexMap& m = b.map;
  Layout layout{g.orientation, 1.0, {0, 0}};
  // Terrain from a few smooth bumps, so the demo looks like land rather than noise.
  for (int i = 0; i < m.hexCount(); ++i) {
    Point p = hexToPixel(layout, m.hexAt(i));
    double woodsField = std::sin(p.x * 0.11) + std::cos(p.y * 0.13 + 1.0) + 0.5 * std::sin((p.x + p.y) * 0.05);
    double hill = std::exp(-((p.x - 22) * (p.x - 22) + (p.y - 14) * (p.y - 14)) / 60.0) +
                  std::exp(-((p.x - 48) * (p.x - 48) + (p.y - 26) * (p.y - 26)) / 90.0);
    TerrainId t = woodsField > 1.3 ? woods : woodsField < -1.5 ? fields : clear;
    if (p.x > 30 && p.x < 36 && p.y > 20 && p.y < 27) t = village;
    if (p.x < 12 && p.y > 28) t = marsh;
    m.setTerrain(i, t);
    m.setLevel(i, int16_t(std::lround(hill * 2.2)));
  }
  // A stream along hexsides from north to south, with a bridge where the road crosses.
  // Pointy hexes: the W and SW edges of a hex, then those of its SE neighbour, make one unbroken line (the SE
  // neighbour's upper-left corner is this hex's bottom corner).
  Hex h = g.toHex({9, 0});
  for (int step = 0; step < 40 && m.contains(h); ++step) {
    addFeature(m, hexsideOf(h, 3), stream);
    addFeature(m, hexsideOf(h, 4), stream);
    h = neighbour(h, 5);
  }
  // An east-west road that crosses the stream.
  Hex r = g.toHex({0, 12});
  for (int step = 0; step < 33; ++step) {
    int d = step % 4 == 3 ? 1 : 0;  // mostly east, now and then north-east
    HexsideId id = hexsideOf(r, d);
    addFeature(m, id, road);
    if (const HexsideRecord* rec = m.hexside(id); rec && rec->has(stream)) addFeature(m, id, bridge);
    r = neighbour(r, d);
  }
  Scenario s;
  s.code = "historical-1";
  s.name = "Historical scenario, first variant";
  s.startTime = "12:00";
  s.turnMinutes = 20;
  b.scenarios.push_back(s);
  return b;
}

}  // namespace cartouche
