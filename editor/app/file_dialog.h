// The file dialog for Open and Save As. Where the desktop offers one (zenity or kdialog on PATH and a display), it runs
// as a child process on a worker thread, so the window keeps drawing; otherwise an ImGui browser shows folders and the
// files of the dialog's filter (.gpkg files and battle folders, a folder with a battle.txt, for battles; rasters for
// map layers) and takes a typed path; saving over a file that exists takes a second Save.
// $CARTOUCHE_FILE_DIALOG=imgui|zenity|kdialog picks one. Main thread, inside an ImGui frame.
#pragma once

#include <sys/types.h>

#include <atomic>
#include <filesystem>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cartouche {

enum class FileDialogMode { Open, Save };

// Which files a dialog offers: a label, the extensions (lower case, with the dot) and whether battle folders (a
// folder with a battle.txt) count as files. Save adds the first extension to a name typed without one.
struct FileFilter {
  std::string label;
  std::vector<std::string> extensions;
  bool battleFolders = false;
};
// Battle files (*.gpkg) and battle folders: Open and Save As.
FileFilter battleFileFilter();
// Rasters GDAL reads that a period map layer is usually made from.
FileFilter rasterFileFilter();
// Saved playtests (*.playtest): Play > Save playtest and Resume a playtest.
FileFilter playtestFileFilter();

class FileDialog {
 public:
  FileDialog();
  ~FileDialog();
  // Starts a dialog in `folder` (the current folder when empty). Ignored while one is open.
  void start(FileDialogMode mode, std::string title, std::string folder, FileFilter filter = battleFileFilter());
  bool active() const { return mode_.has_value(); }
  // Call each frame. Returns the chosen path once, when the user chose one.
  std::optional<std::string> draw();

 private:
  struct Entry {
    std::string name;
    bool folder = false, battleFolder = false;
  };
  // A folder's entries; memory running out leaves the list empty. Files past kMaxListed in the system's order are
  // not shown.
  void list(const std::string& folder);
  void listEntries(const std::filesystem::path& dir);
  static constexpr size_t kMaxListed = 100000;
  std::optional<std::string> drawBrowser();
  std::optional<std::string> finish(std::string path);

  std::string native_;  // zenity, kdialog or "" for the ImGui browser
  std::optional<FileDialogMode> mode_;
  std::string title_, folder_;
  FileFilter filter_;
  std::vector<Entry> entries_;
  char typed_[2048] = {};
  std::string replace_;  // a path that exists, chosen once: choosing it again replaces it
  bool popupOpened_ = false, focusPath_ = false;
  std::future<std::optional<std::string>> child_;
  std::shared_ptr<std::atomic<pid_t>> childPid_ = std::make_shared<std::atomic<pid_t>>(0);  // 0: none, -1: given up
};

}  // namespace cartouche
