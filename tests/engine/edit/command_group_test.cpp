// The atomic command group: its members apply in order as one undo step; a failing member leaves the battle exactly
// as it was (Battle ==) and its refusal comes back; the inverse undoes in reverse order; the change set is the union.
#include "edit/command_group.h"

#include <gtest/gtest.h>

#include "edit/document.h"
#include "edit/info_commands.h"
#include "edit/map_commands.h"
#include "support/test_battle.h"

namespace cartouche {
namespace {

using testing::SmallBattle;

std::vector<CommandPtr> commands(std::vector<CommandPtr> list) { return list; }

template <typename... T>
std::unique_ptr<CommandGroup> group(std::string label, std::unique_ptr<T>... members) {
  std::vector<CommandPtr> list;
  (list.push_back(std::move(members)), ...);
  return std::make_unique<CommandGroup>(std::move(list), std::move(label));
}

TEST(CommandGroup, AppliesEveryMemberAndReportsTheUnion) {
  SmallBattle s;
  Document doc(s.battle);
  auto changes = doc.execute(group("Three edits", std::make_unique<PaintTerrain>(std::vector<int>{s.at(1, 1)}, s.woods),
                                   std::make_unique<SetElevation>(std::vector<int>{s.at(2, 2)}, int16_t(3)),
                                   std::make_unique<SetInfo>("date", "1794-04-04")));
  ASSERT_TRUE(changes) << changes.status().message();
  EXPECT_EQ(doc.battle().map.terrain(s.at(1, 1)), s.woods);
  EXPECT_EQ(doc.battle().map.level(s.at(2, 2)), 3);
  EXPECT_EQ(doc.battle().info.at("date"), "1794-04-04");
  EXPECT_EQ(changes->hexes, (std::vector<int>{s.at(1, 1), s.at(2, 2)}));
  EXPECT_TRUE(changes->info);
  EXPECT_FALSE(changes->grid);
  EXPECT_EQ(doc.history().size(), 1u);
  EXPECT_EQ(doc.history().label(0), "Three edits");
}

TEST(CommandGroup, UndoesAndRedoesAsOneStep) {
  SmallBattle s;
  Document doc(s.battle);
  ASSERT_TRUE(doc.execute(group("", std::make_unique<PaintTerrain>(std::vector<int>{s.at(1, 1)}, s.woods),
                                std::make_unique<PaintTerrain>(std::vector<int>{s.at(1, 1)}, s.village),
                                std::make_unique<SetHexsideFeature>(std::vector<HexsideId>{hexsideOf(s.hex(4, 4), 0)},
                                                                    HexsideFeature{s.road, Side::None}))));
  EXPECT_EQ(doc.history().label(0), "Paint 1 hex: woods");  // no label: the first member names the step
  const Battle after = doc.battle();
  EXPECT_EQ(after.map.terrain(s.at(1, 1)), s.village);
  auto undone = doc.undo();
  ASSERT_TRUE(undone);
  // Reverse order matters: the hex painted twice goes back to clear, not to woods.
  EXPECT_TRUE(doc.battle() == s.battle);
  EXPECT_EQ(undone->hexes, std::vector<int>{s.at(1, 1)});
  EXPECT_EQ(undone->hexsides.size(), 1u);
  EXPECT_FALSE(doc.history().canUndo());
  ASSERT_TRUE(doc.redo());
  EXPECT_TRUE(doc.battle() == after);
}

TEST(CommandGroup, AFailingMemberLeavesTheBattleExactlyAsItWas) {
  SmallBattle s;
  s.battle.map.setFeature(hexsideOf(s.hex(3, 3), 1), HexsideFeature{s.stream, Side::None});
  Document doc(s.battle);
  ASSERT_TRUE(doc.execute(std::make_unique<SetInfo>("date", "1813")));
  const Battle before = doc.battle();
  Battle b = before;
  auto failing =
      group("Half", std::make_unique<PaintTerrain>(std::vector<int>{s.at(1, 1), s.at(5, 5)}, s.woods),
            std::make_unique<ClearHexsideFeature>(std::vector<HexsideId>{hexsideOf(s.hex(3, 3), 1)}, std::nullopt),
            std::make_unique<SetInfo>("title", std::nullopt),
            std::make_unique<SetElevation>(std::vector<int>{s.at(2, 2), 100000}, int16_t(2)));
  ChangeSet seen;
  auto r = failing->apply(b, seen);
  ASSERT_FALSE(r);
  EXPECT_NE(r.status().message().find("hex index 100000 is outside the 12x10 map"), std::string::npos)
      << r.status().message();
  EXPECT_TRUE(b == before);
  EXPECT_TRUE(seen.empty());

  auto executed = doc.execute(std::move(failing));
  ASSERT_FALSE(executed);
  EXPECT_TRUE(doc.battle() == before);
  EXPECT_EQ(doc.history().size(), 1u);  // the refused group left no step behind
  EXPECT_EQ(doc.history().index(), 1u);
}

TEST(CommandGroup, TheFirstMemberFailingChangesNothingEither) {
  SmallBattle s;
  Battle b = s.battle;
  ChangeSet changes;
  auto r = group("", std::make_unique<PaintTerrain>(std::vector<int>{-1}, s.woods),
                 std::make_unique<SetInfo>("title", "never"))
               ->apply(b, changes);
  ASSERT_FALSE(r);
  EXPECT_TRUE(b == s.battle);
  EXPECT_TRUE(changes.empty());
}

TEST(CommandGroup, AnEmptyGroupIsAStepThatChangesNothing) {
  SmallBattle s;
  Battle b = s.battle;
  ChangeSet changes;
  CommandGroup empty(commands({}));
  EXPECT_TRUE(empty.empty());
  EXPECT_EQ(empty.describe(b), "Nothing");
  auto r = empty.apply(b, changes);
  ASSERT_TRUE(r);
  EXPECT_TRUE(changes.empty());
  EXPECT_TRUE(b == s.battle);
}

TEST(CommandGroup, GroupsNest) {
  SmallBattle s;
  Document doc(s.battle);
  std::vector<CommandPtr> inner;
  inner.push_back(std::make_unique<PaintTerrain>(std::vector<int>{s.at(0, 0)}, s.village));
  inner.push_back(std::make_unique<SetInfo>("title", "Inner"));
  std::vector<CommandPtr> outer;
  outer.push_back(std::make_unique<CommandGroup>(std::move(inner)));
  outer.push_back(std::make_unique<SetInfo>("title", std::nullopt));
  outer.push_back(std::make_unique<SetElevation>(std::vector<int>{s.at(0, 0), -5}, int16_t(1)));  // refused
  ASSERT_FALSE(doc.execute(std::make_unique<CommandGroup>(std::move(outer))));
  EXPECT_TRUE(doc.battle() == s.battle);
}

}  // namespace
}  // namespace cartouche
