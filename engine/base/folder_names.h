// Listing a folder so that memory running out is an exception like any other: the error_code constructor of
// std::filesystem::directory_iterator in libstdc++ 12 ends the process (std::terminate) when it cannot get memory,
// which an allocation sweep of `import-units` found. POSIX. Thread-safety: a function of its arguments.
#pragma once

#include <dirent.h>

#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <vector>

namespace cartouche {

// The names in `folder`, "." and ".." left out, at most `limit` of them, in the order the system gives. nullopt
// when the folder cannot be opened (errno says why). Memory running out throws std::bad_alloc, opendir's included:
// taken for a folder that could not be listed, it left the working copies' recovery list empty and let a raster's
// sidecar check pass without looking (found by faults.Readers, tests/faults).
inline std::optional<std::vector<std::string>> folderNames(const std::string& folder, size_t limit = SIZE_MAX) {
  errno = 0;
  DIR* dir = ::opendir(folder.c_str());
  if (!dir && errno == ENOMEM) throw std::bad_alloc();
  if (!dir) return std::nullopt;
  std::unique_ptr<DIR, int (*)(DIR*)> closing(dir, ::closedir);
  std::vector<std::string> names;
  while (names.size() < limit) {
    const dirent* entry = ::readdir(dir);
    if (!entry) break;
    const std::string name = entry->d_name;
    if (name != "." && name != "..") names.push_back(name);
  }
  return names;
}

}  // namespace cartouche
