// The editor's side panels for painting a map: toolbar, tool options, terrain palette, grid settings, minimap and
// undo history. Each panel lives in its own file; the host draws them in order each frame. Main thread, inside an
// ImGui frame.
#pragma once

#include "../map_view_panel.h"
#include "../tools/tool.h"
#include "../tools/tool_box.h"

namespace cartouche {

struct PanelContext {
  ToolContext& tool;
  ToolBox& tools;
  MapViewPanel& mapView;
};

class PanelHost {
 public:
  void draw(PanelContext& ctx);
};

}  // namespace cartouche
