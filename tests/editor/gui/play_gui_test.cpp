// Playing a scenario in the real editor under Xvfb, as a playtester does: F5 and the Play dialog, End phase, a unit
// chosen and moved by clicking its counter and a shaded hex, fire aimed by clicking the enemy's hex with the dice
// typed into the combat panel, the playtest saved, Stop back to editing with the battle file unchanged byte for byte,
// and the playtest resumed where it stood. The battle is
// the Racławice sample with stand-in charts and unit values labelled as test values (support/play_fixture.h). The
// screenshots stay in play_screenshots/ for a person to look at. Frame counts decide what happens; time limits only
// stop a hung editor.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>
#include <vector>

#include "editor_process.h"
#include "screenshot_image.h"
#include "support/play_fixture.h"
#include "support/temp_dir.h"

namespace cartouche {
namespace {

namespace fs = std::filesystem;
constexpr std::chrono::seconds kLimit{120};

class PlayGuiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    fs::create_directories(dir_ / "state");
    fs::create_directories(CARTOUCHE_PLAY_SHOT_DIR);
    testing::writeRaclawiceWithTestCharts(CARTOUCHE_SOURCE_DIR, (dir_ / "raclawice").string());
    const std::string load = "\"" + std::string(CARTOUCHE_BINARY) + "\" load \"" + (dir_ / "raclawice").string() +
                             "\" \"" + battle_.string() + "\" > /dev/null";
    ASSERT_EQ(std::system(load.c_str()), 0);
  }
  void TearDown() override {
    if (HasFailure()) temp_.keep();
  }
  static std::string shot(const std::string& name) { return std::string(CARTOUCHE_PLAY_SHOT_DIR) + "/" + name; }

  int run(const std::string& script, std::string* out, std::vector<std::string> args = {}) {
    ScriptRun r{CARTOUCHE_BINARY, dir_.string(), battle_.string()};
    r.limit = kLimit;
    r.args = std::move(args);
    return runScript(r, script, out);
  }

  testing::TempDir temp_{"play-gui"};
  fs::path dir_ = temp_.path();
  fs::path battle_ = dir_ / "raclawice.gpkg";
};

// Replaces every "{NAME}" in `text` by its value.
std::string filled(std::string text, const std::vector<std::pair<std::string, std::string>>& values) {
  for (const auto& [name, value] : values)
    for (size_t at = text.find(name); at != std::string::npos; at = text.find(name, at + value.size()))
      text.replace(at, name.size(), value);
  return text;
}

TEST_F(PlayGuiTest, MoveAndFireThroughThePointerThenStopBackToTheUnchangedBattle) {
  const std::string before = readFile(battle_);
  // The Russian battalion is chosen by its counter and moved by a click on a shaded hex; the Polish squadron rides
  // up next to it; the battalion fires at the squadron (a 1M result, its morale check on dice typed by hand).
  const std::string script = filled(R"(wait 5
move 2406
wheel 3
wait 20
key F5
wait 3
screenshot {shots}/1-play-dialog.png
click playdialog:play
wait 3
click play:end-phase
wait 2
click counter:ru-1-iii-jekatierynoslawski
wait 2
screenshot {shots}/2-reachable.png
legend
click 2606
wait 2
key ESCAPE
wait 2
click counter:pl-v-2-m-bkn
wait 2
click 2506
wait 2
key ESCAPE
wait 2
click counter:ru-1-iii-jekatierynoslawski
wait 2
click 2506
wait 3
click play:dice
type 3
wait 2
screenshot {shots}/3-fire-panel.png
legend
click play:resolve
wait 3
screenshot {shots}/4-fired.png
playunit ru-1-iii-jekatierynoslawski
playunit pl-v-2-m-bkn
playsave {dir}/game.playtest
wait 2
click play:stop
wait 3
screenshot {shots}/5-editing.png
title
playresume {dir}/game.playtest
wait 3
print resumed
playunit pl-v-2-m-bkn
screenshot {shots}/6-resumed.png
click play:stop
wait 3
quit
)",
                                    {{"{shots}", CARTOUCHE_PLAY_SHOT_DIR}, {"{dir}", dir_.string()}});
  std::string out;
  EXPECT_EQ(run(script, &out), 0) << out;
  for (const char* line : {
           "notice: Playing historical-1: Stop (or F5) goes back to editing",
           "play: 1/III/Jekatierynosławski moves 2706 → 2606: 1 of 4 movement points",
           "play: V/2 M. BKN moves 2105 → 2205 → 2305 → 2405 → 2505 → 2506: 5 of 8 movement points",
           "play: firepower 6 / 1 = 6: row 6-9 of Ranged Combat Table (test values): 1M; morale check 3 + 1 = 4 "
           "against morale 6 (V/2 M. BKN): passed",
           "playunit: ru-1-iii-jekatierynoslawski at 2606 losses 0",
           "playunit: pl-v-2-m-bkn at 2506 losses 0",
           "notice: Saved playtest game.playtest",
           "notice: Back to editing",
           "title: raclawice.gpkg \xE2\x80\x94 Cartouche",
           "notice: Resumed playtest game.playtest: turn 1 of 15, 16:00, movement and fire",
           "resumed\nplayunit: pl-v-2-m-bkn at 2506 losses 0",
           // The legend in the map's corner says what the shading and the target's outline mean.
           "legend: Play: Within reach (movement points it costs) #5AC8FA46",
           "legend: Play: Target of fire or melee #E62828FF",
           "legend: Elevation: Level 2",
       })
    EXPECT_NE(out.find(line), std::string::npos) << line << "\n" << out;
  EXPECT_EQ(readFile(battle_), before) << "playing never writes the battle";
  const std::string saved = readFile(dir_ / "game.playtest");
  EXPECT_NE(saved.find("fire ru-1-iii-jekatierynoslawski at 2506 dice 3\n"), std::string::npos) << saved;
}

TEST_F(PlayGuiTest, AWithdrawalOwedIsMadeFromItsButton) {
  // The turn of the CLI test up to the melee, as typed actions; the beaten Russian battalion then owes a withdrawal
  // ([8.16]): End phase is refused until it is made from the panel's button.
  const std::string script = filled(R"(wait 5
move 2606
wheel 3
wait 20
key F5
wait 3
click playdialog:play
wait 3
playaction end phase
playaction move ru-1-iii-jekatierynoslawski 2606
playaction move pl-v-2-m-bkn 2205 2305 2405 2505 2506
playaction fire ru-1-iii-jekatierynoslawski at 2506 dice 3
playaction move pl-v-2-m-bkn 2606
playaction end phase
playaction end phase
playaction melee pl-v-2-m-bkn at 2606 dice 7 2
wait 3
screenshot {shots}/7-withdrawal-owed.png
legend
click play:end-phase
wait 2
click play:withdraw-2706
wait 3
screenshot {shots}/8-withdrawn.png
playunit ru-1-iii-jekatierynoslawski
click play:end-phase
wait 2
click play:stop
wait 3
quit
)",
                                    {{"{shots}", CARTOUCHE_PLAY_SHOT_DIR}});
  std::string out;
  EXPECT_EQ(run(script, &out), 0) << out;
  for (const char* line : {
           "play: 1/III/Jekatierynosławski must withdraw into any hex (its facing is not known): 2706, 2705, 2605, "
           "2506, 2607 or 2707 ([8.16.6])",
           "notice: Refused: 1/III/Jekatierynosławski must withdraw first",
           "play: 1/III/Jekatierynosławski withdraws 2606 \xE2\x86\x92 2706 ([8.16.6])",
           "playunit: ru-1-iii-jekatierynoslawski at 2706 losses 2",
           "play: End of the melee phase and of turn 1.",
           "legend: Play: Where the withdrawal may go #F0783C50",
       })
    EXPECT_NE(out.find(line), std::string::npos) << line << "\n" << out;
}

// Play mode's reach shading, counters and labels kept over the map (render/map_overlay.h) against the same drawn
// over it every frame (--whole-frames): after a zoom in, a unit chosen (its reach shaded with costs), moved by a click
// (the shading and its counter change where they were and where they are) and a drag, the two windows are the same but
// for a step of rounding where the overlay was blended into the kept picture. Play mode's map reaches the window's
// left edge, where labels are cut by it: text is placed at whole pixels before ImGui truncates its place toward zero
// (render/map_overlay.h, textPlace), so a cut label lands alike either way.
TEST_F(PlayGuiTest, ThingsKeptOverTheMapMatchThoseDrawnEveryFrame) {
  auto script = [&](const std::string& name) {
    return filled(R"(wait 5
move 2406
wheel 3
mapwait
key F5
wait 3
click playdialog:play
wait 3
mapwait
click play:end-phase
wait 2
click counter:ru-1-iii-jekatierynoslawski
wait 2
click 2606
wait 3
pan 30 -20
wait 2
move 2406
wait 2
screenshot {shot}
click play:stop
wait 3
quit
)",
                  {{"{shot}", shot(name)}});
  };
  std::string out;
  ASSERT_EQ(run(script("kept_things.png"), &out), 0) << out;
  ASSERT_EQ(run(script("whole_things.png"), &out, {"--whole-frames"}), 0) << out;
  expectKeptWindowMatchesWhole(shot("kept_things.png"), shot("whole_things.png"), 1280);
}

}  // namespace
}  // namespace cartouche
