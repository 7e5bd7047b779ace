// The editor's side panels: toolbar, tool options, terrain palette, grid settings, minimap and undo history in two
// columns, the problems strip along the bottom and the floating rules tables panel. Each panel lives in its own
// file; the host lays them out (panel_layout.h), adds their View menu entries and keys (F7 rules tables, F8 and
// Shift+F8 next and previous problem) and draws them in order each frame. Main thread, inside an ImGui frame, with the
// window's GL context current (the minimap owns a texture).
#pragma once

#include "grid_panel.h"
#include "history_panel.h"
#include "minimap_panel.h"
#include "panel_context.h"
#include "problems_panel.h"
#include "rules_panel.h"
#include "terrain_palette_panel.h"
#include "tool_options_panel.h"
#include "toolbar_panel.h"

namespace cartouche {

class PanelHost {
 public:
  // A battle was opened (New, Open, recovery, or the first one): the panels that follow its changes follow `doc`.
  void battleOpened(Document& doc);
  // REQUIRES: battleOpened() was given ctx's document.
  void draw(PanelContext& ctx);

  bool showProblems = true;
  ProblemsPanel& problems() { return problems_; }
  RulesPanel& rules() { return rules_; }

 private:
  void handleKeys(PanelContext& ctx);

  ToolbarPanel toolbar_;
  ToolOptionsPanel toolOptions_;
  TerrainPalettePanel palette_;
  MinimapPanel minimap_;
  GridPanel grid_;
  HistoryPanel history_;
  ProblemsPanel problems_;
  RulesPanel rules_;
};

}  // namespace cartouche
