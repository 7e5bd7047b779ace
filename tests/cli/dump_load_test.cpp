// `cartouche dump` and `cartouche load`: text round trips, and broken text that names its file and line and
// leaves the destination as it was.
#include <gtest/gtest.h>

#include <fstream>

#include "cli_test_support.h"

namespace cartouche::test {
namespace {

namespace fs = std::filesystem;

size_t lineCount(const std::string& text) {
  size_t n = 0;
  for (char c : text) n += c == '\n';
  return n + (!text.empty() && text.back() != '\n');
}

TEST(DumpLoad, DumpLoadDumpGivesIdenticalText) {
  TempDir tmp;
  writeBattleText(makeSmallBattle(), tmp / "original");
  ASSERT_EQ(runCartouche({"load", tmp / "original", tmp / "a.gpkg"}).exitCode, 0);
  RunResult first = runCartouche({"dump", tmp / "a.gpkg", tmp / "first"});
  ASSERT_EQ(first.exitCode, 0) << first.err;
  ASSERT_EQ(runCartouche({"load", tmp / "first", tmp / "b.gpkg"}).exitCode, 0);
  RunResult second = runCartouche({"dump", tmp / "b.gpkg", tmp / "second"});
  ASSERT_EQ(second.exitCode, 0) << second.err;

  auto a = readFolder(tmp / "first");
  auto b = readFolder(tmp / "second");
  ASSERT_FALSE(a.empty());
  EXPECT_TRUE(a.count("battle.txt")) << "dump wrote no battle.txt";
  EXPECT_EQ(a, b);
  // The text the engine wrote from the battle in memory survives a trip through a .gpkg unchanged too.
  EXPECT_EQ(readFolder(tmp / "original"), a);
  // And equal battles give identical files.
  EXPECT_EQ(readFile(tmp / "a.gpkg"), readFile(tmp / "b.gpkg"));
}

TEST(DumpLoad, DumpIntoAFileIsRefused) {
  TempDir tmp;
  buildBattleFile(makeSmallBattle(), tmp / "a.gpkg");
  writeFile(tmp / "plain", "x");
  RunResult r = runCartouche({"dump", tmp / "a.gpkg", tmp / "plain"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find(tmp / "plain"), std::string::npos) << r.err;
  EXPECT_EQ(readFile(tmp / "plain"), "x");
}

class BrokenText : public ::testing::Test {
protected:
  void SetUp() override {
    writeBattleText(makeSmallBattle(), dir);
    std::string text = readFile(dir + "/battle.txt");
    brokenLine = lineCount(text) + 1;
    if (!text.empty() && text.back() != '\n') text += "\n";
    writeFile(dir + "/battle.txt", text + "this line is not an entry\n");
  }
  void expectNamedError(const RunResult& r) {
    EXPECT_EQ(r.exitCode, 2) << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find("battle.txt line " + std::to_string(brokenLine)), std::string::npos) << r.err;
  }
  TempDir tmp;
  std::string dir = tmp / "broken";
  size_t brokenLine = 0;
};

TEST_F(BrokenText, NamesFileAndLineAndWritesNothing) {
  std::string gpkg = tmp / "out.gpkg";
  expectNamedError(runCartouche({"load", dir, gpkg}));
  EXPECT_FALSE(fs::exists(gpkg));
  for (const fs::directory_entry& e : fs::directory_iterator(tmp.path()))
    EXPECT_TRUE(e.path().filename() == "broken") << "load left " << e.path() << " behind";
}

TEST_F(BrokenText, LeavesAnExistingFileAsItWas) {
  std::string gpkg = tmp / "existing.gpkg";
  buildBattleFile(makeSmallBattle(), gpkg);
  std::string before = readFile(gpkg);
  expectNamedError(runCartouche({"load", dir, gpkg}));
  EXPECT_EQ(readFile(gpkg), before);
}

TEST(DumpLoad, LoadFromAMissingFolderExitsTwo) {
  TempDir tmp;
  RunResult r = runCartouche({"load", tmp / "nowhere", tmp / "out.gpkg"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find(tmp / "nowhere" + ": no such folder"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(tmp / "out.gpkg"));
}

TEST(DumpLoad, LoadIntoAMissingFolderFailsAndWritesNothing) {
  TempDir tmp;
  writeBattleText(makeSmallBattle(), tmp / "text");
  std::string gpkg = tmp / "no-such-folder/out.gpkg";
  RunResult r = runCartouche({"load", tmp / "text", gpkg});
  EXPECT_EQ(r.exitCode, 1) << r.err;
  EXPECT_NE(r.err.find(gpkg), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(tmp / "no-such-folder"));
}

TEST(DumpLoad, LoadWritesABattleWithProblemsAndSaysSo) {
  TempDir tmp;
  HexsideId bridge;
  writeBattleText(makeBridgeWithoutStream(bridge), tmp / "text");
  RunResult r = runCartouche({"load", tmp / "text", tmp / "out.gpkg"});
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_TRUE(fs::exists(tmp / "out.gpkg"));
  EXPECT_NE(r.err.find("with 1 validation error "), std::string::npos) << r.err;
}

}  // namespace
}  // namespace cartouche::test
