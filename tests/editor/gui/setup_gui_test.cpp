// Setting up the Racławice sample in the real editor under Xvfb, as a person does it: the scenario switcher in the
// menu bar, turning counters with the wheel, and leaders dragged onto the map. Each test works on a copy of the
// sample, saves it and reads the file back through the command line. The screenshots stay in setup_screenshots/ for a
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

// The sides' colours in the sample (sample-battles/raclawice-1794/army.txt).
constexpr uint8_t kRussian[] = {0x3c, 0x8c, 0x46};

class SetupGuiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    fs::create_directories(dir_ / "state");
    fs::create_directories(CARTOUCHE_SETUP_SHOT_DIR);
    fs::copy_file(CARTOUCHE_RACLAWICE_FILE, battle_);
  }
  void TearDown() override {
    if (HasFailure()) temp_.keep();
  }
  static std::string shot(const std::string& name) { return std::string(CARTOUCHE_SETUP_SHOT_DIR) + "/" + name; }

  // Runs the script on the copy of the sample at 1280x800; returns the exit status, with stdout and stderr in `out`.
  int run(const std::string& script, std::string* out, std::vector<std::string> args = {}) {
    ScriptRun r{CARTOUCHE_BINARY, dir_.string(), battle_.string()};
    r.limit = kLimit;
    r.args = std::move(args);
    return runScript(r, script, out);
  }
  // `cartouche ARGS` on the command line: its stdout, and its exit status in `status`.
  static std::string cli(const std::string& args, int* status) {
    std::string text;
    *status = shellOutput("\"" + std::string(CARTOUCHE_BINARY) + "\" " + args + " 2>&1", &text);
    return text;
  }
  // The line of `cartouche setup FILE --scenario S` that lists the hex `hex`.
  std::string setupLine(const std::string& scenario, const std::string& hex) {
    int status = -1;
    std::string listing = cli("setup \"" + battle_.string() + "\" --scenario " + scenario, &status);
    EXPECT_EQ(status, 0) << listing;
    std::string line;
    for (std::istringstream in(listing); std::getline(in, line);)
      if (line.rfind("  " + hex + ": ", 0) == 0) return line;
    ADD_FAILURE() << "no hex " << hex << " in\n" << listing;
    return "";
  }

  testing::TempDir temp_{"setup-gui"};
  fs::path dir_ = temp_.path();
  fs::path battle_ = dir_ / "raclawice.gpkg";
};

// The menu bar's combo, opened with a click and its entry clicked: the map shows the hypothetical scenario, whose
// Russians all arrive as reinforcements, so no Russian counter is left on the map; the order of battle's combo and
// the set-up tool follow (the placement is read in the new scenario), and the choice comes back.
TEST_F(SetupGuiTest, TheMenuBarSwitcherChangesTheScenarioTheMapShows) {
  std::string out;
  ASSERT_EQ(run("wait 5\nkey U\nwait 3\nplacement ru-1-i-nowogrodzki\nscreenshot " + shot("switcher_historical.png") +
                    "\nclick switcher:\nwait 3\nscreenshot " + shot("switcher_open.png") +
                    "\nclick switcher:hypothetical\nwait 3\nplacement ru-1-i-nowogrodzki\nscreenshot " +
                    shot("switcher_hypothetical.png") +
                    "\nclick switcher:\nwait 3\nclick switcher:historical-2\nwait 3\nplacement ru-1-i-nowogrodzki\n"
                    "quit\nwait 5\n",
                &out),
            0)
      << out;
  EXPECT_NE(out.find("placement: ru-1-i-nowogrodzki in historical-1: 1621"), std::string::npos) << out;
  EXPECT_NE(out.find("placement: ru-1-i-nowogrodzki in hypothetical: off map"), std::string::npos) << out;
  EXPECT_NE(out.find("placement: ru-1-i-nowogrodzki in historical-2: 1621"), std::string::npos) << out;
  Image before = readPng(shot("switcher_historical.png")), after = readPng(shot("switcher_hypothetical.png"));
  ASSERT_EQ(before.width, 1280);
  // 67 Russian counters as chips of a dozen pixels of green each, then none: only the rims of the seven Russian
  // leaders' badges, who arrive along the southern edge.
  const int greenBefore = before.count(kRussian[0], kRussian[1], kRussian[2]);
  EXPECT_GT(greenBefore, 40 * 20);
  EXPECT_LT(after.count(kRussian[0], kRussian[1], kRussian[2]), greenBefore / 10);
}

// Shift+wheel over a counter turns it, two notches one undo step. The wheel while a counter is dragged turns it, and
// the drop takes the facing, one undo step with the move. The plain wheel over a counter zooms and leaves it be. Saved
// and read back: each stands where it was put with the facing the wheel gave it (the first notch gives an unknown
// facing E, the second turns it clockwise to ESE).
TEST_F(SetupGuiTest, TheWheelTurnsACounterAndTheTurnIsSaved) {
  std::string out;
  ASSERT_EQ(run("wait 5\nkey U\nwait 3\nmove counter:pl-i-4-psp\nwait 2\nplacement pl-i-4-psp\n"
                "wheel 1 SHIFT\nwait 2\nplacement pl-i-4-psp\nwheel 1 SHIFT\nwait 2\nplacement pl-i-4-psp\n"
                "key CTRL+Z\nwait 2\nplacement pl-i-4-psp\nkey CTRL+Y\nwait 2\nplacement pl-i-4-psp\n"
                "move counter:pl-1-i-7-pp\nwait 2\npress\nwait 1\nmove 1014\nwait 2\nwheel 1\nwait 1\nwheel 1\n"
                "wait 2\nscreenshot " +
                    shot("wheel_dragging.png") + "\nrelease\nwait 2\nplacement pl-1-i-7-pp\nscreenshot " +
                    shot("wheel_dropped.png") + "\nkey CTRL+Z\nwait 2\nplacement pl-1-i-7-pp\nkey CTRL+Y\n" +
                    "wait 2\nplacement pl-1-i-7-pp\n" +
                    // The plain wheel over a counter zooms (last: the map moves under the pointer while it eases).
                    "move counter:pl-i-4-psp\nwait 2\nwheel 1\nwait 2\nplacement pl-i-4-psp\nsave\nwait 2\nquit\n"
                    "wait 5\n",
                &out),
            0)
      << out;
  auto count = [&](const std::string& s) {
    size_t n = 0;
    for (size_t at = out.find(s); at != std::string::npos; at = out.find(s, at + 1)) ++n;
    return n;
  };
  // Unknown, 0, 11; one undo back to unknown, one redo to 11; still 11 after the plain wheel.
  EXPECT_EQ(count("placement: pl-i-4-psp in historical-1: 0711 facing unknown"), 2u) << out;
  EXPECT_EQ(count("placement: pl-i-4-psp in historical-1: 0711 facing 0"), 1u) << out;
  EXPECT_EQ(count("placement: pl-i-4-psp in historical-1: 0711 facing 11"), 3u) << out;
  // Dragged from 1113, turned twice on the way and dropped in 1014: one undo step puts it back as it was.
  EXPECT_EQ(count("placement: pl-1-i-7-pp in historical-1: 1014 facing 11"), 2u) << out;
  EXPECT_EQ(count("placement: pl-1-i-7-pp in historical-1: 1113 facing unknown"), 1u) << out;
  EXPECT_NE(setupLine("historical-1", "0711").find("[pl-i-4-psp], facing ESE"), std::string::npos);
  EXPECT_NE(setupLine("historical-1", "1014").find("[pl-1-i-7-pp], facing ESE"), std::string::npos);
}

// Leaders as a person places them: Tomatis's row dragged from the tree onto the counter of 1/II Nowogrodzki (his
// unit) in 1621, Kościuszko's row onto empty ground at 0406, and Tormasow's badge dragged from 1521 onto 1621, whose
// units are not his. Saved and read back through `cartouche setup --json`: on the unit, at 0406, at 1621. The
// close-up shows Tomatis's and Tormasow's badges in 1621 with their labels apart.
TEST_F(SetupGuiTest, LeadersDraggedFromTheTreeAndOnTheMapAreSavedWhereTheyWereLetGo) {
  std::string out;
  ASSERT_EQ(run("wait 5\noob leader:ru-tomatis\nwait 3\ndrag row:leader:ru-tomatis counter:ru-1-ii-nowogrodzki\n"
                "wait 3\noob leader:pl-kosciuszko\nwait 3\ndrag row:leader:pl-kosciuszko 0406\nwait 3\n"
                "drag leader:ru-tormasow 1621\nwait 3\nmove 1621\nwait 2\nwheel 4\nwait 60\nscreenshot " +
                    shot("leaders_placed.png") + "\nsave\nwait 2\nquit\nwait 5\n",
                &out),
            0)
      << out;
  int status = -1;
  std::string json = cli("setup \"" + battle_.string() + "\" --scenario historical-1 --json", &status);
  ASSERT_EQ(status, 0) << json;
  // Each leader's object in the listing, from his code to its closing brace.
  auto entry = [&](const std::string& leader) {
    size_t at = json.find("\"leader\": \"" + leader + "\"");
    if (at == std::string::npos) return std::string();
    return json.substr(at, json.find('}', at) - at);
  };
  const std::string tomatis = entry("ru-tomatis"), kosciuszko = entry("pl-kosciuszko"), tormasow = entry("ru-tormasow");
  EXPECT_NE(tomatis.find("\"at\": \"unit\""), std::string::npos) << tomatis;
  EXPECT_NE(tomatis.find("\"unit\": \"ru-1-ii-nowogrodzki\""), std::string::npos) << tomatis;
  EXPECT_NE(tomatis.find("\"note\": \"printed in one row"), std::string::npos) << tomatis;  // his note stays
  EXPECT_NE(kosciuszko.find("\"name\": \"Kościuszko\""), std::string::npos) << kosciuszko;
  EXPECT_NE(kosciuszko.find("\"at\": \"hex\""), std::string::npos) << kosciuszko;
  EXPECT_NE(kosciuszko.find("\"hex\": \"0406\""), std::string::npos) << kosciuszko;
  EXPECT_NE(tormasow.find("\"at\": \"hex\""), std::string::npos) << tormasow;
  EXPECT_NE(tormasow.find("\"hex\": \"1621\""), std::string::npos) << tormasow;
  EXPECT_EQ(readPng(shot("leaders_placed.png")).width, 1280);
}

// A wheel with no notches, or with a key that does not exist, fails when the script is read.
// The labels and counters kept in the map's picture (render/map_overlay.h) against the same drawn over the map every
// frame (--whole-frames): after a zoom in to full counters, a counter hovered and another chosen with the set-up
// tool, drags, a zoom out and a scenario that leaves every Russian off the map, the two windows are the same but for
// a step of rounding where the overlay was blended into the kept picture.
TEST_F(SetupGuiTest, CountersKeptWithTheMapMatchThoseDrawnEveryFrame) {
  auto script = [&](const std::string& name) {
    return "wait 3\nmove 1113\nwheel 7\nmapwait\nkey U\nwait 2\nmove counter:pl-1-i-7-pp\nwait 2\n"
           "click counter:pl-2-i-7-pp\nwait 2\npan 40 -25\nwait 2\nmove counter:pl-i-4-psp\nwait 2\nwheel -1\n"
           "mapwait\npan -17 9\nwait 2\nclick switcher:\nwait 3\nclick switcher:hypothetical\nwait 3\nmapwait\n"
           "move 1113\nwait 2\nscreenshot " +
           shot(name) + "\nquit\nwait 5\n";
  };
  std::string out;
  ASSERT_EQ(run(script("kept_things.png"), &out), 0) << out;
  ASSERT_EQ(run(script("whole_things.png"), &out, {"--whole-frames"}), 0) << out;
  expectKeptWindowMatchesWhole(shot("kept_things.png"), shot("whole_things.png"), 1280);
}

TEST_F(SetupGuiTest, ABadWheelLineFailsBeforeTheWindowOpens) {
  std::string out;
  EXPECT_EQ(run("wait 1\nwheel 0\n", &out), 1);
  EXPECT_NE(out.find("line 2: wheel needs a number of notches"), std::string::npos) << out;
  EXPECT_EQ(run("wait 1\nwheel\n", &out), 1);
  EXPECT_NE(out.find("line 2: wheel needs a number of notches"), std::string::npos) << out;
  EXPECT_EQ(run("wheel 1 HYPER\n", &out), 1);
  EXPECT_NE(out.find("line 1: no key 'HYPER'"), std::string::npos) << out;
}

}  // namespace
}  // namespace cartouche
