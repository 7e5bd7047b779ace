#include "panel_layout.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>

#include "toolbar_panel.h"
#include "view/map_view.h"

namespace cartouche {

namespace {
constexpr float kBattleHeight = 230.f;
constexpr float kGridHeight = 400.f;
constexpr float kMinHeight = 60.f;
constexpr float kProblemsHeight = 170.f;
}  // namespace

float problemsHeight(const PanelLayoutInput& in) {
  if (!in.problemsShown) return 0.f;
  return std::max(kMinHeight, std::min(kProblemsHeight, (in.size.y - in.menuHeight - in.statusHeight) * 0.25f));
}

PanelRect panelRect(PanelSlot slot, const PanelLayoutInput& in) {
  float top = in.origin.y + in.menuHeight;
  float bottom = in.origin.y + in.size.y - in.statusHeight;
  float leftX = in.origin.x;
  float rightX = in.origin.x + in.size.x - kRightColumnWidth;
  float height = std::max(kMinHeight * 4, bottom - top);
  // The left column: fixed toolbar and options, the palette takes what the battle panel leaves.
  float toolbarH = in.toolbarHeight;
  float optionsTop = top + toolbarH;
  float optionsH = std::clamp(in.toolOptionsHeight, kMinToolOptionsHeight, kMaxToolOptionsHeight);
  float paletteTop = optionsTop + optionsH;
  float battleH = in.battleShown ? std::min(kBattleHeight, height * 0.3f) : 0.f;
  float paletteH = std::max(kMinHeight, top + height - battleH - paletteTop);
  // The right column: minimap, grid, and the history below them.
  float gridTop = top + in.minimapHeight;
  float historyTop = gridTop + kGridHeight;
  float historyH = std::max(kMinHeight, top + height - historyTop);
  switch (slot) {
    case PanelSlot::Toolbar:
      return {{leftX, top}, {kLeftColumnWidth, toolbarH}};
    case PanelSlot::ToolOptions:
      return {{leftX, optionsTop}, {kLeftColumnWidth, optionsH}};
    case PanelSlot::Palette:
      return {{leftX, paletteTop}, {kLeftColumnWidth, paletteH}};
    case PanelSlot::Battle:
      return {{leftX, paletteTop + paletteH}, {kLeftColumnWidth, std::max(kMinHeight, battleH)}};
    case PanelSlot::Minimap:
      return {{rightX, top}, {kRightColumnWidth, in.minimapHeight}};
    case PanelSlot::Grid:
      return {{rightX, gridTop}, {kRightColumnWidth, kGridHeight}};
    case PanelSlot::History:
      return {{rightX, historyTop}, {kRightColumnWidth, historyH}};
    case PanelSlot::Problems: {
      float h = problemsHeight(in);
      return {{leftX + kLeftColumnWidth, bottom - h}, {std::max(kMinHeight, rightX - leftX - kLeftColumnWidth), h}};
    }
  }
  return {};
}

// The toolbar's height: its title bar, and rows of buttons as many to a row as the column's inner width holds
// (toolbar_panel.h).
float toolbarHeight(int toolCount, float columnWidth) {
  const ImGuiStyle& style = ImGui::GetStyle();
  int perRow = toolButtonsPerRow(columnWidth - 2 * style.WindowPadding.x);
  int rows = std::max(1, (toolCount + perRow - 1) / perRow);
  return ImGui::GetFrameHeight() + 2 * style.WindowPadding.y + float(rows) * toolButtonHeight() +
         float(rows - 1) * style.ItemSpacing.y;
}

PanelLayoutInput currentLayoutInput(int toolCount) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const ImGuiStyle& style = ImGui::GetStyle();
  PanelLayoutInput in;
  in.origin = vp->Pos;
  in.size = vp->Size;
  // On the first frame the viewport's work area does not know the menu bar yet: use the bar's height directly.
  in.menuHeight = ImGui::GetFrameHeight();
  in.statusHeight = ImGui::GetFrameHeight() + 2.f;
  in.toolbarHeight = toolbarHeight(toolCount, kLeftColumnWidth);
  // The battle panel is drawn before the host in each frame, so its window is already active when it is shown.
  ImGuiWindow* battle = ImGui::FindWindowByName(kBattleWindowName);
  in.battleShown = battle && battle->Active;
  return in;
}

float minimapHeightFor(const GridSettings& grid) {
  WorldRect b = mapBounds(grid);
  float aspect = b.width() > 0 ? float(b.height() / b.width()) : 1.f;
  float picture = (kRightColumnWidth - 2 * kMinimapPadding) * aspect;
  return std::clamp(picture + 2 * kMinimapPadding + ImGui::GetFrameHeight(), 120.f, 320.f);
}

MapViewPanel::Insets panelInsets(const PanelLayoutInput& in, ImVec2 scale) {
  return {kLeftColumnWidth * scale.x, in.menuHeight * scale.y, kRightColumnWidth * scale.x,
          (in.statusHeight + problemsHeight(in)) * scale.y};
}

void placeNextPanel(PanelSlot slot, const PanelLayoutInput& in) {
  PanelRect r = panelRect(slot, in);
  ImGui::SetNextWindowPos(ImVec2(std::floor(r.pos.x), std::floor(r.pos.y)));
  ImGui::SetNextWindowSize(ImVec2(std::floor(r.size.x), std::floor(r.size.y)));
}

}  // namespace cartouche
