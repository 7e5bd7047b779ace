#include "new_battle.h"

namespace cartouche {

namespace {

TerrainVocabulary defaultVocabulary() {
  TerrainVocabulary v;
  v.add(hexTerrain("clear", "Clear", {214, 222, 170, 255}));
  v.add(hexTerrain("woods", "Woods", {96, 142, 64, 255}, "trees"));
  v.add(hexTerrain("village", "Village", {196, 146, 112, 255}, "houses"));
  v.add(hexTerrain("marsh", "Marsh", {150, 186, 170, 255}, "marsh"));
  v.add(hexTerrain("fields", "Fields", {232, 214, 150, 255}));
  v.add(hexsideFeature("stream", "Stream", DrawStyle::Edge, {52, 110, 214, 255}));
  v.add(hexsideFeature("road", "Road", DrawStyle::Path, {140, 76, 36, 255}));
  return v;
}

}  // namespace

Battle makeNewBattle() {
  Result<Battle> b = makeNewBattle(NewBattleSpec{});
  return std::move(b).value();
}

Result<Battle> makeNewBattle(const NewBattleSpec& spec, const Battle* startFrom) {
  if (Status s = spec.grid.validate(); !s) return s;
  Battle b;
  b.info["title"] = spec.title.empty() ? "New battle" : spec.title;
  b.vocabulary = startFrom ? startFrom->vocabulary : defaultVocabulary();
  if (startFrom) b.rules = startFrom->rules;
  std::string system = spec.system;
  if (system.empty() && startFrom)
    if (auto it = startFrom->info.find("system"); it != startFrom->info.end()) system = it->second;
  if (!system.empty()) b.info["system"] = system;
  std::optional<TerrainId> fill;
  for (size_t i = 0; i < b.vocabulary.size() && !fill; ++i)
    if (b.vocabulary.at(TerrainId(i)).kind == TerrainKind::Hex) fill = TerrainId(i);
  if (!fill) return Status::invalidArgument("the battle to start from has no hex terrain to fill the map with");
  b.map = HexMap(spec.grid, *fill);
  return b;
}

}  // namespace cartouche
