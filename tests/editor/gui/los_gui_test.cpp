// The line-of-sight tool end to end: the real `cartouche` binary opens the Racławice sample battle under Xvfb, a
// script chooses the tool with L, drags the pointer from hex to hex, switches the viewshed overlay with V and takes
// screenshots, which the test reads back and checks for the preview's own colours: the red of a blocked line and its
// blocker, the green of a clear one, the overlay's range edge and shading. The screenshots stay in the build folder
// (los_screenshots/) for a person to look at. Frame counts decide what happens; time limits only stop a hung editor.
#include <gtest/gtest.h>
#include <png.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "editor_process.h"
#include "screenshot_image.h"
#include "support/temp_dir.h"

namespace cartouche {
namespace {

namespace fs = std::filesystem;
constexpr std::chrono::seconds kLimit{120};

class LosGuiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    fs::create_directories(dir_ / "state");
    fs::create_directories(CARTOUCHE_LOS_SHOT_DIR);
  }
  void TearDown() override {
    if (HasFailure()) temp_.keep();
  }
  static std::string shot(const std::string& name) { return std::string(CARTOUCHE_LOS_SHOT_DIR) + "/" + name; }

  // Runs the script on the Racławice sample battle (its folder, opened as a battle with no file).
  int run(const std::string& script, std::string* out) {
    ScriptRun r{CARTOUCHE_BINARY, dir_.string(), CARTOUCHE_RACLAWICE_DIR};
    r.limit = kLimit;
    return runScript(r, script, out);
  }

  testing::TempDir temp_{"los-gui"};
  fs::path dir_ = temp_.path();
};

constexpr uint8_t kRed[] = {255, 60, 50};         // a blocked line beyond its blocker, and the blocker's ring
constexpr uint8_t kGreen[] = {90, 230, 110};      // a clear line, and a blocked one up to its blocker
constexpr uint8_t kRangeEdge[] = {255, 235, 90};  // the viewshed's range outline and origin
constexpr uint8_t kAmber[] = {255, 190, 40};      // the hexes beside a step along a hexside

// A line from the clear ground at 1810 east into the great woods (the Polish left) is blocked by the first woods
// hex; a line along row 20, over open ground, is clear. Escape clears the line. A line down column 18 runs along
// hexsides.
TEST_F(LosGuiTest, DraggedLinesShowTheBlockerAndClearLines) {
  std::string out;
  ASSERT_EQ(run("wait 3\nkey L\ndrag 1810 3010\nwait 2\nmove 1502\nwait 1\nscreenshot " + shot("los_blocked.png") +
                    "\nwait 1\ndrag 0520 1620\nmove 1502\nwait 2\nscreenshot " + shot("los_clear.png") +
                    "\nkey ESCAPE\nwait 2\nscreenshot " + shot("los_cleared.png") + "\ndrag 1805 1811\nmove 1502\n" +
                    "wait 2\nscreenshot " + shot("los_along.png") + "\nwait 1\nquit\nwait 5\n",
                &out),
            0)
      << out;
  Image blocked = readPng(shot("los_blocked.png")), clear = readPng(shot("los_clear.png")),
        cleared = readPng(shot("los_cleared.png"));
  ASSERT_EQ(blocked.width, 1280);
  EXPECT_GT(blocked.count(kRed[0], kRed[1], kRed[2]), 40);
  EXPECT_GT(blocked.count(kGreen[0], kGreen[1], kGreen[2]), 40);
  EXPECT_EQ(clear.count(kRed[0], kRed[1], kRed[2]), 0);
  EXPECT_GT(clear.count(kGreen[0], kGreen[1], kGreen[2]), 40);
  EXPECT_EQ(cleared.count(kRed[0], kRed[1], kRed[2]), 0);
  EXPECT_EQ(cleared.count(kGreen[0], kGreen[1], kGreen[2]), 0);
  EXPECT_EQ(cleared.count(kAmber[0], kAmber[1], kAmber[2]), 0);
  // Straight down a column of a pointy-topped map the line runs along hexsides: both hexes of each such step are
  // outlined in amber.
  Image along = readPng(shot("los_along.png"));
  EXPECT_GT(along.count(kAmber[0], kAmber[1], kAmber[2]), 100);
}

// V shades the hexes hidden from the hex under the pointer within 20 hexes and outlines the range; V again takes
// the overlay away.
TEST_F(LosGuiTest, ViewshedOverlayFollowsThePointer) {
  std::string out;
  ASSERT_EQ(run("wait 3\nkey L\nmove 1812\nwait 1\nscreenshot " + shot("los_no_viewshed.png") +
                    "\nkey V\nmove 1812\nwait 2\nscreenshot " + shot("los_viewshed.png") + "\nmove 0620\nwait 2\n" +
                    "screenshot " + shot("los_viewshed_moved.png") + "\nkey V\nwait 2\nscreenshot " +
                    shot("los_viewshed_off.png") + "\nquit\nwait 5\n",
                &out),
            0)
      << out;
  Image none = readPng(shot("los_no_viewshed.png")), on = readPng(shot("los_viewshed.png")),
        moved = readPng(shot("los_viewshed_moved.png")), off = readPng(shot("los_viewshed_off.png"));
  EXPECT_EQ(none.count(kRangeEdge[0], kRangeEdge[1], kRangeEdge[2]), 0);
  EXPECT_GT(on.count(kRangeEdge[0], kRangeEdge[1], kRangeEdge[2]), 50);
  // The shading covers a good part of the map, and moves with the pointer.
  EXPECT_GT(differing(none, on), 20000);
  EXPECT_GT(differing(on, moved), 20000);
  EXPECT_EQ(off.count(kRangeEdge[0], kRangeEdge[1], kRangeEdge[2]), 0);
}

}  // namespace
}  // namespace cartouche
