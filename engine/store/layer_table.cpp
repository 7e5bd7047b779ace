#include "store/layer_table.h"

#include <unistd.h>

#include <atomic>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <map>

#include "store/atomic_file.h"
#include "store/battle_file.h"
#include "store/row_reader.h"
#include "store/schema_check.h"
#include "store/working_copy.h"

namespace cartouche {

namespace fs = std::filesystem;

namespace {

constexpr const char* kKindNames[] = {"embed", "link"};
constexpr const char* kGeorefNames[] = {"none", "geotransform", "gcps"};
constexpr const char* kTransformNames[] = {"helmert", "poly1", "poly2", "poly3", "projective", "tps"};
constexpr const char* kEpoch = "1970-01-01T00:00:00.000Z";

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
      if (layer.georef == LayerGeoref::GeoTransform) st->bind(10 + i, layer.geoTransform[size_t(i)]);
      else st->bindNull(10 + i);
    }
    st->bind(16, std::string_view(layer.georef == LayerGeoref::Gcps ? layer.transform : std::string()));
    if (Status s = st->run(); !s) return s;
  }
  if (layer.georef != LayerGeoref::Gcps) return Status::ok();  // the file keeps points only with a GCP transform
  return insertGcps(db, *id, layer.gcps);
}

// The edited private copy must read back as any file does before it replaces the user's file atomically.
Status checkAndSave(Db& db, const std::string& battlePath, const std::string& what) {
  const std::string context = battlePath + ": the file with " + what + " fails the store's checks";
  if (auto v = checkBattleStructure(db); !v) return Status(v.status()).withContext(context);
  if (auto layers = readLayers(db); !layers) return Status(layers.status()).withContext(context);
  return vacuumIntoAtomically(db, battlePath);
}

}  // namespace

Status writeLayers(Db& db, const std::vector<MapLayer>& layers) {
  for (const MapLayer& layer : layers) {
    if (Status s = checkMapLayer(layer); !s) return s;
    if (Status s = checkLayerSource(layer.kind, layer.source); !s) return Status(s).withContext("layer '" + layer.name + "'");
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

LayerImport::LayerImport(LayerImport&& o) noexcept
    : battlePath_(std::move(o.battlePath_)), copyPath_(std::move(o.copyPath_)) {
  o.copyPath_.clear();
}

LayerImport::~LayerImport() {
  if (copyPath_.empty()) return;
  std::error_code ec;
  for (const char* suffix : {"", "-journal", "-wal", "-shm"}) fs::remove(copyPath_ + suffix, ec);
}

Result<LayerImport> LayerImport::start(const std::string& battlePath) {
  if (Status s = checkSqliteHeader(battlePath); !s) return s;
  {
    auto db = Db::open(battlePath, Db::Mode::ReadOnlyUntrusted);
    if (!db) return db.status();
    if (auto v = checkBattleStructure(*db); !v) return v.status();
  }
  const fs::path folder = fs::path(WorkingCopy::stateDir()) / "imports";
  std::error_code ec;
  fs::create_directories(folder, ec);
  if (ec) return Status::ioError(folder.string() + ": " + ec.message());
  static std::atomic<int> counter{0};
  LayerImport imp;
  imp.battlePath_ = battlePath;
  imp.copyPath_ = (folder / ("import-" + std::to_string(::getpid()) + "-" + std::to_string(counter++) + ".gpkg"))
                      .string();
  if (Status s = copyFileDurably(battlePath, imp.copyPath_); !s) return s;
  auto db = Db::open(imp.copyPath_, Db::Mode::ReadWrite);
  if (!db) return db.status();
  auto version = checkBattleStructure(*db);
  if (!version) return Status(version.status()).withContext(battlePath);
  if (Status s = migrateToCurrent(*db, *version); !s) return s.withContext(battlePath);
  return imp;
}

Result<std::string> LayerImport::freeTableName() {
  auto db = Db::open(copyPath_, Db::Mode::ReadWrite);
  if (!db) return db.status();
  return freeRasterTableName(*db);
}

Result<std::string> freeRasterTableName(Db& db) {
  for (int i = 1; i < 100000; ++i) {
    const std::string name = "layer_" + std::to_string(i);
    auto used = db.queryInt("SELECT count(*) FROM sqlite_master WHERE lower(name) = '" + name +
                            "' OR lower(tbl_name) = '" + name + "'");
    if (!used) return used.status();
    auto listed = db.queryInt("SELECT count(*) FROM gpkg_contents WHERE lower(table_name) = '" + name + "'");
    if (!listed) return listed.status();
    if (*used == 0 && *listed == 0) return name;
  }
  return Status::unsupported(db.path() + ": too many raster tables");
}

namespace {

// Runs `sql` with `table` bound to ?1 and returns every row's first column as text.
Result<std::vector<std::string>> texts(Db& db, const std::string& sql, const std::string& table) {
  auto st = db.prepare(sql);
  if (!st) return st.status();
  st->bind(1, std::string_view(table));
  std::vector<std::string> out;
  Status s;
  while (st->step(s)) out.push_back(st->text(0));
  if (!s) return s;
  return out;
}

Status adoptInTransaction(Db& db, const std::string& gpkgPath, const std::string& table) {
  auto kind = texts(db, "SELECT data_type FROM imp.gpkg_contents WHERE table_name = ?1", table);
  if (!kind) return kind.status();
  if (kind->size() != 1 || kind->front() != "tiles")
    return Status::invalidArgument(gpkgPath + ": '" + table + "' is not a raster tile table there");
  auto ddl = texts(db, "SELECT sql FROM imp.sqlite_master WHERE type = 'table' AND name = ?1", table);
  if (!ddl) return ddl.status();
  if (ddl->size() != 1) return Status::invalidArgument(gpkgPath + ": no table '" + table + "'");
  auto indexes = texts(db,
                       "SELECT sql FROM imp.sqlite_master WHERE type = 'index' AND tbl_name = ?1 AND sql IS NOT NULL",
                       table);
  if (!indexes) return indexes.status();
  // The spatial reference: kept when the working copy has the same definition under the same id, else renumbered.
  auto srsId = db.queryInt("SELECT srs_id FROM imp.gpkg_contents WHERE table_name = '" + table + "'");
  if (!srsId) return srsId.status();
  int64_t newSrs = *srsId;
  {
    auto same = db.queryInt("SELECT count(*) FROM main.gpkg_spatial_ref_sys m JOIN imp.gpkg_spatial_ref_sys i "
                            "ON m.srs_id = i.srs_id WHERE i.srs_id = " + std::to_string(*srsId) +
                            " AND m.definition = i.definition");
    if (!same) return same.status();
    if (*same == 0) {
      auto taken = db.queryInt("SELECT count(*) FROM main.gpkg_spatial_ref_sys WHERE srs_id = " +
                               std::to_string(*srsId));
      if (!taken) return taken.status();
      if (*taken != 0) {
        auto next = db.queryInt("SELECT max(100000, max(srs_id) + 1) FROM main.gpkg_spatial_ref_sys");
        if (!next) return next.status();
        newSrs = *next;
      }
      const std::string copySrs =
          "INSERT INTO main.gpkg_spatial_ref_sys (srs_name, srs_id, organization, organization_coordsys_id, "
          "definition, description) SELECT srs_name, " + std::to_string(newSrs) +
          ", organization, organization_coordsys_id, definition, description FROM imp.gpkg_spatial_ref_sys "
          "WHERE srs_id = " + std::to_string(*srsId);
      if (Status s = db.exec(copySrs); !s) return s;
    }
  }
  // The GeoPackage tables a tile pyramid needs, as GDAL created them, when the working copy has none yet.
  for (const char* support : {"gpkg_tile_matrix_set", "gpkg_tile_matrix", "gpkg_extensions"}) {
    auto here = db.queryInt(std::string("SELECT count(*) FROM main.sqlite_master WHERE name = '") + support + "'");
    if (!here) return here.status();
    if (*here) continue;
    auto made = texts(db, "SELECT sql FROM imp.sqlite_master WHERE type = 'table' AND name = ?1", support);
    if (!made) return made.status();
    for (const std::string& sql : *made)
      if (Status s = db.exec(sql); !s) return s;
  }
  const std::string quoted = "\"" + table + "\"";  // a plain identifier: checked by the caller
  if (Status s = db.exec(ddl->front()); !s) return s;
  for (const std::string& sql : *indexes)
    if (Status s = db.exec(sql); !s) return s;
  if (Status s = db.exec("INSERT INTO main." + quoted + " SELECT * FROM imp." + quoted); !s) return s;
  const std::string where = " WHERE table_name = '" + table + "'";
  const std::string srs = std::to_string(newSrs);
  if (Status s = db.exec("INSERT INTO main.gpkg_contents (table_name, data_type, identifier, description, last_change, "
                         "min_x, min_y, max_x, max_y, srs_id) SELECT table_name, data_type, identifier, description, '" +
                         std::string(kEpoch) + "', min_x, min_y, max_x, max_y, " + srs + " FROM imp.gpkg_contents" +
                         where);
      !s)
    return s;
  if (Status s = db.exec("INSERT INTO main.gpkg_tile_matrix_set (table_name, srs_id, min_x, min_y, max_x, max_y) "
                         "SELECT table_name, " + srs + ", min_x, min_y, max_x, max_y FROM imp.gpkg_tile_matrix_set" +
                         where);
      !s)
    return s;
  if (Status s = db.exec("INSERT INTO main.gpkg_tile_matrix SELECT * FROM imp.gpkg_tile_matrix" + where); !s) return s;
  auto hasExtensions = db.queryInt("SELECT count(*) FROM imp.sqlite_master WHERE name = 'gpkg_extensions'");
  if (!hasExtensions) return hasExtensions.status();
  if (*hasExtensions)
    if (Status s = db.exec("INSERT OR IGNORE INTO main.gpkg_extensions SELECT * FROM imp.gpkg_extensions" + where); !s)
      return s;
  return Status::ok();
}

}  // namespace

Result<int> pruneUnusedRasterTables(Db& db) {
  std::vector<std::string> unused;
  {
    auto st = db.prepare(
        "SELECT table_name FROM gpkg_contents WHERE data_type = 'tiles' AND table_name NOT IN "
        "(SELECT source FROM battle_layers WHERE kind = 'embed')");
    if (!st) return st.status();
    Status s;
    while (st->step(s)) unused.push_back(st->text(0));
    if (!s) return s;
  }
  if (unused.empty()) return 0;
  if (Status s = db.exec("BEGIN IMMEDIATE"); !s) return s;
  Status s = Status::ok();
  for (const std::string& table : unused) {
    // Names come from the file: only plain identifiers are quoted into SQL; anything else is left alone.
    if (!checkLayerSource(LayerKind::Embedded, table)) continue;
    const std::string where = " WHERE table_name = '" + table + "'";
    s = db.exec("DROP TABLE IF EXISTS \"" + table + "\"");
    for (const char* rows : {"gpkg_tile_matrix", "gpkg_tile_matrix_set", "gpkg_contents"})
      if (s) s = db.exec(std::string("DELETE FROM ") + rows + where);
    if (s) {
      auto extensions = db.queryInt("SELECT count(*) FROM sqlite_master WHERE name = 'gpkg_extensions'");
      s = !extensions ? extensions.status() : *extensions ? db.exec("DELETE FROM gpkg_extensions" + where) : s;
    }
    if (!s) break;
  }
  if (!s) {
    (void)db.exec("ROLLBACK");
    return s;
  }
  if (Status c = db.exec("COMMIT"); !c) return c;
  if (Status v = db.exec("VACUUM"); !v) return v;
  return int(unused.size());
}

Status adoptRasterTable(Db& db, const std::string& gpkgPath, const std::string& table) {
  if (Status s = checkLayerSource(LayerKind::Embedded, table); !s) return s;
  auto used = db.queryInt("SELECT count(*) FROM sqlite_master WHERE lower(name) = lower('" + table +
                          "') OR lower(tbl_name) = lower('" + table + "')");
  if (!used) return used.status();
  if (*used) return Status::invalidArgument(db.path() + " already has a table '" + table + "'");
  {
    auto attach = db.prepare("ATTACH DATABASE ?1 AS imp");
    if (!attach) return attach.status();
    const std::string uri = sqliteFileUri(gpkgPath) + "?mode=ro";
    attach->bind(1, std::string_view(uri));
    if (Status s = attach->run(); !s) return Status(s).withContext(gpkgPath);
  }
  Status result = db.exec("BEGIN IMMEDIATE");
  if (result) {
    result = adoptInTransaction(db, gpkgPath, table);
    result = result ? db.exec("COMMIT") : (db.exec("ROLLBACK"), result);
  }
  Status detached = db.exec("DETACH DATABASE imp");
  if (!result) return result;
  return detached;
}

Status LayerImport::finish(const MapLayer& layer) {
  if (Status s = checkLayerSource(layer.kind, layer.source); !s) return s;
  if (!(layer.opacity >= 0 && layer.opacity <= 1)) return Status::invalidArgument("layer opacity not in 0..1");
  auto db = Db::open(copyPath_, Db::Mode::ReadWrite);
  if (!db) return db.status();
  if (Status s = db->exec("BEGIN IMMEDIATE"); !s) return s;
  // GDAL's tile-matrix triggers: GeoPackage 1.2 made them optional, and the store refuses every trigger in a file
  // (they would run code on each edit). The copy had none before GDAL wrote into it (start() checked), so every
  // trigger here is GDAL's.
  {
    std::vector<std::string> triggers;
    auto st = db->prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'");
    if (!st) return st.status();
    Status s;
    while (st->step(s)) triggers.push_back(st->text(0));
    if (!s) return s;
    for (const std::string& t : triggers) {
      std::string quoted;
      for (char c : t) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
      if (Status d = db->exec("DROP TRIGGER \"" + quoted + "\""); !d) return d;
    }
  }
  for (const char* table : {"gpkg_contents", "gpkg_metadata_reference"}) {
    auto exists = db->queryInt(std::string("SELECT count(*) FROM sqlite_master WHERE name = '") + table + "'");
    if (!exists) return exists.status();
    if (*exists == 0) continue;
    const char* column = std::string(table) == "gpkg_contents" ? "last_change" : "timestamp";
    if (Status s = db->exec(std::string("UPDATE ") + table + " SET " + column + " = '" + kEpoch + "'"); !s) return s;
  }
  if (Status s = insertLayerRow(*db, layer); !s) return s;
  if (Status s = db->exec("COMMIT"); !s) return s;
  return checkAndSave(*db, battlePath_, "the new layer");
}

Status setBattleLayerGcps(const std::string& battlePath, const std::string& name, const std::vector<LayerGcp>& gcps,
                          const std::string& transform, const std::string& crsText) {
  Result<LayerImport> copy = LayerImport::start(battlePath);
  if (!copy) return copy.status();
  Result<Db> db = Db::open(copy->copyPath(), Db::Mode::ReadWrite);
  if (!db) return db.status();
  if (Status s = db->exec("BEGIN IMMEDIATE"); !s) return s;
  int64_t id = 0;
  {
    Result<Stmt> st = db->prepare("SELECT id FROM battle_layers WHERE name = ?");
    if (!st) return st.status();
    st->bind(1, std::string_view(name));
    Status s;
    int found = 0;
    while (st->step(s)) {
      id = st->integer(0);
      ++found;
    }
    if (!s) return s;
    if (found == 0) return Status::notFound(battlePath + " has no layer named '" + name + "'");
    if (found > 1) return Status::invalidArgument(battlePath + " has " + std::to_string(found) +
                                                  " layers named '" + name + "'");
  }
  {
    Result<Stmt> st = db->prepare(
        "UPDATE battle_layers SET georef = 'gcps', transform = ?, crs = ?, gt_0 = NULL, gt_1 = NULL, gt_2 = NULL, "
        "gt_3 = NULL, gt_4 = NULL, gt_5 = NULL WHERE id = ?");
    if (!st) return st.status();
    st->bind(1, std::string_view(transform));
    st->bind(2, std::string_view(crsText));
    st->bind(3, id);
    if (Status s = st->run(); !s) return s;
  }
  if (Status s = db->exec("DELETE FROM battle_layer_gcps WHERE layer_id = " + std::to_string(id)); !s) return s;
  if (Status s = insertGcps(*db, id, gcps); !s) return s;
  if (Status s = db->exec("COMMIT"); !s) return s;
  return checkAndSave(*db, battlePath, "the new control points");
}

}  // namespace cartouche
