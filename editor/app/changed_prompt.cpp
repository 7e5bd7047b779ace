#include "changed_prompt.h"

#include <imgui.h>

namespace cartouche {

std::optional<ChangedAnswer> ChangedPrompt::draw() {
  if (!asking_) return std::nullopt;
  const char* id = "File changed on disk###changed_prompt";
  if (!opened_) {
    ImGui::OpenPopup(id);
    opened_ = true;
  }
  std::optional<ChangedAnswer> answer = scripted_;
  scripted_.reset();
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (ImGui::BeginPopupModal(id, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::Text("%s changed on disk since you opened or last saved it:", name_.c_str());
    ImGui::Text("%s.", how_.c_str());
    ImGui::TextDisabled("Another program, or Cartouche in another window, may have saved it.");
    ImGui::TextDisabled("Overwrite replaces that version with yours; Save as keeps both.");
    ImGui::Spacing();
    if (ImGui::Button("Overwrite")) answer = ChangedAnswer::Overwrite;
    ImGui::SameLine();
    if (ImGui::Button("Save as...")) answer = ChangedAnswer::SaveAs;
    ImGui::SameLine();
    if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
      answer = ChangedAnswer::Cancel;
    if (answer) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  if (answer) asking_ = false;
  return answer;
}

}  // namespace cartouche
