#include "editor_session.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "demo_battle.h"
#include "modes/edit_mode.h"
#include "view/map_view.h"

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
      mode_(std::make_unique<EditMode>()),
      labelFont_(labelFont),
      recent_(OpenBattle::stateDir().empty() ? std::string() : OpenBattle::stateDir() + "/recent-files.txt"),
      recovery_(OpenBattle::leftovers()) {
  if (auto layers = LayerRenderer::create())
    layers_ = std::move(*layers);
  else
    showMessage("Period map layers are not drawn", layers.status().message());
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
  layerCount_ = battle.layers.size();
  style_.terrainOpacity = battle.layers.empty() ? 1.0f : 0.6f;
  compare_ = LayerCompare{};
  ModeContext ctx = modeContext(framebuffer_);
  mode_->battleOpened(ctx);
  play_.reset();  // a game plays the battle it started on
}

ModeContext EditorSession::modeContext(ImVec2 framebuffer) {
  return ModeContext{*battle_,        mapView_,    style_,      layers_.get(), compare_,
                     layerLocation(), framebuffer, modalOpen(), notices_};
}

geo::LayerLocation EditorSession::layerLocation() const {
  geo::LayerLocation where;
  where.tablesFile = battle_->workingPath();
  if (!battle_->path().empty()) where.linkFolder = std::filesystem::path(battle_->path()).parent_path().string();
  return where;
}

void EditorSession::echoNotices(bool on) {
  notices_.echoToStdout(on);
  if (on && !message_.empty()) echoMessage();
}

const std::string& EditorSession::battlePath() const { return battle_->path(); }

void EditorSession::echoMessage() const {
  std::printf("message: %s: %s\n", messageTitle_.c_str(), message_.c_str());
  std::fflush(stdout);
}

void EditorSession::showMessage(std::string title, std::string text) {
  messageTitle_ = std::move(title);
  message_ = std::move(text);
  messageShown_ = false;
  if (notices_.echoing()) echoMessage();  // under --script, as notices are: tests read what a person would
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
  framebuffer_ = framebuffer;
  const MenuTools tools = mode().toolMenu();
  MenuRequests menu =
      drawMenuBar(document(), {&mapView_.showLabels, &style_.grid, &style_.patterns, mode().viewToggles()},
                  {battle_->displayName(), battle_->modified(), &recent_.paths(), play_ != nullptr}, tools,
                  {&help_.shortcuts, &help_.gettingStarted, &help_.about}, &menuPlaces_);
  if (!modalOpen()) handleMenu(menu);
  if (menu.fitMap) mapView_.fit();
  {
    ModeContext ctx = modeContext(framebuffer);
    if (menu.tool && !ctx.modalOpen) mode().chooseTool(ctx, *menu.tool);
    if (layers_) layers_->sync(document().battle(), ctx.location);
    mode().drawPanels(ctx);
  }
  drivePlay();
  {
    std::vector<ToolKey> keys;
    for (const ToolMenuEntry& t : tools.tools) keys.push_back({t.name, t.key});
    help_.draw(menuPlaces_.helpX, keys);
  }
  handlePrompts();
  finishVassalExport(false);
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
  ModeContext ctx = modeContext(framebuffer);
  mode().drivePointer(ctx);
  drawOverMap(ctx, grid);
  mode().drawStatus(ctx);
  drawNotice();
  return !quit_;
}

void EditorSession::drawOverMap(ModeContext& ctx, const GridSettings& grid) {
  MapViewPanel::ScreenPart part = mapView_.screenPart();
  ImDrawList* list = ImGui::GetBackgroundDrawList();
  MapOverlay* things = nullptr;
  const ImGuiIO& io = ImGui::GetIO();
  // At another framebuffer scale the picture's pixels are not ImGui's: drawn live over it, every frame.
  overlayBuilt_ = keepThings_ && io.DisplayFramebufferScale.x == 1.f && io.DisplayFramebufferScale.y == 1.f &&
                  part.width > 0 && part.height > 0;
  if (overlayBuilt_) {
    overlay_.begin(ImGui::GetDrawListSharedData(), io.Fonts->TexID, part.view, part.width, part.height);
    list = overlay_.list();
    part.origin = MapOverlay::origin();
    things = &overlay_;
  }
  mapView_.drawLabels(list, part, grid, labelFont_, things);
  mode().drawOverMap(ctx, list, part, things);
  if (things) overlay_.end();
}

void EditorSession::drawNotice() {
  // The insets are framebuffer pixels; ImGui draws in screen coordinates.
  const ImGuiIO& io = ImGui::GetIO();
  const ImVec2 scale(std::max(io.DisplayFramebufferScale.x, 1e-3f), std::max(io.DisplayFramebufferScale.y, 1e-3f));
  const MapViewPanel::Insets& in = mapView_.insets();
  const ImVec2 min(float(in.left) / scale.x, float(in.top) / scale.y);
  const ImVec2 max(io.DisplaySize.x - float(in.right) / scale.x, io.DisplaySize.y - float(in.bottom) / scale.y);
  notices_.draw(min, max);
}

MapStyle EditorSession::shownStyle() const {
  const Battle& battle = battle_->document().battle();
  // The terrain lets layers show through only while one is drawn: a layer not yet placed on the ground (or hidden)
  // leaves the terrain opaque rather than greyed over the empty background.
  bool anyDrawn = false;
  if (layers_)
    for (const LayerStatus& st : layers_->status())
      anyDrawn =
          anyDrawn || (st.placed && std::any_of(battle.layers.begin(), battle.layers.end(),
                                                [&](const MapLayer& l) { return l.visible && l.name == st.name; }));
  MapStyle style = style_;
  if (!anyDrawn) style.terrainOpacity = 1.0f;
  return style;
}

void EditorSession::drawMap(int width, int height) {
  const MapStyle style = shownStyle();
  // What of the window the map shows in: the docked panels are opaque, and the map under them would be drawn for
  // nothing (half the window at 1080p, and as much of every frame that draws the map again).
  const PixelRect part = mapView_.uncovered(width, height);
  if (part.empty()) return;
  const MapView cropped = mapView_.view().cropped(part.x0, part.y0, part.x1, part.y1, width, height);
  const int partWidth = part.x1 - part.x0, partHeight = part.y1 - part.y0;
  if (style.terrainOpacity < 1.0f)  // translucent terrain blends over the visible layers, drawn for that part too
    layers_->draw(cropped, partWidth, partHeight, compare_, {part.x0, part.y0, height});
  // A zoom still easing scales the picture again next frame: its bands wait until it stops.
  renderer_->holdBands(mapView_.easing());
  // The things over the map were drawn for this view in frame(); a view that changed since (none does) gets none.
  const bool things = overlayBuilt_ && overlay_.view().centre.x == cropped.centre.x &&
                      overlay_.view().centre.y == cropped.centre.y && overlay_.view().zoom == cropped.zoom;
  renderer_->drawCached(cropped, partWidth, partHeight, style, {part.x0, part.y0, height},
                        things ? &overlay_ : nullptr);
}

Result<ImVec2> EditorSession::hexCentre(const std::string& label) {
  if (label.rfind("menu:", 0) == 0) {  // a menu's title, or an entry of the open menu
    auto it = menuPlaces_.items.find(label);
    if (it == menuPlaces_.items.end())
      return Status::notFound("no " + label + " in the menu bar (click menu:NAME first to open that menu)");
    return it->second;
  }
  const std::string edge = "edge:";
  if (label.rfind(edge, 0) == 0) {  // the middle of the hexside two neighbouring hexes share
    const std::string pair = label.substr(edge.size());
    const size_t colon = pair.find(':');
    if (colon == std::string::npos || pair.find(':', colon + 1) != std::string::npos)
      return Status::invalidArgument(label + ": edge: takes two neighbouring hexes, edge:0805:0905");
    Result<ImVec2> a = hexCentre(pair.substr(0, colon));
    if (!a) return a;
    Result<ImVec2> b = hexCentre(pair.substr(colon + 1));
    if (!b) return b;
    return ImVec2(0.5f * (a->x + b->x), 0.5f * (a->y + b->y));
  }
  if (label.find(':') != std::string::npos) {  // a place the mode knows: a counter, a row of a panel
    ModeContext ctx = modeContext(framebuffer_);
    if (label.rfind("importrules:", 0) == 0) {
      auto it = importRules_.places().find(label);
      if (it == importRules_.places().end())
        return Status::notFound("no " + label + " (File > Import rules from another battle... opens the dialog)");
      return it->second;
    }
    if (label.rfind("newbattle:", 0) == 0) {
      auto it = newBattleDialog_.places().find(label);
      if (it == newBattleDialog_.places().end())
        return Status::notFound("no " + label + " (File > New opens the New Battle dialog)");
      return it->second;
    }
    if (label.rfind("playdialog:", 0) == 0) {
      auto it = playDialog_.places().find(label);
      if (it == playDialog_.places().end())
        return Status::notFound("no " + label + " (press F5 to open the Play dialog)");
      return it->second;
    }
    if (std::optional<Result<ImVec2>> at = mode().scriptPlace(ctx, label)) return *at;
    return Status::invalidArgument("no place " + label + " (a hex label, counter:UNIT or row:CODE)");
  }
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
