// The tool options panel: the active tool's own settings (brush size, what a fill replaces...), drawn by the tool;
// the panel takes the height they need, from one frame to the next.
// Main thread, inside an ImGui frame.
#pragma once

#include "panel_context.h"

namespace cartouche {

class ToolOptionsPanel {
 public:
  // REQUIRES: the next window's place is set (the host does).
  void draw(PanelContext& ctx);
  // The height the last drawn options needed (title bar and padding included): the host sizes the panel to it.
  float wantedHeight() const { return wantedHeight_; }

 private:
  float wantedHeight_ = 150.f;
};

}  // namespace cartouche
