#include "pdf_legend.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "pdf_patterns.h"
#include "pdf_text.h"

namespace cartouche::pdf {

namespace {

constexpr double kCartoucheWidth = 95;
constexpr double kKeyColumnWidth = 62;
constexpr double kKeyRow = 6.5;
constexpr double kScaleBlockWidth = 75;
constexpr double kGap = 6;
constexpr double kLineSize = 3.2;
constexpr double kTitleSize = 7;
constexpr double kPad = 4;
constexpr Rgba kInk{20, 20, 20, 255};
constexpr Rgba kPaper{255, 253, 245, 255};

bool startsWith(const std::string& s, const std::string& prefix) { return s.compare(0, prefix.size(), prefix) == 0; }

std::string infoValue(const Battle& battle, const std::string& key) {
  auto it = battle.info.find(key);
  return it == battle.info.end() ? std::string() : it->second;
}

// Greedy word wrap to `width` mm at `size`.
std::vector<std::string> wrap(cairo_t* cr, const std::string& text, double width, double size) {
  std::vector<std::string> out;
  std::string lineText, word;
  auto flushWord = [&]() {
    if (word.empty()) return;
    std::string candidate = lineText.empty() ? word : lineText + " " + word;
    if (!lineText.empty() && textWidth(cr, candidate, size) > width) {
      out.push_back(lineText);
      lineText = word;
    } else {
      lineText = candidate;
    }
    word.clear();
  };
  for (char c : text) {
    if (c == ' ' || c == '\n')
      flushWord();
    else
      word += c;
  }
  flushWord();
  if (!lineText.empty()) out.push_back(lineText);
  return out;
}

bool hasGround(const Battle& battle) { return battle.ground.has_value(); }

std::string metresText(double m) {
  if (m >= 1000) {
    double km = m / 1000;
    char buf[32];
    std::snprintf(buf, sizeof buf, km == std::floor(km) ? "%.0f km" : "%.1f km", km);
    return buf;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, m == std::floor(m) ? "%.0f m" : "%.1f m", m);
  return buf;
}

void drawSwatch(cairo_t* cr, const Battle& battle, const KeyEntry& e, double x, double y, double w, double h) {
  if (e.contour) {
    setColour(cr, {245, 240, 225, 255});
    cairo_rectangle(cr, x, y, w, h);
    cairo_fill(cr);
    setColour(cr, {120, 75, 30, 255});
    cairo_set_line_width(cr, 0.5);
    cairo_move_to(cr, x, y + h / 2);
    cairo_line_to(cr, x + w, y + h / 2);
    for (double t : {0.25, 0.5, 0.75}) {
      cairo_move_to(cr, x + w * t, y + h / 2);
      cairo_line_to(cr, x + w * t, y + h / 2 - 1.2);
    }
    cairo_stroke(cr);
    return;
  }
  const TerrainType& t = battle.vocabulary.at(e.type);
  Rgba colour = t.colour;
  colour.a = 255;
  if (t.kind == TerrainKind::Hex) {
    setColour(cr, colour);
    cairo_rectangle(cr, x, y, w, h);
    cairo_fill(cr);
    drawSwatchPattern(cr, patternOf(t.pattern), colour, x, y, w, h);
    cairo_rectangle(cr, x, y, w, h);
    setColour(cr, {90, 90, 90, 255});
    cairo_set_line_width(cr, 0.15);
    cairo_stroke(cr);
    return;
  }
  setColour(cr, {245, 240, 225, 255});
  cairo_rectangle(cr, x, y, w, h);
  cairo_fill(cr);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  if (t.draw == DrawStyle::Mark) {
    setColour(cr, colour);
    cairo_rectangle(cr, x + w * 0.3, y + h * 0.1, w * 0.4, h * 0.8);
    cairo_fill_preserve(cr);
    setColour(cr, kInk);
    cairo_set_line_width(cr, 0.15);
    cairo_stroke(cr);
    return;
  }
  setColour(cr, colour);
  cairo_set_line_width(cr, t.draw == DrawStyle::Path ? 1.2 : 1.0);
  cairo_move_to(cr, x + 0.5, y + h / 2);
  cairo_line_to(cr, x + w - 0.5, y + h / 2);
  cairo_stroke(cr);
}

void drawNorthArrow(cairo_t* cr, double cx, double cy, double len, double rotationDegrees) {
  cairo_save(cr);
  cairo_translate(cr, cx, cy);
  // The map's top edge points at `rotation` clockwise from north, so north lies that far anticlockwise of "up".
  cairo_rotate(cr, -rotationDegrees * M_PI / 180.0);
  setColour(cr, kInk);
  cairo_move_to(cr, 0, -len / 2);
  cairo_line_to(cr, len * 0.22, len / 2);
  cairo_line_to(cr, 0, len * 0.3);
  cairo_close_path(cr);
  cairo_fill(cr);
  cairo_move_to(cr, 0, -len / 2);
  cairo_line_to(cr, -len * 0.22, len / 2);
  cairo_line_to(cr, 0, len * 0.3);
  cairo_close_path(cr);
  cairo_set_line_width(cr, 0.3);
  cairo_stroke(cr);
  centredText(cr, "N", 0, -len / 2 - 1.5, 4.5, 0, Weight::Bold);
  cairo_restore(cr);
}

void drawScaleBar(cairo_t* cr, const Battle& battle, const MapGeometry& g, double x, double y) {
  double metresPerMm = battle.map.grid().hexSizeMetres / g.hexMm;
  double metres = scaleBarMetres(metresPerMm, 50);
  double mm = metres / metresPerMm;
  setColour(cr, kInk);
  cairo_set_line_width(cr, 0.25);
  for (int i = 0; i < 4; ++i) {
    cairo_rectangle(cr, x + mm * i / 4, y, mm / 4, 2.2);
    if (i % 2 == 0) cairo_fill_preserve(cr);
    cairo_stroke(cr);
  }
  centredText(cr, "0", x, y + 6, kLineSize);
  centredText(cr, metresText(metres / 2), x + mm / 2, y + 6, kLineSize);
  centredText(cr, metresText(metres), x + mm, y + 6, kLineSize);
  leftText(cr, "Scale " + scaleRatio(g.hexMm, battle.map.grid().hexSizeMetres), x, y - 2.5, kLineSize);
}

}  // namespace

std::vector<KeyEntry> usedTerrain(const Battle& battle) {
  const TerrainVocabulary& v = battle.vocabulary;
  std::vector<bool> used(v.size(), false);
  for (TerrainId t : battle.map.terrainData())
    if (v.contains(t)) used[t] = true;
  bool slope = false;
  for (const auto& [key, rec] : battle.map.hexsides())
    for (const HexsideFeature& f : rec.features)
      if (v.contains(f.type)) used[f.type] = true;
  const HexMap& map = battle.map;
  for (int i = 0; i < map.hexCount() && !slope; ++i)
    for (int d = 0; d < 3 && !slope; ++d) {
      HexsideId id{map.hexAt(i), d};
      slope = map.contains(id.neighbour()) && map.slopeAt(id);
    }
  std::vector<KeyEntry> out;
  for (TerrainKind kind : {TerrainKind::Hex, TerrainKind::Hexside})
    for (TerrainId t = 0; t < v.size(); ++t)
      if (used[t] && v.at(t).kind == kind)
        out.push_back({t, false, v.at(t).name.empty() ? v.at(t).code : v.at(t).name});
  if (slope) out.push_back({0, true, "Contour (hachures uphill)"});
  return out;
}

double scaleBarMetres(double metresPerMm, double maxMm) {
  double best = 0;
  for (double p = 1; p <= 1e7; p *= 10)
    for (double f : {1.0, 2.0, 2.5, 5.0})
      if (f * p / metresPerMm <= maxMm) best = std::max(best, f * p);
  return best;
}

std::string scaleRatio(double hexMm, double hexMetres) {
  return "1:" + std::to_string(long(std::lround(hexMetres * 1000.0 / hexMm)));
}

std::vector<std::string> cartoucheLines(const Battle& battle, double hexMm) {
  std::vector<std::string> lines;
  std::string date = infoValue(battle, "date");
  lines.push_back(date.empty() ? "Date: unknown" : date);
  std::string place = infoValue(battle, "place");
  if (!place.empty()) lines.push_back(place);
  std::string provenance = infoValue(battle, "map_provenance");
  if (provenance.empty())
    lines.push_back("Map: provenance not recorded");
  else {
    if (startsWith(provenance, "reconstruction")) lines.push_back("This map is a reconstruction, not a survey.");
    lines.push_back("Map: " + provenance);
  }
  char hex[96];
  std::snprintf(hex, sizeof hex, "Hexes %.0f m across, printed %.1f mm", battle.map.grid().hexSizeMetres, hexMm);
  lines.push_back(hex);
  if (!hasGround(battle)) lines.push_back("Not placed on the ground: no scale bar or north arrow");
  return lines;
}

Legend layoutLegend(cairo_t* cr, const Battle& battle, const MapGeometry& g, double width) {
  Legend legend;
  legend.key = usedTerrain(battle);
  double fixed = kCartoucheWidth + kGap + (hasGround(battle) ? kGap + kScaleBlockWidth : 0);
  legend.width = std::max(width, fixed + kKeyColumnWidth);
  legend.keyColumns = std::max(1, int((legend.width - fixed) / kKeyColumnWidth));
  for (const std::string& l : cartoucheLines(battle, g.hexMm))
    for (std::string& w : wrap(cr, l, kCartoucheWidth - 2 * kPad, kLineSize)) legend.lines.push_back(std::move(w));
  double cartouche = 2 * kPad + kTitleSize + 2 + legend.lines.size() * (kLineSize * 1.35);
  int keyRows = int((legend.key.size() + size_t(legend.keyColumns) - 1) / size_t(legend.keyColumns));
  double key = 7 + keyRows * kKeyRow;
  legend.height = std::max({cartouche, key, hasGround(battle) ? 45.0 : 0.0});
  return legend;
}

void drawLegend(cairo_t* cr, const Battle& battle, const MapGeometry& g, const Legend& legend, double x, double y) {
  cairo_save(cr);
  // The cartouche: a double frame on paper colour.
  setColour(cr, kPaper);
  cairo_rectangle(cr, x, y, kCartoucheWidth, legend.height);
  cairo_fill(cr);
  setColour(cr, kInk);
  cairo_set_line_width(cr, 0.8);
  cairo_rectangle(cr, x, y, kCartoucheWidth, legend.height);
  cairo_stroke(cr);
  cairo_set_line_width(cr, 0.25);
  cairo_rectangle(cr, x + 1.2, y + 1.2, kCartoucheWidth - 2.4, legend.height - 2.4);
  cairo_stroke(cr);
  std::string title = battle.title().empty() ? "Untitled battle" : battle.title();
  leftText(cr, title, x + kPad, y + kPad + kTitleSize, kTitleSize, kCartoucheWidth - 2 * kPad, Weight::Bold);
  double baseline = y + kPad + kTitleSize + 2 + kLineSize * 1.35;
  for (const std::string& l : legend.lines) {
    leftText(cr, l, x + kPad, baseline, kLineSize, kCartoucheWidth - 2 * kPad);
    baseline += kLineSize * 1.35;
  }
  // The key.
  double kx = x + kCartoucheWidth + kGap;
  leftText(cr, "Terrain key", kx, y + 4, 3.8, 0, Weight::Bold);
  for (size_t i = 0; i < legend.key.size(); ++i) {
    int column = int(i) % legend.keyColumns, row = int(i) / legend.keyColumns;
    double ex = kx + column * kKeyColumnWidth, ey = y + 7 + row * kKeyRow;
    drawSwatch(cr, battle, legend.key[i], ex, ey, 9, 4.5);
    setColour(cr, kInk);
    leftText(cr, legend.key[i].name, ex + 11, ey + 3.6, kLineSize, kKeyColumnWidth - 13);
  }
  // Scale bar and north arrow.
  if (hasGround(battle)) {
    double sx = x + legend.width - kScaleBlockWidth;
    drawScaleBar(cr, battle, g, sx, y + 12);
    drawNorthArrow(cr, sx + 62, y + 26, 16, battle.ground->rotationDegrees);
  }
  cairo_restore(cr);
}

}  // namespace cartouche::pdf
