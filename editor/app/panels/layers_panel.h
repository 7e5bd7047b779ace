// The "Map layers" window: the battle's period map layers top first (Battle::layers is bottom first), each with its
// visibility, name (renamed in place), opacity (a slider drag is one undo step), order, removal and the renderer's
// status (size, levels, tiles loading, what keeps it off the map); buttons that ask the session for the
// georeferencer and the grid fit of a layer; the comparison of two layers (swipe, blink); how much the terrain
// covers the layers (a view setting, not an edit); and, in the same window, adding a layer (layer_import.h), the
// grid's ground placement (ground_panel.h) and the DEM import (dem_import_panel.h). Every change of the battle is a
// command. Main thread, inside an ImGui frame.
#pragma once

#include <imgui.h>

#include <map>
#include <optional>
#include <string>
#include <utility>

#include "dem_import_panel.h"
#include "ground_panel.h"
#include "layer_import.h"
#include "layer_ui.h"

namespace cartouche {

// ---- The edits behind the panel (each one SetLayer, one undo step) ------------------------------------------------
Status setLayerVisible(ToolContext& ctx, const std::string& name, bool visible);
// Refuses an empty name and one another layer has (the engine's message).
Status renameLayer(ToolContext& ctx, const std::string& name, const std::string& newName);
// `steps` > 0 moves the layer up (towards the top of the stack, drawn later), < 0 down; clamped to the stack.
// Nothing happens (no undo entry) when it is already at that end.
Status moveLayer(ToolContext& ctx, const std::string& name, int steps);
// Removes the layer row; its raster stays in the file (or beside it), so an undo gives the layer back whole.
Status removeLayer(ToolContext& ctx, const std::string& name);

// An opacity slider drag: every value while the slider is held joins one undo step, "Opacity of <name>".
class OpacityDrag {
 public:
  // The slider was grabbed: a new stroke.
  void begin(ToolContext& ctx);
  // The slider moved to `opacity` (clamped to 0..1).
  bool update(ToolContext& ctx, const std::string& name, double opacity);
  // The slider was let go: later edits start a new undo step.
  void end(ToolContext& ctx);
  bool active() const { return stroke_ != 0; }

 private:
  uint64_t stroke_ = 0;
};

// "4000 x 3000 pixels, 6 levels, loading 12 tiles"; "opening..." while the raster is not open yet.
std::string describeLayerStatus(const LayerStatus& status);

// The automatic blink: flips compare.blinkShowTop every `period` seconds of `now` (ImGui time in the editor).
void stepBlink(LayerCompare& compare, double now, double& lastFlip, double period = 0.5);

class LayersPanel {
 public:
  bool open = true;
  // Set by the layer's "Georeference..." and "Fit grid..." buttons (the layer's name); the panel host takes them.
  std::optional<std::string> georefRequest, fitRequest;

  LayerImportPanel import;
  GroundPanel ground;
  DemImportPanel dem;

  void draw(LayerUiContext& ctx);

  // Where the last frame drew a row's control ("visible", "name", "opacity", "up", "down", "remove", "reload",
  // "georef", "fit", "next": the button of the step the row asks for), in screen pixels, for tests that click like a
  // person; with an empty layer name, the window's own "add" (Add layer...) and "place-on-layer" (the ground
  // placement's "Place the grid on layer ...").
  std::optional<std::pair<ImVec2, ImVec2>> itemRect(const std::string& layer, const std::string& control) const;

 private:
  void remember(const std::string& layer, const char* control);

  void drawLayer(LayerUiContext& ctx, const MapLayer& layer, size_t index, const LayerStatus* status);
  void drawCompare(LayerUiContext& ctx);

  OpacityDrag opacity_;
  bool showGround_ = false;  // the row's "Place the grid on the ground..." opens the ground placement next frame
  std::map<std::string, std::pair<ImVec2, ImVec2>> rects_;  // layer name + '\n' + control
  std::string nameDraft_;                                   // the name being typed, for the row whose field is active
  std::string renaming_;                                    // that row's layer
  std::string error_;
  bool autoBlink_ = true;
  double lastBlink_ = 0;
};

}  // namespace cartouche
