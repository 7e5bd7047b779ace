#include "geo/layer_embed.h"

#include <cpl_conv.h>
#include <cpl_error.h>
#include <cpl_string.h>
#include <gdal.h>

#include <algorithm>
#include <memory>

#include "geo/geo.h"
#include "geo/transform.h"

namespace cartouche::geo {

namespace {

struct ProgressSpan {
  const Progress* progress;
  double from, to;
  bool cancelled = false;
};

int CPL_STDCALL spanThunk(double fraction, const char*, void* data) {
  auto* span = static_cast<ProgressSpan*>(data);
  if (!span->progress || !*span->progress) return TRUE;
  if ((*span->progress)(span->from + (span->to - span->from) * std::clamp(fraction, 0.0, 1.0))) return TRUE;
  span->cancelled = true;
  return FALSE;
}

std::string lastError() {
  const char* m = CPLGetLastErrorMsg();
  return m && *m ? std::string(m) : std::string("GDAL gave no detail");
}

// GDAL reports some write failures only through CPLError, not in a return value: a tile SQLite refused to write (a
// full disk), a flush that failed when the dataset closed. Any error since the last CPLErrorReset() fails the step.
bool gdalFailed() { return CPLGetLastErrorType() >= CE_Failure; }

// Closes through closeWritten, naming the file (a dataset left on an early return closes so too).
using Dataset = std::unique_ptr<void, ClosesWritten>;
// Flushes the dataset's tiles, then closes it. Closing flushes what is left inside GDAL's destructors, where a
// std::bad_alloc from GDAL's own allocations would end the process (std::terminate: an allocation sweep found 71 of
// 101 runs ending so); flushed first, memory running out leaves the call as an exception the command reports. The
// close itself still writes the raster's metadata (its band count) and can run out there: closeWritten stops the
// process with a message then (geo.h). Not through unique_ptr::reset, which is noexcept.
void closeNow(Dataset& d) {
  if (d) GDALFlushCache(static_cast<GDALDatasetH>(d.get()));
  d.get_deleter()(d.release());
}

}  // namespace

Result<MapLayer> makeLayer(const Raster& raster, const std::string& name, LayerKind kind, const std::string& source) {
  const RasterInfo& info = raster.info();
  MapLayer layer;
  layer.name = name;
  layer.kind = kind;
  layer.source = source;
  layer.crs = !info.crsCode.empty() ? info.crsCode : info.crsWkt;
  if (info.geoTransform) {
    layer.georef = LayerGeoref::GeoTransform;
    layer.geoTransform = *info.geoTransform;
    return layer;
  }
  if (info.gcps.size() < 2) return layer;
  GcpList list;
  for (const LayerGcp& g : info.gcps) list.points.push_back({g.label, {g.pixelX, g.pixelY}, {g.mapX, g.mapY}, true});
  const TransformKind kindOfTransform = info.gcps.size() >= 3 ? TransformKind::Polynomial1 : TransformKind::Helmert;
  if (auto solved = GcpTransform::solve(kindOfTransform, list); !solved)
    return Status::unsupported(info.path + ": its " + std::to_string(info.gcps.size()) + " GCPs do not fix a " +
                               transformTitle(kindOfTransform) + " transform: " + solved.status().message());
  layer.georef = LayerGeoref::Gcps;
  layer.transform = std::string(transformCode(kindOfTransform));
  layer.gcps = info.gcps;
  return layer;
}

Status embedRaster(const Raster& raster, const std::string& gpkgPath, const std::string& table,
                   const Progress& progress) {
  ensureGdal();
  const RasterInfo& info = raster.info();
  GDALDatasetH src = static_cast<GDALDatasetH>(raster.handle());
  // GeoPackage tiles are 8-bit images of 1 to 4 bands. Other types go through GDAL's gridded-coverage extension,
  // which rewrites gpkg_spatial_ref_sys into a layout the battle file does not have: such rasters are linked instead.
  for (int b = 1; b <= info.bands; ++b)
    if (GDALGetRasterDataType(GDALGetRasterBand(src, b)) != GDT_Byte)
      return Status::unsupported(info.path + ": band " + std::to_string(b) + " holds " +
                                 GDALGetDataTypeName(GDALGetRasterDataType(GDALGetRasterBand(src, b))) +
                                 " values; only 8-bit images are embedded as map layers (link it with --link, or "
                                 "read heights with import-dem)");
  if (info.bands > 4)
    return Status::unsupported(info.path + ": has " + std::to_string(info.bands) +
                               " bands; an embedded map layer holds 1 to 4 (grey, grey and alpha, RGB, RGBA)");
  Dataset frame(nullptr, ClosesWritten{"an in-memory frame of the raster"});
  if (!info.northUp()) {
    // A virtual copy in the raster's own pixel frame: what a tile pyramid can hold (see the header).
    GDALDriverH vrt = GDALGetDriverByName("VRT");
    CPLErrorReset();
    frame.reset(GDALCreateCopy(vrt, "", src, FALSE, nullptr, nullptr, nullptr));
    if (!frame) return Status::ioError(info.path + ": cannot be framed for embedding (" + lastError() + ")");
    const double pixelFrame[6] = {0, 1, 0, 0, 0, -1};
    GDALSetGCPs2(frame.get(), 0, nullptr, nullptr);
    GDALSetSpatialRef(frame.get(), nullptr);
    GDALSetGeoTransform(frame.get(), const_cast<double*>(pixelFrame));
    src = frame.get();
  }
  GDALDriverH gpkg = GDALGetDriverByName("GPKG");
  if (!gpkg) return Status::unsupported("this GDAL has no GeoPackage driver");
  CPLStringList options;
  options.SetNameValue("APPEND_SUBDATASET", "YES");
  options.SetNameValue("RASTER_TABLE", table.c_str());
  options.SetNameValue("RASTER_IDENTIFIER", table.c_str());
  ProgressSpan copySpan{&progress, 0.0, 0.6};
  CPLErrorReset();
  // The options are these three, always valid: GDAL's check of them would build the driver's list of tiling schemes
  // from JSON files, through a parser (json-c) that crashes when an allocation fails.
  CPLSetThreadLocalConfigOption("GDAL_VALIDATE_CREATION_OPTIONS", "NO");
  struct RestoreValidation {
    ~RestoreValidation() { CPLSetThreadLocalConfigOption("GDAL_VALIDATE_CREATION_OPTIONS", nullptr); }
  } restoreValidation;
  Dataset out(GDALCreateCopy(gpkg, gpkgPath.c_str(), src, FALSE, options.List(), spanThunk, &copySpan),
              ClosesWritten{gpkgPath.c_str()});
  if (!out) {
    if (copySpan.cancelled) return Status::unsupported(info.path + ": embedding cancelled");
    return Status::unsupported(info.path + ": GDAL cannot write it as a GeoPackage tile pyramid (" + lastError() + ")");
  }
  closeNow(out);
  if (gdalFailed())
    return Status::ioError(info.path + ": its tiles could not all be written into the battle (" + lastError() + ")");
  // The pyramid: GeoPackage zoom levels, halving until the whole raster fits in one 256-pixel tile.
  std::vector<int> levels;
  for (int f = 2; std::max(info.width, info.height) / (f / 2) > 256 && f <= (1 << 20); f *= 2) levels.push_back(f);
  if (!levels.empty()) {
    const std::string name = "GPKG:" + gpkgPath + ":" + table;
    CPLErrorReset();
    Dataset update(GDALOpenEx(name.c_str(), GDAL_OF_RASTER | GDAL_OF_UPDATE, nullptr, nullptr, nullptr),
                   ClosesWritten{gpkgPath.c_str()});
    if (!update) return Status::ioError(gpkgPath + ": the embedded table cannot be reopened (" + lastError() + ")");
    ProgressSpan pyramidSpan{&progress, 0.6, 1.0};
    const CPLErr e = GDALBuildOverviews(update.get(), "AVERAGE", int(levels.size()), levels.data(), 0, nullptr,
                                        spanThunk, &pyramidSpan);
    if (e != CE_None) {
      if (pyramidSpan.cancelled) return Status::unsupported(info.path + ": pyramid build cancelled");
      return Status::ioError(info.path + ": the embedded pyramid could not be built (" + lastError() + ")");
    }
    closeNow(update);
    if (gdalFailed())
      return Status::ioError(info.path + ": the embedded pyramid could not all be written (" + lastError() + ")");
  }
  if (progress) progress(1.0);
  return Status::ok();
}

}  // namespace cartouche::geo
