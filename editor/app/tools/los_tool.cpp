#include "los_tool.h"

#include <algorithm>
#include <string>

#include "brush_controls.h"

namespace cartouche {

namespace {

constexpr ImU32 kClearLine = IM_COL32(90, 230, 110, 255);
constexpr ImU32 kBlockedLine = IM_COL32(255, 60, 50, 255);
constexpr ImU32 kBlockerFill = IM_COL32(255, 40, 30, 110);
constexpr ImU32 kCrossed = IM_COL32(255, 255, 255, 200);
constexpr ImU32 kAlongSide = IM_COL32(255, 190, 40, 255);
constexpr ImU32 kLabelBack = IM_COL32(20, 20, 20, 210);

void hexPolygon(const ToolContext& ctx, const Layout& layout, Hex h, ImVec2 out[6]) {
  for (int k = 0; k < 6; ++k) out[k] = toScreen(ctx, hexCorner(layout, h, k));
}

void outlineHex(const ToolContext& ctx, ImDrawList* list, const Layout& layout, Hex h, ImU32 colour, float width) {
  ImVec2 pts[6];
  hexPolygon(ctx, layout, h, pts);
  list->AddPolyline(pts, 6, kPreviewHalo, ImDrawFlags_Closed, width + 2.f);
  list->AddPolyline(pts, 6, colour, ImDrawFlags_Closed, width);
}

// Where along the line from a to b (0..1) the point p falls when projected on it.
float along(ImVec2 a, ImVec2 b, ImVec2 p) {
  float dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
  if (len2 <= 0.f) return 0.f;
  return std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0.f, 1.f);
}

}  // namespace

const char* losRulesName(const LosRules& rules) {
  return rules.elevation == ElevationRule::Raclawice ? "Racławice" : "La Bataille";
}

const char* losElevationRuleText(const LosRules& rules) {
  return rules.elevation == ElevationRule::Raclawice
             ? "Elevation exempts nothing, except that two hexes both on hills always see each other [10.1]."
             : "A higher end sees over an obstacle nearer itself, a lower end over one nearer the other (23).";
}

const LosMap& LosTool::losMap(ToolContext& ctx) {
  uint64_t now = ctx.state.changes.watch(ctx.document);
  if (!losMap_ || now != revision_ || builtFor_ != &ctx.battle()) {
    rules_ = losRulesFor(ctx.battle());
    losMap_ = std::make_unique<LosMap>(ctx.battle(), rules_);
    revision_ = now;
    builtFor_ = &ctx.battle();
    ++builds_;
  }
  return *losMap_;
}

void LosTool::refresh(ToolContext& ctx) {
  const LosMap& map = losMap(ctx);
  const GridSettings& grid = ctx.battle().map.grid();
  if (line_ && lineRevision_ != revision_) {
    line_->result = map.trace(line_->from, line_->to);
    lineRevision_ = revision_;
  }
  if (!viewshedSettings.on) return;
  // While a line is dragged the overlay shows what its first hex sees; otherwise what the hex under the pointer sees
  // (the last one, while the pointer is off the map or over a panel).
  std::optional<Hex> origin = hover_;
  if (dragging_ && line_) origin = line_->from;
  if (!origin && viewshed_.ready()) origin = viewshed_.origin();
  if (!origin || !grid.contains(*origin)) {
    viewshed_.clear();
    return;
  }
  int range = viewshedSettings.wholeMap ? -1 : std::clamp(viewshedSettings.range, 0, ViewshedSettings::kMaxRange);
  viewshed_.update(map, revision_, grid, *origin, range);
}

void LosTool::traceTo(ToolContext& ctx, Hex to) {
  const LosMap& map = losMap(ctx);
  line_->to = to;
  line_->result = map.trace(line_->from, to);
  lineRevision_ = revision_;
}

void LosTool::press(ToolContext& ctx, const ToolInput& in) {
  hover_ = in.onMap ? std::optional<Hex>(in.hex) : std::nullopt;
  if (!in.onMap) {
    refresh(ctx);
    return;
  }
  dragging_ = true;
  line_ = Line{in.hex, in.hex, {}};
  traceTo(ctx, in.hex);
  refresh(ctx);
}

void LosTool::drag(ToolContext& ctx, const ToolInput& in) {
  hover_ = in.onMap ? std::optional<Hex>(in.hex) : std::nullopt;
  // Off the map the line keeps its last hex on the map.
  if (dragging_ && line_ && in.onMap && in.hex != line_->to) traceTo(ctx, in.hex);
  refresh(ctx);
}

void LosTool::release(ToolContext& ctx, const ToolInput& in) {
  drag(ctx, in);
  dragging_ = false;
  refresh(ctx);
}

void LosTool::hover(ToolContext& ctx, const ToolInput& in) {
  hover_ = in.onMap ? std::optional<Hex>(in.hex) : std::nullopt;
  refresh(ctx);
}

void LosTool::cancel(ToolContext&) {
  dragging_ = false;
  line_.reset();
}

void LosTool::keys(ToolContext& ctx) {
  if (ImGui::IsKeyPressed(kViewshedKey, false)) setViewshed(ctx, !viewshedSettings.on);
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) cancel(ctx);
}

void LosTool::setViewshed(ToolContext& ctx, bool on) {
  viewshedSettings.on = on;
  if (!on) viewshed_.clear();
  refresh(ctx);
}

void LosTool::drawPreview(const ToolContext& ctx, ImDrawList* list) const {
  const GridSettings& grid = ctx.battle().map.grid();
  const Layout layout = worldLayout(grid);
  if (viewshedSettings.on && viewshed_.ready()) viewshed_.draw(ctx, list, viewshedSettings.shadeVisible);
  if (!line_) return;
  const LosResult& r = line_->result;

  // Every hex the line crosses; both hexes of a step along a hexside, in their own colour.
  for (const LineStep& s : r.crossed) {
    if (s.alongHexside) {
      outlineHex(ctx, list, layout, s.hex, kAlongSide, 2.f);
      outlineHex(ctx, list, layout, s.other, kAlongSide, 2.f);
    } else {
      outlineHex(ctx, list, layout, s.hex, kCrossed, 1.5f);
    }
  }

  ImVec2 a = toScreen(ctx, hexToPixel(layout, line_->from)), b = toScreen(ctx, hexToPixel(layout, line_->to));
  ImVec2 stop = b;
  if (!r.visible) {
    // The blocker: the hex filled and ringed, or the hexside drawn thick; the line turns red from there on.
    if (r.blocker == LosBlocker::Hexside) {
      drawHexside(ctx, list, r.blockingHexside, kPreviewHalo, 9.f);
      drawHexside(ctx, list, r.blockingHexside, kBlockedLine, 5.f);
      Point m = edgeMidpoint(layout, r.blockingHexside.owner, r.blockingHexside.dir);
      float t = along(a, b, toScreen(ctx, m));
      stop = ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
    } else {
      ImVec2 pts[6];
      hexPolygon(ctx, layout, r.blockingHex, pts);
      list->AddConvexPolyFilled(pts, 6, kBlockerFill);
      list->AddPolyline(pts, 6, kPreviewHalo, ImDrawFlags_Closed, 6.f);
      list->AddPolyline(pts, 6, kBlockedLine, ImDrawFlags_Closed, 3.5f);
      float t = along(a, b, toScreen(ctx, hexToPixel(layout, r.blockingHex)));
      stop = ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
    }
  }
  list->AddLine(a, b, kPreviewHalo, 6.f);
  list->AddLine(a, stop, kClearLine, 3.f);
  if (!r.visible) list->AddLine(stop, b, kBlockedLine, 3.f);
  list->AddCircleFilled(a, 6.f, kPreviewHalo);
  list->AddCircleFilled(a, 4.f, kClearLine);
  list->AddCircleFilled(b, 6.f, kPreviewHalo);
  list->AddCircleFilled(b, 4.f, r.visible ? kClearLine : kBlockedLine);

  // A label beside the far end: the range and the verdict.
  std::string text = std::to_string(r.range) + (r.range == 1 ? " hex" : " hexes");
  if (r.visible) {
    text += ", clear";
  } else if (r.reason == "off-map") {
    text += ", off the map";
  } else if (r.blocker == LosBlocker::Unit) {
    text += ", blocked by a unit";
  } else {
    const TerrainVocabulary& v = ctx.battle().vocabulary;
    std::optional<TerrainId> t = v.find(r.reason);
    text += ", blocked by " + (t ? v.at(*t).name : r.reason);
  }
  // Above the far end, on the side the line comes from, so the label stays over the map rather than under a panel.
  ImVec2 size = ImGui::CalcTextSize(text.c_str());
  ImVec2 at(b.x >= a.x ? b.x - size.x - 4.f : b.x + 4.f, b.y - size.y - 12.f);
  list->AddRectFilled(ImVec2(at.x - 4.f, at.y - 2.f), ImVec2(at.x + size.x + 4.f, at.y + size.y + 2.f), kLabelBack,
                      3.f);
  list->AddText(at, r.visible ? kClearLine : IM_COL32(255, 140, 120, 255), text.c_str());
}

LegendSection LosTool::legend() const {
  auto rgba = [](ImU32 c) {
    return Rgba{uint8_t(c >> IM_COL32_R_SHIFT), uint8_t(c >> IM_COL32_G_SHIFT), uint8_t(c >> IM_COL32_B_SHIFT),
                uint8_t(c >> IM_COL32_A_SHIFT)};
  };
  LegendSection s{"Line of sight", {}};
  if (line_) {  // only what the line shows: a clear line is all green, a blocked one turns red at its blocker
    s.rows.push_back({"Line clear", rgba(kClearLine), true});
    if (!line_->result.visible) {
      s.rows.push_back({"Line blocked", rgba(kBlockedLine), true});
      s.rows.push_back({"Hex that blocks", rgba(kBlockerFill)});
    }
  }
  if (viewshedSettings.on) {
    const bool seen = viewshedSettings.shadeVisible;
    s.rows.push_back({seen ? "Seen from the hex" : "Hidden from the hex", rgba(ViewshedOverlay::shadeColour(seen))});
  }
  return s;
}

}  // namespace cartouche
