// The recently opened battle files, newest first, kept in a small text file (one absolute path a line) in the editor's
// state folder. A file that cannot be read or written only loses the list. Not thread-safe.
#pragma once

#include <string>
#include <vector>

namespace cartouche {

class RecentFiles {
 public:
  static constexpr size_t kMax = 10;
  // Reads `settingsPath` ("" keeps the list in memory only).
  explicit RecentFiles(std::string settingsPath);
  const std::vector<std::string>& paths() const { return paths_; }
  // Moves `path` (made absolute) to the front and writes the file.
  void add(const std::string& path);
  void remove(const std::string& path);

 private:
  void write() const;
  std::string settingsPath_;
  std::vector<std::string> paths_;
};

}  // namespace cartouche
