// Round trips of whole battle files: equal content back, identical bytes for equal battles, a valid GeoPackage
// that GDAL opens.
#include "store/battle_file.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "rules/validate.h"
#include "store_test_util.h"

namespace cartouche {
namespace {

using test::fileBytes;
using test::ScratchDir;

TEST(BattleFile, CurrentSchemaVersionIsFive) { EXPECT_EQ(currentSchemaVersion(), 5); }

TEST(BattleFile, RoundTripKeepsEveryField) {
  ScratchDir dir;
  for (bool metres : {false, true}) {
    Battle b = test::sampleBattle(70, 66, metres);
    std::string path = dir.path(metres ? "metres.gpkg" : "plain.gpkg");
    ASSERT_TRUE(writeBattleFile(b, path)) << path;
    auto back = readBattleFile(path);
    ASSERT_TRUE(back) << back.status().message();
    EXPECT_EQ(back->map.hasMetres(), metres);
    EXPECT_TRUE(*back == b);
  }
}

TEST(BattleFile, RuleTablesAreStoredCellByCell) {
  ScratchDir dir;
  Battle b = test::sampleBattle(10, 10);
  std::string path = dir.path("rules.gpkg");
  ASSERT_TRUE(writeBattleFile(b, path));
  EXPECT_EQ(test::queryInt(path, "SELECT count(*) FROM battle_rule_tables"), 3);
  EXPECT_EQ(test::queryInt(path, "SELECT count(*) FROM battle_rule_columns"), 7 + 2 + 3);
  EXPECT_EQ(test::queryInt(path, "SELECT count(*) FROM battle_rule_cells"), 4 * 7 + 3 * 2 + 2 * 3);
  // A blank cell is stored as an empty text, never dropped or filled in.
  EXPECT_EQ(test::queryInt(path,
                           "SELECT count(*) FROM battle_rule_cells WHERE table_id = 1 AND table_row = 4 AND "
                           "table_column = 5 AND text = ''"),
            1);
  auto back = readBattleFile(path);
  ASSERT_TRUE(back) << back.status().message();
  EXPECT_TRUE(back->rules == b.rules);
  EXPECT_EQ(back->rules[1].rows[0][1], "Carré");
  EXPECT_EQ(back->rules[0].rows[3][4], "");
}

TEST(BattleFile, NoRuleTablesRoundTrip) {
  ScratchDir dir;
  Battle b = test::sampleBattle(10, 10);
  b.rules.clear();
  ASSERT_TRUE(writeBattleFile(b, dir.path("none.gpkg")));
  auto back = readBattleFile(dir.path("none.gpkg"));
  ASSERT_TRUE(back) << back.status().message();
  EXPECT_TRUE(back->rules.empty());
}

TEST(BattleFile, WriterRefusesRuleTablesItCouldNotReadBack) {
  ScratchDir dir;
  Battle twice = test::sampleBattle(10, 10);
  twice.rules[2].code = "movement";
  Status s = writeBattleFile(twice, dir.path("twice.gpkg"));
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("share the code \"movement\""), std::string::npos) << s.message();
  Battle ragged = test::sampleBattle(10, 10);
  ragged.rules[0].rows[1].pop_back();
  s = writeBattleFile(ragged, dir.path("ragged.gpkg"));
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("movement"), std::string::npos) << s.message();
  EXPECT_FALSE(std::filesystem::exists(dir.path("twice.gpkg")));
  EXPECT_FALSE(std::filesystem::exists(dir.path("ragged.gpkg")));
}

TEST(BattleFile, FlatTopAndOddSizesRoundTrip) {
  ScratchDir dir;
  Battle b = test::sampleBattle(1, 129);
  GridSettings g = b.map.grid();
  g.orientation = Orientation::FlatTop;
  g.shifted = ShiftedLines::Even;
  g.labels.columnLetters = true;
  g.labels.firstRow = 0;
  g.hexSizeMetres = 125.5;
  b.map.setGridKeepingSize(g);
  ASSERT_TRUE(g.validate()) << g.validate().message();
  Status written = writeBattleFile(b, dir.path("flat.gpkg"));
  ASSERT_TRUE(written) << written.message();
  auto back = readBattleFile(dir.path("flat.gpkg"));
  ASSERT_TRUE(back) << back.status().message();
  EXPECT_TRUE(*back == b);
}

TEST(BattleFile, EqualBattlesGiveIdenticalBytes) {
  ScratchDir dir;
  Battle b = test::sampleBattle(70, 66, true);
  ASSERT_TRUE(writeBattleFile(b, dir.path("a.gpkg")));
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(70, 66, true), dir.path("b.gpkg")));
  EXPECT_EQ(fileBytes(dir.path("a.gpkg")), fileBytes(dir.path("b.gpkg")));
  b.info["title"] = "Another";
  ASSERT_TRUE(writeBattleFile(b, dir.path("c.gpkg")));
  EXPECT_NE(fileBytes(dir.path("a.gpkg")), fileBytes(dir.path("c.gpkg")));
}

TEST(BattleFile, UnknownTerrainIdsAreKeptForTheValidator) {
  ScratchDir dir;
  Battle b = test::sampleBattle(20, 20);
  b.map.setTerrain(5, 999);
  ASSERT_TRUE(writeBattleFile(b, dir.path("unknown.gpkg")));
  auto back = readBattleFile(dir.path("unknown.gpkg"));
  ASSERT_TRUE(back) << back.status().message();
  EXPECT_EQ(back->map.terrain(5), 999);
  auto report = validateBattle(*back);
  bool found = false;
  for (const Problem& p : report.problems) found = found || (p.code == "unknown-terrain" && p.hex == 5);
  EXPECT_TRUE(found);
}

TEST(BattleFile, WritesAValidGeoPackageThatGdalOpens) {
  ScratchDir dir;
  std::string path = dir.path("valid.gpkg");
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(70, 66, true), path));
  std::string out;
  EXPECT_EQ(test::validateGeoPackage(path, &out), 0) << out;
  EXPECT_EQ(test::runCommand("ogrinfo -ro '" + path + "'", &out), 0) << out;
  EXPECT_NE(out.find("using driver `GPKG' successful"), std::string::npos) << out;
  for (const char* table :
       {"battle_grid", "battle_terrain_types", "battle_map_chunks", "battle_hexsides", "battle_info",
        "battle_scenarios", "battle_meta", "battle_rule_tables", "battle_rule_columns", "battle_rule_cells"})
    EXPECT_NE(out.find(std::string(table) + " (None)"), std::string::npos) << table << " not listed:\n" << out;
}

TEST(BattleFile, SummaryNamesVersions) {
  ScratchDir dir;
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(10, 10), dir.path("s.gpkg")));
  auto s = summarizeBattleFile(dir.path("s.gpkg"));
  ASSERT_TRUE(s) << s.status().message();
  EXPECT_EQ(s->schemaVersion, 5);
  EXPECT_EQ(s->sqliteVersion.rfind("3.", 0), 0u) << s->sqliteVersion;
}

TEST(BattleFile, WriteLeavesNoTemporaryFiles) {
  ScratchDir dir;
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(10, 10), dir.path("only.gpkg")));
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(12, 10), dir.path("only.gpkg")));
  int files = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir.dir()))
    if (e.is_regular_file()) ++files;
  EXPECT_EQ(files, 1);
}

TEST(BattleFile, ReadingAWalModeFileCreatesNothingBesideIt) {
  ScratchDir dir;
  std::string path = dir.path("wal.gpkg");
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(10, 10), path));
  test::execSql(path, "PRAGMA journal_mode=WAL");
  std::string before = fileBytes(path);
  ASSERT_EQ(before[18], 2) << "not a WAL-mode file";
  auto b = readBattleFile(path);
  ASSERT_TRUE(b) << b.status().message();
  EXPECT_EQ(fileBytes(path), before);
  EXPECT_FALSE(std::filesystem::exists(path + "-wal"));
  EXPECT_FALSE(std::filesystem::exists(path + "-shm"));
}

TEST(BattleFile, PathsWithUriCharactersWork) {
  ScratchDir dir;
  std::string path = dir.path("Racławice 1794 #2 %20 ?draft's.gpkg");
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(10, 10), path));
  auto b = readBattleFile(path);
  ASSERT_TRUE(b) << b.status().message();
  EXPECT_TRUE(*b == test::sampleBattle(10, 10));
  EXPECT_TRUE(std::filesystem::exists(path));
}

TEST(BattleFile, OverwriteKeepsThePermissions) {
  ScratchDir dir;
  std::string path = dir.path("private.gpkg");
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(10, 10), path));
  std::filesystem::permissions(path, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(12, 10), path));
  auto perms = std::filesystem::status(path).permissions();
  EXPECT_EQ(perms & std::filesystem::perms::all,
            std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
}

TEST(BattleFile, WriteIntoAMissingFolderFailsCleanly) {
  ScratchDir dir;
  Status s = writeBattleFile(test::sampleBattle(10, 10), dir.path("no/such/folder/x.gpkg"));
  ASSERT_FALSE(s);
  EXPECT_NE(s.message().find("x.gpkg"), std::string::npos) << s.message();
}

}  // namespace
}  // namespace cartouche
