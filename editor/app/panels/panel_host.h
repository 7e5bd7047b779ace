// The one place that decides which of the editing panels show and draws them each frame: the battle panel; toolbar,
// tool options, terrain palette, grid settings, minimap and undo history in two columns; the problems strip along the
// bottom and the floating rules tables panel; the period map windows (layers, georeferencer, grid fit) and the requests
// between them; and the status bar. The user arranges the columns (column_frame.h: splitters, collapse buttons, tabs;
// View > Left panels, Right panels, Reset layout; Ctrl+[ and Ctrl+]) and the arrangement is kept in layout.txt in the
// editor's state folder. Each panel lives in its own file; the host lays them out (panel_layout.h), adds
// their View menu entries and keys (F6 layers, F7 rules tables, F8 and Shift+F8 next and previous problem) and tells
// the panels that follow the document when a battle is opened. Main thread, inside an ImGui frame, with the window's
// GL context current (the minimap owns a texture).
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "battle_panel.h"
#include "column_frame.h"
#include "georef_panel.h"
#include "grid_fit_panel.h"
#include "grid_panel.h"
#include "history_panel.h"
#include "layer_cursor.h"
#include "layer_ui.h"
#include "layers_panel.h"
#include "layout_state.h"
#include "leader_inspector.h"
#include "minimap_panel.h"
#include "oob_panel.h"
#include "panel_context.h"
#include "problems_panel.h"
#include "rules_panel.h"
#include "scenario_panel.h"
#include "status_bar_panel.h"
#include "terrain_palette_panel.h"
#include "tool_options_panel.h"
#include "toolbar_panel.h"
#include "unit_inspector.h"

namespace cartouche {

class PanelHost {
 public:
  // A battle was opened (New, Open, recovery, or the first one): the panels that follow its changes follow `doc`, the
  // layers window shows when the battle has layers, and the windows working on one layer close.
  void battleOpened(Document& doc);
  // Every panel but the status bar, in order. `modalOpen`: a prompt or dialog has the window (F6 waits).
  // REQUIRES: battleOpened() was given ctx's document.
  void draw(LayerUiContext& ctx, bool modalOpen);
  // The status bar, once the pointer has been read this frame: `hoverWorld` is the world point under it over the map.
  void drawStatusBar(const Battle& battle, const MapViewPanel& mapView, const std::optional<Point>& hoverWorld,
                     LayerRenderer* layers);

  bool showProblems = true;
  bool& battlePanelShown() { return battlePanel_.open; }
  const BattlePanel& battlePanel() const { return battlePanel_; }
  const ToolbarPanel& toolbar() const { return toolbar_; }
  ProblemsPanel& problems() { return problems_; }
  RulesPanel& rules() { return rules_; }
  LayersPanel& layers() { return layersPanel_; }
  GeorefPanel& georef() { return georefPanel_; }
  GridFitPanel& gridFit() { return gridFitPanel_; }
  OobPanel& oob() { return oob_; }
  TerrainPalettePanel& palette() { return palette_; }
  UnitInspector& unitInspector() { return unitInspector_; }
  ScenarioPanel& scenario() { return scenario_; }

  // The View menu's layout entries (drawn before draw() in the frame): the columns shown, and Reset layout.
  bool& leftPanelsShown() { return leftShown_; }
  bool& rightPanelsShown() { return rightShown_; }
  bool& resetLayoutRequest() { return resetRequest_; }
  const ColumnLayout& columns() const { return columns_; }
  // A splitter, collapse button or tab drawn last frame (splitter:left, collapse:right, tab:History...).
  std::optional<ImVec2> layoutPlace(const std::string& name) const;
  // "layout: ..." lines for --script: the columns, the map's insets and each docked panel's place and size.
  std::vector<std::string> describeLayout(const MapViewPanel& mapView) const;

 private:
  void handleKeys(PanelContext& ctx);
  void drawLayerPanels(LayerUiContext& ctx, bool modalOpen);
  // Reads layout.txt once (a damaged file is ignored with a notice), applies the menu's and the keys' requests.
  void arrangeColumns(PanelContext& ctx);
  // Writes layout.txt when the arrangement changed and no splitter is held.
  void keepLayout(PanelContext& ctx);
  void drawRightColumn(PanelContext& ctx, const PanelLayoutInput& layout);

  BattlePanel battlePanel_;
  ToolbarPanel toolbar_;
  ToolOptionsPanel toolOptions_;
  TerrainPalettePanel palette_;
  MinimapPanel minimap_;
  GridPanel grid_;
  HistoryPanel history_;
  ProblemsPanel problems_;
  RulesPanel rules_;
  LayersPanel layersPanel_;
  GeorefPanel georefPanel_;
  GridFitPanel gridFitPanel_;
  OobPanel oob_;
  UnitInspector unitInspector_;
  LeaderInspector leaderInspector_;
  std::string inspectedLeader_;      // the leader chosen last frame: choosing another opens the leader inspector
  std::set<std::string> inspected_;  // the units chosen last frame: choosing others opens the inspector
  const Tool* lastTool_ = nullptr;   // the tool active last frame: choosing the set-up tool opens the order of battle
  ScenarioPanel scenario_;
  LayerCursor cursor_;
  StatusBarPanel statusBar_;
  ColumnFrame frame_;
  ColumnLayout columns_, saved_;
  bool layoutRead_ = false;
  bool leftShown_ = true, rightShown_ = true, resetRequest_ = false;
  bool battleWasOpen_ = true;  // the View menu opening the battle panel shows its tab
};

}  // namespace cartouche
