// The private working copy of an open battle. Opening copies the user's file into a state folder (migrating it to
// the current schema there), and every change announced by the Document is committed to that copy at once, so a
// process killed at any moment loses no edit. Save writes the user's file atomically from the working copy. After a
// crash, recoverable() lists working copies whose edits never reached their file. Not thread-safe.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "base/status.h"
#include "edit/document.h"

namespace cartouche {

struct RecoverableCopy {
  std::string workingPath;   // the working copy
  std::string originalPath;  // the file it belongs to ("" for a battle never saved)
  std::string title;
  long long modifiedUnixSeconds = 0;
};

class WorkingCopy : public ChangeListener {
 public:
  // Where working copies live: $CARTOUCHE_STATE_DIR, else $XDG_STATE_HOME/cartouche, else ~/.local/state/cartouche.
  static std::string stateDir();

  // Opens the user's file defensively and starts a working copy of it. The user's file is only read.
  static Result<std::unique_ptr<WorkingCopy>> open(const std::string& path);
  // Starts a working copy for a new, never saved battle.
  static Result<std::unique_ptr<WorkingCopy>> create(const Battle& battle);
  // Reopens a working copy left behind by a crash, with every edit it had committed.
  static Result<std::unique_ptr<WorkingCopy>> recover(const std::string& workingPath);
  static std::vector<RecoverableCopy> recoverable();

  // Closes the copy. A copy whose edits all reached the user's file is removed; one with unsaved edits stays on
  // disk for recoverable().
  ~WorkingCopy() override;

  // The battle as loaded; a Document is built from it and this copy follows that document.
  const Battle& loaded() const { return loaded_; }
  // Commits every change `doc` announces from now until this copy is destroyed (either may go first).
  void follow(Document& doc) { following_ = doc.subscribe(*this); }

  // Commits `changes` (and only them: the chunks, rows and keys they name) to the working copy.
  void onChanged(const Battle& battle, const ChangeSet& changes) override;
  // The first commit error since the last successful save, if any (the edit is still in memory).
  const Status& commitError() const { return commitError_; }

  // Writes the user's file atomically (temporary file, fsync, rename, fsync of the folder).
  Status save();
  Status saveAs(const std::string& path);
  const std::string& path() const { return path_; }
  const std::string& workingPath() const { return workingPath_; }
  // How the user's file changed on disk since this copy read it or last saved it (another program, or another
  // Cartouche with the same file open, saved over it), in words; "" when it did not, and when the copy cannot tell: a
  // battle never saved, or one recovered after a crash (what the file looked like then is not known).
  std::string changedOnDisk() const;

  // Period map rasters: a raster table name not used in the copy yet, and the import of one that GDAL wrote into a
  // separate GeoPackage (store/raster_tables.h adoptRasterTable). The layer row comes with the next SetLayer change.
  Result<std::string> freeRasterTableName();
  Status adoptRasterTable(const std::string& gpkgPath, const std::string& table);

  // Removes the working copy: the session ended cleanly (saved, or changes discarded on purpose).
  void discard();

 private:
  WorkingCopy() = default;
  // A new, locked, still empty working copy in the state folder (open and create start here).
  static Result<std::unique_ptr<WorkingCopy>> startNew();
  // Takes `battle` as loaded and readies the writer that commits changes.
  Status finishLoading(Battle battle);
  struct Impl;
  std::unique_ptr<Impl> impl_;
  Battle loaded_;
  Status commitError_;
  std::string path_, workingPath_;
  Subscription following_;
};

}  // namespace cartouche
