#include "ground_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <limits>

#include "edit/layer_commands.h"
#include "geo/crs.h"
#include "geo/gcp.h"
#include "geo/grid_placement.h"
#include "geo/transform.h"
#include "grid_panel.h"

namespace cartouche {

namespace {

const ImVec4 kProblemColour(0.95f, 0.35f, 0.3f, 1.f);

// The layer CRS position of pixel (x, y) through the layer's georeferencing.
Result<Point> layerPixelToCrs(const MapLayer& layer, double x, double y) {
  if (layer.georef == LayerGeoref::GeoTransform) {
    const auto& g = layer.geoTransform;
    return Point{g[0] + x * g[1] + y * g[2], g[3] + x * g[4] + y * g[5]};
  }
  if (layer.georef == LayerGeoref::Gcps) {
    std::optional<geo::TransformKind> kind = geo::parseTransformCode(layer.transform);
    if (!kind)
      return Status::invalidArgument("layer '" + layer.name + "': unknown transform '" + layer.transform + "'");
    geo::GcpList list;
    for (const LayerGcp& p : layer.gcps)
      list.points.push_back(geo::Gcp{p.label, {p.pixelX, p.pixelY}, {p.mapX, p.mapY}, p.enabled});
    Result<geo::GcpTransform> t = geo::GcpTransform::solve(*kind, list);
    if (!t) return Status::invalidArgument("layer '" + layer.name + "': " + t.status().message());
    Result<geo::MapPoint> m = t->forward({x, y});
    if (!m) return Status::invalidArgument("layer '" + layer.name + "': " + m.status().message());
    return Point{m->x, m->y};
  }
  return Status::invalidArgument("layer '" + layer.name + "' is not georeferenced yet: place control points on it");
}

}  // namespace

Result<std::string> describeGroundCrs(const std::string& crs) {
  if (crs.empty()) return Status::invalidArgument("give the battle's CRS: an EPSG code (EPSG:2180), PROJ or WKT");
  Result<double> metres = geo::projectedCrsMetresPerUnit(crs);
  if (!metres) return metres.status();
  Result<geo::Crs> parsed = geo::Crs::parse(crs);
  if (!parsed) return parsed.status();
  return parsed->name() + " (" + parsed->unitName() + ")";
}

Status applyGround(ToolContext& ctx, const GroundPlacement& ground) {
  Result<geo::GridPlacement> placement = geo::makeGridPlacement(ctx.battle().map.grid(), ground);
  if (!placement) return placement.status();
  if (ctx.battle().ground == ground) return Status::ok();
  return runCommand(ctx, std::make_unique<SetGround>(ground, "Place the grid on the ground"));
}

Status removeGround(ToolContext& ctx) {
  if (!ctx.battle().ground) return Status::ok();
  return runCommand(ctx, std::make_unique<SetGround>(std::nullopt, "Remove the ground placement"));
}

Result<GroundPlacement> placementOnLayer(const Battle& battle, const MapLayer& layer, int width, int height) {
  if (layer.crs.empty())
    return Status::invalidArgument("layer '" + layer.name + "' has no CRS: the grid cannot take it");
  Result<double> metres = geo::projectedCrsMetresPerUnit(layer.crs);
  if (!metres) return Status::invalidArgument("layer '" + layer.name + "': " + metres.status().message());
  if (width <= 0 || height <= 0)
    return Status::invalidArgument("layer '" + layer.name + "' is not open yet: its size is unknown");
  Result<Point> centre = layerPixelToCrs(layer, width / 2.0, height / 2.0);
  if (!centre) return centre.status();
  // With hex 0101 at the CRS's origin, the map's centre (the middle of its hex centres) lies at `mid`; the grid is
  // a rigid motion of the ground, so moving the origin by (centre - mid) brings the map's centre onto the layer's.
  GroundPlacement ground{layer.crs, Point{0, 0}, battle.ground ? battle.ground->rotationDegrees : 0.0};
  const geo::GridPlacement at0(battle.map.grid(), ground, *metres);
  double minX = std::numeric_limits<double>::max(), minY = minX, maxX = -minX, maxY = -minX;
  for (int k = 0; k < battle.map.hexCount(); ++k) {
    const Point p = at0.hexCentre(battle.map.hexAt(k));
    minX = std::min(minX, p.x), maxX = std::max(maxX, p.x);
    minY = std::min(minY, p.y), maxY = std::max(maxY, p.y);
  }
  ground.origin = Point{centre->x - (minX + maxX) / 2, centre->y - (minY + maxY) / 2};
  return ground;
}

void GroundPanel::follow(const Battle& battle) {
  if (seenOnce_ && seen_ == battle.ground) return;
  seenOnce_ = true;
  seen_ = battle.ground;
  if (battle.ground) draft_ = *battle.ground;
}

void GroundPanel::draw(LayerUiContext& ctx, const std::vector<LayerStatus>& statuses) {
  ToolContext& tool = ctx.panel.tool;
  const Battle& battle = ctx.battleData();
  follow(battle);
  placeOnLayerRect.reset();

  ImGui::TextWrapped("%s",
                     battle.ground ? "The grid is placed on the ground." : "The grid is not placed on the ground.");
  ImGui::InputTextWithHint("CRS", "EPSG:2180", &draft_.crs);
  places["ground:crs"] = lastItemCentre();  // Tab then moves on to the origin's x and y
  if (draft_.crs != checkedCrs_ || checkedCrs_.empty()) {
    checkedCrs_ = draft_.crs;
    crsName_ = describeGroundCrs(draft_.crs);
  }
  if (crsName_) {
    ImGui::TextDisabled("%s", crsName_->c_str());
  } else if (draft_.crs.empty()) {  // nothing typed yet: what to type, not an error
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
    ImGui::TextWrapped(
        "Type the battle's projected CRS (an EPSG code such as EPSG:2180), or place the grid on a "
        "georeferenced layer below.");
    ImGui::PopStyleColor();
  } else {
    ImGui::PushStyleColor(ImGuiCol_Text, kProblemColour);
    ImGui::TextWrapped("%s", crsName_.status().message().c_str());
    ImGui::PopStyleColor();
  }
  double origin[2] = {draft_.origin.x, draft_.origin.y};
  // The long labels sit above full-width fields, so the window's width never clips them.
  ImGui::TextUnformatted("Hex 0101 centre (x east, y north)");
  ImGui::SetNextItemWidth(-1);
  if (ImGui::InputScalarN("##origin", ImGuiDataType_Double, origin, 2, nullptr, nullptr, "%.2f"))
    draft_.origin = Point{origin[0], origin[1]};
  ImGui::TextUnformatted("Rotation (degrees clockwise)");
  ImGui::SetNextItemWidth(-1);
  ImGui::InputDouble("##rotation", &draft_.rotationDegrees, 0.0, 0.0, "%.3f");

  const GridSettings& grid = battle.map.grid();
  if (!ImGui::IsAnyItemActive() || hexMetres_ <= 0) hexMetres_ = grid.hexSizeMetres;
  ImGui::TextUnformatted("Hex size (metres across the flats)");
  ImGui::SetNextItemWidth(-1);
  ImGui::InputDouble("##hexsize", &hexMetres_, 0.0, 0.0, "%.1f");
  if (ImGui::IsItemDeactivatedAfterEdit() && hexMetres_ != grid.hexSizeMetres) {
    GridSettings wanted = grid;
    wanted.hexSizeMetres = hexMetres_;
    Status s = applyGridSettings(tool, wanted);
    error_ = s ? "" : s.message();
    hexMetres_ = battle.map.grid().hexSizeMetres;
  }

  if (ImGui::Button("Apply")) {
    Status s = applyGround(tool, draft_);
    error_ = s ? "" : s.message();
  }
  places["ground:apply"] = lastItemCentre();
  ImGui::SameLine();
  ImGui::BeginDisabled(!battle.ground);
  if (ImGui::Button("Remove placement")) {
    Status s = removeGround(tool);
    error_ = s ? "" : s.message();
  }
  ImGui::EndDisabled();

  if (!battle.layers.empty()) {
    bool known = false;
    for (const MapLayer& l : battle.layers) known = known || l.name == layer_;
    if (!known) layer_ = battle.layers.back().name;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.4f);
    if (ImGui::BeginCombo("##layer", layer_.c_str())) {
      for (size_t i = battle.layers.size(); i-- > 0;)
        if (ImGui::Selectable(battle.layers[i].name.c_str(), battle.layers[i].name == layer_))
          layer_ = battle.layers[i].name;
      ImGui::EndCombo();
    }
    ImGui::SameLine();
    const bool place = ImGui::Button(("Place the grid on layer " + layer_).c_str());
    placeOnLayerRect = std::make_pair(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    if (place) {
      const MapLayer* layer = nullptr;
      for (const MapLayer& l : battle.layers)
        if (l.name == layer_) layer = &l;
      int width = 0, height = 0;
      for (const LayerStatus& s : statuses)
        if (s.name == layer_ && s.open) width = s.width, height = s.height;
      Result<GroundPlacement> placed = placementOnLayer(battle, *layer, width, height);
      Status s = placed ? applyGround(tool, *placed) : placed.status();
      error_ = s ? "" : s.message();
    }
  }
  if (!error_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, kProblemColour);
    ImGui::TextWrapped("%s", error_.c_str());
    ImGui::PopStyleColor();
  }
}

}  // namespace cartouche
