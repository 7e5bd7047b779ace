#include "file_dialog.h"

#include <fcntl.h>
#include <imgui.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <new>
#include <optional>
#include <vector>

#include "base/folder_names.h"
#include "base/text_pieces.h"

namespace cartouche {

namespace fs = std::filesystem;

namespace {

bool onPath(const std::string& program) {
  const char* path = std::getenv("PATH");
  if (!path) return false;
  for (const std::string& dir : pieces(path, ':'))
    if (!dir.empty() && ::access((fs::path(dir) / program).c_str(), X_OK) == 0) return true;
  return false;
}

std::string pickNative() {
  const char* choice = std::getenv("CARTOUCHE_FILE_DIALOG");
  std::string want = choice ? choice : "";
  if (want == "imgui") return "";
  if (!std::getenv("DISPLAY") && !std::getenv("WAYLAND_DISPLAY")) return "";
  for (const char* p : {"zenity", "kdialog"})
    if ((want.empty() || want == p) && onPath(p)) return p;
  return "";
}

// Runs argv with stdout captured (no shell, so no quoting of paths). The path it printed, or nothing when the user
// cancelled or the program failed. posix_spawnp, not fork: this runs on a thread of its own while the editor draws,
// and a forked child of a threaded process may only make system calls until exec. An allocation there can wait
// forever on a lock another thread held at the fork (AddressSanitizer's allocator did, once in CI). The pipe is
// close-on-exec, so no other child the editor starts meanwhile keeps it open and the read below sees its end.
std::optional<std::string> runChild(std::vector<std::string> argv, std::shared_ptr<std::atomic<pid_t>> running) {
  std::vector<char*> args;
  for (std::string& a : argv) args.push_back(a.data());
  args.push_back(nullptr);
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return std::nullopt;
  posix_spawn_file_actions_t files;
  if (posix_spawn_file_actions_init(&files) != 0) {
    ::close(fds[0]);
    ::close(fds[1]);
    return std::nullopt;
  }
  pid_t pid = -1;
  int e = posix_spawn_file_actions_adddup2(&files, fds[1], STDOUT_FILENO);
  if (e == 0) e = posix_spawnp(&pid, args[0], &files, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&files);
  if (e != 0) {
    ::close(fds[0]);
    ::close(fds[1]);
    return std::nullopt;
  }
  ::close(fds[1]);
  // -1: the dialog was given up before the child started (the editor is closing).
  if (pid_t none = 0; !running->compare_exchange_strong(none, pid)) ::kill(pid, SIGTERM);
  std::string out;
  char buf[4096];
  for (ssize_t n; (n = ::read(fds[0], buf, sizeof buf)) != 0;) {
    if (n < 0) {
      if (errno == EINTR) continue;
      break;
    }
    out.append(buf, size_t(n));
  }
  ::close(fds[0]);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  pid_t mine = pid;
  running->compare_exchange_strong(mine, 0);
  while (!out.empty() && (out.back() == '\n' || out.back() == '\r')) out.pop_back();
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || out.empty()) return std::nullopt;
  return out;
}

std::string lowerCase(std::string s) {
  for (char& ch : s) ch = char(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

std::vector<std::string> nativeArgs(const std::string& program, FileDialogMode mode, const std::string& title,
                                    const std::string& folder, const FileFilter& filter) {
  bool save = mode == FileDialogMode::Save;
  std::string patterns;
  for (const std::string& e : filter.extensions) patterns += (patterns.empty() ? "*" : " *") + e;
  if (program == "kdialog")
    return {"kdialog",    "--title",
            title,        save ? "--getsavefilename" : "--getopenfilename",
            folder + "/", patterns + "|" + filter.label};
  std::vector<std::string> a = {"zenity",
                                "--file-selection",
                                "--title=" + title,
                                "--filename=" + folder + "/",
                                "--file-filter=" + filter.label + " | " + patterns,
                                "--file-filter=All files | *"};
  if (save) {
    a.push_back("--save");
    a.push_back("--confirm-overwrite");
  }
  return a;
}

}  // namespace

FileFilter battleFileFilter() { return {"Battle files (*.gpkg)", {".gpkg"}, true}; }

FileFilter rasterFileFilter() {
  return {"Rasters (GeoTIFF, JPEG, PNG, VRT, JPEG 2000, HGT, GeoPackage)",
          {".tif", ".tiff", ".jpg", ".jpeg", ".png", ".vrt", ".jp2", ".hgt", ".img", ".gpkg"},
          false};
}

FileFilter playtestFileFilter() { return {"Playtests", {".playtest"}, false}; }

FileDialog::FileDialog() : native_(pickNative()) {}

FileDialog::~FileDialog() {
  // The editor is closing: a desktop dialog still open goes too, or the future's destructor would wait for it.
  if (pid_t pid = childPid_->exchange(-1); pid > 0) ::kill(pid, SIGTERM);
}

void FileDialog::start(FileDialogMode mode, std::string title, std::string folder, FileFilter filter) {
  if (mode_) return;
  std::error_code ec;
  if (folder.empty() || !fs::is_directory(folder, ec)) folder = fs::current_path(ec).string();
  mode_ = mode;
  title_ = std::move(title);
  folder_ = folder;
  filter_ = std::move(filter);
  if (!native_.empty()) {
    childPid_ = std::make_shared<std::atomic<pid_t>>(0);
    child_ = std::async(std::launch::async, runChild, nativeArgs(native_, mode, title_, folder_, filter_), childPid_);
    return;
  }
  typed_[0] = '\0';
  replace_.clear();
  popupOpened_ = false;
  list(folder_);
}

void FileDialog::list(const std::string& folder) {
  std::error_code ec;
  fs::path dir = fs::absolute(folder, ec).lexically_normal();
  if (!fs::is_directory(dir, ec)) return;
  folder_ = dir.string();
  entries_.clear();
  try {
    listEntries(dir);
  } catch (const std::bad_alloc&) {
    entries_.clear();  // memory ran out: the folder shows empty, and the editor goes on
  }
}

void FileDialog::listEntries(const fs::path& dir) {
  // Not directory_iterator, which ends the process when memory runs out (base/folder_names.h). A folder that cannot
  // be read lists nothing.
  const std::optional<std::vector<std::string>> names = folderNames(dir.string(), kMaxListed);
  if (!names) return;
  for (const std::string& name : *names) {
    if (name.empty() || name[0] == '.') continue;
    const fs::path path = dir / name;
    std::error_code ec2;
    if (fs::is_directory(path, ec2)) {
      entries_.push_back({name, true, filter_.battleFolders && fs::exists(path / "battle.txt", ec2)});
    } else if (std::string ext = lowerCase(path.extension().string());
               std::find(filter_.extensions.begin(), filter_.extensions.end(), ext) != filter_.extensions.end()) {
      entries_.push_back({name, false, false});
    }
  }
  std::sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) {
    if (a.folder != b.folder) return a.folder;
    return a.name < b.name;
  });
}

std::optional<std::string> FileDialog::finish(std::string path) {
  mode_.reset();
  if (path.empty()) return std::nullopt;
  return path;
}

std::optional<std::string> FileDialog::draw() {
  if (!mode_) return std::nullopt;
  if (!native_.empty()) {
    if (!child_.valid() || child_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return std::nullopt;
    std::optional<std::string> chosen = child_.get();
    mode_.reset();
    return chosen;
  }
  return drawBrowser();
}

std::optional<std::string> FileDialog::drawBrowser() {
  std::string popup = title_ + "###file_dialog";
  if (!popupOpened_) {
    ImGui::OpenPopup(popup.c_str());
    popupOpened_ = true;
  }
  ImGui::SetNextWindowSize(ImVec2(ImGui::GetFontSize() * 36.f, ImGui::GetFontSize() * 26.f), ImGuiCond_Appearing);
  if (!ImGui::BeginPopupModal(popup.c_str(), nullptr)) {
    mode_.reset();
    return std::nullopt;
  }
  std::optional<std::string> chosen;
  bool cancel = false;
  if (ImGui::Button("Up")) list(fs::path(folder_).parent_path().string());
  ImGui::SameLine();
  ImGui::TextUnformatted(folder_.c_str());
  float footer = ImGui::GetFrameHeightWithSpacing() * 2.2f;
  ImGui::BeginChild("entries", ImVec2(0, -footer), true);
  std::string enter;
  for (const Entry& e : entries_) {
    std::string label = e.folder ? (e.battleFolder ? "[battle] " : "[folder] ") + e.name : e.name;
    if (ImGui::Selectable(label.c_str(), false, ImGuiSelectableFlags_AllowDoubleClick)) {
      std::string full = (fs::path(folder_) / e.name).string();
      bool twice = ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left);
      if (e.folder && (!e.battleFolder || mode_ == FileDialogMode::Save)) {
        enter = full;
      } else {
        std::snprintf(typed_, sizeof typed_, "%s", e.name.c_str());
        if (twice) chosen = full;
      }
    }
  }
  ImGui::EndChild();
  if (!enter.empty()) list(enter);
  ImGui::SetNextItemWidth(-ImGui::GetFontSize() * 8.f);
  // The path field keeps the keyboard: on opening, and after Enter asked to replace a file (Enter again replaces).
  if (ImGui::IsWindowAppearing() || focusPath_) ImGui::SetKeyboardFocusHere();
  focusPath_ = false;
  bool typedEnter = ImGui::InputText("##path", typed_, sizeof typed_, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  bool ok = ImGui::Button(mode_ == FileDialogMode::Save ? "Save" : "Open") || typedEnter;
  ImGui::SameLine();
  cancel = ImGui::Button("Cancel") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
  if (ok && typed_[0] != '\0') {
    fs::path p(typed_);
    if (p.is_relative()) p = fs::path(folder_) / p;
    std::error_code ec;
    if (fs::is_directory(p, ec) && !(filter_.battleFolders && fs::exists(p / "battle.txt", ec))) {
      list(p.string());
      typed_[0] = '\0';
    } else {
      if (mode_ == FileDialogMode::Save && p.extension().empty() && !filter_.extensions.empty())
        p += filter_.extensions.front();
      std::string full = p.lexically_normal().string();
      // Replacing a file takes a second Save on the same path.
      if (mode_ == FileDialogMode::Save && fs::exists(p, ec) && replace_ != full)
        replace_ = full, focusPath_ = true;
      else
        chosen = full;
    }
  }
  if (!replace_.empty())
    ImGui::TextColored(ImVec4(1.f, 0.78f, 0.35f, 1.f), "%s exists: Save again to replace it.",
                       fs::path(replace_).filename().c_str());
  if (chosen || cancel) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  if (chosen) return finish(*chosen);
  if (cancel) mode_.reset();
  return std::nullopt;
}

}  // namespace cartouche
