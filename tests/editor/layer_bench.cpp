// layer_bench: how a huge period map layer behaves in the editor's drawing, offscreen over EGL (hardware device when
// present, else Mesa llvmpipe). Makes once, and keeps in a cache folder, a 60000 x 60000 RGB GeoTIFF (256 x 256
// JPEG tiles of a textured pattern, NEAREST overviews) linked to a battle placed on the ground at one metre per
// pixel, then measures
//   (a) the first frame: LayerRenderer::create + sync + draw, frames paced at 60 per second, until a frame leaves no
//       part of the view uncovered (tilesMissing == 0), and until every tile is at its own level (no stand-ins);
//   (b) panning: 300 frames at three zooms, 20 screen pixels a frame, with the normal upload budget: draw + glFinish
//       time per frame (max, p99, median).
//   layer_bench [FOLDER] [--width W --height H]   (FOLDER, else $CARTOUCHE_LAYER_BENCH_DIR, else the temp folder)
#include <gdal_priv.h>
#include <ogr_spatialref.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "render/egl_context.h"
#include "render/layer_renderer.h"
#include "render/offscreen_target.h"
#include "support/test_battles.h"

using namespace cartouche;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kSize = 60000;
const Point kOrigin{500000, 400000};  // EPSG:2180, the centre of hex 0101 and of the raster

double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

// A scan-like texture: smooth noise with fine grain, so the JPEG tiles cost what a real scan's do to decode.
std::vector<uint8_t> makeTexture(unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> grain(-12, 12);
  std::vector<uint8_t> t(256 * 256 * 3);
  for (int y = 0; y < 256; ++y)
    for (int x = 0; x < 256; ++x)
      for (int c = 0; c < 3; ++c) {
        double v = 170 + 40 * std::sin((x + 37 * c) * 0.05 + seed) * std::cos(y * 0.043 + c) + grain(rng);
        if ((x % 64) < 2 || (y % 64) < 2) v -= 90;  // a printed grid, sharp edges
        t[(size_t(y) * 256 + size_t(x)) * 3 + size_t(c)] = uint8_t(std::clamp(v, 0.0, 255.0));
      }
  return t;
}

bool makeRaster(const std::string& path) {
  std::printf("making %s (%dx%d, JPEG tiles, overviews)...\n", path.c_str(), kSize, kSize);
  std::fflush(stdout);
  auto start = Clock::now();
  GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GTiff");
  char** options = nullptr;
  options = CSLSetNameValue(options, "TILED", "YES");
  options = CSLSetNameValue(options, "COMPRESS", "JPEG");
  options = CSLSetNameValue(options, "PHOTOMETRIC", "YCBCR");
  options = CSLSetNameValue(options, "JPEG_QUALITY", "80");
  options = CSLSetNameValue(options, "BIGTIFF", "YES");
  options = CSLSetNameValue(options, "NUM_THREADS", "ALL_CPUS");
  std::string partial = path + ".partial";
  GDALDataset* ds = driver->Create(partial.c_str(), kSize, kSize, 3, GDT_Byte, options);
  CSLDestroy(options);
  if (!ds) {
    std::fprintf(stderr, "cannot create %s: %s\n", partial.c_str(), CPLGetLastErrorMsg());
    return false;
  }
  double gt[6] = {kOrigin.x - kSize / 2, 1, 0, kOrigin.y + kSize / 2, 0, -1};
  ds->SetGeoTransform(gt);
  OGRSpatialReference srs;
  srs.importFromEPSG(2180);
  ds->SetSpatialRef(&srs);
  std::vector<std::vector<uint8_t>> textures;
  for (unsigned i = 0; i < 8; ++i) textures.push_back(makeTexture(i));
  std::vector<uint8_t> tile(256 * 256 * 3);
  int across = (kSize + 255) / 256;
  for (int ty = 0; ty < across; ++ty) {
    for (int tx = 0; tx < across; ++tx) {
      // Each tile a texture tinted by its place, so neighbouring tiles differ and overviews show a picture.
      const std::vector<uint8_t>& t = textures[size_t(tx * 7 + ty * 3) % textures.size()];
      int tint[3] = {tx * 255 / across - 128, ty * 255 / across - 128, ((tx ^ ty) & 15) * 8 - 64};
      for (size_t i = 0; i < tile.size(); ++i) tile[i] = uint8_t(std::clamp(int(t[i]) + tint[i % 3] / 2, 0, 255));
      int w = std::min(256, kSize - tx * 256), h = std::min(256, kSize - ty * 256);
      int bands[3] = {1, 2, 3};
      CPLErr e = ds->RasterIO(GF_Write, tx * 256, ty * 256, w, h, tile.data(), w, h, GDT_Byte, 3, bands, 3, 256 * 3, 1,
                              nullptr);
      if (e != CE_None) {
        std::fprintf(stderr, "writing tile %d,%d: %s\n", tx, ty, CPLGetLastErrorMsg());
        GDALClose(ds);
        return false;
      }
    }
    if (ty % 20 == 0) {
      std::printf("  row %d/%d of tiles, %.0f s\n", ty, across, msSince(start) / 1000);
      std::fflush(stdout);
    }
  }
  double written = msSince(start);
  int levels[] = {2, 4, 8, 16, 32, 64, 128, 256};
  CPLSetConfigOption("COMPRESS_OVERVIEW", "JPEG");
  CPLSetConfigOption("PHOTOMETRIC_OVERVIEW", "YCBCR");
  CPLSetConfigOption("JPEG_QUALITY_OVERVIEW", "80");
  CPLSetConfigOption("GDAL_NUM_THREADS", "ALL_CPUS");
  CPLErr e = ds->BuildOverviews("NEAREST", 8, levels, 0, nullptr, nullptr, nullptr);
  GDALClose(ds);
  if (e != CE_None) {
    std::fprintf(stderr, "overviews: %s\n", CPLGetLastErrorMsg());
    return false;
  }
  std::filesystem::rename(partial, path);
  std::printf("made in %.1f s (level 0 %.1f s, overviews %.1f s), %.0f MB\n", msSince(start) / 1000, written / 1000,
              (msSince(start) - written) / 1000, double(std::filesystem::file_size(path)) / 1e6);
  return true;
}

struct Percentiles {
  double median, p99, max;
};

Percentiles percentiles(std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  auto at = [&](double q) { return ms[std::min(ms.size() - 1, size_t(q * double(ms.size() - 1) + 0.5))]; };
  return {at(0.5), at(0.99), ms.back()};
}

}  // namespace

int main(int argc, char** argv) {
  std::string folder;
  int width = 1280, height = 800;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--width") && i + 1 < argc)
      width = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--height") && i + 1 < argc)
      height = std::atoi(argv[++i]);
    else
      folder = argv[i];
  }
  if (folder.empty() && std::getenv("CARTOUCHE_LAYER_BENCH_DIR")) folder = std::getenv("CARTOUCHE_LAYER_BENCH_DIR");
  if (folder.empty()) folder = std::filesystem::temp_directory_path() / "cartouche_layer_bench";
  std::filesystem::create_directories(folder);
  GDALAllRegister();
  const std::string file = "bench_60000.tif";
  if (!std::filesystem::exists(folder + "/" + file) && !makeRaster(folder + "/" + file)) return 1;

  auto egl = EglContext::create();
  if (!egl) {
    std::fprintf(stderr, "%s\n", egl.status().message().c_str());
    return 1;
  }
  std::printf("GL renderer: %s, viewport %dx%d\n", reinterpret_cast<const char*>(glGetString(GL_RENDERER)), width,
              height);
  auto target = OffscreenTarget::create(width, height);
  if (!target) return 1;
  (*target)->bind();

  Battle battle = testing::makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 34, 27);
  battle.ground = GroundPlacement{"EPSG:2180", kOrigin, 0};
  MapLayer layer;
  layer.name = "bench";
  layer.kind = LayerKind::Linked;
  layer.source = file;
  layer.crs = "EPSG:2180";
  layer.georef = LayerGeoref::GeoTransform;
  layer.geoTransform = {kOrigin.x - kSize / 2, 1, 0, kOrigin.y + kSize / 2, 0, -1};
  battle.layers.push_back(layer);
  geo::LayerLocation location{"", folder};
  const double metresPerUnit = battle.map.grid().hexSizeMetres / std::sqrt(3.0);
  const double frameMs = 1000.0 / 60;

  // (a) The first frame, with the view the editor opens on: the whole map.
  MapView view = fitView(battle.map.grid(), width, height);
  std::printf("\n(a) first frame: view of the whole map, %.2f m per screen pixel\n", metresPerUnit / view.zoom);
  auto start = Clock::now();
  auto created = LayerRenderer::create();
  if (!created) {
    std::fprintf(stderr, "%s\n", created.status().message().c_str());
    return 1;
  }
  std::unique_ptr<LayerRenderer> layers = std::move(*created);
  double createMs = msSince(start);
  int frames = 0, coveredFrames = 0, exactFrames = 0;
  double coveredMs = 0, exactMs = 0, worstFirst = 0;
  while (msSince(start) < 20000) {
    auto frameStart = Clock::now();
    layers->sync(battle, location);
    glClearColor(0, 0, 0, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    layers->draw(view, width, height);
    glFinish();
    worstFirst = std::max(worstFirst, msSince(frameStart));
    ++frames;
    const LayerDrawStats& s = layers->lastDraw();
    if (!coveredFrames && s.tilesDrawn > 0 && s.tilesMissing == 0) {
      coveredFrames = frames;
      coveredMs = msSince(start);
    }
    if (s.tilesDrawn > 0 && s.tilesMissing == 0 && s.tilesStandIn == 0 && !layers->busy()) {
      exactFrames = frames;
      exactMs = msSince(start);
      break;
    }
    double left = frameMs - msSince(frameStart);
    if (left > 0) std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(left));
  }
  auto st = layers->status();
  if (!st.empty() && !st[0].problem.empty()) std::printf("layer problem: %s\n", st[0].problem.c_str());
  std::printf("  %-52s %9s %7s\n", "", "ms", "frames");
  std::printf("  %-52s %9.1f %7s\n", "LayerRenderer::create", createMs, "");
  std::printf("  %-52s %9.1f %7d   (goal < 250 ms)\n", "first frame with the view covered (tilesMissing 0)", coveredMs,
              coveredFrames);
  std::printf("  %-52s %9.1f %7d\n", "first frame with every tile at its level", exactMs, exactFrames);
  std::printf("  %-52s %9.1f\n", "slowest of those frames (draw + glFinish)", worstFirst);

  // (b) Panning at three zooms: about 0.5, 2 and 8 metres per screen pixel.
  std::printf("\n(b) panning, 20 screen pixels a frame, upload budget 16 tiles a frame\n");
  std::printf("  %-22s %6s %9s %9s %9s %9s %9s\n", "zoom", "frames", "median", "p99", "max", "uploads", "stand-in");
  std::vector<double> all;
  for (double metresPerPixel : {0.5, 2.0, 8.0}) {
    MapView pan{{-40000 / metresPerUnit * 0.5, 0}, metresPerUnit / metresPerPixel};
    std::vector<double> ms;
    int uploads = 0, standIns = 0;
    for (int i = 0; i < 100; ++i) {
      pan.centre.x += 20 / pan.zoom;
      pan.centre.y += 7 / pan.zoom;
      auto frameStart = Clock::now();
      layers->sync(battle, location);
      glClearColor(0, 0, 0, 1);
      glClear(GL_COLOR_BUFFER_BIT);
      layers->draw(pan, width, height);
      glFinish();
      ms.push_back(msSince(frameStart));
      uploads += layers->lastDraw().tilesUploaded;
      standIns += layers->lastDraw().tilesStandIn > 0;
      double left = frameMs - ms.back();
      if (left > 0) std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(left));
    }
    Percentiles p = percentiles(ms);
    all.insert(all.end(), ms.begin(), ms.end());
    char zoom[32];
    std::snprintf(zoom, sizeof zoom, "%.1f m/px", metresPerPixel);
    std::printf("  %-22s %6zu %9.2f %9.2f %9.2f %9d %9d\n", zoom, ms.size(), p.median, p.p99, p.max, uploads, standIns);
  }
  Percentiles p = percentiles(all);
  std::printf("  %-22s %6zu %9.2f %9.2f %9.2f   (goal: no frame > 50 ms)\n", "all", all.size(), p.median, p.p99, p.max);
  std::printf("  stand-in: frames that drew a coarser level for a tile still loading; cache %zu tiles, %.0f MB\n",
              layers->lastDraw().cachedTiles, double(layers->lastDraw().cacheBytes) / 1e6);
  // Other work on the machine shows in wall times: say how busy it was.
  if (FILE* f = std::fopen("/proc/loadavg", "r")) {
    char line[128] = {};
    if (std::fgets(line, sizeof line, f)) std::printf("  load average (1, 5, 15 min, runnable/all): %s", line);
    std::fclose(f);
  }
  return 0;
}
