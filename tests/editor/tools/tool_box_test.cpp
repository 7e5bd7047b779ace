// The tool box (editor/app/tools/tool_box.h) holds the painting tools under their names and shortcut letters.
#include "tool_box.h"

#include <gtest/gtest.h>

#include <set>

#include "support/test_battles.h"
#include "tool_harness.h"

namespace cartouche::testing {
namespace {

TEST(ToolBox, PaintingToolsAreRegisteredWithTheirShortcuts) {
  ToolHarness h(makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 6, 5));
  ToolBox box;
  const std::pair<const char*, int> expected[] = {
      {"Terrain brush", 'B'}, {"Fill", 'F'}, {"Eyedropper", 'I'}, {"Elevation", 'E'}};
  for (auto [name, key] : expected) {
    ASSERT_TRUE(box.selectByName(name, h.ctx)) << name;
    EXPECT_EQ(box.active()->shortcut(), key) << name;
  }
  std::set<int> keys;
  for (const auto& t : box.tools()) {
    if (t->shortcut() != 0) {
      EXPECT_TRUE(keys.insert(t->shortcut()).second) << "shortcut shared: " << t->name();
    }
  }
}

// Every painting tool draws its options and its preview in a frame with no renderer, with the pointer on the map.
TEST(ToolBox, PaintingToolsDrawOptionsAndPreviews) {
  ImGuiFrame frame;
  ToolHarness h(makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 6, 5));
  ToolBox box;
  for (const char* name : {"Terrain brush", "Fill", "Eyedropper", "Elevation"}) {
    ASSERT_TRUE(box.selectByName(name, h.ctx));
    Tool* tool = box.active();
    tool->hover(h.ctx, h.at(2, 2));
    ImGui::Begin(name);
    int before = ImGui::GetWindowDrawList()->VtxBuffer.Size;
    tool->drawOptions(h.ctx);
    EXPECT_GT(ImGui::GetWindowDrawList()->VtxBuffer.Size, before) << name << " options";
    ImGui::End();
    ImDrawList* list = ImGui::GetBackgroundDrawList();
    before = list->VtxBuffer.Size;
    tool->drawPreview(h.ctx, list);
    EXPECT_GT(list->VtxBuffer.Size, before) << name << " preview";
    frame.next();
  }
  EXPECT_TRUE(h.battle() == h.original);
}

}  // namespace
}  // namespace cartouche::testing
