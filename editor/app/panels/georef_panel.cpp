// The Georeferencer window itself: the layer it works on, its header (transform, CRS, errors) and the .points files.
#include "georef_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "geo/crs.h"
#include "georef_panel_parts.h"

namespace cartouche {

namespace {

using georef_parts::findLayer;
using georef_parts::kProblemText;
using georef_parts::number;

std::string shortUnit(const std::string& unit) {
  if (unit == "metre") return "m";
  if (unit == "degree") return "deg";
  return unit;
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

bool GeorefPanel::edit(LayerUiContext& ctx, const MapLayer& layer, const GcpSet& set, const std::string& label,
                       uint64_t stroke) {
  return bool(setLayerGcps(ctx.panel.tool, layer.name, set, label + " of " + layer.name, stroke));
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
      Result<GcpSet> next = !entry     ? Result<GcpSet>(entry.status())
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
    ImGui::SetTooltip(
        "The CRS the control points' map coordinates are in. Changing it relabels the points; it does "
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
      ImGui::TextDisabled(
          "A thin-plate spline passes through every enabled point: zero residuals say nothing of "
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

}  // namespace cartouche
