// `cartouche export gis`: a battle written as a GeoPackage that QGIS opens as a map, in the battle's CRS. Feature
// tables `hexes` (polygons), `hexsides` (one line per hexside feature, shaped by its draw style) and `units` (the
// set-up of every scenario, or of one), each with a default QGIS style in `layer_styles`, and every period map layer
// warped into the battle's CRS by GDAL's warper as a raster tile table. The file is written beside OUT and renamed
// over it, so OUT is either the old file or the whole new one. Thread-safety: one export at a time per thread.
#pragma once

#include <string>
#include <vector>

#include "base/status.h"
#include "model/battle.h"

namespace cartouche::gis {

struct GisExportOptions {
  std::string battlePath;  // the battle file: embedded map layers are read from it, linked ones beside it
  std::string linkFolder;  // where linked map layers lie, when not beside battlePath (the editor's working copy)
  std::string scenario;    // a scenario code; "" writes every scenario's set-up
};

struct GisExportReport {
  int hexes = 0;
  int hexsideFeatures = 0;
  int slopes = 0;
  int unitPoints = 0;                     // units and leaders standing on the map, over the scenarios written
  std::vector<std::string> rasterTables;  // the warped period map layers, bottom first
  std::vector<std::string> warnings;      // map layers left out, and why
};

// Writes `battle` to `outPath`. Fails with InvalidArgument (the input's fault: no ground placement, an unknown
// scenario; the message names the field) or IoError (OUT could not be written); either way OUT is left as it was.
Result<GisExportReport> exportGis(const Battle& battle, const GisExportOptions& options, const std::string& outPath);

}  // namespace cartouche::gis
