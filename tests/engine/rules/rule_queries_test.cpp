// Typed questions to the ruleset tables (rules/rule_queries.h): step costs, fire defence, multipliers, dice rows.
#include "rules/rule_queries.h"

#include <gtest/gtest.h>

#include "support/test_rule_tables.h"

namespace cartouche {
namespace {

using testing::addFord;
using testing::heilsbergPrussianColumn2Mp;
using testing::movementTable;
using testing::SmallBattle;

TEST(RulesetQuestions, StepCostsFollowTheChart) {
  SmallBattle s;
  addFord(s);
  const RuleTable t = movementTable();
  const TerrainVocabulary& v = s.battle.vocabulary;
  auto cost = [&](const char* hex, std::vector<std::string> sides, const char* cls, bool road = false) {
    auto r = stepCost(t, v, hex, sides, cls, road);
    EXPECT_TRUE(r) << r.status().message();
    return r ? formatMoveCost(*r) : std::string("error");
  };
  EXPECT_EQ(cost("clear", {}, "infantry"), "1");
  EXPECT_EQ(cost("woods", {}, "cavalry"), "5");
  EXPECT_EQ(cost("woods", {}, "artillery"), "P");
  EXPECT_EQ(cost("clear", {"stream"}, "infantry"), "4");
  EXPECT_EQ(cost("woods", {"stream"}, "cavalry"), "10");
  EXPECT_EQ(cost("clear", {"stream", "bridge"}, "cavalry"), "1");  // the bridge stands in for the stream
  EXPECT_EQ(cost("clear", {"stream", "ford"}, "infantry"), "6");   // the ford's +5, not the stream's +3
  EXPECT_EQ(cost("clear", {"road"}, "infantry", true), "1/2");
  EXPECT_EQ(cost("woods", {"road", "stream", "bridge"}, "artillery", true), "1/2");
  EXPECT_EQ(cost("woods", {"road"}, "infantry", false), "2");  // off the road order, the road is no help
  EXPECT_EQ(cost("clear", {"contour"}, "infantry"), "1");      // not in the chart: costs nothing

  auto blank = stepCost(t, v, "village", {}, "artillery", false);
  ASSERT_FALSE(blank);
  EXPECT_NE(blank.status().message().find("gives no cost for \"artillery\" in \"village\""), std::string::npos);
  auto noRow = stepCost(t, v, "marsh", {}, "infantry", false);
  ASSERT_FALSE(noRow);
  EXPECT_NE(noRow.status().message().find("has no row for \"marsh\""), std::string::npos);
  auto noColumn = stepCost(t, v, "clear", {}, "cossacks", false);
  ASSERT_FALSE(noColumn);
  EXPECT_NE(noColumn.status().message().find("has no column \"cossacks\""), std::string::npos);

  auto direct = movementCost(t, "village", "artillery");
  ASSERT_TRUE(direct);
  EXPECT_FALSE(direct->has_value());  // blank stays blank
}

TEST(RulesetQuestions, FireDefenceMultipliersAndDice) {
  // Raszyn, TERRAIN FIRE DEFENCE VALUES: Village artillery 7/9 (limbered/unlimbered), Forest artillery N/A, Clear
  // column 6.
  RuleTable fd;
  fd.code = "fire-defence";
  fd.kind = TableKind::FireDefence;
  fd.columns = {{"terrain", "Terrain", CellType::Terrain},
                {"column", "Column", CellType::FireDefence},
                {"artillery", "Artillery", CellType::FireDefence}};
  fd.rows = {{"clear", "6", "6/8"}, {"village", "", "7/9"}, {"woods", "", "n/a"}};
  ASSERT_TRUE(checkTableStructure(fd));
  EXPECT_EQ(**fireDefence(fd, "village", "artillery"), (FireDefence{false, 7, 9}));
  EXPECT_TRUE((*fireDefence(fd, "woods", "artillery"))->notApplicable);
  EXPECT_FALSE(fireDefence(fd, "village", "column")->has_value());

  // Raszyn, INFANTRY UNIT FIRE VALUES: Poles Ligne Line X 3; Saxons Ligne Line X 2; disordered at half strength.
  RuleTable fm;
  fm.code = "fire-multipliers";
  fm.kind = TableKind::FireMultiplier;
  fm.columns = {{"formation", "Formation", CellType::Text},
                {"poles-ligne", "Poles Ligne", CellType::Multiplier},
                {"poles-legere", "Poles Leg.", CellType::Multiplier}};
  fm.rows = {{"column", "printed", "printed"}, {"line", "x3", "x3"}, {"skirmish", "", "x2"}};
  ASSERT_TRUE(checkTableStructure(fm));
  EXPECT_EQ(**fireMultiplier(fm, "line", "poles-ligne", false), (Multiplier{3, 1}));
  EXPECT_EQ(**fireMultiplier(fm, "line", "poles-ligne", true), (Multiplier{3, 2}));
  EXPECT_EQ(**fireMultiplier(fm, "column", "poles-ligne", true), (Multiplier{1, 2}));
  EXPECT_FALSE(fireMultiplier(fm, "skirmish", "poles-ligne", false)->has_value());

  // Base-six: "43 plus 4 is 51".
  RuleTable dice = heilsbergPrussianColumn2Mp();
  EXPECT_EQ(*lookupDiceRow(dice, 43, 4), 1);   // 51 is in 34-51
  EXPECT_EQ(*lookupDiceRow(dice, 43, 5), 2);   // 52
  EXPECT_EQ(*lookupDiceRow(dice, 12, -4), 0);  // below 11 reads as 11
  auto gap = lookupDiceRow(dice, 62, 6);       // 62 + 6 = 66: the printed gap
  ASSERT_FALSE(gap);
  EXPECT_NE(gap.status().message().find("roll 66 falls in a gap"), std::string::npos);
  EXPECT_FALSE(lookupDiceRow(dice, 17));
  EXPECT_EQ(toDiceTable(dice).rows.size(), 3u);
}

}  // namespace
}  // namespace cartouche
