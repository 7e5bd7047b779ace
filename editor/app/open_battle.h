// The battle open in the editor: its Document and the private working copy that commits every edit at once (so a killed
// process loses nothing), the user's file it belongs to and whether it holds unsaved edits. Opening a battle folder
// (text format) or a new battle gives a battle with no file yet: Save then needs a path. Not thread-safe (main thread).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "base/status.h"
#include "edit/document.h"

namespace cartouche {

class WorkingCopy;

// A working copy left behind by a crash: edits that never reached their file.
struct LeftoverCopy {
  std::string workingPath;
  std::string originalPath;  // "" for a battle never saved
  std::string title;
  long long modifiedUnixSeconds = 0;
};

class OpenBattle {
 public:
  // A .gpkg file through a working copy; a folder through the text format into a new working copy.
  static Result<std::unique_ptr<OpenBattle>> open(const std::string& path);
  // A battle with no file yet (New, or the demo battle).
  static Result<std::unique_ptr<OpenBattle>> create(Battle battle, std::string name);
  // A working copy left behind by a crash, with every edit it committed; it counts as unsaved.
  static Result<std::unique_ptr<OpenBattle>> recover(const std::string& workingPath);
  // The editor's state folder (working copies, recent files).
  static std::string stateDir();
  // Working copies left behind by crashes, newest first.
  static std::vector<LeftoverCopy> leftovers();
  // Removes a working copy left behind by a crash without opening it.
  static Status discardRecoverable(const std::string& workingPath);

  // Leaves a working copy with unsaved edits on disk for recovery unless close(true) ran.
  ~OpenBattle();

  Document& document() { return *document_; }
  const Document& document() const { return *document_; }
  bool modified() const { return recovered_ || document_->modified(); }
  // The user's file ("" when the battle has none yet).
  const std::string& path() const { return path_; }
  // File name for the title bar, or the battle's name when it has no file.
  std::string displayName() const;

  // The private working copy: GDAL reads the embedded raster tables of the layers from it (geo::LayerLocation).
  const std::string& workingPath() const;
  // A raster table name not used in the working copy yet: "layer_1", "layer_2", ...
  Result<std::string> freeRasterTableName() const;
  // Copies the raster table `table` that GDAL wrote into the GeoPackage at `gpkgPath` (with its gpkg_contents,
  // tile matrix and spatial reference rows) into the working copy in one transaction; the layer row then comes with
  // a SetLayer command, so the import is one undo step. The GeoPackage is only read; the table must be new here.
  Status adoptRasterTable(const std::string& gpkgPath, const std::string& table);

  // The first edit that did not reach the working copy since the last save (it is still in memory).
  Status commitError() const;

  // How the user's file changed on disk since it was opened or last saved (WorkingCopy::changedOnDisk), or "".
  std::string changedOnDisk() const;
  Status save();
  Status saveAs(const std::string& path);
  // The session ends on purpose: `discardEdits` removes the working copy even with unsaved edits. A battle with no file
  // and no edits is removed too (nothing in it to recover).
  void close(bool discardEdits);

 private:
  OpenBattle() = default;
  // A battle whose Document is followed by `copy`, which commits every change; the document starts from `battle`.
  static std::unique_ptr<OpenBattle> adopt(std::unique_ptr<WorkingCopy> copy, Battle battle);
  std::unique_ptr<Document> document_;
  std::unique_ptr<WorkingCopy> copy_;
  std::string path_, name_;
  bool recovered_ = false;
};

}  // namespace cartouche
