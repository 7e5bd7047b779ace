// The ruleset tables' problems (rules/rule_checks.h), alone and as validateBattle reports them.
#include "rules/rule_checks.h"

#include <gtest/gtest.h>

#include "rules/validate.h"
#include "support/test_rule_tables.h"

namespace cartouche {
namespace {

using testing::addFord;
using testing::heilsbergPrussianColumn2Mp;
using testing::movementTable;
using testing::SmallBattle;

TEST(RulesetProblems, TheHeilsbergGapIsFoundAsPrinted) {
  SmallBattle s;
  std::vector<Problem> out;
  checkRuleTable(heilsbergPrussianColumn2Mp(), s.battle.vocabulary, out);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].code, "dice-gap");
  EXPECT_EQ(out[0].table, "carre-prussian-column-2mp");
  // The fix is proposed, and the problem points at the row to change.
  EXPECT_NE(out[0].message.find("gap 66; extend row 3 (52-65) to 52-66"), std::string::npos) << out[0].message;
  EXPECT_EQ(out[0].row, 2);
  EXPECT_EQ(out[0].column, 0);

  // A gap at the start of the die space: the row after it starts earlier.
  RuleTable start = heilsbergPrussianColumn2Mp();
  ASSERT_EQ(start.rows[0][0].substr(0, 2), "11");
  const std::string firstEnd = start.rows[0][0].substr(start.rows[0][0].find('-') + 1);
  start.rows[0][0] = "12-" + firstEnd;
  start.rows[2][0] = "52-66";
  out.clear();
  checkRuleTable(start, s.battle.vocabulary, out);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_NE(out[0].message.find("gap 11; start row 1 (12-" + firstEnd + ") at 11: 11-" + firstEnd), std::string::npos)
      << out[0].message;
  EXPECT_EQ(out[0].row, 0);

  RuleTable overlap = heilsbergPrussianColumn2Mp();
  overlap.rows[2][0] = "51-66";
  out.clear();
  checkRuleTable(overlap, s.battle.vocabulary, out);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].code, "dice-overlap");
  EXPECT_NE(out[0].message.find("overlap 51 (rows 2 and 3)"), std::string::npos) << out[0].message;
  EXPECT_EQ(out[0].row, 2);
}

TEST(RulesetProblems, UnknownTerrainDuplicateRowsAndWrongKind) {
  SmallBattle s;
  addFord(s);
  RuleTable t = movementTable();
  std::vector<Problem> out;
  checkRuleTable(t, s.battle.vocabulary, out);
  EXPECT_TRUE(out.empty()) << out[0].message;

  t.rows.push_back({"swamp", "P", "P", "P", ""});
  t.rows.push_back({"woods", "2", "5", "P", ""});
  t.rows[0][1] = "+1";
  out.clear();
  checkRuleTable(t, s.battle.vocabulary, out);
  ASSERT_EQ(out.size(), 3u);
  EXPECT_EQ(out[0].code, "table-wrong-terrain-kind");
  EXPECT_EQ(out[0].severity, Severity::Warning);
  EXPECT_EQ(out[1].code, "table-unknown-terrain");
  EXPECT_EQ(out[1].row, 7);
  EXPECT_EQ(out[1].column, 0);
  EXPECT_NE(out[1].message.find("row 8 column \"terrain\" names terrain \"swamp\""), std::string::npos);
  EXPECT_EQ(out[2].code, "table-duplicate-row");
  EXPECT_NE(out[2].message.find("of row 2"), std::string::npos) << out[2].message;

  std::vector<RuleTable> tables = {movementTable(), movementTable()};
  out.clear();
  checkRuleTables(tables, s.battle.vocabulary, out);
  ASSERT_FALSE(out.empty());
  EXPECT_EQ(out[0].code, "table-duplicate-code");
}

TEST(RulesetValidation, TableProblemsAndRoadEndsReachValidateBattle) {
  SmallBattle s;
  addFord(s);
  Battle& b = s.battle;
  b.rules.push_back(heilsbergPrussianColumn2Mp());
  RuleTable t = movementTable();
  t.rows.push_back({"swamp", "P", "P", "P", ""});
  b.rules.push_back(t);
  // A road from 0303 to 0403 to 0503: both ends stop in the middle of the map. One from the map's edge hex 0103 to
  // 0203 ends in 0203 only.
  auto roadBetween = [&](Hex a, Hex c) {
    int d = directionTo(a, c);
    ASSERT_GE(d, 0);
    b.map.setFeature(hexsideOf(a, d), {s.road, Side::None});
  };
  roadBetween(s.hex(2, 2), s.hex(3, 2));
  roadBetween(s.hex(3, 2), s.hex(4, 2));
  roadBetween(s.hex(0, 5), s.hex(1, 5));
  // Two roads that stop inside one village patch (0708-0908) meet there: no problem; their other ends 0608 and 1008
  // stop in the open. One that stops alone in a village hex (1003) is a problem.
  for (int col : {6, 7, 8}) b.map.setTerrain(s.at(col, 7), s.village);
  b.map.setTerrain(s.at(9, 2), s.village);
  roadBetween(s.hex(5, 7), s.hex(6, 7));
  roadBetween(s.hex(8, 7), s.hex(9, 7));
  roadBetween(s.hex(8, 2), s.hex(9, 2));  // 0903 (open) to 1003 (a lone village hex)
  ValidationReport r = validateBattle(b);
  std::vector<std::string> codes;
  for (const Problem& p : r.problems)
    codes.push_back(p.code + (p.hex ? ":" + b.map.grid().label(b.map.hexAt(*p.hex)) : ""));
  EXPECT_EQ(codes,
            (std::vector<std::string>{"road-ends-nowhere:0303", "road-ends-nowhere:0503", "road-ends-nowhere:0903",
                                      "road-ends-nowhere:1003", "road-ends-nowhere:0206", "road-ends-nowhere:0608",
                                      "road-ends-nowhere:1008", "dice-gap", "table-unknown-terrain"}));
  EXPECT_EQ(r.problems[0].message, "the road ends in hex 0303: no other road leaves it and it is not on the map edge");
  EXPECT_EQ(r.problems[3].message,
            "the road ends in hex 1003: no other road leaves it and it is not on the map edge, and no other road "
            "reaches this patch of village");
}

}  // namespace
}  // namespace cartouche
