// The battle's period map layers in the file (schema v4: battle_layers, battle_layer_gcps), and the one way a new
// layer gets into a user's file: a private import copy of the file (checked and migrated in the state folder, never
// the user's file) into which GDAL writes the raster tiles, then the layer row, then the store's atomic save. The
// user's file is a whole old or whole new version at every moment. Not thread-safe: one import per copy.
#pragma once

#include <string>
#include <vector>

#include "model/map_layer.h"
#include "base/status.h"
#include "store/sqlite_db.h"

namespace cartouche {

// Reads and checks every layer row (positions 1, 2, ... without gaps, kind, georef and transform words, opacity in
// 0..1, a linked source that is a plain relative path, GCPs of existing layers). Errors name the file, table, row
// and field.
Result<std::vector<MapLayer>> readLayers(Db& db);
// Replaces every layer row (and control point) with `layers`, bottom first. REQUIRES: the current layout; the caller
// owns the transaction. The raster tables are not touched: a removed layer's table stays in the file.
Status writeLayers(Db& db, const std::vector<MapLayer>& layers);
// The layers of a battle file (none for files older than schema v4). The file is opened defensively and only read.
Result<std::vector<MapLayer>> readBattleLayers(const std::string& path);

// Refuses a source that cannot be stored: an embedded table name that is not a plain identifier, a linked path that
// is empty, absolute, has a `..` part, a backslash or a scheme (`/vsi...`, `http:`).
Status checkLayerSource(LayerKind kind, const std::string& source);

// Sets the georeferencing of the layer called `name` to `gcps` (in order, disabled ones too) with `transform` (a
// MapLayer::transform word) and the CRS of their map coordinates, replacing any geotransform or earlier points. Goes
// through a private migrated copy and the atomic save, like a layer import: on any error the file is untouched.
// NotFound when no layer has that name; InvalidArgument when two do.
Status setBattleLayerGcps(const std::string& battlePath, const std::string& name, const std::vector<LayerGcp>& gcps,
                          const std::string& transform, const std::string& crs);

// A raster table name not yet used in `db`: "layer_1", "layer_2", ...
Result<std::string> freeRasterTableName(Db& db);

// Copies the raster tile table `table` from the GeoPackage at `gpkgPath` (written by GDAL's GPKG driver, e.g. with
// geo::embedRaster) into `db` in one transaction: the table and its indexes, its gpkg_contents, gpkg_tile_matrix_set
// and gpkg_tile_matrix rows, its gpkg_extensions rows and the spatial reference it uses (renumbered when `db` holds
// another definition under the same srs_id). Triggers and metadata rows are not copied (the store refuses
// triggers). Timestamps become the epoch. The GeoPackage is only read; `table` must be new in `db`, a plain
// identifier, and a 'tiles' entry there. REQUIRES: `db` has the current layout and no open transaction.
Status adoptRasterTable(Db& db, const std::string& gpkgPath, const std::string& table);

// Drops the raster tile tables no embedded layer uses (a removed layer's raster, kept in the working copy so undo can
// give it back) with their GeoPackage rows, and compacts the file when it dropped any. Returns how many it dropped.
// For the copy a save writes: the working copy itself keeps them. REQUIRES: no open transaction.
Result<int> pruneUnusedRasterTables(Db& db);

class LayerImport {
public:
  // Copies the user's file into the state folder, checks it as an untrusted file and migrates the copy to the current
  // schema. The user's file is only read.
  static Result<LayerImport> start(const std::string& battlePath);
  LayerImport(LayerImport&&) noexcept;
  LayerImport& operator=(LayerImport&&) = delete;
  ~LayerImport();  // removes the copy

  // The copy GDAL may write raster tables into, between start() and finish().
  const std::string& copyPath() const { return copyPath_; }
  const std::string& battlePath() const { return battlePath_; }
  // A raster table name not yet used in the copy: "layer_1", "layer_2", ...
  Result<std::string> freeTableName();
  // Adds `layer` on top of the stack, checks the copy again as the store checks any file, and writes the user's file
  // atomically from it. GDAL's tile-matrix triggers are dropped (optional since GeoPackage 1.2; the store refuses
  // triggers in files) and GDAL's timestamps set to the epoch, so the file carries no time of writing.
  Status finish(const MapLayer& layer);

private:
  LayerImport() = default;
  std::string battlePath_, copyPath_;
};

}  // namespace cartouche
