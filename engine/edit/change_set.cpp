#include "edit/change_set.h"

#include <algorithm>

namespace cartouche {

void ChangeSet::merge(const ChangeSet& o) {
  grid |= o.grid;
  vocabulary |= o.vocabulary;
  info |= o.info;
  scenarios |= o.scenarios;
  rules |= o.rules;
  layers |= o.layers;
  ground |= o.ground;
  hexes.insert(hexes.end(), o.hexes.begin(), o.hexes.end());
  hexsides.insert(hexsides.end(), o.hexsides.begin(), o.hexsides.end());
}

void ChangeSet::normalize() {
  std::sort(hexes.begin(), hexes.end());
  hexes.erase(std::unique(hexes.begin(), hexes.end()), hexes.end());
  std::sort(hexsides.begin(), hexsides.end());
  hexsides.erase(std::unique(hexsides.begin(), hexsides.end()), hexsides.end());
}

}  // namespace cartouche
