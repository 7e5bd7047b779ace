// The period map layers of the GIS export: each layer's raster warped by GDAL's warper into the battle's CRS, along
// the same chain of transforms the editor draws it with (geo/layer_warp.h: geotransform or control points with their
// transform, reprojected when the layer's CRS differs), and written as a GeoPackage raster tile table (RGBA; outside
// the scan transparent) with its overviews, so a scan georeferenced by control points appears in place in QGIS.
// Thread-safety: one call at a time (GDAL datasets and OGR transformations are per call).
#pragma once

#include <string>

#include "base/status.h"
#include "geo/tile_reader.h"
#include "model/battle.h"

namespace cartouche::gis {

// The raster table name for the layer at `index` (0 = bottom): "map_<index + 1>_<name in ASCII letters and digits>".
std::string rasterTableName(size_t index, const std::string& layerName);

// Warps `layer` and appends it to the GeoPackage at `gpkgPath` as table `table`, identified by the layer's name.
// Fails with InvalidArgument when the layer cannot be placed (not georeferenced, its raster unreadable or missing)
// and IoError when the table could not be written.
Status writeWarpedLayer(const Battle& battle, const MapLayer& layer, const geo::LayerLocation& location,
                        const std::string& gpkgPath, const std::string& table);

}  // namespace cartouche::gis
