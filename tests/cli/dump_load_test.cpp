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

// The small battle with two ruleset tables: blanks, a quoted Polish cell, a dice table with its die.
Battle withRuleTables() {
  Battle b = makeSmallBattle();
  RuleTable movement;
  movement.code = "movement";
  movement.kind = TableKind::Movement;
  movement.title = "Wpływ terenu na ruch";
  movement.notes = "test chart";
  movement.columns = {{"terrain", "Teren", CellType::Terrain},
                      {"infantry", "Piechota", CellType::MoveCost},
                      {"cavalry", "Jazda", CellType::MoveCost},
                      {"after", "Po przejściu", CellType::Text}};
  movement.rows = {{"clear", "1", "1", ""}, {"woods", "2", "P", "nieład"}, {"stream", "+3", "", ""}};
  RuleTable carre;
  carre.code = "carre";
  carre.kind = TableKind::Dice;
  carre.die = DieKind::TwoDiceBase6;
  carre.title = "Carré";
  carre.columns = {{"roll", "Roll", CellType::DieRange}, {"result", "Result", CellType::Text}};
  carre.rows = {{"11-53", "Carré"}, {"54-62", "Disorder"}, {"63-66", "Rout"}};
  b.rules = {movement, carre};
  return b;
}

TEST(DumpLoad, RuleTablesSurviveDumpLoadDump) {
  TempDir tmp;
  writeBattleText(withRuleTables(), tmp / "original");
  ASSERT_TRUE(fs::exists(tmp / "original/rules.txt"));
  RunResult load = runCartouche({"load", tmp / "original", tmp / "a.gpkg"});
  ASSERT_EQ(load.exitCode, 0) << load.err;
  RunResult dump = runCartouche({"dump", tmp / "a.gpkg", tmp / "first"});
  ASSERT_EQ(dump.exitCode, 0) << dump.err;
  EXPECT_EQ(readFolder(tmp / "original"), readFolder(tmp / "first"));
  EXPECT_NE(readFile(tmp / "first/rules.txt").find("| woods | 2 | P | \"nieład\" |\n"), std::string::npos)
      << readFile(tmp / "first/rules.txt");

  // Dumping a battle without tables into the same folder removes the stale rules.txt.
  buildBattleFile(makeSmallBattle(), tmp / "plain.gpkg");
  ASSERT_EQ(runCartouche({"dump", tmp / "plain.gpkg", tmp / "first"}).exitCode, 0);
  EXPECT_FALSE(fs::exists(tmp / "first/rules.txt"));
}

TEST(DumpLoad, BrokenRulesTextNamesLineTableRowAndColumn) {
  TempDir tmp;
  writeBattleText(withRuleTables(), tmp / "text");
  std::string rules = readFile(tmp / "text/rules.txt");
  size_t at = rules.find("| woods | 2 | P |");
  ASSERT_NE(at, std::string::npos) << rules;
  rules.replace(at, 17, "| woods | 2 | Prohibited |");
  size_t line = 1;
  for (size_t i = 0; i < at; ++i) line += rules[i] == '\n';
  writeFile(tmp / "text/rules.txt", rules);
  RunResult r = runCartouche({"load", tmp / "text", tmp / "out.gpkg"});
  EXPECT_EQ(r.exitCode, 2) << r.err;
  EXPECT_NE(r.err.find("rules.txt line " + std::to_string(line) +
                       ": table \"movement\" row 2 column \"cavalry\": \"Prohibited\" is not canonical; write \"P\""),
            std::string::npos)
      << r.err;
  EXPECT_FALSE(fs::exists(tmp / "out.gpkg"));
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
