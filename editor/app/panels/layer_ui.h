// What the period map panels (layers, georeferencer, grid fit, DEM import) get each frame besides the usual panel
// context: the layer renderer that draws and reads the layers, the comparison and map style the session keeps, where
// the layers live, and the open battle (its working copy takes embedded raster tables). Panels change the battle only
// through commands (SetLayer, SetGround, SetHexMetres...), so every change is an undo step and reaches the working
// copy. Main thread, inside an ImGui frame, with the window's GL context current.
#pragma once

#include <map>
#include <optional>

#include "../open_battle.h"
#include "geo/tile_reader.h"
#include "panel_context.h"
#include "render/layer_renderer.h"
#include "render/map_renderer.h"
#include "script_places.h"

namespace cartouche {

// A click on the main map that a panel asked for (the georeferencer's "pick the spot on the map"): while a panel
// holds the request, the edit mode gives the next left click on the map to it instead of the active tool.
class MapPickRequest {
 public:
  void request(int owner) { owner_ = owner; }
  void cancel() {
    owner_ = 0;
    picked_.reset();
  }
  bool active() const { return owner_ != 0; }
  int owner() const { return owner_; }
  // The session: the click landed at `world`.
  void deliver(Point world) { picked_ = world; }
  // The owner: the click, once; clears the request.
  std::optional<Point> take(int owner) {
    if (owner != owner_ || !picked_) return std::nullopt;
    auto p = picked_;
    cancel();
    return p;
  }

 private:
  int owner_ = 0;
  std::optional<Point> picked_;
};

struct LayerUiContext {
  PanelContext& panel;
  LayerRenderer* layers = nullptr;  // null when the renderer could not be made (the panels say so)
  LayerCompare& compare;
  MapStyle& style;  // style.terrainOpacity lets the layers show through the terrain
  geo::LayerLocation location;
  OpenBattle& battle;
  // The world point under the pointer over the map (not over a panel), this frame.
  std::optional<Point> hoverWorld;
  MapPickRequest& pick;

  Document& document() { return panel.tool.document; }
  const Battle& battleData() { return panel.tool.document.battle(); }
};

}  // namespace cartouche
