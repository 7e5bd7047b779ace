#include "editor_session.h"

#include <algorithm>

#include "demo_battle.h"
#include "render/map_view.h"

namespace cartouche {

Result<std::unique_ptr<EditorSession>> EditorSession::create(const std::string& path, ImFont* labelFont) {
  Result<std::unique_ptr<MapRenderer>> renderer = MapRenderer::create();
  if (!renderer) return renderer.status();
  std::string loadError;
  Result<std::unique_ptr<OpenBattle>> battle = Status::notFound("");
  if (!path.empty()) {
    battle = OpenBattle::open(path);
    if (!battle) loadError = battle.status().message();
  }
  if (path.empty() || !battle) {
    battle = OpenBattle::create(makeDemoBattle(), "");
    if (!battle) return battle.status();
  }
  return std::unique_ptr<EditorSession>(
      new EditorSession(std::move(*battle), std::move(*renderer), std::move(loadError), labelFont));
}

EditorSession::EditorSession(std::unique_ptr<OpenBattle> battle, std::unique_ptr<MapRenderer> renderer,
                             std::string loadError, ImFont* labelFont)
    : battle_(std::move(battle)),
      renderer_(std::move(renderer)),
      labelFont_(labelFont),
      recent_(OpenBattle::stateDir().empty() ? std::string() : OpenBattle::stateDir() + "/recent-files.txt"),
      recovery_(OpenBattle::leftovers()) {
  renderer_->upload(document().battle());
  document().addListener(this);
  if (!battle_->path().empty()) recent_.add(battle_->path());
  if (!loadError.empty()) showMessage("Could not open the battle", loadError + "\n\nShowing the demo battle instead.");
}

EditorSession::~EditorSession() {
  document().removeListener(this);
  battle_->close(false);
}

void EditorSession::onChanged(const Battle& battle, const ChangeSet& changes) {
  if (changes.grid) mapView_.fit();
  renderer_->update(battle, changes);
}

void EditorSession::showMessage(std::string title, std::string text) {
  messageTitle_ = std::move(title);
  message_ = std::move(text);
  messageShown_ = false;
}

void EditorSession::drawMessagePopup() {
  if (message_.empty()) return;
  std::string id = messageTitle_ + "###message";
  if (!messageShown_) {
    ImGui::OpenPopup(id.c_str());
    messageShown_ = true;
  }
  if (ImGui::BeginPopupModal(id.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 36.f);
    ImGui::TextUnformatted(message_.c_str());
    ImGui::PopTextWrapPos();
    if (ImGui::Button("OK")) {
      ImGui::CloseCurrentPopup();
      message_.clear();
    }
    ImGui::EndPopup();
  }
}

std::string EditorSession::windowTitle() const {
  return (battle_->modified() ? "*" : "") + battle_->displayName() + " \xE2\x80\x94 Cartouche";
}

bool EditorSession::frame(ImVec2 framebuffer, bool benchmarkPan) {
  MenuRequests menu =
      drawMenuBar(document(), {&mapView_.showLabels, &style_.grid, &style_.patterns, &battlePanel_.open},
                  {battle_->displayName(), battle_->modified(), &recent_.paths()});
  if (!modalOpen()) handleMenu(menu);
  if (menu.fitMap) mapView_.fit();
  battlePanel_.draw(document().battle());
  {
    int w = std::max(1, int(framebuffer.x)), h = std::max(1, int(framebuffer.y));
    ToolContext toolCtx{document(), state_, mapView_.view(), w, h, &toolMessage_};
    PanelContext panelCtx{toolCtx, tools_, mapView_};
    panels_.draw(panelCtx);
  }
  retired_.clear();
  handlePrompts();
  if (Status lost = battle_->commitError(); lost.isOk()) {
    commitErrorShown_ = false;
  } else if (!commitErrorShown_ && message_.empty()) {
    commitErrorShown_ = true;
    showMessage("Edits are not reaching the working copy",
                lost.message() +
                    "\n\nThey are still open here: save the battle (Save As, to another disk if this one is full).");
  }
  drawMessagePopup();
  // The map reads input after the panels exist, so io.WantCaptureMouse knows about them (it is computed from the
  // previous frame's windows, as ImGui intends).
  const GridSettings& grid = document().battle().map.grid();
  mapView_.update(grid, framebuffer);
  if (benchmarkPan) mapView_.panPixels(1.0, 0.0);
  driveTool(framebuffer);
  mapView_.drawLabels(grid, labelFont_);
  statusBar_.draw(document().battle(), mapView_.hover(), mapView_.view().zoom);
  return !quit_;
}

void EditorSession::driveTool(ImVec2 framebuffer) {
  ImGuiIO& io = ImGui::GetIO();
  int w = std::max(1, int(framebuffer.x)), h = std::max(1, int(framebuffer.y));
  ToolContext ctx{document(), state_, mapView_.view(), w, h, &toolMessage_};
  tools_.handleShortcuts(ctx);
  Tool* tool = tools_.active();
  if (!tool) return;
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false) && toolDragging_) {
    tool->cancel(ctx);
    toolDragging_ = false;
  }
  const GridSettings& grid = document().battle().map.grid();
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

Result<ImVec2> EditorSession::hexCentre(const std::string& label) {
  const GridSettings& grid = document().battle().map.grid();
  Result<Hex> hex = grid.parseLabel(label);
  if (!hex) return hex.status();
  if (!grid.contains(*hex)) return Status::invalidArgument("hex " + label + " is not on the map");
  ImGuiIO& io = ImGui::GetIO();
  ImVec2 scale = io.DisplayFramebufferScale;
  int w = std::max(1, int(io.DisplaySize.x * scale.x)), h = std::max(1, int(io.DisplaySize.y * scale.y));
  Point p = mapView_.view().worldToScreen(hexToPixel(worldLayout(grid), *hex), w, h);
  return ImVec2(float(p.x) / std::max(scale.x, 1e-3f), float(p.y) / std::max(scale.y, 1e-3f));
}

}  // namespace cartouche
