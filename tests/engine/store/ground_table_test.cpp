// Schema v4's ground placement: written through a private copy and the atomic save, read back equal, cleared; each
// malformed row refused with its table, row and field; a refused write leaves the file's bytes unchanged.
#include "store/ground_table.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "store/battle_file.h"
#include "store_test_util.h"

namespace cartouche {
namespace {

std::string newFile(const test::ScratchDir& dir) {
  std::string path = dir.path("battle.gpkg");
  EXPECT_TRUE(writeBattleFile(test::sampleBattle(10, 8, false), path));
  return path;
}

const StoredGround kRaszyn{"EPSG:2180", 630512.5, 478250.0, -12.5};

TEST(GroundTable, NewFileIsNotPlaced) {
  test::ScratchDir dir;
  auto g = readBattleGround(newFile(dir));
  ASSERT_TRUE(g) << g.status().message();
  EXPECT_FALSE(g->has_value());
}

TEST(GroundTable, WrittenPlacementReadsBackAndClears) {
  test::ScratchDir dir;
  std::string path = newFile(dir);
  const Battle before = *readBattleFile(path);
  ASSERT_TRUE(writeBattleGround(path, kRaszyn));
  auto g = readBattleGround(path);
  ASSERT_TRUE(g) << g.status().message();
  ASSERT_TRUE(g->has_value());
  EXPECT_TRUE(**g == kRaszyn);
  Battle after = *readBattleFile(path);
  ASSERT_TRUE(after.ground.has_value());  // the battle reads the placement...
  EXPECT_EQ(after.ground->crs, kRaszyn.crs);
  EXPECT_EQ(after.ground->origin.x, kRaszyn.originX);
  EXPECT_EQ(after.ground->rotationDegrees, kRaszyn.rotationDegrees);
  after.ground.reset();
  EXPECT_TRUE(after == before);  // ...and is otherwise untouched
  std::string out;
  EXPECT_EQ(test::validateGeoPackage(path, &out), 0) << out;
  ASSERT_TRUE(writeBattleGround(path, std::nullopt));
  EXPECT_FALSE(readBattleGround(path)->has_value());
}

TEST(GroundTable, RefusedPlacementLeavesTheFile) {
  test::ScratchDir dir;
  std::string path = newFile(dir);
  const std::string bytes = test::fileBytes(path);
  StoredGround bad = kRaszyn;
  bad.crs = "";
  EXPECT_FALSE(writeBattleGround(path, bad));
  bad = kRaszyn;
  bad.originX = std::numeric_limits<double>::quiet_NaN();
  EXPECT_FALSE(writeBattleGround(path, bad));
  bad = kRaszyn;
  bad.rotationDegrees = 720;
  EXPECT_FALSE(writeBattleGround(path, bad));
  EXPECT_EQ(test::fileBytes(path), bytes);
}

TEST(GroundTable, MalformedRowsAreRefusedByName) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"UPDATE battle_ground SET id = 2", "battle_ground row 2: id: the placement has at most one row, id 1"},
      {"INSERT INTO battle_ground VALUES (2, 'EPSG:2180', 0, 0, 0)", "battle_ground row 2: id"},
      {"UPDATE battle_ground SET crs = ''", "battle_ground row 1: crs: empty"},
      {"UPDATE battle_ground SET crs = x'00'", "battle_ground row 1: crs: blob where text is expected"},
      {"UPDATE battle_ground SET rotation_deg = 400", "battle_ground row 1: rotation_deg: not in (-360, 360)"},
      {"UPDATE battle_ground SET origin_x = 'east'", "battle_ground row 1: origin_x: text where a number"},
  };
  for (const auto& [sql, expected] : cases) {
    test::ScratchDir dir;
    std::string path = newFile(dir);
    ASSERT_TRUE(writeBattleGround(path, kRaszyn));
    test::execSql(path, sql);
    auto g = readBattleGround(path);
    ASSERT_FALSE(g) << sql;
    EXPECT_NE(g.status().message().find(expected), std::string::npos) << g.status().message();
    EXPECT_NE(g.status().message().find(path), std::string::npos) << g.status().message();
    EXPECT_FALSE(readBattleFile(path)) << sql;
  }
}

}  // namespace
}  // namespace cartouche
