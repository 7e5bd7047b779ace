// The stacking-limit cell grammar (model/stacking_limit.h) and its place among the ruleset table cell types.
#include "model/stacking_limit.h"

#include <gtest/gtest.h>

#include "model/rule_table.h"

namespace cartouche {
namespace {

TEST(StackingLimit, ReadsTheClearTerrainChart) {
  auto l = parseStackingLimit(
      "1 Infantry Regiment, or 18 infantry increments or 12 infantry increments and 1 battery; at most 3 infantry "
      "battalions, at most 3 cavalry regiments");
  ASSERT_TRUE(l) << l.status().message();
  ASSERT_EQ(l->alternatives.size(), 3u);
  const StackingTerm& reg = l->alternatives[0][0];
  EXPECT_EQ(reg.count, 1);
  EXPECT_EQ(reg.select, StackingTerm::Select::Arm);
  EXPECT_EQ(reg.selector, "infantry");
  EXPECT_EQ(reg.measure, StackingTerm::Measure::Level);
  EXPECT_EQ(reg.level, "regiment");
  EXPECT_EQ(l->alternatives[1][0].measure, StackingTerm::Measure::Increments);
  ASSERT_EQ(l->alternatives[2].size(), 2u);
  EXPECT_EQ(l->alternatives[2][1].select, StackingTerm::Select::Any);
  EXPECT_EQ(l->alternatives[2][1].level, "battery");
  ASSERT_EQ(l->caps.size(), 2u);
  EXPECT_EQ(l->caps[0].level, "battalion");
  EXPECT_EQ(formatStackingLimit(*l),
            "1 infantry regiment or 18 infantry increments or 12 infantry increments and 1 battery; at most 3 "
            "infantry battalions, at most 3 cavalry regiments");
}

TEST(StackingLimit, SelectorsFormationsAndSpecialWords) {
  auto l = parseStackingLimit("1 light infantry battalion in skirmish/general-order or 2 foot-artillery units");
  ASSERT_TRUE(l) << l.status().message();
  EXPECT_EQ(l->alternatives[0][0].select, StackingTerm::Select::LightArm);
  EXPECT_EQ(l->alternatives[0][0].formations, (std::vector<std::string>{"skirmish", "general-order"}));
  EXPECT_EQ(l->alternatives[1][0].select, StackingTerm::Select::TroopType);
  EXPECT_EQ(l->alternatives[1][0].selector, "foot-artillery");
  EXPECT_EQ(l->alternatives[1][0].measure, StackingTerm::Measure::Units);
  EXPECT_TRUE(parseStackingLimit("none")->none);
  auto any = parseStackingLimit("any; at most 2 companies");
  ASSERT_TRUE(any);
  EXPECT_TRUE(any->any);
  EXPECT_EQ(any->caps[0].level, "company");
  EXPECT_EQ(formatStackingLimit(*any), "any; at most 2 companies");
  EXPECT_EQ(formatStackingLimit(*parseStackingLimit("2 battery")), "2 batteries");
}

TEST(StackingLimit, RefusalsNameTheWord) {
  struct Case {
    const char* text;
    const char* word;
  };
  const Case cases[] = {{"one infantry battalion", "\"one\""},  {"1 infantry", "\"infantry\""},
                        {"1 heavy big battalion", "\"heavy\""}, {"1 infantry battalion; 3 cavalry regiments", "\"3\""},
                        {"1 battalion in", "\"in\""},           {"1 light artillery battery", "\"artillery\""},
                        {"1 infantry battalion or", ""},        {"none; at most 1 unit", "\"none\""},
                        // Found by fuzzing: a level that would be written as a keyword, or whose singular and plural
                        // do not read back to it, is refused rather than written in a form that cannot be read.
                        {"2 infantry ins", "\"ins\""},          {"1 artillery buss", "\"buss\""},
                        {"2 cavalry anys", "\"anys\""}};
  for (const Case& c : cases) {
    auto l = parseStackingLimit(c.text);
    ASSERT_FALSE(l) << c.text;
    EXPECT_NE(l.status().message().find("is not a stacking limit"), std::string::npos) << l.status().message();
    EXPECT_NE(l.status().message().find(c.word), std::string::npos) << l.status().message();
  }
}

TEST(StackingLimit, IsACellTypeOfStackingTables) {
  EXPECT_EQ(cellTypeName(CellType::StackingLimit), "stacking-limit");
  EXPECT_EQ(*parseCellType("stacking-limit"), CellType::StackingLimit);
  EXPECT_EQ(*canonicalCell(CellType::StackingLimit, std::nullopt, " 1  Infantry battalion  OR 1 battery "),
            "1 infantry battalion or 1 battery");
  RuleTable t;
  t.code = "stacking";
  t.kind = TableKind::Stacking;
  t.columns = {{"terrain", "Terrain", CellType::Terrain},
               {"limit", "Limit", CellType::Text},
               {"check", "Check", CellType::StackingLimit}};
  t.rows = {{"clear", "printed", "1 infantry battalion"}, {"any", "", ""}};
  EXPECT_TRUE(checkTableStructure(t));
  t.rows.push_back({"woods", "", "1 infantry batallion or 2 cavalry"});
  Status s = checkTableStructure(t);
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("table \"stacking\" row 3 column \"check\""), std::string::npos) << s.message();
  EXPECT_NE(s.message().find("\"cavalry\""), std::string::npos) << s.message();
  t.rows.pop_back();
  t.columns.push_back({"check2", "Check", CellType::StackingLimit});
  for (auto& r : t.rows) r.push_back("");
  EXPECT_FALSE(checkTableStructure(t));  // one check column at most
}

}  // namespace
}  // namespace cartouche
