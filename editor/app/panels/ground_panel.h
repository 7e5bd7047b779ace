// Where the battle's hex grid lies on the ground: the CRS (checked as it is typed, its name shown), the centre of
// hex 0101 (x east, y north in that CRS), the clockwise rotation, the hex size in metres (a grid setting), Apply and
// Remove; and "Place the grid on layer <name>", which takes a georeferenced layer's projected CRS and centres the
// map on the layer. Each change is one SetGround (or ChangeGrid for the hex size). Drawn as a section of the layers
// window. Main thread, inside an ImGui frame.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "layer_ui.h"

namespace cartouche {

// The name of the CRS as typed ("ETRF2000-PL / CS92 (metre)"), or why it cannot hold the grid (not projected, does
// not parse), naming the text.
Result<std::string> describeGroundCrs(const std::string& crs);

// Checks the placement against the battle's grid (geo::makeGridPlacement) and sets it with one SetGround.
Status applyGround(ToolContext& ctx, const GroundPlacement& ground);
Status removeGround(ToolContext& ctx);

// The placement that puts the centre of the map on the centre of `layer` (a `width` x `height` raster), in the
// layer's CRS, keeping the battle's rotation. Refuses a layer not georeferenced yet, with no CRS or a CRS that is
// not projected (naming the layer).
Result<GroundPlacement> placementOnLayer(const Battle& battle, const MapLayer& layer, int width, int height);

class GroundPanel {
 public:
  void draw(LayerUiContext& ctx, const std::vector<LayerStatus>& statuses);
  ScriptPlaces places;  // ground:crs, ground:apply, and the layers window's layers:ground, layers:dem (layer_ui.h)
  // Where "Place the grid on layer ..." was drawn this frame, for --script (none without layers).
  std::optional<std::pair<ImVec2, ImVec2>> placeOnLayerRect;

 private:
  void follow(const Battle& battle);

  GroundPlacement draft_;
  std::optional<GroundPlacement> seen_;  // the battle's placement the draft was taken from
  bool seenOnce_ = false;
  double hexMetres_ = 0;
  std::string checkedCrs_;  // the CRS text last checked
  Result<std::string> crsName_ = Status::invalidArgument("");
  std::string layer_;  // the layer "Place the grid on layer" uses
  std::string error_;
};

}  // namespace cartouche
