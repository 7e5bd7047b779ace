#include "menu_bar.h"

#include <imgui.h>

namespace cartouche {

MenuRequests drawMenuBar(const Document& document, const ViewToggles& toggles) {
  MenuRequests r;
  if (!ImGui::BeginMainMenuBar()) return r;
  if (ImGui::BeginMenu("File")) {
    r.quit = ImGui::MenuItem("Quit", "Ctrl+Q");
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Edit")) {
    const UndoStack& h = document.history();
    r.undo = ImGui::MenuItem("Undo", "Ctrl+Z", false, h.canUndo());
    r.redo = ImGui::MenuItem("Redo", "Ctrl+Y", false, h.canRedo());
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("View")) {
    r.fitMap = ImGui::MenuItem("Fit map", "Home");
    ImGui::Separator();
    ImGui::MenuItem("Hex labels", nullptr, toggles.labels);
    ImGui::MenuItem("Grid", nullptr, toggles.grid);
    ImGui::MenuItem("Terrain patterns", nullptr, toggles.patterns);
    ImGui::MenuItem("Battle panel", nullptr, toggles.battlePanel);
    ImGui::EndMenu();
  }
  std::string title = document.battle().title();
  if (!title.empty()) {
    float w = ImGui::CalcTextSize(title.c_str()).x;
    ImGui::SameLine(ImGui::GetWindowWidth() - w - 16.f);
    ImGui::TextUnformatted(title.c_str());
  }
  ImGui::EndMainMenuBar();
  // Shortcuts, only when no text field has the keyboard.
  ImGuiIO& io = ImGui::GetIO();
  if (!io.WantTextInput && io.KeyCtrl) {
    r.quit |= ImGui::IsKeyPressed('Q', false);
    r.undo |= ImGui::IsKeyPressed('Z', false) && !io.KeyShift && document.history().canUndo();
    r.redo |= (ImGui::IsKeyPressed('Y', false) || (ImGui::IsKeyPressed('Z', false) && io.KeyShift)) &&
              document.history().canRedo();
  }
  if (!io.WantCaptureKeyboard) r.fitMap |= ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Home), false);
  return r;
}

}  // namespace cartouche
