// The line-of-sight tool (editor/app/tools/los_tool.h) and its viewshed overlay (viewshed_overlay.h), driven
// through ToolInputs with no window: the line a drag traces and its blocker against the engine's los(), the
// rules chosen from the battle's system, the LosMap rebuilt only when the document changes, and the overlay's hexes
// against the engine's viewshed().
#include "los_tool.h"

#include <gtest/gtest.h>

#include "edit/info_commands.h"
#include "edit/map_commands.h"
#include "support/test_battles.h"
#include "tool_box.h"
#include "tool_harness.h"

namespace cartouche::testing {
namespace {

TerrainId gHedge = 0;

// The test battle with woods that block LOS one level high, and a hedge hexside feature (named in Polish, to see
// the vocabulary's names come through) that blocks too. No woods on the map yet.
Battle losBattle(int columns = 16, int rows = 12, const char* system = nullptr) {
  Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, columns, rows);
  TerrainType woods = b.vocabulary.at(kWoods);
  woods.blocksLos = true;
  woods.losHeight = 1;
  EXPECT_TRUE(b.vocabulary.replace(kWoods, woods));
  TerrainType hedge = hexsideFeature("hedge", "Żywopłot", DrawStyle::Edge, {30, 90, 30, 255});
  hedge.water = false;
  hedge.blocksLos = true;
  hedge.losHeight = 1;
  gHedge = *b.vocabulary.add(hedge);
  if (system) b.info["system"] = system;
  return b;
}

void paint(ToolHarness& h, Hex hex, TerrainId t) {
  ASSERT_TRUE(h.document.execute(std::make_unique<PaintTerrain>(std::vector<int>{h.map().indexOf(hex)}, t)));
}

// The tool's line equals the engine's answer for the same two hexes, field by field.
void expectSameAsEngine(const ToolHarness& h, const LosTool& tool, Hex from, Hex to) {
  ASSERT_TRUE(tool.line());
  EXPECT_EQ(tool.line()->from, from);
  EXPECT_EQ(tool.line()->to, to);
  LosResult want = los(h.battle(), losRulesFor(h.battle()), from, to);
  const LosResult& got = tool.line()->result;
  EXPECT_EQ(got.visible, want.visible);
  EXPECT_EQ(got.range, want.range);
  EXPECT_EQ(got.blocker, want.blocker);
  EXPECT_EQ(got.reason, want.reason);
  if (want.blocker == LosBlocker::Hex) {
    EXPECT_EQ(got.blockingHex, want.blockingHex);
  }
  if (want.blocker == LosBlocker::Hexside) {
    EXPECT_EQ(got.blockingHexside, want.blockingHexside);
  }
  ASSERT_EQ(got.crossed.size(), want.crossed.size());
  for (size_t i = 0; i < want.crossed.size(); ++i) {
    EXPECT_EQ(got.crossed[i].hex, want.crossed[i].hex) << i;
    EXPECT_EQ(got.crossed[i].other, want.crossed[i].other) << i;
    EXPECT_EQ(got.crossed[i].alongHexside, want.crossed[i].alongHexside) << i;
  }
}

TEST(LosTool, ClearLineMatchesTheEngineAndStaysAfterTheRelease) {
  ToolHarness h(losBattle());
  LosTool tool;
  Hex from = h.hex(2, 3), to = h.hex(9, 7);
  h.stroke(tool, {h.at(from), h.at(5, 5), h.at(to)});
  expectSameAsEngine(h, tool, from, to);
  EXPECT_TRUE(tool.line()->result.visible);
  EXPECT_EQ(tool.line()->result.range, distance(from, to));
  EXPECT_FALSE(tool.dragging());
  EXPECT_EQ(losBlockerText(h.battle(), tool.line()->result), "");
  // Moving the pointer afterwards keeps the line; the next drag replaces it.
  tool.hover(h.ctx, h.at(12, 2));
  ASSERT_TRUE(tool.line());
  EXPECT_EQ(tool.line()->to, to);
  h.stroke(tool, {h.at(1, 1), h.at(3, 1)});
  EXPECT_EQ(tool.line()->from, h.hex(1, 1));
  EXPECT_EQ(tool.line()->to, h.hex(3, 1));
  // Escape (cancel) clears it; the battle was never touched.
  tool.cancel(h.ctx);
  EXPECT_FALSE(tool.line());
  EXPECT_EQ(h.battle(), h.original);
  EXPECT_EQ(h.document.history().size(), 0u);
}

TEST(LosTool, BlockedLineReportsTheFirstBlockingHexAsTheEngineDoes) {
  ToolHarness h(losBattle());
  Hex from = h.hex(2, 5), to = h.hex(12, 5);
  // Woods on two hexes of the row between the ends: the nearer one to `from` is the first blocker.
  paint(h, h.hex(5, 5), kWoods);
  paint(h, h.hex(9, 5), kWoods);
  LosTool tool;
  h.stroke(tool, {h.at(from), h.at(7, 5), h.at(to)});
  expectSameAsEngine(h, tool, from, to);
  const LosResult& r = tool.line()->result;
  EXPECT_FALSE(r.visible);
  EXPECT_EQ(r.blocker, LosBlocker::Hex);
  EXPECT_EQ(r.blockingHex, h.hex(5, 5));
  EXPECT_EQ(r.reason, "woods");
  std::string label = h.map().grid().label(h.hex(5, 5));
  EXPECT_EQ(losBlockerText(h.battle(), r), "Woods in hex " + label + " (level 0)");
}

TEST(LosTool, HexsideBlockerIsNamedFromTheVocabulary) {
  ToolHarness h(losBattle());
  Hex from = h.hex(2, 5), to = h.hex(8, 5);
  HexsideId side = hexsideOf(h.hex(5, 5), directionTo(h.hex(5, 5), h.hex(6, 5)));
  ASSERT_TRUE(h.document.execute(
      std::make_unique<SetHexsideFeature>(std::vector<HexsideId>{side}, HexsideFeature{gHedge, Side::None})));
  LosTool tool;
  h.stroke(tool, {h.at(from), h.at(to)});
  expectSameAsEngine(h, tool, from, to);
  const LosResult& r = tool.line()->result;
  EXPECT_EQ(r.blocker, LosBlocker::Hexside);
  EXPECT_EQ(r.reason, "hedge");
  EXPECT_NE(losBlockerText(h.battle(), r).find("Żywopłot on hexside "), std::string::npos)
      << losBlockerText(h.battle(), r);
}

// A line that runs along hexsides: both hexes of each such step are reported, and woods on one side of it blocks
// (either hex blocks, in both rulebooks), exactly as los() says.
TEST(LosTool, LineAlongAHexsideListsBothHexesAndIsBlockedByEither) {
  ToolHarness h(losBattle());
  Hex from = h.hex(4, 2);
  std::optional<Hex> to;
  std::optional<LineStep> along;
  for (int row = 0; row < h.map().rows() && !to; ++row)
    for (int col = 0; col < h.map().columns() && !to; ++col)
      for (const LineStep& s : traceLine(from, h.hex(col, row)))
        if (s.alongHexside && h.map().contains(s.hex) && h.map().contains(s.other)) {
          to = h.hex(col, row);
          along = s;
          break;
        }
  ASSERT_TRUE(to) << "no line along a hexside from 0503";
  LosTool tool;
  h.stroke(tool, {h.at(from), h.at(*to)});
  expectSameAsEngine(h, tool, from, *to);
  EXPECT_TRUE(tool.line()->result.visible);
  std::string steps = losStepsText(h.battle(), tool.line()->result.crossed);
  const GridSettings& g = h.map().grid();
  EXPECT_NE(steps.find(g.label(along->hex) + "|" + g.label(along->other)), std::string::npos) << steps;

  paint(h, along->other, kWoods);
  h.stroke(tool, {h.at(from), h.at(*to)});
  expectSameAsEngine(h, tool, from, *to);
  EXPECT_FALSE(tool.line()->result.visible);
  EXPECT_EQ(tool.line()->result.reason, "woods");
}

TEST(LosTool, RulesFollowTheBattlesSystem) {
  {
    ToolHarness h(losBattle(16, 12, "raclawice"));
    LosTool tool;
    tool.hover(h.ctx, h.at(3, 3));
    EXPECT_EQ(tool.rules().elevation, ElevationRule::Raclawice);
    EXPECT_STREQ(losRulesName(tool.rules()), "Racławice");
  }
  ToolHarness h(losBattle());
  LosTool tool;
  tool.hover(h.ctx, h.at(3, 3));
  EXPECT_EQ(tool.rules().elevation, ElevationRule::LaBataille);
  EXPECT_STREQ(losRulesName(tool.rules()), "La Bataille");
  // Changing the system is an edit like any other: the next move picks up the new rules.
  ASSERT_TRUE(h.document.execute(std::make_unique<SetInfo>("system", "raclawice")));
  tool.hover(h.ctx, h.at(3, 4));
  EXPECT_EQ(tool.rules().elevation, ElevationRule::Raclawice);
}

// The LosMap is built once per change of the document, not per move; the line shown follows an edit (and its
// undo) without another drag.
TEST(LosTool, LosMapIsRebuiltOnlyWhenTheDocumentChanges) {
  ToolHarness h(losBattle());
  LosTool tool;
  Hex from = h.hex(2, 5), to = h.hex(12, 5);
  h.stroke(tool, {h.at(from), h.at(5, 5), h.at(8, 5), h.at(to)});
  for (int col = 0; col < 14; ++col) tool.hover(h.ctx, h.at(col, 3));
  EXPECT_EQ(tool.losMapBuilds(), 1u);
  EXPECT_TRUE(tool.line()->result.visible);

  paint(h, h.hex(7, 5), kWoods);
  tool.hover(h.ctx, h.at(1, 1));
  EXPECT_EQ(tool.losMapBuilds(), 2u);
  EXPECT_FALSE(tool.line()->result.visible);
  EXPECT_EQ(tool.line()->result.blockingHex, h.hex(7, 5));
  tool.hover(h.ctx, h.at(1, 2));
  EXPECT_EQ(tool.losMapBuilds(), 2u);

  ASSERT_TRUE(h.document.undo());
  tool.hover(h.ctx, h.at(1, 1));
  EXPECT_EQ(tool.losMapBuilds(), 3u);
  EXPECT_TRUE(tool.line()->result.visible);
}

TEST(LosTool, ViewshedOverlayIsTheEnginesViewshed) {
  ToolHarness h(losBattle(20, 16));
  for (auto [col, row] : {std::pair{6, 6}, {7, 6}, {8, 9}, {12, 4}, {3, 10}}) paint(h, h.hex(col, row), kWoods);
  LosTool tool;
  tool.viewshedSettings.range = 5;
  tool.setViewshed(h.ctx, true);
  Hex origin = h.hex(9, 7);
  tool.hover(h.ctx, h.at(origin));
  const ViewshedOverlay& overlay = tool.viewshed();
  ASSERT_TRUE(overlay.ready());
  EXPECT_EQ(overlay.origin(), origin);
  std::vector<uint8_t> want = viewshed(h.battle(), losRulesFor(h.battle()), origin, 5);
  EXPECT_EQ(overlay.visible(), want);
  // The shaded hexes are those within range that the engine finds hidden; with "shade visible", the others.
  const GridSettings& g = h.map().grid();
  int hidden = 0, seen = 0;
  for (int i = 0; i < h.map().hexCount(); ++i) {
    bool inRange = distance(origin, h.map().hexAt(i)) <= 5;
    EXPECT_EQ(overlay.shaded(g, i, false), inRange && !want[size_t(i)]) << i;
    EXPECT_EQ(overlay.shaded(g, i, true), inRange && want[size_t(i)]) << i;
    hidden += inRange && !want[size_t(i)];
    seen += want[size_t(i)];
  }
  EXPECT_GT(hidden, 0);
  EXPECT_EQ(overlay.visibleCount(), seen);
  EXPECT_EQ(overlay.inRangeCount(), 91);  // 1 + 3 * 5 * 6 hexes within five of a hex well inside the map

  // Whole map: every hex of the map, as far as the farthest corner.
  tool.viewshedSettings.wholeMap = true;
  tool.hover(h.ctx, h.at(origin));
  EXPECT_EQ(overlay.visible(), viewshed(h.battle(), losRulesFor(h.battle()), origin, overlay.range()));
  EXPECT_EQ(overlay.inRangeCount(), h.map().hexCount());
  int farthest = 0;
  for (int i = 0; i < h.map().hexCount(); ++i) farthest = std::max(farthest, distance(origin, h.map().hexAt(i)));
  EXPECT_EQ(overlay.range(), farthest);
}

// Recomputed when the hovered hex, the range or the map changes, and only then.
TEST(LosTool, ViewshedIsRecomputedOnlyWhenItsInputsChange) {
  ToolHarness h(losBattle());
  LosTool tool;
  tool.hover(h.ctx, h.at(4, 4));
  EXPECT_FALSE(tool.viewshed().ready());  // off until switched on
  tool.setViewshed(h.ctx, true);
  const ViewshedOverlay& overlay = tool.viewshed();
  uint64_t n = overlay.computations();
  EXPECT_EQ(n, 1u);
  for (int i = 0; i < 5; ++i) tool.hover(h.ctx, h.nearSide(h.hex(4, 4), i));  // moves within the same hex
  EXPECT_EQ(overlay.computations(), n);
  tool.hover(h.ctx, h.at(5, 4));
  EXPECT_EQ(overlay.computations(), ++n);
  EXPECT_EQ(overlay.origin(), h.hex(5, 4));
  tool.viewshedSettings.range = 3;
  tool.hover(h.ctx, h.at(5, 4));
  EXPECT_EQ(overlay.computations(), ++n);
  EXPECT_EQ(overlay.range(), 3);
  paint(h, h.hex(6, 4), kWoods);
  tool.hover(h.ctx, h.at(5, 4));
  EXPECT_EQ(overlay.computations(), ++n);
  EXPECT_FALSE(overlay.visible()[size_t(h.index(7, 4))]);
  // While a line is dragged the overlay shows what its first hex sees.
  h.stroke(tool, {h.at(2, 2), h.at(9, 9)});
  EXPECT_EQ(overlay.origin(), h.hex(9, 9));  // after the release: the hex under the pointer again
  tool.press(h.ctx, h.at(2, 2));
  tool.drag(h.ctx, h.at(8, 8));
  EXPECT_EQ(overlay.origin(), h.hex(2, 2));
  tool.release(h.ctx, h.at(8, 8));
  tool.setViewshed(h.ctx, false);
  EXPECT_FALSE(overlay.ready());
}

TEST(LosTool, KeysSwitchTheViewshedAndEscapeClearsTheLine) {
  ImGuiFrame frame;
  ToolHarness h(losBattle());
  ToolBox box;
  ImGuiIO& io = ImGui::GetIO();
  io.KeyMap[ImGuiKey_Escape] = 256;  // GLFW_KEY_ESCAPE, as the GLFW backend maps it
  io.KeysDown['L'] = true;
  frame.next();
  box.handleShortcuts(h.ctx);
  io.KeysDown['L'] = false;
  ASSERT_STREQ(box.active()->name(), "Line of sight");
  auto* tool = static_cast<LosTool*>(box.active());
  h.stroke(*tool, {h.at(2, 2), h.at(6, 6)});
  tool->hover(h.ctx, h.at(6, 6));
  ASSERT_TRUE(tool->line());
  EXPECT_FALSE(tool->viewshedSettings.on);

  io.KeysDown[LosTool::kViewshedKey] = true;
  frame.next();
  box.handleShortcuts(h.ctx);
  io.KeysDown[LosTool::kViewshedKey] = false;
  EXPECT_TRUE(tool->viewshedSettings.on);
  EXPECT_TRUE(tool->viewshed().ready());
  EXPECT_EQ(tool->viewshed().origin(), h.hex(6, 6));

  io.KeysDown[ImGui::GetKeyIndex(ImGuiKey_Escape)] = true;
  frame.next();
  box.handleShortcuts(h.ctx);
  io.KeysDown[ImGui::GetKeyIndex(ImGuiKey_Escape)] = false;
  EXPECT_FALSE(tool->line());
  EXPECT_TRUE(tool->viewshedSettings.on);  // Escape clears the line only

  io.KeysDown[LosTool::kViewshedKey] = true;
  frame.next();
  box.handleShortcuts(h.ctx);
  EXPECT_FALSE(tool->viewshedSettings.on);
}

// The options name the rule system, the blocker and the hexes crossed; the preview draws the line, the blocker and
// the overlay.
TEST(LosTool, OptionsAndPreviewDraw) {
  ImGuiFrame frame;
  ToolHarness h(losBattle(16, 12, "raclawice"));
  paint(h, h.hex(6, 5), kWoods);
  LosTool tool;
  h.stroke(tool, {h.at(2, 5), h.at(10, 5)});
  ImGui::Begin("options");
  int before = ImGui::GetWindowDrawList()->VtxBuffer.Size;
  tool.drawOptions(h.ctx);
  EXPECT_GT(ImGui::GetWindowDrawList()->VtxBuffer.Size, before);
  ImGui::End();
  ImDrawList* list = ImGui::GetBackgroundDrawList();
  before = list->VtxBuffer.Size;
  tool.drawPreview(h.ctx, list);
  int lineOnly = list->VtxBuffer.Size - before;
  EXPECT_GT(lineOnly, 0);
  tool.setViewshed(h.ctx, true);
  tool.hover(h.ctx, h.at(6, 6));
  before = list->VtxBuffer.Size;
  tool.drawPreview(h.ctx, list);
  EXPECT_GT(list->VtxBuffer.Size - before, lineOnly);
}

// On a 1000x1000 map the overlay, range-limited by default, computes only around the pointer, and at whole-map zoom
// draws no more than the screen holds: at most one rectangle (four vertices) per sample cell.
TEST(LosTool, ViewshedOnAMillionHexMapDrawsWhatTheScreenHolds) {
  ImGuiFrame frame;
  Battle big = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 10, 10);
  GridSettings g = big.map.grid();
  g.columns = g.rows = 1000;
  g.labels.columnDigits = g.labels.rowDigits = 4;
  big.map = HexMap(g, kClear);
  TerrainType woods = big.vocabulary.at(kWoods);
  woods.blocksLos = true;
  ASSERT_TRUE(big.vocabulary.replace(kWoods, woods));
  for (int i = 0; i < big.map.hexCount(); i += 7) big.map.setTerrain(i, kWoods);
  ToolHarness h(std::move(big));
  LosTool tool;
  tool.setViewshed(h.ctx, true);
  tool.hover(h.ctx, h.at(500, 500));
  ASSERT_TRUE(tool.viewshed().ready());
  EXPECT_EQ(tool.viewshed().range(), 20);
  EXPECT_EQ(tool.viewshed().inRangeCount(), 1 + 3 * 20 * 21);
  EXPECT_LT(tool.viewshed().visibleCount(), tool.viewshed().inRangeCount());
  ImDrawList* list = ImGui::GetBackgroundDrawList();
  int before = list->VtxBuffer.Size;
  tool.drawPreview(h.ctx, list);
  int cells = (ToolHarness::kWidth / 4 + 1) * (ToolHarness::kHeight / 4 + 1);
  EXPECT_GT(list->VtxBuffer.Size, before);
  EXPECT_LT(list->VtxBuffer.Size - before, 4 * cells);
}

}  // namespace
}  // namespace cartouche::testing
