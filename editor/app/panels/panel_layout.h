// Where the side panels sit: a fixed left column (toolbar, tool options, terrain palette, battle) and a fixed right
// column (minimap, grid, history) between the menu bar and the status bar, and the problems strip along the bottom
// between the columns while it is shown, so the middle of the window stays map. The rules panel floats.
// The layout is recomputed from the main viewport every frame and follows window resizes. Screen coordinates of
// ImGui. Main thread, inside an ImGui frame.
#pragma once

#include <imgui.h>

#include "hex/grid.h"
#include "map_view_panel.h"

namespace cartouche {

enum class PanelSlot { Toolbar, ToolOptions, Palette, Battle, Minimap, Grid, History, Problems };

// The battle panel's window title: the layout leaves room for it while it is shown.
inline constexpr const char* kBattleWindowName = "Battle";

struct PanelRect {
  ImVec2 pos, size;
};

struct PanelLayoutInput {
  ImVec2 origin{0, 0}, size{1600, 1000};  // the main viewport
  float menuHeight = 20.f, statusHeight = 24.f;
  float toolbarHeight = 80.f;
  float toolOptionsHeight = 150.f;
  float minimapHeight = 250.f;
  bool battleShown = true;
  bool problemsShown = false;
};

// The problems strip's height in a window `height` high: a few lines, never more than a quarter of the window.
float problemsHeight(const PanelLayoutInput& in);

PanelRect panelRect(PanelSlot slot, const PanelLayoutInput& in);

// The layout input for this frame: the main viewport, the menu and status bar heights, the toolbar's height for
// `toolCount` buttons, and whether the battle window was drawn this frame (it is drawn before the panel host).
PanelLayoutInput currentLayoutInput(int toolCount);
// The minimap's height for a map of this shape (the column's width fixes the picture's width).
float minimapHeightFor(const GridSettings& grid);

// What the columns and bars cover, in framebuffer pixels, for the map view's fit and the minimap's rectangle.
MapViewPanel::Insets panelInsets(const PanelLayoutInput& in, ImVec2 framebufferScale);

// Window flags of a docked panel: it keeps its place and size, and appearing takes no focus (ImGui 1.86 asserts when
// a window that wants focus first appears behind an open modal, e.g. the load error shown on the first frame).
inline constexpr ImGuiWindowFlags kDockedPanelFlags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                                      ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                                      ImGuiWindowFlags_NoFocusOnAppearing;

// SetNextWindowPos/Size for `slot`.
void placeNextPanel(PanelSlot slot, const PanelLayoutInput& in);

// Toolbar buttons: square, this many pixels.
inline constexpr float kToolButtonSize = 34.f;
inline constexpr float kLeftColumnWidth = 280.f;
inline constexpr float kRightColumnWidth = 300.f;
inline constexpr float kMinimapPadding = 4.f;
inline constexpr float kMinToolOptionsHeight = 100.f, kMaxToolOptionsHeight = 320.f;

}  // namespace cartouche
