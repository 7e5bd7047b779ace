#include "model/flood_fill.h"

#include <algorithm>
#include <cassert>

namespace cartouche {

std::vector<int> floodFill(const HexMap& map, int start) {
  assert(start >= 0 && start < map.hexCount());
  const TerrainId target = map.terrain(start);
  std::vector<uint8_t> seen(size_t(map.hexCount()), 0);
  std::vector<int> stack{start};
  std::vector<int> out;
  seen[size_t(start)] = 1;
  while (!stack.empty()) {
    int i = stack.back();
    stack.pop_back();
    out.push_back(i);
    Hex h = map.hexAt(i);
    for (int d = 0; d < 6; ++d) {
      int n = map.indexOf(neighbour(h, d));
      if (n < 0 || seen[size_t(n)] || map.terrain(n) != target) continue;
      // Marked when pushed, not when popped, so each hex enters the stack once and the stack stays within the map.
      seen[size_t(n)] = 1;
      stack.push_back(n);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<int> hexesWithTerrain(const HexMap& map, TerrainId terrain) {
  std::vector<int> out;
  const std::vector<TerrainId>& data = map.terrainData();
  for (size_t i = 0; i < data.size(); ++i)
    if (data[i] == terrain) out.push_back(int(i));
  return out;
}

}  // namespace cartouche
