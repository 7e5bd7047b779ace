// Editing a battle: the map tools (tool box, shared editor state, the stroke being dragged) and every editing panel
// through the one panel host, with the requests between them (a window asking for a click on the map). The session
// holds it as its Mode. Main thread, inside an ImGui frame, with the window's GL context current.
#pragma once

#include "../menu_bar.h"
#include "../panels/layer_ui.h"
#include "../panels/map_legend.h"
#include "../panels/panel_host.h"
#include "../tools/editor_state.h"
#include "../tools/tool_box.h"
#include "mode.h"
#include "view/leader_layout.h"

namespace cartouche {

class EditMode : public Mode {
 public:
  void battleOpened(ModeContext& ctx) override;
  std::vector<MenuToggle> viewToggles() override;
  MenuTools toolMenu() const override;
  void chooseTool(ModeContext& ctx, size_t index) override;
  void drawPanels(ModeContext& ctx) override;
  void drivePointer(ModeContext& ctx) override;
  void drawOverMap(ModeContext& ctx, ImDrawList* list, const MapViewPanel::ScreenPart& part,
                   MapOverlay* things) override;
  void drawStatus(ModeContext& ctx) override;
  // paint, georef, fitgrid, terrainopacity, layerswait, scenario, oob, placement, tool.
  std::optional<Status> scriptCommand(ModeContext& ctx, const std::string& verb, const std::string& argument) override;
  // counter:UNIT, leader:CODE (his badge), row:CODE, switcher: (the menu bar's scenario combo), switcher:CODE (its
  // entry, while open).
  std::optional<Result<ImVec2>> scriptPlace(ModeContext& ctx, const std::string& name) override;
  std::string currentScenario() const override { return state_.scenario; }

 private:
  // What the tools and panels are handed this frame: the document, the shared state, the view and the window size.
  ToolContext toolContext(ModeContext& ctx);
  // The pointer as a tool reads it.
  ToolInput pointerInput(const MapView& view, ToolContext& ctx);
  // The wheel over the map goes to the active tool first (before the map view zooms).
  void takeWheel(ModeContext& mode, ToolContext& ctx);
  // Press, drag and release of the left button go to the active tool, hover otherwise.
  void driveTool(ModeContext& ctx, ToolContext& toolCtx);
  // The counter being dragged, under the pointer (the map's things leave it out).
  void drawDraggedCounter(ModeContext& ctx);
  // In the part of the window the panels leave uncovered (MapViewPanel::screenPart), as drawOverMap's list is.
  void drawEntryHexes(ModeContext& ctx, ImDrawList* list, const MapViewPanel::ScreenPart& part, MapOverlay* things);
  // A unit, node or leader from the order-of-battle tree let go over the map.
  void dropFromTree(ToolContext& ctx);
  class SetupTool* setupTool();
  // This frame's refusal and finished actions, shown as notices.
  void announce(ModeContext& ctx);

  EditorState state_;
  ToolBox tools_;
  PanelHost panels_;
  MapLegend legend_;  // the elevation tint's and the active tool's key in the map's corner (View > Legend)
  MapPickRequest pick_;
  std::optional<Point> hoverWorld_;  // the world point under the pointer over the map, last read
  std::optional<Point> hoverDrop_;   // the same while ImGui owns the mouse (a drag from the tree), over no window
  bool toolDragging_ = false;
  std::string toolMessage_;               // a refusal this frame (ToolContext::message)
  std::vector<std::string> toolNotices_;  // finished actions this frame (ToolContext::notices)
  SwitcherPlaces switcher_;               // where the menu bar's scenario switcher was drawn
};

}  // namespace cartouche
