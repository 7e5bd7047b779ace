#include "edit/map_selection.h"

#include <algorithm>
#include <iterator>

#include "model/flood_fill.h"

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
  return first < 0 ? std::vector<int>{} : floodFill(map, first);
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
