// The patch under the army commands: diffLists turns any list into any other, its operations applied in order give
// the new list, and the patch a patch returns puts the old one back; removals and insertions stay as small as
// they are (a long list is not copied into the history for one unit). Checked on many random edits.
#include "edit/army_patch.h"

#include <gtest/gtest.h>

#include <random>

#include "support/test_battle.h"

namespace cartouche {
namespace {

ArmySide side(int n) { return ArmySide{"s" + std::to_string(n), "Side " + std::to_string(n), {}}; }

TEST(DiffLists, RandomEditsRoundTripThroughAPatchAndItsInverse) {
  std::mt19937 rng(1794);
  for (int trial = 0; trial < 400; ++trial) {
    Battle b = testing::SmallBattle().battle;
    int next = 0;
    const int n = int(rng() % 12);
    for (int i = 0; i < n; ++i) b.army.sides.push_back(side(next++));
    std::vector<ArmySide> after = b.army.sides;
    const int edits = 1 + int(rng() % 4);
    for (int e = 0; e < edits; ++e) {
      switch (rng() % 4) {
        case 0:
          after.insert(after.begin() + long(rng() % (after.size() + 1)), side(next++));
          break;
        case 1:
          if (!after.empty()) after.erase(after.begin() + long(rng() % after.size()));
          break;
        case 2:
          if (!after.empty()) after[rng() % after.size()].name += " (renamed)";
          break;
        default:
          if (after.size() > 1) std::rotate(after.begin(), after.begin() + 1, after.end());
          break;
      }
    }
    const Battle before = b;
    ArmyPatch patch;
    patch.sides = diffLists(b.army.sides, after);
    ChangeSet changes;
    ArmyPatch undo = patch.apply(b, changes);
    ASSERT_EQ(b.army.sides, after) << "trial " << trial;
    EXPECT_EQ(changes.army, !patch.empty());
    undo.apply(b, changes);
    ASSERT_TRUE(b == before) << "trial " << trial;
  }
}

TEST(DiffLists, RemovalsAndInsertionsNameOnlyTheElementsConcerned) {
  std::vector<ArmySide> before;
  for (int i = 0; i < 100; ++i) before.push_back(side(i));
  std::vector<ArmySide> fewer = before;
  fewer.erase(fewer.begin() + 90);
  fewer.erase(fewer.begin() + 10);
  ListOps<ArmySide> ops = diffLists(before, fewer);
  ASSERT_EQ(ops.size(), 2u);
  EXPECT_EQ(ops[0].kind, ListOp<ArmySide>::Kind::Erase);
  EXPECT_EQ(ops[0].index, 90u);
  EXPECT_EQ(ops[1].index, 10u);
  std::vector<ArmySide> more = before;
  more.insert(more.begin() + 5, side(500));
  more.insert(more.begin() + 80, side(501));
  ops = diffLists(before, more);
  ASSERT_EQ(ops.size(), 2u);
  EXPECT_EQ(ops[0].kind, ListOp<ArmySide>::Kind::Insert);
  EXPECT_EQ(ops[0].index, 5u);
  EXPECT_EQ(ops[1].index, 80u);
  std::vector<ArmySide> edited = before;
  edited[42].name = "Renamed";
  ops = diffLists(before, edited);
  ASSERT_EQ(ops.size(), 1u);
  EXPECT_EQ(ops[0].kind, ListOp<ArmySide>::Kind::Replace);
  EXPECT_TRUE(diffLists(before, before).empty());
}

TEST(ArmyPatch, ScenarioReplacementsMarkTheSetUpAndTheHexesWhereCountersChanged) {
  testing::SmallBattle f;
  Battle b = f.battle;
  Scenario s;
  s.code = "historical";
  s.name = "Historical";
  s.setup = {{"a", f.hex(1, 1), std::nullopt, "", std::nullopt, ""},
             {"b", f.hex(1, 1), std::nullopt, "", std::nullopt, ""},
             {"c", f.hex(5, 5), f.hex(6, 5), "", std::nullopt, ""}};
  b.scenarios = {s};
  std::vector<Scenario> after = b.scenarios;
  std::swap(after[0].setup[0], after[0].setup[1]);  // restacked in 0202
  after[0].setup[2].facing = 3;                     // turned on 0606-0706
  ArmyPatch patch;
  patch.scenarios = diffLists(b.scenarios, after);
  ChangeSet changes;
  patch.apply(b, changes);
  changes.normalize();
  EXPECT_FALSE(changes.army);
  EXPECT_FALSE(changes.scenarios);
  EXPECT_EQ(changes.setups, (std::vector<std::string>{"historical"}));
  EXPECT_EQ(changes.unitHexes, (std::vector<Hex>{f.hex(1, 1), f.hex(5, 5), f.hex(6, 5)}));
}

}  // namespace
}  // namespace cartouche
