#include "minimap_image.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace cartouche {

namespace {
constexpr Rgba kUnknownColour{160, 160, 160, 255};  // ids the vocabulary lacks draw grey, as in the renderer
constexpr int kReliefShade = 100;                   // brightness at the elevation tint's full weight 1, out of 255

// RGBA of each terrain id the map can hold: the vocabulary's colours, grey past its end.
std::vector<Rgba> terrainColours(const TerrainVocabulary& v) {
  std::vector<Rgba> out(v.size());
  for (size_t i = 0; i < v.size(); ++i) out[i] = v.at(TerrainId(i)).colour;
  return out;
}

bool isLineFeature(const TerrainVocabulary& v, TerrainId t) {
  return v.contains(t) && (v.at(t).draw == DrawStyle::Edge || v.at(t).draw == DrawStyle::Path);
}

// Records `type` for a hex when it is a line feature with a lower id than the one recorded.
void noteFeature(std::vector<TerrainId>& out, const HexMap& map, Hex h, TerrainId type) {
  int i = map.indexOf(h);
  if (i < 0) return;
  if (out.empty()) out.assign(size_t(map.hexCount()), kNoLineFeature);
  out[size_t(i)] = std::min(out[size_t(i)], type);
}

// The lowest line feature on the six sides of hex `i`, looked up afresh (after a hexside edit).
std::optional<TerrainId> lineFeatureAt(const HexMap& map, const TerrainVocabulary& v, int i) {
  std::optional<TerrainId> best;
  Hex h = map.hexAt(i);
  for (int dir = 0; dir < 6; ++dir)
    if (const HexsideRecord* rec = map.hexside(hexsideOf(h, dir)))
      for (const HexsideFeature& f : rec->features)
        if (isLineFeature(v, f.type) && (!best || f.type < *best)) best = f.type;
  return best;
}

Rgba mix(Rgba a, Rgba b) { return {uint8_t((a.r + b.r) / 2), uint8_t((a.g + b.g) / 2), uint8_t((a.b + b.b) / 2), 255}; }

// Averages the hexes of block (bx, by), each shaded by its level and mixed with its line feature.
uint32_t blockColour(const HexMap& map, const std::vector<Rgba>& colours, const MinimapImage& img, int bx, int by) {
  int scale = img.scale;
  int col1 = std::min(map.columns(), (bx + 1) * scale), row1 = std::min(map.rows(), (by + 1) * scale);
  int r = 0, g = 0, b = 0, n = 0;
  for (int row = by * scale; row < row1; ++row)
    for (int col = bx * scale; col < col1; ++col) {
      int i = row * map.columns() + col;
      TerrainId t = map.terrain(i);
      Rgba c = t < colours.size() ? colours[t] : kUnknownColour;
      if (!img.lineFeature.empty())
        if (TerrainId f = img.lineFeature[size_t(i)]; f < colours.size()) c = mix(c, colours[f]);
      int shade = int(std::lround(reliefWeight(img.relief, map.level(i)) * kReliefShade));
      r += std::clamp(c.r + shade, 0, 255);
      g += std::clamp(c.g + shade, 0, 255);
      b += std::clamp(c.b + shade, 0, 255);
      ++n;
    }
  if (n == 0) return 0xff000000u;
  return uint32_t(r / n) | uint32_t(g / n) << 8 | uint32_t(b / n) << 16 | 0xff000000u;
}

}  // namespace

MinimapImage buildMinimapImage(const Battle& battle) {
  const HexMap& map = battle.map;
  MinimapImage img;
  int side = std::max(map.columns(), map.rows());
  img.scale = std::max(1, (side + kMaxMinimapSide - 1) / kMaxMinimapSide);
  img.width = (map.columns() + img.scale - 1) / img.scale;
  img.height = (map.rows() + img.scale - 1) / img.scale;
  img.pixels.resize(size_t(img.width) * size_t(img.height));
  img.relief = reliefScale(map);
  std::vector<Rgba> colours = terrainColours(battle.vocabulary);
  for (const auto& [key, rec] : map.hexsides()) {
    HexsideId id = HexsideId::fromKey(key);
    for (const HexsideFeature& f : rec.features)
      if (isLineFeature(battle.vocabulary, f.type)) {
        noteFeature(img.lineFeature, map, id.owner, f.type);
        noteFeature(img.lineFeature, map, id.neighbour(), f.type);
      }
  }
  for (int y = 0; y < img.height; ++y)
    for (int x = 0; x < img.width; ++x)
      img.pixels[size_t(y) * size_t(img.width) + size_t(x)] = blockColour(map, colours, img, x, y);
  return img;
}

PixelRect updateMinimapImage(MinimapImage& image, const Battle& battle, const ChangeSet& changes) {
  const HexMap& map = battle.map;
  // A level edit that changes the map's range of levels shades every hex anew.
  if (!changes.hexes.empty() && reliefScale(map) != image.relief) {
    image = buildMinimapImage(battle);
    return PixelRect{0, 0, image.width, image.height};
  }
  std::vector<int> blocks;
  blocks.reserve(changes.hexes.size());
  for (int i : changes.hexes) {
    if (i < 0 || i >= map.hexCount()) continue;
    OffsetCoord c = map.offsetAt(i);
    int bx = c.col / image.scale, by = c.row / image.scale;
    if (bx < image.width && by < image.height) blocks.push_back(by * image.width + bx);
  }
  // A hexside edit changes the line features of the two hexes beside it.
  for (HexsideId side : changes.hexsides)
    for (Hex h : {side.owner, side.neighbour()}) {
      int i = map.indexOf(h);
      if (i < 0) continue;
      std::optional<TerrainId> f = lineFeatureAt(map, battle.vocabulary, i);
      if (f && image.lineFeature.empty()) image.lineFeature.assign(size_t(map.hexCount()), kNoLineFeature);
      if (!image.lineFeature.empty()) image.lineFeature[size_t(i)] = f.value_or(kNoLineFeature);
      OffsetCoord c = map.offsetAt(i);
      blocks.push_back(c.row / image.scale * image.width + c.col / image.scale);
    }
  std::sort(blocks.begin(), blocks.end());
  blocks.erase(std::unique(blocks.begin(), blocks.end()), blocks.end());
  std::vector<Rgba> colours = terrainColours(battle.vocabulary);
  PixelRect r{image.width, image.height, 0, 0};
  for (int block : blocks) {
    int bx = block % image.width, by = block / image.width;
    image.pixels[size_t(block)] = blockColour(map, colours, image, bx, by);
    r.x0 = std::min(r.x0, bx);
    r.y0 = std::min(r.y0, by);
    r.x1 = std::max(r.x1, bx + 1);
    r.y1 = std::max(r.y1, by + 1);
  }
  return r.empty() ? PixelRect{} : r;
}

Point MinimapFrame::toWorld(Point s) const {
  return {world.min.x + (s.x - origin.x) / size.x * world.width(),
          world.min.y + (s.y - origin.y) / size.y * world.height()};
}

Point MinimapFrame::toScreen(Point w) const {
  return {origin.x + (w.x - world.min.x) / world.width() * size.x,
          origin.y + (w.y - world.min.y) / world.height() * size.y};
}

MinimapFrame fitMinimapFrame(const GridSettings& grid, Point origin, Point size) {
  MinimapFrame f;
  f.world = mapBounds(grid);
  double scale = std::min(size.x / std::max(1e-9, f.world.width()), size.y / std::max(1e-9, f.world.height()));
  f.size = {f.world.width() * scale, f.world.height() * scale};
  f.origin = {origin.x + 0.5 * (size.x - f.size.x), origin.y + 0.5 * (size.y - f.size.y)};
  return f;
}

}  // namespace cartouche
