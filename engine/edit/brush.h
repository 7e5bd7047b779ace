// Brush shapes: the hexes within `radius` of a centre hex (radius 0..3 paints 1, 7, 19, 37 hexes), clipped to the
// map and named by map index, and the union of brush dabs along a drag so a fast pointer leaves no gaps. Brushes
// are data (the Wesnoth editor's habit): tools ask for hexes here and turn them into commands; nothing here
// changes a map. Pure functions over a const HexMap: safe from any thread that does not edit that map.
#pragma once

#include <vector>

#include "model/hex_map.h"

namespace cartouche {

constexpr int kMaxBrushRadius = 3;

// Hexes in a full (unclipped) brush of this radius: 3r(r + 1) + 1.
constexpr int brushHexCount(int radius) { return 3 * radius * (radius + 1) + 1; }

// Map indices of the hexes within `radius` of `centre` that lie on the map, sorted ascending. The centre may be off
// the map (a brush hanging over the edge still paints the hexes it covers). REQUIRES: 0 <= radius <= kMaxBrushRadius.
std::vector<int> brushHexes(const HexMap& map, Hex centre, int radius);

// Map indices covered by dabs at every hex of the line from `from` to `to` (both included), sorted and unique: one
// drag event's worth of painting.
std::vector<int> brushStroke(const HexMap& map, Hex from, Hex to, int radius);

// The subset of `hexes` whose terrain is not already `terrain`, in the same order: a brush paints only what changes,
// so a dab over painted ground adds nothing to the undo history. REQUIRES: every index is on the map.
std::vector<int> hexesToPaint(const HexMap& map, const std::vector<int>& hexes, TerrainId terrain);

// The hexsides where a set of hexes (sorted map indices, as brushHexes returns) meets hexes outside it or the map
// edge: the outline a brush preview draws. Each shared edge appears once.
std::vector<HexsideId> outlineHexsides(const HexMap& map, const std::vector<int>& sortedHexes);

}  // namespace cartouche
