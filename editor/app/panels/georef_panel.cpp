#include "georef_panel.h"

#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "geo/crs.h"

namespace cartouche {

namespace {

const ImU32 kPointColour = IM_COL32(230, 40, 40, 255);
const ImU32 kDisabledColour = IM_COL32(150, 150, 150, 255);
const ImU32 kArrowColour = IM_COL32(40, 140, 255, 255);
const ImU32 kPendingColour = IM_COL32(255, 210, 0, 255);
const ImVec4 kProblemText(1.0f, 0.45f, 0.35f, 1.0f);

void drawArrow(ImDrawList* list, ImVec2 from, ImVec2 to, ImU32 colour) {
  list->AddLine(from, to, colour, 1.5f);
  const float dx = to.x - from.x, dy = to.y - from.y, len = std::sqrt(dx * dx + dy * dy);
  if (len < 4.0f) return;
  const float ux = dx / len, uy = dy / len, head = std::min(8.0f, len * 0.5f);
  list->AddTriangleFilled(to, ImVec2(to.x - head * ux + 0.5f * head * uy, to.y - head * uy - 0.5f * head * ux),
                          ImVec2(to.x - head * ux - 0.5f * head * uy, to.y - head * uy + 0.5f * head * ux), colour);
}

std::string number(double v, const char* format) {
  if (!std::isfinite(v)) return "-";
  char buf[64];
  std::snprintf(buf, sizeof buf, format, v);
  return buf;
}

std::string shortUnit(const std::string& unit) {
  if (unit == "metre") return "m";
  if (unit == "degree") return "deg";
  return unit;
}

const MapLayer* findLayer(const Battle& battle, const std::string& name) {
  for (const MapLayer& l : battle.layers)
    if (l.name == name) return &l;
  return nullptr;
}

}  // namespace

void GeorefPanel::openFor(const std::string& layerName) {
  open = true;
  if (layerName != layer_) {
    layer_ = layerName;
    pending_.reset();
    entryCrs_.clear();
    scan_.fit();
  }
  focusWindow_ = true;
}

void GeorefPanel::chooseLayer(const std::string& name, const Battle& battle) {
  layer_ = name;
  pending_.reset();
  picking_ = false;
  entryError_.clear();
  fileMessage_.clear();
  entryCrs_.clear();
  if (const MapLayer* l = findLayer(battle, name)) entryCrs_ = gcpSetOf(*l, battle).crs;
  scan_.fit();
}

const GcpTable& GeorefPanel::tableFor(const GcpSet& set) {
  if (!tableValid_ || !(set == tableSet_)) {
    table_ = residualTable(set);
    tableSet_ = set;
    tableValid_ = true;
  }
  return table_;
}

bool GeorefPanel::edit(LayerUiContext& ctx, const MapLayer& layer, const GcpSet& set, const std::string& label,
                       uint64_t stroke) {
  return bool(setLayerGcps(ctx.panel.tool, layer.name, set, label + " of " + layer.name, stroke));
}

bool GeorefPanel::editNumber(const char* id, int cell, double value, const char* format, double& out) {
  double* target = editCell_ == cell ? &editValue_ : &value;
  ImGui::SetNextItemWidth(-FLT_MIN);
  ImGui::InputDouble(id, target, 0, 0, format);
  if (ImGui::IsItemActivated()) {
    editCell_ = cell;
    editValue_ = *target;
  }
  if (ImGui::IsItemDeactivated() && editCell_ == cell) {
    editCell_ = -1;
    if (ImGui::IsItemDeactivatedAfterEdit() && std::isfinite(editValue_) && editValue_ != value) {
      out = editValue_;
      return true;
    }
  }
  return false;
}

void GeorefPanel::draw(LayerUiContext& ctx) {
  if (!open) {
    if (ctx.pick.owner() == kPickOwner) ctx.pick.cancel();
    picking_ = false;
    pending_.reset();
    return;
  }
  ImGui::SetNextWindowSize(ImVec2(980, 760), ImGuiCond_FirstUseEver);
  if (focusWindow_) {
    ImGui::SetNextWindowFocus();
    focusWindow_ = false;
  }
  const bool shown = ImGui::Begin("Georeferencer", &open);
  if (!open && ctx.pick.owner() == kPickOwner) ctx.pick.cancel();
  if (!shown) {
    ImGui::End();
    return;
  }
  const Battle& battle = ctx.battleData();
  if (layer_.empty() && !battle.layers.empty()) chooseLayer(battle.layers.back().name, battle);
  ImGui::SetNextItemWidth(260);
  if (ImGui::BeginCombo("Layer", layer_.empty() ? "(choose a layer)" : layer_.c_str())) {
    for (auto it = battle.layers.rbegin(); it != battle.layers.rend(); ++it)
      if (ImGui::Selectable(it->name.c_str(), it->name == layer_)) chooseLayer(it->name, battle);
    ImGui::EndCombo();
  }
  const MapLayer* layer = findLayer(battle, layer_);
  if (!layer) {
    ImGui::TextWrapped(battle.layers.empty() ? "The battle has no map layers yet: add a scan in the Map layers window."
                                             : "Choose the layer to georeference.");
    ImGui::End();
    return;
  }
  const GcpSet set = gcpSetOf(*layer, battle);
  const GcpTable& table = tableFor(set);
  if (entryCrs_.empty()) entryCrs_ = set.crs;

  // A spot picked on the main map for the waiting point. The request under this panel's owner id is the state:
  // another panel taking the map's click ends it.
  picking_ = ctx.pick.owner() == kPickOwner;
  if (picking_) {
    if (std::optional<Point> world = ctx.pick.take(kPickOwner)) {
      picking_ = false;
      Result<MapEntry> entry = pickedMapPosition(*world, battle, set.crs);
      Result<GcpSet> next = !entry      ? Result<GcpSet>(entry.status())
                            : pending_ ? withNewPoint(set, *pending_, *entry)
                                       : Result<GcpSet>(Status::invalidArgument("click the scan first"));
      if (!next) {
        entryError_ = next.status().message();
      } else if (edit(ctx, *layer, *next, "Add control point")) {
        pending_.reset();
        entryError_.clear();
      }
    }
  }

  ImGui::SameLine();
  drawHeader(ctx, *layer, set, table);
  // The point being placed, the scan, then the table under it.
  drawNewPoint(ctx, *layer, set);
  const float scanHeight = std::max(220.0f, ImGui::GetContentRegionAvail().y * 0.6f);
  drawScan(ctx, *layer, set, table, scanHeight);
  drawTable(ctx, *layer, set, table);
  ImGui::End();
}

void GeorefPanel::drawHeader(LayerUiContext& ctx, const MapLayer& layer, const GcpSet& set, const GcpTable& table) {
  ImGui::SetNextItemWidth(220);
  const std::vector<TransformChoice> choices = transformChoices();
  std::string current = set.transform;
  for (const TransformChoice& c : choices)
    if (c.word == set.transform) current = c.title + " (" + std::to_string(c.minimumPoints) + "+ points)";
  if (ImGui::BeginCombo("Transform", current.c_str())) {
    for (const TransformChoice& c : choices) {
      const std::string item = c.title + " (" + std::to_string(c.minimumPoints) + "+ points)";
      if (ImGui::Selectable(item.c_str(), c.word == set.transform) && c.word != set.transform) {
        GcpSet next = set;
        next.transform = c.word;
        edit(ctx, layer, next, "Transform");
      }
    }
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  ImGui::SetNextItemWidth(140);
  ImGui::SliderFloat("Arrow scale", &arrowScale_, 1.0f, 1000.0f, "x %.0f", ImGuiSliderFlags_Logarithmic);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("Residual arrows are drawn %.0f times their length on the scan", double(arrowScale_));

  // The points' CRS: where the map positions live; changing it relabels them, it does not convert them.
  if (unitsCrs_ != set.crs) {
    unitsCrs_ = set.crs;
    Result<geo::Crs> crs = geo::Crs::parse(set.crs);
    units_ = crs ? shortUnit(crs->unitName()) : "map units";
  }
  if (editCell_ != -2) gcpCrsText_ = set.crs;
  ImGui::SetNextItemWidth(360);
  ImGui::InputTextWithHint("Points CRS", "EPSG code, PROJ string or WKT", &gcpCrsText_);
  if (ImGui::IsItemActivated()) editCell_ = -2;
  if (ImGui::IsItemDeactivated() && editCell_ == -2) {
    editCell_ = -1;
    if (gcpCrsText_ != set.crs) {
      Result<geo::Crs> crs = geo::Crs::parse(gcpCrsText_);
      if (!crs) {
        entryError_ = crs.status().message();
      } else {
        GcpSet next = set;
        next.crs = gcpCrsText_;
        edit(ctx, layer, next, "Control points' CRS");
      }
    }
  }
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("The CRS the control points' map coordinates are in. Changing it relabels the points; it does "
                      "not convert them.");

  if (table.solved) {
    ImGui::Text("RMS %s px, %s %s", number(table.rmsPixel, "%.3f").c_str(), number(table.rmsMap, "%.4g").c_str(),
                units_.c_str());
    ImGui::SameLine();
    if (table.meanErrorPixel)
      ImGui::Text("  mean error (QGIS) %s px, %s %s", number(*table.meanErrorPixel, "%.3f").c_str(),
                  number(table.meanErrorMap.value_or(NAN), "%.4g").c_str(), units_.c_str());
    ImGui::SameLine();
    ImGui::Text("  %zu of %zu points enabled", table.enabled, set.points.size());
    if (table.exactAtPoints)
      ImGui::TextDisabled("A thin-plate spline passes through every enabled point: zero residuals say nothing of "
                          "their quality.");
  } else if (!set.points.empty() || set.transform != kDefaultTransformWord) {
    ImGui::TextColored(kProblemText, "%s", table.problem.c_str());
  } else {
    ImGui::TextDisabled("Click a spot on the scan whose place on the map you know to add a control point.");
  }
  drawFiles(ctx, layer, set);
}

void GeorefPanel::drawFiles(LayerUiContext& ctx, const MapLayer& layer, const GcpSet& set) {
  ImGui::SetNextItemWidth(360);
  ImGui::InputTextWithHint("##points_path", "path of a QGIS .points file", &path_);
  ImGui::SameLine();
  if (ImGui::Button("Import .points") && !path_.empty()) {
    Result<GcpSet> next = importPointsFile(path_, set);
    fileError_ = !next;
    if (!next) {
      fileMessage_ = next.status().message();
    } else if (edit(ctx, layer, *next, "Import control points")) {
      fileMessage_ = "Imported " + std::to_string(next->points.size()) + " control points from " + path_;
    } else {
      fileError_ = true;
      fileMessage_ = ctx.panel.tool.message ? *ctx.panel.tool.message : "the import was refused";
    }
  }
  ImGui::SameLine();
  if (ImGui::Button("Export .points") && !path_.empty()) {
    Status s = exportPointsFile(path_, set);
    fileError_ = !s;
    fileMessage_ = s ? "Wrote " + std::to_string(set.points.size()) + " control points to " + path_ : s.message();
  }
  if (!fileMessage_.empty()) {
    if (fileError_)
      ImGui::TextColored(kProblemText, "%s", fileMessage_.c_str());
    else
      ImGui::TextDisabled("%s", fileMessage_.c_str());
  }
}

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
    ImGui::SetTooltip("Click the same spot on the main map (on a layer already georeferenced); it is carried into "
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

void GeorefPanel::drawTable(LayerUiContext& ctx, const MapLayer& layer, const GcpSet& set, const GcpTable& table) {
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY |
                                ImGuiTableFlags_ScrollX | ImGuiTableFlags_Resizable | ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("control_points", 14, flags, ImVec2(0, 0))) return;
  const std::string mu = " (" + units_ + ")";
  ImGui::TableSetupScrollFreeze(2, 1);
  ImGui::TableSetupColumn("#");
  ImGui::TableSetupColumn("On");
  ImGui::TableSetupColumn("Label", ImGuiTableColumnFlags_WidthFixed, 90);
  ImGui::TableSetupColumn("Pixel X", ImGuiTableColumnFlags_WidthFixed, 80);
  ImGui::TableSetupColumn("Pixel Y", ImGuiTableColumnFlags_WidthFixed, 80);
  ImGui::TableSetupColumn("Map X", ImGuiTableColumnFlags_WidthFixed, 110);
  ImGui::TableSetupColumn("Map Y", ImGuiTableColumnFlags_WidthFixed, 110);
  ImGui::TableSetupColumn("dX (px)");
  ImGui::TableSetupColumn("dY (px)");
  ImGui::TableSetupColumn("Residual (px)");
  ImGui::TableSetupColumn(("dX" + mu).c_str());
  ImGui::TableSetupColumn(("dY" + mu).c_str());
  ImGui::TableSetupColumn(("Residual" + mu).c_str());
  const float buttonWidth = ImGui::CalcTextSize("Delete").x + 2 * ImGui::GetStyle().FramePadding.x;
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, buttonWidth);
  ImGui::TableHeadersRow();
  std::optional<GcpSet> next;
  std::string what;
  for (const GcpRow& row : table.rows) {
    const size_t i = row.index;
    ImGui::PushID(int(i));
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    if (ImGui::Selectable(std::to_string(i + 1).c_str(), false)) scan_.centreOn({row.point.pixelX, row.point.pixelY});
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Show this point on the scan");
    ImGui::TableNextColumn();
    bool enabled = row.point.enabled;
    if (ImGui::Checkbox("##on", &enabled)) {
      next = set;
      next->points[i].enabled = enabled;
      what = (enabled ? "Enable " : "Disable ") + row.label;
    }
    ImGui::TableNextColumn();
    const int base = int(i) * 8;
    std::string label = editCell_ == base ? editText_ : row.point.label;
    ImGui::SetNextItemWidth(-FLT_MIN);
    const std::string hint = "point " + std::to_string(i + 1);
    ImGui::InputTextWithHint("##label", hint.c_str(), editCell_ == base ? &editText_ : &label);
    if (ImGui::IsItemActivated()) {
      editCell_ = base;
      editText_ = label;
    }
    if (ImGui::IsItemDeactivated() && editCell_ == base) {
      editCell_ = -1;
      if (editText_ != row.point.label) {
        next = set;
        next->points[i].label = editText_;
        what = "Rename " + row.label;
      }
    }
    double v = 0;
    const char* mapFormat = units_ == "deg" ? "%.8f" : "%.3f";
    ImGui::TableNextColumn();
    if (editNumber("##px", base + 1, row.point.pixelX, "%.2f", v)) {
      next = set;
      next->points[i].pixelX = v;
      what = "Move " + row.label;
    }
    ImGui::TableNextColumn();
    if (editNumber("##py", base + 2, row.point.pixelY, "%.2f", v)) {
      next = set;
      next->points[i].pixelY = v;
      what = "Move " + row.label;
    }
    ImGui::TableNextColumn();
    if (editNumber("##mx", base + 3, row.point.mapX, mapFormat, v)) {
      next = set;
      next->points[i].mapX = v;
      what = "Map position of " + row.label;
    }
    ImGui::TableNextColumn();
    if (editNumber("##my", base + 4, row.point.mapY, mapFormat, v)) {
      next = set;
      next->points[i].mapY = v;
      what = "Map position of " + row.label;
    }
    const char* resFormat = units_ == "deg" ? "%.3e" : "%.4f";
    for (const std::string& cell : {number(row.dxPixel, "%.3f"), number(row.dyPixel, "%.3f"),
                                    number(row.pixelResidual, "%.3f"), number(row.dxMap, resFormat),
                                    number(row.dyMap, resFormat), number(row.mapResidual, resFormat)}) {
      ImGui::TableNextColumn();
      if (row.point.enabled)
        ImGui::TextUnformatted(cell.c_str());
      else
        ImGui::TextDisabled("%s", cell.c_str());
    }
    ImGui::TableNextColumn();
    if (ImGui::SmallButton("Delete")) {
      next = set;
      next->points.erase(next->points.begin() + long(i));
      what = "Delete " + row.label;
    }
    ImGui::PopID();
  }
  ImGui::EndTable();
  if (next) edit(ctx, layer, *next, what);
}

}  // namespace cartouche
