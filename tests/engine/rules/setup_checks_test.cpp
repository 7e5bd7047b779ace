// Set-up validation (rules/setup_checks.h): one broken set-up per problem, and validate() reporting them per scenario.
#include "rules/setup_checks.h"

#include <gtest/gtest.h>

#include "rules/validate.h"
#include "support/army_builder.h"

namespace cartouche {
namespace {

using ArmyBattle = testing::StackingArmyBattle;

std::vector<Problem> check(const ArmyBattle& a, size_t scenario = 0) {
  std::vector<Problem> out;
  checkSetup(a.battle, a.battle.scenarios[scenario], out);
  return out;
}

std::string codes(const std::vector<Problem>& ps) {
  std::string s;
  for (const Problem& p : ps) s += (s.empty() ? "" : " ") + p.code;
  return s;
}

struct PlacedRegiment : ArmyBattle {
  std::vector<std::string> units;
  PlacedRegiment() {
    units = regiment("r1", "fr", "line-infantry", 2, 6);
    place(units[0], hex(2, 2), "column", std::nullopt, 0);
    place(units[1], hex(3, 2), "line", std::nullopt, 1);
    RuleTable t;
    t.code = "movement";
    t.kind = TableKind::Movement;
    t.columns = {{"terrain", "Terrain", CellType::Terrain},
                 {"infantry", "Infantry", CellType::MoveCost},
                 {"cavalry", "Cavalry", CellType::MoveCost}};
    t.rows = {{"clear", "1", "1"}, {"woods", "2", "P"}};
    battle.rules.push_back(t);
  }
};

TEST(SetupChecks, CleanSetUpHasNoProblems) {
  PlacedRegiment a;
  EXPECT_EQ(codes(check(a)), "");
}

TEST(SetupChecks, UnitOffTheMapOrOnProhibitedTerrain) {
  PlacedRegiment a;
  a.scenario().setup[0].hex = Hex{40, 40};
  auto ps = check(a);
  ASSERT_EQ(codes(ps), "unit-off-map");
  EXPECT_EQ(ps[0].scenario, "s1");
  EXPECT_EQ(ps[0].units, (std::vector<std::string>{"r1-1-u"}));
  a.scenario().setup[0].hex = a.hex(2, 2);
  std::string cav = a.single("c1", "fr", "regiment", "hussars", 4);
  a.place(cav, a.hex(6, 6), "column", std::nullopt, 0);
  a.battle.map.setTerrain(a.at(6, 6), a.woods);
  ps = check(a);
  ASSERT_EQ(codes(ps), "unit-on-prohibited-terrain");
  EXPECT_EQ(ps[0].hex, a.at(6, 6));
  EXPECT_NE(ps[0].message.find("hex 0707"), std::string::npos) << ps[0].message;
  a.battle.map.setTerrain(a.at(2, 2), a.woods);  // infantry pay 2 there: allowed
  EXPECT_EQ(codes(check(a)), "unit-on-prohibited-terrain");
}

TEST(SetupChecks, FacingTheFormationCannotTake) {
  PlacedRegiment a;
  a.scenario().setup[0].facing = 3;  // a vertex, in column
  auto ps = check(a);
  ASSERT_EQ(codes(ps), "bad-facing");
  EXPECT_NE(ps[0].message.find("faces a hexside"), std::string::npos) << ps[0].message;
  a.scenario().setup[0].facing = 2;
  a.scenario().setup[1].facing = 4;  // a hexside, in line
  EXPECT_EQ(codes(check(a)), "bad-facing");
  a.scenario().setup[1].facing = 5;
  a.scenario().setup[1].formation = "carre";
  a.scenario().setup[1].facing = 4;
  EXPECT_EQ(codes(check(a)), "");  // carré faces all six
  a.scenario().setup[1].formation = "routed";
  EXPECT_EQ(codes(check(a)), "bad-facing");
  a.scenario().setup[1].formation = "wedge";
  EXPECT_EQ(codes(check(a)), "unknown-formation");
}

TEST(SetupChecks, SecondHex) {
  PlacedRegiment a;
  a.scenario().setup[1].second = a.hex(5, 5);
  EXPECT_EQ(codes(check(a)), "second-hex-not-adjacent");
  a.scenario().setup[1].second = neighbour(a.hex(3, 2), 0);
  EXPECT_EQ(codes(check(a)), "");
  a.scenario().setup[0].second = neighbour(a.hex(2, 2), 3);  // a column holds one hex
  EXPECT_EQ(codes(check(a)), "second-hex-not-allowed");
}

TEST(SetupChecks, UnitSetUpTwiceOrMissing) {
  PlacedRegiment a;
  a.place(a.units[0], a.hex(5, 5));
  EXPECT_EQ(codes(check(a)), "unit-set-up-twice");
  a.scenario().setup.pop_back();
  std::string extra = a.regiment("r2", "fr", "line-infantry", 1, 4)[0];
  auto ps = check(a);
  ASSERT_EQ(codes(ps), "unit-missing-from-setup");
  EXPECT_EQ(ps[0].severity, Severity::Warning);
  EXPECT_EQ(ps[0].units, (std::vector<std::string>{extra}));
  a.scenario().reinforcements.push_back({3, {extra}, {}, {a.hex(0, 0)}, WhenOccupied::Unspecified, ""});
  EXPECT_EQ(codes(check(a)), "");
  a.scenario().reinforcements[0].units.push_back(a.units[1]);
  EXPECT_EQ(codes(check(a)), "unit-set-up-twice");
  a.scenario().reinforcements.clear();
  a.scenario().removed.push_back(extra);
  EXPECT_EQ(codes(check(a)), "");
}

TEST(SetupChecks, LeaderNotWithAUnitHeCommands) {
  PlacedRegiment a;
  std::string other = a.regiment("r2", "fr", "line-infantry", 1, 4)[0];
  a.place(other, a.hex(8, 8));
  a.battle.army.leaders.push_back({"davout", "fr", "Louis-Nicolas Davout", "Marshal", {"r1"}, {}, 4, "", ""});
  a.scenario().leaders.push_back({"davout", LeaderAt::Unit, std::nullopt, a.units[0], ""});
  EXPECT_EQ(codes(check(a)), "");
  a.scenario().leaders[0].unit = other;  // not his
  EXPECT_EQ(codes(check(a)), "leader-not-with-his-units");
  a.scenario().leaders[0] = {"davout", LeaderAt::Hex, a.hex(3, 2), "", ""};
  EXPECT_EQ(codes(check(a)), "");
  a.scenario().leaders[0].hex = a.hex(8, 8);  // a hex of his own, as a set-up may print: commanders stand alone
  EXPECT_EQ(codes(check(a)), "");
  a.scenario().leaders[0].hex = a.hex(40, 40);
  EXPECT_EQ(codes(check(a)), "unit-off-map");
  a.scenario().leaders[0] = {"davout", LeaderAt::AnyOfHisUnits, std::nullopt, "", ""};
  EXPECT_EQ(codes(check(a)), "");
  a.scenario().setup[0].hex.reset();
  a.scenario().setup[1].hex.reset();
  auto ps = check(a);
  ASSERT_EQ(codes(ps), "leader-not-with-his-units");
  EXPECT_EQ(ps[0].units, (std::vector<std::string>{"davout"}));
}

TEST(SetupChecks, ReinforcementEntry) {
  PlacedRegiment a;
  std::string cav = a.single("c1", "fr", "regiment", "hussars", 4);
  a.scenario().reinforcements.push_back({5, {cav}, {}, {a.hex(0, 4)}, WhenOccupied::NearestFree, ""});
  EXPECT_EQ(codes(check(a)), "");
  a.scenario().reinforcements[0].entry = {a.hex(4, 4)};
  EXPECT_EQ(codes(check(a)), "bad-reinforcement-entry");
  a.scenario().reinforcements[0].entry = {a.hex(0, 4)};
  a.battle.map.setTerrain(a.at(0, 4), a.woods);
  auto ps = check(a);
  ASSERT_EQ(codes(ps), "bad-reinforcement-entry");
  EXPECT_NE(ps[0].message.find("prohibits to c1-u"), std::string::npos) << ps[0].message;
  a.scenario().reinforcements[0].entry = {Hex{-30, 2}};
  EXPECT_EQ(codes(check(a)), "bad-reinforcement-entry");
}

TEST(SetupChecks, VariantWhoseBaseIsGoneOrLoops) {
  PlacedRegiment a;
  Scenario v;
  v.code = "v1";
  v.base = "gone";
  a.battle.scenarios.push_back(v);
  auto ps = check(a, 1);
  ASSERT_EQ(codes(ps), "missing-base-scenario unit-missing-from-setup unit-missing-from-setup");
  a.battle.scenarios[1].base = "s1";
  EXPECT_EQ(codes(check(a, 1)), "");  // inherits the set-up
  a.scenario().base = "v1";
  EXPECT_EQ(codes(check(a, 1)).substr(0, 19), "base-scenario-cycle");
}

TEST(SetupChecks, ValidateReportsSetUpAndStackingPerScenario) {
  PlacedRegiment a;
  a.stackingTable({{"clear", "", "1 infantry battalion"}});
  a.scenario().setup[1].hex = a.hex(2, 2);
  a.scenario().setup[1].formation = "column";
  a.scenario().setup[1].facing = 0;
  Scenario v;
  v.code = "v1";
  v.base = "s1";
  a.battle.scenarios.push_back(v);
  ValidationReport r = validateBattle(a.battle);
  int over = 0;
  for (const Problem& p : r.problems)
    if (p.code == "over-stacked") {
      ++over;
      EXPECT_TRUE(p.scenario == "s1" || p.scenario == "v1");
    }
  EXPECT_EQ(over, 2);  // the variant inherits the stack
}

}  // namespace
}  // namespace cartouche
