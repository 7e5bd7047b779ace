// The period map layers' shared vocabulary inside the renderer: tile keys, the level-0 pixel rectangles tiles cover,
// what a reader thread is asked and answers, a cached tile, and one layer as the main thread knows it. Internal to
// cartouche_render (layer_renderer.h is the public face). Plain values; LayerState belongs to the main thread.
#pragma once

#include <GL/glcorearb.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <list>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "geo/layer_warp.h"
#include "gl_texture.h"
#include "layer_renderer.h"

namespace cartouche {

namespace layer_tiles {

using geo::TileReader;
constexpr int kTile = TileReader::kTileSize;
constexpr size_t kTileBytes = size_t(kTile) * kTile * 4;
// Mesh vertices along each side of a tile: enough that the warp between them (a reprojection, a polynomial over
// a few kilometres) stays well under a screen pixel off; an affine warp needs only the corners.
constexpr int kMeshSide = 9;
// Points sampled across the view (per side) to find the pixels a non-affine warp shows.
constexpr int kViewSamples = 16;
// How much lower the readers' scheduling priority is than the drawing thread's (nice steps).
constexpr int kWorkerNice = 5;
// A view needing more tiles than this at one level is a bug or a degenerate warp: draw none rather than stall.
constexpr int kMaxTilesPerLayer = 2048;

struct TileKey {
  uint64_t layer = 0;  // LayerState::id: a new id when the raster is reopened, so old tiles never mix in
  int level = 0, tx = 0, ty = 0;
  friend bool operator==(const TileKey&, const TileKey&) = default;
};

struct TileKeyHash {
  size_t operator()(const TileKey& k) const {
    uint64_t h = k.layer * 0x9e3779b97f4a7c15ull;
    h ^= uint64_t(uint32_t(k.level)) + 0x7f4a7c15ull + (h << 6) + (h >> 2);
    h ^= uint64_t(uint32_t(k.tx)) + (h << 6) + (h >> 2);
    h ^= uint64_t(uint32_t(k.ty)) + (h << 6) + (h >> 2);
    return size_t(h);
  }
};

// Level-0 pixel rectangle.
struct PixelRect {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool empty() const { return x1 <= x0 || y1 <= y0; }
};

inline PixelRect intersect(const PixelRect& a, const PixelRect& b) {
  return {std::max(a.x0, b.x0), std::max(a.y0, b.y0), std::min(a.x1, b.x1), std::min(a.y1, b.y1)};
}

// What a worker needs to read a layer's tiles and carry them to the map: a snapshot, replaced (never changed) when
// the battle changes.
struct LayerSpec {
  MapLayer layer;
  geo::LayerLocation location;
  GridSettings grid;
  std::optional<GroundPlacement> ground;
  int warpVersion = 0;
};

// A tile's mesh: side x side vertices in world units over the tile's level-0 pixel rectangle, rows top first.
struct TileMesh {
  int side = 0;
  std::vector<float> world;    // x, y per vertex
  std::vector<uint8_t> valid;  // the warp carried the vertex over
};

struct Request {
  enum class Kind { Open, Tile } kind = Kind::Tile;
  TileKey key;
  bool meshOnly = false;  // the texture is cached, only the warp changed (a control point dragged): skip the read
};

struct Finished {
  Request::Kind kind = Request::Kind::Tile;
  TileKey key;
  Status status;
  // Open
  int width = 0, height = 0, levels = 0;
  std::vector<int> levelWidths, levelHeights;
  // Tile
  std::vector<uint8_t> rgba;
  TileMesh mesh;
  int warpVersion = -1;
};

struct CachedTile {
  GlTexture texture;
  TileMesh mesh;
  int warpVersion = -1;
  uint64_t lastFrame = 0;
  std::list<TileKey>::iterator lru;
};

// One layer as the main thread knows it.
struct LayerState {
  uint64_t id = 0;
  MapLayer layer;
  bool open = false;
  std::string openProblem, warpProblem, tileProblem;
  int width = 0, height = 0, levels = 0;
  std::vector<int> levelWidths, levelHeights;
  std::unique_ptr<geo::LayerWarp> warp;  // main thread: visibility and level of detail
  bool affine = false;
  int warpVersion = 0;
  bool reloadRequested = false;  // reload(): open again on the next sync
  std::shared_ptr<const LayerSpec> spec;
  // drawPixelFrame's target
  GLuint frameBuffer = 0;
  GlTexture frameTexture;
  int frameWidth = 0, frameHeight = 0;

  double levelFactorX(int level) const { return double(width) / levelWidths[size_t(level)]; }
  double levelFactorY(int level) const { return double(height) / levelHeights[size_t(level)]; }
  // Level-0 pixel rectangle of a tile, clipped to the image (edge tiles are padded in their texture).
  PixelRect tileRect(int level, int tx, int ty) const {
    int lw = levelWidths[size_t(level)], lh = levelHeights[size_t(level)];
    double fx = levelFactorX(level), fy = levelFactorY(level);
    return {tx * kTile * fx, ty * kTile * fy, std::min((tx + 1) * kTile, lw) * fx, std::min((ty + 1) * kTile, lh) * fy};
  }
  // The tiles of `level` that a level-0 rectangle overlaps: first and last column and row, clamped to the level.
  std::array<int, 4> tileRange(int level, const PixelRect& r) const {
    double fx = levelFactorX(level) * kTile, fy = levelFactorY(level) * kTile;
    int across = (levelWidths[size_t(level)] + kTile - 1) / kTile;
    int down = (levelHeights[size_t(level)] + kTile - 1) / kTile;
    return {std::max(0, int(std::floor(r.x0 / fx))), std::max(0, int(std::floor(r.y0 / fy))),
            std::min(across - 1, int(std::ceil(r.x1 / fx)) - 1), std::min(down - 1, int(std::ceil(r.y1 / fy)) - 1)};
  }
};

// A view that asks for tiles: the map (draw) or one layer's pixel frame (drawPixelFrame), remembered so that
// finishWaiting can ask again for what the last frame still missed.
struct ViewSource {
  bool pixelFrame = false;
  std::string layerName;
  MapView view;
  int width = 0, height = 0;
  LayerCompare compare;
  uint64_t frame = 0;
  std::vector<TileKey> wanted;
  std::vector<bool> meshOnly;  // per wanted tile
};

}  // namespace layer_tiles

using namespace layer_tiles;

}  // namespace cartouche
