// ImGuiRenderer against ImGui's own OpenGL 3 backend: the same frame of panels drawn by both over EGL must be the
// same to the pixel, and the GL state it found must be left as it was. The run splitting it draws by, without GL.
#include "render/imgui_renderer.h"

#include <backends/imgui_impl_opengl3.h>
#include <gtest/gtest.h>

#include <cstdint>

#include "gl_test_support.h"

namespace cartouche {
namespace {

// A quad of two triangles (indices 0-1-2, 0-2-3) from (x0, y0) to (x1, y1) in one colour and texel.
void addQuad(std::vector<ImDrawVert>& v, std::vector<ImDrawIdx>& idx, float x0, float y0, float x1, float y1,
             ImU32 colour, ImVec2 uv) {
  const ImDrawIdx base = ImDrawIdx(v.size());
  for (ImVec2 p : {ImVec2(x0, y0), ImVec2(x1, y0), ImVec2(x1, y1), ImVec2(x0, y1)}) v.push_back({p, uv, colour});
  for (int i : {0, 1, 2, 0, 2, 3}) idx.push_back(ImDrawIdx(base + i));
}

class TriangleRuns : public ::testing::Test {
 protected:
  std::vector<TriangleRun> split(ImTextureID texture = kAtlas) {
    std::vector<TriangleRun> runs;
    splitTriangleRuns(vertices_.data(), indices_.data(), unsigned(indices_.size()), texture, solid_, 4096.f, runs);
    return runs;
  }
  static std::string describe(const std::vector<TriangleRun>& runs) {
    std::string s;
    for (const TriangleRun& r : runs)
      s += (s.empty() ? "" : " ") + std::to_string(r.first) + "+" + std::to_string(r.count) + (r.opaque ? "o" : "b");
    return s;
  }
  static inline const ImTextureID kAtlas = reinterpret_cast<ImTextureID>(intptr_t(7));
  const ImVec2 white_{0.5f / 512, 0.5f / 64};
  SolidTexel solid_{kAtlas, white_};
  std::vector<ImDrawVert> vertices_;
  std::vector<ImDrawIdx> indices_;
};

TEST_F(TriangleRuns, LargeOpaqueQuadsAreApartFromTextAndTranslucentFill) {
  addQuad(vertices_, indices_, 0, 0, 300, 200, IM_COL32(20, 20, 20, 255), white_);           // a panel's background
  addQuad(vertices_, indices_, 0, 0, 300, 20, IM_COL32(40, 40, 40, 255), white_);            // its title bar
  addQuad(vertices_, indices_, 10, 30, 18, 44, IM_COL32(255, 255, 255, 255), {0.1f, 0.2f});  // a glyph
  addQuad(vertices_, indices_, 10, 50, 200, 70, IM_COL32(40, 70, 120, 138), white_);         // a field, translucent
  addQuad(vertices_, indices_, 0, 100, 300, 200, IM_COL32(60, 60, 60, 255), white_);         // a child's background
  EXPECT_EQ(describe(split()), "0+12o 12+12b 24+6o");
}

TEST_F(TriangleRuns, SmallOpaqueRunsJoinTheirNeighbours) {
  addQuad(vertices_, indices_, 10, 30, 18, 44, IM_COL32(255, 255, 255, 255), {0.1f, 0.2f});
  addQuad(vertices_, indices_, 20, 30, 80, 90, IM_COL32(90, 90, 90, 255), white_);  // 3,600 square pixels
  addQuad(vertices_, indices_, 30, 30, 38, 44, IM_COL32(255, 255, 255, 255), {0.1f, 0.2f});
  EXPECT_EQ(describe(split()), "0+18b");
  // 64 x 64 pixels is enough.
  vertices_.clear(), indices_.clear();
  addQuad(vertices_, indices_, 20, 30, 84, 94, IM_COL32(90, 90, 90, 255), white_);
  EXPECT_EQ(describe(split()), "0+6o");
}

TEST_F(TriangleRuns, OnlyTheAtlassWhiteTexelAtFullAlphaCounts) {
  addQuad(vertices_, indices_, 0, 0, 300, 200, IM_COL32(20, 20, 20, 254), white_);
  EXPECT_EQ(describe(split()), "0+6b");
  vertices_.clear(), indices_.clear();
  addQuad(vertices_, indices_, 0, 0, 300, 200, IM_COL32(20, 20, 20, 255), ImVec2(white_.x, white_.y * 1.0001f));
  EXPECT_EQ(describe(split()), "0+6b");
  vertices_.clear(), indices_.clear();
  addQuad(vertices_, indices_, 0, 0, 300, 200, IM_COL32(20, 20, 20, 255), white_);
  // The same coordinates in another texture (the minimap) are not the atlas' white.
  EXPECT_EQ(describe(split(reinterpret_cast<ImTextureID>(intptr_t(8)))), "0+6b");
  EXPECT_EQ(describe(split()), "0+6o");
}

// The editor's kinds of panel: opaque windows with a title, text, buttons, fields, a child with a border, a
// translucent window over them, and shapes and text on the background list, as the map's labels are.
void buildPanels() {
  ImGui::NewFrame();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(260, 400));
  ImGui::SetNextWindowBgAlpha(1.f);
  ImGui::Begin("Tools", nullptr, ImGuiWindowFlags_MenuBar);
  if (ImGui::BeginMenuBar()) {
    ImGui::TextUnformatted("Menu");
    ImGui::EndMenuBar();
  }
  ImGui::TextUnformatted("Kościuszko, Zajączek, Ślaski, Fluß");
  ImGui::Button("Terrain brush");
  static bool checked = true;
  ImGui::Checkbox("Leading zeros", &checked);
  static char text[32] = "0101";
  ImGui::InputText("First", text, sizeof text);
  static float level = 0.4f;
  ImGui::SliderFloat("Opacity", &level, 0.f, 1.f);
  ImGui::BeginChild("list", ImVec2(0, 120), true);
  for (int i = 0; i < 12; ++i) ImGui::Text("Hex %04d village", i * 101);
  ImGui::EndChild();
  ImGui::End();
  ImGui::SetNextWindowPos(ImVec2(200, 150));
  ImGui::SetNextWindowSize(ImVec2(300, 180));
  ImGui::Begin("Translucent");
  ImGui::TextWrapped("A window of ImGui's own background, over the panel and the background list.");
  ImGui::End();
  ImDrawList* background = ImGui::GetBackgroundDrawList();
  background->AddRectFilled(ImVec2(270, 10), ImVec2(630, 140), IM_COL32(200, 180, 120, 255));
  background->AddCircleFilled(ImVec2(450, 300), 60, IM_COL32(30, 90, 160, 200));
  background->AddText(ImVec2(300, 40), IM_COL32(20, 20, 20, 255), "0101 0201 0301");
  background->AddLine(ImVec2(260, 390), ImVec2(630, 200), IM_COL32(120, 60, 20, 255), 3.f);
  ImGui::Render();
}

class ImGuiRendererTest : public testing::GlTest {};

TEST_F(ImGuiRendererTest, DrawsWhatImGuisBackendDrawsAndLeavesTheStateAsItFoundIt) {
  constexpr int kWidth = 640, kHeight = 400;
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = ImVec2(kWidth, kHeight);
  io.DeltaTime = 1.f / 60.f;
  ASSERT_TRUE(ImGui_ImplOpenGL3_Init("#version 330 core"));
  ImGui_ImplOpenGL3_NewFrame();  // makes the font atlas' texture
  auto made = ImGuiRenderer::create();
  ASSERT_TRUE(made) << made.status().message();
  auto target = OffscreenTarget::create(kWidth, kHeight);
  ASSERT_TRUE(target) << target.status().message();
  (*target)->bind();
  // Two frames, so the windows have settled sizes; the second is drawn.
  buildPanels();
  buildPanels();
  const ImDrawData& data = *ImGui::GetDrawData();
  const SolidTexel solid{io.Fonts->TexID, io.Fonts->TexUvWhitePixel};
  // The frame has opaque runs to draw apart, or the comparison proves nothing.
  int opaqueRuns = 0;
  std::vector<TriangleRun> runs;
  for (int n = 0; n < data.CmdListsCount; ++n)
    for (const ImDrawCmd& cmd : data.CmdLists[n]->CmdBuffer) {
      splitTriangleRuns(data.CmdLists[n]->VtxBuffer.Data + cmd.VtxOffset,
                        data.CmdLists[n]->IdxBuffer.Data + cmd.IdxOffset, cmd.ElemCount, cmd.GetTexID(), solid,
                        ImGuiRenderer::kMinOpaqueArea, runs);
      for (const TriangleRun& r : runs) opaqueRuns += r.opaque;
    }
  EXPECT_GE(opaqueRuns, 2);

  auto draw = [&](auto&& render) {
    glViewport(0, 0, kWidth, kHeight);
    glClearColor(0.55f, 0.35f, 0.15f, 1.f);
    glClear(GL_COLOR_BUFFER_BIT);
    render();
    return readFramebuffer(kWidth, kHeight);
  };
  const Image theirs = draw([&] { ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData()); });
  GLuint program = 0;
  glGenVertexArrays(1, &program);  // any name: a vertex array bound before must be bound after
  glBindVertexArray(program);
  glDisable(GL_BLEND);
  glDisable(GL_SCISSOR_TEST);
  const Image ours = draw([&] {
    glViewport(3, 4, 50, 60);
    (*made)->render(data, solid);
  });
  EXPECT_FALSE(glIsEnabled(GL_BLEND));
  EXPECT_FALSE(glIsEnabled(GL_SCISSOR_TEST));
  GLint viewport[4] = {}, array = 0, current = -1;
  glGetIntegerv(GL_VIEWPORT, viewport);
  glGetIntegerv(GL_VERTEX_ARRAY_BINDING, &array);
  glGetIntegerv(GL_CURRENT_PROGRAM, &current);
  EXPECT_EQ(viewport[0], 3);
  EXPECT_EQ(viewport[3], 60);
  EXPECT_EQ(GLuint(array), program);
  EXPECT_EQ(current, 0);
  glBindVertexArray(0);
  glDeleteVertexArrays(1, &program);

  ASSERT_EQ(theirs.rgba.size(), ours.rgba.size());
  int differing = 0, firstX = -1, firstY = -1;
  for (int y = 0; y < kHeight; ++y)
    for (int x = 0; x < kWidth; ++x)
      if (!(theirs.at(x, y) == ours.at(x, y)) && differing++ == 0) firstX = x, firstY = y;
  EXPECT_EQ(differing, 0) << "first at " << firstX << "," << firstY;
  // The frame drew something over the clear colour in both the panel and the background list.
  const Rgba clear = theirs.at(kWidth - 1, kHeight - 1);
  EXPECT_FALSE(ours.at(100, 200) == clear);
  EXPECT_FALSE(ours.at(400, 60) == clear);

  made->reset();
  target->reset();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace cartouche
