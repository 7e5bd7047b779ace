// `cartouche play` end to end on the Racławice sample the build made: the log in words, the sequence of play from
// the sample's table, a refused action named by its line with exit 1, bad input with exit 2, the JSON document, and a
// playtest saved, resumed exactly and refused once the battle has changed. The battle file is never written.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli_test_support.h"
#include "support/play_fixture.h"
#include "support/temp_dir.h"

namespace cartouche::test {
namespace {

using json = nlohmann::json;

const std::string kRaclawice = CARTOUCHE_SAMPLE_BATTLE_DIR "/raclawice-1794.gpkg";

TEST(PlayCommand, RunsTheScriptAndPrintsTheLogAndTheState) {
  TempDir dir("play");
  writeFile(dir / "turn.txt", "# a quiet turn\nend phase\nend phase\nend phase\nend phase\n");
  const std::string before = readFile(kRaclawice);
  RunResult r = runCartouche({"play", kRaclawice, "--scenario", "historical-1", "--script", dir / "turn.txt"});
  ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("[turn 1, commander activation] Start of historical-1"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("End of the melee phase and of turn 1."), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Turn 2 of 15, 16:10, commander activation."), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("State: turn 2 of 15"), std::string::npos);
  EXPECT_NE(r.out.find("Victory points, pl: 0 (automatic victory at 159)"), std::string::npos) << r.out;
  EXPECT_EQ(readFile(kRaclawice), before) << "playing never writes the battle";
}

TEST(PlayCommand, ARefusedActionIsNamedByItsLineAndStopsTheGame) {
  TempDir dir("play");
  writeFile(dir / "a.txt", "end phase\nmelee pl-i-1-w-bkn at 0715\nend phase\n");
  RunResult r = runCartouche({"play", kRaclawice, "--scenario", "historical-1", "--script", dir / "a.txt"});
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  EXPECT_NE(r.err.find(dir / "a.txt" + ":2: melee pl-i-1-w-bkn at 0715: melee is not allowed in the movement and "
                                       "fire phase (the battle's sequence of play)"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.out.find("State: turn 1 of 15, 16:00, movement and fire"), std::string::npos) << r.out;
}

TEST(PlayCommand, BadInputIsRefusedWithItsName) {
  TempDir dir("play");
  writeFile(dir / "bad.txt", "end phase\nmove nobody 0101\n");
  RunResult r = runCartouche({"play", kRaclawice, "--scenario", "historical-1", "--script", dir / "bad.txt"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find(dir / "bad.txt" + ":2: unknown unit \"nobody\""), std::string::npos) << r.err;
  r = runCartouche({"play", kRaclawice, "--scenario", "nowhere", "--script", dir / "bad.txt"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("no scenario 'nowhere'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("historical-1"), std::string::npos) << "names the scenarios there are: " << r.err;
  r = runCartouche({"play", kRaclawice, "--scenario", "historical-1"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("give --script ACTIONS or --resume PLAYTEST"), std::string::npos) << r.err;
  r = runCartouche({"play", kRaclawice, "--scenario", "historical-1", "--script", dir / "absent.txt"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("absent.txt: cannot read the file"), std::string::npos) << r.err;
  r = runCartouche({"play", kRaclawice, "--scenario", "historical-1", "--script", dir / "bad.txt", "--seed", "-3"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("--seed \"-3\" is not a whole number"), std::string::npos) << r.err;
  r = runCartouche(
      {"play", kRaclawice, "--scenario", "historical-2", "--variant", "hypothetical", "--script", dir / "bad.txt"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("'hypothetical' is not a variant of 'historical-2'"), std::string::npos) << r.err;
}

TEST(PlayCommand, JsonHoldsTheLogTheStateAndTheRefusal) {
  TempDir dir("play");
  writeFile(dir / "a.txt", "end phase\nmelee pl-i-1-w-bkn at 0715\n");
  RunResult r = runCartouche({"play", kRaclawice, "--scenario", "historical-1", "--script", dir / "a.txt", "--json"});
  EXPECT_EQ(r.exitCode, 1) << r.err;
  json j = json::parse(r.out);
  EXPECT_FALSE(j["ok"].get<bool>());
  EXPECT_EQ(j["refused"]["line"], 2);
  EXPECT_EQ(j["refused"]["action"], "melee pl-i-1-w-bkn at 0715");
  EXPECT_EQ(j["phase"]["name"], "movement and fire");
  EXPECT_EQ(j["turn"], 1);
  bool found = false;
  for (const json& u : j["units"])
    if (u["unit"] == "pl-i-1-w-bkn") {
      found = true;
      EXPECT_EQ(u["hex"], "0715");
      EXPECT_EQ(u["losses"], 0);
    }
  EXPECT_TRUE(found);
  ASSERT_EQ(j["victory_points"].size(), 2u);
  EXPECT_EQ(j["victory_points"][1]["automatic"], 167);
}

TEST(PlayCommand, APlaytestSavesResumesAndRefusesAChangedBattle) {
  TempDir dir("play");
  writeFile(dir / "a.txt", "end phase\nend phase\n");
  RunResult r = runCartouche({"play", kRaclawice, "--scenario", "historical-1", "--script", dir / "a.txt", "--seed",
                              "7", "--save", dir / "game.playtest"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  const std::string saved = readFile(dir / "game.playtest");
  EXPECT_NE(saved.find("battle = \"Racławice 1794\""), std::string::npos) << saved;
  EXPECT_NE(saved.find("seed = 7\n"), std::string::npos);
  EXPECT_NE(saved.find("[actions]\nend phase\nend phase\n"), std::string::npos) << saved;
  writeFile(dir / "b.txt", "end phase\n");
  RunResult resumed = runCartouche({"play", kRaclawice, "--resume", dir / "game.playtest", "--script", dir / "b.txt"});
  ASSERT_EQ(resumed.exitCode, 0) << resumed.err;
  EXPECT_NE(resumed.out.find("State: turn 1 of 15, 16:00, melee"), std::string::npos) << resumed.out;

  // The same battle with one hex's terrain changed: the playtest no longer applies.
  const std::string changed = dir / "changed";
  RunResult dump = runCartouche({"dump", kRaclawice, changed});
  ASSERT_EQ(dump.exitCode, 0) << dump.err;
  std::string text = readFile(changed + "/elevation.txt");
  const size_t digit = text.find_first_of("0123456789", text.find('\n'));
  ASSERT_NE(digit, std::string::npos);
  text[digit] = text[digit] == '1' ? '2' : '1';
  writeFile(changed + "/elevation.txt", text);
  ASSERT_EQ(runCartouche({"load", changed, dir / "changed.gpkg"}).exitCode, 0);
  RunResult refused = runCartouche({"play", dir / "changed.gpkg", "--resume", dir / "game.playtest"});
  EXPECT_EQ(refused.exitCode, 2);
  EXPECT_NE(refused.err.find("game.playtest: the playtest was saved against another version of the battle: the map "
                             "has changed since"),
            std::string::npos)
      << refused.err;
}

// A whole Racławice game turn through the command line, on the sample with stand-in charts and unit values (the
// rulebook's text edition lacks them; tests/fixtures/play/ labels them as test values): the sequence of play, a
// move, a move into the enemy's hex ([6.9]), fire on the Ranged Combat Table with a morale check on typed dice, a
// melee with both sides' rolls ([11.3]), and the turn's end with the victory points it scored ([12.1]).
const char* kRaclawiceTurn =
    "end phase\n"
    "move ru-1-iii-jekatierynoslawski 2606\n"
    "move pl-v-2-m-bkn 2205 2305 2405 2505 2506\n"
    "fire ru-1-iii-jekatierynoslawski at 2506 dice 3\n"
    "move pl-v-2-m-bkn 2606\n"
    "end phase\n"
    "end phase\n"
    "melee pl-v-2-m-bkn at 2606 dice 7 2\n"
    "withdraw ru-1-iii-jekatierynoslawski to 2706\n"
    "end phase\n";

struct RaclawiceWithCharts {
  TempDir dir{"play-turn"};
  std::string gpkg = dir / "raclawice.gpkg";
  RaclawiceWithCharts() {
    testing::writeRaclawiceWithTestCharts(CARTOUCHE_SOURCE_DIR, dir / "raclawice");
    RunResult load = runCartouche({"load", dir / "raclawice", gpkg});
    EXPECT_EQ(load.exitCode, 0) << load.err;
  }
};

TEST(PlayCommand, AWholeRaclawiceTurnWithTestCharts) {
  RaclawiceWithCharts battle;
  writeFile(battle.dir / "turn.txt", kRaclawiceTurn);
  RunResult r = runCartouche({"play", battle.gpkg, "--scenario", "historical-1", "--script", battle.dir / "turn.txt"});
  ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
  for (const char* line : {
           "[turn 1, movement and fire] V/2 M. BKN moves 2105 → 2205 → 2305 → 2405 → 2505 → 2506: 5 of 8 movement "
           "points",
           "firepower 6 / 1 = 6: row 6-9 of Ranged Combat Table (test values): 1M; morale check 3 + 1 = 4 against "
           "morale 6 (V/2 M. BKN): passed",
           "it entered a hex of enemy units, a melee hex, which it leaves only by melee ([6.9], [6.11])",
           "melee at 2606: attacker 7, defender 2: attacker wins; V/2 M. BKN loses 1 step; 1/III/Jekatierynosławski "
           "loses 2 steps",
           "1/III/Jekatierynosławski must withdraw into any hex (its facing is not known): 2706, 2705, 2605, 2506, "
           "2607 or 2707 ([8.16.6])",
           "1/III/Jekatierynosławski withdraws 2606 → 2706 ([8.16.6])",
           "[turn 2, commander activation] Turn 2 of 15, 16:10, commander activation.",
           "  pl-v-2-m-bkn: 2606, 1 loss",
           "Victory points, pl: 8 (automatic victory at 159)",
       })
    EXPECT_NE(r.out.find(line), std::string::npos) << line << "\n" << r.out;
}

TEST(PlayCommand, RolledDiceReplayExactlyFromTheSavedPlaytest) {
  RaclawiceWithCharts battle;
  // The same turn with the melee's dice left to the game, up to the melee: the saved playtest records every roll.
  // (The fire's dice stay typed: a failed morale check would owe a withdrawal before the move that follows it; the
  // side that loses the melee owes one, which the saved game keeps.)
  std::string rolled = kRaclawiceTurn;
  rolled.erase(rolled.find(" dice 7 2"), std::string(" dice 7 2").size());
  rolled.erase(rolled.find("withdraw "));
  writeFile(battle.dir / "turn.txt", rolled);
  writeFile(battle.dir / "none.txt", "");
  RunResult first =
      runCartouche({"play", battle.gpkg, "--scenario", "historical-1", "--script", battle.dir / "turn.txt", "--seed",
                    "1794", "--save", battle.dir / "game.playtest", "--json"});
  ASSERT_EQ(first.exitCode, 0) << first.out << first.err;
  const std::string saved = readFile(battle.dir / "game.playtest");
  EXPECT_NE(saved.find("fire ru-1-iii-jekatierynoslawski at 2506 dice 3"), std::string::npos) << saved;
  EXPECT_NE(saved.find("melee pl-v-2-m-bkn at 2606 dice "), std::string::npos) << saved;
  RunResult again = runCartouche(
      {"play", battle.gpkg, "--resume", battle.dir / "game.playtest", "--script", battle.dir / "none.txt", "--json"});
  ASSERT_EQ(again.exitCode, 0) << again.err;
  json a = json::parse(first.out), b = json::parse(again.out);
  EXPECT_EQ(a["units"], b["units"]);
  EXPECT_EQ(a["log"], b["log"]);
  EXPECT_EQ(a["victory_points"], b["victory_points"]);
}

TEST(PlayCommand, TypedDiceAFireDoesNotRollAreRefused) {
  RaclawiceWithCharts battle;
  writeFile(battle.dir / "a.txt",
            "end phase\nmove ru-1-iii-jekatierynoslawski 2606\nmove pl-v-2-m-bkn 2205 2305 2405\n"
            "fire ru-1-iii-jekatierynoslawski at 2405 dice 3\n");
  RunResult r = runCartouche({"play", battle.gpkg, "--scenario", "historical-1", "--script", battle.dir / "a.txt"});
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find(":4: fire ru-1-iii-jekatierynoslawski at 2405 dice 3: this fire needs no dice"),
            std::string::npos)
      << r.err;
}

TEST(PlayCommand, ADeclaredModifierRowCountsInTheMelee) {
  RaclawiceWithCharts battle;
  std::string script = kRaclawiceTurn;
  const std::string melee = "melee pl-v-2-m-bkn at 2606 dice 7 2";
  script.replace(script.find(melee), melee.size(),
                 "melee pl-v-2-m-bkn at 2606 with \"melee-combat-modifiers:Attack into a flank zone\" dice 2 3");
  writeFile(battle.dir / "turn.txt", script);
  RunResult r = runCartouche({"play", battle.gpkg, "--scenario", "historical-1", "--script", battle.dir / "turn.txt"});
  ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
  // Without the row the attacker's 2 loses to the defender's 3; with its +2 the attacker's 4 wins.
  EXPECT_NE(r.out.find("each side rolls one d10, the attacker's modified by +2 and the defender's by 0"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("melee at 2606: attacker 2 + 2 = 4"), std::string::npos) << r.out;
}

TEST(PlayCommand, AUnitAtDoubleTimeCannotFireThatPhase) {
  RaclawiceWithCharts battle;
  writeFile(battle.dir / "a.txt",
            "end phase\nmove pl-v-2-m-bkn 2205 2305 2405 2505 2506\n"
            "move ru-1-iii-jekatierynoslawski 2606 double-time\n"
            "fire ru-1-iii-jekatierynoslawski at 2506\n");
  RunResult r = runCartouche({"play", battle.gpkg, "--scenario", "historical-1", "--script", battle.dir / "a.txt"});
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("1/III/Jekatierynosławski moves at double time 2706 → 2606: 1 of 6 movement points"),
            std::string::npos)
      << "double time adds 2 to the allowance ([8.9])\n"
      << r.out;
  EXPECT_NE(r.err.find(":4: fire ru-1-iii-jekatierynoslawski at 2506: ru-1-iii-jekatierynoslawski moved at double "
                       "time this phase: it cannot fire ([8.9])"),
            std::string::npos)
      << r.err;
}

}  // namespace
}  // namespace cartouche::test
