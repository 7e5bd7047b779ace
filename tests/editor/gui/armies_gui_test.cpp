// Counters in the real editor under Xvfb: the built-in demo battle sets up two small armies in its first scenario;
// the screenshots, whole map and zoomed in, must show both sides' colours, and stay in armies_screenshots/ for a
// person to look at. Frame counts decide what happens; time limits only stop a hung editor.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "editor_process.h"
#include "screenshot_image.h"
#include "support/temp_dir.h"

namespace cartouche {
namespace {

namespace fs = std::filesystem;
constexpr std::chrono::seconds kLimit{120};

class ArmiesGuiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    fs::create_directories(dir_ / "state");
    fs::create_directories(CARTOUCHE_ARMIES_SHOT_DIR);
  }
  void TearDown() override {
    if (HasFailure()) temp_.keep();
  }
  static std::string shot(const std::string& name) { return std::string(CARTOUCHE_ARMIES_SHOT_DIR) + "/" + name; }

  // Runs the script on the demo battle (no file given) at 1280x800.
  int run(const std::string& script, std::string* out) {
    ScriptRun r{CARTOUCHE_BINARY, dir_.string(), ""};
    r.limit = kLimit;
    return runScript(r, script, out);
  }

  testing::TempDir temp_{"armies-gui"};
  fs::path dir_ = temp_.path();
};

// The demo's sides: Polish red and Russian green (editor/app/demo_battle.cpp).
constexpr uint8_t kPolish[] = {200, 40, 40};
constexpr uint8_t kRussian[] = {40, 110, 60};

TEST_F(ArmiesGuiTest, CountersShowOnTheWholeMapAndZoomedIn) {
  std::string out;
  ASSERT_EQ(run("wait 5\nscreenshot " + shot("counters_whole.png") + "\nwait 1\ntype +++++++\nwait 40\n" +
                    "screenshot " + shot("counters_zoomed.png") + "\nwait 1\nquit\nwait 5\n",
                &out),
            0)
      << out;
  Image whole = readPng(shot("counters_whole.png")), zoomed = readPng(shot("counters_zoomed.png"));
  ASSERT_EQ(whole.width, 1280);
  // Chips of 13 px or so with the arm's symbol on the whole map: four Polish hexes (three units stacked in one),
  // four Russian.
  EXPECT_GT(whole.count(kPolish[0], kPolish[1], kPolish[2]), 4 * 30);
  EXPECT_GT(whole.count(kRussian[0], kRussian[1], kRussian[2]), 4 * 30);
  // Zoomed in, full counters: much more of each colour.
  EXPECT_GT(zoomed.count(kPolish[0], kPolish[1], kPolish[2]), 4 * whole.count(kPolish[0], kPolish[1], kPolish[2]));
  EXPECT_GT(zoomed.count(kRussian[0], kRussian[1], kRussian[2]),
            2 * whole.count(kRussian[0], kRussian[1], kRussian[2]));
}

// A person's set-up: the unit's row dragged out of the order of battle and let go over hex 0820 (left of the
// order of battle), then ] turns it one facing clockwise; the editor prints where the scenario now sets it up, and Save
// As writes the file.
TEST_F(ArmiesGuiTest, AUnitDraggedFromTheTreeOntoTheMapIsPlacedAndTurned) {
  std::string out;
  std::string saved = (dir_ / "setup.gpkg").string();
  ASSERT_EQ(
      run("wait 5\nplacement pl-kos-1\noob pl-kos-1\nwait 2\ndrag row:pl-kos-1 0820\nwait 2\nmove 0820\nwait 2\n" +
              std::string("placement pl-kos-1\nkey ]\nwait 2\nplacement pl-kos-1\nscreenshot ") +
              shot("setup_dropped.png") + "\ntype +++++++++\nwait 40\nscreenshot " + shot("setup_close.png") +
              "\nsaveas " + saved + "\nwait 2\ntitle\nquit\nwait 5\n",
          &out),
      0)
      << out;
  // The demo sets the unit up in 1314 facing 0 (its first stack); the drop moves it and keeps the facing, ] turns it.
  EXPECT_NE(out.find("placement: pl-kos-1 in historical-1: 1314 facing 0"), std::string::npos) << out;
  EXPECT_NE(out.find("placement: pl-kos-1 in historical-1: 0820 facing 0"), std::string::npos) << out;
  EXPECT_NE(out.find("placement: pl-kos-1 in historical-1: 0820 facing 11"), std::string::npos) << out;
  EXPECT_TRUE(fs::exists(saved));
  EXPECT_NE(out.find("title: setup"), std::string::npos) << out;  // saved: no unsaved mark
  Image dropped = readPng(shot("setup_dropped.png"));
  EXPECT_EQ(dropped.width, 1280);
  // The saved file read back by the command line: the unit stands in 0820 with the facing ] gave it (11, the vertex
  // clockwise of facing 0's hexside, E).
  std::string listing;
  ASSERT_EQ(shellOutput("\"" + std::string(CARTOUCHE_BINARY) + "\" setup \"" + saved + "\" --scenario historical-1",
                        &listing),
            0)
      << listing;
  std::string line;
  for (std::istringstream in(listing); std::getline(in, line);)
    if (line.find("[pl-kos-1]") != std::string::npos) break;
  EXPECT_EQ(line.rfind("  0820: ", 0), 0u) << listing;
  EXPECT_NE(line.find("facing ESE"), std::string::npos) << line;  // the demo map is pointy-topped
}

}  // namespace
}  // namespace cartouche
