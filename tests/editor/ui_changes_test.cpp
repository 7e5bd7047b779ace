// ui_changes.h: the rectangle arithmetic UiCache draws by, and what counts as a change in ImGui's draw lists.
#include "render/ui_changes.h"

#include <gtest/gtest.h>

#include <random>

#include "headless_imgui.h"

namespace cartouche {

inline std::ostream& operator<<(std::ostream& os, const PixelRect& r) {
  return os << "[" << r.x0 << "," << r.y0 << " " << r.x1 << "," << r.y1 << ")";
}

namespace {

// Which pixels of a w x h grid the rectangles cover, and how many times.
std::vector<int> coverage(const std::vector<PixelRect>& rects, int w, int h) {
  std::vector<int> n(size_t(w) * size_t(h), 0);
  for (const PixelRect& r : rects)
    for (int y = std::max(0, r.y0); y < std::min(h, r.y1); ++y)
      for (int x = std::max(0, r.x0); x < std::min(w, r.x1); ++x) ++n[size_t(y) * size_t(w) + size_t(x)];
  return n;
}

TEST(UiChangesTest, TheScissorIsTheBackendsWholePixels) {
  // The backend truncates the corner and the size: a clip from 10.5 to 20.2 scissors columns 10 to 18.
  EXPECT_EQ(backendScissor(ImVec4(10.5f, 0.f, 20.2f, 50.f), 100), (PixelRect{10, 0, 19, 50}));
  // Rows: GL's bottom row is int(100 - 30.5) = 69 and the scissor int(30.5 - 10.75) = 19 rows high, counted up: rows
  // 69 to 87 from the bottom, 12 to 30 from the top.
  EXPECT_EQ(backendScissor(ImVec4(0.f, 10.75f, 5.f, 30.5f), 100), (PixelRect{0, 12, 5, 31}));
  EXPECT_TRUE(backendScissor(ImVec4(5.f, 0.f, 5.f, 10.f), 100).empty());
  EXPECT_TRUE(backendScissor(ImVec4(0.f, 0.f, 0.5f, 10.f), 100).empty());
  // A rectangle of whole pixels comes back as itself.
  const PixelRect r{3, 7, 41, 66};
  EXPECT_EQ(backendScissor(clipRectFor(r), 100), r);
  EXPECT_TRUE(backendScissor(clipRectFor(PixelRect{}), 100).empty());
}

TEST(UiChangesTest, DisjointRectsCoverEachPixelOnceAndUncoveredRectsTheRest) {
  std::mt19937 random(7);
  std::uniform_int_distribution<int> coord(-5, 45);
  for (int round = 0; round < 200; ++round) {
    std::vector<PixelRect> rects;
    for (int i = 0, n = 1 + round % 6; i < n; ++i) {
      int x0 = coord(random), y0 = coord(random), x1 = coord(random), y1 = coord(random);
      rects.push_back({std::min(x0, x1), std::min(y0, y1), std::max(x0, x1), std::max(y0, y1)});
    }
    const std::vector<PixelRect> disjoint = disjointRects(rects);
    const std::vector<int> any = coverage(rects, 40, 40), once = coverage(disjoint, 40, 40);
    const PixelRect whole{0, 0, 40, 40};
    const std::vector<int> rest = coverage(uncoveredRects(whole, disjoint), 40, 40);
    for (size_t p = 0; p < any.size(); ++p) {
      ASSERT_EQ(once[p], any[p] > 0 ? 1 : 0) << "round " << round << " pixel " << p;
      ASSERT_EQ(rest[p] + once[p], 1) << "round " << round << " pixel " << p;
    }
    for (const PixelRect& r : disjoint) EXPECT_FALSE(r.empty());
  }
}

class ListsTest : public ::testing::Test {
 protected:
  void SetUp() override { testing::startHeadlessImGui(ImVec2(400, 300)); }
  void TearDown() override { ImGui::DestroyContext(); }

  // One frame with a window at `pos` showing `text`; the window lists in drawing order.
  std::vector<const ImDrawList*> frame(ImVec2 pos, const char* text, bool second = true) {
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(pos);
    ImGui::SetNextWindowSize(ImVec2(120, 80));
    ImGui::Begin("one");
    ImGui::TextUnformatted(text);
    ImGui::End();
    if (second) {
      ImGui::SetNextWindowPos(ImVec2(250, 150));
      ImGui::SetNextWindowSize(ImVec2(100, 100));
      ImGui::Begin("two");
      ImGui::TextUnformatted("still");
      ImGui::End();
    }
    ImGui::Render();
    std::vector<const ImDrawList*> lists;
    ImDrawData* d = ImGui::GetDrawData();
    for (int i = 0; i < d->CmdListsCount; ++i) lists.push_back(d->CmdLists[i]);
    return lists;
  }
  ImTextureID font() { return ImGui::GetIO().Fonts->TexID; }
  const PixelRect display{0, 0, 400, 300};
};

TEST_F(ListsTest, OnlyWhatChangedIsReported) {
  UiChanges changes;
  std::vector<PixelRect> first = changes.update(frame(ImVec2(10, 10), "a"), font(), display);
  EXPECT_FALSE(first.empty());                                  // every list is new
  changes.update(frame(ImVec2(10, 10), "a"), font(), display);  // a window's first frames may differ
  for (int i = 0; i < 3; ++i) {
    std::vector<PixelRect> same = changes.update(frame(ImVec2(10, 10), "a"), font(), display);
    EXPECT_TRUE(same.empty()) << "frame " << i << ": " << (same.empty() ? PixelRect{} : same[0]);
  }
  // New text in the first window: its extent, not the second window's.
  std::vector<PixelRect> text = changes.update(frame(ImVec2(10, 10), "b"), font(), display);
  ASSERT_FALSE(text.empty());
  const std::vector<int> n = coverage(text, 400, 300);
  EXPECT_EQ(n[size_t(40) * 400 + 40], 1);    // inside the first window
  EXPECT_EQ(n[size_t(200) * 400 + 300], 0);  // inside the second
  EXPECT_EQ(n[size_t(200) * 400 + 100], 0);  // in neither
  // A move: where it was and where it is.
  std::vector<PixelRect> moved = changes.update(frame(ImVec2(60, 100), "b"), font(), display);
  const std::vector<int> m = coverage(moved, 400, 300);
  EXPECT_EQ(m[size_t(20) * 400 + 20], 1);
  EXPECT_EQ(m[size_t(170) * 400 + 170], 1);
  // A window gone: where it was.
  changes.update(frame(ImVec2(60, 100), "b"), font(), display);
  std::vector<PixelRect> gone = changes.update(frame(ImVec2(60, 100), "b", false), font(), display);
  EXPECT_EQ(coverage(gone, 400, 300)[size_t(200) * 400 + 300], 1);
}

}  // namespace
}  // namespace cartouche
