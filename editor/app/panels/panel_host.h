// The editor's side panels for painting a map: toolbar, tool options, terrain palette, grid settings, minimap and
// undo history. Each panel lives in its own file; the host lays them out in two columns (panel_layout.h) and draws
// them in order each frame. Main thread, inside an ImGui frame, with the window's GL context current (the minimap
// owns a texture).
#pragma once

#include "grid_panel.h"
#include "history_panel.h"
#include "minimap_panel.h"
#include "panel_context.h"
#include "terrain_palette_panel.h"
#include "tool_options_panel.h"
#include "toolbar_panel.h"

namespace cartouche {

class PanelHost {
 public:
  void draw(PanelContext& ctx);

 private:
  ToolbarPanel toolbar_;
  ToolOptionsPanel toolOptions_;
  TerrainPalettePanel palette_;
  MinimapPanel minimap_;
  GridPanel grid_;
  HistoryPanel history_;
};

}  // namespace cartouche
