// Region selection by terrain: the contiguous area of one terrain around a hex (flood fill) and every hex of one
// terrain on the whole map (replace-all). Results are map indices, sorted, for a PaintTerrain command; nothing here
// changes a map. Iterative with an explicit stack, so a 1000x1000 map of one terrain takes milliseconds and no
// recursion depth. Pure functions over a const HexMap: safe from any thread that does not edit that map.
#pragma once

#include <vector>

#include "model/hex_map.h"

namespace cartouche {

// The hexes reachable from `start` through neighbours of the same terrain as `start`, `start` included.
// REQUIRES: 0 <= start < map.hexCount().
std::vector<int> floodFill(const HexMap& map, int start);

// Every hex whose terrain is `terrain`.
std::vector<int> hexesWithTerrain(const HexMap& map, TerrainId terrain);

}  // namespace cartouche
