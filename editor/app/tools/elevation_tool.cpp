#include "elevation_tool.h"

#include <algorithm>
#include <limits>

#include "edit/brush.h"
#include "edit/elevation_edit.h"
#include "edit/map_commands.h"

namespace cartouche {

namespace {

constexpr ImU32 kDerivedSlope = IM_COL32(110, 60, 20, 230);
constexpr ImU32 kForcedSlope = IM_COL32(255, 140, 0, 255);
constexpr ImU32 kSuppressedSlope = IM_COL32(170, 170, 170, 220);
// Beyond this many hexes on screen a hexside line is a few pixels long and the overlay only hides the map.
constexpr long kMaxSlopeHexes = 20000;

}  // namespace

void ElevationTool::press(ToolContext& ctx, const ToolInput& in) {
  pointer_ = in.hex;
  const HexMap& map = ctx.battle().map;
  if (in.shift) {
    cycleSlope(ctx, in.nearestSide);
    return;
  }
  if (in.alt) {
    if (int i = map.indexOf(in.hex); i >= 0) ctx.state.level = map.level(i);
    return;
  }
  stroke_ = ctx.state.newStroke();
  touched_.clear();
  flatLevel_.reset();
  last_.reset();
  applyTo(ctx, in.hex);
}

void ElevationTool::drag(ToolContext& ctx, const ToolInput& in) {
  pointer_ = in.hex;
  if (last_ && *last_ != in.hex) applyTo(ctx, in.hex);
}

void ElevationTool::release(ToolContext& ctx, const ToolInput& in) {
  drag(ctx, in);
  cancel(ctx);
}

void ElevationTool::hover(ToolContext& ctx, const ToolInput& in) {
  pointer_ = in.hex;
  side_ = in.shift && ctx.battle().map.hexsideOnMap(in.nearestSide) ? std::optional(in.nearestSide) : std::nullopt;
  keys_.poll(ctx.state);
}

// What is already changed stays: Escape ends the stroke, and Undo takes it back whole.
void ElevationTool::cancel(ToolContext& ctx) {
  if (last_) ctx.document.history().endStroke();
  last_.reset();
  touched_.clear();
}

void ElevationTool::applyTo(ToolContext& ctx, Hex to) {
  const HexMap& map = ctx.battle().map;
  std::vector<int> hexes = brushStroke(map, last_.value_or(to), to, ctx.state.brushRadius);
  last_ = to;
  LevelValues values;
  switch (mode) {
    case ElevationMode::Raise:
    case ElevationMode::Lower: {
      std::erase_if(hexes, [&](int i) { return !touched_.insert(i).second; });
      values = shiftedLevels(map, hexes, mode == ElevationMode::Raise ? +1 : -1);
      break;
    }
    case ElevationMode::SetLevel:
      values = levelledTo(map, hexes, ctx.state.level);
      break;
    case ElevationMode::Flatten:
      // A press beside the map takes its level from the first hex the drag reaches.
      if (!flatLevel_) {
        int i = map.indexOf(to);
        if (i < 0) return;
        flatLevel_ = map.level(i);
      }
      values = levelledTo(map, hexes, *flatLevel_);
      break;
  }
  if (values.empty()) return;
  if (!ctx.execute(std::make_unique<SetElevation>(std::move(values)), stroke_)) last_.reset();
}

void ElevationTool::cycleSlope(ToolContext& ctx, HexsideId side) {
  const HexMap& map = ctx.battle().map;
  if (!map.hexsideOnMap(side)) return;
  const HexsideRecord* rec = map.hexside(side);
  SlopeOverride next = nextSlopeOverride(rec ? rec->slope : SlopeOverride::Derived);
  ctx.execute(std::make_unique<SetSlopeOverride>(std::vector<HexsideId>{side}, next));
}

void ElevationTool::drawSlopes(const ToolContext& ctx, ImDrawList* list) const {
  const HexMap& map = ctx.battle().map;
  const GridSettings& grid = map.grid();
  WorldRect screen{ctx.view.screenToWorld({0, 0}, ctx.width, ctx.height),
                   ctx.view.screenToWorld({double(ctx.width), double(ctx.height)}, ctx.width, ctx.height)};
  OffsetRange range = visibleHexes(grid, screen);
  if (range.count() > kMaxSlopeHexes) return;
  for (int row = range.rowMin; row <= range.rowMax; ++row)
    for (int col = range.colMin; col <= range.colMax; ++col) {
      Hex h = grid.toHex({col, row});
      // Each shared edge once: from its owner (directions 0..2), or from this hex when the owner is off the map.
      for (int d = 0; d < 6; ++d) {
        HexsideId id = hexsideOf(h, d);
        if (d >= 3 && map.contains(id.owner)) continue;
        const HexsideRecord* rec = map.hexside(id);
        SlopeOverride o = rec ? rec->slope : SlopeOverride::Derived;
        if (o == SlopeOverride::ForceOn)
          drawHexside(ctx, list, id, kForcedSlope, 3.f);
        else if (o == SlopeOverride::ForceOff)
          drawHexside(ctx, list, id, kSuppressedSlope, 1.5f);
        else if (map.derivedSlopeAt(id))
          drawHexside(ctx, list, id, kDerivedSlope, 2.5f);
      }
    }
}

void ElevationTool::drawPreview(const ToolContext& ctx, ImDrawList* list) const {
  if (showSlopes) drawSlopes(ctx, list);
  if (!pointer_ || (!last_ && ImGui::GetIO().WantCaptureMouse)) return;
  if (side_ && !last_) {
    drawHexside(ctx, list, *side_, kPreviewHalo, 6.f);
    drawHexside(ctx, list, *side_, kPreviewColour, 3.f);
    return;
  }
  drawHexOutline(ctx, list, brushHexes(ctx.battle().map, *pointer_, ctx.state.brushRadius));
}

void ElevationTool::drawOptions(ToolContext& ctx) {
  keys_.poll(ctx.state);
  int m = int(mode);
  ImGui::RadioButton("Raise", &m, int(ElevationMode::Raise));
  ImGui::SameLine();
  ImGui::RadioButton("Lower", &m, int(ElevationMode::Lower));
  // Two rows: four modes in one overflow a narrow side panel.
  ImGui::RadioButton("Set", &m, int(ElevationMode::SetLevel));
  ImGui::SameLine();
  ImGui::RadioButton("Flatten", &m, int(ElevationMode::Flatten));
  mode = ElevationMode(m);
  brushSizeOptions(ctx.state);
  if (mode == ElevationMode::SetLevel) {
    int level = ctx.state.level;
    if (ImGui::InputInt("Level", &level))
      ctx.state.level = int16_t(
          std::clamp(level, int(std::numeric_limits<int16_t>::min()), int(std::numeric_limits<int16_t>::max())));
  }
  ImGui::Checkbox("Show slope hexsides", &showSlopes);
  drawHint("Shift+click a hexside: slope forced on, forced off, derived. Alt+click: take the level.");
  const HexMap& map = ctx.battle().map;
  if (int i = pointer_ ? map.indexOf(*pointer_) : -1; i >= 0) ImGui::Text("Level here: %d", int(map.level(i)));
}

}  // namespace cartouche
