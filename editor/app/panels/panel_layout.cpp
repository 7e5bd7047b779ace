#include "panel_layout.h"

#include <algorithm>
#include <cmath>

#include "toolbar_panel.h"
namespace cartouche {

namespace {
constexpr float kMinHeight = 60.f;
constexpr float kProblemsHeight = 170.f;
float lastLeft = kLeftColumnWidth, lastRight = kRightColumnWidth;  // main thread
}  // namespace

float shownLeftWidth() { return lastLeft; }
float shownRightWidth() { return lastRight; }

float problemsHeight(const PanelLayoutInput& in) {
  if (!in.problemsShown) return 0.f;
  return std::max(kMinHeight, std::min(kProblemsHeight, (in.size.y - in.menuHeight - in.statusHeight) * 0.25f));
}

PanelRect panelRect(PanelSlot slot, const PanelLayoutInput& in) {
  float top = in.origin.y + in.menuHeight;
  float bottom = in.origin.y + in.size.y - in.statusHeight;
  float leftX = in.origin.x;
  float rightX = in.origin.x + in.size.x - in.rightWidth;
  float height = std::max(kMinHeight * 4, bottom - top);
  // The left column: fixed toolbar and options, the tabs take the rest.
  float toolbarH = in.toolbarHeight;
  float optionsTop = top + toolbarH;
  float optionsH = std::clamp(in.toolOptionsHeight, kMinToolOptionsHeight, kMaxToolOptionsHeight);
  float leftTabsTop = optionsTop + optionsH;
  float leftBodyTop = leftTabsTop + in.tabsHeight;
  float leftBodyH = std::max(kMinHeight, top + height - leftBodyTop);
  // The right column: the minimap, the tabs below it.
  float rightTabsTop = top + in.minimapHeight;
  float rightBodyTop = rightTabsTop + in.tabsHeight;
  float rightBodyH = std::max(kMinHeight, top + height - rightBodyTop);
  switch (slot) {
    case PanelSlot::Toolbar:
      return {{leftX, top}, {in.leftWidth, toolbarH}};
    case PanelSlot::ToolOptions:
      return {{leftX, optionsTop}, {in.leftWidth, optionsH}};
    case PanelSlot::LeftTabs:
      return {{leftX, leftTabsTop}, {in.leftWidth, in.tabsHeight}};
    case PanelSlot::Palette:
    case PanelSlot::Battle:
      return {{leftX, leftBodyTop}, {in.leftWidth, leftBodyH}};
    case PanelSlot::Minimap:
      return {{rightX, top}, {in.rightWidth, in.minimapHeight}};
    case PanelSlot::RightTabs:
      return {{rightX, rightTabsTop}, {in.rightWidth, in.tabsHeight}};
    case PanelSlot::Grid:
    case PanelSlot::History:
      return {{rightX, rightBodyTop}, {in.rightWidth, rightBodyH}};
    case PanelSlot::RightLower:
      return {{rightX, rightTabsTop}, {in.rightWidth, rightBodyTop + rightBodyH - rightTabsTop}};
    case PanelSlot::Problems: {
      float h = problemsHeight(in);
      return {{leftX + in.leftWidth, bottom - h}, {std::max(kMinHeight, rightX - leftX - in.leftWidth), h}};
    }
  }
  return {};
}

// The toolbar's height: its title bar, and rows of buttons as many to a row as the column's inner width holds
// (toolbar_panel.h: a button is at least kToolButtonMinWidth wide, a frame and kToolButtonExtraHeight high).
float toolbarHeight(int toolCount, float columnWidth, float frameHeight, ImVec2 padding, ImVec2 spacing) {
  float inner = columnWidth - 2 * padding.x;
  int perRow = toolButtonsPerRow(inner, spacing.x);
  int rows = std::max(1, (toolCount + perRow - 1) / perRow);
  float button = frameHeight + kToolButtonExtraHeight;
  return frameHeight + 2 * padding.y + float(rows) * button + float(rows - 1) * spacing.y;
}

float toolbarHeight(int toolCount, float columnWidth) {
  const ImGuiStyle& style = ImGui::GetStyle();
  return toolbarHeight(toolCount, columnWidth, ImGui::GetFrameHeight(), style.WindowPadding, style.ItemSpacing);
}

PanelLayoutInput currentLayoutInput(int toolCount, const ColumnLayout& columns) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const ImGuiStyle& style = ImGui::GetStyle();
  PanelLayoutInput in;
  in.origin = vp->Pos;
  in.size = vp->Size;
  // On the first frame the viewport's work area does not know the menu bar yet: use the bar's height directly.
  in.menuHeight = ImGui::GetFrameHeight();
  in.statusHeight = ImGui::GetFrameHeight() + 2.f;
  ColumnLayout shown = clampColumns(columns, vp->Size.x);
  in.leftWidth = shown.leftShown();
  in.rightWidth = shown.rightShown();
  lastLeft = in.leftWidth;
  lastRight = in.rightWidth;
  in.toolbarHeight = toolbarHeight(toolCount, shown.leftWidth);
  in.minimapHeight = minimapHeightFor(shown.rightWidth, ImGui::GetFrameHeight());
  in.tabsHeight = ImGui::GetFrameHeight() + 2 * style.WindowPadding.y;
  return in;
}

float minimapHeightFor(float columnWidth, float frameHeight) {
  // A 4:3 box below the title: most battle maps are a little wider than tall.
  float picture = (columnWidth - 2 * kMinimapPadding) * 0.75f;
  return std::clamp(picture + 2 * kMinimapPadding + frameHeight, 120.f, 320.f);
}

MapViewPanel::Insets panelInsets(const PanelLayoutInput& in, ImVec2 scale) {
  return {in.leftWidth * scale.x, in.menuHeight * scale.y, in.rightWidth * scale.x,
          (in.statusHeight + problemsHeight(in)) * scale.y};
}

void placeNextPanel(PanelSlot slot, const PanelLayoutInput& in) {
  PanelRect r = panelRect(slot, in);
  ImGui::SetNextWindowPos(ImVec2(std::floor(r.pos.x), std::floor(r.pos.y)));
  ImGui::SetNextWindowSize(ImVec2(std::floor(r.size.x), std::floor(r.size.y)));
  ImGui::SetNextWindowBgAlpha(1.f);
}

}  // namespace cartouche
