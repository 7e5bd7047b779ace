#include "panel_host.h"

#include "../menu_bar.h"
#include "panel_layout.h"

namespace cartouche {

void PanelHost::handleKeys(PanelContext& ctx) {
  // GLFW's key codes, which ImGui 1.86 indexes io.KeysDown by (the app's backend is GLFW).
  constexpr int kKeyF7 = 296, kKeyF8 = 297;
  const ImGuiIO& io = ImGui::GetIO();
  // Function keys type nothing, so they work while a text field has the keyboard (a jump leaves it in a cell);
  // not while a prompt, menu or combo is open.
  if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup)) return;
  if (ImGui::IsKeyPressed(kKeyF7, false)) rules_.open = !rules_.open;
  if (ImGui::IsKeyPressed(kKeyF8, false)) {
    showProblems = true;
    problems_.jumpNext(ctx, rules_, io.KeyShift ? -1 : +1);
  }
}

void PanelHost::battleOpened(Document& doc) {
  minimap_.follow(doc);
  problems_.follow(doc);
  layersPanel_.open = !doc.battle().layers.empty();
  // The order of battle opens with the set-up tool (or View > Order of battle), taking the grid's and the history's
  // place in the right column, so it never covers the map.
  oob_.open = false;
  unitInspector_.open = false;  // it opens when a unit is chosen
  georefPanel_.open = false;
  gridFitPanel_.open = false;
}

void PanelHost::draw(LayerUiContext& layerCtx, bool modalOpen) {
  PanelContext& ctx = layerCtx.panel;
  battlePanel_.draw(ctx);
  appendPanelMenu({&showProblems, &rules_.open});
  // A brush stroke holds the left button on the map; the problems list waits for its end on big maps.
  problems_.update(ctx, ImGui::IsMouseDown(ImGuiMouseButton_Left) && !ImGui::GetIO().WantCaptureMouse);
  handleKeys(ctx);
  PanelLayoutInput layout = currentLayoutInput(int(ctx.tools.tools().size()));
  layout.problemsShown = showProblems;
  layout.minimapHeight = minimapHeightFor(ctx.tool.battle().map.grid());
  layout.toolOptionsHeight = toolOptions_.wantedHeight();
  ctx.mapView.setInsets(panelInsets(layout, ImGui::GetIO().DisplayFramebufferScale));
  placeNextPanel(PanelSlot::Toolbar, layout);
  toolbar_.draw(ctx);
  placeNextPanel(PanelSlot::ToolOptions, layout);
  toolOptions_.draw(ctx);
  placeNextPanel(PanelSlot::Palette, layout);
  palette_.draw(ctx);
  placeNextPanel(PanelSlot::Minimap, layout);
  minimap_.draw(ctx);
  const Tool* active = ctx.tools.active();
  if (active && active != lastTool_ && std::string(active->name()) == "Set-up") oob_.open = true;
  lastTool_ = active;
  if (oob_.open) {
    PanelRect grid = panelRect(PanelSlot::Grid, layout), history = panelRect(PanelSlot::History, layout);
    ImGui::SetNextWindowPos(grid.pos);
    ImGui::SetNextWindowSize(ImVec2(grid.size.x, history.pos.y + history.size.y - grid.pos.y));
    oob_.draw(ctx);
  } else {
    placeNextPanel(PanelSlot::Grid, layout);
    grid_.draw(ctx);
    placeNextPanel(PanelSlot::History, layout);
    history_.draw(ctx);
  }
  if (showProblems) {
    placeNextPanel(PanelSlot::Problems, layout);
    problems_.draw(ctx, rules_);
  }
  rules_.draw(ctx, problems_.report());
  const std::set<std::string>& chosen = ctx.tool.state.units;
  if (!chosen.empty() && chosen != inspected_) unitInspector_.open = true;
  inspected_ = chosen;
  unitInspector_.draw(ctx);
  const std::string& leader = oob_.open ? oob_.selectedLeader() : std::string();
  if (!leader.empty() && leader != inspectedLeader_) leaderInspector_.open = true;
  inspectedLeader_ = leader;
  leaderInspector_.draw(ctx, leader);
  scenario_.draw(ctx);
  appendLayerMenu({&layersPanel_.open, &georefPanel_.open, &gridFitPanel_.open, &layersPanel_.dem.open});
  drawLayerPanels(layerCtx, modalOpen);
}

void PanelHost::drawLayerPanels(LayerUiContext& ctx, bool modalOpen) {
  constexpr int kKeyF6 = 295;  // GLFW's key code, which ImGui 1.86 indexes io.KeysDown by
  if (!modalOpen && ImGui::IsKeyPressed(kKeyF6, false)) layersPanel_.open = !layersPanel_.open;
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

void PanelHost::drawStatusBar(const Battle& battle, const MapViewPanel& mapView, const std::optional<Point>& hoverWorld,
                              LayerRenderer* layers) {
  std::string coordinates;
  if (hoverWorld) {
    std::vector<LayerStatus> statuses;
    if (layers) statuses = layers->status();
    coordinates = cursor_.describe(battle, *hoverWorld, layers ? &statuses : nullptr);
  }
  statusBar_.draw(battle, mapView.hover(), mapView.view().zoom, coordinates);
}

}  // namespace cartouche
