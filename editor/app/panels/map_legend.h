// The map's legend: a small opaque box in the lower-right corner of the map area (inside the docked panels) with the
// elevation tint's levels, colours and metres (view/map_legend.h) and what the active tool draws over the map (the
// line of sight's lines and viewshed shading; in play, the reach, withdrawal and target). Shown while View > Legend is
// ticked and there is something to say. Main thread, inside an ImGui frame.
#pragma once

#include <string>
#include <vector>

#include "../tools/tool.h"
#include "map_view_panel.h"

namespace cartouche {

class MapLegend {
 public:
  bool shown = true;  // View > Legend

  // REQUIRES: `changes` is the document's change count (EditorState::changes.watch): the elevation key is
  // recomputed only when it moves.
  void draw(const Battle& battle, uint64_t changes, const Tool* active, const MapViewPanel& mapView);
  // The same with `overlay` for what is drawn over the map (play mode's shading), instead of a tool's.
  void draw(const Battle& battle, uint64_t changes, const LegendSection& overlay, const MapViewPanel& mapView);
  // One line a row drawn this frame: "legend: SECTION: LABEL #RRGGBBAA", and "legend: none" when nothing is drawn.
  const std::vector<std::string>& describe() const { return lines_; }

 private:
  LegendSection elevation_;
  uint64_t elevationAt_ = ~uint64_t(0);
  const Battle* elevationFor_ = nullptr;
  std::vector<std::string> lines_;
};

}  // namespace cartouche
