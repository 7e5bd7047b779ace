// A version 1 file built from schemas/v1.sql is read as the current version with its content intact, through
// readBattleFile (migrated in memory) and the working copy (migrated there); the v1 file itself never changes.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "store/battle_file.h"
#include "store/working_copy.h"
#include "store_test_util.h"

namespace cartouche {
namespace {

std::string readText(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The sample battle as version 1 can hold it: no metres, no scenarios.
Battle v1Battle() {
  Battle b = test::sampleBattle(70, 66, false);
  b.scenarios.clear();
  return b;
}

std::string makeV1File(const test::ScratchDir& dir) {
  std::string current = dir.path("current.gpkg"), v1 = dir.path("v1.gpkg");
  EXPECT_TRUE(writeBattleFile(v1Battle(), current));
  test::execSql(v1, readText(std::string(CARTOUCHE_SOURCE_DIR) + "/schemas/v1.sql"));
  test::execSql(v1, "ATTACH '" + current +
                        "' AS cur;"
                        "INSERT INTO battle_info SELECT * FROM cur.battle_info;"
                        "INSERT INTO battle_grid SELECT * FROM cur.battle_grid;"
                        "INSERT INTO battle_terrain_types SELECT * FROM cur.battle_terrain_types;"
                        "INSERT INTO battle_map_chunks SELECT id, chunk_column, chunk_row, terrain, level "
                        "  FROM cur.battle_map_chunks;"
                        "INSERT INTO battle_hexsides SELECT * FROM cur.battle_hexsides;");
  return v1;
}

TEST(Migration, V1FileIsAValidGeoPackage) {
  test::ScratchDir dir;
  std::string v1 = makeV1File(dir);
  EXPECT_EQ(test::queryInt(v1, "SELECT value FROM battle_meta WHERE key = 'schema_version'"), 1);
  std::string out;
  EXPECT_EQ(test::validateGeoPackage(v1, &out), 0) << out;
}

TEST(Migration, ReadBattleFileReadsV1AsCurrent) {
  test::ScratchDir dir;
  std::string v1 = makeV1File(dir);
  std::string before = test::fileBytes(v1);
  auto summary = summarizeBattleFile(v1);
  ASSERT_TRUE(summary) << summary.status().message();
  EXPECT_EQ(summary->schemaVersion, 1);
  auto b = readBattleFile(v1);
  ASSERT_TRUE(b) << b.status().message();
  EXPECT_TRUE(*b == v1Battle());
  EXPECT_EQ(test::fileBytes(v1), before);
}

TEST(Migration, WorkingCopyMigratesAndSavesTheCurrentVersion) {
  test::ScratchDir dir;
  std::string v1 = makeV1File(dir);
  std::string before = test::fileBytes(v1);
  auto wc = WorkingCopy::open(v1);
  ASSERT_TRUE(wc) << wc.status().message();
  EXPECT_TRUE((*wc)->loaded() == v1Battle());
  EXPECT_EQ(test::fileBytes(v1), before);

  std::string saved = dir.path("upgraded.gpkg");
  ASSERT_TRUE((*wc)->saveAs(saved));
  EXPECT_EQ(test::fileBytes(v1), before);
  auto summary = summarizeBattleFile(saved);
  ASSERT_TRUE(summary) << summary.status().message();
  EXPECT_EQ(summary->schemaVersion, 2);
  auto b = readBattleFile(saved);
  ASSERT_TRUE(b) << b.status().message();
  EXPECT_TRUE(*b == v1Battle());
  std::string out;
  EXPECT_EQ(test::validateGeoPackage(saved, &out), 0) << out;
  (*wc)->discard();
}

}  // namespace
}  // namespace cartouche
