// Where the side panels sit: a left column (toolbar, tool options, then the terrain palette and the battle panel as
// tabs) and a right column (minimap, then the grid settings and the undo history as tabs) between the menu bar and the
// status bar, and the problems strip along the bottom between the columns while it is shown, so the middle of the
// window stays map. The columns' widths and whether they are collapsed come from the user's ColumnLayout
// (layout_state.h); a collapsed column takes no room and the map has it. The rules panel floats.
// The layout is recomputed from the main viewport every frame and follows window resizes. Screen coordinates of
// ImGui. Main thread, inside an ImGui frame (panelRect, panelInsets, toolbarHeight and minimapHeightFor are plain
// arithmetic and need no frame).
#pragma once

#include <imgui.h>

#include "layout_state.h"
#include "map_view_panel.h"

namespace cartouche {

enum class PanelSlot {
  Toolbar,
  ToolOptions,
  LeftTabs,  // the tab strip above the palette and the battle panel
  Palette,   // the left column's tab body
  Battle,    // the same place as Palette: the other tab
  Minimap,
  RightTabs,   // the tab strip above the grid and the history
  Grid,        // the right column's tab body
  History,     // the same place as Grid: the other tab
  RightLower,  // the tab strip and the body together (the order of battle takes it whole)
  Problems
};

// The battle panel's window title.
inline constexpr const char* kBattleWindowName = "Battle";

struct PanelRect {
  ImVec2 pos, size;
};

struct PanelLayoutInput {
  ImVec2 origin{0, 0}, size{1600, 1000};  // the main viewport
  float menuHeight = 20.f, statusHeight = 24.f;
  float leftWidth = ColumnLayout::kDefaultLeftWidth;    // 0: collapsed
  float rightWidth = ColumnLayout::kDefaultRightWidth;  // 0: collapsed
  float toolbarHeight = 80.f;
  float toolOptionsHeight = 150.f;
  float minimapHeight = 250.f;
  float tabsHeight = 26.f;
  bool problemsShown = false;
};

// The problems strip's height in a window `height` high: a few lines, never more than a quarter of the window.
float problemsHeight(const PanelLayoutInput& in);

PanelRect panelRect(PanelSlot slot, const PanelLayoutInput& in);

// The toolbar's height for `toolCount` square buttons wrapped in a column `columnWidth` wide, with this frame
// height, window padding and item spacing.
float toolbarHeight(int toolCount, float columnWidth, float frameHeight, ImVec2 padding, ImVec2 spacing);
// The same with the current ImGui style (inside a frame).
float toolbarHeight(int toolCount, float columnWidth);

// The layout input for this frame: the main viewport, the menu and status bar heights, the columns' shown widths
// (clamped to the window), the toolbar's height for `toolCount` buttons, the minimap's and the tab strips' heights.
PanelLayoutInput currentLayoutInput(int toolCount, const ColumnLayout& columns);
// The columns' shown widths (0 when collapsed) of the last currentLayoutInput, for windows that open beside a column.
// Main thread.
float shownLeftWidth();
float shownRightWidth();
// The minimap's height in a column `columnWidth` wide: it depends on the column only, never on the map's shape, so
// the panels below it stay put when the grid changes (the picture is fitted inside).
float minimapHeightFor(float columnWidth, float frameHeight);

// What the columns and bars cover, in framebuffer pixels, for the map view's fit and the minimap's rectangle.
MapViewPanel::Insets panelInsets(const PanelLayoutInput& in, ImVec2 framebufferScale);

// Window flags of a docked panel: it keeps its place and size, and appearing takes no focus (ImGui 1.86 asserts when
// a window that wants focus first appears behind an open modal, e.g. the load error shown on the first frame).
inline constexpr ImGuiWindowFlags kDockedPanelFlags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                                      ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                                      ImGuiWindowFlags_NoFocusOnAppearing;

// A panel that shares its column under a tab strip: the tab names it, so it has no title bar of its own.
inline constexpr ImGuiWindowFlags kTabbedPanelFlags = kDockedPanelFlags | ImGuiWindowFlags_NoTitleBar;

// SetNextWindowPos/Size for `slot`, and an opaque background (the map's labels never show through a docked panel).
void placeNextPanel(PanelSlot slot, const PanelLayoutInput& in);

// The columns' default widths (the user's are in ColumnLayout; windows that open beside a column use
// shownLeftWidth() and shownRightWidth()).
inline constexpr float kLeftColumnWidth = ColumnLayout::kDefaultLeftWidth;
inline constexpr float kRightColumnWidth = ColumnLayout::kDefaultRightWidth;
inline constexpr float kMinimapPadding = 4.f;
inline constexpr float kMinToolOptionsHeight = 100.f, kMaxToolOptionsHeight = 320.f;

}  // namespace cartouche
