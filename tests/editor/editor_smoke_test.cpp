// The editor window end to end under Xvfb: it opens the demo battle, draws a few frames and writes a screenshot,
// which must show the map (the demo's terrain colours at hex centres), the menu bar and the status bar. Frame
// counts, never time, decide when it stops.
#include <gtest/gtest.h>
#include <stb/stb_image.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <set>

#include "app/demo_battle.h"
#include "app/editor_app.h"
#include "app/panels/panel_layout.h"
#include "support/temp_dir.h"
#include "view/map_view.h"

namespace cartouche {
namespace {

struct Png {
  int width = 0, height = 0;
  std::vector<uint8_t> rgba;
  Rgba at(int x, int y) const {
    const uint8_t* p = &rgba[(size_t(y) * size_t(width) + size_t(x)) * 4];
    return {p[0], p[1], p[2], 255};
  }
};

// The editor keeps working copies and recent files in its state folder; a test gets a fresh one of its own, so it
// never sees (or leaves) another session's recovery prompt.
class PrivateStateDir : public ::testing::Environment {
 public:
  void SetUp() override {
    dir_ = std::make_unique<testing::TempDir>("smoke");
    ::setenv("CARTOUCHE_STATE_DIR", dir_->str().c_str(), 1);
  }
  void TearDown() override { dir_.reset(); }

 private:
  std::unique_ptr<testing::TempDir> dir_;
};
const auto* const kStateDir = ::testing::AddGlobalTestEnvironment(new PrivateStateDir);

Png load(const std::string& path) {
  Png png;
  int n = 0;
  unsigned char* data = stbi_load(path.c_str(), &png.width, &png.height, &n, 4);
  if (data) {
    png.rgba.assign(data, data + size_t(png.width) * png.height * 4);
    stbi_image_free(data);
  }
  return png;
}

TEST(EditorSmokeTest, ScreenshotShowsTheDemoMap) {
  std::string path = (std::filesystem::temp_directory_path() / "cartouche_editor_smoke.png").string();
  std::filesystem::remove(path);
  EditorOptions o;
  o.screenshotPath = path;
  o.quitAfterFrames = 4;
  o.width = 1100;
  o.height = 760;
  ASSERT_EQ(runEditor(o), 0);
  ASSERT_TRUE(std::filesystem::exists(path));
  Png png = load(path);
  ASSERT_EQ(png.width, 1100);
  ASSERT_EQ(png.height, 760);

  // The map fills the window at the fitted view: sample hex centres right of the battle panel and away from the
  // menu and status bars; nearly all must show their terrain's colour, a shade of it (hills) or a feature.
  Battle demo = makeDemoBattle();
  // The editor fits the map into the part of the window the side panels leave (app/panels/panel_layout.h); the
  // menu and status bars are about 23 and 25 pixels high at the editor's 17-pixel font.
  // The problems strip, shown by default, sits along the bottom between the columns.
  PanelLayoutInput strip;
  strip.size = ImVec2(float(png.width), float(png.height));
  strip.menuHeight = 23;
  strip.statusHeight = 25;
  strip.problemsShown = true;
  const double left = kLeftColumnWidth, right = kRightColumnWidth, top = 23, bottom = 25 + problemsHeight(strip);
  MapView view = fitView(demo.map.grid(), int(png.width - left - right), int(png.height - top - bottom));
  view.centre.x -= (left - right) * 0.5 / view.zoom;
  view.centre.y -= (top - bottom) * 0.5 / view.zoom;
  Layout layout = worldLayout(demo.map.grid());
  int sampled = 0, exact = 0;
  for (int i = 0; i < demo.map.hexCount(); ++i) {
    Point s = view.worldToScreen(hexToPixel(layout, demo.map.hexAt(i)), png.width, png.height);
    if (s.x < left + 4 || s.x > png.width - right - 4 || s.y < 40 || s.y > png.height - 40) continue;
    ++sampled;
    if (demo.map.level(i) == 0 && png.at(int(s.x), int(s.y)) == demo.vocabulary.at(demo.map.terrain(i)).colour) ++exact;
  }
  ASSERT_GT(sampled, 300);
  EXPECT_GT(exact, sampled / 3) << exact << " of " << sampled << " hex centres show their terrain colour";

  // Menu bar on top and status bar at the bottom: ImGui's dark chrome, unlike any terrain colour.
  auto dark = [](Rgba c) { return c.r < 70 && c.g < 70 && c.b < 70; };
  int darkTop = 0, darkBottom = 0;
  for (int x = 0; x < png.width; x += 4) {
    darkTop += dark(png.at(x, 5));
    darkBottom += dark(png.at(x, png.height - 5));
  }
  EXPECT_GT(darkTop, png.width / 4 * 0.8);
  EXPECT_GT(darkBottom, png.width / 4 * 0.8);
  std::set<uint32_t> colours;
  for (size_t i = 0; i < png.rgba.size(); i += 4)
    colours.insert(uint32_t(png.rgba[i]) << 16 | uint32_t(png.rgba[i + 1]) << 8 | png.rgba[i + 2]);
  EXPECT_GT(colours.size(), 100u);  // text, patterns, features: a real picture, not a cleared window
}

TEST(EditorSmokeTest, BenchFramesPrintStatistics) {
  EditorOptions o;
  o.benchFrames = 6;
  o.width = 640;
  o.height = 480;
  ::testing::internal::CaptureStdout();
  int rc = runEditor(o);
  std::string out = ::testing::internal::GetCapturedStdout();
  EXPECT_EQ(rc, 0);
  EXPECT_NE(out.find("frames 5"), std::string::npos) << out;
  EXPECT_NE(out.find("p95"), std::string::npos) << out;
}

}  // namespace
}  // namespace cartouche
