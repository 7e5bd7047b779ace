// TempDir: a fresh folder of its own under the system's temporary folder for one test's files, removed with
// everything in it when the object goes (kept, and its path printed, when CARTOUCHE_KEEP_TEST_FILES is set: for
// looking at what a failing test wrote). Thread-safety: one object per thread; names never collide (mkdtemp).
#pragma once

#include <filesystem>
#include <string>

namespace cartouche::testing {

class TempDir {
 public:
  // The folder's name starts with "cartouche-" + `prefix` (a name to recognise it by when it is kept).
  explicit TempDir(const std::string& prefix = "test");
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  // Leaves the folder in place, its path printed, when the object goes: for the files of a test that failed.
  void keep() { keep_ = true; }

  const std::filesystem::path& path() const { return path_; }
  std::string str() const { return path_.string(); }
  // The path of `name` inside the folder.
  std::string operator/(const std::string& name) const { return (path_ / name).string(); }

 private:
  std::filesystem::path path_;
  bool keep_ = false;
};

}  // namespace cartouche::testing
