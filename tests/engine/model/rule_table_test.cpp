// Ruleset tables (model/rule_table.h): cell types, their canonical text, and the structure checks.
#include "model/rule_table.h"

#include <gtest/gtest.h>

#include "support/test_rule_tables.h"

namespace cartouche {
namespace {

using testing::movementTable;

TEST(RulesetCells, MoveCostsReadTheWaysChartsPrintThem) {
  EXPECT_EQ(*parseMoveCost("2"), (MoveCost{MoveCost::Kind::Cost, 2, 1}));
  EXPECT_EQ(*parseMoveCost(" 1/2 "), (MoveCost{MoveCost::Kind::Cost, 1, 2}));
  EXPECT_EQ(*parseMoveCost("2/4"), (MoveCost{MoveCost::Kind::Cost, 1, 2}));
  EXPECT_EQ(*parseMoveCost("+ 3"), (MoveCost{MoveCost::Kind::Add, 3, 1}));
  EXPECT_EQ(parseMoveCost("Prohibited")->kind, MoveCost::Kind::Prohibited);
  for (const char* bad : {"", "x", "-3", "1/0", "+", "2+", "12345"}) {
    auto r = parseMoveCost(bad);
    ASSERT_FALSE(r) << bad;
    EXPECT_NE(r.status().message().find("is not a movement cost"), std::string::npos);
  }
  for (const char* text : {"2", "1/2", "+3", "P", "0"}) EXPECT_EQ(formatMoveCost(*parseMoveCost(text)), text);
}

TEST(RulesetCells, MultipliersDefencesModifiersFrequencies) {
  EXPECT_EQ(*parseMultiplier("Printed"), (Multiplier{1, 1}));
  EXPECT_EQ(*parseMultiplier("X 3"), (Multiplier{3, 1}));
  EXPECT_EQ(*parseMultiplier("X2"), (Multiplier{2, 1}));
  EXPECT_EQ(*parseMultiplier("150%"), (Multiplier{3, 2}));
  EXPECT_EQ(*parseMultiplier("x1/2"), (Multiplier{1, 2}));
  EXPECT_FALSE(parseMultiplier("3"));
  EXPECT_FALSE(parseMultiplier("x0"));
  EXPECT_EQ(formatMultiplier({3, 2}), "x3/2");
  EXPECT_EQ(formatMultiplier({1, 1}), "printed");

  EXPECT_EQ(*parseFireDefence("6/8"), (FireDefence{false, 6, 8}));
  EXPECT_EQ(*parseFireDefence("N/A"), (FireDefence{true, 0, std::nullopt}));
  EXPECT_EQ(formatFireDefence(*parseFireDefence(" 7 / 9 ")), "7/9");
  EXPECT_FALSE(parseFireDefence("6/"));

  EXPECT_EQ(*parseModifier("+3"), 3);
  EXPECT_EQ(*parseModifier("\xE2\x88\x92"
                           "2"),
            -2);  // U+2212 minus sign
  EXPECT_EQ(formatModifier(-2), "-2");
  EXPECT_EQ(formatModifier(0), "0");
  EXPECT_FALSE(parseModifier("three"));

  EXPECT_EQ(*parseFrequency("Even"), Frequency::Even);
  EXPECT_FALSE(parseFrequency("sometimes"));
}

TEST(RulesetCells, CanonicalTextPerType) {
  EXPECT_EQ(*canonicalCell(CellType::Multiplier, std::nullopt, "X 3"), "x3");
  EXPECT_EQ(*canonicalCell(CellType::MoveCost, std::nullopt, "prohibited"), "P");
  EXPECT_EQ(*canonicalCell(CellType::Integer, std::nullopt, "+07"), "7");
  EXPECT_EQ(*canonicalCell(CellType::DieRange, DieKind::TwoDiceBase6, "11 \xE2\x80\x93 53"), "11-53");
  EXPECT_EQ(*canonicalCell(CellType::Text, std::nullopt, "  Carré  "), "Carré");
  EXPECT_EQ(*canonicalCell(CellType::FireDefence, std::nullopt, "   "), "");
  EXPECT_FALSE(canonicalCell(CellType::DieRange, std::nullopt, "11-53"));
  EXPECT_FALSE(canonicalCell(CellType::DieRange, DieKind::TwoDiceBase6, "11-17"));
  EXPECT_FALSE(canonicalCell(CellType::Terrain, std::nullopt, "pine forest"));
  for (CellType t : {CellType::Text, CellType::Terrain, CellType::Integer, CellType::MoveCost, CellType::Multiplier,
                     CellType::FireDefence, CellType::DieRange, CellType::Modifier, CellType::Frequency})
    EXPECT_EQ(*parseCellType(cellTypeName(t)), t);
  EXPECT_FALSE(parseCellType("money"));
  EXPECT_EQ(*parseTableKind("fire-defence"), TableKind::FireDefence);
  EXPECT_FALSE(parseTableKind("weather"));
}

TEST(RulesetStructure, AcceptsAWellFormedTableAndNamesEachFault) {
  RuleTable t = movementTable();
  EXPECT_TRUE(checkTableStructure(t));

  RuleTable bad = t;
  bad.rows[1][2] = "X 5";
  Status s = checkTableStructure(bad);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("table \"movement\" row 2 column \"cavalry\""), std::string::npos) << s.message();

  bad = t;
  bad.rows[1][2] = "Prohibited";
  s = checkTableStructure(bad);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("write \"P\""), std::string::npos) << s.message();

  bad = t;
  bad.rows[2].pop_back();
  s = checkTableStructure(bad);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("row 3 has 4 cells, not 5"), std::string::npos) << s.message();

  bad = t;
  bad.columns[0].type = CellType::Text;
  s = checkTableStructure(bad);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("a movement table needs a terrain column first"), std::string::npos);

  bad = t;
  bad.columns[2].code = "infantry";
  EXPECT_FALSE(checkTableStructure(bad));

  bad = t;
  bad.rows[0][0] = "";
  s = checkTableStructure(bad);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("is blank"), std::string::npos);

  bad = t;
  bad.code = "terrain effects";
  EXPECT_FALSE(checkTableStructure(bad));

  RuleTable dice;
  dice.code = "recall";
  dice.kind = TableKind::Dice;
  dice.columns = {{"roll", "Roll", CellType::DieRange}, {"result", "Result", CellType::Text}};
  dice.rows = {{"11-66", "Recalled"}};
  s = checkTableStructure(dice);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("no die"), std::string::npos);
  dice.die = DieKind::TwoDiceBase6;
  EXPECT_TRUE(checkTableStructure(dice));
}

}  // namespace
}  // namespace cartouche
