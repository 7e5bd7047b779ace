// Sets of hexes chosen for copy, cut and delete: a rectangle in offset (column, row) coordinates, as the map is
// printed, and the magic wand (contiguous hexes of one terrain). Selections are sorted map indices. Pure
// functions: safe from any thread.
#pragma once

#include <vector>

#include "model/hex_map.h"

namespace cartouche {

// Every hex whose column and row lie between those of `a` and `b` (inclusive, either order), clipped to the map.
std::vector<int> rectangleSelection(const GridSettings& grid, OffsetCoord a, OffsetCoord b);

// The hexes reachable from `start` through neighbours of the same terrain, `start` included (flood_fill.h's area,
// from a hex under the pointer). Empty when `start` is off the map.
std::vector<int> magicWand(const HexMap& map, Hex start);

// Sorted union and difference of two selections.
std::vector<int> selectionUnion(const std::vector<int>& a, const std::vector<int>& b);
std::vector<int> selectionMinus(const std::vector<int>& a, const std::vector<int>& b);

}  // namespace cartouche
