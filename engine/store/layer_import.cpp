#include "store/layer_import.h"

#include <unistd.h>

#include <climits>
#include <cstdio>
#include <filesystem>

#include "store/atomic_file.h"
#include "store/battle_file.h"
#include "store/layer_table.h"
#include "store/raster_tables.h"
#include "store/schema_check.h"
#include "store/working_copy.h"

namespace cartouche {

namespace fs = std::filesystem;

namespace {

// The edited private copy must read back as any file does before it replaces the user's file atomically.
Status checkAndSave(Db& db, const std::string& battlePath, const std::string& what) {
  const std::string context = battlePath + ": the file with " + what + " fails the store's checks";
  if (auto v = checkBattleStructure(db); !v) return Status(v.status()).withContext(context);
  if (auto layers = readLayers(db); !layers) return Status(layers.status()).withContext(context);
  return vacuumIntoAtomically(db, battlePath);
}

}  // namespace

LayerImport::LayerImport(LayerImport&& o) noexcept
    : battlePath_(std::move(o.battlePath_)), copyPath_(std::move(o.copyPath_)) {
  o.copyPath_.clear();
}

LayerImport::~LayerImport() {
  if (copyPath_.empty()) return;
  // Names made in a buffer on the stack: a destructor must not allocate (memory may be what ran out).
  char path[PATH_MAX + 16];
  for (const char* suffix : {"", "-journal", "-wal", "-shm"})
    if (std::snprintf(path, sizeof path, "%s%s", copyPath_.c_str(), suffix) < int(sizeof path)) ::unlink(path);
}

void removeLeftImports(const std::string& folder) { removeEndedProcessFiles(folder, "import-", ".gpkg"); }

std::string importCopyName() { return "import-" + processMark() + ".gpkg"; }

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
  removeLeftImports(folder.string());
  LayerImport imp;
  imp.battlePath_ = battlePath;
  imp.copyPath_ = (folder / importCopyName()).string();
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

namespace {

// What GDAL left in the copy must hold together before it reaches the user's file (store/raster_tables.h).
Status checkGdalTables(Db& db, const std::string& battlePath) {
  Result<std::string> broken = brokenRasterTables(db);
  if (!broken) return broken.status();
  if (broken->empty()) return Status::ok();
  return Status::ioError(battlePath + ": the raster tables written for the new layer are incomplete (" + *broken + ")");
}

}  // namespace

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
    if (Status s = db->exec(std::string("UPDATE ") + table + " SET " + column + " = '" + kGeoPackageEpoch + "'"); !s)
      return s;
  }
  if (Status s = checkGdalTables(*db, battlePath_); !s) return s;
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
    if (found > 1)
      return Status::invalidArgument(battlePath + " has " + std::to_string(found) + " layers named '" + name + "'");
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
