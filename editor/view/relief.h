// The elevation tint's scale, shared by the map renderer's shader and overview and by the minimap. Thread-safety:
// pure functions.
#pragma once

#include "model/hex_map.h"

namespace cartouche {

// The elevation tint's scale, from the battle's own range of levels: from `base` (the lowest level, or 0 when the
// map goes below it) the tint warms by `step` a level up to its strongest at the highest level, so ground imported
// from a DEM on levels 14 to 21 shades from low to high as ground on levels 0 to 7 does; `step` is at most 0.12, the
// tint of a map of few levels. Levels below 0 cool by 0.12 a level. Both at most 0.6.
struct ReliefScale {
  int base = 0;
  float step = 0.12f;
  friend bool operator==(const ReliefScale&, const ReliefScale&) = default;
};
ReliefScale reliefScale(const HexMap& map);
// The colours the tint mixes toward, red, green and blue in 0..1: brown above the base, blue below it (hex_map.frag's
// elevationTint has the same).
inline constexpr float kReliefHigh[3] = {0.55f, 0.40f, 0.22f};
inline constexpr float kReliefLow[3] = {0.30f, 0.40f, 0.55f};
// The tint's weight for a hex on `level`: positive toward brown, negative toward blue, in -0.6..0.6.
float reliefWeight(const ReliefScale& scale, int level);

}  // namespace cartouche
