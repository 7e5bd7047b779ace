// LayerRenderer: the battle's period map layers drawn under the hex map. Each layer's raster is read as RGBA tiles
// by level of detail (geo/tile_reader.h) on worker threads, one GDAL handle per worker and layer; the main thread
// uploads finished tiles to textures (a few per frame, so no frame stalls), keeps a bounded cache of them (least
// recently drawn go first) and draws each visible tile as a small triangulated mesh whose vertices are the tile's
// pixels carried to world units by the layer's LayerWarp (geo/layer_warp.h): the GPU interpolates the warp and the
// reprojection between them, nothing is resampled on the CPU. While a tile is loading the nearest coarser level
// already in the cache stands in for it. Coordinates: world units of map_view.h, the viewport of the bound
// framebuffer as MapRenderer::draw. Thread-safety: every call on the main thread with the GL context of create()
// current, the destructor included (it stops and joins the workers).
#pragma once

#include <GL/glcorearb.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "base/status.h"
#include "geo/tile_reader.h"
#include "map_placement.h"
#include "model/battle.h"
#include "view/map_view.h"

namespace cartouche {

// Comparing two layers: the top one shown only left of a vertical swipe line, or shown and hidden in turn (blink).
// The editor flips blinkShowTop itself (a key, or every half second); tests set it.
struct LayerCompare {
  enum class Mode { Off, Swipe, Blink };
  Mode mode = Mode::Off;
  std::string top;     // the layer compared (by name); the layers under it show where it is hidden
  double swipe = 0.5;  // the swipe line, a fraction of the viewport width from its left edge
  bool blinkShowTop = true;
  friend bool operator==(const LayerCompare&, const LayerCompare&) = default;
};

// What the layers panel shows for one layer.
struct LayerStatus {
  std::string name;
  bool open = false;    // the raster opened
  bool placed = false;  // a LayerWarp exists: the layer is drawn on the map
  std::string problem;  // why not open or not placed, or the last tile read error; "" when fine
  int width = 0, height = 0, levels = 0;
  int tilesPending = 0;  // requested and not yet uploaded
};

struct LayerDrawStats {
  int tilesDrawn = 0;     // meshes drawn this frame
  int tilesStandIn = 0;   // of those, coarser tiles standing in for missing ones
  int tilesUploaded = 0;  // textures uploaded this frame
  int tilesMissing = 0;   // wanted and not drawn at any level
  size_t cachedTiles = 0;
  size_t cacheBytes = 0;
};

class LayerRenderer {
 public:
  struct Options {
    int workers = 2;                        // reader threads
    size_t cacheBytes = size_t(256) << 20;  // texture cache budget (RGBA8 256x256 tiles: 256 KiB each)
    int uploadsPerFrame = 16;               // textures uploaded per draw(); finishWaiting() uploads all
  };
  // REQUIRES: a current GL 3.3 core context.
  static Result<std::unique_ptr<LayerRenderer>> create(Options options);
  static Result<std::unique_ptr<LayerRenderer>> create() { return create(Options{}); }
  ~LayerRenderer();
  LayerRenderer(const LayerRenderer&) = delete;
  LayerRenderer& operator=(const LayerRenderer&) = delete;

  // Follows the battle: opens the rasters of new layers or of layers whose source or location changed (on a worker,
  // so a slow file never blocks a frame), and rebuilds the warps of layers whose georeferencing changed, or all of
  // them when the grid or the ground placement changed. Cheap when nothing changed: call it every frame.
  void sync(const Battle& battle, const geo::LayerLocation& location);

  // Draws the visible layers, bottom first, each with its opacity, into the bound framebuffer's width x height
  // viewport with alpha blending (the caller cleared it to the background first). Requests the tiles the view needs
  // at the level whose pixels are nearest one screen pixel, uploads up to Options::uploadsPerFrame finished ones.
  // `at` places that viewport in a larger target (the part of the window the panels leave uncovered, through a view
  // cropped to it); a swipe divides the viewport, not the target.
  void draw(const MapView& view, int width, int height, const LayerCompare& compare = {}, MapPlacement at = {});

  // The georeferencer's view of one layer in its own pixel frame, whatever its georeferencing: `pixelView` has
  // centre in image pixels and zoom in screen pixels per image pixel. Renders into a texture owned by the renderer
  // (one per layer name, resized as needed) and returns it for ImGui::Image; 0 when the layer is not open yet.
  GLuint drawPixelFrame(const std::string& layerName, const MapView& pixelView, int width, int height);

  // Opens the layer's raster again on the next sync() (a linked file that was missing, or replaced on disk): its
  // cached tiles are dropped. Nothing happens for a name the battle has no layer of.
  void reload(const std::string& layerName);

  std::vector<LayerStatus> status() const;
  const LayerDrawStats& lastDraw() const { return stats_; }
  // Whether any requested tile or layer open is still in flight (a test draws again until this is false).
  bool busy() const;
  // Tests and benchmarks: blocks until every requested tile and open has finished, then uploads them all.
  void finishWaiting();

 private:
  LayerRenderer() = default;
  struct Impl;
  std::unique_ptr<Impl> impl_;
  LayerDrawStats stats_;
};

}  // namespace cartouche
