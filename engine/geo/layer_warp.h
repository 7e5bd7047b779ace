// How a map layer's pixels land on the battle's map, and what the ground under a point of the map is. Two frames
// meet here: the editor's world units (editor/view/map_view.h: core's hex Layout of radius 1 with hex (0, 0) at the
// origin, y down; core's Layout{orientation, size 1, origin 0} gives the same numbers) and the ground (the battle's
// GroundPlacement, grid_placement.h). A layer reaches the ground through its geotransform or its GCPs and transform
// (georef.h), in its own CRS, reprojected to the battle's CRS when they differ (OGR, per point). Thread-safety: a
// LayerWarp or GroundFrame is used by one thread at a time (it owns OGR transformations); make one per thread.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "base/status.h"
#include "geo/crs.h"
#include "model/battle.h"

namespace cartouche::geo {

// The battle's ground under the map: world units <-> ground (the battle CRS) <-> geographic degrees (WGS 84).
class GroundFrame {
 public:
  // Fails when the battle has no placement ("the grid is not placed on the ground yet") or its CRS does not parse.
  static Result<std::unique_ptr<GroundFrame>> make(const GridSettings& grid, const GroundPlacement& ground);
  ~GroundFrame();

  Point worldToGround(Point world) const;
  Point groundToWorld(Point ground) const;
  // Longitude and latitude in degrees (WGS 84); none for a local frame without a geographic position (LOCAL_CS).
  std::optional<MapPoint> groundToGeographic(Point ground) const;
  std::optional<Point> geographicToGround(MapPoint lonLat) const;
  const Crs& crs() const;
  const GroundPlacement& placement() const;

 private:
  GroundFrame() = default;
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// One layer's pixels (GDAL column, row; pixel centres at +0.5) <-> the battle's world units.
class LayerWarp {
 public:
  // Fails, saying why in words a designer can act on, when the layer cannot be drawn on the map: not georeferenced
  // yet, too few enabled GCPs for its transform (georef.h's message), the grid not placed on the ground, the layer's
  // CRS unknown or not convertible to the battle's. `width`/`height` are the raster's pixel size.
  static Result<std::unique_ptr<LayerWarp>> make(const MapLayer& layer, int width, int height, const GridSettings& grid,
                                                 const GroundPlacement& ground);
  ~LayerWarp();

  // False where the point cannot be carried over (outside a projection's domain, a projective horizon).
  bool pixelToWorld(Point pixel, Point& world) const;
  bool worldToPixel(Point world, Point& pixel) const;
  // The layer's own CRS coordinates of a pixel (x east, y north), for the coordinates under the cursor.
  bool pixelToLayerCrs(Point pixel, Point& layerXY) const;
  // Whether the warp is affine end to end (a geotransform in the battle's CRS): then four corners place the whole
  // image and no mesh is needed.
  bool affine() const;

 private:
  LayerWarp() = default;
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// A local frame in metres with no position on the Earth, for a battle whose grid is fitted to a scan of a printed
// board before anyone knows where the board lies: LOCAL_CS WKT, x east, y north. GroundFrame reports no geographic
// coordinates in it.
std::string boardFrameCrs();

}  // namespace cartouche::geo
