// Where leaders are drawn: at his hex, at the hex of the unit he is set up on, one below the other in one hex, and
// nowhere for a leader on any one of his units (listed instead), off map or on a unit with no counter.
#include "view/leader_layout.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "support/army_builder.h"
#include "support/test_battles.h"

namespace cartouche {
namespace {

Battle leaderBattle() {
  Battle b = testing::makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 20, 16);
  testing::addCounterArmy(b, 12, 2, 1);
  for (const char* code : {"kosciuszko", "zajaczek", "madalinski", "tormasow"}) {
    Leader l;
    l.code = code;
    l.side = std::string(code) == "tormasow" ? "ru" : "pl";
    l.name = std::string(code) == "kosciuszko" ? "Tadeusz Kościuszko" : code;
    l.rank = "gen.";
    b.army.leaders.push_back(l);
  }
  return b;
}

TEST(LeaderLayoutTest, AtHisHexOrHisUnitsHexAndNowhereWhenNotKnown) {
  Battle b = leaderBattle();
  const GridSettings& grid = b.map.grid();
  Hex h = grid.toHex({6, 7});
  std::vector<LeaderPlacement>& rows = b.scenarios[0].leaders;
  rows.push_back({"kosciuszko", LeaderAt::Hex, h, "", ""});
  rows.push_back({"zajaczek", LeaderAt::Hex, h, "", ""});
  rows.push_back({"madalinski", LeaderAt::AnyOfHisUnits, std::nullopt, "", ""});
  rows.push_back({"tormasow", LeaderAt::Unit, std::nullopt, "ru-1", ""});
  CounterLayout counters = CounterLayout::build(b, "historical");
  LeaderMarks marks = leaderMarks(b, "historical", counters);
  ASSERT_EQ(marks.marks.size(), 3u);
  EXPECT_EQ(marks.marks[0].leader, "kosciuszko");
  EXPECT_EQ(marks.marks[0].hex, h);
  EXPECT_EQ(marks.marks[0].label, "Kościuszko");
  EXPECT_EQ(marks.marks[0].colour, b.army.side("pl")->colour);
  EXPECT_EQ(marks.marks[1].hex, h);
  EXPECT_GT(marks.marks[1].centre.y, marks.marks[0].centre.y);  // the second in a hex sits below the first
  EXPECT_EQ(marks.marks[2].leader, "tormasow");
  EXPECT_EQ(marks.marks[2].hex, counters.find("ru-1")->hex);
  EXPECT_EQ(marks.withHisUnits, std::vector<std::string>{"madalinski"});
  // Off map, or on a unit the set-up leaves out: no badge.
  rows[0].at = LeaderAt::OffMap;
  rows[0].hex.reset();
  b.scenarios[0].setup.erase(std::remove_if(b.scenarios[0].setup.begin(), b.scenarios[0].setup.end(),
                                            [](const Placement& p) { return p.unit == "ru-1"; }),
                             b.scenarios[0].setup.end());
  counters = CounterLayout::build(b, "historical");
  marks = leaderMarks(b, "historical", counters);
  ASSERT_EQ(marks.marks.size(), 1u);
  EXPECT_EQ(marks.marks[0].leader, "zajaczek");
  EXPECT_TRUE(leaderMarks(b, "no-such", counters).marks.empty());
}

TEST(LeaderLayoutTest, ShortNameIsTheLastWordOfHisName) {
  Leader l;
  l.code = "k";
  l.name = "Tadeusz Kościuszko ";
  EXPECT_EQ(leaderShortName(l), "Kościuszko");
  l.name = "Zajączek";
  EXPECT_EQ(leaderShortName(l), "Zajączek");
  l.name = "";
  EXPECT_EQ(leaderShortName(l), "k");
}

}  // namespace
}  // namespace cartouche
