#include "view/map_legend.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "view/relief.h"

namespace cartouche {

namespace {

constexpr Rgba kUnknownTerrain{160, 160, 160, 255};

// "140 m" or "140–149 m" (an en dash), metres rounded to whole ones.
std::string metresText(float low, float high) {
  const long a = std::lround(low), b = std::lround(high);
  if (a == b) return std::to_string(a) + " m";
  return std::to_string(a) + "\u2013" + std::to_string(b) + " m";
}

}  // namespace

std::optional<TerrainId> commonTerrain(const Battle& battle) {
  std::map<TerrainId, int> counts;
  for (int i = 0; i < int(battle.map.hexCount()); ++i) ++counts[battle.map.terrain(i)];
  if (counts.empty()) return std::nullopt;
  auto best =
      std::max_element(counts.begin(), counts.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
  return best->first;
}

Rgba reliefTinted(Rgba base, float weight) {
  const float* target = weight >= 0 ? kReliefHigh : kReliefLow;
  const float t = std::fabs(weight);
  auto mix = [&](uint8_t c, float to) {
    float v = float(c) / 255.f + (to - float(c) / 255.f) * t;
    return uint8_t(std::lround(std::clamp(v, 0.f, 1.f) * 255.f));
  };
  return {mix(base.r, target[0]), mix(base.g, target[1]), mix(base.b, target[2]), base.a};
}

LegendSection elevationLegend(const Battle& battle, int maxRows) {
  LegendSection section{"Elevation", {}};
  const HexMap& map = battle.map;
  struct Metres {
    float low = std::numeric_limits<float>::infinity(), high = -std::numeric_limits<float>::infinity();
  };
  std::map<int, Metres> levels;  // each level on the map, with the metres its hexes have (where known)
  for (int i = 0; i < int(map.hexCount()); ++i) {
    Metres& m = levels[map.level(i)];
    const float metres = map.metres(i);
    if (std::isnan(metres)) continue;
    m.low = std::min(m.low, metres);
    m.high = std::max(m.high, metres);
  }
  if (levels.size() < 2) return section;
  std::vector<int> present;
  for (const auto& [level, metres] : levels) present.push_back(level);
  std::vector<int> shown = present;
  if (maxRows >= 2 && int(present.size()) > maxRows) {
    shown.clear();
    const double step = double(present.size() - 1) / double(maxRows - 1);
    for (int k = 0; k < maxRows; ++k) shown.push_back(present[size_t(std::lround(k * step))]);
    shown.erase(std::unique(shown.begin(), shown.end()), shown.end());
  }
  std::optional<TerrainId> common = commonTerrain(battle);
  const Rgba base =
      common && battle.vocabulary.contains(*common) ? battle.vocabulary.at(*common).colour : kUnknownTerrain;
  const ReliefScale scale = reliefScale(map);
  for (auto it = shown.rbegin(); it != shown.rend(); ++it) {
    const Metres& m = levels.at(*it);
    std::string label = "Level " + std::to_string(*it);
    if (m.low <= m.high) label += " \u00b7 " + metresText(m.low, m.high);
    section.rows.push_back({label, reliefTinted(base, reliefWeight(scale, *it))});
  }
  return section;
}

}  // namespace cartouche
