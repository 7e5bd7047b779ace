#include "minimap_image.h"

#include <algorithm>

namespace cartouche {

namespace {
constexpr Rgba kUnknownColour{160, 160, 160, 255};  // ids the vocabulary lacks draw grey, as in the renderer
constexpr int kLevelShade = 12;                     // brightness per elevation level, out of 255
}  // namespace

namespace {

// RGBA of each terrain id the map can hold: the vocabulary's colours, grey past its end.
std::vector<Rgba> terrainColours(const TerrainVocabulary& v) {
  std::vector<Rgba> out(v.size());
  for (size_t i = 0; i < v.size(); ++i) out[i] = v.at(TerrainId(i)).colour;
  return out;
}

// Averages the hexes of block (bx, by), each shaded by its level.
uint32_t blockColour(const HexMap& map, const std::vector<Rgba>& colours, int scale, int bx, int by) {
  int col1 = std::min(map.columns(), (bx + 1) * scale), row1 = std::min(map.rows(), (by + 1) * scale);
  int r = 0, g = 0, b = 0, n = 0;
  for (int row = by * scale; row < row1; ++row)
    for (int col = bx * scale; col < col1; ++col) {
      int i = row * map.columns() + col;
      TerrainId t = map.terrain(i);
      Rgba c = t < colours.size() ? colours[t] : kUnknownColour;
      int shade = std::clamp(int(map.level(i)), -8, 8) * kLevelShade;
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
  std::vector<Rgba> colours = terrainColours(battle.vocabulary);
  for (int y = 0; y < img.height; ++y)
    for (int x = 0; x < img.width; ++x)
      img.pixels[size_t(y) * size_t(img.width) + size_t(x)] = blockColour(map, colours, img.scale, x, y);
  return img;
}

PixelRect updateMinimapImage(MinimapImage& image, const Battle& battle, const ChangeSet& changes) {
  const HexMap& map = battle.map;
  std::vector<int> blocks;
  blocks.reserve(changes.hexes.size());
  for (int i : changes.hexes) {
    if (i < 0 || i >= map.hexCount()) continue;
    OffsetCoord c = map.offsetAt(i);
    int bx = c.col / image.scale, by = c.row / image.scale;
    if (bx < image.width && by < image.height) blocks.push_back(by * image.width + bx);
  }
  std::sort(blocks.begin(), blocks.end());
  blocks.erase(std::unique(blocks.begin(), blocks.end()), blocks.end());
  std::vector<Rgba> colours = terrainColours(battle.vocabulary);
  PixelRect r{image.width, image.height, 0, 0};
  for (int block : blocks) {
    int bx = block % image.width, by = block / image.width;
    image.pixels[size_t(block)] = blockColour(map, colours, image.scale, bx, by);
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
