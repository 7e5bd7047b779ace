// The minimap's picture, built on the CPU: one pixel per block of scale x scale hexes in offset order (x = column,
// y = row), the average of the terrain colours shaded by elevation level. Maps up to kMaxMinimapSide hexes across get
// one pixel per hex; larger ones are box-filtered down, so the texture needs no mipmaps (regenerating them costs
// about 27 ms a change for a 1000x1000 map on llvmpipe). A hex beside a line feature (stream, river, road: draw style
// edge or path) shows half that feature's colour, the lowest type id winning. A change repaints only the blocks it
// touched. MinimapFrame
// maps between a minimap drawn on screen and world units (map_view.h): the picture spans the map's world bounds. Pure
// values.
#pragma once

#include <cstdint>
#include <vector>

#include "edit/change_set.h"
#include "model/battle.h"
#include "view/map_view.h"
#include "view/pixel_rect.h"
#include "view/relief.h"

namespace cartouche {

inline constexpr int kMaxMinimapSide = 512;
inline constexpr TerrainId kNoLineFeature = 0xffff;

struct MinimapImage {
  int width = 0, height = 0;
  int scale = 1;                 // hexes per pixel side
  std::vector<uint32_t> pixels;  // RGBA bytes in memory order (r in the lowest byte), row-major
  // Per map index, the line feature the hex's colour is mixed with, kNoLineFeature for none (empty: none anywhere).
  std::vector<TerrainId> lineFeature;
  ReliefScale relief;  // the map's range of levels, which each hex's brightness follows (view/relief.h)
  uint32_t at(int x, int y) const { return pixels[size_t(y) * size_t(width) + size_t(x)]; }
};

MinimapImage buildMinimapImage(const Battle& battle);
// Repaints the hexes and the hexsides' hexes that `changes` touched and returns the rectangle to re-upload. REQUIRES:
// !changes.grid and !changes.vocabulary (those need buildMinimapImage) and `image` built from this battle's map size.
PixelRect updateMinimapImage(MinimapImage& image, const Battle& battle, const ChangeSet& changes);

// A minimap on screen: `origin` and `size` in screen units, showing `world`.
struct MinimapFrame {
  Point origin, size;
  WorldRect world;
  Point toWorld(Point screen) const;
  Point toScreen(Point world) const;
};
// The largest frame with the map's aspect that fits in the box at `origin`, `size`, centred in it.
MinimapFrame fitMinimapFrame(const GridSettings& grid, Point origin, Point size);

}  // namespace cartouche
