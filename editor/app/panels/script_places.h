// Where named controls were drawn on the last frame ("dem:sample", "oob:add-side" -> the control's centre, in
// screen units): the places --script's click, drag and move point at, so a script presses a button as a person does.
// Main thread, inside an ImGui frame.
#pragma once

#include <imgui.h>

#include <map>
#include <string>

namespace cartouche {

using ScriptPlaces = std::map<std::string, ImVec2>;

// The centre of the last item drawn.
inline ImVec2 lastItemCentre() {
  return ImVec2(0.5f * (ImGui::GetItemRectMin().x + ImGui::GetItemRectMax().x),
                0.5f * (ImGui::GetItemRectMin().y + ImGui::GetItemRectMax().y));
}

}  // namespace cartouche
