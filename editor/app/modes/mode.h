// A mode of the editor window: what the user does with the open battle (editing today; playing later). A mode brings
// its own tools, panels and their state; the session keeps what belongs to the window (the open battle and its file
// actions, prompts, recent files, the map view and the renderer) and hands the mode a ModeContext each time it calls
// it. Main thread, inside an ImGui frame, with the window's GL context current.
#pragma once

#include <imgui.h>

#include <optional>
#include <string>
#include <vector>

#include "../menu_bar.h"
#include "../notices.h"
#include "../open_battle.h"
#include "../panels/map_view_panel.h"
#include "geo/tile_reader.h"
#include "render/layer_renderer.h"
#include "render/map_renderer.h"

namespace cartouche {

// What the window lends a mode for one call. References stay valid only for that call: opening a battle replaces
// `battle`.
struct ModeContext {
  OpenBattle& battle;
  MapViewPanel& mapView;
  MapStyle& style;                  // how the map is drawn (the layers window changes the terrain's opacity)
  LayerRenderer* layers = nullptr;  // the period map layers under the map; null when the renderer could not start
  LayerCompare& compare;            // how the layers are compared, which the map drawing reads
  geo::LayerLocation location;      // where the open battle's layers live
  ImVec2 framebuffer;               // the window's size in framebuffer pixels
  bool modalOpen = false;           // a prompt or dialog has the window
  Notices& notices;                 // short notices near the bottom of the map: what finished, what was refused

  Document& document() { return battle.document(); }
};

class Mode {
 public:
  virtual ~Mode() = default;
  // A battle was opened: the first one, or one that replaced another (New, Open, recovery). The mode lets go of
  // anything from the old one and follows ctx's document from now on.
  virtual void battleOpened(ModeContext& ctx) = 0;
  // The View menu entries of the mode's panels, drawn after the window's own (labels, grid, patterns).
  virtual std::vector<MenuToggle> viewToggles() = 0;
  // The Tools menu: the mode's tools with their letters, the active one ticked. Empty for a mode without tools.
  virtual MenuTools toolMenu() const { return {}; }
  // The Tools menu chose entry `index` of toolMenu(): selected as its letter key selects it.
  virtual void chooseTool(ModeContext&, size_t /*index*/) {}
  // The mode's windows for this frame, before the window's prompts.
  virtual void drawPanels(ModeContext& ctx) = 0;
  // Feeds the pointer over the map to the mode's tools and draws their overlays, after the map view read its input.
  virtual void drivePointer(ModeContext& ctx) = 0;
  // What moves with the map, after its labels: entry rings, counters, leaders, into `list` for `part` (its origin
  // where the list's pixels start). With `things` (the map's picture keeps them, render/map_overlay.h), each thing
  // begins one of that overlay. A mode that draws nothing there draws over the map in drawStatus().
  virtual void drawOverMap(ModeContext&, ImDrawList* /*list*/, const MapViewPanel::ScreenPart& /*part*/,
                           MapOverlay* /*things*/) {}
  // What the mode shows once the pointer was read and the map's things drawn (a counter being dragged, the status
  // bar).
  virtual void drawStatus(ModeContext& ctx) = 0;
  // A --script command (editor/app/README.md) the mode knows; nullopt when the verb is not one of the mode's.
  virtual std::optional<Status> scriptCommand(ModeContext& ctx, const std::string& verb,
                                              const std::string& argument) = 0;
  // Where a --script pointer action goes when it names a place other than a hex ("counter:CODE", "row:CODE"), in
  // ImGui screen coordinates; nullopt when the name is not one of the mode's.
  virtual std::optional<Result<ImVec2>> scriptPlace(ModeContext&, const std::string&) { return std::nullopt; }
  // The scenario the mode shows (the one Play offers first); empty when none.
  virtual std::string currentScenario() const { return {}; }
};

}  // namespace cartouche
