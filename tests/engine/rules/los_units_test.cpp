// Line of sight with a scenario's units (rules/los_units.h): who blocks in each family, La Bataille's friend of
// the target, and front hexsides from formation and facing.
#include "rules/los_units.h"

#include <gtest/gtest.h>

#include "support/army_builder.h"

namespace cartouche {
namespace {

using ArmyBattle = testing::StackingArmyBattle;

UnitLos look(const ArmyBattle& a, Hex from, Hex to) {
  LosMap map(a.battle, losRulesFor(a.battle));
  return losWithUnits(map, ScenarioUnits(a.battle, a.battle.scenarios[0]), from, to);
}

TEST(LosUnits, LaBatailleCombatFormationsBlockRoutedAndLeadersDoNot) {
  ArmyBattle a;
  a.regiment("r1", "fr", "line-infantry", 1, 6);
  a.place("r1-1-u", a.hex(4, 2), "column");
  UnitLos l = look(a, a.hex(1, 2), a.hex(7, 2));
  EXPECT_FALSE(l.los.visible);
  EXPECT_EQ(l.los.blocker, LosBlocker::Unit);
  EXPECT_EQ(l.blockingUnit, "r1-1-u");
  EXPECT_EQ(l.los.blockingHex, a.hex(4, 2));
  a.scenario().setup[0].formation = "routed";
  EXPECT_TRUE(look(a, a.hex(1, 2), a.hex(7, 2)).los.visible);
  a.scenario().setup.clear();
  a.battle.army.leaders.push_back({"davout", "fr", "Davout", "", {"r1"}, {}, 4, "", ""});
  a.scenario().leaders.push_back({"davout", LeaderAt::Hex, a.hex(4, 2), "", ""});
  EXPECT_TRUE(look(a, a.hex(1, 2), a.hex(7, 2)).los.visible);
  // Without a scenario the same line is clear: the units are what blocked it.
  a.place("r1-1-u", a.hex(4, 2), "column");
  EXPECT_TRUE(los(a.battle, losRulesFor(a.battle), a.hex(1, 2), a.hex(7, 2)).visible);
}

TEST(LosUnits, LaBatailleFriendAdjacentToTheTargetStillBlocksALowerFirer) {
  // A lower firer sees over a blocker nearer the target "unless the blocking unit is adjacent to the target and is
  // a friendly unit" (seed 004, Line of Sight (23), Elevation).
  ArmyBattle a;
  for (int c = 5; c < 12; ++c) a.battle.map.setLevel(a.at(c, 2), 1);
  a.battle.map.setLevel(a.at(6, 2), 0);  // the blocker stands low, next to the target
  const std::string target = a.regiment("t", "au", "line-infantry", 1, 6)[0];
  a.place(target, a.hex(7, 2), "column");
  const std::string enemy = a.regiment("e", "fr", "line-infantry", 1, 6)[0];
  a.place(enemy, a.hex(6, 2), "column");
  EXPECT_TRUE(look(a, a.hex(1, 2), a.hex(7, 2)).los.visible);  // an enemy of the target: seen over
  const std::string friendUnit = a.regiment("f", "au", "line-infantry", 1, 6)[0];
  a.scenario().setup[1].unit = friendUnit;
  UnitLos l = look(a, a.hex(1, 2), a.hex(7, 2));
  EXPECT_FALSE(l.los.visible);
  EXPECT_EQ(l.blockingUnit, friendUnit);
}

TEST(LosUnits, RaclawiceAllButArtilleryBlock) {
  ArmyBattle a(true);
  a.node("pl", "fr", "brigade");
  a.place(a.unit("gun", "pl", "foot-artillery", std::nullopt), a.hex(4, 2));
  EXPECT_TRUE(look(a, a.hex(1, 2), a.hex(7, 2)).los.visible);
  a.place(a.unit("hussar", "pl", "hussars", std::nullopt), a.hex(5, 2), "routed");  // formation does not matter
  UnitLos l = look(a, a.hex(1, 2), a.hex(7, 2));
  EXPECT_FALSE(l.los.visible);
  EXPECT_EQ(l.blockingUnit, "hussar");
}

TEST(LosUnits, FrontHexsidesFromFormationAndFacing) {
  ArmyBattle a;
  const std::string u = a.regiment("r1", "fr", "line-infantry", 1, 6)[0];
  const Hex at = a.hex(5, 4);
  a.place(u, at, "column", std::nullopt, 0);  // column facing direction 0: front 5, 0, 1
  ScenarioUnits units(a.battle, a.scenario());
  EXPECT_EQ(units.frontHexsides(at), 0b100011);
  EXPECT_TRUE(units.seesThroughFront(at, a.hex(9, 4)));   // east, along direction 0
  EXPECT_FALSE(units.seesThroughFront(at, a.hex(1, 4)));  // west: the rear
  UnitLos l = look(a, at, a.hex(1, 4));
  EXPECT_FALSE(l.los.visible);
  EXPECT_FALSE(l.throughFront);
  EXPECT_EQ(l.firer, u);
  a.scenario().setup[0].formation = "general-order";  // five front hexsides: all but the rear
  EXPECT_EQ(ScenarioUnits(a.battle, a.scenario()).frontHexsides(at), 0b110111);
  a.scenario().setup[0].formation = "line";
  a.scenario().setup[0].facing = 1;  // the vertex between directions 0 and 1
  EXPECT_EQ(ScenarioUnits(a.battle, a.scenario()).frontHexsides(at), 0b000011);
  a.scenario().setup[0].formation = "skirmish";
  EXPECT_EQ(ScenarioUnits(a.battle, a.scenario()).frontHexsides(at), 0b100111);
  a.scenario().setup[0].formation = "carre";
  EXPECT_EQ(ScenarioUnits(a.battle, a.scenario()).frontHexsides(at), 0b111111);
  EXPECT_TRUE(look(a, at, a.hex(1, 4)).los.visible);
  a.scenario().setup[0].facing.reset();  // no facing: nothing restricts it
  a.scenario().setup[0].formation = "column";
  EXPECT_TRUE(look(a, at, a.hex(1, 4)).los.visible);
}

TEST(LosUnits, RaclawiceFrontalZoneAndSkirmishFlanks) {
  ArmyBattle a(true);
  a.node("pl", "fr", "brigade");
  const std::string u = a.unit("kos", "pl", "line-infantry", std::nullopt);
  const Hex at = a.hex(5, 4);
  a.place(u, at, "", std::nullopt, 7);  // the vertex between directions 3 and 4
  ScenarioUnits units(a.battle, a.scenario());
  EXPECT_EQ(units.frontHexsides(at), 0b011000);
  EXPECT_FALSE(units.seesThroughFront(at, a.hex(9, 4)));
  a.scenario().setup[0].formation = "skirmish";  // [10.2]: also through the flank zones
  EXPECT_EQ(ScenarioUnits(a.battle, a.scenario()).frontHexsides(at), 0b111100);
}

}  // namespace
}  // namespace cartouche
