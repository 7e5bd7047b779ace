// A small battle built in code for core tests: a few hex terrains and hexside features on a 12x10 map.
#pragma once

#include "model/battle.h"

namespace cartouche::testing {

inline TerrainType hexType(const char* code, Rgba c, bool blocks = false) {
  TerrainType t;
  t.code = code;
  t.name = code;
  t.colour = c;
  t.blocksLos = blocks;
  return t;
}

inline TerrainType sideType(const char* code, HexsideClass cls, DrawStyle draw) {
  TerrainType t;
  t.code = code;
  t.name = code;
  t.kind = TerrainKind::Hexside;
  t.hexsideClass = cls;
  t.draw = draw;
  return t;
}

struct SmallBattle {
  Battle battle;
  TerrainId clear, woods, village, stream, bridge, road, contour;

  explicit SmallBattle(Orientation o = Orientation::PointyTop, ShiftedLines s = ShiftedLines::Odd) {
    Battle& b = battle;
    clear = *b.vocabulary.add(hexType("clear", {220, 210, 160, 255}));
    woods = *b.vocabulary.add(hexType("woods", {40, 120, 40, 255}, true));
    village = *b.vocabulary.add(hexType("village", {170, 90, 60, 255}, true));
    TerrainType st = sideType("stream", HexsideClass::Edge, DrawStyle::Edge);
    st.water = true;
    stream = *b.vocabulary.add(st);
    TerrainType br = sideType("bridge", HexsideClass::Crossing, DrawStyle::Mark);
    br.needsWater = true;
    bridge = *b.vocabulary.add(br);
    road = *b.vocabulary.add(sideType("road", HexsideClass::Crossing, DrawStyle::Path));
    TerrainType ct = sideType("contour", HexsideClass::Edge, DrawStyle::Edge);
    ct.directional = true;
    contour = *b.vocabulary.add(ct);
    GridSettings g;
    g.orientation = o;
    g.shifted = s;
    g.columns = 12;
    g.rows = 10;
    b.map = HexMap(g, clear);
    b.info["title"] = "Test battle";
  }
  int at(int col, int row) const { return row * battle.map.columns() + col; }
  Hex hex(int col, int row) const { return battle.map.grid().toHex({col, row}); }
};

}  // namespace cartouche::testing
