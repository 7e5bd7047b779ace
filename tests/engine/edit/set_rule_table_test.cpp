// The SetRuleTable command (edit/command.h): insert, edit, rename, move and remove a ruleset table, each undone.
#include <gtest/gtest.h>

#include "edit/rule_table_commands.h"
#include "support/test_rule_tables.h"

namespace cartouche {
namespace {

using testing::heilsbergPrussianColumn2Mp;
using testing::movementTable;
using testing::SmallBattle;

TEST(RulesetCommand, SetRuleTableInsertsEditsRenamesRemovesAndUndoes) {
  SmallBattle s;
  Battle& b = s.battle;
  const Battle original = b;
  ChangeSet changes;
  auto undoInsert = SetRuleTable("movement", movementTable()).apply(b, changes);
  ASSERT_TRUE(undoInsert);
  EXPECT_TRUE(changes.rules);
  ASSERT_EQ(b.rules.size(), 1u);
  auto undoDice = SetRuleTable("carre", heilsbergPrussianColumn2Mp()).apply(b, changes);
  ASSERT_TRUE(undoDice);
  const Battle two = b;

  RuleTable edited = movementTable();
  edited.code = "movement-raszyn";
  edited.rows[1][2] = "4";
  auto undoEdit = SetRuleTable("movement", edited, std::nullopt, "Edit cell row 2 cavalry").apply(b, changes);
  ASSERT_TRUE(undoEdit);
  EXPECT_EQ(b.rules[0].code, "movement-raszyn");  // keeps its place
  EXPECT_EQ(b.rules[0].rows[1][2], "4");
  EXPECT_EQ((*undoEdit)->describe(b), "Edit cell row 2 cavalry");
  ASSERT_TRUE((*undoEdit)->apply(b, changes));
  EXPECT_EQ(b, two);

  // Moving: the dice table to the front.
  auto undoMove = SetRuleTable(b.rules[1].code, b.rules[1], 0).apply(b, changes);
  ASSERT_TRUE(undoMove);
  EXPECT_EQ(b.rules[0].code, "carre-prussian-column-2mp");
  ASSERT_TRUE((*undoMove)->apply(b, changes));
  EXPECT_EQ(b, two);

  // A rename onto another table's code, and a table that fails its structure, are refused and change nothing.
  RuleTable clash = movementTable();
  clash.code = "carre-prussian-column-2mp";
  EXPECT_FALSE(SetRuleTable("movement", clash).apply(b, changes));
  RuleTable broken = movementTable();
  broken.rows[0][1] = "lots";
  EXPECT_FALSE(SetRuleTable("movement", broken).apply(b, changes));
  EXPECT_EQ(b, two);

  auto undoRemove = SetRuleTable("movement", std::nullopt).apply(b, changes);
  ASSERT_TRUE(undoRemove);
  EXPECT_EQ(b.rules.size(), 1u);
  EXPECT_FALSE(SetRuleTable("movement", std::nullopt).apply(b, changes));
  ASSERT_TRUE((*undoRemove)->apply(b, changes));
  EXPECT_EQ(b, two);

  ASSERT_TRUE((*undoDice)->apply(b, changes));
  ASSERT_TRUE((*undoInsert)->apply(b, changes));
  EXPECT_EQ(b, original);
}

}  // namespace
}  // namespace cartouche
