#include "recent_files.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>

#include "base/text_pieces.h"
#include "base/whole_file.h"

namespace cartouche {

namespace fs = std::filesystem;

RecentFiles::RecentFiles(std::string settingsPath) : settingsPath_(std::move(settingsPath)) {
  if (settingsPath_.empty()) return;
  // Read whole and split without std::getline, which stops quietly where memory runs out: a list cut short would be
  // written back shorter at the next open. Memory running out throws.
  const std::optional<std::string> text = readWholeFile(settingsPath_, 1 << 20);
  if (!text) return;
  for (const std::string& line : pieces(*text, '\n')) {
    if (paths_.size() == kMax) break;
    if (!line.empty() && std::find(paths_.begin(), paths_.end(), line) == paths_.end()) paths_.push_back(line);
  }
}

void RecentFiles::add(const std::string& path) {
  std::error_code ec;
  std::string p = fs::absolute(path, ec).lexically_normal().string();
  if (ec) p = path;
  remove(p);
  paths_.insert(paths_.begin(), p);
  if (paths_.size() > kMax) paths_.resize(kMax);
  write();
}

void RecentFiles::remove(const std::string& path) {
  auto it = std::find(paths_.begin(), paths_.end(), path);
  if (it == paths_.end()) return;
  paths_.erase(it);
  write();
}

void RecentFiles::write() const {
  if (settingsPath_.empty()) return;
  std::error_code ec;
  fs::create_directories(fs::path(settingsPath_).parent_path(), ec);
  std::string tmp = settingsPath_ + ".tmp";
  {
    std::ofstream out(tmp, std::ios::trunc);
    for (const std::string& p : paths_) out << p << '\n';
    if (!out) return;
  }
  fs::rename(tmp, settingsPath_, ec);
}

}  // namespace cartouche
