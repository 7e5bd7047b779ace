// Leaders on the map, drawn into an ImGui draw list over the counters from LeaderMarks (view/leader_layout.h): a
// five-pointed star in gold on a disc of his side's colour at his badge's centre, ringed in violet when he arrives
// as a reinforcement, with his short name (and turn) on a dark plate beside it where leaderLabelBoxes puts it, so no
// two labels overlap (labels are left out while hexes are too small to read them). Coordinates: map_view.h; `origin` is
// the viewport's top-left corner in ImGui screen coordinates. Thread-safety: REQUIRES the draw list's ImGui context
// current.
#pragma once

#include <imgui.h>

#include "map_overlay.h"
#include "view/leader_layout.h"

namespace cartouche {

// Returns how many badges were drawn (those on screen).
// With `things`, each badge and each label begins a thing of that overlay (map_overlay.h).
int drawLeaders(ImDrawList* list, ImFont* font, const LeaderMarks& marks, const MapView& view, ImVec2 origin, int width,
                int height, MapOverlay* things = nullptr);

}  // namespace cartouche
