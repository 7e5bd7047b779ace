// Turning an opened raster into a battle's map layer: the layer record (how it sits on the ground: a geotransform,
// its GCPs with a transform that solves, or none yet) and the GeoPackage raster tile pyramid GDAL writes into a copy
// of the battle file (store/layer_import.h's LayerImport; never the user's file). A GeoPackage tile pyramid holds only
// north-up rasters: a raster with a rotated geotransform or GCPs is embedded in its own pixel frame (x = column,
// y = -row) with no CRS, and its real georeferencing lives in battle_layers / battle_layer_gcps, where Cartouche reads
// it. Thread-safety: one call per raster at a time.
#pragma once

#include <string>

#include "base/status.h"
#include "geo/raster.h"
#include "model/map_layer.h"

namespace cartouche::geo {

// The layer record for `raster`, stored as `kind` with `source`. GCPs get a first-order polynomial (Helmert for two
// points) and must solve; a raster with one GCP or none and no geotransform is stored not yet georeferenced.
Result<MapLayer> makeLayer(const Raster& raster, const std::string& name, LayerKind kind, const std::string& source);

// Writes `raster` into the GeoPackage at `gpkgPath` as the raster table `table` (GDAL's GPKG driver,
// APPEND_SUBDATASET=YES) with its overview levels, reporting progress over both steps; false from `progress` cancels.
// Only 8-bit images of 1 to 4 bands are embedded (others are refused: link them instead).
// REQUIRES: gpkgPath is a private copy (LayerImport::copyPath): on failure it is left half-written and must be thrown
// away.
Status embedRaster(const Raster& raster, const std::string& gpkgPath, const std::string& table,
                   const Progress& progress);

}  // namespace cartouche::geo
