// The tool box (editor/app/tools/tool_box.h) holds the painting tools under their names and shortcut letters.
#include "tool_box.h"

#include <gtest/gtest.h>

#include <set>

#include "test_battles.h"
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

}  // namespace
}  // namespace cartouche::testing
