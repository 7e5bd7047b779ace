// Period map layers in the editor end to end: the command line builds a battle placed at the Tuileries in Paris
// (EPSG:2154) with the real 1836 Jacoubet sheet embedded and georeferenced by its 30 control points in their local
// azimuthal-equidistant CRS (reprojected on the fly), then the real `cartouche` binary opens it under Xvfb. A script
// takes screenshots with the terrain opaque and translucent (the scan shows through and around the map), opens the
// georeferencer, drags control point 1 on the scan and saves; the saved file holds the moved point. Screenshots stay
// in layers_screenshots/ for a person to look at. Frame counts decide what happens; time limits only stop a hang.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "editor_process.h"
#include "screenshot_image.h"
#include "support/temp_dir.h"

namespace cartouche {
namespace {

namespace fs = std::filesystem;
constexpr std::chrono::seconds kLimit{180};
const std::string kJacoubet = CARTOUCHE_SHARED_DATA "/historical/jacoubet_22_tuileries.jpg";
const std::string kVerniquet =
    "+proj=aeqd +lat_0=48.83635863 +lon_0=2.33652533 +x_0=0 +y_0=0 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +no_defs";

class LayersGuiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    fs::create_directories(dir_ / "state");
    fs::create_directories(CARTOUCHE_LAYERS_SHOT_DIR);
    battle_ = (dir_ / "tuileries.gpkg").string();
    // The Raszyn sample's 12x10 synthetic map, put down over the Tuileries, with the sheet under it.
    cli({"load", CARTOUCHE_RASZYN_DIR, battle_});
    cli({"place", battle_, "--crs", "EPSG:2154", "--origin", "650300,6863370"});
    cli({"import-raster", battle_, kJacoubet, "--name", "Jacoubet 1836"});
    cli({"georef", kJacoubet, "--gcps", kJacoubet + ".points", "--crs", kVerniquet, "--transform", "poly1", "--battle",
         battle_, "--layer", "Jacoubet 1836"});
  }
  void TearDown() override {
    if (HasFailure()) temp_.keep();
  }
  static std::string shot(const std::string& name) { return std::string(CARTOUCHE_LAYERS_SHOT_DIR) + "/" + name; }

  void cli(const std::vector<std::string>& args) {
    EditorProcess p(CARTOUCHE_BINARY, args, {"CARTOUCHE_STATE_DIR=" + (dir_ / "state").string()},
                    (dir_ / "cli_stderr.txt").string());
    ASSERT_EQ(p.wait(kLimit), 0) << args.front() << ": " << p.output() << readFile(dir_ / "cli_stderr.txt");
  }

  int run(const std::string& script, std::string* out) {
    ScriptRun r{CARTOUCHE_BINARY, dir_.string(), battle_};
    r.limit = kLimit;
    return runScript(r, script, out);
  }

  testing::TempDir temp_{"layers-gui"};
  fs::path dir_ = temp_.path();
  std::string battle_;
};

// Pixels of the map's background colour (MapStyle::background) inside the map's part of the window.
int backgroundPixels(const Image& image) {
  int n = 0;
  for (int y = 30; y < 600; ++y)
    for (int x = 290; x < 970; ++x) {
      const uint8_t* p = &image.rgba[(size_t(y) * size_t(image.width) + size_t(x)) * 4];
      n += p[0] == 92 && p[1] == 96 && p[2] == 104;
    }
  return n;
}

TEST_F(LayersGuiTest, TheScanShowsUnderTheTranslucentMapAndAPointDraggedOnItIsSaved) {
  std::string out;
  const std::string saved = (dir_ / "moved.gpkg").string();
  ASSERT_EQ(run("wait 3\nkey F6\nterrainopacity 1\nwait 2\nlayerswait\nwait 2\nscreenshot " + shot("opaque.png") +
                    "\nterrainopacity 0.6\nwait 2\nlayerswait\nwait 2\nlayerswait\nwait 2\nscreenshot " +
                    shot("translucent.png") + "\ngeoref Jacoubet 1836\nwait 4\nlayerswait\nwait 3\nscreenshot " +
                    shot("georeferencer.png") +
                    // Control point 1 sits in the scan's top-left corner of the georeferencer's view.
                    "\npointer 422 221\nwait 1\npress\npointer 428 227\npointer 442 241\npointer 462 261\n"
                    "release\nwait 3\nscreenshot " +
                    shot("dragged.png") + "\nsaveas " + saved + "\nquit\nwait 5\n",
                &out),
            0)
      << out;
  Image opaque = readPng(shot("opaque.png")), translucent = readPng(shot("translucent.png"));
  ASSERT_EQ(opaque.width, 1280);
  // Opaque terrain: the background frames the map. Translucent: the sheet fills what was background, and the map
  // area itself changes colour where the scan shows through.
  EXPECT_GT(backgroundPixels(opaque), 20000);
  EXPECT_LT(backgroundPixels(translucent), backgroundPixels(opaque) / 4);
  EXPECT_GT(differing(opaque, translucent), 100000);
  // The georeferencer shows the 30 points in red; after the drag the table's numbers are saved.
  Image georef = readPng(shot("georeferencer.png"));
  EXPECT_GT(differing(translucent, georef), 50000);

  cli({"dump", saved, (dir_ / "text").string()});
  const std::string layers = readFile(dir_ / "text" / "layers.txt");
  const size_t at = layers.find("gcp1 = \"");
  ASSERT_NE(at, std::string::npos) << layers;
  std::istringstream gcp1(layers.substr(at + 8));
  double px = 0, py = 0;
  gcp1 >> px >> py;
  // Point 1 was at pixel (220.16, 228.69); the drag moved it by 40 screen pixels each way at a zoom that shows the
  // 3440-pixel-wide sheet in a few hundred screen pixels, so by hundreds of image pixels.
  EXPECT_GT(px, 220.16 + 200) << layers.substr(at, 80);
  EXPECT_GT(py, 228.69 + 200) << layers.substr(at, 80);
  // The other points and the transform are as the command line stored them.
  EXPECT_NE(layers.find("gcp2 = \"220.16"), std::string::npos) << layers;
  EXPECT_NE(layers.find("transform = poly1"), std::string::npos);
  EXPECT_NE(layers.find("crs = \"EPSG:2154\""), std::string::npos);  // the ground
}

// Adding a layer the way a person does: Add layer... in the layers window, the raster's path typed into its field,
// Add (embedding on a worker thread), then Save As. The saved file holds the new layer with its geotransform, and
// GDAL's own CRS.
TEST_F(LayersGuiTest, ALayerAddedInTheLayersWindowIsSavedWithTheBattle) {
  std::string out;
  const std::string saved = (dir_ / "added.gpkg").string();
  const std::string raster = CARTOUCHE_SHARED_DATA "/rasters/byte.tif";
  // The layers window opens by itself (the battle has a layer) beside the right column; "Add layer..." is its first
  // button, and the Add layer window opens beside it with the path field focused: Enter adds.
  ASSERT_EQ(run("wait 3\nclick layers:add\nwait 3\ntype " + raster +
                    "\nwait 1\nkey ENTER\nwait 2\nlayerswait\nwait 2\nlayerswait\nwait 2\nscreenshot " +
                    shot("added.png") + "\nsaveas " + saved + "\nquit\nwait 5\n",
                &out),
            0)
      << out;
  // The finished import says so in a notice (printed under --script).
  EXPECT_NE(out.find("notice: Added " + raster + " as layer 'byte'"), std::string::npos) << out;
  cli({"dump", saved, (dir_ / "text").string()});
  const std::string layers = readFile(dir_ / "text" / "layers.txt");
  EXPECT_NE(layers.find("[layer \"Jacoubet 1836\"]"), std::string::npos) << layers;
  const size_t added = layers.find("[layer \"byte\"]");
  ASSERT_NE(added, std::string::npos) << layers;
  EXPECT_NE(layers.find("kind = embedded", added), std::string::npos);
  EXPECT_NE(layers.find("geotransform = \"440720 60 0 3751320 0 -60\"", added), std::string::npos) << layers;
  EXPECT_NE(layers.find("crs = \"EPSG:26711\"", added), std::string::npos) << layers;
}

// Pixels of the colour the editor writes refusals in (0.95, 0.35, 0.3), anti-aliased text's edges included.
int refusalPixels(const Image& image) {
  int n = 0;
  for (size_t i = 0; i + 3 < image.rgba.size(); i += 4) {
    const uint8_t* p = &image.rgba[i];
    n += p[0] >= 225 && p[1] >= 80 && p[1] <= 95 && p[2] >= 68 && p[2] <= 82;
  }
  return n;
}

// A file that is not a raster, typed into the Add layer window: the refusal names it in a notice and in the window
// itself, which grows to show it under the Add button (a window of fixed height hid it below its edge), and the
// battle gains no layer.
TEST_F(LayersGuiTest, AFileThatIsNotARasterIsRefusedInTheAddLayerWindow) {
  std::string out;
  const std::string notes = (dir_ / "notes.txt").string();
  std::ofstream(notes) << "Kościuszko's orders, not a map\n";
  const std::string saved = (dir_ / "refused.gpkg").string();
  ASSERT_EQ(run("wait 3\nclick layers:add\nwait 3\ntype " + notes +
                    "\nwait 1\nkey ENTER\nwait 2\nlayerswait\nwait 3\nscreenshot " + shot("refused.png") + "\nsaveas " +
                    saved + "\nquit\nwait 5\n",
                &out),
            0)
      << out;
  EXPECT_NE(out.find("notice: The layer was not added: " + notes), std::string::npos) << out;
  EXPECT_GT(refusalPixels(readPng(shot("refused.png"))), 500);  // 1,449 at 1280x800; 121 when hidden
  cli({"dump", saved, (dir_ / "text").string()});
  EXPECT_EQ(readFile(dir_ / "text" / "layers.txt").find("[layer \"notes\"]"), std::string::npos);
}

}  // namespace
}  // namespace cartouche
