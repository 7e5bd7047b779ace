#include "column_frame.h"

#include <algorithm>

namespace cartouche {

namespace {

constexpr float kSplitterWidth = 6.f;
constexpr ImGuiWindowFlags kChromeFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                          ImGuiWindowFlags_NoScrollWithMouse;

ImVec2 centreOf(ImVec2 a, ImVec2 b) { return ImVec2(0.5f * (a.x + b.x), 0.5f * (a.y + b.y)); }

float buttonSize() { return ImGui::GetFrameHeight() + 2.f; }

}  // namespace

void ColumnFrame::beginFrame() {
  places_.clear();
  dragging_ = false;
  force_ = forceTabs_ > 0;
  if (forceTabs_ > 0) --forceTabs_;
}

void ColumnFrame::splitter(const char* id, float& width, float x, const PanelLayoutInput& in, bool left,
                           float otherShown) {
  const float top = in.origin.y + in.menuHeight, bottom = in.origin.y + in.size.y - in.statusHeight;
  ImGui::SetNextWindowPos(ImVec2(x, top));
  ImGui::SetNextWindowSize(ImVec2(kSplitterWidth, std::max(1.f, bottom - top)));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowMinSize, ImVec2(1, 1));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.f);
  // Never brought in front of the collapse button drawn over its middle.
  ImGui::Begin(id, nullptr, kChromeFlags | ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::PopStyleVar(3);
  const ImVec2 a = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("##drag", ImVec2(kSplitterWidth, std::max(1.f, bottom - top)));
  const bool hovered = ImGui::IsItemHovered(), active = ImGui::IsItemActive();
  if (hovered || active) ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeEW);
  // The column's edge follows the pointer from where it was grabbed, so pressing alone moves nothing.
  const float edge = left ? x : x + kSplitterWidth;
  float& grab = grab_[left ? 0 : 1];
  if (ImGui::IsItemActivated()) grab = ImGui::GetIO().MousePos.x - edge;
  if (active) {
    dragging_ = true;
    const float mouse = ImGui::GetIO().MousePos.x - grab;
    const float wanted = left ? mouse - in.origin.x : in.origin.x + in.size.x - mouse;
    width = std::clamp(wanted, ColumnLayout::kMinWidth, maxColumnWidth(in.size.x, otherShown));
  }
  const ImU32 colour = ImGui::GetColorU32(active    ? ImGuiCol_SeparatorActive
                                          : hovered ? ImGuiCol_SeparatorHovered
                                                    : ImGuiCol_Separator);
  const float lineX = left ? a.x + 1.f : a.x + kSplitterWidth - 2.f;
  ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(lineX, a.y), ImVec2(lineX + (hovered || active ? 3.f : 1.f), bottom),
                                            colour);
  places_[std::string("splitter:") + (left ? "left" : "right")] =
      ImVec2(a.x + kSplitterWidth * 0.5f, top + (bottom - top) * 0.75f);
  ImGui::End();
}

void ColumnFrame::collapseButton(const char* id, bool& collapsed, float x, const PanelLayoutInput& in, bool left) {
  const float top = in.origin.y + in.menuHeight, bottom = in.origin.y + in.size.y - in.statusHeight;
  const float size = buttonSize();
  ImGui::SetNextWindowPos(ImVec2(x, top + (bottom - top) * 0.5f - size * 0.5f));
  ImGui::SetNextWindowSize(ImVec2(size, size));
  ImGui::SetNextWindowBgAlpha(1.f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(1, 1));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowMinSize, ImVec2(1, 1));
  ImGui::Begin(id, nullptr, kChromeFlags);
  ImGui::PopStyleVar(2);
  // The arrow points where the column goes: towards the window's edge to collapse it, back in to restore it.
  const bool pointsLeft = left != collapsed;
  if (ImGui::ArrowButton("##arrow", pointsLeft ? ImGuiDir_Left : ImGuiDir_Right)) collapsed = !collapsed;
  places_[std::string("collapse:") + (left ? "left" : "right")] =
      centreOf(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  if (ImGui::IsItemHovered()) {
    ImGui::BeginTooltip();
    ImGui::Text("%s the %s panels (Ctrl+%s)", collapsed ? "Show" : "Hide", left ? "left" : "right", left ? "[" : "]");
    ImGui::EndTooltip();
  }
  ImGui::End();
}

void ColumnFrame::drawEdges(ColumnLayout& columns, const PanelLayoutInput& in) {
  const float size = buttonSize();
  const float leftEdge = in.origin.x + in.leftWidth;
  const float rightEdge = in.origin.x + in.size.x - in.rightWidth;
  if (!columns.leftCollapsed) splitter("##splitter-left", columns.leftWidth, leftEdge, in, true, in.rightWidth);
  if (!columns.rightCollapsed)
    splitter("##splitter-right", columns.rightWidth, rightEdge - kSplitterWidth, in, false, in.leftWidth);
  collapseButton("##collapse-left", columns.leftCollapsed, leftEdge, in, true);
  collapseButton("##collapse-right", columns.rightCollapsed, rightEdge - size, in, false);
}

namespace {

// One tab; its centre kept as tab:NAME. Returns whether it is the one shown.
bool tab(const char* name, bool force, std::map<std::string, ImVec2>& places) {
  const bool shown = ImGui::BeginTabItem(name, nullptr, force ? ImGuiTabItemFlags_SetSelected : 0);
  places[std::string("tab:") + name] = centreOf(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  if (shown) ImGui::EndTabItem();
  return shown;
}

bool beginStrip(const char* id, PanelSlot slot, const PanelLayoutInput& in) {
  placeNextPanel(slot, in);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(ImGui::GetStyle().WindowPadding.x, 4.f));
  const bool open = ImGui::Begin(id, nullptr, kDockedPanelFlags | kChromeFlags | ImGuiWindowFlags_NoScrollbar);
  ImGui::PopStyleVar();
  return open && ImGui::BeginTabBar(id, ImGuiTabBarFlags_FittingPolicyResizeDown);
}

}  // namespace

void ColumnFrame::drawLeftTabs(ColumnLayout& columns, const PanelLayoutInput& in, bool battle) {
  if (!battle) columns.leftTab = LeftTab::Terrain;
  if (beginStrip("##tabs-left", PanelSlot::LeftTabs, in)) {
    // While the layout's tab is being selected, ImGui may still report the old one: the layout is not read back.
    const LeftTab want = columns.leftTab;
    LeftTab shown = want;
    if (tab("Terrain", force_ && want == LeftTab::Terrain, places_)) shown = LeftTab::Terrain;
    if (battle && tab("Battle", force_ && want == LeftTab::Battle, places_)) shown = LeftTab::Battle;
    if (!force_) columns.leftTab = shown;
    ImGui::EndTabBar();
  }
  ImGui::End();
}

void ColumnFrame::drawRightTabs(ColumnLayout& columns, const PanelLayoutInput& in) {
  if (beginStrip("##tabs-right", PanelSlot::RightTabs, in)) {
    const RightTab want = columns.rightTab;
    RightTab shown = want;
    if (tab("Grid", force_ && want == RightTab::Grid, places_)) shown = RightTab::Grid;
    if (tab("History", force_ && want == RightTab::History, places_)) shown = RightTab::History;
    if (!force_) columns.rightTab = shown;
    ImGui::EndTabBar();
  }
  ImGui::End();
}

}  // namespace cartouche
