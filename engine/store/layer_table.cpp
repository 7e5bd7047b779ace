// The layer rows and their control points (battle_layers, battle_layer_gcps): read and checked, written, and the
// sources a layer may name.
#include "store/layer_table.h"

#include <cctype>
#include <cmath>
#include <filesystem>
#include <map>

#include "store/battle_file.h"
#include "store/row_reader.h"
#include "store/schema_check.h"

namespace cartouche {

namespace fs = std::filesystem;

namespace {

constexpr const char* kKindNames[] = {"embed", "link"};
constexpr const char* kGeorefNames[] = {"none", "geotransform", "gcps"};
constexpr const char* kTransformNames[] = {"helmert", "poly1", "poly2", "poly3", "projective", "tps"};

bool isIdentifier(const std::string& s) {
  if (s.empty() || s.size() > 64 || !(std::isalpha(uint8_t(s[0])) || s[0] == '_')) return false;
  for (char c : s)
    if (!(std::isalnum(uint8_t(c)) || c == '_')) return false;
  return true;
}

Status readGcps(Db& db, std::map<int64_t, MapLayer*>& byId) {
  auto st = db.prepare(
      "SELECT id, layer_id, position, label, pixel_x, pixel_y, map_x, map_y, enabled FROM battle_layer_gcps "
      "ORDER BY layer_id, position");
  if (!st) return st.status();
  Status s;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_layer_gcps");
    const int64_t layerId = row.integer(1, "layer_id", 1, INT64_MAX);
    const int64_t position = row.integer(2, "position", 1, 1000000);
    LayerGcp g;
    g.label = row.text(3, "label");
    g.pixelX = row.real(4, "pixel_x");
    g.pixelY = row.real(5, "pixel_y");
    g.mapX = row.real(6, "map_x");
    g.mapY = row.real(7, "map_y");
    g.enabled = row.boolean(8, "enabled");
    if (!row.ok()) return row.status();
    for (double v : {g.pixelX, g.pixelY, g.mapX, g.mapY})
      if (!std::isfinite(v)) return row.fail("coordinates", "not a finite number");
    auto it = byId.find(layerId);
    if (it == byId.end()) return row.fail("layer_id", "no layer has id " + std::to_string(layerId));
    MapLayer& layer = *it->second;
    if (layer.georef != LayerGeoref::Gcps) return row.fail("layer_id", "the layer is not georeferenced by GCPs");
    if (position != int64_t(layer.gcps.size()) + 1)
      return row.fail("position", std::to_string(position) + " where " + std::to_string(layer.gcps.size() + 1) +
                                      " is expected (positions run 1, 2, ... per layer)");
    layer.gcps.push_back(std::move(g));
  }
  return s;
}

}  // namespace

// The rows of a layer's control points, numbered from 1 in order.
Status insertGcps(Db& db, int64_t layerId, const std::vector<LayerGcp>& gcps) {
  auto st = db.prepare(
      "INSERT INTO battle_layer_gcps (layer_id, position, label, pixel_x, pixel_y, map_x, map_y, enabled) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  if (!st) return st.status();
  int64_t position = 1;
  for (const LayerGcp& g : gcps) {
    st->bind(1, layerId);
    st->bind(2, position++);
    st->bind(3, std::string_view(g.label));
    st->bind(4, g.pixelX);
    st->bind(5, g.pixelY);
    st->bind(6, g.mapX);
    st->bind(7, g.mapY);
    st->bind(8, int64_t(g.enabled));
    if (Status s = st->run(); !s) return s;
  }
  return Status::ok();
}

// One layer row on top of the stack (the next position and id), with its control points.
Status insertLayerRow(Db& db, const MapLayer& layer) {
  auto position = db.queryInt("SELECT coalesce(max(position), 0) + 1 FROM battle_layers");
  if (!position) return position.status();
  auto id = db.queryInt("SELECT coalesce(max(id), 0) + 1 FROM battle_layers");
  if (!id) return id.status();
  {
    auto st = db.prepare(
        "INSERT INTO battle_layers (id, position, name, kind, source, visible, opacity, crs, georef, gt_0, gt_1, "
        "gt_2, gt_3, gt_4, gt_5, transform) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    if (!st) return st.status();
    st->bind(1, *id);
    st->bind(2, *position);
    st->bind(3, std::string_view(layer.name));
    st->bind(4, std::string_view(kKindNames[int(layer.kind)]));
    st->bind(5, std::string_view(layer.source));
    st->bind(6, int64_t(layer.visible));
    st->bind(7, layer.opacity);
    st->bind(8, std::string_view(layer.crs));
    st->bind(9, std::string_view(kGeorefNames[int(layer.georef)]));
    for (int i = 0; i < 6; ++i) {
      if (layer.georef == LayerGeoref::GeoTransform)
        st->bind(10 + i, layer.geoTransform[size_t(i)]);
      else
        st->bindNull(10 + i);
    }
    st->bind(16, std::string_view(layer.georef == LayerGeoref::Gcps ? layer.transform : std::string()));
    if (Status s = st->run(); !s) return s;
  }
  if (layer.georef != LayerGeoref::Gcps) return Status::ok();  // the file keeps points only with a GCP transform
  return insertGcps(db, *id, layer.gcps);
}

Status writeLayers(Db& db, const std::vector<MapLayer>& layers) {
  for (const MapLayer& layer : layers) {
    if (Status s = checkMapLayer(layer); !s) return s;
    if (Status s = checkLayerSource(layer.kind, layer.source); !s)
      return Status(s).withContext("layer '" + layer.name + "'");
  }
  if (Status s = db.exec("DELETE FROM battle_layer_gcps"); !s) return s;
  if (Status s = db.exec("DELETE FROM battle_layers"); !s) return s;
  for (const MapLayer& layer : layers)
    if (Status s = insertLayerRow(db, layer); !s) return s;
  return Status::ok();
}

Status checkLayerSource(LayerKind kind, const std::string& source) {
  if (kind == LayerKind::Embedded) {
    if (!isIdentifier(source))
      return Status::invalidArgument("raster table name '" + source + "' is not a plain identifier");
    if (source.rfind("gpkg_", 0) == 0 || source.rfind("battle_", 0) == 0 || source.rfind("sqlite_", 0) == 0)
      return Status::invalidArgument("raster table name '" + source + "' is reserved");
    return Status::ok();
  }
  if (source.empty()) return Status::invalidArgument("linked path is empty");
  if (source.find('\0') != std::string::npos || source.find('\\') != std::string::npos)
    return Status::invalidArgument("linked path '" + source + "' holds a backslash or NUL");
  if (source.find(':') != std::string::npos)
    return Status::invalidArgument("linked path '" + source + "' holds a ':' (a URL or scheme is never followed)");
  if (source[0] == '/') return Status::invalidArgument("linked path '" + source + "' is absolute");
  for (const fs::path& part : fs::path(source))
    if (part == "..") return Status::invalidArgument("linked path '" + source + "' leaves the battle's folder (..)");
  return Status::ok();
}

Result<std::vector<MapLayer>> readLayers(Db& db) {
  std::vector<MapLayer> layers;
  std::vector<int64_t> ids;
  auto st = db.prepare(
      "SELECT id, position, name, kind, source, visible, opacity, crs, georef, gt_0, gt_1, gt_2, gt_3, gt_4, gt_5, "
      "transform FROM battle_layers ORDER BY position");
  if (!st) return st.status();
  Status s;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_layers");
    MapLayer l;
    const int64_t position = row.integer(1, "position", 1, 100000);
    l.name = row.text(2, "name");
    l.kind = LayerKind(row.code(3, "kind", kKindNames));
    l.source = row.text(4, "source");
    l.visible = row.boolean(5, "visible");
    l.opacity = row.real(6, "opacity");
    l.crs = row.text(7, "crs");
    l.georef = LayerGeoref(row.code(8, "georef", kGeorefNames));
    if (!row.ok()) return row.status();
    if (position != int64_t(layers.size()) + 1)
      return row.fail("position", std::to_string(position) + " where " + std::to_string(layers.size() + 1) +
                                      " is expected (positions run 1, 2, ... without gaps)");
    if (!(l.opacity >= 0 && l.opacity <= 1)) return row.fail("opacity", "not in 0..1");
    if (Status v = checkLayerSource(l.kind, l.source); !v) return row.fail("source", v.message());
    if (l.georef == LayerGeoref::GeoTransform) {
      for (int i = 0; i < 6; ++i) {
        l.geoTransform[size_t(i)] = row.real(9 + i, "geotransform");
        if (!row.ok()) return row.status();
        if (!std::isfinite(l.geoTransform[size_t(i)])) return row.fail("geotransform", "not a finite number");
      }
      if (l.geoTransform[1] * l.geoTransform[5] - l.geoTransform[2] * l.geoTransform[4] == 0)
        return row.fail("geotransform", "singular (the pixels have no area on the ground)");
    } else {
      for (int i = 0; i < 6; ++i)
        if (st->type(9 + i) != SQLITE_NULL) return row.fail("geotransform", "set on a layer without one");
    }
    const std::string transform = row.text(15, "transform");
    if (!row.ok()) return row.status();
    if (l.georef == LayerGeoref::Gcps) {
      if (!codeIndex(kTransformNames, transform))
        return row.fail("transform", "'" + transform + "' is not one of " + codeList(kTransformNames));
      l.transform = transform;
    } else if (!transform.empty()) {
      return row.fail("transform", "set on a layer not georeferenced by GCPs");
    }
    ids.push_back(row.id());
    layers.push_back(std::move(l));
  }
  if (!s) return s;
  std::map<int64_t, MapLayer*> byId;
  for (size_t i = 0; i < layers.size(); ++i) byId[ids[i]] = &layers[i];
  if (Status g = readGcps(db, byId); !g) return g;
  return layers;
}

Result<std::vector<MapLayer>> readBattleLayers(const std::string& path) {
  if (Status s = checkSqliteHeader(path); !s) return s;
  auto db = Db::open(path, Db::Mode::ReadOnlyUntrusted);
  if (!db) return db.status();
  auto version = checkBattleStructure(*db);
  if (!version) return version.status();
  if (*version < 4) return std::vector<MapLayer>{};
  return readLayers(*db);
}

}  // namespace cartouche
