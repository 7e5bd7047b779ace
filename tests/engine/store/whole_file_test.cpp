// base/whole_file.h: a file's bytes exactly, across its read buffer; nothing past the limit (EFBIG) or for a file
// that is not there. (Memory running out while reading, the reason for it, is held by `ctest -R faults.AllocPlayTail`.)
#include "base/whole_file.h"

#include <gtest/gtest.h>

#include <fstream>

#include "store_test_util.h"

namespace cartouche {
namespace {

TEST(WholeFile, ReadsEveryByteAndRefusesPastTheLimit) {
  test::ScratchDir dir;
  std::string bytes;
  for (int i = 0; i < 100000; ++i) bytes += char(i * 7 + i / 251);  // every byte value, longer than a buffer
  bytes += "Zajączek\n";
  std::ofstream(dir.path("a.csv"), std::ios::binary) << bytes;
  const auto read = readWholeFile(dir.path("a.csv"));
  ASSERT_TRUE(read);
  EXPECT_EQ(*read, bytes);
  errno = 0;
  EXPECT_FALSE(readWholeFile(dir.path("a.csv"), bytes.size() - 1));
  EXPECT_EQ(errno, EFBIG);
  EXPECT_TRUE(readWholeFile(dir.path("a.csv"), bytes.size()));
  EXPECT_FALSE(readWholeFile(dir.path("missing.csv")));
  EXPECT_FALSE(readWholeFile(dir.path("")));  // a folder: open succeeds, read fails
}

}  // namespace
}  // namespace cartouche
