// Elevation edits as values: the new level of each hex for raise, lower, set-level and flatten, listing only the
// hexes that change, and the cycle of a hexside's manual slope override. Tools turn these into SetElevation and
// SetSlopeOverride commands; nothing here changes a map. Pure functions: safe from any thread that does not edit
// the map.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "model/hex_map.h"

namespace cartouche {

using LevelValues = std::vector<std::pair<int, int16_t>>;  // (map index, new level)

// Each hex's level moved by `delta` (raise > 0, lower < 0), held inside the int16 range the map stores; hexes
// already at that limit are left out. REQUIRES: every index is on the map.
LevelValues shiftedLevels(const HexMap& map, const std::vector<int>& hexes, int delta);

// Every hex brought to `level` (set level; flatten with the level of the hex first pressed); hexes already there
// are left out. REQUIRES: every index is on the map.
LevelValues levelledTo(const HexMap& map, const std::vector<int>& hexes, int16_t level);

// Derived -> ForceOn -> ForceOff -> Derived: what one Shift+click on a hexside does to its slope override.
SlopeOverride nextSlopeOverride(SlopeOverride current);

}  // namespace cartouche
