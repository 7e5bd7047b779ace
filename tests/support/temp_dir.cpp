#include "temp_dir.h"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace cartouche::testing {

TempDir::TempDir(const std::string& prefix) {
  std::string pattern = (std::filesystem::temp_directory_path() / ("cartouche-" + prefix + "-XXXXXX")).string();
  if (!::mkdtemp(pattern.data())) ADD_FAILURE() << "mkdtemp " << pattern << ": " << std::strerror(errno);
  path_ = pattern;
}

TempDir::~TempDir() {
  if (keep_ || std::getenv("CARTOUCHE_KEEP_TEST_FILES")) {
    std::printf("kept %s\n", path_.c_str());
    return;
  }
  std::error_code ec;
  std::filesystem::remove_all(path_, ec);
}

}  // namespace cartouche::testing
