// Where leaders are drawn: at his hex, at the hex of the unit he is set up on, one below the other in one hex, and
// nowhere for a leader on any one of his units (listed instead), off map or on a unit with no counter.
#include "view/leader_layout.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

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

TEST(LeaderLayoutTest, AReinforcingLeaderStandsAtHisEntryHexWithHisTurn) {
  Battle b = leaderBattle();
  const GridSettings& grid = b.map.grid();
  Reinforcement r;
  r.turn = 12;
  r.leaders = {"tormasow", "zajaczek", "madalinski"};
  r.entry = {grid.toHex({0, 10}), grid.toHex({0, 11})};
  b.scenarios[0].reinforcements.push_back(r);
  CounterLayout counters = CounterLayout::build(b, "historical");
  LeaderMarks marks = leaderMarks(b, "historical", counters);
  ASSERT_EQ(marks.marks.size(), 3u);
  // Along the run: the first at its first hex, the second at the next, the third back at the first, below.
  EXPECT_EQ(marks.marks[0].hex, r.entry[0]);
  EXPECT_EQ(marks.marks[1].hex, r.entry[1]);
  EXPECT_EQ(marks.marks[2].hex, r.entry[0]);
  EXPECT_GT(marks.marks[2].centre.y, marks.marks[0].centre.y);
  EXPECT_EQ(marks.marks[0].arrives, 12);
  EXPECT_EQ(leaderLabelText(marks.marks[0]), "tormasow T12");
  // With no entry hex he is drawn nowhere; a leader set up at the start has no turn in his label.
  b.scenarios[0].reinforcements[0].entry.clear();
  b.scenarios[0].leaders.push_back({"kosciuszko", LeaderAt::Hex, grid.toHex({3, 3}), "", ""});
  marks = leaderMarks(b, "historical", CounterLayout::build(b, "historical"));
  ASSERT_EQ(marks.marks.size(), 1u);
  EXPECT_EQ(marks.marks[0].arrives, 0);
  EXPECT_EQ(leaderLabelText(marks.marks[0]), "Kościuszko");
}

TEST(LeaderLayoutTest, TheBadgeUnderThePointerIsTheTopmost) {
  Battle b = leaderBattle();
  Hex h = b.map.grid().toHex({6, 7});
  b.scenarios[0].leaders.push_back({"kosciuszko", LeaderAt::Hex, h, "", ""});
  b.scenarios[0].leaders.push_back({"zajaczek", LeaderAt::Hex, h, "", ""});
  LeaderMarks marks = leaderMarks(b, "historical", CounterLayout::build(b, "historical"));
  ASSERT_EQ(marks.marks.size(), 2u);
  EXPECT_EQ(marks.at(marks.marks[0].centre, 0.2)->leader, "kosciuszko");
  // Between the two, within reach of both: the one drawn last.
  Point between{marks.marks[0].centre.x, 0.5 * (marks.marks[0].centre.y + marks.marks[1].centre.y)};
  EXPECT_EQ(marks.at(between, 0.2)->leader, "zajaczek");
  EXPECT_EQ(marks.at(Point{0, 0}, 0.2), nullptr);
}

// Labels that would collide, as Tormasow's and Tomatis's did at 1521 and 1621 in the Racławice sample (neighbours in
// one row, each label wider than a hex), three leaders in one hex, and a crowd in a ring: at every zoom labels are
// drawn, no two labels intersect and no label covers another leader's badge.
TEST(LeaderLayoutTest, NeighbouringLabelsDoNotOverlap) {
  Battle b = testing::makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 34, 27);
  testing::addCounterArmy(b, 12, 2, 1);
  std::vector<std::string> names = {"Tormasow", "Tomatis", "Kościuszko", "Zajączek", "Madaliński", "Szyrer",
                                    "Manget",   "Ślaski",  "Muromcow",   "Obrezkow", "Pustowałow", "A. Denisow"};
  for (const std::string& n : names) {
    Leader l;
    l.code = "l" + std::to_string(b.army.leaders.size());
    l.side = "ru";
    l.name = n;
    b.army.leaders.push_back(l);
  }
  const GridSettings& grid = b.map.grid();
  std::vector<LeaderPlacement>& rows = b.scenarios[0].leaders;
  rows.push_back({"l0", LeaderAt::Hex, grid.toHex({14, 20}), "", ""});  // 1521
  rows.push_back({"l1", LeaderAt::Hex, grid.toHex({15, 20}), "", ""});  // 1621
  for (int i = 2; i < 5; ++i) rows.push_back({"l" + std::to_string(i), LeaderAt::Hex, grid.toHex({8, 8}), "", ""});
  Hex centre = grid.toHex({20, 10});
  for (int i = 5; i < 12; ++i)
    rows.push_back({"l" + std::to_string(i), LeaderAt::Hex, i == 11 ? centre : neighbour(centre, i - 5), "", ""});
  LeaderMarks marks = leaderMarks(b, "historical", CounterLayout::build(b, "historical"));
  ASSERT_EQ(marks.marks.size(), 12u);
  for (double zoom : {18.0, 24.0, 32.0, 60.0}) {
    // The renderer's sizes: badges of 0.3 hex radii (5 to 14 px), text of 11 to 16 px, 0.6 em a character.
    const double radius = std::clamp(zoom * 0.3, 5.0, 14.0), text = std::clamp(zoom * 0.45, 11.0, 16.0);
    std::vector<LabelSize> sizes;
    for (const LeaderMark& m : marks.marks) sizes.push_back({0.6 * text * double(leaderLabelText(m).size()), text});
    // Laid out as they are today (every label right of its badge), Tormasow's covers Tomatis's badge.
    const double r = radius / zoom;
    WorldBox naive{{marks.marks[0].centre.x + r, marks.marks[0].centre.y - 0.5 * text / zoom},
                   {marks.marks[0].centre.x + r + sizes[0].width / zoom, marks.marks[0].centre.y + 0.5 * text / zoom}};
    WorldBox tomatis{{marks.marks[1].centre.x - r, marks.marks[1].centre.y - r},
                     {marks.marks[1].centre.x + r, marks.marks[1].centre.y + r}};
    ASSERT_TRUE(naive.intersects(tomatis)) << zoom;
    std::vector<WorldBox> boxes = leaderLabelBoxes(marks.marks, sizes, zoom, radius);
    ASSERT_EQ(boxes.size(), marks.marks.size());
    for (size_t i = 0; i < boxes.size(); ++i) {
      EXPECT_GE((boxes[i].max.x - boxes[i].min.x) * zoom, sizes[i].width) << i;
      EXPECT_GE((boxes[i].max.y - boxes[i].min.y) * zoom, sizes[i].height) << i;
      // Near its own badge: within two label heights and a label width.
      EXPECT_LT(std::abs(boxes[i].min.y - marks.marks[i].centre.y) * zoom, 8 * text) << i;
      for (size_t j = 0; j < boxes.size(); ++j) {
        if (j == i) continue;
        EXPECT_FALSE(boxes[i].intersects(boxes[j])) << zoom << ": labels " << i << " and " << j;
        WorldBox badge{{marks.marks[j].centre.x - r, marks.marks[j].centre.y - r},
                       {marks.marks[j].centre.x + r, marks.marks[j].centre.y + r}};
        EXPECT_FALSE(boxes[i].intersects(badge)) << zoom << ": label " << i << " and badge " << j;
      }
    }
  }
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
