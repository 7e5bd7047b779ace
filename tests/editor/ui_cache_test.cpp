// UiCache (editor/render/ui_cache.h) over EGL: frame after frame of panels that change, move, appear, go, overlap,
// reorder, dim under a modal and show a texture whose texels change, each frame drawn through the cache and compared
// to the pixel with the same draw data drawn whole by ImGui's backend. Run with the back buffer's age unknown (the
// target filled with junk before each frame, so only the kept image can serve), one frame old, and two frames old
// (two targets in turn, as a double-buffered window swaps).
#include "render/ui_cache.h"

#include <backends/imgui_impl_opengl3.h>

#include <cstring>
#include <functional>
#include <new>

#include "failing_allocations.h"
#include "gl_test_support.h"
#include "render/frame.h"

namespace cartouche::testing {
namespace {

constexpr int kW = 320, kH = 240;
// The map's part; at frame 20 it gives up a strip on the left.
PixelRect live(int f) { return f < 20 ? PixelRect{100, 20, 260, 200} : PixelRect{110, 20, 260, 200}; }
constexpr Rgba kBackground{92, 96, 104, 255};
constexpr int kFrames = 22;

class UiCacheTest : public GlTest {
 protected:
  void SetUp() override {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(kW, kH);
    io.DeltaTime = 1.f / 60.f;
    io.Fonts->AddFontDefault();
    ASSERT_TRUE(ImGui_ImplOpenGL3_Init("#version 330 core"));
    texture_ = GlTexture(kRgba8Texels, {});
    fillTexture(Rgba{0, 160, 0, 255});
  }
  void TearDown() override {
    texture_ = GlTexture();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui::DestroyContext();
  }

  void fillTexture(Rgba c) {
    std::vector<uint8_t> texels(8 * 8 * 4);
    for (size_t i = 0; i < texels.size(); i += 4) {
      texels[i] = c.r;
      texels[i + 1] = c.g;
      texels[i + 2] = c.b;
      texels[i + 3] = c.a;
    }
    texture_.allocate(8, 8, texels.data());
  }

  // Frame f of the scenario; its draw data stays valid until the next frame starts.
  ImDrawData* buildFrame(int f) {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui::NewFrame();
    // The map's overlays: a label moving with the pan, and a mark reaching past the map's part.
    ImDrawList* back = ImGui::GetBackgroundDrawList();
    back->AddText(ImVec2(float(110 + f), 50.f), IM_COL32(0, 0, 0, 255), "0101");
    back->AddRectFilled(ImVec2(float(240 + f % 3), 100.f), ImVec2(300.f, 130.f), IM_COL32(200, 0, 0, 160));
    const ImGuiWindowFlags fixed = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse;
    if (f < 15) {
      ImGui::SetNextWindowPos(ImVec2(0, 0));
      ImGui::SetNextWindowSize(ImVec2(100, kH));
      ImGui::Begin("Left", nullptr, fixed);
      ImGui::TextUnformatted("Terrain");
      if (f >= 2 && f < 5) ImGui::Text("count %d", f);
      ImGui::Button("Fill");
      ImGui::End();
    }
    // At a position off the pixel grid, and moved at frame 10; the image's texels change at frame 17.
    ImGui::SetNextWindowPos(f < 10 ? ImVec2(260.5f, 20.25f) : ImVec2(262.f, 30.75f));
    ImGui::SetNextWindowSize(ImVec2(58, 150));
    ImGui::Begin("Right", nullptr, fixed);
    ImGui::TextUnformatted("Grid");
    if (f == 17) fillTexture(Rgba{200, 40, 200, 255});
    ImGui::Image(reinterpret_cast<ImTextureID>(intptr_t(texture_.id())), ImVec2(16, 16));
    ImGui::End();
    // Floating over the left panel and the map, frames 6 to 8.
    if (f >= 6 && f <= 8) {
      ImGui::SetNextWindowPos(ImVec2(80.5f, 60.5f));
      ImGui::SetNextWindowSize(ImVec2(70, 40));
      ImGui::Begin("Tip", nullptr, ImGuiWindowFlags_NoDecoration);
      ImGui::TextUnformatted("hex 0101");
      ImGui::End();
    }
    // Two windows over each other and the left panel; at frame 19 the lower one comes to the front.
    ImGui::SetNextWindowPos(ImVec2(5, 150));
    ImGui::SetNextWindowSize(ImVec2(60, 40));
    ImGui::Begin("A");
    ImGui::TextUnformatted("a");
    ImGui::End();
    ImGui::SetNextWindowPos(ImVec2(25, 170));
    ImGui::SetNextWindowSize(ImVec2(60, 40));
    ImGui::Begin("B");
    ImGui::TextUnformatted("b");
    ImGui::End();
    if (f == 19) ImGui::SetWindowFocus("A");
    // A modal dims the whole window, frames 12 to 13.
    if (f == 12) ImGui::OpenPopup("Sure");
    if (ImGui::BeginPopupModal("Sure", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
      ImGui::TextUnformatted("Overwrite?");
      if (f == 14) ImGui::CloseCurrentPopup();
      ImGui::EndPopup();
    }
    // A notice over everything, frames 4 and 5, moving.
    if (f == 4 || f == 5)
      ImGui::GetForegroundDrawList()->AddText(ImVec2(float(150 + 10 * f), 210.f), IM_COL32(255, 255, 0, 255), "Saved");
    ImGui::Render();
    return ImGui::GetDrawData();
  }

  static Rgba mapColour(int f) { return Rgba{uint8_t(40 + 9 * f), 120, uint8_t(200 - 7 * f), 255}; }

  // The frame as ImGui's backend draws it whole, the background list cut down to the map's part.
  Image reference(ImDrawData* data, int f) {
    auto target = OffscreenTarget::create(kW, kH);
    EXPECT_TRUE(target.isOk());
    (*target)->bind();
    clearFrame(kW, kH, kBackground);
    clearRect(live(f), kH, mapColour(f));
    ImDrawList* back = ImGui::GetBackgroundDrawList();
    std::vector<ImVec4> saved;
    for (ImDrawCmd& c : back->CmdBuffer) {
      saved.push_back(c.ClipRect);
      c.ClipRect = ImVec4(std::max(c.ClipRect.x, float(live(f).x0)), std::max(c.ClipRect.y, float(live(f).y0)),
                          std::min(c.ClipRect.z, float(live(f).x1)), std::min(c.ClipRect.w, float(live(f).y1)));
    }
    ImGui_ImplOpenGL3_RenderDrawData(data);
    for (size_t i = 0; i < saved.size(); ++i) back->CmdBuffer[int(i)].ClipRect = saved[i];
    return (*target)->read();
  }

  // Runs the scenario through `cache` into `targets` in turn, with the age `age(f)` and, where `junk`, the target
  // filled with junk first; every frame must match the reference. `liveOpaque` as beginFrame's (the map's part is
  // painted whole, without blending, as an opaque map is). Returns the stats of each frame.
  std::vector<UiCache::Stats> run(UiCache& cache, int targets, std::function<int(int)> age, bool junk,
                                  bool liveOpaque = false) {
    std::vector<Result<std::unique_ptr<OffscreenTarget>>> t;
    for (int i = 0; i < targets; ++i) {
      t.push_back(OffscreenTarget::create(kW, kH));
      EXPECT_TRUE(t.back().isOk());
    }
    std::vector<UiCache::Stats> stats;
    for (int f = 0; f < kFrames; ++f) {
      ImDrawData* data = buildFrame(f);
      OffscreenTarget& target = **t[size_t(f % targets)];
      target.bind();
      if (junk) clearFrame(kW, kH, Rgba{255, 0, 255, 255});
      // As the editor draws: the cache's background, the map's part, the panels.
      cache.beginFrame(data, live(f), kBackground, age(f), liveOpaque);
      if (afterBegin_) afterBegin_(f, target);
      clearRect(live(f), kH, mapColour(f));
      cache.draw();
      stats.push_back(cache.lastStats());
      const Image got = target.read();
      const Image want = reference(data, f);
      int differ = 0, firstX = -1, firstY = -1;
      for (int y = 0; y < kH; ++y)
        for (int x = 0; x < kW; ++x)
          if (got.at(x, y) != want.at(x, y) && differ++ == 0) {
            firstX = x;
            firstY = y;
          }
      EXPECT_EQ(differ, 0) << "frame " << f << ": first at " << firstX << "," << firstY << " got "
                           << (differ ? got.at(firstX, firstY) : Rgba{}) << " want "
                           << (differ ? want.at(firstX, firstY) : Rgba{});
    }
    return stats;
  }

  GlTexture texture_;
  // Called in run() between beginFrame and the map's painting, with the frame and its target.
  std::function<void(int, OffscreenTarget&)> afterBegin_;
};

// Frames 11 and 21 change only the map's part and the image (drawn again every frame): the rest must have been
// reused. (Frame 21 for a back buffer two frames old, which needs the changes of frame 20 too.)
void expectReuse(const std::vector<UiCache::Stats>& stats, UiCache::Way way, int frame = 11) {
  EXPECT_EQ(stats[0].way, UiCache::Way::Whole);
  EXPECT_EQ(stats[size_t(frame)].way, way);
  EXPECT_LT(stats[size_t(frame)].drawn, long(kW) * kH / 2);
}

TEST_F(UiCacheTest, WithTheBackBufferUnknownTheKeptImageServes) {
  UiCache cache;
  std::vector<UiCache::Stats> stats = run(
      cache, 1, [](int) { return 0; }, true);
  expectReuse(stats, UiCache::Way::KeptImage);
  EXPECT_GT(stats[11].copied, long(kW) * kH / 4);
}

// With the map's part painted whole by the caller, beginFrame leaves it unpainted: every pixel outside it must still
// be the background, a panel or the kept image's (over a target of junk for the kept image).
TEST_F(UiCacheTest, AnOpaqueMapPartIsLeftToTheMap) {
  constexpr Rgba kJunk{255, 0, 255, 255};  // run()'s
  int checked = 0;
  afterBegin_ = [&](int f, OffscreenTarget& target) {
    if (f == 0) return;  // drawn whole, background first
    const Image begun = target.read();
    EXPECT_EQ(begun.at(180, 110), kJunk) << "frame " << f << ": the map's part was painted";
    EXPECT_NE(begun.at(2, 230), kJunk) << "frame " << f << ": the background was not painted outside it";
    ++checked;
  };
  UiCache cache;
  std::vector<UiCache::Stats> stats = run(
      cache, 1, [](int) { return 0; }, true, true);
  expectReuse(stats, UiCache::Way::KeptImage);
  EXPECT_EQ(checked, kFrames - 1);
  afterBegin_ = nullptr;
  UiCache aged;
  stats = run(
      aged, 2, [](int f) { return f < 2 ? 0 : 2; }, false, true);
  expectReuse(stats, UiCache::Way::BackBuffer, 21);
}

TEST_F(UiCacheTest, ABackBufferOneFrameOldIsDrawnOnlyWhereItChanged) {
  UiCache cache;
  std::vector<UiCache::Stats> stats = run(
      cache, 1, [](int f) { return f == 0 ? 0 : 1; }, false);
  expectReuse(stats, UiCache::Way::BackBuffer);
  EXPECT_EQ(stats[11].copied, 0);
}

TEST_F(UiCacheTest, ABackBufferTwoFramesOldTakesTheChangesOfBoth) {
  UiCache cache;
  std::vector<UiCache::Stats> stats = run(
      cache, 2, [](int f) { return f < 2 ? 0 : 2; }, false);
  expectReuse(stats, UiCache::Way::BackBuffer, 21);
}

TEST_F(UiCacheTest, AnAgeOlderThanTheCacheRemembersDrawsWhole) {
  UiCache cache;
  std::vector<UiCache::Stats> stats = run(
      cache, 1, [](int f) { return f == 0 ? 0 : 9; }, true);
  for (int f = 1; f < kFrames; ++f) EXPECT_NE(stats[size_t(f)].way, UiCache::Way::BackBuffer) << f;
}

// Memory running out at any allocation of a frame's drawing throws std::bad_alloc out of UiCache and leaves ImGui's
// draw lists as ImGui made them (UiCache swaps their command buffers while it draws); the frame then draws as it
// should once memory is there.
TEST_F(UiCacheTest, MemoryRunningOutMidFrameLeavesImGuisListsWhole) {
  UiCache cache;
  auto target = OffscreenTarget::create(kW, kH);
  ASSERT_TRUE(target.isOk());
  auto frame = [&](ImDrawData* data, int f) {
    (*target)->bind();
    cache.beginFrame(data, live(f), kBackground, 0);
    clearRect(live(f), kH, mapColour(f));
    cache.draw();
  };
  for (int f = 0; f < 3; ++f) frame(buildFrame(f), f);
  ImDrawData* data = buildFrame(3);
  std::vector<std::vector<ImDrawCmd>> before;
  for (int i = 0; i < data->CmdListsCount; ++i)
    before.emplace_back(data->CmdLists[i]->CmdBuffer.begin(), data->CmdLists[i]->CmdBuffer.end());
  ImGuiMemAllocFunc alloc = nullptr;
  ImGuiMemFreeFunc release = nullptr;
  void* user = nullptr;
  ImGui::GetAllocatorFunctions(&alloc, &release, &user);
  ImGui::SetAllocatorFunctions(failingImGuiAlloc, imGuiFree);
  int failures = 0;
  bool drawn = false;
  for (long n = 1; n < 10000 && !drawn; ++n) {
    failAllocationIn(n);
    try {
      frame(data, 3);
      drawn = true;
    } catch (const std::bad_alloc&) {
      ++failures;
    }
    failAllocationIn(0);
    for (int i = 0; i < data->CmdListsCount; ++i) {
      const ImVector<ImDrawCmd>& now = data->CmdLists[i]->CmdBuffer;
      ASSERT_EQ(size_t(now.Size), before[size_t(i)].size()) << "allocation " << n << ", list " << i;
      for (int c = 0; c < now.Size; ++c)
        ASSERT_EQ(std::memcmp(&now[c], &before[size_t(i)][size_t(c)], sizeof(ImDrawCmd)), 0)
            << "allocation " << n << ", list " << i << ", command " << c;
    }
  }
  ImGui::SetAllocatorFunctions(alloc, release, user);
  EXPECT_TRUE(drawn);
  EXPECT_GT(failures, 5);
  // And the frame after it is right.
  ImDrawData* next = buildFrame(4);
  frame(next, 4);
  const Image got = (*target)->read();
  const Image want = reference(next, 4);
  EXPECT_EQ(got.rgba, want.rgba);
}

TEST_F(UiCacheTest, WithReuseOffEveryFrameIsWhole) {
  UiCache cache;
  cache.setReuse(false);
  std::vector<UiCache::Stats> stats = run(
      cache, 1, [](int) { return 1; }, true);
  for (const UiCache::Stats& s : stats) EXPECT_EQ(s.way, UiCache::Way::Whole);
}

}  // namespace
}  // namespace cartouche::testing
