#include "minimap_image.h"

#include <algorithm>

namespace cartouche {

namespace {
constexpr uint32_t kUnknownColour = 0xffa0a0a0u;  // ids the vocabulary lacks draw grey, as in the renderer
constexpr int kLevelShade = 12;                   // brightness per elevation level, out of 255
}  // namespace

uint32_t minimapColour(const Battle& battle, int i) {
  TerrainId t = battle.map.terrain(i);
  if (!battle.vocabulary.contains(t)) return kUnknownColour;
  Rgba c = battle.vocabulary.at(t).colour;
  int shade = std::clamp(int(battle.map.level(i)), -8, 8) * kLevelShade;
  auto channel = [shade](uint8_t v) { return uint32_t(std::clamp(int(v) + shade, 0, 255)); };
  return channel(c.r) | channel(c.g) << 8 | channel(c.b) << 16 | 0xff000000u;
}

MinimapImage buildMinimapImage(const Battle& battle) {
  MinimapImage img;
  img.width = battle.map.columns();
  img.height = battle.map.rows();
  img.pixels.resize(size_t(img.width) * size_t(img.height));
  for (int i = 0; i < battle.map.hexCount(); ++i) img.pixels[size_t(i)] = minimapColour(battle, i);
  return img;
}

PixelRect updateMinimapImage(MinimapImage& image, const Battle& battle, const ChangeSet& changes) {
  PixelRect r{image.width, image.height, 0, 0};
  for (int i : changes.hexes) {
    if (i < 0 || i >= battle.map.hexCount() || size_t(i) >= image.pixels.size()) continue;
    image.pixels[size_t(i)] = minimapColour(battle, i);
    OffsetCoord c = battle.map.offsetAt(i);
    r.x0 = std::min(r.x0, c.col);
    r.y0 = std::min(r.y0, c.row);
    r.x1 = std::max(r.x1, c.col + 1);
    r.y1 = std::max(r.y1, c.row + 1);
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
