// Writers of map.txt, elevation.txt, metres.txt and hexsides.txt: the map as rows that keep the hex shape, and the
// hexsides one line each.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <limits>
#include <set>

#include "rules/validate.h"
#include "text/map_legend.h"
#include "text/text_parts.h"

namespace cartouche::text {

int rowIndent(const GridSettings& grid, int row, int cellWidth) {
  if (grid.orientation != Orientation::PointyTop) return 0;
  bool odd = (row & 1) != 0;
  bool shifted = grid.shifted == ShiftedLines::Odd ? odd : !odd;
  return shifted ? cellWidth / 2 : 0;
}

namespace {

// Cells of one row joined by blanks, indented when the row is shifted.
template <typename CellFn>
std::string writeRows(const HexMap& map, int cellWidth, CellFn cell) {
  std::string out;
  for (int row = 0; row < map.rows(); ++row) {
    out.append(size_t(rowIndent(map.grid(), row, cellWidth)), ' ');
    for (int col = 0; col < map.columns(); ++col) {
      if (col) out += ' ';
      out += cell(row * map.columns() + col);
    }
    out += '\n';
  }
  return out;
}

uint32_t floatBits(float v) {
  uint32_t bits;
  std::memcpy(&bits, &v, sizeof bits);
  return bits;
}

}  // namespace

std::string writeMap(const TerrainVocabulary& vocabulary, const HexMap& map) {
  std::set<TerrainId> usedSet(map.terrainData().begin(), map.terrainData().end());
  std::vector<LegendEntry> legend = deriveLegend(vocabulary, std::vector<TerrainId>(usedSet.begin(), usedSet.end()));
  std::vector<const std::string*> symbolOf(size_t(std::numeric_limits<TerrainId>::max()) + 1, nullptr);
  size_t width = 1;
  for (const LegendEntry& e : legend) {
    symbolOf[e.id] = &e.symbol;
    width = std::max(width, e.symbol.size());
  }
  std::string out =
      "# Terrain: one line per map row from the top, one symbol per hex from the left; shifted rows are indented.\n"
      "# legend SYMBOL = TERRAIN (a code from terrain.txt, or #ID for an id the vocabulary lacks)\n";
  for (const LegendEntry& e : legend) out += "legend " + e.symbol + " = " + terrainReference(vocabulary, e.id) + "\n";
  out += "\n";
  out += writeRows(map, int(width) + 1, [&](int i) { return *symbolOf[map.terrain(i)]; });
  return out;
}

std::string writeElevation(const HexMap& map) {
  size_t width = 1;
  for (int16_t v : map.levelData()) width = std::max(width, std::to_string(v).size());
  std::string out = "# Elevation levels: one line per map row from the top, as in map.txt.\n";
  out += writeRows(map, int(width) + 1, [&](int i) {
    std::string s = std::to_string(map.level(i));
    return std::string(width - s.size(), ' ') + s;
  });
  return out;
}

std::string writeMetres(const HexMap& map) {
  const uint32_t quietNan = floatBits(std::numeric_limits<float>::quiet_NaN());
  std::string out = "# Metres above sea level: one line per map row from the top; nan where unknown.\n";
  out += writeRows(map, 2, [&](int i) {
    float v = map.metresData()[size_t(i)];
    if (!std::isnan(v)) return formatFloat(v);
    if (floatBits(v) == quietNan) return std::string("nan");
    // Any other NaN keeps its exact bits, so a round trip is bit for bit.
    char buf[24];
    std::snprintf(buf, sizeof buf, "nan:%08x", unsigned(floatBits(v)));
    return std::string(buf);
  });
  return out;
}

std::string writeHexsides(const TerrainVocabulary& vocabulary, const HexMap& map) {
  const GridSettings& g = map.grid();
  std::string out =
      "# Hexsides: HEX/DIRECTION, then features (a code, with toward=HEX for the side it faces or rises to),\n"
      "# then slope=on or slope=off where a slope is forced instead of derived from elevation.\n";
  for (const auto& [key, rec] : map.hexsides()) {
    HexsideId id = HexsideId::fromKey(key);
    std::string line = word(hexsideName(g, id));
    for (const HexsideFeature& f : rec.features) {
      line += " " + terrainReference(vocabulary, f.type);  // codes are bare words, and #ID needs no quotes
      if (f.toward == Side::None) continue;
      Hex toward = f.toward == Side::Owner ? id.owner : id.neighbour();
      std::string label = g.label(toward);
      Result<Hex> back = g.parseLabel(label);
      if (!g.contains(toward) && !(back && *back == toward)) label = "off-map";
      line += " toward=" + word(label);
    }
    if (rec.slope == SlopeOverride::ForceOn) line += " slope=on";
    if (rec.slope == SlopeOverride::ForceOff) line += " slope=off";
    out += line + "\n";
  }
  return out;
}

}  // namespace cartouche::text
