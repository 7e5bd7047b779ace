// Notices: shown for a fixed number of frames whatever the clock, printed once when posted (a repeat only keeps the
// notice up); and the shortcut sheet's text names every tool letter it is given and the window's own keys.
#include "app/notices.h"

#include <gtest/gtest.h>

#include "app/help_text.h"
#include "headless_imgui.h"

namespace cartouche {
namespace {

class NoticesTest : public ::testing::Test {
 protected:
  void SetUp() override { testing::startHeadlessImGui(ImVec2(1280, 800)); }
  void TearDown() override { ImGui::DestroyContext(); }
  // Draws one frame; true when the notice drew anything.
  bool frame() {
    ImGui::NewFrame();
    notices.draw(ImVec2(280, 20), ImVec2(980, 600));
    const bool drawn = ImGui::GetForegroundDrawList()->VtxBuffer.Size > 0;
    ImGui::EndFrame();
    return drawn;
  }
  Notices notices;
};

TEST_F(NoticesTest, ShownForAFixedNumberOfFramesThenGone) {
  EXPECT_FALSE(frame());
  notices.post("Saved battle.gpkg");
  ImGui::GetIO().DeltaTime = 5.f;  // a slow machine: the notice counts frames, not seconds
  for (int i = 0; i < Notices::kShownFrames; ++i) ASSERT_TRUE(frame()) << i;
  EXPECT_FALSE(frame());
  EXPECT_EQ(notices.current(), "Saved battle.gpkg");
}

TEST_F(NoticesTest, PrintedOnceWhilePostedAgainAndEachNewTextPrinted) {
  notices.echoToStdout(true);
  ::testing::internal::CaptureStdout();
  notices.post("A bridge goes only where a stream or river runs");
  frame();
  notices.post("A bridge goes only where a stream or river runs");  // the same refusal, hex after hex of a drag
  notices.post("Saved Racławice.gpkg");
  notices.post("");  // nothing to say: nothing shown
  const std::string out = ::testing::internal::GetCapturedStdout();
  EXPECT_EQ(out,
            "notice: A bridge goes only where a stream or river runs\n"
            "notice: Saved Racławice.gpkg\n");
  EXPECT_EQ(notices.current(), "Saved Racławice.gpkg");
}

TEST_F(NoticesTest, NotPrintedWithoutAScript) {
  ::testing::internal::CaptureStdout();
  notices.post("Saved battle.gpkg");
  EXPECT_EQ(::testing::internal::GetCapturedStdout(), "");
}

TEST(HelpText, TheSheetListsEveryToolLetterAndTheWindowsKeys) {
  const std::vector<ShortcutGroup> tools = toolShortcuts({{"Terrain brush", 'B'}, {"Fill", 'F'}, {"Odd one", 0}});
  ASSERT_FALSE(tools.empty());
  ASSERT_EQ(tools[0].rows.size(), 3u);
  EXPECT_EQ(tools[0].rows[0].keys, "B");
  EXPECT_EQ(tools[0].rows[0].action, "Terrain brush");
  EXPECT_EQ(tools[0].rows[2].keys, "-");
  std::string keys;
  for (const ShortcutGroup& g : windowShortcuts())
    for (const ShortcutRow& r : g.rows) keys += r.keys + "|";
  for (const char* key :
       {"Ctrl+N|", "Ctrl+O|", "Ctrl+S|", "Ctrl+Shift+S|", "Ctrl+Q|", "Ctrl+Z|", "F1|", "F6|", "F7|", "Home|"})
    EXPECT_NE(keys.find(key), std::string::npos) << key;
}

}  // namespace
}  // namespace cartouche
