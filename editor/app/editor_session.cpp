#include "editor_session.h"

#include <algorithm>
#include <filesystem>

#include "demo_battle.h"
#include "render/frame.h"
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
  if (auto layers = LayerRenderer::create()) layers_ = std::move(*layers);
  else showMessage("Period map layers are not drawn", layers.status().message());
  battleOpened();
  if (!battle_->path().empty()) recent_.add(battle_->path());
  if (!loadError.empty()) showMessage("Could not open the battle", loadError + "\n\nShowing the demo battle instead.");
}

EditorSession::~EditorSession() { battle_->close(false); }

void EditorSession::onChanged(const Battle& battle, const ChangeSet& changes) {
  if (changes.grid) mapView_.fit();
  renderer_->update(battle, changes);
  // The first layer of a battle: let it show through the terrain (a view setting the layers window changes).
  if (changes.layers && layerCount_ == 0 && !battle.layers.empty() && style_.terrainOpacity >= 1.0f)
    style_.terrainOpacity = 0.6f;
  layerCount_ = battle.layers.size();
}

void EditorSession::battleOpened() {
  const Battle& battle = document().battle();
  rendererFollows_ = document().subscribe(*this);
  renderer_->upload(battle);
  panels_.battleOpened(document());
  layerCount_ = battle.layers.size();
  layersPanel_.open = !battle.layers.empty();
  style_.terrainOpacity = battle.layers.empty() ? 1.0f : 0.6f;
  compare_ = LayerCompare{};
  pick_.cancel();
  georefPanel_.open = false;
  gridFitPanel_.open = false;
}

geo::LayerLocation EditorSession::layerLocation() const {
  geo::LayerLocation where;
  where.tablesFile = battle_->workingPath();
  if (!battle_->path().empty()) where.linkFolder = std::filesystem::path(battle_->path()).parent_path().string();
  return where;
}

void EditorSession::drawLayerPanels(PanelContext& panelCtx) {
  constexpr int kKeyF6 = 295;  // GLFW's key code, which ImGui 1.86 indexes io.KeysDown by
  if (!modalOpen() && ImGui::IsKeyPressed(kKeyF6, false)) layersPanel_.open = !layersPanel_.open;
  const geo::LayerLocation location = layerLocation();
  if (layers_) layers_->sync(document().battle(), location);
  LayerUiContext ctx{panelCtx, layers_.get(), compare_, style_, location, *battle_, hoverWorld_, pick_};
  layersPanel_.draw(ctx);
  if (layersPanel_.georefRequest) {
    georefPanel_.openFor(*layersPanel_.georefRequest);
    layersPanel_.georefRequest.reset();
  }
  if (layersPanel_.fitRequest) {
    gridFitPanel_.openFor(*layersPanel_.fitRequest);
    layersPanel_.fitRequest.reset();
  }
  georefPanel_.draw(ctx);
  gridFitPanel_.draw(ctx);
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
    appendLayerMenu({&layersPanel_.open, &georefPanel_.open, &gridFitPanel_.open, &layersPanel_.dem.open});
    drawLayerPanels(panelCtx);
  }
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
  std::string coordinates;
  if (hoverWorld_) {
    std::vector<LayerStatus> statuses;
    if (layers_) statuses = layers_->status();
    coordinates = cursor_.describe(document().battle(), *hoverWorld_, layers_ ? &statuses : nullptr);
  }
  statusBar_.draw(document().battle(), mapView_.hover(), mapView_.view().zoom, coordinates);
  return !quit_;
}

void EditorSession::driveTool(ImVec2 framebuffer) {
  ImGuiIO& io = ImGui::GetIO();
  int w = std::max(1, int(framebuffer.x)), h = std::max(1, int(framebuffer.y));
  ToolContext ctx{document(), state_, mapView_.view(), w, h, &toolMessage_};
  tools_.handleShortcuts(ctx);
  ImVec2 pointerScale = io.DisplayFramebufferScale;
  const Point pointer{io.MousePos.x * pointerScale.x, io.MousePos.y * pointerScale.y};
  hoverWorld_.reset();
  if (io.MousePos.x > -1e30f && !io.WantCaptureMouse) hoverWorld_ = mapView_.view().screenToWorld(pointer, w, h);
  // A window asked for a spot on the map (the georeferencer's "Pick on map"): the click is its, not the tool's.
  if (pick_.active() && !toolDragging_) {
    if (hoverWorld_ && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) pick_.deliver(*hoverWorld_);
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) pick_.cancel();
    return;
  }
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

void EditorSession::drawMap(int width, int height) {
  const Battle& battle = document().battle();
  const bool anyVisible =
      std::any_of(battle.layers.begin(), battle.layers.end(), [](const MapLayer& l) { return l.visible; });
  if (style_.terrainOpacity < 1.0f) {
    // Translucent terrain blends over what is drawn first: the background, then the visible layers.
    clearFrame(width, height, style_.background);
    if (layers_ && anyVisible) layers_->draw(mapView_.view(), width, height, compare_);
  }
  renderer_->drawCached(mapView_.view(), width, height, style_);
}

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
