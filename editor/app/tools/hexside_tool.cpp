#include "hexside_tool.h"

#include <algorithm>

#include "brush_controls.h"
#include "edit/hexside_path.h"
#include "edit/map_commands.h"

namespace cartouche {

namespace {

constexpr ImU32 kEraseColour = IM_COL32(255, 90, 70, 230);

bool hasWater(const Battle& b, HexsideId id) {
  const HexsideRecord* rec = b.map.hexside(id);
  if (!rec) return false;
  return std::any_of(rec->features.begin(), rec->features.end(), [&](const HexsideFeature& f) {
    return b.vocabulary.contains(f.type) && b.vocabulary.at(f.type).water;
  });
}

std::string sideLabel(const Battle& b, HexsideId id) {
  const GridSettings& g = b.map.grid();
  // Name the hexside from a hex on the map, so the label is one the designer can find.
  if (!g.contains(id.owner)) return g.label(id.neighbour()) + "/" + directionName(g.orientation, id.dir + 3);
  return g.label(id.owner) + "/" + directionName(g.orientation, id.dir);
}

}  // namespace

void HexsideTool::press(ToolContext& ctx, const ToolInput& in) {
  const TerrainVocabulary& vocabulary = ctx.battle().vocabulary;
  std::optional<TerrainId> feature = ctx.state.sideFeature;
  if (!feature || !vocabulary.contains(*feature) || vocabulary.at(*feature).kind != TerrainKind::Hexside) {
    if (ctx.message) *ctx.message = "Choose a hexside feature to draw with";
    return;
  }
  stroke_ = Stroke{*feature, in.nearestSide, in.hex, in.alt || eraseMode, in.shift, std::nullopt, {in.hex}};
  follow(ctx, in);
}

void HexsideTool::drag(ToolContext& ctx, const ToolInput& in) {
  if (stroke_) follow(ctx, in);
  hoverSide_ = in.nearestSide;
}

void HexsideTool::release(ToolContext& ctx, const ToolInput& in) {
  if (!stroke_) return;
  follow(ctx, in);
  commit(ctx);
  cancel(ctx);
}

void HexsideTool::hover(ToolContext&, const ToolInput& in) { hoverSide_ = in.nearestSide; }

void HexsideTool::cancel(ToolContext&) {
  stroke_.reset();
  chain_.clear();
}

void HexsideTool::follow(const ToolContext& ctx, const ToolInput& in) {
  if (stroke_->end == std::make_pair(in.nearestSide, in.hex)) return;
  stroke_->end = std::make_pair(in.nearestSide, in.hex);
  const Battle& b = ctx.battle();
  const TerrainType& type = b.vocabulary.at(stroke_->feature);
  std::vector<HexsideId> chain;
  if (type.hexsideClass == HexsideClass::Edge)
    chain = hexsideChain(stroke_->pressSide, in.nearestSide);
  else {
    std::vector<Hex>& route = stroke_->route;
    if (route.size() >= 2 && in.hex == route[route.size() - 2])
      route.pop_back();
    else if (in.hex != route.back())
      route.push_back(in.hex);
    chain = route.size() == 1 ? std::vector<HexsideId>{stroke_->pressSide} : crossedHexsides(route);
  }
  // Off the map a chain still steers (a river may leave and come back), but only hexsides on the map are drawn.
  std::erase_if(chain, [&](HexsideId id) { return !b.map.hexsideOnMap(id); });
  chain_ = std::move(chain);
}

void HexsideTool::commit(ToolContext& ctx) {
  const Battle& b = ctx.battle();
  if (chain_.empty()) return;
  TerrainId feature = stroke_->feature;
  const TerrainType& type = b.vocabulary.at(feature);
  uint64_t stroke = ctx.state.newStroke();
  if (stroke_->erase) {
    std::vector<HexsideId> carrying;
    for (HexsideId id : chain_)
      if (const HexsideRecord* rec = b.map.hexside(id); rec && rec->has(feature)) carrying.push_back(id);
    if (!carrying.empty()) ctx.execute(std::make_unique<ClearHexsideFeature>(std::move(carrying), feature), stroke);
    return;
  }
  if (type.needsWater)
    for (HexsideId id : chain_)
      if (!hasWater(b, id)) {
        if (ctx.message)
          *ctx.message =
              "A " + type.name + " goes only where a stream or river runs: hexside " + sideLabel(b, id) + " has none";
        return;
      }
  // Hexsides that already carry the feature just so are left out, so a stroke over them adds no empty step.
  auto missing = [&](const std::vector<HexsideId>& ids, HexsideFeature f) {
    std::vector<HexsideId> out;
    for (HexsideId id : ids) {
      const HexsideRecord* rec = b.map.hexside(id);
      if (!rec || std::find(rec->features.begin(), rec->features.end(), f) == rec->features.end()) out.push_back(id);
    }
    return out;
  };
  if (!type.directional) {
    HexsideFeature f{feature, Side::None};
    if (std::vector<HexsideId> ids = missing(chain_, f); !ids.empty())
      ctx.execute(std::make_unique<SetHexsideFeature>(std::move(ids), f), stroke);
    return;
  }
  // The side the press was on, or the other with Shift; an edge chain keeps that hand all along.
  Side first = stroke_->pressSide.owner == stroke_->pressHex ? Side::Owner : Side::Neighbour;
  if (stroke_->flip) first = first == Side::Owner ? Side::Neighbour : Side::Owner;
  std::vector<Side> sides =
      isEdgeChain(chain_) ? sidesAlongChain(chain_, first) : std::vector<Side>(chain_.size(), first);
  for (Side side : {Side::Owner, Side::Neighbour}) {
    std::vector<HexsideId> group;
    for (size_t i = 0; i < chain_.size(); ++i)
      if (sides[i] == side) group.push_back(chain_[i]);
    HexsideFeature f{feature, side};
    if (group = missing(group, f); !group.empty())
      ctx.execute(std::make_unique<SetHexsideFeature>(std::move(group), f), stroke);
  }
}

void HexsideTool::drawPreview(const ToolContext& ctx, ImDrawList* list) const {
  if (ImGui::GetIO().WantCaptureMouse && !stroke_) return;
  const Battle& b = ctx.battle();
  ImU32 colour = (stroke_ && stroke_->erase) || (!stroke_ && eraseMode) ? kEraseColour : kPreviewColour;
  bool crossing = false;
  if (stroke_) crossing = b.vocabulary.at(stroke_->feature).hexsideClass == HexsideClass::Crossing;
  if (!stroke_) {
    if (hoverSide_ && b.map.hexsideOnMap(*hoverSide_)) {
      drawHexside(ctx, list, *hoverSide_, kPreviewHalo, 4.0f);
      drawHexside(ctx, list, *hoverSide_, colour, 2.0f);
    }
    return;
  }
  Layout layout = worldLayout(b.map.grid());
  for (HexsideId id : chain_) {
    if (crossing) {
      // A crossing joins the two hexes' centres through the hexside.
      ImVec2 a = toScreen(ctx, hexToPixel(layout, id.owner)), c = toScreen(ctx, hexToPixel(layout, id.neighbour()));
      list->AddLine(a, c, kPreviewHalo, 5.0f);
      list->AddLine(a, c, colour, 2.5f);
    } else {
      drawHexside(ctx, list, id, kPreviewHalo, 5.0f);
      drawHexside(ctx, list, id, colour, 2.5f);
    }
  }
}

void HexsideTool::drawOptions(ToolContext& ctx) {
  const TerrainVocabulary& vocabulary = ctx.battle().vocabulary;
  std::optional<TerrainId> feature = ctx.state.sideFeature;
  if (feature && vocabulary.contains(*feature) && vocabulary.at(*feature).kind == TerrainKind::Hexside) {
    const TerrainType& t = vocabulary.at(*feature);
    ImGui::Text("Feature: %s", t.name.c_str());
    ImGui::TextDisabled(t.hexsideClass == HexsideClass::Edge ? "Drag draws along hex edges"
                                                             : "Drag draws hex to hex through hexsides");
    if (t.needsWater) ImGui::TextDisabled("Only on hexsides with a stream or river");
    if (t.directional) ImGui::TextDisabled("Points at the hex you press in (Shift: the other)");
  } else {
    ImGui::TextDisabled("No hexside feature chosen");
  }
  ImGui::Checkbox("Erase (Alt)", &eraseMode);
}

}  // namespace cartouche
