#include "toolbar_panel.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "panel_layout.h"
#include "render/fonts.h"

namespace cartouche {

std::string toolTooltipText(const Tool& tool) {
  std::string text = tool.name();
  int key = tool.shortcut();
  if (key > 0 && key < 128) text += std::string(" (") + char(key) + ")";
  std::string more = tool.tooltip();
  if (!more.empty()) text += "\n" + more;
  return text;
}

int toolButtonsPerRow(float width, float spacing) {
  return std::max(1, int((width + spacing) / (kToolButtonMinWidth + spacing)));
}

int toolButtonsPerRow(float width) { return toolButtonsPerRow(width, ImGui::GetStyle().ItemSpacing.x); }

float toolButtonHeight() { return ImGui::GetFrameHeight() + kToolButtonExtraHeight; }

namespace {

// The button's face: the icon (or the letter) in a fixed-width cell at the left, the name after it; the name is
// clipped at the button's edge should a long one not fit.
void drawFace(const Tool& tool, bool iconShown, ImVec2 min, ImVec2 max) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImU32 colour = ImGui::GetColorU32(ImGuiCol_Text);
  const float fontSize = ImGui::GetFontSize();
  const float y = std::floor(0.5f * (min.y + max.y - fontSize));
  const float cell = fontSize;
  const char* glyph = iconShown ? tool.icon() : tool.label();
  const float glyphW = ImGui::CalcTextSize(glyph).x;
  draw->AddText(ImVec2(std::floor(min.x + 4.f + 0.5f * (cell - glyphW)), y), colour, glyph);
  const ImVec4 clip(min.x, min.y, max.x - 2.f, max.y);
  draw->AddText(nullptr, 0.f, ImVec2(min.x + 4.f + cell + 4.f, y), colour, tool.name(), nullptr, 0.f, &clip);
}

}  // namespace

void ToolbarPanel::draw(PanelContext& ctx) {
  places_.clear();
  lines_.clear();
  if (!ImGui::Begin("Tools", nullptr, kDockedPanelFlags | ImGuiWindowFlags_NoScrollbar)) {
    ImGui::End();
    return;
  }
  const auto& tools = ctx.tools.tools();
  if (tools.empty()) ImGui::TextDisabled("No tools in this build");
  const ImGuiStyle& style = ImGui::GetStyle();
  const float avail = ImGui::GetContentRegionAvail().x;
  const int perRow = toolButtonsPerRow(avail);
  const float width = std::floor((avail - float(perRow - 1) * style.ItemSpacing.x) / float(perRow));
  const float height = toolButtonHeight();
  for (size_t i = 0; i < tools.size(); ++i) {
    const Tool& tool = *tools[i];
    const bool active = i == ctx.tools.activeIndex();
    const bool iconShown = tool.icon()[0] && fontCovers(ImGui::GetFont(), tool.icon());
    ImGui::PushID(int(i));
    if (i % size_t(perRow) != 0) ImGui::SameLine();
    if (active) {
      ImGui::PushStyleColor(ImGuiCol_Button, style.Colors[ImGuiCol_ButtonActive]);
      ImGui::PushStyleColor(ImGuiCol_Border, style.Colors[ImGuiCol_PlotHistogram]);
      ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 2.f);
    }
    if (ImGui::Button("##tool", ImVec2(width, height))) ctx.tools.select(i, ctx.tool);
    if (active) {
      ImGui::PopStyleVar();
      ImGui::PopStyleColor(2);
    }
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    drawFace(tool, iconShown, min, max);
    places_[std::string("toolbar:") + tool.name()] = ImVec2(0.5f * (min.x + max.x), 0.5f * (min.y + max.y));
    char line[256];
    std::snprintf(line, sizeof line, "toolbar: %s at %.0f,%.0f size %.0fx%.0f %s%s", tool.name(), min.x, min.y,
                  max.x - min.x, max.y - min.y, iconShown ? "icon" : "letter", active ? " active" : "");
    lines_.push_back(line);
    if (ImGui::IsItemHovered()) {
      ImGui::BeginTooltip();
      ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.f);
      ImGui::TextUnformatted(toolTooltipText(tool).c_str());
      ImGui::PopTextWrapPos();
      ImGui::EndTooltip();
    }
    ImGui::PopID();
  }
  ImGui::End();
}

}  // namespace cartouche
