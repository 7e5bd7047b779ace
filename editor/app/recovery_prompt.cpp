#include "recovery_prompt.h"

#include <imgui.h>

#include <ctime>
#include <filesystem>

namespace cartouche {

namespace {

std::string when(long long unixSeconds) {
  std::time_t t = std::time_t(unixSeconds);
  char buf[64] = "";
  if (std::tm tm{}; localtime_r(&t, &tm)) std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &tm);
  return buf;
}

}  // namespace

std::optional<RecoveryAnswer> RecoveryPrompt::draw() {
  if (!showing()) return std::nullopt;
  const char* id = "Recover unsaved edits###recovery_prompt";
  if (!opened_) {
    ImGui::OpenPopup(id);
    opened_ = true;
  }
  std::optional<RecoveryAnswer> answer;
  if (scripted_) answer = RecoveryAnswer{*scripted_, copies_.front().workingPath};
  scripted_.reset();
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (ImGui::BeginPopupModal(id, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::TextUnformatted(
        "Cartouche closed without saving these battles. "
        "Their edits were kept:");
    ImGui::Spacing();
    for (size_t i = 0; i < copies_.size(); ++i) {
      const LeftoverCopy& c = copies_[i];
      ImGui::PushID(int(i));
      std::string file = c.originalPath.empty() ? std::string("never saved")
                                                : std::filesystem::path(c.originalPath).filename().string();
      ImGui::Text("%s  (%s, edited %s)", c.title.empty() ? "untitled" : c.title.c_str(), file.c_str(),
                  when(c.modifiedUnixSeconds).c_str());
      if (!c.originalPath.empty()) ImGui::TextDisabled("%s", c.originalPath.c_str());
      if (ImGui::Button("Recover")) answer = RecoveryAnswer{RecoveryAnswer::Action::Recover, c.workingPath};
      ImGui::SameLine();
      if (ImGui::Button("Discard")) answer = RecoveryAnswer{RecoveryAnswer::Action::Discard, c.workingPath};
      ImGui::Separator();
      ImGui::PopID();
    }
    if (ImGui::Button("Decide later")) closed_ = true;
    if (answer) {
      std::erase_if(copies_, [&](const LeftoverCopy& c) { return c.workingPath == answer->workingPath; });
      if (answer->action == RecoveryAnswer::Action::Recover) closed_ = true;
    }
    if (!showing()) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
  return answer;
}

}  // namespace cartouche
