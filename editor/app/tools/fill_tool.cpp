#include "fill_tool.h"

#include "brush_controls.h"
#include "edit/map_commands.h"
#include "model/flood_fill.h"

namespace cartouche {

void FillTool::press(ToolContext& ctx, const ToolInput& in) {
  pointer_ = in.hex;
  const HexMap& map = ctx.battle().map;
  int start = map.indexOf(in.hex);
  if (start < 0) return;
  TerrainId from = map.terrain(start);
  // Filling an area with its own terrain would add an undo step that changes nothing.
  if (from == ctx.state.terrain) return;
  std::vector<int> hexes = (in.shift || replaceAll) ? hexesWithTerrain(map, from) : floodFill(map, start);
  ctx.execute(std::make_unique<PaintTerrain>(std::move(hexes), ctx.state.terrain));
}

void FillTool::hover(ToolContext&, const ToolInput& in) { pointer_ = in.hex; }

// Only the hex that seeds the fill: the area itself can be the whole of a million-hex map, too much to find on
// every pointer move.
void FillTool::drawPreview(const ToolContext& ctx, ImDrawList* list) const {
  if (!pointer_ || ImGui::GetIO().WantCaptureMouse) return;
  int i = ctx.battle().map.indexOf(*pointer_);
  if (i >= 0) drawHexOutline(ctx, list, {i});
}

void FillTool::drawOptions(ToolContext& ctx) {
  ImGui::Checkbox("Replace on the whole map", &replaceAll);
  drawHint(replaceAll ? "Every hex of the clicked terrain" : "The connected area; Shift+click: the whole map");
  const TerrainVocabulary& vocabulary = ctx.battle().vocabulary;
  if (vocabulary.contains(ctx.state.terrain))
    ImGui::Text("Terrain: %s", vocabulary.at(ctx.state.terrain).name.c_str());
  else
    ImGui::TextDisabled("No terrain chosen");
}

}  // namespace cartouche
