// From per-hex heights in metres to elevation levels: level = floor((metres - base) / interval), with the contour
// interval and base the user picks; a preview (metres and level per hex, hexes per level, unknown hexes) to show
// before anything changes; and the edit commands that apply it as one undo step (the caller executes them with one
// stroke id). Unknown hexes keep their level and get NaN metres. Thread-safety: values and pure functions.
#pragma once

#include <map>
#include <optional>
#include <vector>

#include "edit/command.h"
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

// The commands that apply `preview` to a map of its size: the metres layer (core SetHexMetres), then the levels of
// the known hexes.
// Execute them in order under one stroke id so they undo as one step.
std::vector<CommandPtr> elevationCommands(const ElevationPreview& preview);

}  // namespace cartouche::geo
