#include "georef_edits.h"

#include <cmath>
#include <limits>

#include "command_runner.h"
#include "edit/layer_commands.h"
#include "geo/crs_coordinates.h"
#include "geo/gcp_points_file.h"
#include "geo/georef.h"
#include "geo/layer_warp.h"
#include "geo/transform.h"

namespace cartouche {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

const MapLayer* findLayer(const Battle& battle, const std::string& name) {
  for (const MapLayer& l : battle.layers)
    if (l.name == name) return &l;
  return nullptr;
}

// The point carried from `from` to `to` when they are different CRSs.
Result<geo::MapPoint> convert(const geo::Crs& from, const std::string& toText, geo::MapPoint p) {
  Result<geo::Crs> to = geo::Crs::parse(toText);
  if (!to) return to.status().withContext("the control points' CRS");
  if (from.isSameAs(*to)) return p;
  Result<geo::MapPoint> moved = geo::transformPoint(from, *to, p);
  if (!moved) return moved.status().withContext("from " + from.name() + " to " + to->name());
  return moved;
}

}  // namespace

GcpSet gcpSetOf(const MapLayer& layer, const Battle& battle) {
  GcpSet set;
  set.points = layer.gcps;
  set.crs = layer.crs;
  if (set.crs.empty() && battle.ground) set.crs = battle.ground->crs;
  set.transform =
      layer.georef == LayerGeoref::Gcps && !layer.transform.empty() ? layer.transform : kDefaultTransformWord;
  return set;
}

MapLayer layerWithGcps(const MapLayer& layer, const GcpSet& set) {
  MapLayer out = layer;
  out.georef = LayerGeoref::Gcps;
  out.crs = set.crs;
  out.transform = set.transform;
  out.gcps = set.points;
  return out;
}

Status setLayerGcps(ToolContext& ctx, const std::string& layerName, const GcpSet& set, const std::string& label,
                    uint64_t stroke) {
  const MapLayer* layer = findLayer(ctx.battle(), layerName);
  if (!layer) return refuse(ctx, Status::notFound("there is no map layer \"" + layerName + "\""));
  MapLayer edited = layerWithGcps(*layer, set);
  if (edited == *layer) return Status::ok();
  return runCommand(ctx, std::make_unique<SetLayer>(layerName, std::move(edited), std::nullopt, label), stroke);
}

geo::GcpList toGcpList(const GcpSet& set) {
  geo::GcpList list;
  for (const LayerGcp& g : set.points)
    list.points.push_back(geo::Gcp{g.label, {g.pixelX, g.pixelY}, {g.mapX, g.mapY}, g.enabled});
  if (!set.crs.empty()) list.crsText = set.crs;
  return list;
}

Result<MapEntry> typedMapPosition(std::string_view text, const std::string& entryCrs, const std::string& gcpCrs) {
  if (entryCrs.empty()) return Status::invalidArgument("give the CRS the coordinates are typed in (EPSG:4326, ...)");
  Result<geo::Crs> crs = geo::Crs::parse(entryCrs);
  if (!crs) return crs.status();
  Result<geo::MapPoint> typed = geo::parseCoordinates(text, *crs);
  if (!typed) return typed.status().withContext("coordinates '" + std::string(text) + "' in " + crs->name());
  if (gcpCrs.empty()) return MapEntry{*typed, entryCrs};
  Result<geo::MapPoint> moved = convert(*crs, gcpCrs, *typed);
  if (!moved) return moved.status();
  return MapEntry{*moved, gcpCrs};
}

Result<MapEntry> pickedMapPosition(Point world, const Battle& battle, const std::string& gcpCrs) {
  if (!battle.ground)
    return Status::invalidArgument(
        "the grid is not placed on the ground yet, so a spot on the map has no map "
        "coordinates: place the grid first, or type the coordinates");
  Result<std::unique_ptr<geo::GroundFrame>> frame = geo::GroundFrame::make(battle.map.grid(), *battle.ground);
  if (!frame) return frame.status();
  const Point ground = (*frame)->worldToGround(world);
  const geo::MapPoint p{ground.x, ground.y};
  if (gcpCrs.empty()) return MapEntry{p, battle.ground->crs};
  Result<geo::MapPoint> moved = convert((*frame)->crs(), gcpCrs, p);
  if (!moved) return moved.status();
  return MapEntry{*moved, gcpCrs};
}

Result<GcpSet> withNewPoint(const GcpSet& set, Point pixel, const MapEntry& entry, const std::string& label) {
  if (!std::isfinite(pixel.x) || !std::isfinite(pixel.y) || !std::isfinite(entry.map.x) || !std::isfinite(entry.map.y))
    return Status::invalidArgument("a control point needs finite pixel and map coordinates");
  GcpSet out = set;
  if (out.crs.empty())
    out.crs = entry.crs;
  else if (entry.crs != out.crs)
    return Status::invalidArgument("the new point is in " + entry.crs + ", the control points in " + out.crs);
  out.points.push_back(LayerGcp{label, pixel.x, pixel.y, entry.map.x, entry.map.y, true});
  return out;
}

GcpTable residualTable(const GcpSet& set) {
  GcpTable table;
  const geo::GcpList list = toGcpList(set);
  table.enabled = list.enabledCount();
  for (size_t i = 0; i < set.points.size(); ++i) {
    GcpRow row;
    row.index = i;
    row.label = geo::gcpLabel(list, i);
    row.point = set.points[i];
    row.predictedPixel = {kNaN, kNaN};
    row.dxPixel = row.dyPixel = row.pixelResidual = kNaN;
    row.dxMap = row.dyMap = row.mapResidual = kNaN;
    table.rows.push_back(row);
  }
  const std::optional<geo::TransformKind> kind = geo::parseTransformCode(set.transform);
  if (!kind) {
    table.problem = "transform '" + set.transform + "' is not one of helmert, poly1, poly2, poly3, projective, tps";
    return table;
  }
  table.needed = geo::minimumPoints(*kind);
  Result<geo::Georeference> g = geo::georeference(list, *kind);
  if (!g) {
    table.problem = g.status().message();
    return table;
  }
  const geo::GeorefReport& report = g->report;
  table.solved = true;
  table.rmsPixel = report.pixelStats.rms;
  table.rmsMap = report.mapStats.rms;
  table.meanErrorPixel = report.pixelStats.qgisMeanError;
  table.meanErrorMap = report.mapStats.qgisMeanError;
  table.exactAtPoints = report.exactAtPoints;
  table.transform = g->transform;
  for (const geo::GcpResidual& r : report.points) {
    if (r.index >= table.rows.size() || !r.placed) continue;
    GcpRow& row = table.rows[r.index];
    row.placed = true;
    row.predictedPixel = r.predictedPixel;
    row.dxPixel = r.pixel.dx;
    row.dyPixel = r.pixel.dy;
    row.pixelResidual = r.pixel.length();
    row.dxMap = r.map.dx;
    row.dyMap = r.map.dy;
    row.mapResidual = r.map.length();
  }
  return table;
}

std::vector<TransformChoice> transformChoices() {
  std::vector<TransformChoice> out;
  for (const std::string& word : layerTransformWords()) {
    TransformChoice c;
    c.word = word;
    if (std::optional<geo::TransformKind> k = geo::parseTransformCode(word)) {
      c.title = geo::transformTitle(*k);
      c.minimumPoints = geo::minimumPoints(*k);
    } else {
      c.title = word;
    }
    out.push_back(c);
  }
  return out;
}

Result<GcpSet> importPointsFile(const std::string& path, const GcpSet& current) {
  Result<geo::PointsFile> file = geo::readPointsFile(path);
  if (!file) return file.status();
  GcpSet out = current;
  out.points.clear();
  for (const geo::Gcp& g : file->gcps.points)
    out.points.push_back(LayerGcp{g.id, g.pixel.x, g.pixel.y, g.map.x, g.map.y, g.enabled});
  if (file->gcps.crsText && !file->gcps.crsText->empty()) {
    Result<geo::Crs> crs = geo::Crs::parse(*file->gcps.crsText);
    if (!crs) return crs.status().withContext(path + ": #CRS line");
    out.crs = *file->gcps.crsText;
  }
  return out;
}

Status exportPointsFile(const std::string& path, const GcpSet& set) {
  geo::PointsFile file;
  file.gcps = toGcpList(set);
  if (!set.crs.empty()) {
    // QGIS writes the CRS as one-line WKT; an EPSG code or PROJ string is turned into it.
    Result<geo::Crs> crs = geo::Crs::parse(set.crs);
    if (!crs) return crs.status().withContext("the control points' CRS");
    file.gcps.crsText = crs->wkt();
  }
  const GcpTable table = residualTable(set);
  if (table.solved)
    for (const GcpRow& row : table.rows)
      file.residuals.push_back(row.placed ? geo::PointsResidual{row.dxPixel, -row.dyPixel} : geo::PointsResidual{});
  return geo::writePointsFile(path, file);
}

}  // namespace cartouche
