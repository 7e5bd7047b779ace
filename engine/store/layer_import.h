// The one way a new layer gets into a user's file: a private import copy of the file (checked and migrated in the
// state folder, never the user's file) into which GDAL writes the raster tiles, then the layer row, then the store's
// atomic save. The user's file is a whole old or whole new version at every moment. Not thread-safe: one import per
// copy.
#pragma once

#include <string>
#include <vector>

#include "base/status.h"
#include "model/map_layer.h"

namespace cartouche {

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

// A new name for an import copy: "import-", this machine, process and a number (store/atomic_file.h processMark),
// ".gpkg".
std::string importCopyName();
// Removes from `folder` the import copies of processes that no longer run (removeEndedProcessFiles): a process killed
// or stopped mid-import (geo::closeWritten) leaves its copy behind.
void removeLeftImports(const std::string& folder);

// Sets the georeferencing of the layer called `name` to `gcps` (in order, disabled ones too) with `transform` (a
// MapLayer::transform word) and the CRS of their map coordinates, replacing any geotransform or earlier points. Goes
// through a private migrated copy and the atomic save, like a layer import: on any error the file is untouched.
// NotFound when no layer has that name; InvalidArgument when two do.
Status setBattleLayerGcps(const std::string& battlePath, const std::string& name, const std::vector<LayerGcp>& gcps,
                          const std::string& transform, const std::string& crs);

}  // namespace cartouche
