// `cartouche validate`: exit 0 on a clean battle, 1 with problems that name the hex or hexside by label (a bridge
// with no stream under it, terrain the vocabulary lacks), 2 on input that cannot be read, which stays untouched.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli_test_support.h"
#include "rules/validate.h"

namespace cartouche::test {
namespace {

using nlohmann::json;

TEST(ValidateCommand, CleanBattleExitsZero) {
  TempDir tmp;
  std::string gpkg = tmp / "small.gpkg";
  buildBattleFile(makeSmallBattle(), gpkg);
  RunResult r = runCartouche({"validate", gpkg});
  EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
  EXPECT_EQ(r.out, gpkg + ": no problems\n");
  RunResult j = runCartouche({"validate", "--json", gpkg});
  EXPECT_EQ(j.exitCode, 0);
  json doc = json::parse(j.out);
  EXPECT_EQ(doc["ok"], true);
  EXPECT_EQ(doc["errors"], 0);
  EXPECT_EQ(doc["warnings"], 0);
  EXPECT_TRUE(doc["problems"].empty());
}

TEST(ValidateCommand, BridgeWithoutStreamNamesTheHexside) {
  TempDir tmp;
  std::string gpkg = tmp / "bridge.gpkg";
  HexsideId bridge;
  Battle battle = makeBridgeWithoutStream(bridge);
  buildBattleFile(battle, gpkg);
  std::string name = hexsideName(battle.map.grid(), bridge);

  RunResult r = runCartouche({"validate", gpkg});
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  EXPECT_NE(r.out.find(gpkg + ": error: hexside " + name), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("[crossing-without-water]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("1 error, 0 warnings"), std::string::npos) << r.out;

  RunResult j = runCartouche({"validate", gpkg, "--json"});
  EXPECT_EQ(j.exitCode, 1);
  json doc = json::parse(j.out);
  EXPECT_EQ(doc["ok"], false);
  EXPECT_EQ(doc["errors"], 1);
  ASSERT_EQ(doc["problems"].size(), 1u) << j.out;
  const json& p = doc["problems"][0];
  EXPECT_EQ(p["severity"], "error");
  EXPECT_EQ(p["code"], "crossing-without-water");
  EXPECT_EQ(p["scope"], "battle");
  EXPECT_EQ(p["hexside"], name);
  EXPECT_TRUE(p["hex"].is_null());
  EXPECT_NE(p["message"].get<std::string>().find(name), std::string::npos);
}

TEST(ValidateCommand, UnknownTerrainNamesTheHex) {
  TempDir tmp;
  std::string gpkg = tmp / "unknown.gpkg";
  Battle battle = makeUnknownTerrain(16);
  buildBattleFile(battle, gpkg);
  std::string label = battle.map.grid().label(battle.map.hexAt(16));
  ASSERT_EQ(label, "0503");

  RunResult r = runCartouche({"validate", gpkg});
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("hex 0503 has terrain #42"), std::string::npos) << r.out;

  json doc = json::parse(runCartouche({"validate", gpkg, "--json"}).out);
  ASSERT_EQ(doc["problems"].size(), 1u) << doc.dump();
  EXPECT_EQ(doc["problems"][0]["code"], "unknown-terrain");
  EXPECT_EQ(doc["problems"][0]["hex"], "0503");
  EXPECT_TRUE(doc["problems"][0]["hexside"].is_null());
}

TEST(ValidateCommand, ProblemsPastThePerCodeLimitAreCountedNotListed) {
  TempDir tmp;
  std::string gpkg = tmp / "big.gpkg";
  Battle battle = makeSmallBattle();
  battle.map = battle.map.resized(0, 0, 20, 20, 42);  // 26x25 hexes, 620 of them painted with an unknown id
  buildBattleFile(battle, gpkg);

  RunResult r = runCartouche({"validate", gpkg, "--json"});
  EXPECT_EQ(r.exitCode, 1) << r.err;
  json doc = json::parse(r.out);
  EXPECT_EQ(doc["errors"], 200);
  EXPECT_EQ(doc["problems"].size(), 200u);
  ASSERT_EQ(doc["omitted"].size(), 1u) << doc["omitted"].dump();
  EXPECT_EQ(doc["omitted"][0]["code"], "unknown-terrain");
  EXPECT_EQ(doc["omitted"][0]["count"], 420);
  RunResult text = runCartouche({"validate", gpkg});
  EXPECT_NE(text.out.find("note: 420 more unknown-terrain problems not listed"), std::string::npos) << text.out;
}

TEST(ValidateCommand, FileLevelProblemsAreWarningsThatStrictFails) {
  TempDir tmp;
  std::string gpkg = tmp / "small.gpkg";
  buildBattleFile(makeSmallBattle(), gpkg);
  std::string renamed = tmp / "small.sqlite";
  std::filesystem::copy_file(gpkg, renamed);
  RunResult r = runCartouche({"validate", renamed, "--json"});
  EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
  json doc = json::parse(r.out);
  EXPECT_EQ(doc["warnings"], 1);
  ASSERT_EQ(doc["problems"].size(), 1u);
  EXPECT_EQ(doc["problems"][0]["code"], "file-extension");
  EXPECT_EQ(doc["problems"][0]["scope"], "file");
  EXPECT_EQ(runCartouche({"validate", "--strict", renamed}).exitCode, 1);
}

// Unreadable inputs: exit 2, a message naming the file, nothing on stdout, and the file byte for byte as before.
void expectUnreadable(const std::string& path, const std::string& why = "") {
  std::string before = std::filesystem::exists(path) ? readFile(path) : "";
  for (const char* command : {"validate", "info", "dump", "render"}) {
    std::vector<std::string> args = {command, path};
    if (std::string(command) == "dump") args.push_back(path + ".dump");
    if (std::string(command) == "render") args.insert(args.end(), {"--out", path + ".png"});
    RunResult r = runCartouche(args);
    EXPECT_EQ(r.exitCode, 2) << command << " " << path << "\n" << r.out << r.err;
    EXPECT_EQ(r.out, "") << command;
    EXPECT_NE(r.err.find(path), std::string::npos) << command << ": " << r.err;
    if (!why.empty()) {
      EXPECT_NE(r.err.find(why), std::string::npos) << command << ": " << r.err;
    }
    EXPECT_FALSE(std::filesystem::exists(path + ".dump")) << command;
    EXPECT_FALSE(std::filesystem::exists(path + ".png")) << command;
  }
  if (std::filesystem::exists(path)) {
    EXPECT_EQ(readFile(path), before) << path << " was modified";
  }
}

TEST(ValidateCommand, GeoPackageVersionOutsideTheStandardIsAWarning) {
  TempDir tmp;
  std::string gpkg = tmp / "small.gpkg";
  buildBattleFile(makeSmallBattle(), gpkg);
  std::string bytes = readFile(gpkg);
  bytes.replace(60, 4, std::string("\x00\x00\x27\x10", 4));  // user_version 10000: GeoPackage "1.0"
  writeFile(gpkg, bytes);
  RunResult r = runCartouche({"validate", gpkg});
  EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("user_version is 10000"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("[geopackage-version]"), std::string::npos) << r.out;
  EXPECT_EQ(runCartouche({"validate", gpkg, "--strict"}).exitCode, 1);
}

TEST(ValidateCommand, FileThatIsSqliteButNotAGeoPackageExitsTwo) {
  TempDir tmp;
  std::string gpkg = tmp / "small.gpkg";
  buildBattleFile(makeSmallBattle(), gpkg);
  std::string bytes = readFile(gpkg);
  bytes.replace(68, 4, "ABCD");  // application_id
  writeFile(gpkg, bytes);
  expectUnreadable(gpkg);
}

TEST(ValidateCommand, MissingFileExitsTwo) {
  TempDir tmp;
  expectUnreadable(tmp / "absent.gpkg", "no such file");
}

TEST(ValidateCommand, FolderExitsTwo) {
  TempDir tmp;
  expectUnreadable(tmp.path().string(), "is a folder");
}

TEST(ValidateCommand, FileThatIsNotSqliteExitsTwo) {
  TempDir tmp;
  std::string path = tmp / "notes.gpkg";
  writeFile(path, "These are my notes on the battle, not a GeoPackage.\n");
  expectUnreadable(path);
  std::string empty = tmp / "empty.gpkg";
  writeFile(empty, "");
  expectUnreadable(empty);
}

TEST(ValidateCommand, TruncatedFileExitsTwo) {
  TempDir tmp;
  std::string gpkg = tmp / "small.gpkg";
  buildBattleFile(makeSmallBattle(), gpkg);
  std::string bytes = readFile(gpkg);
  ASSERT_GT(bytes.size(), 8192u);
  for (size_t keep : {size_t(100), size_t(4096), bytes.size() / 2}) {
    std::string cut = tmp / ("cut-" + std::to_string(keep) + ".gpkg");
    writeFile(cut, bytes.substr(0, keep));
    expectUnreadable(cut);
  }
}

}  // namespace
}  // namespace cartouche::test

namespace cartouche::test {
namespace {

// A stacking table's check cell is read on load: a word the grammar cannot read is refused with the table, row,
// column and word; a readable one loads and validates clean (its scenario sets nothing up).
TEST(ValidateCommand, StackingCheckCellsAreReadOnLoad) {
  TempDir tmp;
  const std::filesystem::path dir = tmp / "stacking";
  std::filesystem::create_directories(dir);
  auto write = [&](const char* name, const std::string& text) { std::ofstream(dir / name) << text; };
  write("battle.txt",
        "[format]\nversion = 1\n\n[info]\nsystem = la-bataille\ntitle = \"Stacking\"\n"
        "map_provenance = \"synthetic: a test case\"\n\n[grid]\norientation = pointy\nshifted = odd\ncolumns = 3\n"
        "rows = 1\n");
  write("terrain.txt", "[terrain clear]\nname = \"Clear\"\nkind = hex\n");
  write("map.txt", "legend . = clear\n. . .\n");
  write("hexsides.txt", "");
  write("scenarios.txt", "[scenario s1]\nname = \"One\"\n");
  auto rules = [&](const std::string& check) {
    write("rules.txt",
          "[table stacking]\nkind = stacking\ntitle = \"Stacking\"\ndie = none\nnotes = \"\"\n"
          "columns = terrain:terrain limit:text check:stacking-limit\nheadings = \"Terrain\" \"Limit\" "
          "\"Check\"\n| any | printed | " +
              check + " |\n");
  };
  const std::string file = tmp / "stacking.gpkg";
  rules("1 infantry battalion or 2 cavalry");
  RunResult refused = runCartouche({"load", dir.string(), file});
  EXPECT_EQ(refused.exitCode, 2) << refused.out << refused.err;
  EXPECT_NE(refused.err.find("table \"stacking\" row 1 column \"check\""), std::string::npos) << refused.err;
  EXPECT_NE(refused.err.find("(at \"cavalry\")"), std::string::npos) << refused.err;
  rules("1 infantry battalion or 2 cavalry regiments; at most 3 units");
  RunResult loaded = runCartouche({"load", dir.string(), file});
  ASSERT_EQ(loaded.exitCode, 0) << loaded.out << loaded.err;
  RunResult v = runCartouche({"validate", "--json", file});
  EXPECT_EQ(v.exitCode, 0) << v.out << v.err;
  EXPECT_EQ(json::parse(v.out)["errors"], 0) << v.out;
}

}  // namespace
}  // namespace cartouche::test
