// The tool options panel: the active tool's own settings (brush size, what a fill replaces...), drawn by the tool.
// Main thread, inside an ImGui frame.
#pragma once

#include "panel_context.h"

namespace cartouche {

class ToolOptionsPanel {
 public:
  // REQUIRES: the next window's place is set (the host does).
  void draw(PanelContext& ctx);
};

}  // namespace cartouche
