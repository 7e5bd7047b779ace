// What every side panel gets each frame: the tool context (document, shared editor state, view, message), the tool
// box and the map view. Panels change the battle only through commands, as the tools do. Main thread.
#pragma once

#include "map_view_panel.h"
#include "../tools/tool.h"
#include "../tools/tool_box.h"

namespace cartouche {

struct PanelContext {
  ToolContext& tool;
  ToolBox& tools;
  MapViewPanel& mapView;
};

// Executes one command as one undo step. A refusal comes back as the engine's Status and is also reported
// through ctx.message (the status bar), so a panel can show it beside the field that caused it.
Status runCommand(ToolContext& ctx, CommandPtr cmd);

}  // namespace cartouche
