#include "layer_cursor.h"

#include <cmath>
#include <cstdio>

#include "geo/crs_coordinates.h"

namespace cartouche {

namespace {

std::string fixed(double v, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

// "637250.4 E, 485212.0 N": projected coordinates, x east and y north.
std::string eastNorth(Point p) { return fixed(p.x, 1) + " E, " + fixed(p.y, 1) + " N"; }

}  // namespace

LayerCursor::LayerCursor() = default;
LayerCursor::~LayerCursor() = default;

void LayerCursor::rebuild(const Battle& battle, const std::vector<std::pair<int, int>>& sizes) {
  ++rebuilds_;
  built_ = true;
  grid_ = battle.map.grid();
  ground_ = battle.ground;
  layers_ = battle.layers;
  sizes_ = sizes;
  frame_.reset();
  frameError_.clear();
  warps_.clear();
  if (!ground_) {
    frameError_ = "grid not placed on the ground";
    return;
  }
  Result<std::unique_ptr<geo::GroundFrame>> frame = geo::GroundFrame::make(grid_, *ground_);
  if (!frame) {
    frameError_ = frame.status().message();
    return;
  }
  frame_ = std::move(frame).value();
  for (size_t i = layers_.size(); i-- > 0;) {
    const MapLayer& layer = layers_[i];
    if (!layer.visible || sizes_[i].first <= 0 || sizes_[i].second <= 0) continue;
    Result<std::unique_ptr<geo::LayerWarp>> warp =
        geo::LayerWarp::make(layer, sizes_[i].first, sizes_[i].second, grid_, *ground_);
    if (warp) warps_.push_back({layer.name, std::move(warp).value(), sizes_[i].first, sizes_[i].second});
  }
}

std::string LayerCursor::describe(const Battle& battle, Point world, const std::vector<LayerStatus>* statuses) {
  std::vector<std::pair<int, int>> sizes(battle.layers.size(), {0, 0});
  if (statuses)
    for (size_t i = 0; i < battle.layers.size(); ++i)
      for (const LayerStatus& s : *statuses)
        if (s.name == battle.layers[i].name && s.open) sizes[i] = {s.width, s.height};
  if (!built_ || grid_ != battle.map.grid() || ground_ != battle.ground || layers_ != battle.layers || sizes_ != sizes)
    rebuild(battle, sizes);
  if (!frame_) return frameError_;

  const Point ground = frame_->worldToGround(world);
  std::string out = eastNorth(ground);
  if (std::optional<geo::MapPoint> lonLat = frame_->groundToGeographic(ground))
    out += "  |  " + geo::formatDms(lonLat->y, true) + ", " + geo::formatDms(lonLat->x, false) + " (" +
           fixed(lonLat->y, 6) + ", " + fixed(lonLat->x, 6) + ")";
  for (const Warp& w : warps_) {
    Point pixel;
    if (!w.warp->worldToPixel(world, pixel) || pixel.x < 0 || pixel.y < 0 || pixel.x >= w.width || pixel.y >= w.height)
      continue;
    out += "  |  " + w.name + ": pixel " + std::to_string(int(std::floor(pixel.x))) + ", " +
           std::to_string(int(std::floor(pixel.y)));
    Point own;
    if (w.warp->pixelToLayerCrs(pixel, own)) out += " (" + eastNorth(own) + ")";
    break;  // the topmost layer under the cursor only
  }
  return out;
}

}  // namespace cartouche
