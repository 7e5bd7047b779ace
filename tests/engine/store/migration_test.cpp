// Version 1, 2 and 4 files built from schemas/v1.sql, v2.sql and v4.sql are read as the current version with their
// content intact, through readBattleFile (migrated in memory) and the working copy (migrated there); the old file
// itself never changes.
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

// The sample battle without what version 5 added: no armies, scenarios without base or set-up.
Battle withoutArmies(Battle b) {
  b.armyVocabulary = {};
  b.army = {};
  for (Scenario& sc : b.scenarios)
    sc = Scenario{sc.code, sc.name, sc.description, sc.startTime, sc.turnMinutes, sc.turns};
  return b;
}

// The sample battle as version 1 can hold it: no metres, no scenarios.
Battle v1Battle() {
  Battle b = withoutArmies(test::sampleBattle(70, 66, false));
  b.scenarios.clear();
  b.rules.clear();
  return b;
}

// The sample battle as version 2 can hold it: metres and scenarios, no ruleset tables.
Battle v2Battle() {
  Battle b = withoutArmies(test::sampleBattle(70, 66, true));
  b.rules.clear();
  return b;
}

std::string makeV2File(const test::ScratchDir& dir) {
  std::string current = dir.path("current2.gpkg"), v2 = dir.path("v2.gpkg");
  EXPECT_TRUE(writeBattleFile(v2Battle(), current));
  test::execSql(v2, readText(std::string(CARTOUCHE_SOURCE_DIR) + "/schemas/v2.sql"));
  test::execSql(v2, "ATTACH '" + current +
                        "' AS cur;"
                        "INSERT INTO battle_info SELECT * FROM cur.battle_info;"
                        "INSERT INTO battle_grid SELECT * FROM cur.battle_grid;"
                        "INSERT INTO battle_terrain_types SELECT * FROM cur.battle_terrain_types;"
                        "INSERT INTO battle_map_chunks SELECT * FROM cur.battle_map_chunks;"
                        "INSERT INTO battle_hexsides SELECT * FROM cur.battle_hexsides;"
                        "INSERT INTO battle_scenarios SELECT id, code, name, description, start_time, turn_minutes, "
                        "  turns FROM cur.battle_scenarios;");
  return v2;
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
  EXPECT_EQ(summary->schemaVersion, currentSchemaVersion());
  auto b = readBattleFile(saved);
  ASSERT_TRUE(b) << b.status().message();
  EXPECT_TRUE(*b == v1Battle());
  std::string out;
  EXPECT_EQ(test::validateGeoPackage(saved, &out), 0) << out;
  (*wc)->discard();
}

TEST(Migration, V2FileIsReadAsCurrentAndUntouched) {
  test::ScratchDir dir;
  std::string v2 = makeV2File(dir);
  EXPECT_EQ(test::queryInt(v2, "SELECT value FROM battle_meta WHERE key = 'schema_version'"), 2);
  std::string out;
  EXPECT_EQ(test::validateGeoPackage(v2, &out), 0) << out;
  std::string before = test::fileBytes(v2);
  auto b = readBattleFile(v2);
  ASSERT_TRUE(b) << b.status().message();
  EXPECT_TRUE(*b == v2Battle());
  EXPECT_EQ(test::fileBytes(v2), before);
}

// The migrated working copy takes ruleset tables like a new file, and the saved file is the current layout, byte
// for byte what writing the same battle from scratch gives.
TEST(Migration, V2WorkingCopyTakesRuleTablesAndSavesTheCurrentLayout) {
  test::ScratchDir dir;
  std::string v2 = makeV2File(dir);
  std::string before = test::fileBytes(v2);
  auto wc = WorkingCopy::open(v2);
  ASSERT_TRUE(wc) << wc.status().message();
  Battle edited = (*wc)->loaded();
  edited.rules = test::sampleRules();
  ChangeSet changes;
  changes.rules = true;
  (*wc)->onChanged(edited, changes);
  ASSERT_TRUE((*wc)->commitError()) << (*wc)->commitError().message();
  std::string saved = dir.path("upgraded2.gpkg");
  ASSERT_TRUE((*wc)->saveAs(saved));
  EXPECT_EQ(test::fileBytes(v2), before);
  auto b = readBattleFile(saved);
  ASSERT_TRUE(b) << b.status().message();
  EXPECT_TRUE(b->rules == test::sampleRules());
  std::string out;
  EXPECT_EQ(test::validateGeoPackage(saved, &out), 0) << out;
  std::string fresh = dir.path("fresh.gpkg");
  ASSERT_TRUE(writeBattleFile(*b, fresh));
  EXPECT_TRUE(test::fileBytesBesideSchemaCookie(fresh) == test::fileBytesBesideSchemaCookie(saved))
      << "a migrated file differs from a new one";
  (*wc)->discard();
}

// A version 4 file (made here from v4.sql, the last layout without armies) opens with empty armies and no set-ups,
// takes the whole test army through the working copy, and saves what a new file of the same battle holds, byte for
// byte.
TEST(Migration, V4FileOpensWithEmptyArmiesAndTakesThem) {
  test::ScratchDir dir;
  std::string current = dir.path("current4.gpkg"), v4 = dir.path("v4.gpkg");
  Battle plain = withoutArmies(test::sampleBattle(70, 66, true));
  ASSERT_TRUE(writeBattleFile(plain, current));
  test::execSql(v4, readText(std::string(CARTOUCHE_SOURCE_DIR) + "/schemas/v4.sql"));
  std::string copy = "ATTACH '" + current + "' AS cur;";
  for (const char* table : {"battle_info", "battle_grid", "battle_terrain_types", "battle_map_chunks",
                            "battle_hexsides", "battle_rule_tables", "battle_rule_columns", "battle_rule_cells"})
    copy += std::string("INSERT INTO ") + table + " SELECT * FROM cur." + table + ";";
  copy +=
      "INSERT INTO battle_scenarios SELECT id, code, name, description, start_time, turn_minutes, turns FROM "
      "cur.battle_scenarios;";
  test::execSql(v4, copy);
  EXPECT_EQ(test::queryInt(v4, "SELECT value FROM battle_meta WHERE key = 'schema_version'"), 4);
  std::string out;
  EXPECT_EQ(test::validateGeoPackage(v4, &out), 0) << out;
  std::string before = test::fileBytes(v4);

  auto read = readBattleFile(v4);
  ASSERT_TRUE(read) << read.status().message();
  EXPECT_TRUE(read->army.empty());
  EXPECT_TRUE(read->armyVocabulary == ArmyVocabulary{});
  EXPECT_TRUE(*read == plain);

  auto wc = WorkingCopy::open(v4);
  ASSERT_TRUE(wc) << wc.status().message();
  EXPECT_TRUE((*wc)->loaded() == plain);
  Battle full = test::sampleBattle(70, 66, true);
  ChangeSet changes;
  changes.army = true;
  changes.scenarios = true;
  (*wc)->onChanged(full, changes);
  ASSERT_TRUE((*wc)->commitError()) << (*wc)->commitError().message();
  std::string saved = dir.path("upgraded4.gpkg");
  ASSERT_TRUE((*wc)->saveAs(saved));
  EXPECT_EQ(test::fileBytes(v4), before);
  auto back = readBattleFile(saved);
  ASSERT_TRUE(back) << back.status().message();
  EXPECT_TRUE(*back == full);
  EXPECT_EQ(test::validateGeoPackage(saved, &out), 0) << out;
  std::string fresh = dir.path("fresh4.gpkg");
  ASSERT_TRUE(writeBattleFile(full, fresh));
  EXPECT_TRUE(test::fileBytesBesideSchemaCookie(fresh) == test::fileBytesBesideSchemaCookie(saved))
      << "a migrated file differs from a new one";
  (*wc)->discard();
}

}  // namespace
}  // namespace cartouche
