// Scenarios as battle edits (SetScenario, the generic list command over battle.scenarios): add, edit, move, rename
// and remove, each undone exactly and each reporting ChangeSet::scenarios; bad codes and turn counts are refused with
// the scenario named and the battle untouched.
#include "edit/scenario_commands.h"

#include <gtest/gtest.h>

#include "edit/document.h"
#include "support/test_battle.h"

namespace cartouche {
namespace {

Scenario scenario(const std::string& code, int turns = 12) {
  Scenario s;
  s.code = code;
  s.name = "Scenario " + code;
  s.startTime = "12:00";
  s.turnMinutes = 20;
  s.turns = turns;
  return s;
}

std::vector<std::string> codes(const Battle& b) {
  std::vector<std::string> out;
  for (const Scenario& s : b.scenarios) out.push_back(s.code);
  return out;
}

TEST(SetScenario, AddsEditsMovesRenamesRemovesAndEachUndoes) {
  const Battle start = testing::SmallBattle().battle;
  Document doc(start);
  auto added = doc.execute(std::make_unique<SetScenario>("historical", scenario("historical")));
  ASSERT_TRUE(added) << added.status().message();
  EXPECT_TRUE(added->scenarios);
  EXPECT_FALSE(added->info || added->rules || added->layers || added->grid);
  ASSERT_TRUE(doc.execute(std::make_unique<SetScenario>("hypothetical", scenario("hypothetical"))));
  EXPECT_EQ(codes(doc.battle()), (std::vector<std::string>{"historical", "hypothetical"}));
  EXPECT_EQ(doc.history().label(1), "Edit scenario hypothetical");

  Scenario longer = scenario("historical", 16);
  ASSERT_TRUE(doc.execute(std::make_unique<SetScenario>("historical", longer)));
  EXPECT_EQ(doc.battle().scenarios[0].turns, 16);
  ASSERT_TRUE(doc.execute(std::make_unique<SetScenario>("hypothetical", scenario("hypothetical"), 0)));
  EXPECT_EQ(codes(doc.battle()), (std::vector<std::string>{"hypothetical", "historical"}));
  ASSERT_TRUE(doc.execute(std::make_unique<SetScenario>("historical", scenario("historical-1", 16))));
  EXPECT_EQ(codes(doc.battle()), (std::vector<std::string>{"hypothetical", "historical-1"}));
  ASSERT_TRUE(doc.execute(std::make_unique<SetScenario>("hypothetical", std::nullopt)));
  EXPECT_EQ(codes(doc.battle()), (std::vector<std::string>{"historical-1"}));
  EXPECT_EQ(doc.history().label(5), "Remove scenario hypothetical");

  std::vector<std::vector<std::string>> expected = {{"hypothetical", "historical-1"},
                                                    {"hypothetical", "historical"},
                                                    {"historical", "hypothetical"},
                                                    {"historical", "hypothetical"},
                                                    {"historical"},
                                                    {}};
  for (const auto& want : expected) {
    auto undone = doc.undo();
    ASSERT_TRUE(undone) << undone.status().message();
    EXPECT_TRUE(undone->scenarios);
    EXPECT_EQ(codes(doc.battle()), want);
  }
  EXPECT_TRUE(doc.battle() == start);
  while (doc.history().canRedo()) ASSERT_TRUE(doc.redo());
  EXPECT_EQ(codes(doc.battle()), (std::vector<std::string>{"historical-1"}));
  EXPECT_EQ(doc.battle().scenarios[0].turns, 16);
}

TEST(SetScenario, RefusesBadValuesAndLeavesTheBattleUntouched) {
  Battle b = testing::SmallBattle().battle;
  b.scenarios = {scenario("historical"), scenario("hypothetical")};
  const Battle before = b;
  struct Refusal {
    std::string code;
    std::optional<Scenario> scenario;
    std::string message;
  };
  Scenario negativeTurns = scenario("historical", -1);
  Scenario negativeMinutes = scenario("historical");
  negativeMinutes.turnMinutes = -20;
  const std::vector<Refusal> refusals = {
      {"new", scenario(""), "scenario code is empty"},
      {"new", scenario("day one"), "scenario code \"day one\" may use only ASCII letters, digits, _ and -"},
      {"historical", negativeTurns, "scenario \"historical\": turns -1 is not between 0 and 100000"},
      {"historical", negativeMinutes, "scenario \"historical\": minutes per turn -20 is not between 0 and 100000"},
      {"historical", scenario("hypothetical"), "another scenario already has the code \"hypothetical\""},
      {"variant", std::nullopt, "there is no scenario \"variant\" to remove"},
  };
  for (const Refusal& r : refusals) {
    ChangeSet changes;
    auto applied = SetScenario(r.code, r.scenario).apply(b, changes);
    ASSERT_FALSE(applied) << r.message;
    EXPECT_EQ(applied.status().message(), r.message);
    EXPECT_TRUE(b == before);
    EXPECT_TRUE(changes.empty());
  }
}

TEST(SetScenario, EditsOfOneFieldUnderOneLabelJoinIntoOneStep) {
  Battle b = testing::SmallBattle().battle;
  b.scenarios = {scenario("historical")};
  Document doc(b);
  Scenario typed = scenario("historical");
  for (const char* name : {"B", "Ba", "Bat"}) {
    typed.name = name;
    ASSERT_TRUE(doc.execute(std::make_unique<SetScenario>("historical", typed, std::nullopt, "Name of historical"), 7));
  }
  EXPECT_EQ(doc.history().size(), 1u);
  EXPECT_EQ(doc.history().label(0), "Name of historical");
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(doc.battle() == b);
}

}  // namespace
}  // namespace cartouche
