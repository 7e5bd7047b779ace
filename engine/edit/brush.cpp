#include "edit/brush.h"

#include <algorithm>
#include <cassert>

namespace cartouche {

std::vector<int> brushHexes(const HexMap& map, Hex centre, int radius) {
  assert(radius >= 0 && radius <= kMaxBrushRadius);
  std::vector<int> out;
  out.reserve(size_t(brushHexCount(radius)));
  // Cube range: every (dq, dr) with |dq|, |dr|, |ds| <= radius.
  for (int dq = -radius; dq <= radius; ++dq) {
    int lo = std::max(-radius, -dq - radius), hi = std::min(radius, -dq + radius);
    for (int dr = lo; dr <= hi; ++dr) {
      int i = map.indexOf(centre + Hex{dq, dr});
      if (i >= 0) out.push_back(i);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<int> brushStroke(const HexMap& map, Hex from, Hex to, int radius) {
  std::vector<int> out;
  for (Hex h : lineDraw(from, to)) {
    std::vector<int> dab = brushHexes(map, h, radius);
    out.insert(out.end(), dab.begin(), dab.end());
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<int> hexesToPaint(const HexMap& map, const std::vector<int>& hexes, TerrainId terrain) {
  std::vector<int> out;
  for (int i : hexes)
    if (map.terrain(i) != terrain) out.push_back(i);
  return out;
}

std::vector<HexsideId> outlineHexsides(const HexMap& map, const std::vector<int>& sortedHexes) {
  std::vector<HexsideId> out;
  for (int i : sortedHexes) {
    Hex h = map.hexAt(i);
    for (int d = 0; d < 6; ++d) {
      int n = map.indexOf(neighbour(h, d));
      if (n < 0 || !std::binary_search(sortedHexes.begin(), sortedHexes.end(), n)) out.push_back(hexsideOf(h, d));
    }
  }
  // Only an inside hex names an outline edge and only from its own side, so no edge is listed twice.
  return out;
}

}  // namespace cartouche
