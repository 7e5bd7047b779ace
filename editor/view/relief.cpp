#include "view/relief.h"

#include <algorithm>

namespace cartouche {

ReliefScale reliefScale(const HexMap& map) {
  ReliefScale s;
  if (map.hexCount() == 0) return s;
  int lowest = map.level(0), highest = lowest;
  for (int i = 1; i < int(map.hexCount()); ++i) {
    const int l = map.level(i);
    lowest = std::min(lowest, l);
    highest = std::max(highest, l);
  }
  s.base = std::max(lowest, 0);
  if (highest > s.base) s.step = std::min(0.12f, 0.6f / float(highest - s.base));
  return s;
}

float reliefWeight(const ReliefScale& scale, int level) {
  if (level > scale.base) return std::min(0.6f, scale.step * float(level - scale.base));
  if (level < scale.base) return -std::min(0.6f, 0.12f * float(scale.base - level));
  return 0.f;
}

}  // namespace cartouche
