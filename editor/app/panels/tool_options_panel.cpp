#include "tool_options_panel.h"

#include "panel_layout.h"

namespace cartouche {

void ToolOptionsPanel::draw(PanelContext& ctx) {
  if (!ImGui::Begin("Tool options", nullptr, kDockedPanelFlags)) {
    ImGui::End();
    return;
  }
  if (Tool* tool = ctx.tools.active()) {
    ImGui::TextUnformatted(tool->name());
    ImGui::Separator();
    ImGui::PushID(tool->name());
    tool->drawOptions(ctx.tool);
    ImGui::PopID();
  } else {
    ImGui::TextDisabled("No tool selected");
  }
  // The cursor stands below the last item, in window coordinates that count the title bar and any scrolling.
  wantedHeight_ = ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y + ImGui::GetStyle().WindowPadding.y;
  ImGui::End();
}

}  // namespace cartouche
