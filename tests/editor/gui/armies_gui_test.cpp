// Counters in the real editor under Xvfb: the built-in demo battle sets up two small armies in its first scenario;
// the screenshots, whole map and zoomed in, must show both sides' colours, and stay in armies_screenshots/ for a
// person to look at. Frame counts decide what happens; time limits only stop a hung editor.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

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
    std::string scriptPath = (dir_ / "script.txt").string();
    std::ofstream(scriptPath) << script;
    EditorProcess p(CARTOUCHE_BINARY, {"--script", scriptPath, "--width", "1280", "--height", "800"},
                    {"CARTOUCHE_STATE_DIR=" + (dir_ / "state").string(), "CARTOUCHE_FILE_DIALOG=imgui"},
                    (dir_ / "stderr.txt").string());
    int status = p.wait(kLimit);
    *out = p.output();
    std::ifstream err(dir_ / "stderr.txt");
    *out += std::string(std::istreambuf_iterator<char>(err), {});
    return status;
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

}  // namespace
}  // namespace cartouche
