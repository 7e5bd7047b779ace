#include "edit/elevation_edit.h"

#include <algorithm>
#include <limits>

namespace cartouche {

LevelValues shiftedLevels(const HexMap& map, const std::vector<int>& hexes, int delta) {
  LevelValues out;
  out.reserve(hexes.size());
  for (int i : hexes) {
    int level = std::clamp(int(map.level(i)) + delta, int(std::numeric_limits<int16_t>::min()),
                           int(std::numeric_limits<int16_t>::max()));
    if (level != map.level(i)) out.emplace_back(i, int16_t(level));
  }
  return out;
}

LevelValues levelledTo(const HexMap& map, const std::vector<int>& hexes, int16_t level) {
  LevelValues out;
  out.reserve(hexes.size());
  for (int i : hexes)
    if (map.level(i) != level) out.emplace_back(i, level);
  return out;
}

SlopeOverride nextSlopeOverride(SlopeOverride current) {
  switch (current) {
    case SlopeOverride::Derived:
      return SlopeOverride::ForceOn;
    case SlopeOverride::ForceOn:
      return SlopeOverride::ForceOff;
    case SlopeOverride::ForceOff:
      return SlopeOverride::Derived;
  }
  return SlopeOverride::Derived;
}

}  // namespace cartouche
