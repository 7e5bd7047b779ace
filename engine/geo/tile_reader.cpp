// Tiles of a layer's raster: one windowed GDAL read per tile (all bands at once where the level is a dataset of its
// own, as GeoTIFF overviews are), written straight into the RGBA buffer with a pixel spacing of 4, then one pass for
// what the bands cannot say by themselves (grey copied to green and blue, palette expansion, DEM stretch, NoData).
#include "geo/tile_reader.h"

#include <cpl_error.h>
#include <gdal.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>

#include "geo/geo.h"
#include "geo/raster.h"

namespace cartouche::geo {

namespace {

constexpr int kTile = TileReader::kTileSize;
constexpr size_t kTileBytes = size_t(kTile) * size_t(kTile) * 4;

// How the bands become RGBA.
enum class Scheme { Grey, Palette, GreyAlpha, Rgb, Rgba };

// One band as read: which channel it fills, and what turns its values into bytes.
struct BandPlan {
  int band = 1;      // 1-based in the dataset
  int channel = 0;   // 0..3 of RGBA
  bool byte = true;  // GDT_Byte: read as is; otherwise stretched from min..max to 0..255
  double min = 0, max = 0;
  bool hasNoData = false;
  double noData = 0;
};

std::string reasonOf(const std::string& gdalMessage) {
  return gdalMessage.empty() ? std::string("GDAL gave no reason") : gdalMessage;
}

}  // namespace

struct TileReader::Impl {
  std::string shown;  // the file as messages name it
  Raster raster;
  GDALDatasetH ds = nullptr;
  Scheme scheme = Scheme::Grey;
  std::vector<BandPlan> plans;
  std::vector<int> wholeBands;             // RGB(A) of 8-bit bands in channel order: read in one call per tile
  std::array<uint8_t, 256 * 4> palette{};  // RGBA per index, for Scheme::Palette
  bool datasetMask = false;                // a per-dataset mask (not alpha, not NoData) says which pixels are valid
  bool checkInvalid = false;               // some band has NoData or is not 8-bit (NaN)
  int levels = 1;
  std::vector<int> levelW, levelH;
  std::vector<double> values;    // a non-8-bit band's window
  std::vector<uint8_t> bytes;    // palette indices or mask values
  std::vector<uint8_t> invalid;  // per pixel: how many bands hold NoData there (all of them for a NaN height)

  explicit Impl(Raster r) : raster(std::move(r)) {}

  GDALRasterBandH bandAt(int level, int band) const {
    GDALRasterBandH b = GDALGetRasterBand(ds, band);
    return level == 0 ? b : GDALGetOverview(b, level - 1);
  }

  // The dataset of an overview level when GDAL exposes one whose bands are exactly the level's bands (GeoTIFF), so
  // that one RasterIO call reads every band of a pixel-interleaved block in one decode.
  GDALDatasetH levelDataset(int level) const {
    if (level == 0) return ds;
    GDALRasterBandH first = bandAt(level, 1);
    GDALDatasetH d = first ? GDALGetBandDataset(first) : nullptr;
    if (!d || d == ds || GDALGetRasterCount(d) < int(plans.size())) return nullptr;
    for (const BandPlan& p : plans)
      if (GDALGetRasterBand(d, p.band) != bandAt(level, p.band)) return nullptr;
    return d;
  }
};

Result<std::unique_ptr<TileReader>> TileReader::open(const MapLayer& layer, const LayerLocation& location) {
  const std::string who = "layer '" + layer.name + "'";
  Result<Raster> raster = Status::invalidArgument("no source");
  if (layer.kind == LayerKind::Embedded) {
    if (location.tablesFile.empty())
      return Status::invalidArgument(who + ": the battle has no file holding its tables");
    raster = Raster::openEmbedded(location.tablesFile, layer.source);
  } else {
    if (location.linkFolder.empty())
      return Status::invalidArgument(who + ": linked file '" + layer.source +
                                     "' cannot be found: the battle has no folder yet (save it first)");
    raster = Raster::openLinked(location.linkFolder, layer.source);
    if (!raster && raster.status().code() == Status::Code::NotFound)
      return Status::notFound(who + ": linked file '" + layer.source + "' is missing (" + raster.status().message() +
                              ")");
  }
  if (!raster) return raster.status().withContext(who);

  auto impl = std::make_unique<Impl>(std::move(raster).value());
  const RasterInfo& info = impl->raster.info();
  impl->shown = info.path;
  impl->ds = static_cast<GDALDatasetH>(impl->raster.handle());
  GDALDatasetH ds = impl->ds;
  const int bands = info.bands;

  GDALRasterBandH b1 = GDALGetRasterBand(ds, 1);
  GDALColorTableH table = GDALGetRasterColorTable(b1);
  if (bands == 1 && table && GDALGetRasterDataType(b1) == GDT_Byte) {
    impl->scheme = Scheme::Palette;
    const int entries = std::min(256, GDALGetColorEntryCount(table));
    for (int i = 0; i < entries; ++i) {
      GDALColorEntry e{};
      GDALGetColorEntryAsRGB(table, i, &e);
      impl->palette[size_t(i) * 4 + 0] = uint8_t(std::clamp<int>(e.c1, 0, 255));
      impl->palette[size_t(i) * 4 + 1] = uint8_t(std::clamp<int>(e.c2, 0, 255));
      impl->palette[size_t(i) * 4 + 2] = uint8_t(std::clamp<int>(e.c3, 0, 255));
      impl->palette[size_t(i) * 4 + 3] = uint8_t(std::clamp<int>(e.c4, 0, 255));
      if (e.c4 <= 0) std::memset(&impl->palette[size_t(i) * 4], 0, 4);  // transparent is transparent black
    }
    impl->plans.push_back({1, 0, true});
  } else if (bands == 1) {
    impl->scheme = Scheme::Grey;
    impl->plans.push_back({1, 0, true});
  } else if (bands == 2) {
    impl->scheme = Scheme::GreyAlpha;
    impl->plans.push_back({1, 0, true});
    impl->plans.push_back({2, 3, true});
  } else if (bands == 3) {
    impl->scheme = Scheme::Rgb;
    for (int b = 1; b <= 3; ++b) impl->plans.push_back({b, b - 1, true});
  } else {
    // Four bands are RGBA; more than four: the first three as RGB and an alpha band if GDAL names one.
    impl->scheme = Scheme::Rgba;
    for (int b = 1; b <= 3; ++b) impl->plans.push_back({b, b - 1, true});
    int alpha = bands == 4 ? 4 : 0;
    for (int b = 4; b <= bands && !alpha; ++b)
      if (GDALGetRasterColorInterpretation(GDALGetRasterBand(ds, b)) == GCI_AlphaBand) alpha = b;
    if (alpha)
      impl->plans.push_back({alpha, 3, true});
    else
      impl->scheme = Scheme::Rgb;
  }

  for (BandPlan& p : impl->plans) {
    GDALRasterBandH band = GDALGetRasterBand(ds, p.band);
    p.byte = GDALGetRasterDataType(band) == GDT_Byte;
    int has = 0;
    const double nd = GDALGetRasterNoDataValue(band, &has);
    p.hasNoData = has != 0 && p.channel != 3;
    p.noData = nd;
    impl->checkInvalid = impl->checkInvalid || p.hasNoData || !p.byte;
    if (!p.byte) {
      // GDAL's approximate statistics (from an overview or a sample), which skip NoData and NaN cells.
      std::array<double, 2> mm{0, 0};
      CPLErrorReset();
      if (GDALComputeRasterMinMax(band, TRUE, mm.data()) != CE_None || !std::isfinite(mm[0]) || !std::isfinite(mm[1]))
        mm = {0, 0};
      p.min = mm[0];
      p.max = mm[1];
    }
  }
  if (impl->scheme == Scheme::Rgb || impl->scheme == Scheme::Rgba) {
    for (const BandPlan& p : impl->plans)
      if (p.byte && p.channel == int(impl->wholeBands.size())) impl->wholeBands.push_back(p.band);
    if (impl->wholeBands.size() != impl->plans.size()) impl->wholeBands.clear();
  }
  const int maskFlags = GDALGetMaskFlags(b1);
  impl->datasetMask = (maskFlags & GMF_PER_DATASET) && !(maskFlags & (GMF_ALPHA | GMF_NODATA | GMF_ALL_VALID)) &&
                      impl->scheme != Scheme::GreyAlpha && impl->scheme != Scheme::Rgba;

  // Levels: every band of the plan must have the overview, of the same size as band 1's.
  const int overviews = GDALGetOverviewCount(b1);
  impl->levelW.push_back(info.width);
  impl->levelH.push_back(info.height);
  for (int k = 1; k <= overviews; ++k) {
    GDALRasterBandH o = GDALGetOverview(b1, k - 1);
    if (!o) break;
    const int w = GDALGetRasterBandXSize(o), h = GDALGetRasterBandYSize(o);
    bool complete = w > 0 && h > 0;
    for (const BandPlan& p : impl->plans) {
      GDALRasterBandH band = GDALGetRasterBand(ds, p.band);
      GDALRasterBandH ob = GDALGetOverviewCount(band) >= k ? GDALGetOverview(band, k - 1) : nullptr;
      if (!ob || GDALGetRasterBandXSize(ob) != w || GDALGetRasterBandYSize(ob) != h) complete = false;
    }
    if (!complete) break;
    impl->levelW.push_back(w);
    impl->levelH.push_back(h);
  }
  impl->levels = int(impl->levelW.size());
  if (impl->checkInvalid) impl->invalid.assign(size_t(kTile) * size_t(kTile), 0);

  std::unique_ptr<TileReader> reader(new TileReader());
  reader->impl_ = std::move(impl);
  return reader;
}

TileReader::~TileReader() = default;

int TileReader::width() const { return impl_->levelW[0]; }
int TileReader::height() const { return impl_->levelH[0]; }
int TileReader::levelCount() const { return impl_->levels; }
int TileReader::levelWidth(int level) const {
  return level >= 0 && level < impl_->levels ? impl_->levelW[size_t(level)] : 0;
}
int TileReader::levelHeight(int level) const {
  return level >= 0 && level < impl_->levels ? impl_->levelH[size_t(level)] : 0;
}
int TileReader::tilesAcross(int level) const { return (levelWidth(level) + kTile - 1) / kTile; }
int TileReader::tilesDown(int level) const { return (levelHeight(level) + kTile - 1) / kTile; }

Status TileReader::readTile(int level, int tx, int ty, std::vector<uint8_t>& rgba) {
  Impl& m = *impl_;
  rgba.assign(kTileBytes, 0);
  if (level < 0 || level >= m.levels || tx < 0 || ty < 0 || tx >= tilesAcross(level) || ty >= tilesDown(level))
    return Status::invalidArgument(m.shown + ": no tile (" + std::to_string(tx) + ", " + std::to_string(ty) +
                                   ") at level " + std::to_string(level));
  const int x0 = tx * kTile, y0 = ty * kTile;
  const int w = std::min(kTile, m.levelW[size_t(level)] - x0), h = std::min(kTile, m.levelH[size_t(level)] - y0);
  const size_t n = size_t(kTile) * size_t(kTile);
  uint8_t* out = rgba.data();
  constexpr GSpacing kPixel = 4, kLine = GSpacing(kTile) * 4;

  auto fail = [&](const std::string& what) {
    rgba.assign(kTileBytes, 0);
    return Status::ioError(m.shown + ": " + what + " at level " + std::to_string(level) + ", tile (" +
                           std::to_string(tx) + ", " + std::to_string(ty) +
                           ") cannot be read; the file is "
                           "truncated or damaged (" +
                           reasonOf(CPLGetLastErrorMsg()) + ")");
  };
  // GDAL's messages go into the status, not the terminal.
  CPLPushErrorHandler(CPLQuietErrorHandler);
  struct PopHandler {
    ~PopHandler() { CPLPopErrorHandler(); }
  } pop;
  CPLErrorReset();

  // The 8-bit bands all at once when they fill channels 0, 1, 2 (, 3) and the level is a dataset of its own.
  bool done = false;
  if (!m.wholeBands.empty()) {
    if (GDALDatasetH lds = m.levelDataset(level)) {
      if (GDALDatasetRasterIO(lds, GF_Read, x0, y0, w, h, out, w, h, GDT_Byte, int(m.wholeBands.size()),
                              m.wholeBands.data(), kPixel, kLine, 1) != CE_None)
        return fail("its pixels");
      done = true;
    }
  }
  if (m.checkInvalid) std::fill(m.invalid.begin(), m.invalid.end(), 0);
  for (const BandPlan& p : m.plans) {
    GDALRasterBandH band = m.bandAt(level, p.band);
    if (!band) return fail("band " + std::to_string(p.band));
    if (m.scheme == Scheme::Palette) {
      m.bytes.resize(n);
      if (GDALRasterIO(band, GF_Read, x0, y0, w, h, m.bytes.data(), w, h, GDT_Byte, 1, kTile) != CE_None)
        return fail("band 1");
      const int nd =
          p.hasNoData && p.noData >= 0 && p.noData <= 255 && p.noData == std::floor(p.noData) ? int(p.noData) : -1;
      for (int r = 0; r < h; ++r) {
        const uint8_t* src = m.bytes.data() + size_t(r) * kTile;
        uint8_t* dst = out + size_t(r) * size_t(kLine);
        for (int c = 0; c < w; ++c, dst += 4) {
          const uint8_t i = src[c];
          if (int(i) == nd) continue;
          std::memcpy(dst, &m.palette[size_t(i) * 4], 4);
        }
      }
      continue;
    }
    if (p.byte) {
      if (!done && GDALRasterIO(band, GF_Read, x0, y0, w, h, out + p.channel, w, h, GDT_Byte, kPixel, kLine) != CE_None)
        return fail("band " + std::to_string(p.band));
      if (p.hasNoData) {
        const bool inRange = p.noData >= 0 && p.noData <= 255 && p.noData == std::floor(p.noData);
        const uint8_t nd = inRange ? uint8_t(p.noData) : 0;
        for (int r = 0; r < h && inRange; ++r) {
          const uint8_t* src = out + size_t(r) * size_t(kLine) + p.channel;
          uint8_t* inv = m.invalid.data() + size_t(r) * kTile;
          for (int c = 0; c < w; ++c)
            if (src[size_t(c) * 4] == nd) inv[c] += 1;
        }
      }
      continue;
    }
    // Not 8-bit (heights): stretched between the band's minimum and maximum.
    m.values.resize(n);
    if (GDALRasterIO(band, GF_Read, x0, y0, w, h, m.values.data(), w, h, GDT_Float64, sizeof(double),
                     GSpacing(kTile) * GSpacing(sizeof(double))) != CE_None)
      return fail("band " + std::to_string(p.band));
    const double span = p.max - p.min;
    const double scale = span > 0 ? 255.0 / span : 0.0;
    for (int r = 0; r < h; ++r) {
      const double* src = m.values.data() + size_t(r) * kTile;
      uint8_t* dst = out + size_t(r) * size_t(kLine) + p.channel;
      uint8_t* inv = m.invalid.data() + size_t(r) * kTile;
      for (int c = 0; c < w; ++c) {
        const double v = src[c];
        if (std::isnan(v) || (p.hasNoData && v == p.noData)) {
          inv[c] = uint8_t(m.plans.size());  // NaN or NoData in a height band hides the pixel whatever the others say
          continue;
        }
        const double g = span > 0 ? (v - p.min) * scale : 128.0;
        dst[size_t(c) * 4] = uint8_t(std::clamp(g + 0.5, 0.0, 255.0));
      }
    }
  }
  if (m.scheme == Scheme::Palette) return Status::ok();

  // Channels the bands leave: grey into green and blue, opaque alpha where there is no alpha band.
  const bool grey = m.scheme == Scheme::Grey || m.scheme == Scheme::GreyAlpha;
  const bool opaque = m.scheme == Scheme::Grey || m.scheme == Scheme::Rgb;
  for (int r = 0; r < h; ++r) {
    uint8_t* px = out + size_t(r) * size_t(kLine);
    for (int c = 0; c < w; ++c, px += 4) {
      if (grey) px[1] = px[2] = px[0];
      if (opaque) px[3] = 255;
    }
  }
  // NoData: a pixel is transparent when every band with NoData holds it (a NaN or NoData height always).
  if (m.checkInvalid) {
    int withNoData = 0;
    for (const BandPlan& p : m.plans) withNoData += p.hasNoData || !p.byte ? 1 : 0;
    const uint8_t need = uint8_t(std::max(1, withNoData));
    for (int r = 0; r < h; ++r) {
      const uint8_t* inv = m.invalid.data() + size_t(r) * kTile;
      uint8_t* px = out + size_t(r) * size_t(kLine);
      for (int c = 0; c < w; ++c)
        if (inv[c] >= need) std::memset(px + size_t(c) * 4, 0, 4);
    }
  }
  if (m.datasetMask) {
    GDALRasterBandH mask = GDALGetMaskBand(m.bandAt(level, 1));
    m.bytes.resize(n);
    if (!mask || GDALRasterIO(mask, GF_Read, x0, y0, w, h, m.bytes.data(), w, h, GDT_Byte, 1, kTile) != CE_None)
      return fail("its mask");
    for (int r = 0; r < h; ++r) {
      const uint8_t* mk = m.bytes.data() + size_t(r) * kTile;
      uint8_t* px = out + size_t(r) * size_t(kLine);
      for (int c = 0; c < w; ++c)
        if (mk[c] == 0) std::memset(px + size_t(c) * 4, 0, 4);
    }
  }
  return Status::ok();
}

}  // namespace cartouche::geo
