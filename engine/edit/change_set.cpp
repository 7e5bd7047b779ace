#include "edit/change_set.h"

#include <algorithm>

namespace cartouche {

void ChangeSet::merge(const ChangeSet& o) {
  grid |= o.grid;
  vocabulary |= o.vocabulary;
  info |= o.info;
  scenarios |= o.scenarios;
  army |= o.army;
  rules |= o.rules;
  layers |= o.layers;
  ground |= o.ground;
  setups.insert(setups.end(), o.setups.begin(), o.setups.end());
  unitHexes.insert(unitHexes.end(), o.unitHexes.begin(), o.unitHexes.end());
  hexes.insert(hexes.end(), o.hexes.begin(), o.hexes.end());
  hexsides.insert(hexsides.end(), o.hexsides.begin(), o.hexsides.end());
}

void ChangeSet::normalize() {
  std::sort(hexes.begin(), hexes.end());
  hexes.erase(std::unique(hexes.begin(), hexes.end()), hexes.end());
  std::sort(setups.begin(), setups.end());
  setups.erase(std::unique(setups.begin(), setups.end()), setups.end());
  auto hexLess = [](Hex a, Hex b) { return a.r != b.r ? a.r < b.r : a.q < b.q; };
  std::sort(unitHexes.begin(), unitHexes.end(), hexLess);
  unitHexes.erase(std::unique(unitHexes.begin(), unitHexes.end()), unitHexes.end());
  std::sort(hexsides.begin(), hexsides.end());
  hexsides.erase(std::unique(hexsides.begin(), hexsides.end()), hexsides.end());
}

}  // namespace cartouche
