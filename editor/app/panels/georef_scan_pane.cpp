// The Georeferencer's scan pane: the raw scan with its numbered points and residual arrows, and the entry of a new
// point's map position (typed, or picked on the main map).
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>

#include "geo/crs.h"
#include "georef_panel.h"
#include "georef_panel_parts.h"

namespace cartouche {

namespace {

using georef_parts::findLayer;
using georef_parts::kProblemText;
using georef_parts::number;

const ImU32 kPointColour = IM_COL32(230, 40, 40, 255);
const ImU32 kDisabledColour = IM_COL32(150, 150, 150, 255);
const ImU32 kArrowColour = IM_COL32(40, 140, 255, 255);
const ImU32 kPendingColour = IM_COL32(255, 210, 0, 255);

void drawArrow(ImDrawList* list, ImVec2 from, ImVec2 to, ImU32 colour) {
  list->AddLine(from, to, colour, 1.5f);
  const float dx = to.x - from.x, dy = to.y - from.y, len = std::sqrt(dx * dx + dy * dy);
  if (len < 4.0f) return;
  const float ux = dx / len, uy = dy / len, head = std::min(8.0f, len * 0.5f);
  list->AddTriangleFilled(to, ImVec2(to.x - head * ux + 0.5f * head * uy, to.y - head * uy - 0.5f * head * ux),
                          ImVec2(to.x - head * ux - 0.5f * head * uy, to.y - head * uy + 0.5f * head * ux), colour);
}

}  // namespace

void GeorefPanel::drawNewPoint(LayerUiContext& ctx, const MapLayer& layer, const GcpSet& set) {
  if (!pending_) return;
  ImGui::Separator();
  ImGui::Text("New point at pixel %.2f, %.2f. Map coordinates:", pending_->x, pending_->y);
  ImGui::SetNextItemWidth(300);
  if (focusEntry_) {
    ImGui::SetKeyboardFocusHere();
    focusEntry_ = false;
  }
  const bool geographic = [&] {
    Result<geo::Crs> c = geo::Crs::parse(entryCrs_);
    return c && c->isGeographic();
  }();
  const char* hint = geographic ? "48.8644, 2.3298 or 48°51'52\"N, 2°19'47\"E" : "X, Y";
  bool add = ImGui::InputTextWithHint("##map_entry", hint, &entryText_, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(220);
  ImGui::InputTextWithHint("in CRS", "EPSG:4326", &entryCrs_);
  ImGui::SameLine();
  if (ImGui::SmallButton("WGS 84")) entryCrs_ = "EPSG:4326";
  ImGui::SameLine();
  if (ImGui::SmallButton("points' CRS")) entryCrs_ = set.crs;
  add |= ImGui::Button("Add point");
  if (add) {
    Result<MapEntry> entry = typedMapPosition(entryText_, entryCrs_, set.crs);
    Result<GcpSet> next = entry ? withNewPoint(set, *pending_, *entry) : Result<GcpSet>(entry.status());
    if (!next) {
      entryError_ = next.status().message();
    } else if (edit(ctx, layer, *next, "Add control point")) {
      pending_.reset();
      entryError_.clear();
      entryText_.clear();
    }
  }
  ImGui::SameLine();
  if (picking_) {
    ImGui::TextColored(ImVec4(1, 0.85f, 0.2f, 1), "Click the spot on the map...");
    ImGui::SameLine();
    if (ImGui::Button("Stop picking")) {
      picking_ = false;
      if (ctx.pick.owner() == kPickOwner) ctx.pick.cancel();
    }
  } else if (ImGui::Button("Pick on map")) {
    picking_ = true;
    ctx.pick.request(kPickOwner);
  }
  if (ImGui::IsItemHovered() && !picking_)
    ImGui::SetTooltip(
        "Click the same spot on the main map (on a layer already georeferenced); it is carried into "
        "the points' CRS through the grid's ground placement");
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) {
    pending_.reset();
    entryError_.clear();
    if (picking_ && ctx.pick.owner() == kPickOwner) ctx.pick.cancel();
    picking_ = false;
  }
  if (!entryError_.empty()) ImGui::TextColored(kProblemText, "%s", entryError_.c_str());
  ImGui::Separator();
}

void GeorefPanel::drawScan(LayerUiContext& ctx, const MapLayer& layer, const GcpSet& set, const GcpTable& table,
                           float height) {
  if (!ctx.layers) {
    ImGui::TextColored(kProblemText, "The scan cannot be shown: the layer renderer could not start.");
    return;
  }
  int width = 0, rows = 0;
  std::string problem;
  for (const LayerStatus& st : ctx.layers->status())
    if (st.name == layer.name) {
      width = st.width;
      rows = st.height;
      if (!st.open) problem = st.problem.empty() ? "opening the raster..." : st.problem;
    }
  if (!problem.empty()) ImGui::TextDisabled("%s", problem.c_str());
  std::vector<Point> markers;
  for (const LayerGcp& g : set.points) markers.push_back({g.pixelX, g.pixelY});
  const ScanView::Events ev = scan_.draw(*ctx.layers, layer.name, width, rows, ImVec2(0, height), markers);

  if (ev.dragged && *ev.dragged < set.points.size()) {
    if (dragStroke_ == 0) dragStroke_ = ctx.panel.tool.state.newStroke();
    GcpSet next = set;
    next.points[*ev.dragged].pixelX = ev.dragTo.x;
    next.points[*ev.dragged].pixelY = ev.dragTo.y;
    edit(ctx, layer, next, "Move " + table.rows[*ev.dragged].label, dragStroke_);
    if (ev.dragEnded) dragStroke_ = 0;
  } else if (!ev.dragged) {
    dragStroke_ = 0;
  }
  if (ev.click && !picking_) {
    pending_ = ev.click;
    focusEntry_ = true;
    entryError_.clear();
    if (entryCrs_.empty()) entryCrs_ = set.crs;
  }

  // Overlays, drawn from the document's points of this frame (a drag shows its command's result at once).
  ImDrawList* list = scan_.drawList();
  const GcpSet& shown = ev.dragged ? gcpSetOf(*findLayer(ctx.battleData(), layer.name), ctx.battleData()) : set;
  const GcpTable& rowsShown = tableFor(shown);
  for (const GcpRow& row : rowsShown.rows) {
    const Point p{row.point.pixelX, row.point.pixelY};
    const ImVec2 s = scan_.toScreen(p);
    const bool on = row.point.enabled;
    if (row.placed) {
      const double k = arrowScale_;
      const Point tip{p.x + k * (row.predictedPixel.x - p.x), p.y + k * (row.predictedPixel.y - p.y)};
      drawArrow(list, s, scan_.toScreen(tip), on ? kArrowColour : kDisabledColour);
    }
    const ImU32 colour = on ? kPointColour : kDisabledColour;
    list->AddCircle(s, 6.0f, colour, 16, 2.0f);
    list->AddLine(ImVec2(s.x - 3, s.y), ImVec2(s.x + 3, s.y), colour);
    list->AddLine(ImVec2(s.x, s.y - 3), ImVec2(s.x, s.y + 3), colour);
    const std::string n = std::to_string(row.index + 1);
    list->AddText(ImVec2(s.x + 8, s.y - 16), IM_COL32(0, 0, 0, 200), n.c_str());
    list->AddText(ImVec2(s.x + 7, s.y - 17), colour, n.c_str());
  }
  if (pending_) {
    const ImVec2 s = scan_.toScreen(*pending_);
    list->AddCircle(s, 7.0f, kPendingColour, 16, 2.0f);
    list->AddLine(ImVec2(s.x - 10, s.y), ImVec2(s.x + 10, s.y), kPendingColour);
    list->AddLine(ImVec2(s.x, s.y - 10), ImVec2(s.x, s.y + 10), kPendingColour);
  }
  if (ev.hover) {
    std::string map;
    if (rowsShown.transform)
      if (Result<geo::MapPoint> m = rowsShown.transform->forward({ev.hover->x, ev.hover->y}))
        map = "   map " + number(m->x, units_ == "deg" ? "%.7f" : "%.2f") + ", " +
              number(m->y, units_ == "deg" ? "%.7f" : "%.2f");
    ImGui::TextDisabled("pixel %.1f, %.1f%s   (wheel: zoom, right or middle drag: pan, drag a point to move it)",
                        ev.hover->x, ev.hover->y, map.c_str());
  } else {
    ImGui::TextDisabled("Click the scan to add a point; drag a point to move it; wheel to zoom, right drag to pan.");
  }
}

}  // namespace cartouche
