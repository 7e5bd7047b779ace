// `cartouche place` end to end: the placement is stored in the battle file (read back by `place` with no option and
// by `info --json`), replaced, cleared, and every refusal (an unknown or geographic CRS, a bad origin or rotation, a
// missing battle) leaves the file's bytes unchanged.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "cli_test_support.h"

namespace cartouche::test {
namespace {

using json = nlohmann::json;

struct Fixture {
  TempDir dir;
  std::string gpkg = dir / "battle.gpkg";
  Fixture() { buildBattleFile(makeSmallBattle(), gpkg); }
  json ground() const {
    RunResult r = runCartouche({"info", gpkg, "--json"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return json::parse(r.out).at("ground");
  }
};

TEST(PlaceCommand, StoresShowsReplacesAndClearsThePlacement) {
  Fixture f;
  RunResult shown = runCartouche({"place", f.gpkg});
  ASSERT_EQ(shown.exitCode, 0) << shown.err;
  EXPECT_EQ(shown.out, f.gpkg + ": not placed on the ground\n");
  EXPECT_TRUE(f.ground().is_null());

  RunResult r =
      runCartouche({"place", f.gpkg, "--crs", "EPSG:2180", "--origin", "748000.5,719000", "--rotation", "-12.5"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out, "Placed " + f.gpkg +
                       ": hex 0101 at 748000.5, 719000 in EPSG:2180, rotated -12.5 degrees "
                       "clockwise\n");
  json g = f.ground();
  EXPECT_EQ(g.at("crs"), "EPSG:2180");
  EXPECT_EQ(g.at("origin"), json::array({748000.5, 719000.0}));
  EXPECT_EQ(g.at("rotation_deg"), -12.5);
  EXPECT_EQ(runCartouche({"place", f.gpkg}).out,
            f.gpkg + ": hex 0101 at 748000.5, 719000 in EPSG:2180, rotated -12.5 degrees clockwise\n");
  EXPECT_EQ(runCartouche({"validate", f.gpkg}).exitCode, 0);

  ASSERT_EQ(runCartouche({"place", f.gpkg, "--crs", "+proj=utm +zone=34 +datum=WGS84", "--origin", "1,2"}).exitCode, 0);
  g = f.ground();
  EXPECT_EQ(g.at("crs"), "+proj=utm +zone=34 +datum=WGS84");
  EXPECT_EQ(g.at("rotation_deg"), 0.0);

  RunResult cleared = runCartouche({"place", f.gpkg, "--clear"});
  ASSERT_EQ(cleared.exitCode, 0) << cleared.err;
  EXPECT_EQ(cleared.out, "Cleared the ground placement of " + f.gpkg + "\n");
  EXPECT_TRUE(f.ground().is_null());
}

TEST(PlaceCommand, RefusalsLeaveTheFileUnchanged) {
  Fixture f;
  ASSERT_EQ(runCartouche({"place", f.gpkg, "--crs", "EPSG:2180", "--origin", "748000,719000"}).exitCode, 0);
  const std::string before = readFile(f.gpkg);
  RunResult unknown = runCartouche({"place", f.gpkg, "--crs", "EPSG:999999", "--origin", "1,2"});
  EXPECT_EQ(unknown.exitCode, 2);
  EXPECT_NE(unknown.err.find("EPSG:999999"), std::string::npos) << unknown.err;
  RunResult geographic = runCartouche({"place", f.gpkg, "--crs", "EPSG:4326", "--origin", "22.8,54.2"});
  EXPECT_EQ(geographic.exitCode, 2);
  EXPECT_NE(geographic.err.find("not projected"), std::string::npos) << geographic.err;
  RunResult origin = runCartouche({"place", f.gpkg, "--crs", "EPSG:2180", "--origin", "748000;719000"});
  EXPECT_EQ(origin.exitCode, 2);
  EXPECT_NE(origin.err.find("--origin '748000;719000' is not X,Y"), std::string::npos) << origin.err;
  RunResult rotation = runCartouche({"place", f.gpkg, "--crs", "EPSG:2180", "--origin", "1,2", "--rotation", "400"});
  EXPECT_EQ(rotation.exitCode, 2);
  EXPECT_NE(rotation.err.find("--rotation '400'"), std::string::npos) << rotation.err;
  RunResult noOrigin = runCartouche({"place", f.gpkg, "--crs", "EPSG:2180"});
  EXPECT_EQ(noOrigin.exitCode, 2);
  EXPECT_NE(noOrigin.err.find("--origin X,Y is required"), std::string::npos) << noOrigin.err;
  RunResult clearAndSet = runCartouche({"place", f.gpkg, "--clear", "--crs", "EPSG:2180"});
  EXPECT_EQ(clearAndSet.exitCode, 2);
  EXPECT_TRUE(readFile(f.gpkg) == before) << f.gpkg << " changed";
  RunResult missing = runCartouche({"place", f.dir / "nowhere.gpkg", "--crs", "EPSG:2180", "--origin", "1,2"});
  EXPECT_EQ(missing.exitCode, 2);
  EXPECT_NE(missing.err.find("nowhere.gpkg"), std::string::npos) << missing.err;
  EXPECT_FALSE(std::filesystem::exists(f.dir / "nowhere.gpkg"));
}

}  // namespace
}  // namespace cartouche::test
