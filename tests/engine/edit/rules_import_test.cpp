// Importing ruleset tables and terrain types from another battle (edit/rules_import.h): the plan's states and
// differences, the terrain a table brings along, keep and replace, and one undo step that gives the battle back.
#include "edit/rules_import.h"

#include <gtest/gtest.h>

#include "support/test_rule_tables.h"

namespace cartouche {
namespace {

using testing::heilsbergPrussianColumn2Mp;
using testing::movementTable;
using testing::sideType;
using testing::SmallBattle;

// The source: the small battle's vocabulary with woods recoloured, a ford and a marsh added ("Bagno Ślaskie"), the
// movement chart with two more rows naming them, and the Heilsberg carre table.
Battle makeSource() {
  SmallBattle s;
  Battle b = s.battle;
  TerrainType woods = b.vocabulary.at(s.woods);
  woods.colour = {0x40, 0x78, 0x2c, 255};
  EXPECT_TRUE(b.vocabulary.replace(s.woods, woods));
  TerrainType ford = sideType("ford", HexsideClass::Crossing, DrawStyle::Mark);
  ford.needsWater = true;
  EXPECT_TRUE(b.vocabulary.add(ford));
  EXPECT_TRUE(b.vocabulary.add(hexTerrain("marsh", "Bagno Ślaskie", {90, 120, 110, 255}, "marsh")));
  RuleTable movement = movementTable();
  movement.rows.push_back({"marsh", "3", "P", "P", "Kościuszko's note"});
  b.rules = {movement, heilsbergPrussianColumn2Mp()};
  return b;
}

// The target: the small battle with woods #5e8c48, the movement chart as printed (no marsh) and the carre table
// identical to the source's.
Battle makeTarget() {
  SmallBattle s;
  Battle b = s.battle;
  TerrainType woods = b.vocabulary.at(s.woods);
  woods.colour = {0x5e, 0x8c, 0x48, 255};
  EXPECT_TRUE(b.vocabulary.replace(s.woods, woods));
  RuleTable movement = movementTable();
  movement.rows.resize(3);
  b.rules = {heilsbergPrussianColumn2Mp(), movement};
  return b;
}

TEST(RulesImport, PlanSaysNewIdenticalAndClashWithWhatDiffers) {
  const Battle target = makeTarget(), source = makeSource();
  ImportPlan plan = planRulesImport(target, source);
  ASSERT_EQ(plan.tables.size(), 2u);
  const ImportItem* movement = plan.table("movement");
  ASSERT_NE(movement, nullptr);
  EXPECT_EQ(movement->state, ImportState::Clash);
  EXPECT_EQ(movement->differences, std::vector<std::string>{"3 rows here, 8 there"});
  EXPECT_EQ(movement->bringsTerrain, (std::vector<std::string>{"ford", "marsh"}));
  EXPECT_EQ(plan.table("carre-prussian-column-2mp")->state, ImportState::Identical);

  EXPECT_EQ(plan.terrainType("clear")->state, ImportState::Identical);
  const ImportItem* woods = plan.terrainType("woods");
  EXPECT_EQ(woods->state, ImportState::Clash);
  EXPECT_EQ(woods->differences, std::vector<std::string>{"colour #5e8c48 here, #40782c there"});
  const ImportItem* marsh = plan.terrainType("marsh");
  EXPECT_EQ(marsh->state, ImportState::New);
  EXPECT_EQ(marsh->name, "Bagno Ślaskie");
  EXPECT_EQ(marsh->broughtBy, std::vector<std::string>{"movement"});
  EXPECT_EQ(plan.table("nothing"), nullptr);
}

TEST(RulesImport, PlanNamesTheFirstDifferingCellAndOtherFields) {
  Battle target = makeTarget(), source = makeTarget();
  source.rules[1].rows[1][2] = "4";
  source.rules[1].rows[2][1] = "2";
  source.rules[1].title = "Movement";
  ImportPlan plan = planRulesImport(target, source);
  EXPECT_EQ(plan.table("movement")->differences,
            (std::vector<std::string>{"title \"Terrain effects on movement\" here, \"Movement\" there",
                                      "row 2 column \"cavalry\": \"5\" here, \"4\" there (2 cells differ in all)"}));
  EXPECT_TRUE(plan.table("movement")->bringsTerrain.empty());

  source.rules[1].columns.push_back({"cossacks", "Cossacks", CellType::MoveCost});
  for (auto& row : source.rules[1].rows) row.push_back("");
  EXPECT_EQ(planRulesImport(target, source).table("movement")->differences[1], "columns cossacks there only");
  source.rules[1].columns.pop_back();
  source.rules[1].columns[3].type = CellType::Text;
  for (auto& row : source.rules[1].rows) row.pop_back();
  EXPECT_EQ(planRulesImport(target, source).table("movement")->differences[1],
            "columns terrain:terrain infantry:move-cost cavalry:move-cost artillery:move-cost requires:text here, "
            "terrain:terrain infantry:move-cost cavalry:move-cost artillery:text requires:text there");
}

TEST(RulesImport, KeptClashesAndIdenticalTablesChangeNothingAndBringNothing) {
  const Battle target = makeTarget(), source = makeSource();
  auto made = makeRulesImport(target, source, {{"movement", "carre-prussian-column-2mp"}, {"woods"}, {}}, "Import");
  ASSERT_TRUE(made) << made.status().message();
  EXPECT_EQ(made->command, nullptr);
  EXPECT_EQ(made->counts.total(), 0u);
}

TEST(RulesImport, ANewTableBringsItsTerrainAndUndoGivesTheBattleBack) {
  Battle b = makeTarget();
  b.rules.pop_back();  // no movement table here: the source's is new
  const Battle before = b, source = makeSource();
  auto made = makeRulesImport(b, source, {{"movement"}, {}, {}}, "Import rules");
  ASSERT_TRUE(made) << made.status().message();
  EXPECT_EQ(made->counts.tablesAdded, 1u);
  EXPECT_EQ(made->counts.terrainAdded, 2u);
  ASSERT_TRUE(made->command);
  EXPECT_EQ(made->command->describe(before), "Import rules");
  ChangeSet changes;
  auto undo = made->command->apply(b, changes);
  ASSERT_TRUE(undo) << undo.status().message();
  ASSERT_TRUE(b.vocabulary.find("marsh"));
  EXPECT_EQ(b.vocabulary.at(*b.vocabulary.find("marsh")).name, "Bagno Ślaskie");
  EXPECT_TRUE(b.vocabulary.find("ford"));
  EXPECT_EQ(b.vocabulary.at(*b.vocabulary.find("woods")).colour, (Rgba{0x5e, 0x8c, 0x48, 255}));  // not chosen
  EXPECT_EQ(b.rules.back(), source.rules[0]);
  ASSERT_TRUE((*undo)->apply(b, changes));
  EXPECT_EQ(b, before);
}

TEST(RulesImport, ReplaceTakesTheSourcesItemsAsOneUndoStep) {
  Battle b = makeTarget();
  const Battle before = b, source = makeSource();
  auto made = makeRulesImport(b, source, {{"movement"}, {"woods", "marsh"}, {"movement", "woods"}}, "Import");
  ASSERT_TRUE(made);
  EXPECT_EQ(made->counts.tablesReplaced, 1u);
  EXPECT_EQ(made->counts.terrainReplaced, 1u);
  EXPECT_EQ(made->counts.terrainAdded, 2u);
  ChangeSet changes;
  auto undo = made->command->apply(b, changes);
  ASSERT_TRUE(undo);
  EXPECT_TRUE(changes.rules);
  EXPECT_TRUE(changes.vocabulary);
  EXPECT_EQ(b.rules[1], source.rules[0]);  // in the target's place
  EXPECT_EQ(b.rules[1].rows.back()[4], "Kościuszko's note");
  EXPECT_EQ(b.vocabulary.at(*b.vocabulary.find("woods")), source.vocabulary.at(*source.vocabulary.find("woods")));
  EXPECT_TRUE(planRulesImport(b, source).terrainType("ford")->state == ImportState::Identical);
  ASSERT_TRUE((*undo)->apply(b, changes));
  EXPECT_EQ(b, before);
}

TEST(RulesImport, NothingToChangeGivesNoCommand) {
  const Battle target = makeTarget(), source = makeTarget();
  auto made = makeRulesImport(target, source, {{"movement"}, {"woods"}, {"movement", "woods"}}, "Import");
  ASSERT_TRUE(made);
  EXPECT_EQ(made->command, nullptr);
  EXPECT_EQ(made->counts.total(), 0u);
}

TEST(RulesImport, RefusesCodesTheSourceLacksAndAKindChange) {
  const Battle target = makeTarget(), source = makeSource();
  auto noTable = makeRulesImport(target, source, {{"fire"}, {}, {}}, "Import");
  ASSERT_FALSE(noTable);
  EXPECT_EQ(noTable.status().message(), "the source has no ruleset table \"fire\"");
  auto noType = makeRulesImport(target, source, {{}, {"Łąka"}, {}}, "Import");
  ASSERT_FALSE(noType);
  EXPECT_EQ(noType.status().message(), "the source has no terrain type \"Łąka\"");

  Battle odd = makeSource();
  TerrainType woods = sideType("woods", HexsideClass::Edge, DrawStyle::Edge);
  ASSERT_TRUE(odd.vocabulary.replace(*odd.vocabulary.find("woods"), woods));
  const std::vector<std::string> differs = planRulesImport(target, odd).terrainType("woods")->differences;
  ASSERT_FALSE(differs.empty());
  EXPECT_EQ(differs[0], "kind hex terrain here, hexside feature there");
  auto kind = makeRulesImport(target, odd, {{}, {"woods"}, {"woods"}}, "Import");
  ASSERT_FALSE(kind);
  EXPECT_EQ(kind.status().message(),
            "terrain type \"woods\" is a hex terrain here and a hexside feature there; it cannot be replaced");
}

}  // namespace
}  // namespace cartouche
