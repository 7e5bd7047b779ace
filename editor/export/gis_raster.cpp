// Warping a period map layer into the battle's CRS for the GIS export (gis_raster.h).
#include "gis_raster.h"

#include <gdal_priv.h>
#include <gdalwarper.h>
#include <ogr_spatialref.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <memory>
#include <vector>

#include "geo/geo.h"
#include "geo/layer_warp.h"

namespace cartouche::gis {

namespace {

// The source read into memory at most this many pixels (an overview level of a larger scan), and the warped
// raster at most this many.
constexpr double kMaxSourcePixels = double(1 << 26);
constexpr double kMaxOutputPixels = double(1 << 27);

// A GeoPackage the export writes is closed naming it: GDAL finishes writing inside its close (geo::closeWritten).
using DatasetPtr = std::unique_ptr<GDALDataset, geo::ClosesWritten>;

std::string gdalMessage() {
  const char* m = CPLGetLastErrorMsg();
  return m && *m ? std::string(": ") + m : std::string();
}

// Destination pixel <-> source pixel through ground -> world -> layer pixels (scaled to the level read).
struct WarpChain {
  const geo::LayerWarp* warp = nullptr;
  const geo::GroundFrame* frame = nullptr;
  double gt[6] = {};  // destination geotransform (north up)
  double scale = 1;   // level-0 pixels per source pixel
};

int transformPoints(void* arg, int dstToSrc, int count, double* x, double* y, double* /*z*/, int* ok) {
  const WarpChain& c = *static_cast<const WarpChain*>(arg);
  for (int i = 0; i < count; ++i) {
    if (dstToSrc) {
      const Point ground{c.gt[0] + x[i] * c.gt[1], c.gt[3] + y[i] * c.gt[5]};
      Point pixel;
      ok[i] = c.warp->worldToPixel(c.frame->groundToWorld(ground), pixel) ? TRUE : FALSE;
      if (ok[i]) {
        x[i] = pixel.x / c.scale;
        y[i] = pixel.y / c.scale;
      }
    } else {
      Point world;
      ok[i] = c.warp->pixelToWorld({x[i] * c.scale, y[i] * c.scale}, world) ? TRUE : FALSE;
      if (ok[i]) {
        const Point ground = c.frame->worldToGround(world);
        x[i] = (ground.x - c.gt[0]) / c.gt[1];
        y[i] = (ground.y - c.gt[3]) / c.gt[5];
      }
    }
  }
  return TRUE;
}

// The layer's pixels at the level chosen, as an RGBA dataset in memory (TileReader's reading: grey, palettes,
// alpha and NoData handled as the editor draws them).
Result<DatasetPtr> readSource(geo::TileReader& reader, int level) {
  const int w = reader.levelWidth(level), h = reader.levelHeight(level);
  GDALDriver* mem = GetGDALDriverManager()->GetDriverByName("MEM");
  DatasetPtr src(mem ? mem->Create("", w, h, 4, GDT_Byte, nullptr) : nullptr);
  if (!src) return Status::ioError("cannot hold the layer in memory" + gdalMessage());
  std::vector<uint8_t> tile;
  const int size = geo::TileReader::kTileSize;
  for (int ty = 0; ty < reader.tilesDown(level); ++ty) {
    for (int tx = 0; tx < reader.tilesAcross(level); ++tx) {
      if (Status s = reader.readTile(level, tx, ty, tile); !s.isOk()) return Status::invalidArgument(s.message());
      const int x0 = tx * size, y0 = ty * size;
      const int cw = std::min(size, w - x0), ch = std::min(size, h - y0);
      if (src->RasterIO(GF_Write, x0, y0, cw, ch, tile.data(), cw, ch, GDT_Byte, 4, nullptr, 4, size * 4, 1, nullptr) !=
          CE_None)
        return Status::ioError("cannot hold the layer in memory" + gdalMessage());
    }
  }
  return src;
}

}  // namespace

std::string rasterTableName(size_t index, const std::string& layerName) {
  std::string tail;
  for (unsigned char c : layerName) {
    if (std::isalnum(c) && c < 0x80)
      tail += char(std::tolower(c));
    else if (!tail.empty() && tail.back() != '_')
      tail += '_';
    if (tail.size() >= 40) break;
  }
  while (!tail.empty() && tail.back() == '_') tail.pop_back();
  return "map_" + std::to_string(index + 1) + (tail.empty() ? "" : "_" + tail);
}

Status writeWarpedLayer(const Battle& battle, const MapLayer& layer, const geo::LayerLocation& location,
                        const std::string& gpkgPath, const std::string& table) {
  geo::ensureGdal();
  const std::string who = "map layer '" + layer.name + "'";
  Result<std::unique_ptr<geo::TileReader>> opened = geo::TileReader::open(layer, location);
  if (!opened) return Status::invalidArgument(opened.status().message());
  geo::TileReader& reader = **opened;
  Result<std::unique_ptr<geo::LayerWarp>> warp =
      geo::LayerWarp::make(layer, reader.width(), reader.height(), battle.map.grid(), *battle.ground);
  if (!warp) return Status::invalidArgument(who + ": " + warp.status().message());
  Result<std::unique_ptr<geo::GroundFrame>> frame = geo::GroundFrame::make(battle.map.grid(), *battle.ground);
  if (!frame) return Status::invalidArgument(frame.status().message());

  int level = 0;
  while (level + 1 < reader.levelCount() &&
         double(reader.levelWidth(level)) * reader.levelHeight(level) > kMaxSourcePixels)
    ++level;
  WarpChain chain;
  chain.warp = warp->get();
  chain.frame = frame->get();
  chain.scale = double(reader.width()) / reader.levelWidth(level);
  const int sw = reader.levelWidth(level), sh = reader.levelHeight(level);

  // The ground the scan covers: its border carried through the chain, and the area it encloses.
  std::vector<Point> border;
  const int steps = 64;
  auto sample = [&](double px, double py) {
    Point world;
    if (chain.warp->pixelToWorld({px * chain.scale, py * chain.scale}, world))
      border.push_back(chain.frame->worldToGround(world));
  };
  for (int i = 0; i < steps; ++i) sample(double(sw) * i / steps, 0);
  for (int i = 0; i < steps; ++i) sample(sw, double(sh) * i / steps);
  for (int i = 0; i < steps; ++i) sample(double(sw) * (steps - i) / steps, sh);
  for (int i = 0; i < steps; ++i) sample(0, double(sh) * (steps - i) / steps);
  if (border.size() < size_t(steps * 3))
    return Status::invalidArgument(who + ": its edges cannot be placed on the ground");
  double minX = std::numeric_limits<double>::max(), minY = minX, maxX = -minX, maxY = -minX, area = 0;
  for (size_t i = 0; i < border.size(); ++i) {
    const Point& p = border[i];
    const Point& q = border[(i + 1) % border.size()];
    minX = std::min(minX, p.x);
    maxX = std::max(maxX, p.x);
    minY = std::min(minY, p.y);
    maxY = std::max(maxY, p.y);
    area += p.x * q.y - q.x * p.y;
  }
  area = std::fabs(area) / 2;
  if (!(area > 0) || !std::isfinite(area)) return Status::invalidArgument(who + ": it covers no ground");
  // Pixels about as large on the ground as the source's, fewer when the warped raster would be too large.
  double pixel = std::sqrt(area / (double(sw) * sh));
  double ow = std::ceil((maxX - minX) / pixel), oh = std::ceil((maxY - minY) / pixel);
  if (ow * oh > kMaxOutputPixels) {
    pixel *= std::sqrt(ow * oh / kMaxOutputPixels);
    ow = std::ceil((maxX - minX) / pixel);
    oh = std::ceil((maxY - minY) / pixel);
  }
  const int outW = std::max(1, int(ow)), outH = std::max(1, int(oh));
  const double gt[6] = {minX, pixel, 0, maxY, 0, -pixel};
  std::copy(gt, gt + 6, chain.gt);

  Result<DatasetPtr> src = readSource(reader, level);
  if (!src) return src.status().withContext(who);
  GDALDriver* mem = GetGDALDriverManager()->GetDriverByName("MEM");
  DatasetPtr dst(mem->Create("", outW, outH, 4, GDT_Byte, nullptr));
  if (!dst) return Status::ioError(who + ": cannot hold the warped layer in memory" + gdalMessage());
  dst->SetGeoTransform(const_cast<double*>(gt));
  OGRSpatialReference srs;
  srs.SetFromUserInput(battle.ground->crs.c_str());
  srs.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  dst->SetSpatialRef(&srs);
  const GDALColorInterp colours[] = {GCI_RedBand, GCI_GreenBand, GCI_BlueBand, GCI_AlphaBand};
  for (int b = 0; b < 4; ++b) dst->GetRasterBand(b + 1)->SetColorInterpretation(colours[b]);

  GDALWarpOptions* options = GDALCreateWarpOptions();
  options->hSrcDS = GDALDataset::ToHandle(src->get());
  options->hDstDS = GDALDataset::ToHandle(dst.get());
  options->nBandCount = 3;
  options->panSrcBands = static_cast<int*>(CPLMalloc(sizeof(int) * 3));
  options->panDstBands = static_cast<int*>(CPLMalloc(sizeof(int) * 3));
  for (int b = 0; b < 3; ++b) options->panSrcBands[b] = options->panDstBands[b] = b + 1;
  options->nSrcAlphaBand = 4;
  options->nDstAlphaBand = 4;
  options->eResampleAlg = GRA_Bilinear;
  options->papszWarpOptions = CSLSetNameValue(options->papszWarpOptions, "INIT_DEST", "0");
  // GDAL's approximation: the exact chain at the ends and middle of each row, linear in between while that stays
  // within an eighth of a pixel.
  void* approx = GDALCreateApproxTransformer(transformPoints, &chain, 0.125);
  options->pfnTransformer = GDALApproxTransform;
  options->pTransformerArg = approx;
  GDALWarpOperation operation;
  CPLErr err = operation.Initialize(options);
  if (err == CE_None) err = operation.ChunkAndWarpImage(0, 0, outW, outH);
  GDALDestroyWarpOptions(options);
  GDALDestroyApproxTransformer(approx);
  if (err != CE_None) return Status::ioError(who + ": the warp failed" + gdalMessage());

  GDALDriver* gpkg = GetGDALDriverManager()->GetDriverByName("GPKG");
  const std::string tableOption = "RASTER_TABLE=" + table;
  const std::string identifier = "RASTER_IDENTIFIER=" + layer.name;
  const std::string description =
      "RASTER_DESCRIPTION=period map layer '" + layer.name + "', warped into the battle's CRS";
  const char* createOptions[] = {"APPEND_SUBDATASET=YES", tableOption.c_str(),    identifier.c_str(),
                                 description.c_str(),     "TILE_FORMAT=PNG_JPEG", nullptr};
  DatasetPtr written(
      gpkg ? gpkg->CreateCopy(gpkgPath.c_str(), dst.get(), FALSE, const_cast<char**>(createOptions), nullptr, nullptr)
           : nullptr,
      geo::ClosesWritten{gpkgPath.c_str()});
  if (!written) return Status::ioError(who + ": cannot write table '" + table + "'" + gdalMessage());
  CPLErrorReset();
  written->FlushCache();
  written.reset();
  if (CPLGetLastErrorType() >= CE_Failure)
    return Status::ioError(who + ": cannot finish table '" + table + "'" + gdalMessage());
  // Overviews, halving until the smallest fits in one tile, so QGIS draws the whole layer quickly.
  const std::string sub = "GPKG:" + gpkgPath + ":" + table;
  DatasetPtr update(GDALDataset::Open(sub.c_str(), GDAL_OF_RASTER | GDAL_OF_UPDATE),
                    geo::ClosesWritten{gpkgPath.c_str()});
  if (!update) return Status::ioError(who + ": cannot reopen table '" + table + "'" + gdalMessage());
  std::vector<int> factors;
  for (int f = 2; std::max(outW, outH) / (f / 2) > 256; f *= 2) factors.push_back(f);
  if (!factors.empty() &&
      update->BuildOverviews("AVERAGE", int(factors.size()), factors.data(), 0, nullptr, nullptr, nullptr) != CE_None)
    return Status::ioError(who + ": cannot build the overviews of '" + table + "'" + gdalMessage());
  CPLErrorReset();
  update->FlushCache();
  update.reset();
  if (CPLGetLastErrorType() >= CE_Failure)
    return Status::ioError(who + ": cannot finish the overviews of '" + table + "'" + gdalMessage());
  return Status::ok();
}

}  // namespace cartouche::gis
