// A game in progress: the turn and phase advance through the sequence of play, reinforcements arrive on their turn
// (at the nearest hex free of the enemy where the scenario says so), the game ends after the last turn or at an
// automatic victory, the phase decides who may act, and undo and redo restore the whole game.
#include "play/game.h"

#include <gtest/gtest.h>

#include "play/victory.h"
#include "support/army_builder.h"
#include "support/test_battles.h"

namespace cartouche {
namespace {

using testing::ArmyBuilder;
using testing::makeTestBattle;

// A 10x10 map with two sides, two units each, a reinforcement for pl on turn 2 entering at 0505.
Battle smallBattle(WhenOccupied when = WhenOccupied::NearestFree) {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 10, 10);
  b.info["system"] = "raclawice";
  ArmyBuilder a(b);
  a.troopType("infantry", "Infantry", Arm::Infantry).troopType("artillery", "Artillery", Arm::Artillery);
  a.field("morale", "Morale");
  a.formation("line", "Line", FacingRule::Vertex, false, true, {"column"});
  a.formation("column", "Column", FacingRule::Hexside);
  a.side("pl", "Polish army", {200, 40, 40, 255}).side("ru", "Russian army", {40, 160, 40, 255});
  a.node("pl-army", "pl", "army");
  a.node("ru-army", "ru", "army");
  a.unit("pl-1", "pl-army", "1 pp", "infantry", {{"morale", "7"}});
  a.unit("pl-2", "pl-army", "2 pp", "infantry", {{"morale", "6"}});
  a.unit("pl-3", "pl-army", "3 pp", "infantry", {});
  a.unit("ru-1", "ru-army", "1 ru", "infantry", {{"morale", "8"}});
  a.unit("ru-gun", "ru-army", "gun", "artillery", {});
  a.stackingTable({{"any", "four units", "4 infantry units"}});
  a.leader("kosciuszko", "pl", "Tadeusz Kościuszko", "gen.", {"pl-army"});
  Scenario& s = a.scenario("s", "Test scenario");
  s.startTime = "16:00";
  s.turnMinutes = 20;
  s.turns = 3;
  s.turnTrack.duskTurns = {3};
  const GridSettings& g = b.map.grid();
  auto hex = [&](const char* label) { return g.parseLabel(label).value(); };
  a.place("pl-1", hex("0202"), "line");
  a.place("pl-2", hex("0203"), "line");
  a.place("ru-1", hex("0505"), "line");
  a.place("ru-gun", hex("0808"));
  Reinforcement r;
  r.turn = 2;
  r.units = {"pl-3"};
  r.entry = {hex("0505")};
  r.whenOccupied = when;
  a.scenario().reinforcements.push_back(r);
  a.scenario().victory.automaticPoints = {{"pl", 15}, {"ru", 30}};
  return b;
}

Action end(ActionKind kind) {
  Action a;
  a.kind = kind;
  return a;
}

TEST(Game, PhasesThenTurnsWithTheClock) {
  Battle b = smallBattle();
  Game game = Game::start(b, "s", DiceSource(7)).value();
  EXPECT_EQ(game.turnDescription(), "turn 1 of 3, 16:00, pl movement");
  ASSERT_TRUE(game.perform(end(ActionKind::EndPhase)));
  EXPECT_EQ(game.turnDescription(), "turn 1 of 3, 16:00, pl fire");
  for (int i = 0; i < 5; ++i) ASSERT_TRUE(game.perform(end(ActionKind::EndPhase)));
  EXPECT_EQ(game.turnDescription(), "turn 2 of 3, 16:20, pl movement");
  ASSERT_TRUE(game.perform(end(ActionKind::EndTurn)));
  EXPECT_EQ(game.turnDescription(), "turn 3 of 3, 16:40 (dusk), pl movement");
  ASSERT_TRUE(game.perform(end(ActionKind::EndTurn)));
  EXPECT_NE(game.over().find("last turn (3)"), std::string::npos);
  Status refused = game.perform(end(ActionKind::EndPhase));
  EXPECT_FALSE(refused);
  EXPECT_NE(refused.message().find("the game is over"), std::string::npos);
}

TEST(Game, ReinforcementGoesToTheNearestHexFreeOfTheEnemy) {
  Battle b = smallBattle(WhenOccupied::NearestFree);
  Game game = Game::start(b, "s", DiceSource(7)).value();
  EXPECT_FALSE(game.state().unit("pl-3")->hex);
  EXPECT_EQ(game.state().unit("pl-3")->arrivesTurn, 2);
  ASSERT_TRUE(game.perform(end(ActionKind::EndTurn)));
  const UnitState* u = game.state().unit("pl-3");
  ASSERT_TRUE(u->hex);
  const Hex entry = b.map.grid().parseLabel("0505").value();
  EXPECT_EQ(distance(*u->hex, entry), 1) << "0505 holds ru-1, so the nearest free hex is next to it";
  EXPECT_TRUE(game.state().reinforcements.empty());
  EXPECT_NE(game.log().back().text.find("nearest hex free of the enemy"), std::string::npos);
}

TEST(Game, ReinforcementWaitsWhileItsEntryIsHeld) {
  Battle b = smallBattle(WhenOccupied::Wait);
  Game game = Game::start(b, "s", DiceSource(7)).value();
  ASSERT_TRUE(game.perform(end(ActionKind::EndTurn)));
  EXPECT_FALSE(game.state().unit("pl-3")->hex);
  EXPECT_EQ(game.state().unit("pl-3")->arrivesTurn, 3);
  ASSERT_EQ(game.state().reinforcements.size(), 1u);
}

TEST(Game, ThePhaseDecidesWhoMayAct) {
  Battle b = smallBattle();
  Game game = Game::start(b, "s", DiceSource(7)).value();
  Action fire;
  fire.kind = ActionKind::Fire;
  fire.units = {"pl-1"};
  fire.hexes = {b.map.grid().parseLabel("0505").value()};
  Status s = game.perform(fire);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("fire is not allowed in the pl movement phase"), std::string::npos) << s.message();
  Action move;
  move.kind = ActionKind::Move;
  move.units = {"ru-1"};
  move.hexes = {b.map.grid().parseLabel("0504").value()};
  s = game.perform(move);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("ru-1 belongs to ru, not to pl"), std::string::npos) << s.message();
  EXPECT_TRUE(game.performed().empty());
  EXPECT_FALSE(game.canUndo());
}

TEST(Game, UndoAndRedoRestoreTheWholeGame) {
  Battle b = smallBattle();
  Game game = Game::start(b, "s", DiceSource(7)).value();
  const PlayState start = game.state();
  const size_t logStart = game.log().size();
  ASSERT_TRUE(game.perform(end(ActionKind::EndTurn)));
  const PlayState turn2 = game.state();
  ASSERT_NE(turn2, start);
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(game.state(), start);
  EXPECT_EQ(game.log().size(), logStart);
  EXPECT_TRUE(game.performed().empty());
  ASSERT_TRUE(game.redo());
  EXPECT_EQ(game.state(), turn2);
  EXPECT_EQ(game.performed().size(), 1u);
  EXPECT_FALSE(game.redo());
}

TEST(Game, FormationChangesWithTheFacingAndStackingChecked) {
  Battle b = smallBattle();
  b.scenarios.front().setup[0].facing = 1;                              // pl-1 in line facing a vertex
  b.scenarios.front().setup[1].hex = b.scenarios.front().setup[0].hex;  // pl-2 in line, same hex
  Game game = Game::start(b, "s", DiceSource(7)).value();
  Action change;
  change.kind = ActionKind::Formation;
  change.units = {"pl-1"};
  change.formation = "column";
  Status s = game.perform(change);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("stand in formations that may not share a hex"), std::string::npos) << s.message();
  EXPECT_EQ(game.state().unit("pl-1")->formation, "line") << "a refused change leaves the unit as it was";
  change.units = {"pl-1", "pl-2"};
  ASSERT_TRUE(game.perform(change)) << "both change together";
  EXPECT_EQ(game.state().unit("pl-2")->formation, "column");
  EXPECT_FALSE(game.state().unit("pl-1")->facing) << "a vertex facing does not suit a column";
  EXPECT_NE(game.log().back().text.find("pl-1 at 0202 changes from Line to Column (its facing ENE does not suit"),
            std::string::npos)
      << game.log().back().text;
  s = game.perform(change);
  EXPECT_NE(s.message().find("pl-1 is already in Column"), std::string::npos) << s.message();
}

TEST(Victory, RaclawiceEliminationsAndObjectives) {
  Battle b = smallBattle();
  Scenario s = b.scenarios.front();
  const Hex objective = b.map.grid().parseLabel("0202").value();
  s.victory.objectives.push_back(Objective{objective, "Racławice", "", 5});
  PlayState state = startPlay(b, "s").value();
  state.unit("ru-1")->eliminated = true;    // morale 8 to pl
  state.unit("ru-gun")->eliminated = true;  // artillery: 8 to pl
  state.unit("pl-2")->eliminated = true;    // morale 6 to ru
  std::vector<VictoryTally> t = tallyVictory(b, s, state);
  ASSERT_EQ(t.size(), 2u);
  EXPECT_EQ(t[0].side, "pl");
  EXPECT_EQ(t[0].objectives, 5) << "pl-1 alone holds 0202";
  EXPECT_EQ(t[0].eliminations, 16);
  EXPECT_EQ(t[1].eliminations, 6);
  // A unit whose morale the battle does not give is counted as unknown, not as 0.
  state.unit("pl-3")->eliminated = true;
  t = tallyVictory(b, s, state);
  EXPECT_EQ(t[1].eliminations, 6);
  ASSERT_EQ(t[1].unknown.size(), 1u);
  EXPECT_EQ(t[1].unknown[0], "pl-3");
}

TEST(Victory, AutomaticVictoryEndsTheGame) {
  Battle b = smallBattle();
  b.scenarios.front().victory.objectives.push_back(
      Objective{b.map.grid().parseLabel("0202").value(), "hill", "pl", 15});
  Game game = Game::start(b, "s", DiceSource(7)).value();
  EXPECT_TRUE(game.over().empty()) << "victory is checked as turns begin";
  ASSERT_TRUE(game.perform(end(ActionKind::EndTurn)));
  EXPECT_NE(game.over().find("Polish army reach their automatic victory: 15"), std::string::npos) << game.over();
}

}  // namespace
}  // namespace cartouche
