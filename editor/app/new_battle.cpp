#include "new_battle.h"

namespace cartouche {

Battle makeNewBattle() {
  Battle b;
  b.info["title"] = "New battle";
  TerrainVocabulary& v = b.vocabulary;
  TerrainId clear = *v.add(hexTerrain("clear", "Clear", {214, 222, 170, 255}));
  v.add(hexTerrain("woods", "Woods", {96, 142, 64, 255}, "trees"));
  v.add(hexTerrain("village", "Village", {196, 146, 112, 255}, "houses"));
  v.add(hexTerrain("marsh", "Marsh", {150, 186, 170, 255}, "marsh"));
  v.add(hexTerrain("fields", "Fields", {232, 214, 150, 255}));
  v.add(hexsideFeature("stream", "Stream", DrawStyle::Edge, {52, 110, 214, 255}));
  v.add(hexsideFeature("road", "Road", DrawStyle::Path, {140, 76, 36, 255}));
  b.map = HexMap(GridSettings{}, clear);
  return b;
}

}  // namespace cartouche
