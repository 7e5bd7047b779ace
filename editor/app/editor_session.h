// One open battle in the editor: the Document, the map renderer that follows it through a ChangeListener, the
// panels and the view settings. No globals: runEditor owns the one session. Thread-safety: main thread, with the
// window's GL context current (the renderer's GL objects belong to it).
#pragma once

#include <imgui.h>

#include <memory>
#include <string>

#include "battle_panel.h"
#include "core/document.h"
#include "map_view_panel.h"
#include "render/map_renderer.h"
#include "panels/panel_host.h"
#include "status_bar_panel.h"
#include "tools/editor_state.h"
#include "tools/tool_box.h"

namespace cartouche {

class EditorSession : private ChangeListener {
 public:
  // `loadError` (may be empty) is shown in a popup: the session then holds a demo battle.
  static Result<std::unique_ptr<EditorSession>> create(Battle battle, std::string loadError, ImFont* labelFont);
  ~EditorSession() override;

  // Builds this frame's UI and handles input. Returns false when the user asked to quit. `benchmarkPan` moves
  // the view by a pixel, so that every frame of a benchmark redraws the map.
  bool frame(ImVec2 framebuffer, bool benchmarkPan = false);
  // Draws the map into the default framebuffer (call before rendering ImGui's draw data); the map pass itself
  // re-runs only when the view or the battle changed.
  void drawMap(int width, int height);

 private:
  EditorSession(Battle battle, std::unique_ptr<MapRenderer> renderer, std::string loadError, ImFont* labelFont);
  void onChanged(const Battle& battle, const ChangeSet& changes) override;
  void drawErrorPopup();
  // Feeds the pointer to the active tool: press, drag and release of the left button, hover otherwise.
  void driveTool(ImVec2 framebuffer);

  Document document_;
  std::unique_ptr<MapRenderer> renderer_;
  MapViewPanel mapView_;
  StatusBarPanel statusBar_;
  BattlePanel battlePanel_;
  MapStyle style_;
  EditorState state_;
  ToolBox tools_;
  PanelHost panels_;
  bool toolDragging_ = false;
  std::string toolMessage_;
  std::string error_;
  bool errorShown_ = false;
  ImFont* labelFont_ = nullptr;
};

}  // namespace cartouche
