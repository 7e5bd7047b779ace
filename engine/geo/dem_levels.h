// From per-hex heights in metres to elevation levels: level = floor((metres - base) / interval), with the contour
// interval and base the user picks; a preview (metres and level per hex, hexes per level, unknown hexes) to show
// before anything changes; and the command group that applies it as one undo step, all or nothing. Unknown hexes
// keep their level and get NaN metres. Thread-safety: values and pure functions.
#pragma once

#include <map>
#include <optional>
#include <vector>

#include "edit/command_group.h"
#include "geo/dem_sampling.h"

namespace cartouche::geo {

struct LevelScheme {
  double base = 0;       // metres at the bottom of level 0
  double interval = 10;  // metres per level
};

struct ElevationPreview {
  DemStatistic statistic = DemStatistic::Mean;
  LevelScheme scheme;
  std::vector<float> metres;                   // per hex, NaN where unknown
  std::vector<std::optional<int16_t>> levels;  // per hex, nullopt where unknown
  std::map<int, int> hexesPerLevel;
  int unknown = 0;
  float lowest = NAN, highest = NAN;  // metres over known hexes
};

// Refuses an interval that is not a positive finite number, a base that is not finite, and levels beyond int16.
Result<ElevationPreview> previewElevation(const HexHeights& heights, DemStatistic statistic, LevelScheme scheme);

// The base that starts level 0 at the map's lowest ground: the lowest known height rounded down to a whole number of
// intervals (141 m every 10 m: 140 m). None when no hex has a height, or when the base is that already.
std::optional<double> proposedBase(const ElevationPreview& preview);

// The command that applies `preview` to a map of its size, as one undo step: a group of the metres layer
// (SetHexMetres) and the levels of the known hexes (SetElevation). Refused whole on a map of another size.
std::unique_ptr<CommandGroup> elevationCommand(const ElevationPreview& preview);

}  // namespace cartouche::geo
