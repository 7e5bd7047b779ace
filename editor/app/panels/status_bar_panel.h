// The status bar along the bottom of the window: the hex under the cursor (label, terrain, elevation), the
// features of the nearest hexside, the ground coordinates under the cursor (panels/layer_cursor.h) and the zoom.
// Thread-safety: main thread, inside an ImGui frame.
#pragma once

#include <optional>
#include <string>

#include "map_view_panel.h"
#include "model/battle.h"

namespace cartouche {

// One line describing the hover, e.g. "0126  Las (woods)  level 2  |  NE: Ścieklec stream, slope".
std::string describeHover(const Battle& battle, const HoverInfo& hover);

class StatusBarPanel {
 public:
  // `coordinates`: the ground and layer coordinates under the cursor, shown after the hover text; "" for none.
  void draw(const Battle& battle, const std::optional<HoverInfo>& hover, double zoom,
            const std::string& coordinates = "");
};

}  // namespace cartouche
