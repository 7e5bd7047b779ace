// The set-up tool: placing units and whole nodes in the current scenario, a drag that moves a counter as one undo
// step, turning through the 12 facings with [ and ], a two-hex unit's second hex, restacking a hex, and refusals
// reported in the status message.
#include "setup_tool.h"

#include <gtest/gtest.h>

#include "support/army_builder.h"
#include "support/test_battles.h"
#include "tool_harness.h"

namespace cartouche::testing {
namespace {

Battle armyBattle(int units = 8, int perHex = 1) {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 16, 12);
  addCounterArmy(b, units, 2, perHex);
  return b;
}

const Placement* placementOf(const Battle& b, const std::string& scenario, const std::string& unit) {
  for (const Placement& p : findScenario(b.scenarios, scenario)->setup)
    if (p.unit == unit) return &p;
  return nullptr;
}

TEST(SetupTool, PlacesAUnitInTheCurrentScenarioOnly) {
  ToolHarness h(armyBattle());
  SetupTool tool;
  h.state.keepScenario(h.battle());
  ASSERT_EQ(h.state.scenario, "historical");
  h.state.scenario = "variant";
  ASSERT_TRUE(tool.place(h.ctx, "pl-3", h.hex(9, 9))) << h.message;
  EXPECT_EQ(placementOf(h.battle(), "variant", "pl-3")->hex, h.hex(9, 9));
  EXPECT_NE(placementOf(h.battle(), "historical", "pl-3")->hex, h.hex(9, 9));
  // The variant's own row keeps what the base gave it (formation, facing).
  EXPECT_EQ(placementOf(h.battle(), "variant", "pl-3")->formation,
            placementOf(h.battle(), "historical", "pl-3")->formation);
  EXPECT_EQ(h.document.history().size(), 1u);
  EXPECT_FALSE(tool.place(h.ctx, "no-such-unit", h.hex(9, 9)));
  EXPECT_FALSE(h.message.empty());
}

TEST(SetupTool, ANodeDroppedOnAHexGoesInStacksRingByRing) {
  Battle b = armyBattle(14);  // pl has 7 units: brigade pl-b1 holds 6, pl-b2 one
  std::vector<Placement> p = nodePlacements(b, "pl-army", b.map.grid().toHex({8, 6}), 3);
  ASSERT_EQ(p.size(), 7u);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(p[size_t(i)].hex, b.map.grid().toHex({8, 6}));
  EXPECT_EQ(distance(*p[3].hex, *p[0].hex), 1);
  EXPECT_EQ(p[3].hex, p[5].hex);
  EXPECT_NE(p[6].hex, p[3].hex);
  EXPECT_EQ(distance(*p[6].hex, *p[0].hex), 1);
  EXPECT_EQ(p[0].unit, "pl-1");
  EXPECT_EQ(p[6].unit, "pl-7");
  // In a corner the hexes off the map are skipped.
  std::vector<Placement> corner = nodePlacements(b, "pl-b1", b.map.grid().toHex({0, 0}), 1);
  ASSERT_EQ(corner.size(), 6u);
  for (const Placement& q : corner) EXPECT_TRUE(b.map.grid().contains(*q.hex));

  ToolHarness h(std::move(b));
  SetupTool tool;
  h.state.keepScenario(h.battle());
  ASSERT_TRUE(tool.placeNode(h.ctx, "pl-b1", h.hex(13, 9))) << h.message;
  EXPECT_EQ(h.document.history().size(), 1u);  // one undo step for the whole node
  EXPECT_EQ(h.state.counters(h.document).stack(h.hex(13, 9)).size(), 3u);
  h.document.undo();
  EXPECT_EQ(h.battle(), h.original);
}

TEST(SetupTool, ADragMovesTheCounterAsOneUndoStep) {
  ToolHarness h(armyBattle());
  SetupTool tool;
  h.state.keepScenario(h.battle());
  Hex from = *placementOf(h.battle(), "historical", "pl-2")->hex;
  OffsetCoord o = h.map().grid().toOffset(from);
  h.stroke(tool, {h.at(from), h.at(o.col + 1, o.row), h.at(o.col + 2, o.row), h.at(o.col + 3, o.row)});
  EXPECT_EQ(placementOf(h.battle(), "historical", "pl-2")->hex, h.hex(o.col + 3, o.row));
  EXPECT_EQ(h.document.history().size(), 1u);
  EXPECT_EQ(h.state.units, std::set<std::string>{"pl-2"});
  EXPECT_TRUE(h.state.draggedUnit.empty());
  h.document.undo();
  EXPECT_EQ(h.battle(), h.original);
  // A click on a counter selects it and moves nothing; on empty ground it clears the selection.
  h.click(tool, h.at(from));
  EXPECT_EQ(h.document.history().index(), 0u);
  EXPECT_EQ(h.state.units, std::set<std::string>{"pl-2"});
  h.click(tool, h.at(15, 11));
  EXPECT_TRUE(h.state.units.empty());
}

TEST(SetupTool, TurnsThroughTheTwelveFacingsAndSetsASecondHex) {
  ToolHarness h(armyBattle());
  SetupTool tool;
  h.state.keepScenario(h.battle());
  EXPECT_EQ(turnedFacing(std::nullopt, 1), 0);
  EXPECT_EQ(turnedFacing(11, 1), 0);
  EXPECT_EQ(turnedFacing(0, -1), 11);
  Facing before = *placementOf(h.battle(), "historical", "pl-1")->facing;
  ASSERT_TRUE(tool.turn(h.ctx, "pl-1", 1));
  EXPECT_EQ(placementOf(h.battle(), "historical", "pl-1")->facing, (before + 1) % 12);
  for (int i = 0; i < 13; ++i) tool.turn(h.ctx, "pl-1", -1);  // once round and one back
  EXPECT_EQ(placementOf(h.battle(), "historical", "pl-1")->facing, before);
  Hex hex = *placementOf(h.battle(), "historical", "pl-1")->hex;
  ASSERT_TRUE(tool.setSecondHex(h.ctx, "pl-1", neighbour(hex, 0))) << h.message;
  EXPECT_EQ(placementOf(h.battle(), "historical", "pl-1")->second, neighbour(hex, 0));
  EXPECT_FALSE(tool.setSecondHex(h.ctx, "pl-1", h.hex(15, 11)));  // not adjacent: refused
  EXPECT_FALSE(h.message.empty());
  // Shift+click on the unit's own hex takes the second hex away.
  h.state.units = {"pl-1"};
  h.click(tool, h.at(hex, {.shift = true}));
  EXPECT_FALSE(placementOf(h.battle(), "historical", "pl-1")->second.has_value());
}

TEST(SetupTool, KeysTurnTheCounterUnderThePointer) {
  ImGuiFrame frame;
  ToolHarness h(armyBattle());
  SetupTool tool;
  h.state.keepScenario(h.battle());
  Hex hex = *placementOf(h.battle(), "historical", "ru-2")->hex;
  Facing before = *placementOf(h.battle(), "historical", "ru-2")->facing;
  ImGuiIO& io = ImGui::GetIO();
  tool.hover(h.ctx, h.at(hex));
  io.KeysDown[93] = true;  // ]
  frame.next();
  tool.keys(h.ctx);
  io.KeysDown[93] = false;
  frame.next();
  EXPECT_EQ(placementOf(h.battle(), "historical", "ru-2")->facing, turnedFacing(before, -1));
  io.KeysDown[91] = true;  // [
  frame.next();
  tool.keys(h.ctx);
  io.KeysDown[91] = false;
  frame.next();
  EXPECT_EQ(placementOf(h.battle(), "historical", "ru-2")->facing, before);
}

TEST(SetupTool, ShiftWheelTurnsTheCounterUnderThePointerInOneUndoStep) {
  ToolHarness h(armyBattle());
  SetupTool tool;
  h.state.keepScenario(h.battle());
  Hex hex = *placementOf(h.battle(), "historical", "ru-2")->hex;
  Facing before = *placementOf(h.battle(), "historical", "ru-2")->facing;
  // The plain wheel is the map's (zoom), and so is Shift+wheel over no counter.
  EXPECT_FALSE(tool.wheel(h.ctx, h.at(hex), 1.f));
  EXPECT_FALSE(tool.wheel(h.ctx, h.at(15, 11, {.shift = true}), 1.f));
  EXPECT_EQ(h.document.history().size(), 0u);
  // Away from the user is clockwise, as ]; three notches, a touchpad's half notch waiting for the next half.
  EXPECT_TRUE(tool.wheel(h.ctx, h.at(hex, {.shift = true}), 1.f));
  EXPECT_TRUE(tool.wheel(h.ctx, h.at(hex, {.shift = true}), 2.f));
  EXPECT_TRUE(tool.wheel(h.ctx, h.at(hex, {.shift = true}), 0.5f));
  EXPECT_EQ(placementOf(h.battle(), "historical", "ru-2")->facing, turnedFacing(before, -3));
  EXPECT_TRUE(tool.wheel(h.ctx, h.at(hex, {.shift = true}), 0.5f));
  EXPECT_EQ(placementOf(h.battle(), "historical", "ru-2")->facing, turnedFacing(before, -4));
  EXPECT_TRUE(tool.wheel(h.ctx, h.at(hex, {.shift = true}), -1.f));
  EXPECT_EQ(placementOf(h.battle(), "historical", "ru-2")->facing, turnedFacing(before, -3));
  EXPECT_EQ(h.state.units, std::set<std::string>{"ru-2"});
  // All of it one undo step; another counter starts another.
  EXPECT_EQ(h.document.history().size(), 1u);
  Hex other = *placementOf(h.battle(), "historical", "pl-1")->hex;
  EXPECT_TRUE(tool.wheel(h.ctx, h.at(other, {.shift = true}), 1.f));
  EXPECT_EQ(h.document.history().size(), 2u);
  h.document.undo();
  h.document.undo();
  EXPECT_EQ(h.battle(), h.original);
}

TEST(SetupTool, TheWheelWhileDraggingTurnsTheCounterAndTheDropTakesTheFacing) {
  ToolHarness h(armyBattle());
  SetupTool tool;
  h.state.keepScenario(h.battle());
  Hex from = *placementOf(h.battle(), "historical", "pl-2")->hex;
  Facing before = *placementOf(h.battle(), "historical", "pl-2")->facing;
  OffsetCoord o = h.map().grid().toOffset(from);
  tool.press(h.ctx, h.at(from));
  tool.drag(h.ctx, h.at(o.col + 2, o.row));
  EXPECT_TRUE(tool.wheel(h.ctx, h.at(o.col + 2, o.row), 1.f));  // no Shift needed while dragging
  EXPECT_TRUE(tool.wheel(h.ctx, h.at(o.col + 2, o.row), 1.f));
  // Nothing is placed before the drop; the dragged counter is drawn with its new facing.
  EXPECT_EQ(h.document.history().size(), 0u);
  EXPECT_EQ(h.state.draggedUnit, "pl-2");
  EXPECT_EQ(h.state.dragFacing, turnedFacing(before, -2));
  tool.release(h.ctx, h.at(o.col + 2, o.row));
  EXPECT_EQ(placementOf(h.battle(), "historical", "pl-2")->hex, h.hex(o.col + 2, o.row));
  EXPECT_EQ(placementOf(h.battle(), "historical", "pl-2")->facing, turnedFacing(before, -2));
  EXPECT_FALSE(h.state.dragFacing.has_value());
  EXPECT_EQ(h.document.history().size(), 1u);
  h.document.undo();
  EXPECT_EQ(h.battle(), h.original);
  // Turned in a drag let go where it started: a turn, one step.
  tool.press(h.ctx, h.at(from));
  EXPECT_TRUE(tool.wheel(h.ctx, h.at(from), -1.f));
  tool.release(h.ctx, h.at(from));
  EXPECT_EQ(placementOf(h.battle(), "historical", "pl-2")->hex, from);
  EXPECT_EQ(placementOf(h.battle(), "historical", "pl-2")->facing, turnedFacing(before, 1));
  EXPECT_EQ(h.document.history().index(), 1u);
  // Escape mid-drag forgets the turn.
  tool.press(h.ctx, h.at(from));
  EXPECT_TRUE(tool.wheel(h.ctx, h.at(from), 1.f));
  tool.cancel(h.ctx);
  EXPECT_FALSE(h.state.dragFacing.has_value());
  EXPECT_EQ(placementOf(h.battle(), "historical", "pl-2")->facing, turnedFacing(before, 1));
  // Turned and let go off the map: neither moved nor turned.
  tool.press(h.ctx, h.at(from));
  ToolInput off = h.at(-4, -4);
  ASSERT_FALSE(off.onMap);
  tool.drag(h.ctx, off);
  EXPECT_TRUE(tool.wheel(h.ctx, off, 1.f));
  tool.release(h.ctx, off);
  EXPECT_EQ(placementOf(h.battle(), "historical", "pl-2")->hex, from);
  EXPECT_EQ(placementOf(h.battle(), "historical", "pl-2")->facing, turnedFacing(before, 1));
  EXPECT_EQ(h.document.history().index(), 1u);
}

// A battle whose Polish leader commands brigade pl-b1 (pl-1 .. pl-4), with a leader set up at no hex yet.
Battle leaderBattle() {
  Battle b = armyBattle();
  Leader l;
  l.code = "zajaczek";
  l.side = "pl";
  l.name = "Józef Zajączek";
  l.commands = {"pl-b1"};
  b.army.leaders.push_back(l);
  return b;
}

const LeaderPlacement* leaderRow(const Battle& b, const std::string& scenario, const std::string& leader) {
  for (const LeaderPlacement& p : findScenario(b.scenarios, scenario)->leaders)
    if (p.leader == leader) return &p;
  return nullptr;
}

TEST(SetupTool, ALeaderDroppedOnHisUnitIsSetUpOnItElsewhereAtTheHex) {
  ToolHarness h(leaderBattle());
  SetupTool tool;
  h.state.keepScenario(h.battle());
  const CounterLayout& counters = h.state.counters(h.document);
  // On his unit's counter: on that unit.
  ASSERT_TRUE(tool.placeLeader(h.ctx, "zajaczek", counters.find("pl-2")->centre)) << h.message;
  ASSERT_NE(leaderRow(h.battle(), "historical", "zajaczek"), nullptr);
  EXPECT_EQ(leaderRow(h.battle(), "historical", "zajaczek")->at, LeaderAt::Unit);
  EXPECT_EQ(leaderRow(h.battle(), "historical", "zajaczek")->unit, "pl-2");
  // On a counter of the other side: at its hex.
  const Hex enemy = h.state.counters(h.document).find("ru-2")->hex;
  ASSERT_TRUE(tool.placeLeader(h.ctx, "zajaczek", h.state.counters(h.document).find("ru-2")->centre));
  EXPECT_EQ(leaderRow(h.battle(), "historical", "zajaczek")->at, LeaderAt::Hex);
  EXPECT_EQ(leaderRow(h.battle(), "historical", "zajaczek")->hex, enemy);
  // On empty ground: at that hex; the same again adds no undo step.
  ASSERT_TRUE(tool.placeLeader(h.ctx, "zajaczek", h.at(15, 11).world));
  EXPECT_EQ(leaderRow(h.battle(), "historical", "zajaczek")->hex, h.hex(15, 11));
  const size_t steps = h.document.history().size();
  ASSERT_TRUE(tool.placeLeader(h.ctx, "zajaczek", h.at(15, 11).world));
  EXPECT_EQ(h.document.history().size(), steps);
  // Off the map, or a leader who does not exist: refused, said why.
  h.message.clear();
  EXPECT_FALSE(tool.placeLeader(h.ctx, "zajaczek", Point{-50, -50}));
  EXPECT_FALSE(h.message.empty());
  EXPECT_FALSE(tool.placeLeader(h.ctx, "nobody", h.at(15, 11).world));
  // A stack where his unit lies under a unit that is not his: on his unit.
  ASSERT_TRUE(tool.place(h.ctx, "ru-3", h.state.counters(h.document).find("pl-3")->hex));
  const CounterPlace* top = h.state.counters(h.document).find("ru-3");
  ASSERT_EQ(top->level, 1);
  ASSERT_TRUE(tool.placeLeader(h.ctx, "zajaczek", top->centre));
  EXPECT_EQ(leaderRow(h.battle(), "historical", "zajaczek")->unit, "pl-3");
  // Each placement one undo step.
  while (h.document.history().canUndo()) h.document.undo();
  EXPECT_EQ(h.battle(), h.original);
}

TEST(SetupTool, ALeadersBadgeDraggedMovesHimAndAClickLeavesHimBe) {
  Battle b = leaderBattle();
  b.scenarios[0].leaders.push_back({"zajaczek", LeaderAt::Hex, b.map.grid().toHex({12, 9}), "", "as printed"});
  ToolHarness h(std::move(b));
  SetupTool tool;
  h.state.keepScenario(h.battle());
  const Point badge = h.state.leaders(h.document).marks.at(0).centre;
  // A click on the badge: no drag, nothing changes (the badge lies over the hex's counters: none is taken).
  ToolInput at = h.at(h.hex(12, 9));
  at.world = badge;
  h.click(tool, at);
  EXPECT_EQ(h.document.history().size(), 0u);
  // Dragged onto one of his units: on it, one undo step, his row's note kept.
  // Copied: the counters' layout is built again once the stroke changed the battle.
  const CounterPlace his = *h.state.counters(h.document).find("pl-4");
  ToolInput onHis = h.at(his.hex);
  onHis.world = his.centre;
  h.stroke(tool, {at, h.at(10, 9), onHis});
  EXPECT_EQ(leaderRow(h.battle(), "historical", "zajaczek")->at, LeaderAt::Unit);
  EXPECT_EQ(leaderRow(h.battle(), "historical", "zajaczek")->unit, "pl-4");
  EXPECT_EQ(leaderRow(h.battle(), "historical", "zajaczek")->note, "as printed");
  EXPECT_EQ(h.document.history().size(), 1u);
  // No counter moved.
  EXPECT_EQ(h.state.counters(h.document).find("pl-4")->hex, his.hex);
  h.document.undo();
  EXPECT_EQ(h.battle(), h.original);
}

TEST(SetupTool, RestacksAHex) {
  ToolHarness h(armyBattle(9, 3));
  SetupTool tool;
  h.state.keepScenario(h.battle());
  Hex hex = *placementOf(h.battle(), "historical", "pl-2")->hex;
  auto order = [&] {
    std::vector<std::string> codes;
    for (const CounterPlace* c : h.state.counters(h.document).stack(hex)) codes.push_back(c->unit);
    return codes;
  };
  ASSERT_EQ(order(), (std::vector<std::string>{"pl-2", "pl-3", "pl-4"}));
  ASSERT_TRUE(tool.restack(h.ctx, hex, {"pl-4", "pl-2", "pl-3"})) << h.message;
  EXPECT_EQ(order(), (std::vector<std::string>{"pl-4", "pl-2", "pl-3"}));
  EXPECT_FALSE(tool.restack(h.ctx, hex, {"pl-4", "pl-2"}));  // not every unit there
}

}  // namespace
}  // namespace cartouche::testing
