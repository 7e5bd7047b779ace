#include "editor_session.h"

#include <algorithm>

#include "menu_bar.h"

namespace cartouche {

Result<std::unique_ptr<EditorSession>> EditorSession::create(Battle battle, std::string loadError, ImFont* labelFont) {
  Result<std::unique_ptr<MapRenderer>> renderer = MapRenderer::create();
  if (!renderer) return renderer.status();
  return std::unique_ptr<EditorSession>(
      new EditorSession(std::move(battle), std::move(*renderer), std::move(loadError), labelFont));
}

EditorSession::EditorSession(Battle battle, std::unique_ptr<MapRenderer> renderer, std::string loadError,
                             ImFont* labelFont)
    : document_(std::move(battle)),
      renderer_(std::move(renderer)),
      error_(std::move(loadError)),
      labelFont_(labelFont) {
  renderer_->upload(document_.battle());
  document_.addListener(this);
}

EditorSession::~EditorSession() { document_.removeListener(this); }

void EditorSession::onChanged(const Battle& battle, const ChangeSet& changes) {
  if (changes.grid) mapView_.fit();
  renderer_->update(battle, changes);
}

void EditorSession::drawErrorPopup() {
  if (error_.empty()) return;
  if (!errorShown_) {
    ImGui::OpenPopup("Could not open the battle");
    errorShown_ = true;
  }
  if (ImGui::BeginPopupModal("Could not open the battle", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36.f);
    ImGui::TextUnformatted(error_.c_str());
    ImGui::TextDisabled("Showing the demo battle instead.");
    ImGui::PopTextWrapPos();
    if (ImGui::Button("OK")) {
      ImGui::CloseCurrentPopup();
      error_.clear();
    }
    ImGui::EndPopup();
  }
}

bool EditorSession::frame(ImVec2 framebuffer, bool benchmarkPan) {
  MenuRequests menu =
      drawMenuBar(document_, {&mapView_.showLabels, &style_.grid, &style_.patterns, &battlePanel_.open});
  if (menu.undo) document_.undo();
  if (menu.redo) document_.redo();
  if (menu.fitMap) mapView_.fit();
  battlePanel_.draw(document_.battle());
  {
    int w = std::max(1, int(framebuffer.x)), h = std::max(1, int(framebuffer.y));
    ToolContext toolCtx{document_, state_, mapView_.view(), w, h, &toolMessage_};
    PanelContext panelCtx{toolCtx, tools_, mapView_};
    panels_.draw(panelCtx);
  }
  drawErrorPopup();
  // The map reads input after the panels exist, so io.WantCaptureMouse knows about them (it is computed from the
  // previous frame's windows, as ImGui intends).
  const GridSettings& grid = document_.battle().map.grid();
  mapView_.update(grid, framebuffer);
  if (benchmarkPan) mapView_.panPixels(1.0, 0.0);
  driveTool(framebuffer);
  mapView_.drawLabels(grid, labelFont_);
  statusBar_.draw(document_.battle(), mapView_.hover(), mapView_.view().zoom);
  return !menu.quit;
}

void EditorSession::driveTool(ImVec2 framebuffer) {
  ImGuiIO& io = ImGui::GetIO();
  int w = std::max(1, int(framebuffer.x)), h = std::max(1, int(framebuffer.y));
  ToolContext ctx{document_, state_, mapView_.view(), w, h, &toolMessage_};
  tools_.handleShortcuts(ctx);
  Tool* tool = tools_.active();
  if (!tool) return;
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false) && toolDragging_) {
    tool->cancel(ctx);
    toolDragging_ = false;
  }
  const GridSettings& grid = document_.battle().map.grid();
  ImVec2 scale = io.DisplayFramebufferScale;
  Point screen{io.MousePos.x * scale.x, io.MousePos.y * scale.y};
  bool pointerValid = io.MousePos.x > -1e30f;
  if (pointerValid) {
    ToolInput in;
    in.world = mapView_.view().screenToWorld(screen, w, h);
    in.hex = hexAtWorld(grid, in.world);
    in.onMap = grid.contains(in.hex);
    in.nearestSide = nearestHexside(grid, in.world);
    in.shift = io.KeyShift;
    in.ctrl = io.KeyCtrl;
    in.alt = io.KeyAlt;
    if (!toolDragging_ && !io.WantCaptureMouse && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
      toolDragging_ = true;
      tool->press(ctx, in);
    } else if (toolDragging_ && io.MouseDown[ImGuiMouseButton_Left]) {
      tool->drag(ctx, in);
    } else if (toolDragging_) {
      toolDragging_ = false;
      tool->release(ctx, in);
    } else if (!io.WantCaptureMouse) {
      tool->hover(ctx, in);
    }
  }
  tool->drawPreview(ctx, ImGui::GetBackgroundDrawList());
}

void EditorSession::drawMap(int width, int height) { renderer_->drawCached(mapView_.view(), width, height, style_); }

}  // namespace cartouche
