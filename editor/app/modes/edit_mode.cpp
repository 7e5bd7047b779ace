#include "edit_mode.h"

#include <algorithm>
#include <cstdio>

#include "edit/map_commands.h"
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

void EditMode::drawStatus(ModeContext& ctx) {
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
  if (verb == "layerswait") {  // a running layer import or DEM sampling ends, and every requested tile arrives
    panels_.layers().import.waitForWork();
    panels_.layers().dem.waitForWork();
    if (ctx.layers) ctx.layers->finishWaiting();
    return Status::ok();
  }
  return std::nullopt;
}

}  // namespace cartouche
