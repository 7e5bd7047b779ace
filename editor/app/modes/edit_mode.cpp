#include "edit_mode.h"

#include <algorithm>
#include <cstdio>

#include "edit/map_commands.h"
#include "render/counters.h"
#include "view/map_view.h"

namespace cartouche {

namespace {

int pixels(float size) { return std::max(1, int(size)); }

}  // namespace

ToolContext EditMode::toolContext(ModeContext& ctx) {
  return ToolContext{ctx.document(), state_, ctx.mapView.view(), pixels(ctx.framebuffer.x), pixels(ctx.framebuffer.y),
                     &toolMessage_};
}

void EditMode::battleOpened(ModeContext& ctx) {
  state_ = EditorState{};
  toolDragging_ = false;
  pick_.cancel();
  panels_.battleOpened(ctx.document());
}

std::vector<MenuToggle> EditMode::viewToggles() { return {{"Battle panel", &panels_.battlePanelShown()}}; }

void EditMode::drawPanels(ModeContext& ctx) {
  ToolContext toolCtx = toolContext(ctx);
  PanelContext panelCtx{toolCtx, tools_, ctx.mapView};
  LayerUiContext layerCtx{panelCtx, ctx.layers, ctx.compare, ctx.style, ctx.location, ctx.battle, hoverWorld_, pick_};
  panels_.draw(layerCtx, ctx.modalOpen);
}

void EditMode::drivePointer(ModeContext& ctx) {
  ToolContext toolCtx = toolContext(ctx);
  driveTool(ctx, toolCtx);
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
  const GridSettings& grid = ctx.battle().map.grid();
  if (io.MousePos.x > -1e30f) {
    ToolInput in;
    in.world = view.screenToWorld(pointer, w, h);
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

void EditMode::drawCounters(ModeContext& ctx) {
  const CounterLayout& layout = state_.counters(ctx.document());
  if (layout.counters().empty()) return;
  // The view is in framebuffer pixels; ImGui draws in screen coordinates, as the labels do.
  ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
  MapView screenView = ctx.mapView.view();
  screenView.zoom /= std::max(scale.x, 1e-3f);
  CounterHighlight highlight;
  highlight.selected = state_.units;
  highlight.hovered = state_.hoveredUnit;
  highlight.hidden = state_.draggedUnit;
  const int w = pixels(ctx.framebuffer.x / std::max(scale.x, 1e-3f)),
            h = pixels(ctx.framebuffer.y / std::max(scale.y, 1e-3f));
  const GridSettings& grid = ctx.document().battle().map.grid();
  ImDrawList* list = ImGui::GetBackgroundDrawList();
  cartouche::drawCounters(list, ImGui::GetFont(), layout, grid, screenView, ImVec2(0, 0), w, h, highlight);
  if (const CounterPlace* c = state_.draggedUnit.empty() ? nullptr : layout.find(state_.draggedUnit)) {
    // The dragged counter under the pointer, at least legible while it moves.
    float side = std::max(36.f, float(screenView.zoom * CounterLayout::kSide));
    Point p = screenView.worldToScreen(state_.dragPoint, w, h);
    ImVec2 facing(0, 0);
    if (c->facing) {
      Point v = facingVector(grid, c->hex, *c->facing);
      facing = ImVec2(float(v.x), float(v.y));
    }
    drawCounter(list, ImGui::GetFont(), *c, ImVec2(float(p.x) - 0.5f * side, float(p.y) - 0.5f * side), side, facing,
                true, false);
  }
}

void EditMode::drawStatus(ModeContext& ctx) {
  drawCounters(ctx);
  panels_.drawStatusBar(ctx.document().battle(), ctx.mapView, hoverWorld_, ctx.layers);
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
  return std::nullopt;
}

}  // namespace cartouche
