// LayerRenderer over EGL against GeoTIFFs written here with known colours: the layer's pixels land where the ground
// placement and (for another CRS) an OGR transform say, opacity blends, swipe and blink show the layers under the
// compared one, translucent terrain lets the layer through its fill but not its grid lines, the pixel frame shows the
// raw image, a missing file is named, and the texture cache keeps to its budget while panning. No timing: every
// check draws, waits with finishWaiting() and draws again.
#include "render/layer_renderer.h"

#include <gdal_priv.h>
#include <ogr_spatialref.h>

#include <cmath>
#include <filesystem>
#include <functional>
#include <memory>

#include "geo/layer_warp.h"
#include "gl_test_support.h"
#include "support/temp_dir.h"
#include "support/test_battles.h"

namespace cartouche::testing {
namespace {

namespace fs = std::filesystem;

constexpr Rgba kRed{255, 0, 0, 255}, kGreen{0, 255, 0, 255}, kBlue{0, 0, 255, 255}, kWhite{255, 255, 255, 255},
    kBlack{0, 0, 0, 255};
const Point kOrigin{500000, 400000};  // EPSG:2180 metres: the centre of hex 0101
const double kSqrt3 = std::sqrt(3.0);
const double kMetresPerUnit = 100.0 / kSqrt3;  // the test grid's 100 m hexes, radius 1 in world units

std::string wkt(const char* code) {
  OGRSpatialReference srs;
  srs.SetFromUserInput(code);
  char* text = nullptr;
  srs.exportToWkt(&text);
  std::string out = text;
  CPLFree(text);
  return out;
}

// A width x height RGB GeoTIFF coloured by `colour(column, row)`.
void writeRaster(const std::string& path, int width, int height, const std::array<double, 6>& gt, const char* crs,
                 const std::function<Rgba(int, int)>& colour, bool tiled = false) {
  GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GTiff");
  char** options = nullptr;
  if (tiled) options = CSLSetNameValue(options, "TILED", "YES");
  GDALDataset* ds = driver->Create(path.c_str(), width, height, 3, GDT_Byte, options);
  CSLDestroy(options);
  ASSERT_NE(ds, nullptr) << path;
  double g[6] = {gt[0], gt[1], gt[2], gt[3], gt[4], gt[5]};
  ds->SetGeoTransform(g);
  ds->SetProjection(wkt(crs).c_str());
  std::vector<uint8_t> row(static_cast<size_t>(width));
  for (int band = 0; band < 3; ++band)
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < width; ++x) {
        Rgba c = colour(x, y);
        row[size_t(x)] = band == 0 ? c.r : band == 1 ? c.g : c.b;
      }
      CPLErr e = ds->GetRasterBand(band + 1)->RasterIO(GF_Write, 0, y, width, 1, row.data(), width, 1, GDT_Byte, 0, 0);
      ASSERT_EQ(e, CE_None);
    }
  GDALClose(ds);
}

Rgba quadrant(int x, int y, int size) {
  bool right = x >= size / 2, bottom = y >= size / 2;
  return bottom ? (right ? kWhite : kBlue) : (right ? kGreen : kRed);
}

class LayerRendererTest : public GlTest {
 protected:
  static constexpr int kSize = 512;  // quadrant raster: 4 m pixels, 2048 m across, centred on kOrigin
  static constexpr int kW = 256, kH = 256;

  void SetUp() override {
    GDALAllRegister();
    writeRaster(folder_ + "/quads.tif", kSize, kSize, {kOrigin.x - 1024, 4, 0, kOrigin.y + 1024, 0, -4}, "EPSG:2180",
                [](int x, int y) { return quadrant(x, y, kSize); });
    battle_ = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 34, 27);
    battle_.ground = GroundPlacement{"EPSG:2180", kOrigin, 0};
    battle_.layers.push_back(linked("quads", "quads.tif", {kOrigin.x - 1024, 4, 0, kOrigin.y + 1024, 0, -4}));
    location_ = {"", folder_};
    view_ = {{0, 0}, 6.0};  // the whole raster (about 35.5 world units) on 213 screen pixels
  }

  static MapLayer linked(const std::string& name, const std::string& file, std::array<double, 6> gt,
                         const char* crs = "EPSG:2180") {
    MapLayer l;
    l.name = name;
    l.kind = LayerKind::Linked;
    l.source = file;
    l.crs = crs;
    l.georef = LayerGeoref::GeoTransform;
    l.geoTransform = gt;
    return l;
  }

  // A solid-colour raster covering the whole view.
  MapLayer solid(const std::string& name, Rgba colour) {
    std::array<double, 6> gt{kOrigin.x - 4000, 40, 0, kOrigin.y + 4000, 0, -40};
    writeRaster(folder_ + "/" + name + ".tif", 200, 200, gt, "EPSG:2180", [&](int, int) { return colour; });
    return linked(name, name + ".tif", gt);
  }

  std::unique_ptr<LayerRenderer> makeLayers(LayerRenderer::Options options = {}) {
    auto r = LayerRenderer::create(options);
    EXPECT_TRUE(r.isOk()) << r.status().message();
    return r ? std::move(*r) : nullptr;
  }

  // Draws the layers (and the map over them when given), waits for every tile and draws again.
  Image render(LayerRenderer& layers, const MapView& view, const LayerCompare& compare = {}, MapRenderer* map = nullptr,
               MapStyle style = {}) {
    auto target = OffscreenTarget::create(kW, kH);
    EXPECT_TRUE(target.isOk());
    (*target)->bind();
    layers.sync(battle_, location_);
    auto once = [&] {
      glClearColor(0, 0, 0, 1);
      glClear(GL_COLOR_BUFFER_BIT);
      layers.draw(view, kW, kH, compare);
      if (map) map->draw(view, kW, kH, style);
    };
    once();
    layers.finishWaiting();
    once();
    EXPECT_EQ(layers.lastDraw().tilesMissing, 0);
    EXPECT_EQ(layers.lastDraw().tilesStandIn, 0);
    return (*target)->read();
  }

  // World point of a ground point with the unrotated placement: x east, y down.
  static Point world(Point ground) {
    return {(ground.x - kOrigin.x) / kMetresPerUnit, (kOrigin.y - ground.y) / kMetresPerUnit};
  }

  TempDir dir_{"layer"};
  std::string folder_ = dir_.str();
  Battle battle_;
  geo::LayerLocation location_;
  MapView view_;
};

TEST_F(LayerRendererTest, QuadrantsLandOnTheirGround) {
  auto layers = makeLayers();
  ASSERT_TRUE(layers);
  Image img = render(*layers, view_);
  // Quadrant centres, 512 m from the raster's centre.
  EXPECT_EQ(pixelAt(img, view_, world({kOrigin.x - 512, kOrigin.y + 512})), kRed);
  EXPECT_EQ(pixelAt(img, view_, world({kOrigin.x + 512, kOrigin.y + 512})), kGreen);
  EXPECT_EQ(pixelAt(img, view_, world({kOrigin.x - 512, kOrigin.y - 512})), kBlue);
  EXPECT_EQ(pixelAt(img, view_, world({kOrigin.x + 512, kOrigin.y - 512})), kWhite);
  // Two screen pixels either side of the boundaries (a screen pixel is about 9.6 m here) and outside the raster.
  double px = kMetresPerUnit / view_.zoom;
  EXPECT_EQ(pixelAt(img, view_, world({kOrigin.x - 2 * px, kOrigin.y + 300})), kRed);
  EXPECT_EQ(pixelAt(img, view_, world({kOrigin.x + 2 * px, kOrigin.y + 300})), kGreen);
  EXPECT_EQ(pixelAt(img, view_, world({kOrigin.x - 300, kOrigin.y - 2 * px})), kBlue);
  EXPECT_EQ(pixelAt(img, view_, world({kOrigin.x - 1024 + 2 * px, kOrigin.y + 300})), kRed);
  EXPECT_EQ(pixelAt(img, view_, world({kOrigin.x - 1024 - 2 * px, kOrigin.y + 300})), kBlack);
  EXPECT_EQ(pixelAt(img, view_, world({kOrigin.x, kOrigin.y - 1024 - 2 * px})), kBlack);
  auto status = layers->status();
  ASSERT_EQ(status.size(), 1u);
  EXPECT_TRUE(status[0].open);
  EXPECT_TRUE(status[0].placed);
  EXPECT_EQ(status[0].problem, "");
  EXPECT_EQ(status[0].width, kSize);
  EXPECT_FALSE(layers->busy());
}

// A new geotransform (as while a control point is dragged) moves the cached tiles without reading them again.
TEST_F(LayerRendererTest, NewGeoreferencingMovesThePicture) {
  auto layers = makeLayers();
  ASSERT_TRUE(layers);
  Image img = render(*layers, view_);
  EXPECT_EQ(pixelAt(img, view_, world({kOrigin.x + 512, kOrigin.y + 512})), kGreen);
  battle_.layers[0].geoTransform[0] += 1024;  // one quadrant east
  img = render(*layers, view_);
  EXPECT_EQ(pixelAt(img, view_, world({kOrigin.x + 512, kOrigin.y + 512})), kRed);
  EXPECT_EQ(pixelAt(img, view_, world({kOrigin.x + 1100, kOrigin.y - 512})), kWhite);
  EXPECT_EQ(pixelAt(img, view_, world({kOrigin.x - 512, kOrigin.y + 512})), kBlack);
}

// The first frame after a zoom cannot have the new level yet (uploads come before the requests they answer):
// the cached level stands in, coarser after a zoom in, finer after a zoom out, with no hole and the right colours.
TEST_F(LayerRendererTest, CachedLevelsStandInAfterAZoom) {
  GDALDataset* ds = GDALDataset::Open((folder_ + "/quads.tif").c_str(), GDAL_OF_RASTER | GDAL_OF_UPDATE);
  ASSERT_NE(ds, nullptr);
  int factors[] = {2, 4};
  ASSERT_EQ(ds->BuildOverviews("NEAREST", 2, factors, 0, nullptr, nullptr, nullptr), CE_None);
  GDALClose(ds);
  auto layers = makeLayers();
  ASSERT_TRUE(layers);
  MapView far{{0, 0}, 1.5};      // a layer pixel (4 m) on 0.10 screen pixels: the coarsest level (2)
  MapView middle{{0, 0}, 6.0};   // 0.42: level 1 (8 m pixels on 0.83 screen pixels)
  MapView near{{-5, -5}, 12.0};  // 0.83: level 0
  for (auto [first, second] : {std::pair{far, near}, std::pair{near, middle}}) {
    layers = makeLayers();
    render(*layers, first);
    auto target = OffscreenTarget::create(kW, kH);
    (*target)->bind();
    glClearColor(0, 0, 0, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    layers->draw(second, kW, kH);
    Image img = (*target)->read();
    EXPECT_EQ(layers->lastDraw().tilesMissing, 0);
    EXPECT_GT(layers->lastDraw().tilesStandIn, 0);
    EXPECT_EQ(pixelAt(img, second, world({kOrigin.x - 300, kOrigin.y + 300})), kRed);
    EXPECT_EQ(pixelAt(img, second, world({kOrigin.x - 100, kOrigin.y - 100})), kBlue);
    layers->finishWaiting();
  }
}

TEST_F(LayerRendererTest, OpacityBlendsAndInvisibleLayersDoNotDraw) {
  battle_.layers[0].opacity = 0.5;
  auto layers = makeLayers();
  ASSERT_TRUE(layers);
  Image img = render(*layers, view_);
  Rgba red = pixelAt(img, view_, world({kOrigin.x - 512, kOrigin.y + 512}));
  EXPECT_LE(colourDistance(red, Rgba{128, 0, 0, 255}), 1) << red;
  battle_.layers[0].visible = false;
  img = render(*layers, view_);
  EXPECT_EQ(pixelAt(img, view_, world({kOrigin.x - 512, kOrigin.y + 512})), kBlack);
  EXPECT_EQ(layers->lastDraw().tilesDrawn, 0);
}

TEST_F(LayerRendererTest, SwipeSplitsTheScreenAndBlinkHidesTheTop) {
  battle_.layers = {solid("under", kBlue), solid("over", kGreen)};
  auto layers = makeLayers();
  ASSERT_TRUE(layers);
  LayerCompare compare{LayerCompare::Mode::Swipe, "over", 0.25, true};
  Image img = render(*layers, view_, compare);
  for (int y : {5, 128, 250}) {
    EXPECT_EQ(img.at(2, y), kGreen);
    EXPECT_EQ(img.at(63, y), kGreen);  // the swipe line at 0.25 x 256 = 64 pixels
    EXPECT_EQ(img.at(64, y), kBlue);
    EXPECT_EQ(img.at(250, y), kBlue);
  }
  compare = {LayerCompare::Mode::Blink, "over", 0.25, false};
  img = render(*layers, view_, compare);
  EXPECT_EQ(img.at(10, 10), kBlue);
  EXPECT_EQ(img.at(200, 200), kBlue);
  compare.blinkShowTop = true;
  img = render(*layers, view_, compare);
  EXPECT_EQ(img.at(10, 10), kGreen);
  EXPECT_EQ(img.at(200, 200), kGreen);
}

// The editor draws the layers under a translucent map only where its panels leave the window uncovered: a view
// cropped to that part, placed there. Inside, the window's picture; outside, the target untouched; a swipe divides
// the part.
TEST_F(LayerRendererTest, PlacedInALargerTargetItDrawsOnlyThereAndTheSwipeDividesThatPart) {
  auto layers = makeLayers();
  ASSERT_TRUE(layers);
  const Image window = render(*layers, view_);
  const int x0 = 40, y0 = 30, x1 = 200, y1 = 220;
  const MapView cropped = view_.cropped(x0, y0, x1, y1, kW, kH);
  auto placed = [&](LayerRenderer& r, const LayerCompare& compare) {
    auto target = OffscreenTarget::create(kW, kH);
    EXPECT_TRUE(target.isOk());
    (*target)->bind();
    r.sync(battle_, location_);
    for (int pass = 0; pass < 2; ++pass) {
      glClearColor(0, 0, 0, 1);
      glClear(GL_COLOR_BUFFER_BIT);
      r.draw(cropped, x1 - x0, y1 - y0, compare, {x0, y0, kH});
      if (pass == 0) r.finishWaiting();
    }
    EXPECT_EQ(r.lastDraw().tilesMissing, 0);
    return (*target)->read();
  };
  const Image part = placed(*layers, {});
  long outside = 0, differ = 0;
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x) {
      if (x < x0 || x >= x1 || y < y0 || y >= y1)
        outside += !(part.at(x, y) == kBlack);
      else
        differ += colourDistance(part.at(x, y), window.at(x, y)) > 2;
    }
  EXPECT_EQ(outside, 0) << "pixels outside the part were drawn";
  EXPECT_LE(differ, 2 * ((x1 - x0) + (y1 - y0))) << "pixels inside the part differ from the window's picture";
  // Quadrant colours at their places inside the part.
  EXPECT_EQ(pixelAt(part, view_, world({kOrigin.x - 512, kOrigin.y + 512})), kRed);
  EXPECT_EQ(pixelAt(part, view_, world({kOrigin.x + 512, kOrigin.y - 512})), kWhite);

  battle_.layers = {solid("under", kBlue), solid("over", kGreen)};
  auto compared = makeLayers();
  ASSERT_TRUE(compared);
  const Image swiped = placed(*compared, {LayerCompare::Mode::Swipe, "over", 0.25, true});
  for (int y : {y0 + 2, 128, y1 - 2}) {
    EXPECT_EQ(swiped.at(x0 - 1, y), kBlack);
    EXPECT_EQ(swiped.at(x0, y), kGreen);
    EXPECT_EQ(swiped.at(x0 + 39, y), kGreen);  // the swipe line at 0.25 x 160 = 40 pixels into the part
    EXPECT_EQ(swiped.at(x0 + 40, y), kBlue);
    EXPECT_EQ(swiped.at(x1 - 1, y), kBlue);
    EXPECT_EQ(swiped.at(x1, y), kBlack);
  }
  EXPECT_EQ(swiped.at(100, y0 - 1), kBlack);
  EXPECT_EQ(swiped.at(100, y1), kBlack);
}

TEST_F(LayerRendererTest, TranslucentTerrainShowsTheLayerButNotThroughGridLines) {
  auto layers = makeLayers();
  auto map = makeRenderer();
  ASSERT_TRUE(layers && map);
  map->upload(battle_);
  MapStyle style;
  style.terrainOpacity = 0.5f;
  Image img = render(*layers, view_, {}, map.get(), style);
  // Hex 0505 lies in the white quadrant (south-east of hex 0101): half its terrain colour, half white.
  Layout layout = worldLayout(battle_.map.grid());
  Hex hex = battle_.map.grid().toHex({4, 4});
  Rgba terrain = battle_.vocabulary.at(battle_.map.terrain(battle_.map.indexOf(hex))).colour;
  Rgba got = pixelAt(img, view_, hexToPixel(layout, hex));
  Rgba expected{uint8_t((terrain.r + 255 + 1) / 2), uint8_t((terrain.g + 255 + 1) / 2),
                uint8_t((terrain.b + 255 + 1) / 2), 255};
  EXPECT_LE(colourDistance(got, expected), 1) << got << " expected " << expected;
  // Outside the map (north-west of hex 0101) nothing is painted over the layer.
  EXPECT_EQ(pixelAt(img, view_, world({kOrigin.x - 512, kOrigin.y + 512})), kRed);

  // Close up, a grid line through a pixel centre is opaque: the same colour over the layer and over black.
  Point edge = edgeMidpoint(layout, hex, 0);
  MapView close{{edge.x + 0.5 / 20.0, edge.y + 0.5 / 20.0}, 20.0};  // the edge midpoint at pixel (127, 127)'s centre
  Image over = render(*layers, close, {}, map.get(), style);
  battle_.layers[0].visible = false;
  Image bare = render(*layers, close, {}, map.get(), style);
  EXPECT_LE(colourDistance(over.at(127, 127), bare.at(127, 127)), 1) << over.at(127, 127) << " " << bare.at(127, 127);
  Point inHex = close.worldToScreen(hexToPixel(layout, hex), kW, kH);
  int x = int(0.5 * (127 + inHex.x)), y = int(0.5 * (127 + inHex.y));  // half way to the centre: the fill
  EXPECT_GT(colourDistance(over.at(x, y), bare.at(x, y)), 100) << over.at(x, y) << " " << bare.at(x, y);

  // drawCached gives the same picture through its kept image.
  auto target = OffscreenTarget::create(kW, kH);
  (*target)->bind();
  glClearColor(0, 0, 0, 1);
  glClear(GL_COLOR_BUFFER_BIT);
  map->drawCached(close, kW, kH, style);
  EXPECT_TRUE(map->lastDrawRan());
  glClear(GL_COLOR_BUFFER_BIT);
  map->drawCached(close, kW, kH, style);  // composites the kept image
  EXPECT_FALSE(map->lastDrawRan());
  Image cached = (*target)->read();
  int worst = 0;
  for (int py = 0; py < kH; py += 3)
    for (int px = 0; px < kW; px += 3) worst = std::max(worst, colourDistance(cached.at(px, py), bare.at(px, py)));
  EXPECT_LE(worst, 2);
}

TEST_F(LayerRendererTest, RotatedPlacementRotatesThePicture) {
  battle_.ground->rotationDegrees = 90;
  auto layers = makeLayers();
  ASSERT_TRUE(layers);
  Image img = render(*layers, view_);
  // The grid's top edge faces east: ground north is world -x and ground west is world +y (down the screen).
  double a = 512 / kMetresPerUnit;
  EXPECT_EQ(pixelAt(img, view_, {-a, a}), kRed);     // north-west
  EXPECT_EQ(pixelAt(img, view_, {-a, -a}), kGreen);  // north-east
  EXPECT_EQ(pixelAt(img, view_, {a, a}), kBlue);     // south-west
  EXPECT_EQ(pixelAt(img, view_, {a, -a}), kWhite);   // south-east
  auto frame = geo::GroundFrame::make(battle_.map.grid(), *battle_.ground);
  ASSERT_TRUE(frame.isOk()) << frame.status().message();
  EXPECT_EQ(pixelAt(img, view_, (*frame)->groundToWorld({kOrigin.x - 512, kOrigin.y + 512})), kRed);
  EXPECT_EQ(pixelAt(img, view_, (*frame)->groundToWorld({kOrigin.x + 512, kOrigin.y - 512})), kWhite);
}

TEST_F(LayerRendererTest, GeographicLayerLandsWhereOgrSays) {
  OGRSpatialReference ground, geographic;
  ground.SetFromUserInput("EPSG:2180");
  geographic.SetFromUserInput("EPSG:4326");
  ground.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  geographic.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
  std::unique_ptr<OGRCoordinateTransformation> toGround(OGRCreateCoordinateTransformation(&geographic, &ground));
  std::unique_ptr<OGRCoordinateTransformation> toGeo(OGRCreateCoordinateTransformation(&ground, &geographic));
  ASSERT_TRUE(toGround && toGeo);
  double lon = kOrigin.x, lat = kOrigin.y;
  ASSERT_TRUE(toGeo->Transform(1, &lon, &lat));
  // 400 x 400 pixels of 0.00005 degrees (about 3.4 m east, 5.6 m north) centred on hex 0101.
  const int n = 400;
  const double step = 0.00005;
  std::array<double, 6> gt{lon - n / 2 * step, step, 0, lat + n / 2 * step, 0, -step};
  writeRaster(folder_ + "/geo.tif", n, n, gt, "EPSG:4326", [&](int x, int y) { return quadrant(x, y, n); });
  battle_.layers = {linked("geo", "geo.tif", gt, "EPSG:4326")};
  auto layers = makeLayers();
  ASSERT_TRUE(layers);
  Image img = render(*layers, view_);
  ASSERT_TRUE(layers->status()[0].placed) << layers->status()[0].problem;
  EXPECT_FALSE(layers->status()[0].problem.size()) << layers->status()[0].problem;
  // Points 5 or 6 layer pixels either side of the quadrant boundaries (a screen pixel is about 1.7 x 2.8 layer pixels).
  struct Probe {
    double col, row;
    Rgba colour;
  };
  for (Probe p : {Probe{100, 100, kRed}, Probe{300, 100, kGreen}, Probe{100, 300, kBlue}, Probe{300, 300, kWhite},
                  Probe{194, 50, kRed}, Probe{206, 50, kGreen}, Probe{194, 350, kBlue}, Probe{206, 350, kWhite},
                  Probe{50, 195, kRed}, Probe{50, 205, kBlue}, Probe{350, 195, kGreen}, Probe{350, 205, kWhite}}) {
    double x = gt[0] + p.col * gt[1], y = gt[3] + p.row * gt[5];
    ASSERT_TRUE(toGround->Transform(1, &x, &y));
    EXPECT_EQ(pixelAt(img, view_, world({x, y})), p.colour) << "layer pixel " << p.col << ", " << p.row;
  }
}

TEST_F(LayerRendererTest, PixelFrameShowsTheImageUnwarped) {
  battle_.layers[0].georef = LayerGeoref::None;  // not placed: nothing on the map, the pixel frame still shows it
  auto layers = makeLayers();
  ASSERT_TRUE(layers);
  Image onMap = render(*layers, view_);
  EXPECT_EQ(onMap.at(64, 64), kBlack);
  auto status = layers->status();
  ASSERT_EQ(status.size(), 1u);
  EXPECT_TRUE(status[0].open);
  EXPECT_FALSE(status[0].placed);
  EXPECT_NE(status[0].problem.find("not georeferenced"), std::string::npos) << status[0].problem;

  MapView pixelView{{256, 256}, 0.5};  // the whole image on 256 x 256
  GLuint texture = layers->drawPixelFrame("quads", pixelView, kW, kH);
  layers->finishWaiting();
  texture = layers->drawPixelFrame("quads", pixelView, kW, kH);
  ASSERT_NE(texture, 0u);
  Image frame{kW, kH, std::vector<uint8_t>(size_t(kW) * kH * 4)};
  glBindTexture(GL_TEXTURE_2D, texture);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glGetTexImage(GL_TEXTURE_2D, 0, GL_RGBA, GL_UNSIGNED_BYTE, frame.rgba.data());
  glBindTexture(GL_TEXTURE_2D, 0);
  // The texture's first row is the top of the view (as ImGui::Image shows it).
  EXPECT_EQ(frame.at(64, 64), kRed);
  EXPECT_EQ(frame.at(192, 64), kGreen);
  EXPECT_EQ(frame.at(64, 192), kBlue);
  EXPECT_EQ(frame.at(192, 192), kWhite);
  EXPECT_EQ(frame.at(126, 10), kRed);  // image column 253, 3 from the boundary
  EXPECT_EQ(frame.at(130, 10), kGreen);
  EXPECT_EQ(layers->drawPixelFrame("no such layer", pixelView, kW, kH), 0u);
}

TEST_F(LayerRendererTest, MissingLinkedFileIsNamedAndDrawsNothing) {
  battle_.layers.push_back(linked("lost", "lost_scan.tif", {kOrigin.x, 1, 0, kOrigin.y, 0, -1}));
  battle_.layers[0].visible = false;
  auto layers = makeLayers();
  ASSERT_TRUE(layers);
  Image img = render(*layers, view_);
  auto status = layers->status();
  ASSERT_EQ(status.size(), 2u);
  EXPECT_FALSE(status[1].open);
  EXPECT_FALSE(status[1].placed);
  EXPECT_NE(status[1].problem.find("lost_scan.tif"), std::string::npos) << status[1].problem;
  for (int y = 0; y < kH; y += 16)
    for (int x = 0; x < kW; x += 16) ASSERT_EQ(img.at(x, y), kBlack);

  // The file turns up (copied in after the battle opened): Reload opens it, and it draws.
  writeRaster(folder_ + "/lost_scan.tif", 64, 64, {kOrigin.x - 32, 1, 0, kOrigin.y + 32, 0, -1}, "EPSG:2180",
              [](int, int) { return kGreen; });
  render(*layers, view_);
  EXPECT_FALSE(layers->status()[1].open);  // not retried by itself
  layers->reload("lost");
  layers->reload("no such layer");
  render(*layers, view_);
  Image found = render(*layers, view_);
  status = layers->status();
  EXPECT_TRUE(status[1].open) << status[1].problem;
  EXPECT_TRUE(status[1].placed) << status[1].problem;
  const Point inside = view_.worldToScreen(world({kOrigin.x + 32, kOrigin.y - 32}), kW, kH);
  EXPECT_EQ(found.at(int(inside.x), int(inside.y)), kGreen);
}

TEST_F(LayerRendererTest, CacheKeepsToItsBudgetWhilePanning) {
  // 3000 x 3000 one-metre pixels in a pattern; one layer pixel per screen pixel.
  std::array<double, 6> gt{kOrigin.x - 1500, 1, 0, kOrigin.y + 1500, 0, -1};
  writeRaster(
      folder_ + "/big.tif", 3000, 3000, gt, "EPSG:2180",
      [](int x, int y) {
        return Rgba{uint8_t(x), uint8_t(y), uint8_t(x ^ y), 255};
      },
      true);
  battle_.layers = {linked("big", "big.tif", gt)};
  const size_t budget = size_t(24) * 256 * 256 * 4;
  auto layers = makeLayers({2, budget, 16});
  ASSERT_TRUE(layers);
  for (int step = 0; step <= 20; ++step) {
    MapView view{world({kOrigin.x - 1400 + 140.0 * step, kOrigin.y + 1400 - 140.0 * step}), kMetresPerUnit};
    Image img = render(*layers, view);
    const LayerDrawStats& stats = layers->lastDraw();
    EXPECT_LE(stats.cacheBytes, budget) << "step " << step;
    EXPECT_EQ(stats.cacheBytes, stats.cachedTiles * 256 * 256 * 4);
    EXPECT_EQ(stats.tilesMissing, 0);
    // The layer pixel under the view centre.
    Point ground{kOrigin.x - 1400 + 140.0 * step, kOrigin.y + 1400 - 140.0 * step};
    int col = int(ground.x - gt[0]), row = int(gt[3] - ground.y);
    Rgba want{uint8_t(col), uint8_t(row), uint8_t(col ^ row), 255};
    EXPECT_LE(colourDistance(img.at(kW / 2, kH / 2), want), 2) << "step " << step << ": " << img.at(kW / 2, kH / 2);
  }
}

}  // namespace
}  // namespace cartouche::testing
