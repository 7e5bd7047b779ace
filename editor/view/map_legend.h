// What the map's legend says: the elevation tint's levels with their colours (as the map shader tints the battle's
// most common terrain) and their metres where a DEM gave them, and the rows an overlay adds (the line of sight's
// lines and viewshed shading). Pure data for the legend panel and its tests: no ImGui, no GL. Thread-safety: pure
// functions.
#pragma once

#include <string>
#include <vector>

#include "model/battle.h"

namespace cartouche {

struct LegendRow {
  std::string label;  // "Level 3 · 120–129 m", "Hidden from the hex"
  Rgba colour;        // the swatch; a translucent one is drawn over the map's common terrain, as the map shows it
  bool line = false;  // a line's colour (drawn as a stroke) rather than a filled area
  friend bool operator==(const LegendRow&, const LegendRow&) = default;
};

struct LegendSection {
  std::string title;  // "Elevation", "Line of sight"
  std::vector<LegendRow> rows;
};

// The terrain most hexes of the map carry (the colour the tint is shown over), or nullopt for an empty map.
std::optional<TerrainId> commonTerrain(const Battle& battle);
// `base` tinted for a hex `weight` (reliefWeight) up or down, as hex_map.frag's elevationTint does.
Rgba reliefTinted(Rgba base, float weight);

// The levels of the map, highest first, each with its tinted colour and, where the hexes of that level have metres
// from a DEM, their range ("Level 14 · 140–149 m"; unknown metres are left out, never shown as 0). At most
// `maxRows` rows: where the map has more levels, an even choice of them that keeps the lowest and the highest.
// Empty rows when every hex is on one level (the tint then shows nothing).
LegendSection elevationLegend(const Battle& battle, int maxRows = 10);

}  // namespace cartouche
