#include "panel_host.h"

#include <imgui_internal.h>

#include <cmath>
#include <cstdio>

#include "../menu_bar.h"
#include "../open_battle.h"
#include "panel_layout.h"

namespace cartouche {

void PanelHost::handleKeys(PanelContext& ctx) {
  // GLFW's key codes, which ImGui 1.86 indexes io.KeysDown by (the app's backend is GLFW).
  constexpr int kKeyF7 = 296, kKeyF8 = 297, kKeyF9 = 298, kKeyLeftBracket = 91, kKeyRightBracket = 93;
  const ImGuiIO& io = ImGui::GetIO();
  // Function keys type nothing, so they work while a text field has the keyboard (a jump leaves it in a cell);
  // not while a prompt, menu or combo is open. Ctrl+[ and Ctrl+] type nothing either.
  if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup)) return;
  if (io.KeyCtrl && ImGui::IsKeyPressed(kKeyLeftBracket, false)) columns_.leftCollapsed = !columns_.leftCollapsed;
  if (io.KeyCtrl && ImGui::IsKeyPressed(kKeyRightBracket, false)) columns_.rightCollapsed = !columns_.rightCollapsed;
  if (ImGui::IsKeyPressed(kKeyF7, false)) rules_.open = !rules_.open;
  if (ImGui::IsKeyPressed(kKeyF9, false)) oob_.open = !oob_.open;
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

void PanelHost::arrangeColumns(PanelContext& ctx) {
  if (!layoutRead_) {
    layoutRead_ = true;
    const std::string dir = OpenBattle::stateDir();
    if (!dir.empty()) {
      Result<ColumnLayout> read = readLayoutFile(dir + "/layout.txt");
      if (read) {
        columns_ = *read;
      } else {
        std::fprintf(stderr, "cartouche: %s\n", read.status().message().c_str());
        ctx.tool.announce("The saved panel layout was ignored: " + read.status().message());
      }
      saved_ = columns_;
      leftShown_ = !columns_.leftCollapsed;
      rightShown_ = !columns_.rightCollapsed;
      frame_.showChosenTabs();
    }
  }
  if (resetRequest_) {  // View > Reset layout
    resetRequest_ = false;
    columns_ = ColumnLayout{};
    battlePanel_.open = true;
    battleWasOpen_ = true;
    frame_.showChosenTabs();
    leftShown_ = rightShown_ = true;
  }
  // The View menu's ticks were drawn from last frame's state; a click changed them.
  columns_.leftCollapsed = !leftShown_;
  columns_.rightCollapsed = !rightShown_;
  if (battlePanel_.open && !battleWasOpen_) {  // View > Battle panel: show it
    columns_.leftTab = LeftTab::Battle;
    columns_.leftCollapsed = false;
    frame_.showChosenTabs();
  }
  battleWasOpen_ = battlePanel_.open;
}

void PanelHost::keepLayout(PanelContext& ctx) {
  leftShown_ = !columns_.leftCollapsed;
  rightShown_ = !columns_.rightCollapsed;
  if (frame_.dragging() || columns_ == saved_) return;
  saved_ = columns_;
  const std::string dir = OpenBattle::stateDir();
  if (dir.empty()) return;
  if (Status s = writeLayoutFile(dir + "/layout.txt", columns_); !s)
    ctx.tool.announce("The panel layout could not be kept: " + s.message());
}

void PanelHost::draw(LayerUiContext& layerCtx, bool modalOpen) {
  PanelContext& ctx = layerCtx.panel;
  appendPanelMenu({&showProblems, &rules_.open});
  // A brush stroke holds the left button on the map; the problems list waits for its end on big maps.
  problems_.update(ctx, ImGui::IsMouseDown(ImGuiMouseButton_Left) && !ImGui::GetIO().WantCaptureMouse);
  arrangeColumns(ctx);
  handleKeys(ctx);
  frame_.beginFrame();
  PanelLayoutInput layout = currentLayoutInput(int(ctx.tools.tools().size()), columns_);
  layout.problemsShown = showProblems;
  layout.toolOptionsHeight = toolOptions_.wantedHeight();
  ctx.mapView.setInsets(panelInsets(layout, ImGui::GetIO().DisplayFramebufferScale));
  if (!columns_.leftCollapsed) {
    placeNextPanel(PanelSlot::Toolbar, layout);
    toolbar_.draw(ctx);
    placeNextPanel(PanelSlot::ToolOptions, layout);
    toolOptions_.draw(ctx);
    frame_.drawLeftTabs(columns_, layout, battlePanel_.open);
    if (columns_.leftTab == LeftTab::Battle && battlePanel_.open) {
      placeNextPanel(PanelSlot::Battle, layout);
      battlePanel_.draw(ctx);
    } else {
      placeNextPanel(PanelSlot::Palette, layout);
      palette_.draw(ctx);
    }
  }
  const Tool* active = ctx.tools.active();
  if (active && active != lastTool_ && std::string(active->name()) == "Set-up") oob_.open = true;
  lastTool_ = active;
  if (!columns_.rightCollapsed) drawRightColumn(ctx, layout);
  if (showProblems) {
    placeNextPanel(PanelSlot::Problems, layout);
    problems_.draw(ctx, rules_);
  }
  frame_.drawEdges(columns_, layout);
  keepLayout(ctx);
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

void PanelHost::drawRightColumn(PanelContext& ctx, const PanelLayoutInput& layout) {
  placeNextPanel(PanelSlot::Minimap, layout);
  minimap_.draw(ctx);
  if (oob_.open) {  // the order of battle takes the tabs' place whole
    placeNextPanel(PanelSlot::RightLower, layout);
    oob_.draw(ctx);
    return;
  }
  frame_.drawRightTabs(columns_, layout);
  if (columns_.rightTab == RightTab::History) {
    placeNextPanel(PanelSlot::History, layout);
    history_.draw(ctx);
  } else {
    placeNextPanel(PanelSlot::Grid, layout);
    grid_.draw(ctx);
  }
}

std::optional<ImVec2> PanelHost::layoutPlace(const std::string& name) const {
  auto it = frame_.places().find(name);
  if (it == frame_.places().end()) return std::nullopt;
  return it->second;
}

std::vector<std::string> PanelHost::describeLayout(const MapViewPanel& mapView) const {
  std::vector<std::string> lines;
  char line[256];
  std::snprintf(line, sizeof line, "layout: left %ld %s right %ld %s tabs %s %s", std::lround(columns_.leftWidth),
                columns_.leftCollapsed ? "collapsed" : "shown", std::lround(columns_.rightWidth),
                columns_.rightCollapsed ? "collapsed" : "shown", leftTabName(columns_.leftTab),
                rightTabName(columns_.rightTab));
  lines.push_back(line);
  const MapViewPanel::Insets& in = mapView.insets();
  std::snprintf(line, sizeof line, "layout: insets %ld %ld %ld %ld", std::lround(in.left), std::lround(in.top),
                std::lround(in.right), std::lround(in.bottom));
  lines.push_back(line);
  // The docked and floating panels drawn last frame, by title (not the splitters, buttons and tab strips).
  for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
    if (!w->Active || (w->Flags & (ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Tooltip | ImGuiWindowFlags_Popup)))
      continue;
    std::string title = w->Name;
    if (title.rfind("##", 0) == 0 || title.find("Debug##") != std::string::npos) continue;
    title = title.substr(0, title.find("##"));
    std::snprintf(line, sizeof line, "layout: panel %s at %ld,%ld size %ldx%ld", title.c_str(), std::lround(w->Pos.x),
                  std::lround(w->Pos.y), std::lround(w->Size.x), std::lround(w->Size.y));
    lines.push_back(line);
  }
  return lines;
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
