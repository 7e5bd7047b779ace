// base/folder_names.h: a folder's names without "." and "..", up to a limit; nothing for a folder that is not there.
// (The reason for it, memory running out inside std::filesystem::directory_iterator, is held by the fault sweeps:
// `ctest -R faults.AllocImportUnitsHead`.)
#include "base/folder_names.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include "store_test_util.h"

namespace cartouche {
namespace {

TEST(FolderNames, ListsEveryNameButTheDotsUpToTheLimit) {
  test::ScratchDir dir;
  for (const char* name : {"a.gpkg", ".a.gpkg.tmp-1-0", "Kościuszko.txt"}) std::ofstream(dir.path(name)) << "x";
  const auto names = folderNames(dir.path(""));
  ASSERT_TRUE(names);
  std::vector<std::string> sorted = *names;
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(sorted, (std::vector<std::string>{".a.gpkg.tmp-1-0", "Kościuszko.txt", "a.gpkg"}));
  const auto two = folderNames(dir.path(""), 2);
  ASSERT_TRUE(two);
  EXPECT_EQ(two->size(), 2u);
  EXPECT_FALSE(folderNames(dir.path("not-there")));
}

}  // namespace
}  // namespace cartouche
