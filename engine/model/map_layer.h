// A period map layer of a battle, as the battle file stores it: a raster embedded in the file (a GeoPackage raster
// tile table) or linked (a path relative to the battle file's folder), its place in the stack, visibility, opacity,
// and how it sits on the ground: a geotransform, ground control points with a transform, or none yet. Pixel
// coordinates are GDAL's (column, row down from the top-left corner); ground coordinates are the layer CRS's x east,
// y north. Plain values: core reads no rasters (engine/geo does). Thread-safety: plain values.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "base/status.h"
#include "hex/hex.h"

namespace cartouche {

enum class LayerKind { Embedded, Linked };
enum class LayerGeoref { None, GeoTransform, Gcps };

struct LayerGcp {
  std::string label;  // may be empty
  double pixelX = 0, pixelY = 0;
  double mapX = 0, mapY = 0;
  bool enabled = true;
  friend bool operator==(const LayerGcp&, const LayerGcp&) = default;
};

struct MapLayer {
  std::string name;
  LayerKind kind = LayerKind::Embedded;
  std::string source;  // the raster table name (embedded) or the path relative to the battle's folder (linked)
  bool visible = true;
  double opacity = 1.0;  // 0..1
  std::string crs;       // the layer's CRS as WKT, EPSG code or PROJ string; "" when unknown
  LayerGeoref georef = LayerGeoref::None;
  std::array<double, 6> geoTransform{};  // GDAL's order; meaningful for GeoTransform
  std::string transform;                 // for Gcps: "helmert", "poly1", "poly2", "poly3", "projective", "tps"
  std::vector<LayerGcp> gcps;
  friend bool operator==(const MapLayer&, const MapLayer&) = default;
};

// Where the battle's hex grid lies on the ground: the CRS (projected, in metres or another linear unit), the centre
// of hex 0101 in it (x east, y north) and the clockwise rotation of the grid (the bearing of the map's top edge
// direction). The hex size is GridSettings::hexSizeMetres. engine/geo checks the CRS (makeGridPlacement).
struct GroundPlacement {
  std::string crs;             // "EPSG:2180", a PROJ string or WKT
  Point origin;                // centre of hex 0101 (offset 0,0), x east and y north
  double rotationDegrees = 0;  // clockwise, in (-360, 360)
  friend bool operator==(const GroundPlacement&, const GroundPlacement&) = default;
};

// Checks the values a layer must have whatever its source: a non-empty name, opacity in 0..1, a transform word with
// GCPs, finite numbers. Names the layer and the field.
Status checkMapLayer(const MapLayer& layer);

// The transform words MapLayer::transform takes, in the order a user is offered them.
const std::vector<std::string>& layerTransformWords();

}  // namespace cartouche
