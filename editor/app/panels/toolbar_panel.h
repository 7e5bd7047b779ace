// The toolbar: one square button per tool of the tool box, the active one highlighted; its tooltip gives the
// tool's name, what a click and a drag do, and its shortcut key. Main thread, inside an ImGui frame.
#pragma once

#include <string>

#include "panel_context.h"

namespace cartouche {

// "Terrain brush (B)\nClick or drag to paint..." : the tooltip text of one tool.
std::string toolTooltipText(const Tool& tool);

class ToolbarPanel {
 public:
  // REQUIRES: the next window's place is set (the host does).
  void draw(PanelContext& ctx);
};

}  // namespace cartouche
