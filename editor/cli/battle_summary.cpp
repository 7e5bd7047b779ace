// Counting a battle's terrain, hexside features, slopes and elevations for `cartouche info`.
#include "battle_summary.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace cartouche::cli {

namespace {

std::string labelPattern(const LabelFormat& f) {
  std::string col = f.columnLetters ? "A" : std::string(size_t(std::max(1, f.columnDigits)), 'C');
  std::string row(size_t(std::max(1, f.rowDigits)), 'R');
  return col + f.separator + row;
}

// Vocabulary types of `kind` in order with their counts, then ids that are not such types.
std::vector<TypeCount> countsOf(const TerrainVocabulary& vocab, TerrainKind kind,
                                const std::map<TerrainId, size_t>& used) {
  std::vector<TypeCount> out;
  for (size_t i = 0; i < vocab.size(); ++i) {
    const TerrainType& t = vocab.at(TerrainId(i));
    if (t.kind != kind) continue;
    auto it = used.find(TerrainId(i));
    out.push_back({t.code, t.name, true, it == used.end() ? 0 : it->second});
  }
  for (const auto& [id, n] : used) {
    if (vocab.contains(id) && vocab.at(id).kind == kind) continue;
    if (vocab.contains(id))
      out.push_back({vocab.at(id).code, vocab.at(id).name, false, n});
    else
      out.push_back({"#" + std::to_string(id), "", false, n});
  }
  return out;
}

void countSlopes(const HexMap& map, BattleSummary& s) {
  for (int i = 0; i < map.hexCount(); ++i) {
    Hex h = map.hexAt(i);
    for (int dir = 0; dir < 3; ++dir) {
      HexsideId id = hexsideOf(h, dir);
      if (!map.contains(id.neighbour())) continue;
      s.derivedSlopes += map.derivedSlopeAt(id);
      s.slopes += map.slopeAt(id);
    }
  }
  for (const auto& [key, record] : map.hexsides()) {
    s.slopesForcedOn += record.slope == SlopeOverride::ForceOn;
    s.slopesForcedOff += record.slope == SlopeOverride::ForceOff;
  }
}

void measureElevation(const HexMap& map, BattleSummary& s) {
  const std::vector<int16_t>& levels = map.levelData();
  if (!levels.empty()) {
    auto [lo, hi] = std::minmax_element(levels.begin(), levels.end());
    s.minLevel = *lo;
    s.maxLevel = *hi;
  }
  for (float m : map.metresData()) {
    if (std::isnan(m)) continue;
    s.minMetres = std::min(s.minMetres.value_or(m), double(m));
    s.maxMetres = std::max(s.maxMetres.value_or(m), double(m));
  }
}

}  // namespace

BattleSummary summarizeBattle(const Battle& battle) {
  const HexMap& map = battle.map;
  const GridSettings& grid = map.grid();
  BattleSummary s;
  bool pointy = grid.orientation == Orientation::PointyTop;
  s.orientation = pointy ? "pointy-top" : "flat-top";
  s.shifted = std::string(grid.shifted == ShiftedLines::Odd ? "odd" : "even") + (pointy ? "-rows" : "-columns");
  s.labelPattern = labelPattern(grid.labels);
  s.firstLabel = grid.labels.format({0, 0});
  s.lastLabel = grid.labels.format({grid.columns - 1, grid.rows - 1});

  std::map<TerrainId, size_t> hexUse;
  for (TerrainId t : map.terrainData()) ++hexUse[t];
  s.hexTerrain = countsOf(battle.vocabulary, TerrainKind::Hex, hexUse);

  std::map<TerrainId, size_t> sideUse;
  for (const auto& [key, record] : map.hexsides()) {
    s.hexsidesWithFeatures += !record.features.empty();
    for (const HexsideFeature& f : record.features) ++sideUse[f.type];
  }
  s.hexsideFeatures = countsOf(battle.vocabulary, TerrainKind::Hexside, sideUse);

  countSlopes(map, s);
  measureElevation(map, s);
  return s;
}

}  // namespace cartouche::cli
