// The action lines a playtest script and a saved playtest hold, the dice a game rolls or is given, and the saved
// playtest's header: read back exactly, refused with the word at fault, and refused against a changed battle.
#include "play/actions.h"

#include <gtest/gtest.h>

#include <map>

#include "play/dice_source.h"
#include "play/game.h"
#include "play/playtest_file.h"
#include "text/battle_text.h"

namespace cartouche {
namespace {

const std::string kRaclawice = std::string(CARTOUCHE_SOURCE_DIR) + "/sample-battles/raclawice-1794";

const Battle& raclawice() {
  static const Battle b = loadBattleText(kRaclawice).value();
  return b;
}

std::string firstUnit() { return raclawice().army.units.front().code; }
std::string secondUnit() { return raclawice().army.units[1].code; }

TEST(Actions, EveryKindReadsBackFromItsLine) {
  const Battle& b = raclawice();
  const std::vector<std::string> lines = {
      "move " + firstUnit() + "," + secondUnit() + " 1203 1204 1305",
      "move " + firstUnit() + " 1203 road double-time",
      "face " + firstUnit() + " NE",
      "formation " + firstUnit() + " " + b.armyVocabulary.formations.front().code,
      "fire " + firstUnit() + " at 1506 dice 7",
      "melee " + firstUnit() + "," + secondUnit() + " at 1506",
      "melee " + firstUnit() + " at 1506 dice 7 2",
      "fire " + firstUnit() +
          " at 1506 with \"movement-point-costs:Turn 60 degrees\" with \"stacking:a \\\"b\\\"\" dice 3",
      "end phase",
      "end turn",
  };
  for (const std::string& line : lines) {
    Result<std::optional<Action>> a = parseAction(b, line);
    ASSERT_TRUE(a.isOk()) << line << ": " << a.status().message();
    ASSERT_TRUE(a.value().has_value()) << line;
    EXPECT_EQ(formatAction(b, *a.value()), line);
  }
}

TEST(Actions, DeclaredModifierRowsKeepTheirWords) {
  const Battle& b = raclawice();
  Result<std::optional<Action>> a =
      parseAction(b, "melee " + firstUnit() + " at 1506 with \"movement-point-costs:Turn 60 degrees\" dice 7 2");
  ASSERT_TRUE(a.isOk()) << a.status().message();
  const Action& action = *a.value();
  ASSERT_EQ(action.conditions.size(), 1u);
  EXPECT_EQ(action.conditions[0].table, "movement-point-costs");
  EXPECT_EQ(action.conditions[0].row, "Turn 60 degrees");
  EXPECT_EQ(action.dice, 7);
  EXPECT_EQ(action.defenderDice, 2);
}

TEST(Actions, CommentsAndBlankLinesAreSkippedAndLinesCounted) {
  const Battle& b = raclawice();
  Result<std::vector<Action>> a = parseActions(b, "# a turn\n\nend phase   # done\n  end turn\n");
  ASSERT_TRUE(a.isOk()) << a.status().message();
  ASSERT_EQ(a.value().size(), 2u);
  EXPECT_EQ(a.value()[0].line, 3);
  EXPECT_EQ(a.value()[1].kind, ActionKind::EndTurn);
  EXPECT_EQ(a.value()[1].line, 4);
}

TEST(Actions, RefusalsNameTheWordAtFault) {
  const Battle& b = raclawice();
  const std::map<std::string, std::string> cases = {
      {"march " + firstUnit() + " 1203", "unknown action \"march\""},
      {"move nobody 1203", "unknown unit \"nobody\""},
      {"move " + firstUnit() + " 9999", "hex 9999 is not on the map (its labels run from 0101 to"},
      {"move " + firstUnit(), "move takes UNIT"},
      {"move " + firstUnit() + "," + firstUnit() + " 1203", "is named twice"},
      {"face " + firstUnit() + " UP", "\"UP\" is not a facing (E, ENE"},
      {"formation " + firstUnit() + " phalanx", "unknown formation \"phalanx\" ("},
      {"fire " + firstUnit() + " 1506", "fire takes UNIT[,UNIT...] at HEX"},
      {"fire " + firstUnit() + " at 1506 dice seven", "dice \"seven\" is not a number"},
      {"fire " + firstUnit() + " at 1506 dice 7 2",
       "fire takes UNIT[,UNIT...] at HEX [with \"TABLE:ROW\"]... [dice N];"},
      {"fire " + firstUnit() + " at 1506 with \"nowhere:row\"", "the battle has no table \"nowhere\""},
      {"fire " + firstUnit() + " at 1506 with stacking", "with \"stacking\" is not TABLE:ROW"},
      {"melee " + firstUnit() + " at 1506 with \"stacking:any", "a quote is not closed"},
      {"end game", "\"end\" is followed by \"phase\" or \"turn\""},
  };
  for (const auto& [line, expected] : cases) {
    Result<std::optional<Action>> a = parseAction(b, line);
    ASSERT_FALSE(a.isOk()) << line;
    EXPECT_NE(a.status().message().find(expected), std::string::npos) << line << " -> " << a.status().message();
  }
  Result<std::vector<Action>> all = parseActions(b, "end phase\nend\n");
  ASSERT_FALSE(all.isOk());
  EXPECT_EQ(all.status().message().rfind("line 2: ", 0), 0u) << all.status().message();
}

TEST(DiceSource, EveryFaceOfEveryDieAndNothingElse) {
  DiceSource d(12345);
  for (DieKind kind : allDieKinds()) {
    std::map<int, int> seen;
    for (int i = 0; i < 4000; ++i) {
      int r = d.roll(kind).value();
      ASSERT_TRUE(isValidRoll(kind, r)) << dieKindName(kind) << " gave " << r;
      ++seen[r];
    }
    EXPECT_EQ(int(seen.size()), dieSpaceSize(kind)) << dieKindName(kind);
    if (kind == DieKind::TwoD6Sum) {
      EXPECT_GT(seen[7], seen[2] * 3) << "7 is six times as likely as 2";
    }
  }
}

TEST(DiceSource, TheSameSeedRollsTheSameAndResumesWhereItLeftOff) {
  DiceSource a(42), b(42);
  for (int i = 0; i < 50; ++i) EXPECT_EQ(a.roll(DieKind::TwoDiceBase6).value(), b.roll(DieKind::TwoDiceBase6).value());
  DiceSource c = DiceSource::resumed(42, a.draws());
  for (int i = 0; i < 20; ++i) EXPECT_EQ(a.roll(DieKind::D10).value(), c.roll(DieKind::D10).value());
}

TEST(DiceSource, TypedDiceAreCheckedAgainstTheDie) {
  DiceSource d(1);
  EXPECT_EQ(d.roll(DieKind::TwoDiceBase6, 43).value(), 43);
  EXPECT_EQ(d.draws(), 0u) << "typed dice draw nothing";
  Result<int> bad = d.roll(DieKind::TwoDiceBase6, 47);
  ASSERT_FALSE(bad.isOk());
  EXPECT_EQ(bad.status().message(), "47 is not a roll of two dice 11-66");
  EXPECT_FALSE(d.roll(DieKind::D10, 10).isOk());
}

TEST(PlaytestFile, SavedAndResumedExactly) {
  const Battle& b = raclawice();
  const std::string scenario = b.scenarios.front().code;
  Game game = Game::start(b, scenario, DiceSource(99)).value();
  Action endPhase;
  endPhase.kind = ActionKind::EndPhase;
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(game.perform(endPhase));
  const std::string text = formatPlaytest(b, game.toPlaytest());
  EXPECT_NE(text.find("battle = \"" + b.title() + "\""), std::string::npos) << "diacritics kept: " << text;
  Result<PlaytestFile> file = parsePlaytest(b, text);
  ASSERT_TRUE(file.isOk()) << file.status().message();
  EXPECT_EQ(file.value().actions.size(), 3u);
  EXPECT_EQ(file.value().actions[0].line, 9) << "lines count from the top of the file";
  Result<Game> resumed = Game::resume(b, file.value());
  ASSERT_TRUE(resumed.isOk()) << resumed.status().message();
  EXPECT_EQ(resumed.value().state(), game.state());
  EXPECT_EQ(resumed.value().log(), game.log());
  EXPECT_EQ(formatPlaytest(b, resumed.value().toPlaytest()), text);
}

TEST(PlaytestFile, RefusesAChangedBattleSayingWhatChanged) {
  Battle b = raclawice();
  const std::string scenario = b.scenarios.front().code;
  Game game = Game::start(b, scenario, DiceSource(1)).value();
  const std::string text = formatPlaytest(b, game.toPlaytest());
  Battle changed = b;
  changed.map.setTerrain(0, TerrainId((changed.map.terrain(0) + 1) % changed.vocabulary.types().size()));
  Result<PlaytestFile> file = parsePlaytest(changed, text);
  ASSERT_FALSE(file.isOk());
  EXPECT_EQ(file.status().message(),
            "the playtest was saved against another version of the battle: the map has changed since");
}

TEST(PlaytestFile, RefusesWhatItCannotRead) {
  const Battle& b = raclawice();
  const std::map<std::string, std::string> cases = {
      {"playtest = 2\n[actions]\n", "line 1: playtest format 2 is newer than this Cartouche reads (1)"},
      {"playtest = 1\nscenario = x\n[actions]\n", "the playtest has no fingerprint of its battle"},
      {"hello\n", "line 1: expected KEY = VALUE or [actions]"},
      {"playtest = 1\n", "the playtest has no [actions] section"},
      {"playtest = 1\ncolour = red\n", "line 2: unknown key \"colour\""},
      {"playtest = 1\ndraws = 18446744073709551615\n",
       "line 2: draws 18446744073709551615 is more than a game rolls (100000000 at most)"},
  };
  for (const auto& [text, expected] : cases) {
    Result<PlaytestFile> f = parsePlaytest(b, text);
    ASSERT_FALSE(f.isOk()) << text;
    EXPECT_EQ(f.status().message(), expected);
  }
  // An action line that no longer reads is refused with its line in the file.
  Game game = Game::start(b, b.scenarios.front().code, DiceSource(1)).value();
  std::string text = formatPlaytest(b, game.toPlaytest()) + "end phase\nmove nobody 0101\n";
  Result<PlaytestFile> f = parsePlaytest(b, text);
  ASSERT_FALSE(f.isOk());
  EXPECT_EQ(f.status().message(), "line 10: unknown unit \"nobody\"");
}

}  // namespace
}  // namespace cartouche
