// What the panel tests share: a small battle, and ImGui frames with no platform or renderer backend in which a test
// draws a panel and feeds the mouse itself (PanelFrames). Main thread.
#pragma once

#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <string>

#include "edit/map_commands.h"
#include "edit/terrain_commands.h"
#include "editing.h"
#include "headless_imgui.h"
#include "support/test_battles.h"

namespace cartouche::testing {

inline Battle smallBattle() { return makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 12, 9); }

// An ImGui context with no platform or renderer backend: the test feeds the input itself.
class PanelFrames : public ::testing::Test {
 protected:
  void SetUp() override { startHeadlessImGui(ImVec2(1200, 800)); }
  void TearDown() override { ImGui::DestroyContext(); }

  // Draws `draw` in a window at (0, 0) sized 300 x 600, with the mouse at `mouse` and the left button `down`.
  template <typename F>
  void frame(ImVec2 mouse, bool down, F&& draw) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = mouse;
    io.MouseDown[0] = down;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(300, 600));
    draw();
    ImGui::EndFrame();
  }
  // Height of the title bar of the window the test draws at (0, 0): a frame high, or none for the panels that sit
  // under a tab naming them. REQUIRES: a frame has run.
  static float titleBar() {
    for (ImGuiWindow* w : GImGui->Windows)
      if (w->Active && !(w->Flags & (ImGuiWindowFlags_Popup | ImGuiWindowFlags_ChildWindow)) && w->Pos.x == 0.f &&
          w->Pos.y == 0.f)
        return w->TitleBarHeight();
    ADD_FAILURE() << "no window drawn at (0, 0)";
    return 0.f;
  }
  // Centre of line `i` of a window's content: Selectables are one text line plus item spacing apart. REQUIRES: a
  // frame has run (the font size is known from the first NewFrame on).
  static ImVec2 line(int i) {
    const ImGuiStyle& s = ImGui::GetStyle();
    float top = titleBar() + s.WindowPadding.y;
    float step = ImGui::GetTextLineHeight() + s.ItemSpacing.y;
    return ImVec2(100.f, top + float(i) * step + ImGui::GetTextLineHeight() * 0.5f);
  }
  // Clicks at `at` (screen units), with a frame before so ImGui knows the windows under the mouse.
  template <typename F>
  void clickAt(ImVec2 at, F&& draw) {
    frame(at, false, draw);
    frame(at, true, draw);
    frame(at, false, draw);
  }
  // Clicks the text field at `at`, selects what it holds (Ctrl+A), types `text` (in one frame, or one character a
  // frame when `oneByOne`) and leaves the field with Enter.
  template <typename F>
  void typeReplacing(ImVec2 at, const std::string& text, F&& draw, bool oneByOne = false) {
    clickAt(at, draw);
    ImGuiIO& io = ImGui::GetIO();
    io.KeyMap[ImGuiKey_A] = ImGuiKey_A;  // no backend sets a key map here: each key indexes itself
    io.KeyMap[ImGuiKey_Enter] = ImGuiKey_Enter;
    io.KeyCtrl = true;
    io.KeysDown[ImGuiKey_A] = true;
    frame(ImVec2(-1, -1), false, draw);
    io.KeysDown[ImGuiKey_A] = false;
    io.KeyCtrl = false;
    for (size_t i = 0; i < text.size();) {
      // A whole UTF-8 character each time: its lead byte says how long it is.
      const unsigned char lead = static_cast<unsigned char>(text[i]);
      size_t n = !oneByOne ? text.size() - i : lead < 0x80 ? 1 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
      io.AddInputCharactersUTF8(text.substr(i, n).c_str());
      frame(ImVec2(-1, -1), false, draw);
      i += n;
    }
    io.KeysDown[ImGuiKey_Enter] = true;
    frame(ImVec2(-1, -1), false, draw);
    io.KeysDown[ImGuiKey_Enter] = false;
    frame(ImVec2(-1, -1), false, draw);
  }
  // Clicks on line `i` of the window `draw` draws.
  template <typename F>
  void clickLine(int i, F&& draw) {
    // Frames with the button up first: ImGui finds the window under the mouse from the previous frame.
    frame(ImVec2(-1, -1), false, draw);
    ImVec2 at = line(i);
    frame(at, false, draw);
    frame(at, true, draw);
    frame(at, false, draw);
  }
};

}  // namespace cartouche::testing
