// What the georeferencer does to a layer, as values it can test without a window: a layer's control points with their
// CRS and transform word (GcpSet), map positions typed or picked on the map carried into that CRS, the residual table
// and statistics QGIS's georeferencer shows, QGIS .points files in and out, and the one SetLayer that every change
// becomes (georef = Gcps, crs = the control points' CRS, transform = the chosen word), so each change is an undo
// step saved with the battle. Pixels are GDAL's (column, row down); map positions are the GCP CRS's x east, y north.
// Main thread (the functions reach GDAL/PROJ and the document).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../tools/tool.h"
#include "base/status.h"
#include "geo/crs.h"
#include "geo/gcp.h"
#include "geo/transform.h"
#include "model/battle.h"

namespace cartouche {

// One layer's control points as the georeferencer edits them.
struct GcpSet {
  std::vector<LayerGcp> points;
  std::string crs;        // the CRS the map positions are in; "" until the first point brings one
  std::string transform;  // one of layerTransformWords()
  friend bool operator==(const GcpSet&, const GcpSet&) = default;
};

// The transform the georeferencer starts with for a layer that has none: QGIS's default.
inline constexpr const char* kDefaultTransformWord = "poly1";

// The layer's control points, their CRS (the layer's CRS when it has one, else the battle's ground CRS, else "")
// and its transform word (kDefaultTransformWord when the layer has no GCP georeferencing yet).
GcpSet gcpSetOf(const MapLayer& layer, const Battle& battle);
// The layer as SetLayer receives it: a copy with georef = Gcps, crs = set.crs, transform and points from `set`.
MapLayer layerWithGcps(const MapLayer& layer, const GcpSet& set);
// Runs that SetLayer on the layer called `layerName` of ctx's battle; `stroke` joins one undo step (a drag).
// Refusals (no such layer, the engine's checks) come back and reach the status bar through ctx.message.
Status setLayerGcps(ToolContext& ctx, const std::string& layerName, const GcpSet& set, const std::string& label,
                    uint64_t stroke = 0);

// The GCP list the geo library solves: labels become ids, crsText the set's CRS.
geo::GcpList toGcpList(const GcpSet& set);

// A map position for a new or edited point, in the set's CRS; `crs` is the CRS it is in (the set's, or the one it
// came in when the set had none yet, which then becomes the set's).
struct MapEntry {
  geo::MapPoint map;
  std::string crs;
};

// `text` typed in `entryCrs` (geo::parseCoordinates: degrees or DMS "LAT, LON" for a geographic CRS, "X, Y"
// otherwise), carried into `gcpCrs` when the two differ ("" gcpCrs: no conversion). Errors name the CRS or the text.
Result<MapEntry> typedMapPosition(std::string_view text, const std::string& entryCrs, const std::string& gcpCrs);
// A point picked on the battle's map (world units of view/map_view.h), carried through the battle's ground
// placement (geo::GroundFrame) into `gcpCrs` ("" gcpCrs: the ground CRS). Refused when the grid is not placed.
Result<MapEntry> pickedMapPosition(Point world, const Battle& battle, const std::string& gcpCrs);

// The set with a new enabled point at `pixel` mapped to `entry` (the entry's CRS becomes the set's if it had none).
// Refused when the entry's CRS is not the set's: the caller converts first (typedMapPosition, pickedMapPosition).
Result<GcpSet> withNewPoint(const GcpSet& set, Point pixel, const MapEntry& entry, const std::string& label = "");

// One line of the residual table. Residuals as georef.h defines them: pixel = inverse(map) - pixel (column right,
// row down), map = forward(pixel) - map; NaN when the transform is not solved or cannot place the point.
struct GcpRow {
  size_t index = 0;
  std::string label;  // the point's label, or "point N"
  LayerGcp point;
  bool placed = false;             // residuals known
  geo::PixelPoint predictedPixel;  // where the transform puts the point's map position on the scan
  double dxPixel = 0, dyPixel = 0, pixelResidual = 0;
  double dxMap = 0, dyMap = 0, mapResidual = 0;
};

struct GcpTable {
  std::vector<GcpRow> rows;
  bool solved = false;
  std::string problem;  // why there is no transform (georef.h's refusal, a bad transform word); "" when solved
  size_t enabled = 0;
  size_t needed = 0;  // the transform's minimum number of enabled points
  double rmsPixel = 0, rmsMap = 0;
  std::optional<double> meanErrorPixel, meanErrorMap;  // QGIS's mean error (georef.h)
  bool exactAtPoints = false;                          // thin-plate spline: zero residuals say nothing
  std::optional<geo::GcpTransform> transform;  // the solved transform, when solved (the map position under the cursor)
};

// Solves the set's transform and tabulates every point (disabled ones too).
GcpTable residualTable(const GcpSet& set);

// The transform words with a title and the fewest points each needs, for a combo: "polynomial 2 (6+ points)".
struct TransformChoice {
  std::string word;
  std::string title;
  size_t minimumPoints = 0;
};
std::vector<TransformChoice> transformChoices();

// QGIS .points files. Import replaces the set's points with the file's, in the file's CRS when it names one (else
// the set's CRS stays); errors name the file and line. Export writes the file as QGIS would, with the #CRS line in
// WKT and the pixel residuals in QGIS's units (its source y points up, so dY changes sign).
Result<GcpSet> importPointsFile(const std::string& path, const GcpSet& current);
Status exportPointsFile(const std::string& path, const GcpSet& set);

}  // namespace cartouche
