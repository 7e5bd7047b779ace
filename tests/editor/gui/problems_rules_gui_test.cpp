// The problems strip and the rules tables panel end to end: the real `cartouche` binary opens a copy of the
// Racławice sample battle whose withdrawal-roll table leaves the d10 roll 7 uncovered, under Xvfb. The problems
// strip lists the gap; F8 jumps to it, which opens the rules panel on that table; F7 closes the panel again. The
// test checks the screenshots for the strip's error mark and for the panel appearing and going, and leaves them in
// the build folder (problems_screenshots/) for a person to read: the Polish names of the vocabulary and the table
// editor's layout. Frame counts decide what happens; time limits only stop a hung editor.
#include <gtest/gtest.h>
#include <png.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>

#include "editor_process.h"
#include "screenshot_image.h"
#include "support/temp_dir.h"

namespace cartouche {
namespace {

namespace fs = std::filesystem;
constexpr std::chrono::seconds kLimit{120};

constexpr uint8_t kErrorMark[] = {230, 80, 70};  // the problems strip's error disc

class ProblemsRulesGuiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    fs::create_directories(dir_ / "state");
    fs::create_directories(CARTOUCHE_PROBLEMS_SHOT_DIR);
    battle_ = dir_ / "raclawice-1794";
    fs::copy(CARTOUCHE_RACLAWICE_DIR, battle_, fs::copy_options::recursive);
  }
  // Replaces `pattern` (a regular expression over the whole file) in one of the battle's text files.
  void edit(const std::string& file, const std::string& pattern, const std::string& replacement) {
    std::ifstream in(battle_ / file);
    std::string text((std::istreambuf_iterator<char>(in)), {});
    in.close();
    std::string changed = std::regex_replace(text, std::regex(pattern), replacement);
    ASSERT_NE(changed, text) << file << " no longer holds " << pattern << ": update this test";
    std::ofstream(battle_ / file) << changed;
  }
  void TearDown() override {
    if (HasFailure()) temp_.keep();
  }
  static std::string shot(const std::string& name) { return std::string(CARTOUCHE_PROBLEMS_SHOT_DIR) + "/" + name; }

  int run(const std::string& script, std::string* out) {
    ScriptRun r{CARTOUCHE_BINARY, dir_.string(), battle_.string()};
    r.width = 1440;
    r.height = 900;
    r.limit = kLimit;
    return runScript(r, script, out);
  }

  testing::TempDir temp_{"problems-gui"};
  fs::path dir_ = temp_.path(), battle_;
};

TEST_F(ProblemsRulesGuiTest, GapIsListedAndF8OpensItsTableInTheRulesPanel) {
  // The last row of the withdrawal roll narrowed from 7-9 to 8-9: a gap at 7.
  edit("rules.txt", R"(\| 7-9 \| Eliminated \|)", "| 8-9 | Eliminated |");
  std::string out;
  ASSERT_EQ(run("wait 4\nscreenshot " + shot("problems_strip.png") + "\nkey F8\nwait 4\nscreenshot " +
                    shot("problems_rules_panel.png") + "\nkey F7\nwait 3\nscreenshot " +
                    shot("problems_rules_closed.png") + "\nquit\nwait 5\n",
                &out),
            0)
      << out;
  Image strip = readPng(shot("problems_strip.png")), panel = readPng(shot("problems_rules_panel.png")),
        closed = readPng(shot("problems_rules_closed.png"));
  ASSERT_EQ(strip.width, 1440);
  // The strip's error mark: the header's count and the gap's line.
  EXPECT_GT(strip.count(kErrorMark[0], kErrorMark[1], kErrorMark[2]), 40);
  // F8 opened the rules panel over the map; F7 took it away again (the map stays centred where it was).
  EXPECT_GT(differing(strip, panel), 40000);
  EXPECT_GT(differing(panel, closed), 40000);
  EXPECT_LT(differing(strip, closed), differing(strip, panel));
}

// A road cut short (two road-ends-nowhere warnings on the map), a misspelt terrain in the movement table and an
// overlap in the commander casualty roll: F8 walks through them in the list's order, centring the map on the road's
// end first and then opening each table in the rules panel.
TEST_F(ProblemsRulesGuiTest, F8WalksFromTheMapProblemsToTheTableProblems) {
  edit("hexsides.txt", "\n3202/E road\n", "\n");
  edit("rules.txt", R"(\| village \|  \|  \|  \| 1 \|)", "| vilage |  |  |  | 1 |");
  edit("rules.txt", R"(\| 9 \| Wounded)", "| 8-9 | Wounded");
  std::string out;
  ASSERT_EQ(
      run("wait 4\nscreenshot " + shot("walk_start.png") + "\nkey F8\nwait 3\nscreenshot " + shot("walk_road_end.png") +
              "\nkey F8\nwait 2\nkey F8\nwait 3\nscreenshot " + shot("walk_unknown_terrain.png") +
              "\nkey F8\nwait 3\nscreenshot " + shot("walk_overlap.png") + "\nquit\nwait 5\n",
          &out),
      0)
      << out;
  Image start = readPng(shot("walk_start.png")), road = readPng(shot("walk_road_end.png")),
        unknown = readPng(shot("walk_unknown_terrain.png")), overlap = readPng(shot("walk_overlap.png"));
  ASSERT_EQ(start.width, 1440);
  EXPECT_GT(start.count(kErrorMark[0], kErrorMark[1], kErrorMark[2]), 40);
  EXPECT_GT(differing(start, road), 20000);      // the map moved to the road's end
  EXPECT_GT(differing(road, unknown), 40000);    // the rules panel opened
  EXPECT_GT(differing(unknown, overlap), 2000);  // on another table
}

// The commander casualty roll with its last row widened to 8-9, overlapping 1-8: F8 opens the table with the keyboard
// in the overlapping roll cell, typing 9 and Enter fixes it as one edit, and the battle saved with Save As passes
// `cartouche validate`.
TEST_F(ProblemsRulesGuiTest, OverlapFixedInTheCellF8LeadsTo) {
  edit("rules.txt", R"(\| 9 \| Wounded)", "| 8-9 | Wounded");
  std::string saved = (dir_ / "fixed.gpkg").string();
  std::string out;
  ASSERT_EQ(run("wait 4\nkey F8\nwait 3\nscreenshot " + shot("fix_before.png") + "\ntype 9\nwait 1\nscreenshot " +
                    shot("fix_typing.png") + "\nkey ENTER\nwait 3\nscreenshot " + shot("fix_after.png") + "\nsaveas " +
                    saved + "\nwait 2\nquit\nwait 5\n",
                &out),
            0)
      << out;
  Image before = readPng(shot("fix_before.png")), after = readPng(shot("fix_after.png"));
  // The overlap's line and its marks are gone: fewer error marks than before.
  EXPECT_LT(after.count(kErrorMark[0], kErrorMark[1], kErrorMark[2]),
            before.count(kErrorMark[0], kErrorMark[1], kErrorMark[2]));
  EditorProcess validate(CARTOUCHE_BINARY, {"validate", saved}, {"CARTOUCHE_STATE_DIR=" + (dir_ / "state").string()},
                         (dir_ / "validate_stderr.txt").string());
  EXPECT_EQ(validate.wait(kLimit), 0);
  EXPECT_NE(validate.output().find("no problems"), std::string::npos) << validate.output();
  EXPECT_EQ(validate.output().find("overlap"), std::string::npos) << validate.output();
}

}  // namespace
}  // namespace cartouche
