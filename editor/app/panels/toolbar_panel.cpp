#include "toolbar_panel.h"

#include "panel_layout.h"

namespace cartouche {

std::string toolTooltipText(const Tool& tool) {
  std::string text = tool.name();
  int key = tool.shortcut();
  if (key > 0 && key < 128) text += std::string(" (") + char(key) + ")";
  std::string more = tool.tooltip();
  if (!more.empty()) text += "\n" + more;
  return text;
}

void ToolbarPanel::draw(PanelContext& ctx) {
  if (!ImGui::Begin("Tools", nullptr, kDockedPanelFlags | ImGuiWindowFlags_NoScrollbar)) {
    ImGui::End();
    return;
  }
  const auto& tools = ctx.tools.tools();
  if (tools.empty()) ImGui::TextDisabled("No tools in this build");
  const ImGuiStyle& style = ImGui::GetStyle();
  float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  for (size_t i = 0; i < tools.size(); ++i) {
    const Tool& tool = *tools[i];
    bool active = i == ctx.tools.activeIndex();
    ImGui::PushID(int(i));
    if (active) {
      ImGui::PushStyleColor(ImGuiCol_Button, style.Colors[ImGuiCol_ButtonActive]);
      ImGui::PushStyleColor(ImGuiCol_Border, style.Colors[ImGuiCol_PlotHistogram]);
      ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 2.f);
    }
    if (ImGui::Button(tool.label(), ImVec2(kToolButtonSize, kToolButtonSize))) ctx.tools.select(i, ctx.tool);
    if (active) {
      ImGui::PopStyleVar();
      ImGui::PopStyleColor(2);
    }
    if (ImGui::IsItemHovered()) {
      ImGui::BeginTooltip();
      ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.f);
      ImGui::TextUnformatted(toolTooltipText(tool).c_str());
      ImGui::PopTextWrapPos();
      ImGui::EndTooltip();
    }
    ImGui::PopID();
    // Wrap to the next row when another button would not fit.
    float next = ImGui::GetItemRectMax().x + style.ItemSpacing.x + kToolButtonSize;
    if (i + 1 < tools.size() && next <= right) ImGui::SameLine();
  }
  ImGui::End();
}

}  // namespace cartouche
