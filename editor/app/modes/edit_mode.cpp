#include "edit_mode.h"

#include <algorithm>
#include <cstdio>

#include "../menu_bar.h"
#include "../panels/oob_panel.h"
#include "../panels/terrain_palette_panel.h"
#include "../tools/setup_tool.h"
#include "edit/map_commands.h"
#include "render/counters.h"
#include "render/leaders.h"
#include "render/map_overlay.h"
#include "view/map_view.h"

namespace cartouche {

namespace {

int pixels(float size) { return std::max(1, int(size)); }

}  // namespace

ToolContext EditMode::toolContext(ModeContext& ctx) {
  return ToolContext{
      ctx.document(), state_,       ctx.mapView.view(), pixels(ctx.framebuffer.x), pixels(ctx.framebuffer.y),
      &toolMessage_,  &toolNotices_};
}

MenuTools EditMode::toolMenu() const {
  MenuTools menu;
  for (const auto& t : tools_.tools()) menu.tools.push_back({t->name(), t->shortcut()});
  menu.active = tools_.activeIndex();
  return menu;
}

void EditMode::chooseTool(ModeContext& ctx, size_t index) {
  ToolContext toolCtx = toolContext(ctx);
  tools_.select(index, toolCtx);  // what the tool's letter does (ToolBox::handleShortcuts)
}

void EditMode::announce(ModeContext& ctx) {
  for (const std::string& text : toolNotices_) ctx.notices.post(text);
  toolNotices_.clear();
  // A refusal last, so that it is the notice left in sight.
  if (!toolMessage_.empty()) ctx.notices.post(toolMessage_);
  toolMessage_.clear();
}

void EditMode::battleOpened(ModeContext& ctx) {
  state_ = EditorState{};
  toolDragging_ = false;
  pick_.cancel();
  panels_.battleOpened(ctx.document());
}

std::vector<MenuToggle> EditMode::viewToggles() {
  return {{"Battle panel", &panels_.battlePanelShown()},
          {"Order of battle", &panels_.oob().open, "F9"},
          {"Unit inspector", &panels_.unitInspector().open},
          {"Scenario", &panels_.scenario().open},
          {"Legend", &legend_.shown},
          {"Left panels", &panels_.leftPanelsShown(), "Ctrl+["},
          {"Right panels", &panels_.rightPanelsShown(), "Ctrl+]"},
          {"Reset layout", &panels_.resetLayoutRequest()}};
}

void EditMode::drawPanels(ModeContext& ctx) {
  // The scenario switcher in the menu bar: always in sight while setting up, the same current scenario as the order
  // of battle's combo.
  state_.keepScenario(ctx.document().battle());
  appendScenarioSwitcher(ctx.document().battle().scenarios, state_.scenario, &switcher_);
  ToolContext toolCtx = toolContext(ctx);
  takeWheel(ctx, toolCtx);
  PanelContext panelCtx{toolCtx, tools_, ctx.mapView};
  LayerUiContext layerCtx{panelCtx, ctx.layers, ctx.compare, ctx.style, ctx.location, ctx.battle, hoverWorld_, pick_};
  panels_.draw(layerCtx, ctx.modalOpen);
  legend_.draw(ctx.document().battle(), state_.changes.watch(ctx.document()), tools_.active(), ctx.mapView);
}

void EditMode::drivePointer(ModeContext& ctx) {
  ToolContext toolCtx = toolContext(ctx);
  driveTool(ctx, toolCtx);
}

ToolInput EditMode::pointerInput(const MapView& view, ToolContext& ctx) {
  const ImGuiIO& io = ImGui::GetIO();
  const GridSettings& grid = ctx.battle().map.grid();
  const Point pointer{io.MousePos.x * io.DisplayFramebufferScale.x, io.MousePos.y * io.DisplayFramebufferScale.y};
  ToolInput in;
  in.world = view.screenToWorld(pointer, ctx.width, ctx.height);
  in.hex = hexAtWorld(grid, in.world);
  in.onMap = grid.contains(in.hex);
  in.nearestSide = nearestHexside(grid, in.world);
  in.shift = io.KeyShift;
  in.ctrl = io.KeyCtrl;
  in.alt = io.KeyAlt;
  return in;
}

void EditMode::takeWheel(ModeContext& mode, ToolContext& ctx) {
  // Runs before the map view reads the wheel: a wheel the active tool uses (the set-up tool turning a counter) does
  // not zoom. Shift+wheel may come as a horizontal wheel (some platforms turn it so).
  ImGuiIO& io = ImGui::GetIO();
  const float notches = io.MouseWheel != 0.f ? io.MouseWheel : io.MouseWheelH;
  Tool* tool = tools_.active();
  if (notches == 0.f || !tool || io.WantCaptureMouse || io.MousePos.x <= -1e30f || pick_.active()) return;
  if (tool->wheel(ctx, pointerInput(mode.mapView.view(), ctx), notches)) io.MouseWheel = io.MouseWheelH = 0.f;
}

void EditMode::driveTool(ModeContext& mode, ToolContext& ctx) {
  ImGuiIO& io = ImGui::GetIO();
  const int w = ctx.width, h = ctx.height;
  const MapView& view = mode.mapView.view();
  tools_.handleShortcuts(ctx);
  ImVec2 pointerScale = io.DisplayFramebufferScale;
  const Point pointer{io.MousePos.x * pointerScale.x, io.MousePos.y * pointerScale.y};
  hoverWorld_.reset();
  if (io.MousePos.x > -1e30f && !io.WantCaptureMouse) hoverWorld_ = view.screenToWorld(pointer, w, h);
  // While a tree row is dragged ImGui owns the mouse: the map is under it when no window is.
  hoverDrop_.reset();
  if (io.MousePos.x > -1e30f && !ImGui::IsWindowHovered(ImGuiHoveredFlags_AnyWindow))
    hoverDrop_ = view.screenToWorld(pointer, w, h);
  // A window asked for a spot on the map (the georeferencer's "Pick on map"): the click is its, not the tool's.
  if (pick_.active() && !toolDragging_) {
    if (hoverWorld_ && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) pick_.deliver(*hoverWorld_);
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) pick_.cancel();
    return;
  }
  dropFromTree(ctx);
  Tool* tool = tools_.active();
  if (!tool) return;
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false) && toolDragging_) {
    tool->cancel(ctx);
    toolDragging_ = false;
  }
  if (io.MousePos.x > -1e30f) {
    const ToolInput in = pointerInput(view, ctx);
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

SetupTool* EditMode::setupTool() {
  for (const auto& t : tools_.tools())
    if (auto* setup = dynamic_cast<SetupTool*>(t.get())) return setup;
  return nullptr;
}

void EditMode::dropFromTree(ToolContext& ctx) {
  // A unit, node or leader dragged out of the order-of-battle tree and let go over the map (over no window): placed
  // in the current scenario where it was let go, and the set-up tool takes over.
  const ImGuiPayload* payload = ImGui::GetDragDropPayload();
  if (!payload || !ImGui::IsMouseReleased(ImGuiMouseButton_Left) || !hoverDrop_) return;
  const bool unit = payload->IsDataType(kUnitPayload), node = payload->IsDataType(kNodePayload);
  const bool leader = payload->IsDataType(kLeaderPayload);
  SetupTool* setup = setupTool();
  if ((!unit && !node && !leader) || !setup) return;
  std::string code(static_cast<const char*>(payload->Data));
  if (leader) {  // on a unit he commands under the pointer, else at the hex
    if (setup->placeLeader(ctx, code, *hoverDrop_)) tools_.selectByName(setup->name(), ctx);
    return;
  }
  const GridSettings& grid = ctx.battle().map.grid();
  Hex hex = hexAtWorld(grid, *hoverDrop_);
  if (!grid.contains(hex)) return;
  bool placed = unit ? setup->place(ctx, code, hex) : setup->placeNode(ctx, code, hex);
  if (placed) {
    tools_.selectByName(setup->name(), ctx);
    if (unit) state_.units = {code};
  }
}

void EditMode::drawEntryHexes(ModeContext& ctx, ImDrawList* list, const MapViewPanel::ScreenPart& part,
                              MapOverlay* things) {
  // Where the current scenario's reinforcements enter: a violet ring (amber is the LOS tool's) and the turn in each
  // entry hex.
  const Battle& b = ctx.document().battle();
  const Scenario* s = findScenario(b.scenarios, state_.scenario);
  if (!s) return;
  const Layout layout = worldLayout(b.map.grid());
  const float r = float(part.view.zoom * 0.8);
  const int w = part.width, h = part.height;
  for (const Reinforcement& re : effectiveSetup(b.scenarios, *s).reinforcements) {
    std::string text = "T" + std::to_string(re.turn);
    for (Hex hex : re.entry) {
      Point p = part.view.worldToScreen(hexToPixel(layout, hex), w, h);
      if (p.x < -r || p.y < -r || p.x > w + r || p.y > h + r) continue;
      ImVec2 c(part.origin.x + float(p.x), part.origin.y + float(p.y));
      if (things) things->thing(ThingKey("entry").add(text).add(hex.q).add(hex.r).value());
      list->AddCircle(c, std::max(4.f, r), IM_COL32(170, 90, 230, 255), 24, std::max(2.f, r * 0.08f));
      if (r >= 14.f) {
        float size = std::clamp(r * 0.35f, 10.f, 22.f);
        ImVec2 extent = ImGui::GetFont()->CalcTextSizeA(size, 1e9f, 0.f, text.c_str());
        list->AddText(ImGui::GetFont(), size, textPlace(ImVec2(c.x - 0.5f * extent.x, c.y + r * 0.45f)),
                      IM_COL32(120, 70, 0, 255), text.c_str());
      }
    }
  }
}

void EditMode::drawOverMap(ModeContext& ctx, ImDrawList* list, const MapViewPanel::ScreenPart& part,
                           MapOverlay* things) {
  // Only where the panels leave the map uncovered: an entry ring, a counter or a leader under a panel would be drawn
  // and covered.
  drawEntryHexes(ctx, list, part, things);
  const CounterLayout& layout = state_.counters(ctx.document());
  if (!layout.counters().empty()) {
    CounterHighlight highlight;
    highlight.selected = state_.units;
    highlight.hovered = state_.hoveredUnit;
    highlight.hidden = state_.draggedUnit;
    cartouche::drawCounters(list, ImGui::GetFont(), layout, ctx.document().battle().map.grid(), part.view, part.origin,
                            part.width, part.height, highlight, things);
  }
  // Rebuilt when the battle or the scenario changes, after the counters (a leader on a unit stands at its hex).
  if (!ctx.document().battle().army.leaders.empty())
    cartouche::drawLeaders(list, ImGui::GetFont(), state_.leaders(ctx.document()), part.view, part.origin, part.width,
                           part.height, things);
}

void EditMode::drawDraggedCounter(ModeContext& ctx) {
  const CounterLayout& layout = state_.counters(ctx.document());
  const CounterPlace* c = state_.draggedUnit.empty() ? nullptr : layout.find(state_.draggedUnit);
  if (!c) return;
  // The dragged counter under the pointer, at least legible while it moves. The view is in framebuffer pixels;
  // ImGui draws in screen coordinates, as the labels do.
  ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
  MapView screenView = ctx.mapView.view();
  screenView.zoom /= std::max(scale.x, 1e-3f);
  const int w = pixels(ctx.framebuffer.x / std::max(scale.x, 1e-3f)),
            h = pixels(ctx.framebuffer.y / std::max(scale.y, 1e-3f));
  const GridSettings& grid = ctx.document().battle().map.grid();
  float side = std::max(36.f, float(screenView.zoom * CounterLayout::kSide));
  Point p = screenView.worldToScreen(state_.dragPoint, w, h);
  ImVec2 facing(0, 0);
  if (std::optional<Facing> f = state_.dragFacing ? state_.dragFacing : c->facing) {
    Point v = facingVector(grid, c->hex, *f);
    facing = ImVec2(float(v.x), float(v.y));
  }
  drawCounter(ImGui::GetBackgroundDrawList(), ImGui::GetFont(), *c,
              ImVec2(float(p.x) - 0.5f * side, float(p.y) - 0.5f * side), side, facing, true, false);
}

void EditMode::drawStatus(ModeContext& ctx) {
  drawDraggedCounter(ctx);
  panels_.drawStatusBar(ctx.document().battle(), ctx.mapView, hoverWorld_, ctx.layers);
  announce(ctx);
}

std::optional<Status> EditMode::scriptCommand(ModeContext& ctx, const std::string& verb, const std::string& argument) {
  Document& document = ctx.document();
  if (verb == "paint") {
    size_t space = argument.find(' ');
    std::string label = argument.substr(0, space), code = argument.substr(space + 1);
    const Battle& b = document.battle();
    Result<Hex> hex = b.map.grid().parseLabel(label);
    if (!hex) return hex.status();
    if (!b.map.grid().contains(*hex)) return Status::invalidArgument("paint: hex " + label + " is not on the map");
    std::optional<TerrainId> terrain = b.vocabulary.find(code);
    if (!terrain) return Status::invalidArgument("paint: the battle has no terrain '" + code + "'");
    Result<ChangeSet> done =
        document.execute(std::make_unique<PaintTerrain>(std::vector<int>{b.map.indexOf(*hex)}, *terrain));
    return done ? Status::ok() : done.status();
  }
  if (verb == "palette") {  // chooses the terrain or hexside feature of that code, as a click on its palette row does
    std::optional<TerrainId> id = document.battle().vocabulary.find(argument);
    if (!id) return Status::invalidArgument("palette: the battle has no terrain '" + argument + "'");
    choosePaletteEntry(state_, document.battle().vocabulary, *id);
    return Status::ok();
  }
  if (verb == "georef" || verb == "fitgrid") {  // opens the window on a layer, as the layers window's buttons do
    const auto& layers = document.battle().layers;
    if (std::none_of(layers.begin(), layers.end(), [&](const MapLayer& l) { return l.name == argument; }))
      return Status::invalidArgument(verb + ": the battle has no layer '" + argument + "'");
    if (verb == "georef")
      panels_.georef().openFor(argument);
    else
      panels_.gridFit().openFor(argument);
    return Status::ok();
  }
  if (verb == "terrainopacity") {  // the layers window's "Terrain over layers" slider
    double v = 0;
    if (std::sscanf(argument.c_str(), "%lf", &v) != 1 || !(v >= 0 && v <= 1))
      return Status::invalidArgument("terrainopacity takes a number from 0 to 1, not '" + argument + "'");
    ctx.style.terrainOpacity = float(v);
    return Status::ok();
  }
  if (verb == "scenario") {  // the order-of-battle panel's scenario combo
    if (!findScenario(document.battle().scenarios, argument))
      return Status::invalidArgument("scenario: the battle has no scenario '" + argument + "'");
    state_.scenario = argument;
    return Status::ok();
  }
  if (verb == "placement") {  // prints where the current scenario sets up a unit (tests read it)
    const Battle& b = document.battle();
    const Scenario* s = findScenario(b.scenarios, state_.scenario);
    if (!s) return Status::invalidArgument("placement: the battle has no scenario");
    std::string line = "placement: " + argument + " in " + s->code + ": ";
    const Placement* found = nullptr;
    EffectiveSetup setup = effectiveSetup(b.scenarios, *s);
    for (const Placement& p : setup.units)
      if (p.unit == argument) found = &p;
    if (!found || !found->hex) {
      line += "off map";
    } else {
      line += b.map.grid().label(*found->hex);
      if (found->second) line += "+" + b.map.grid().label(*found->second);
      line += found->facing ? " facing " + std::to_string(*found->facing) : " facing unknown";
    }
    std::printf("%s\n", line.c_str());
    std::fflush(stdout);
    return Status::ok();
  }
  if (verb == "oob") {  // shows a unit's, node's or leader's row in the tree; a leader is chosen too
    const Army& army = document.battle().army;
    const std::string prefix = "leader:";
    const bool leaderRow = argument.rfind(prefix, 0) == 0;
    const std::string code = leaderRow ? argument.substr(prefix.size()) : argument;
    if (leaderRow ? !army.leader(code) : !army.unit(code) && !army.node(code) && !army.leader(code))
      return Status::invalidArgument("oob: the battle has no unit, node or leader '" + argument + "'");
    panels_.oob().open = true;
    panels_.oob().reveal(army, argument);
    if (army.leader(code)) panels_.oob().chooseLeader(state_, code);
    return Status::ok();
  }
  if (verb == "tool") {  // prints the active tool (tests of the Tools menu and the letters read it)
    const Tool* active = tools_.active();
    std::printf("tool: %s\n", active ? active->name() : "(none)");
    std::fflush(stdout);
    return Status::ok();
  }
  if (verb == "problems") {  // what the problems panel lists now: its counts, then each line
    const ValidationReport& r = panels_.problems().report();
    std::printf("problems: %zu errors, %zu warnings\n", r.errors(), r.warnings());
    for (const Problem& p : r.problems) std::printf("problem: %s\n", p.message.c_str());
    std::fflush(stdout);
    return Status::ok();
  }
  if (verb == "layout") {  // prints the columns, the map's insets and the panels' places (layout tests read them)
    for (const std::string& line : panels_.describeLayout(ctx.mapView)) std::printf("%s\n", line.c_str());
    std::fflush(stdout);
    return Status::ok();
  }
  if (verb == "legend") {  // prints the legend's rows as drawn this frame
    for (const std::string& line : legend_.describe()) std::printf("%s\n", line.c_str());
    std::fflush(stdout);
    return Status::ok();
  }
  if (verb == "toolbar") {  // prints the toolbar's buttons: name, place, size, icon or letter, active
    for (const std::string& line : panels_.toolbar().describe()) std::printf("%s\n", line.c_str());
    std::fflush(stdout);
    return Status::ok();
  }
  if (verb == "layerswait") {  // a running layer import or DEM sampling ends, and every requested tile arrives
    panels_.layers().import.waitForWork();
    panels_.layers().dem.waitForWork();
    if (ctx.layers) ctx.layers->finishWaiting();
    return Status::ok();
  }
  return std::nullopt;
}

std::optional<Result<ImVec2>> EditMode::scriptPlace(ModeContext& ctx, const std::string& name) {
  const std::string counter = "counter:";
  if (name.rfind(counter, 0) == 0) {
    std::string unit = name.substr(counter.size());
    const CounterPlace* c = state_.counters(ctx.document()).find(unit);
    if (!c) return Result<ImVec2>(Status::notFound("unit " + unit + " has no counter on the map in this scenario"));
    ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
    Point p = ctx.mapView.view().worldToScreen(c->centre, pixels(ctx.framebuffer.x), pixels(ctx.framebuffer.y));
    return Result<ImVec2>(ImVec2(float(p.x) / std::max(scale.x, 1e-3f), float(p.y) / std::max(scale.y, 1e-3f)));
  }
  const std::string badge = "leader:";
  if (name.rfind(badge, 0) == 0) {
    const std::string code = name.substr(badge.size());
    const std::vector<LeaderMark>& marks = state_.leaders(ctx.document()).marks;
    auto it = std::find_if(marks.begin(), marks.end(), [&](const LeaderMark& m) { return m.leader == code; });
    if (it == marks.end()) return Result<ImVec2>(Status::notFound("leader " + code + " has no badge on the map"));
    ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
    Point p = ctx.mapView.view().worldToScreen(it->centre, pixels(ctx.framebuffer.x), pixels(ctx.framebuffer.y));
    return Result<ImVec2>(ImVec2(float(p.x) / std::max(scale.x, 1e-3f), float(p.y) / std::max(scale.y, 1e-3f)));
  }
  if (name.rfind("splitter:", 0) == 0 || name.rfind("collapse:", 0) == 0 || name.rfind("tab:", 0) == 0) {
    if (std::optional<ImVec2> at = panels_.layoutPlace(name)) return Result<ImVec2>(*at);
    return Result<ImVec2>(Status::notFound(name + " is not shown (splitter:left, splitter:right, collapse:left, "
                                                  "collapse:right, tab:Terrain, tab:Battle, tab:Grid, tab:History)"));
  }
  if (name == "switcher:") {
    if (!switcher_.combo) return Result<ImVec2>(Status::notFound("the menu bar shows no scenario switcher"));
    return Result<ImVec2>(*switcher_.combo);
  }
  const std::string entry = "switcher:";
  if (name.rfind(entry, 0) == 0) {
    auto it = switcher_.entries.find(name.substr(entry.size()));
    if (it == switcher_.entries.end())
      return Result<ImVec2>(Status::notFound(name + " is not shown (click switcher: first to open the list)"));
    return Result<ImVec2>(it->second);
  }
  for (const ScriptPlaces* places : {&panels_.layers().ground.places, &panels_.layers().dem.places}) {
    if (auto it = places->find(name); it != places->end()) return Result<ImVec2>(it->second);
  }
  if (name.rfind("ground:", 0) == 0 || name.rfind("dem:", 0) == 0)
    return Result<ImVec2>(Status::notFound(name + " is not shown (View > Map layers, Ground placement; View > Import "
                                                  "DEM heights)"));
  if (name.rfind("layers:", 0) == 0) {  // layers:LAYER/CONTROL, or layers:CONTROL for the window's own
    const std::string rest = name.substr(7);
    const size_t slash = rest.rfind('/');
    const std::string layer = slash == std::string::npos ? "" : rest.substr(0, slash);
    const std::string control = slash == std::string::npos ? rest : rest.substr(slash + 1);
    std::optional<std::pair<ImVec2, ImVec2>> r = panels_.layers().itemRect(layer, control);
    if (!r) return Result<ImVec2>(Status::notFound("no " + name + " in the Map layers window (F6 opens it)"));
    return Result<ImVec2>(ImVec2(0.5f * (r->first.x + r->second.x), 0.5f * (r->first.y + r->second.y)));
  }
  if (name.rfind("terrain:", 0) == 0) {
    auto it = panels_.palette().places().find(name);
    if (it == panels_.palette().places().end())
      return Result<ImVec2>(Status::notFound(name + " is not shown in the Terrain palette"));
    return Result<ImVec2>(it->second);
  }
  if (name.rfind("toolbar:", 0) == 0) {
    auto it = panels_.toolbar().places().find(name);
    if (it == panels_.toolbar().places().end())
      return Result<ImVec2>(Status::notFound("no " + name + " in the toolbar (toolbar:NAME takes a tool's name)"));
    return Result<ImVec2>(it->second);
  }
  if (name.rfind("battle:", 0) == 0) {
    auto it = panels_.battlePanel().places().find(name);
    if (it == panels_.battlePanel().places().end())
      return Result<ImVec2>(Status::notFound(name + " is not shown in the Battle panel (View > Battle shows it)"));
    return Result<ImVec2>(it->second);
  }
  // The order of battle's buttons and form, the scenario panel's, the unit inspector's fields.
  const std::pair<const char*, const ScriptPlaces*> armies[] = {{"oob:", &panels_.oob().places()},
                                                                {"scenario:", &panels_.scenario().places()},
                                                                {"unit:", &panels_.unitInspector().places()}};
  for (const auto& [prefix, places] : armies) {
    if (name.rfind(prefix, 0) != 0) continue;
    if (auto it = places->find(name); it != places->end()) return Result<ImVec2>(it->second);
    return Result<ImVec2>(Status::notFound(name + " is not shown (F9: the order of battle with a side or node chosen; "
                                                  "View > Scenario; the Unit window with one unit chosen)"));
  }
  const std::string row = "row:";
  if (name.rfind(row, 0) == 0) {
    std::optional<ImVec2> at = panels_.oob().rowCentre(name.substr(row.size()));
    if (!at) return Result<ImVec2>(Status::notFound(name + " is not shown in the order of battle (oob CODE shows it)"));
    return Result<ImVec2>(*at);
  }
  return std::nullopt;
}

}  // namespace cartouche
