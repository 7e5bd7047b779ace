#include "new_battle.h"

namespace cartouche {

namespace {

TerrainType type(const char* code, const char* name, Rgba colour, const char* pattern = "") {
  TerrainType t;
  t.code = code;
  t.name = name;
  t.colour = colour;
  t.pattern = pattern;
  return t;
}

TerrainType side(const char* code, const char* name, DrawStyle draw, Rgba colour) {
  TerrainType t = type(code, name, colour);
  t.kind = TerrainKind::Hexside;
  t.draw = draw;
  t.hexsideClass = draw == DrawStyle::Edge ? HexsideClass::Edge : HexsideClass::Crossing;
  t.water = draw == DrawStyle::Edge;
  return t;
}

}  // namespace

Battle makeNewBattle() {
  Battle b;
  b.info["title"] = "New battle";
  TerrainVocabulary& v = b.vocabulary;
  TerrainId clear = *v.add(type("clear", "Clear", {214, 222, 170, 255}));
  v.add(type("woods", "Woods", {96, 142, 64, 255}, "trees"));
  v.add(type("village", "Village", {196, 146, 112, 255}, "houses"));
  v.add(type("marsh", "Marsh", {150, 186, 170, 255}, "marsh"));
  v.add(type("fields", "Fields", {232, 214, 150, 255}));
  v.add(side("stream", "Stream", DrawStyle::Edge, {52, 110, 214, 255}));
  v.add(side("road", "Road", DrawStyle::Path, {140, 76, 36, 255}));
  b.map = HexMap(GridSettings{}, clear);
  return b;
}

}  // namespace cartouche
