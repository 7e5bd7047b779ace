#include "geo/dem_levels.h"

#include <cmath>
#include <limits>

#include "edit/map_commands.h"

namespace cartouche::geo {

Result<ElevationPreview> previewElevation(const HexHeights& heights, DemStatistic statistic, LevelScheme scheme) {
  if (!(scheme.interval > 0) || !std::isfinite(scheme.interval))
    return Status::invalidArgument("contour interval must be a positive number of metres");
  if (!std::isfinite(scheme.base)) return Status::invalidArgument("level base must be a number of metres");
  ElevationPreview p;
  p.statistic = statistic;
  p.scheme = scheme;
  p.metres = heights.of(statistic);
  p.levels.assign(p.metres.size(), std::nullopt);
  for (size_t k = 0; k < p.metres.size(); ++k) {
    const float m = p.metres[k];
    if (std::isnan(m)) {
      ++p.unknown;
      continue;
    }
    const double level = std::floor((double(m) - scheme.base) / scheme.interval);
    if (level < std::numeric_limits<int16_t>::min() || level > std::numeric_limits<int16_t>::max())
      return Status::invalidArgument("a height of " + std::to_string(m) + " m would be level " + std::to_string(level) +
                                     ", outside the levels a map holds; raise the interval "
                                     "or move the base");
    p.levels[k] = int16_t(level);
    ++p.hexesPerLevel[int(level)];
    p.lowest = std::isnan(p.lowest) ? m : std::min(p.lowest, m);
    p.highest = std::isnan(p.highest) ? m : std::max(p.highest, m);
  }
  return p;
}

std::optional<double> proposedBase(const ElevationPreview& preview) {
  if (std::isnan(preview.lowest)) return std::nullopt;
  const double base = std::floor(double(preview.lowest) / preview.scheme.interval) * preview.scheme.interval;
  if (std::abs(base - preview.scheme.base) < 1e-9) return std::nullopt;
  return base;
}

std::unique_ptr<CommandGroup> elevationCommand(const ElevationPreview& preview) {
  std::vector<std::pair<int, int16_t>> levels;
  for (size_t k = 0; k < preview.levels.size(); ++k)
    if (preview.levels[k]) levels.emplace_back(int(k), *preview.levels[k]);
  std::vector<CommandPtr> commands;
  commands.push_back(std::make_unique<SetHexMetres>(preview.metres));
  commands.push_back(std::make_unique<SetElevation>(std::move(levels)));
  return std::make_unique<CommandGroup>(std::move(commands));
}

}  // namespace cartouche::geo
