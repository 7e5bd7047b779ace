#include "map_selection.h"

#include <algorithm>
#include <iterator>

namespace cartouche {

std::vector<int> rectangleSelection(const GridSettings& grid, OffsetCoord a, OffsetCoord b) {
  int colMin = std::max(0, std::min(a.col, b.col)), colMax = std::min(grid.columns - 1, std::max(a.col, b.col));
  int rowMin = std::max(0, std::min(a.row, b.row)), rowMax = std::min(grid.rows - 1, std::max(a.row, b.row));
  std::vector<int> out;
  for (int row = rowMin; row <= rowMax; ++row)
    for (int col = colMin; col <= colMax; ++col) out.push_back(row * grid.columns + col);
  return out;
}

std::vector<int> magicWand(const HexMap& map, Hex start) {
  int first = map.indexOf(start);
  if (first < 0) return {};
  TerrainId terrain = map.terrain(first);
  std::vector<char> seen(size_t(map.hexCount()), 0);
  std::vector<int> out, stack{first};
  seen[size_t(first)] = 1;
  while (!stack.empty()) {
    int i = stack.back();
    stack.pop_back();
    out.push_back(i);
    Hex h = map.hexAt(i);
    for (int d = 0; d < 6; ++d) {
      int j = map.indexOf(neighbour(h, d));
      if (j < 0 || seen[size_t(j)] || map.terrain(j) != terrain) continue;
      seen[size_t(j)] = 1;
      stack.push_back(j);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<int> selectionUnion(const std::vector<int>& a, const std::vector<int>& b) {
  std::vector<int> out;
  std::set_union(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}

std::vector<int> selectionMinus(const std::vector<int>& a, const std::vector<int>& b) {
  std::vector<int> out;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}

}  // namespace cartouche
