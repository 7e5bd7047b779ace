// The coordinates under the cursor, for the status bar: the ground position in the battle's CRS, the geographic
// position (degrees, minutes and seconds, and decimal degrees, WGS 84), and for the topmost visible layer drawn on the
// map whose raster lies under the cursor, its pixel and its own CRS coordinates. The ground frame and the layers' warps
// are built once and rebuilt only when the battle's layers, grid or ground placement change (or a layer's raster size
// becomes known). Coordinates: world units of view/map_view.h. Thread-safety: one LayerCursor per thread (it owns OGR
// transformations); the editor keeps one on the main thread.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "geo/layer_warp.h"
#include "model/battle.h"
#include "render/layer_renderer.h"

namespace cartouche {

class LayerCursor {
 public:
  LayerCursor();
  ~LayerCursor();
  // One line for the status bar, e.g. "637250.4 E, 485212.0 N  |  52°13'48.2" N, 21°00'43.9" E (52.230056,
  // 21.012194)  |  Jacoubet 1836: pixel 1234, 567 (601234.5 E, 128900.0 N)"; "grid not placed on the ground" when the
  // battle has no placement. `statuses` (the layer renderer's) gives the rasters' sizes: without it, or for a layer
  // whose size is not known yet, no layer part is shown.
  std::string describe(const Battle& battle, Point world, const std::vector<LayerStatus>* statuses = nullptr);

  // How many times the frame and warps were rebuilt (tests check the cache).
  int rebuilds() const { return rebuilds_; }

 private:
  struct Warp {
    std::string name;
    std::unique_ptr<geo::LayerWarp> warp;
    int width = 0, height = 0;
  };
  void rebuild(const Battle& battle, const std::vector<std::pair<int, int>>& sizes);

  // What the cache was built from.
  GridSettings grid_;
  std::optional<GroundPlacement> ground_;
  std::vector<MapLayer> layers_;
  std::vector<std::pair<int, int>> sizes_;
  bool built_ = false;
  int rebuilds_ = 0;

  std::unique_ptr<geo::GroundFrame> frame_;
  std::string frameError_;
  std::vector<Warp> warps_;  // top first, visible placed layers only
};

}  // namespace cartouche
