#include "geo/raster.h"

#include <cpl_conv.h>
#include <cpl_error.h>
#include <cpl_string.h>
#include <gdal.h>
#include <ogr_srs_api.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <sstream>

#include "geo/geo.h"
#include "geo/safe_path.h"

namespace cartouche::geo {

namespace fs = std::filesystem;

namespace {

constexpr int kProbe = 256;  // side of the windows read at open

// GDAL's messages while one call runs, for wording our own.
class ErrorLog {
 public:
  ErrorLog() { CPLPushErrorHandlerEx(&ErrorLog::handler, this); }
  ~ErrorLog() { CPLPopErrorHandler(); }
  ErrorLog(const ErrorLog&) = delete;
  ErrorLog& operator=(const ErrorLog&) = delete;
  const std::vector<std::string>& messages() const { return messages_; }
  // GDAL's first message, or `otherwise` when it gave none.
  std::string first(const std::string& otherwise) const { return messages_.empty() ? otherwise : messages_.front(); }
  bool mentions(const std::string& word) const {
    for (const std::string& m : messages_)
      if (m.find(word) != std::string::npos) return true;
    return false;
  }

 private:
  static void CPL_STDCALL handler(CPLErr level, CPLErrorNum number, const char* msg) {
    quietErrorHandler(level, number, msg);
    auto* self = static_cast<ErrorLog*>(CPLGetErrorHandlerUserData());
    if (self && level >= CE_Warning && msg) self->messages_.emplace_back(msg);
  }
  std::vector<std::string> messages_;
};

std::string srsWkt(OGRSpatialReferenceH srs) {
  char* wkt = nullptr;
  std::string out;
  if (OSRExportToWkt(srs, &wkt) == OGRERR_NONE && wkt) out = wkt;
  CPLFree(wkt);
  return out;
}

void describeSrs(OGRSpatialReferenceH srs, RasterInfo& info) {
  info.crsWkt = srsWkt(srs);
  const char* name = OSRGetName(srs);
  info.crsName = name ? name : "";
  const char* auth = OSRGetAuthorityName(srs, nullptr);
  const char* code = OSRGetAuthorityCode(srs, nullptr);
  if (auth && code) info.crsCode = std::string(auth) + ":" + code;
}

// A read of the corner windows of every band: a file whose header opens but whose pixels are cut off or damaged is
// found here, not later while drawing.
Status probeRead(GDALDatasetH h, const std::string& shown, const RasterInfo& info) {
  const int w = std::min(info.width, kProbe), hgt = std::min(info.height, kProbe);
  std::vector<double> buf(size_t(w) * size_t(hgt));
  const std::array<std::pair<int, int>, 2> corners = {std::pair{0, 0}, std::pair{info.width - w, info.height - hgt}};
  for (int b = 1; b <= info.bands; ++b) {
    GDALRasterBandH band = GDALGetRasterBand(h, b);
    for (auto [x, y] : corners) {
      ErrorLog log;
      if (GDALRasterIO(band, GF_Read, x, y, w, hgt, buf.data(), w, hgt, GDT_Float64, 0, 0) != CE_None)
        return Status::corrupt(shown + ": band " + std::to_string(b) + " cannot be read at pixels (" +
                               std::to_string(x) + ", " + std::to_string(y) + "): the file is truncated or corrupt (" +
                               log.first("GDAL gave no detail") + ")");
    }
  }
  return Status::ok();
}

bool folderWritable(const std::string& folder) { return ::access(folder.c_str(), W_OK) == 0; }

int CPL_STDCALL progressThunk(double fraction, const char*, void* data) {
  const Progress* p = static_cast<const Progress*>(data);
  return !*p || (*p)(fraction) ? TRUE : FALSE;
}

}  // namespace

bool RasterInfo::northUp() const {
  return geoTransform && (*geoTransform)[2] == 0 && (*geoTransform)[4] == 0 && (*geoTransform)[1] > 0 &&
         (*geoTransform)[5] < 0;
}

Result<Raster> Raster::openChecked(const std::string& gdalPath, const std::string& shown,
                                   const std::vector<std::string>& drivers, const std::string& declaredSrs) {
  ensureGdal();
  std::vector<const char*> allowed;
  for (const std::string& d : drivers) allowed.push_back(d.c_str());
  allowed.push_back(nullptr);
  ErrorLog log;
  GDALDatasetH h = GDALOpenEx(gdalPath.c_str(), GDAL_OF_RASTER | GDAL_OF_READONLY, allowed.data(), nullptr, nullptr);
  if (!h)
    return Status::corrupt(shown + ": not a raster Cartouche reads (" +
                           log.first("none of these formats recognises its contents") +
                           "); formats: GeoTIFF, PNG, JPEG, GIF, BMP, JPEG 2000, VRT, SRTM HGT, GeoPackage");
  Raster r;
  r.dataset_ = std::shared_ptr<void>(h, [](void* d) { GDALClose(static_cast<GDALDatasetH>(d)); });
  RasterInfo& info = r.info_;
  info.path = shown;
  info.driver = GDALGetDriverShortName(GDALGetDatasetDriver(h));
  info.width = GDALGetRasterXSize(h);
  info.height = GDALGetRasterYSize(h);
  info.bands = GDALGetRasterCount(h);
  if (info.width < 1 || info.height < 1 || info.bands < 1) return Status::corrupt(shown + ": has no pixels");
  if (info.width > kMaxRasterSide || info.height > kMaxRasterSide ||
      int64_t(info.width) * info.height > kMaxRasterPixels)
    return Status::unsupported(shown + ": claims " + std::to_string(info.width) + " x " + std::to_string(info.height) +
                               " pixels, beyond the " + std::to_string(kMaxRasterSide) + " pixels a side and " +
                               std::to_string(kMaxRasterPixels) +
                               " pixels in all a layer may have "
                               "(a damaged header, or split the scan)");
  std::array<double, 6> gt{};
  if (GDALGetGeoTransform(h, gt.data()) == CE_None) {
    for (double v : gt)
      if (!std::isfinite(v)) return Status::corrupt(shown + ": its geotransform holds a number that is not finite");
    if (gt[1] * gt[5] - gt[2] * gt[4] == 0)
      return Status::corrupt(shown + ": its geotransform is singular (the pixels have no area on the ground)");
    info.geoTransform = gt;
  }
  OGRSpatialReferenceH srs = GDALGetSpatialRef(h);
  const int gcpCount = GDALGetGCPCount(h);
  if (gcpCount > 0) {
    const GDAL_GCP* gcps = GDALGetGCPs(h);
    for (int i = 0; i < gcpCount; ++i) {
      LayerGcp g;
      g.label = gcps[i].pszId ? gcps[i].pszId : "";
      g.pixelX = gcps[i].dfGCPPixel;
      g.pixelY = gcps[i].dfGCPLine;
      g.mapX = gcps[i].dfGCPX;
      g.mapY = gcps[i].dfGCPY;
      if (!std::isfinite(g.pixelX) || !std::isfinite(g.pixelY) || !std::isfinite(g.mapX) || !std::isfinite(g.mapY))
        return Status::corrupt(shown + ": GCP " + std::to_string(i + 1) + " holds a number that is not finite");
      info.gcps.push_back(std::move(g));
    }
    if (!srs) srs = GDALGetGCPSpatialRef(h);
  }
  if (srs && srsWkt(srs).empty()) srs = nullptr;  // a CRS GDAL could not parse is left empty, not absent
  if (srs) {
    describeSrs(srs, info);
  } else if (!declaredSrs.empty() || log.mentions("crs not found") || log.mentions("SRS") || log.mentions("PROJ")) {
    const std::string what = declaredSrs.empty() ? std::string() : " '" + declaredSrs + "'";
    return Status::unsupported(shown + ": its CRS" + what + " is unknown to PROJ (" + log.first("PROJ gave no detail") +
                               "); give the raster a CRS PROJ knows (an EPSG code, WKT)");
  }
  if (Status s = probeRead(h, shown, info); !s) return s;
  GDALRasterBandH band = GDALGetRasterBand(h, 1);
  info.overviews = GDALGetOverviewCount(band);
  return r;
}

Result<Raster> Raster::openUserFile(const std::string& path) {
  if (path.empty()) return Status::invalidArgument("no raster file given");
  if (path.find("/vsi") != std::string::npos || path.find("://") != std::string::npos)
    return Status::unsupported(path + ": only local files are imported (no GDAL virtual paths or URLs)");
  std::error_code ec;
  if (!fs::exists(path, ec)) return Status::notFound(path + ": no such file");
  if (!fs::is_regular_file(path, ec)) return Status::invalidArgument(path + ": not a regular file");
  std::string folder = fs::path(path).parent_path().string();
  if (folder.empty()) folder = ".";
  auto srs = inspectVrt(path, folder);
  if (!srs) return srs.status();
  return openChecked(path, path, confinedDrivers(), *srs);
}

Result<Raster> Raster::openLinked(const std::string& battleFolder, const std::string& relative) {
  auto real = confinePath(battleFolder, relative, "linked layer");
  if (!real) return real.status();
  if (Status s = checkSidecars(*real, battleFolder.empty() ? "." : battleFolder); !s) return s;
  auto srs = inspectVrt(*real, battleFolder.empty() ? "." : battleFolder);
  if (!srs) return srs.status();
  return openChecked(*real, relative, confinedDrivers(), *srs);
}

Result<Raster> Raster::openEmbedded(const std::string& battlePath, const std::string& table) {
  for (char c : table)
    if (!(std::isalnum(uint8_t(c)) || c == '_'))
      return Status::corrupt(battlePath + ": raster table name '" + table + "' is not a plain identifier");
  if (battlePath.find(':') != std::string::npos)
    return Status::unsupported(battlePath + ": a battle file whose path holds ':' cannot name a raster table");
  return openChecked("GPKG:" + battlePath + ":" + table, battlePath + " (layer table " + table + ")", {"GPKG"}, "");
}

Status Raster::buildOverviews(const Progress& progress) {
  if (info_.overviews > 0 || std::max(info_.width, info_.height) <= kProbe) return Status::ok();
  if (info_.driver == "GPKG")
    return Status::unsupported(info_.path + ": an embedded layer gets its pyramid when it is embedded");
  const std::string file = GDALGetDescription(dataset_.get());  // the real path GDAL opened
  std::string folder = fs::path(file).parent_path().string();
  if (folder.empty()) folder = ".";
  if (!folderWritable(folder))
    return Status::unsupported(info_.path + ": has no overview pyramid and its folder " + folder +
                               " is not writable, so no .ovr can be built beside it (large views will be slow)");
  std::vector<int> levels;
  for (int f = 2; std::max(info_.width, info_.height) / (f / 2) > kProbe && f <= (1 << 20); f *= 2) levels.push_back(f);
  const std::string ovr = file + ".ovr";
  std::error_code ec;
  const bool existed = fs::exists(ovr, ec);
  ErrorLog log;
  Progress copy = progress;
  const CPLErr e = GDALBuildOverviews(dataset_.get(), "AVERAGE", int(levels.size()), levels.data(), 0, nullptr,
                                      progressThunk, &copy);
  if (e != CE_None) {
    if (!existed) fs::remove(ovr, ec);
    if (progress && log.mentions("User terminated"))
      return Status::unsupported(info_.path + ": pyramid build cancelled");
    return Status::ioError(info_.path + ": the overview pyramid could not be built (" +
                           log.first("GDAL gave no detail; the disk may be full or the folder read-only") + ")");
  }
  info_.overviews = GDALGetOverviewCount(GDALGetRasterBand(dataset_.get(), 1));
  return Status::ok();
}

std::string describe(const RasterInfo& info) {
  std::ostringstream s;
  s << info.width << " x " << info.height << " pixels, " << info.bands << (info.bands == 1 ? " band" : " bands")
    << ", ";
  if (info.crsWkt.empty())
    s << "no CRS";
  else if (!info.crsCode.empty())
    s << info.crsCode << " (" << info.crsName << ")";
  else
    s << info.crsName;
  s.precision(12);
  if (info.geoTransform) {
    const auto& g = *info.geoTransform;
    s << ", geotransform origin (" << g[0] << ", " << g[3] << "), pixel " << g[1] << " x " << g[5];
    if (g[2] != 0 || g[4] != 0) s << ", rotation terms " << g[2] << ", " << g[4];
  } else if (!info.gcps.empty()) {
    s << ", " << info.gcps.size() << " GCPs";
  } else {
    s << ", not georeferenced";
  }
  return s.str();
}

}  // namespace cartouche::geo
