// What every side panel gets each frame: the tool context (document, shared editor state, view, message), the tool
// box and the map view. Panels change the battle only through commands, as the tools do. Main thread.
#pragma once

#include "../tools/tool.h"
#include "../tools/tool_box.h"
#include "command_runner.h"
#include "map_view_panel.h"

namespace cartouche {

struct PanelContext {
  ToolContext& tool;
  ToolBox& tools;
  MapViewPanel& mapView;
};

}  // namespace cartouche
