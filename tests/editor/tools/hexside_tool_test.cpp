// The hexside tool (editor/app/tools/hexside_tool.h): streams dragged along hex edges as one undo step, roads hex
// to hex, bridges only over water, directional features and their side, erasing, and undo back to the battle.
#include "hexside_tool.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

#include "edit/hexside_path.h"
#include "support/test_battles.h"
#include "tool_box.h"
#include "tool_harness.h"

namespace cartouche::testing {
namespace {

Battle battle(Orientation o = Orientation::PointyTop) { return makeTestBattle(o, ShiftedLines::Odd, 14, 11); }

std::set<HexsideId> carrying(const HexMap& m, TerrainId type) {
  std::set<HexsideId> out;
  for (const auto& [key, rec] : m.hexsides())
    if (rec.has(type)) out.insert(HexsideId::fromKey(key));
  return out;
}

bool shareCorner(HexsideId a, HexsideId b) {
  for (VertexId x : hexsideEnds(a))
    for (VertexId y : hexsideEnds(b))
      if (x == y) return true;
  return false;
}

TEST(HexsideTool, DraggedStreamLiesAlongHexsidesAsOneUndoStep) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop}) {
    ToolHarness h(battle(o));
    HexsideTool tool;
    h.state.sideFeature = kStream;
    ToolInput from = h.nearSide(h.hex(2, 3), 1), to = h.nearSide(h.hex(8, 6), 4);
    h.stroke(tool, {from, h.at(4, 4), h.nearSide(h.hex(6, 5), 0), to});
    std::set<HexsideId> stream = carrying(h.map(), kStream);
    // The first and last hexsides are the ones nearest the press and the release.
    EXPECT_TRUE(stream.count(from.nearestSide));
    EXPECT_TRUE(stream.count(to.nearestSide));
    // At least two hexsides per hex crossed; each one touches another at a corner, and never three at one corner.
    EXPECT_GE(stream.size(), size_t(distance(h.hex(2, 3), h.hex(8, 6))));
    std::map<uint64_t, int> cornerUse;
    for (HexsideId s : stream) {
      int touching = 0;
      for (HexsideId t : stream)
        if (t != s && shareCorner(s, t)) ++touching;
      EXPECT_GE(touching, 1);
      EXPECT_LE(touching, 2);
      for (VertexId v : hexsideEnds(s)) ++cornerUse[HexsideId{v.owner, v.corner}.key()];
    }
    // A simple path: every corner is used once (the two ends) or twice.
    int ends = 0;
    for (auto [key, n] : cornerUse) {
      EXPECT_LE(n, 2);
      ends += n == 1;
    }
    EXPECT_EQ(ends, 2);
    EXPECT_EQ(h.document.history().size(), 1u);
    ASSERT_TRUE(h.document.undo());
    EXPECT_EQ(h.battle(), h.original);
  }
}

TEST(HexsideTool, ClickPutsTheFeatureOnTheNearestHexside) {
  ToolHarness h(battle());
  HexsideTool tool;
  h.state.sideFeature = kStream;
  for (int d = 0; d < 6; ++d) h.click(tool, h.nearSide(h.hex(5, 5), d));
  std::set<HexsideId> want;
  for (int d = 0; d < 6; ++d) want.insert(hexsideOf(h.hex(5, 5), d));
  EXPECT_EQ(carrying(h.map(), kStream), want);
  EXPECT_EQ(h.document.history().size(), 6u);
}

TEST(HexsideTool, BridgeIsRefusedOnADryHexsideAndAcceptedOnAStream) {
  ToolHarness h(battle());
  HexsideTool tool;
  ToolInput near = h.nearSide(h.hex(4, 4), 0);
  h.state.sideFeature = kBridge;
  h.click(tool, near);
  EXPECT_TRUE(carrying(h.map(), kBridge).empty());
  EXPECT_EQ(h.document.history().size(), 0u);
  EXPECT_NE(h.message.find("hexside"), std::string::npos) << h.message;

  h.state.sideFeature = kStream;
  h.click(tool, near);
  h.state.sideFeature = kBridge;
  h.message.clear();
  h.click(tool, near);
  EXPECT_EQ(carrying(h.map(), kBridge), std::set<HexsideId>{near.nearestSide});
  EXPECT_EQ(carrying(h.map(), kStream), std::set<HexsideId>{near.nearestSide});
  EXPECT_TRUE(h.message.empty()) << h.message;
  ASSERT_TRUE(h.document.undo());
  ASSERT_TRUE(h.document.undo());
  EXPECT_EQ(h.battle(), h.original);
}

// The hexsides between consecutive hexes of the centre-to-centre lines joining `stops`.
std::set<HexsideId> roadThrough(const std::vector<Hex>& stops) {
  std::set<HexsideId> out;
  for (size_t s = 1; s < stops.size(); ++s) {
    std::vector<Hex> line = lineDraw(stops[s - 1], stops[s]);
    for (size_t i = 1; i < line.size(); ++i) out.insert(hexsideOf(line[i - 1], directionTo(line[i - 1], line[i])));
  }
  return out;
}

TEST(HexsideTool, RoadRunsHexToHexThroughHexsides) {
  for (Orientation o : {Orientation::PointyTop, Orientation::FlatTop}) {
    ToolHarness h(battle(o));
    HexsideTool tool;
    h.state.sideFeature = kRoad;
    Hex a = h.hex(2, 2), b = h.hex(4, 3), c = h.hex(9, 7);
    // The pointer jumps from hex to hex (a fast drag): the road still joins them without a gap.
    h.stroke(tool, {h.at(a), h.at(b), h.at(c)});
    std::set<HexsideId> road = carrying(h.map(), kRoad);
    EXPECT_EQ(road, roadThrough({a, b, c}));
    EXPECT_EQ(road.size(), size_t(distance(a, b) + distance(b, c)));
    EXPECT_EQ(h.document.history().size(), 1u);
    ASSERT_TRUE(h.document.undo());
    EXPECT_EQ(h.battle(), h.original);
  }
}

TEST(HexsideTool, RoadDragBackOverTheLastHexTakesItOut) {
  ToolHarness h(battle());
  HexsideTool tool;
  h.state.sideFeature = kRoad;
  Hex a = h.hex(3, 3), b = neighbour(a, 0), spur = neighbour(b, 1), c = neighbour(b, 0);
  h.stroke(tool, {h.at(a), h.at(b), h.at(spur), h.at(b), h.at(c)});
  EXPECT_EQ(carrying(h.map(), kRoad), roadThrough({a, b, c}));
  // Drawn again over the same road: nothing to add, no empty undo step.
  h.stroke(tool, {h.at(a), h.at(b), h.at(c)});
  EXPECT_EQ(h.document.history().size(), 1u);
}

TEST(HexsideTool, AltErasesTheFeatureAlongTheDrag) {
  ToolHarness h(battle());
  HexsideTool tool;
  h.state.sideFeature = kStream;
  std::vector<ToolInput> path{h.nearSide(h.hex(3, 3), 2), h.nearSide(h.hex(7, 3), 1)};
  h.stroke(tool, path);
  size_t drawn = carrying(h.map(), kStream).size();
  ASSERT_GE(drawn, 8u);
  Battle withStream = h.battle();
  std::vector<ToolInput> erase;
  for (ToolInput in : path) {
    in.alt = true;
    erase.push_back(in);
  }
  h.stroke(tool, erase);
  EXPECT_TRUE(carrying(h.map(), kStream).empty());
  EXPECT_EQ(h.document.history().size(), 2u);
  ASSERT_TRUE(h.document.undo());
  EXPECT_EQ(h.battle(), withStream);
  // The erase option does what Alt does.
  tool.eraseMode = true;
  h.stroke(tool, path);
  EXPECT_TRUE(carrying(h.map(), kStream).empty());
}

TEST(HexsideTool, DirectionalFeaturePointsAtThePressSideAlongTheChain) {
  Battle b = battle();
  TerrainType contour;
  contour.code = "contour";
  contour.name = "contour";
  contour.kind = TerrainKind::Hexside;
  contour.draw = DrawStyle::Edge;
  contour.directional = true;
  TerrainId id = *b.vocabulary.add(contour);
  ToolHarness h(std::move(b));
  HexsideTool tool;
  h.state.sideFeature = id;
  Hex hill = h.hex(6, 5);
  // Around three edges of the hill, pressing inside it: every hexside points at the hill.
  h.stroke(tool, {h.nearSide(hill, 0), h.nearSide(hill, 1), h.nearSide(hill, 2)});
  int seen = 0;
  for (const auto& [key, rec] : h.map().hexsides()) {
    HexsideId s = HexsideId::fromKey(key);
    ASSERT_EQ(rec.features.size(), 1u);
    Hex toward = rec.features[0].toward == Side::Owner ? s.owner : s.neighbour();
    EXPECT_EQ(toward, hill);
    ++seen;
  }
  EXPECT_EQ(seen, 3);
  EXPECT_EQ(h.document.history().size(), 1u);
  // Shift flips: pointing away from the hill, the same hexsides.
  h.stroke(tool, {h.nearSide(hill, 0, {.shift = true}), h.nearSide(hill, 1), h.nearSide(hill, 2)});
  for (const auto& [key, rec] : h.map().hexsides()) {
    HexsideId s = HexsideId::fromKey(key);
    Hex toward = rec.features[0].toward == Side::Owner ? s.owner : s.neighbour();
    EXPECT_NE(toward, hill);
  }
  EXPECT_EQ(h.map().hexsides().size(), 3u);
  ASSERT_TRUE(h.document.undo());
  ASSERT_TRUE(h.document.undo());
  EXPECT_EQ(h.battle(), h.original);
}

TEST(HexsideTool, NothingWithoutAFeatureAndNothingAfterCancel) {
  ToolHarness h(battle());
  HexsideTool tool;
  h.click(tool, h.nearSide(h.hex(4, 4), 0));
  EXPECT_FALSE(h.message.empty());
  h.state.sideFeature = kWoods;  // a hex terrain, not a hexside feature
  h.click(tool, h.nearSide(h.hex(4, 4), 0));
  h.state.sideFeature = kStream;
  tool.press(h.ctx, h.nearSide(h.hex(4, 4), 0));
  tool.drag(h.ctx, h.nearSide(h.hex(8, 4), 0));
  EXPECT_GT(tool.chain().size(), 4u);  // the preview follows the pointer
  tool.cancel(h.ctx);
  tool.release(h.ctx, h.nearSide(h.hex(8, 4), 0));
  EXPECT_EQ(h.document.history().size(), 0u);
  EXPECT_EQ(h.battle(), h.original);
}

TEST(HexsideTool, ToolBoxHasTheHexsideAndSelectToolsOnTheirKeys) {
  ImGuiFrame frame;
  ToolHarness h(battle());
  h.state.sideFeature = kRoad;
  ToolBox box;
  ImGuiIO& io = ImGui::GetIO();
  for (auto [name, key] : {std::pair{"Hexside", int('H')}, std::pair{"Select", int('S')}}) {
    io.KeysDown[key] = true;
    frame.next();
    box.handleShortcuts(h.ctx);
    io.KeysDown[key] = false;
    ASSERT_NE(box.active(), nullptr);
    EXPECT_STREQ(box.active()->name(), name);
    // Options and the hover preview draw in a frame with no renderer.
    ImGui::Begin(name);
    int before = ImGui::GetWindowDrawList()->VtxBuffer.Size;
    box.active()->drawOptions(h.ctx);
    EXPECT_GT(ImGui::GetWindowDrawList()->VtxBuffer.Size, before) << name;
    ImGui::End();
    frame.next();
  }
  EXPECT_EQ(h.battle(), h.original);
}

}  // namespace
}  // namespace cartouche::testing
