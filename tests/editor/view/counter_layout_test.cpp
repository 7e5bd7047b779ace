// Where counters lie: the scenario's effective set-up in stacks, each counter's colour, arm, label and values,
// hit testing of the topmost counter, and facing directions.
#include "view/counter_layout.h"

#include <gtest/gtest.h>

#include <cmath>

#include "support/army_builder.h"
#include "support/test_battles.h"

namespace cartouche {
namespace {

Battle armyBattle(int units, int perHex) {
  Battle b = testing::makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 20, 16);
  testing::addCounterArmy(b, units, 2, perHex);
  return b;
}

TEST(CounterLayoutTest, PlacesEveryUnitOfTheScenarioWithItsSideArmAndValues) {
  Battle b = armyBattle(12, 1);
  CounterLayout layout = CounterLayout::build(b, "historical");
  ASSERT_EQ(layout.counters().size(), 12u);
  const CounterPlace* first = layout.find("pl-1");
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(b.map.grid().labels.format({2, 2}), "0303");
  EXPECT_EQ(first->hex, b.map.grid().toHex({2, 2}));
  EXPECT_EQ(first->colour, (Rgba{200, 40, 40, 255}));
  EXPECT_EQ(first->label, "1/kos");
  EXPECT_EQ(first->arm, Arm::Infantry);
  EXPECT_EQ(first->values, "3-2-1");
  const CounterPlace* third = layout.find("ru-3");  // every third unit: values unknown, never 0
  ASSERT_NE(third, nullptr);
  EXPECT_EQ(third->values, "?-?-?");
  EXPECT_EQ(third->arm, Arm::Cavalry);
  EXPECT_EQ(third->colour, (Rgba{40, 120, 60, 255}));
  EXPECT_EQ(layout.find("ru-2")->values, "4-3-?");
  EXPECT_EQ(layout.find("pl-4")->arm, Arm::Artillery);
}

TEST(CounterLayoutTest, AnUnknownTroopTypeOrUnitHasNoArmAndAGreyCounter) {
  Battle b = armyBattle(4, 1);
  b.army.units[0].troopType.clear();
  b.scenarios[0].setup.push_back({"ghost", b.map.grid().toHex({7, 7}), {}, "", {}, ""});
  CounterLayout layout = CounterLayout::build(b, "historical");
  EXPECT_FALSE(layout.find("pl-1")->arm.has_value());
  const CounterPlace* ghost = layout.find("ghost");
  ASSERT_NE(ghost, nullptr);
  EXPECT_EQ(ghost->unitIndex, -1);
  EXPECT_EQ(ghost->label, "ghost");
  EXPECT_EQ(ghost->colour, (Rgba{150, 150, 150, 255}));
}

TEST(CounterLayoutTest, StacksKeepSetUpOrderBottomToTopWithOffsets) {
  Battle b = armyBattle(13, 3);
  CounterLayout layout = CounterLayout::build(b, "historical");
  Hex hex = *b.scenarios[0].setup[1].hex;
  auto stack = layout.stack(hex);
  ASSERT_EQ(stack.size(), 3u);
  EXPECT_EQ(stack[0]->unit, "pl-2");
  EXPECT_EQ(stack[1]->unit, "pl-3");
  EXPECT_EQ(stack[2]->unit, "pl-4");
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(stack[size_t(i)]->level, i);
    EXPECT_EQ(stack[size_t(i)]->stackSize, 3);
  }
  EXPECT_GT(stack[2]->centre.x, stack[0]->centre.x);  // up and to the right
  EXPECT_LT(stack[2]->centre.y, stack[0]->centre.y);
  // The pointer over the stack's centre finds the top counter; near the bottom counter's lower-left corner, the
  // bottom one, which the others do not cover there.
  Point centre = hexToPixel(worldLayout(b.map.grid()), hex);
  EXPECT_EQ(layout.at(centre)->unit, "pl-4");
  EXPECT_EQ(layout.at({centre.x - 0.58, centre.y + 0.58})->unit, "pl-2");
  EXPECT_EQ(layout.at({centre.x + 3, centre.y}), nullptr);
}

TEST(CounterLayoutTest, AVariantShowsItsEffectiveSetUp) {
  Battle b = armyBattle(6, 1);
  CounterLayout layout = CounterLayout::build(b, "variant");
  EXPECT_EQ(layout.counters().size(), 5u);  // pl-2 removed
  EXPECT_EQ(layout.find("pl-2"), nullptr);
  EXPECT_EQ(layout.find("pl-1")->hex, b.map.grid().toHex({4, 4}));
  EXPECT_TRUE(CounterLayout::build(b, "no-such").counters().empty());
}

TEST(CounterLayoutTest, OffMapPlacementsHaveNoCounter) {
  Battle b = armyBattle(4, 1);
  b.scenarios[0].setup[0].hex.reset();
  b.scenarios[0].setup[1].hex = b.map.grid().toHex({40, 40});
  EXPECT_EQ(CounterLayout::build(b, "historical").counters().size(), 2u);
}

TEST(CounterLayoutTest, ValuesShowTheFirstThreeIntegerFieldsWithQuestionMarks) {
  ArmyVocabulary v = testing::counterArmyVocabulary();
  EXPECT_EQ(counterValues(v, {{"strength", "9"}, {"strip", "blue"}}), "9-?-?");
  EXPECT_EQ(counterValues(v, {{"morale", "-2"}, {"firepower", "0"}}), "?--2-0");
  EXPECT_EQ(counterValues(ArmyVocabulary{}, {{"strength", "9"}}), "");
}

TEST(CounterLayoutTest, FacingVectorsPointAtHexsidesAndVertices) {
  GridSettings grid;
  grid.orientation = Orientation::PointyTop;
  Hex h = grid.toHex({5, 5});
  for (int f = 0; f < 12; ++f) {
    Point v = facingVector(grid, h, f);
    EXPECT_NEAR(std::hypot(v.x, v.y), 1.0, 1e-9);
    // Twelve directions 30 degrees apart, in order.
    Point w = facingVector(grid, h, (f + 1) % 12);
    EXPECT_NEAR(v.x * w.x + v.y * w.y, std::cos(M_PI / 6), 1e-9) << f;
  }
  // Facing 0 points at the neighbour in direction 0.
  Layout layout = worldLayout(grid);
  Point c = hexToPixel(layout, h), n = hexToPixel(layout, neighbour(h, 0));
  Point v = facingVector(grid, h, 0);
  EXPECT_NEAR(v.x, (n.x - c.x) / std::sqrt(3.0), 1e-9);
  EXPECT_NEAR(v.y, (n.y - c.y) / std::sqrt(3.0), 1e-9);
}

}  // namespace
}  // namespace cartouche
