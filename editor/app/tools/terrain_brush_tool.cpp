#include "terrain_brush_tool.h"

#include "edit/brush.h"
#include "edit/map_commands.h"

namespace cartouche {

void TerrainBrushTool::press(ToolContext& ctx, const ToolInput& in) {
  pointer_ = in.hex;
  if (in.alt) {
    if (in.onMap) ctx.state.terrain = ctx.battle().map.terrain(ctx.battle().map.indexOf(in.hex));
    return;
  }
  stroke_ = ctx.state.newStroke();
  last_.reset();
  paintTo(ctx, in.hex);
}

void TerrainBrushTool::drag(ToolContext& ctx, const ToolInput& in) {
  pointer_ = in.hex;
  if (last_ && *last_ != in.hex) paintTo(ctx, in.hex);
}

void TerrainBrushTool::release(ToolContext& ctx, const ToolInput& in) {
  drag(ctx, in);
  cancel(ctx);
}

void TerrainBrushTool::hover(ToolContext& ctx, const ToolInput& in) {
  pointer_ = in.hex;
  keys_.poll(ctx.state);
}

// What is already painted stays: Escape ends the stroke, and Undo takes it back whole.
void TerrainBrushTool::cancel(ToolContext& ctx) {
  if (last_) ctx.document.history().endStroke();
  last_.reset();
}

void TerrainBrushTool::paintTo(ToolContext& ctx, Hex to) {
  const HexMap& map = ctx.battle().map;
  std::vector<int> hexes =
      hexesToPaint(map, brushStroke(map, last_.value_or(to), to, ctx.state.brushRadius), ctx.state.terrain);
  last_ = to;
  if (hexes.empty()) return;
  // A refused terrain (a hexside feature, an unknown id) would be refused on every move: end the stroke at once.
  if (!ctx.execute(std::make_unique<PaintTerrain>(std::move(hexes), ctx.state.terrain), stroke_)) last_.reset();
}

void TerrainBrushTool::drawPreview(const ToolContext& ctx, ImDrawList* list) const {
  // Over a panel the pointer belongs to ImGui: no brush under it unless a stroke is running.
  if (!pointer_ || (!last_ && ImGui::GetIO().WantCaptureMouse)) return;
  drawHexOutline(ctx, list, brushHexes(ctx.battle().map, *pointer_, ctx.state.brushRadius));
}

void TerrainBrushTool::drawOptions(ToolContext& ctx) {
  keys_.poll(ctx.state);
  brushSizeOptions(ctx.state);
  const TerrainVocabulary& vocabulary = ctx.battle().vocabulary;
  if (vocabulary.contains(ctx.state.terrain)) {
    const TerrainType& t = vocabulary.at(ctx.state.terrain);
    ImGui::ColorButton("##terrain", ImVec4(t.colour.r / 255.f, t.colour.g / 255.f, t.colour.b / 255.f, 1.f),
                       ImGuiColorEditFlags_NoTooltip);
    ImGui::SameLine();
    ImGui::Text("Terrain: %s", t.name.c_str());
  } else {
    ImGui::TextDisabled("No terrain chosen");
  }
}

}  // namespace cartouche
