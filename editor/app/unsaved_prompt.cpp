#include "unsaved_prompt.h"

#include <imgui.h>

namespace cartouche {

std::optional<UnsavedAnswer> UnsavedPrompt::draw() {
  if (!asking_) return std::nullopt;
  const char* id = "Unsaved changes###unsaved_prompt";
  if (!opened_) {
    ImGui::OpenPopup(id);
    opened_ = true;
  }
  std::optional<UnsavedAnswer> answer = scripted_;
  scripted_.reset();
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (ImGui::BeginPopupModal(id, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::Text("Save the changes to %s?", name_.c_str());
    ImGui::TextDisabled("Discarded changes cannot be recovered.");
    ImGui::Spacing();
    if (ImGui::Button("Save")) answer = UnsavedAnswer::Save;
    ImGui::SameLine();
    if (ImGui::Button("Discard")) answer = UnsavedAnswer::Discard;
    ImGui::SameLine();
    if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
      answer = UnsavedAnswer::Cancel;
    if (answer) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  if (answer) asking_ = false;
  return answer;
}

}  // namespace cartouche
