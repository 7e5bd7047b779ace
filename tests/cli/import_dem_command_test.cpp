// `cartouche import-dem` end to end on the real Suwałki DEM (EPSG:2180, northing/easting axis order, NaN cells with
// no NoData): the dry run changes nothing, a write puts exactly the previewed heights and levels into the file
// (read back through `cartouche dump`), hexes off the DEM stay unknown and keep their level, and bad input (an
// unknown CRS, a missing or truncated DEM, a map beside the DEM) exits with a message and leaves the file alone.
#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>

#include "cli_test_support.h"
#include "text/battle_text.h"

namespace cartouche::test {
namespace {

using json = nlohmann::json;

const std::string kSuwalki = CARTOUCHE_SOURCE_DIR "/../shared/data/dem/srtm_suwalki_pl.tif";
// Hex 0101 of the 6x5 test battle near the east edge of the DEM's valid cells: there the last 800 m or so of the
// DEM (easting 756971.7 at its edge) are NaN cells, so columns 4 and 5 (easting 756300 and beyond) have no height.
const std::string kEdgeOrigin = "755950,716000";
const std::string kInsideOrigin = "748000,719000";

struct Fixture {
  TempDir dir;
  std::string gpkg = dir / "battle.gpkg";
  Battle original = makeSmallBattle();
  Fixture() {
    original.map.setLevel(11, 3);  // hex 0602, on the NaN cells east of kEdgeOrigin
    buildBattleFile(original, gpkg);
  }
};

Battle readBack(const Fixture& f) {
  const std::string out = f.dir / "dumped";
  RunResult d = runCartouche({"dump", f.gpkg, out});
  EXPECT_EQ(d.exitCode, 0) << d.err;
  Result<Battle> b = loadBattleText(out);
  EXPECT_TRUE(b.isOk()) << b.status().message();
  return b ? std::move(b).value() : Battle{};
}

TEST(ImportDemCommand, DryRunPrintsThePreviewAndChangesNothing) {
  Fixture f;
  const std::string before = readFile(f.gpkg);
  RunResult r = runCartouche({"import-dem", f.gpkg, kSuwalki, "--origin", kInsideOrigin, "--crs", "EPSG:2180",
                              "--interval", "20", "--base", "140", "--dry-run"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("levels from 140.0 m every 20.0 m"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Dry run"), std::string::npos) << r.out;
  // The ground (225-228 m) starts on level 4 from 140 m: the preview proposes the base at the lowest ground, and
  // with that base it has nothing to propose.
  EXPECT_NE(r.out.find("Note: the lowest ground is 225.0 m; --base 220.0 would start the levels at 0 there"),
            std::string::npos)
      << r.out;
  RunResult low = runCartouche({"import-dem", f.gpkg, kSuwalki, "--origin", kInsideOrigin, "--crs", "EPSG:2180",
                                "--interval", "20", "--base", "220", "--dry-run"});
  ASSERT_EQ(low.exitCode, 0) << low.err;
  EXPECT_NE(low.out.find("  level 0 (220.0 - 240.0 m): 30 hexes"), std::string::npos) << low.out;
  EXPECT_EQ(low.out.find("would start the levels at 0"), std::string::npos) << low.out;
  EXPECT_TRUE(readFile(f.gpkg) == before) << f.gpkg << " changed";

  RunResult j = runCartouche({"import-dem", f.gpkg, kSuwalki, "--origin", kInsideOrigin, "--crs", "EPSG:2180",
                              "--interval", "20", "--base", "140", "--dry-run", "--json"});
  ASSERT_EQ(j.exitCode, 0) << j.err;
  json doc = json::parse(j.out);
  EXPECT_FALSE(doc["written"].get<bool>());
  EXPECT_EQ(doc["hexes"], 30);
  EXPECT_EQ(doc["statistic"], "mean");
  int counted = doc["unknown"].get<int>();
  for (const json& level : doc["levels"]) counted += level["hexes"].get<int>();
  EXPECT_EQ(counted, 30);
  EXPECT_GE(doc["lowest_m"].get<double>(), 143.6);
  EXPECT_LE(doc["highest_m"].get<double>(), 288.9);
  for (const json& h : doc["per_hex"]) {
    if (h["metres"].is_null()) {
      EXPECT_TRUE(h["level"].is_null());
      continue;
    }
    const double m = h["metres"].get<double>();
    EXPECT_EQ(h["level"].get<int>(), int(std::floor((m - 140.0) / 20.0))) << h["hex"];
  }
  EXPECT_TRUE(readFile(f.gpkg) == before) << f.gpkg << " changed";
}

TEST(ImportDemCommand, WritesThePreviewedHeightsAndLevels) {
  Fixture f;
  const std::vector<std::string> common = {"import-dem", f.gpkg,       kSuwalki, "--origin", kEdgeOrigin, "--crs",
                                           "EPSG:2180",  "--interval", "5",      "--stat",   "max",       "--json"};
  std::vector<std::string> dry = common;
  dry.push_back("--dry-run");
  RunResult preview = runCartouche(dry);
  ASSERT_EQ(preview.exitCode, 0) << preview.err;
  RunResult write = runCartouche(common);
  ASSERT_EQ(write.exitCode, 0) << write.err;
  json p = json::parse(preview.out), w = json::parse(write.out);
  EXPECT_TRUE(w["written"].get<bool>());
  EXPECT_EQ(p["per_hex"], w["per_hex"]) << "the write applies exactly what the dry run showed";

  Battle b = readBack(f);
  ASSERT_TRUE(b.map.hasMetres());
  int known = 0;
  for (int k = 0; k < b.map.hexCount(); ++k) {
    const json& h = w["per_hex"][size_t(k)];
    const OffsetCoord c = b.map.offsetAt(k);
    if (c.col >= 4) {
      EXPECT_TRUE(h["metres"].is_null()) << h["hex"] << " lies on the DEM's NaN cells";
    }
    if (h["metres"].is_null()) {
      EXPECT_TRUE(std::isnan(b.map.metres(k))) << h["hex"] << ": unknown must stay unknown, not 0";
      EXPECT_EQ(b.map.level(k), f.original.map.level(k)) << h["hex"] << ": an unknown hex keeps its level";
    } else {
      ++known;
      EXPECT_FLOAT_EQ(b.map.metres(k), h["metres"].get<float>()) << h["hex"];
      EXPECT_EQ(b.map.level(k), h["level"].get<int>()) << h["hex"];
      EXPECT_GT(b.map.level(k), 143.6 / 5 - 1);
    }
  }
  EXPECT_GE(known, 6);
  EXPECT_EQ(known, w["known"].get<int>());
  EXPECT_EQ(b.map.level(11), 3);
}

TEST(ImportDemCommand, BadCrsChangesNothing) {
  Fixture f;
  const std::string before = readFile(f.gpkg);
  RunResult r = runCartouche({"import-dem", f.gpkg, kSuwalki, "--origin", kInsideOrigin, "--crs", "EPSG:999999"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("EPSG:999999"), std::string::npos) << r.err;
  RunResult g = runCartouche({"import-dem", f.gpkg, kSuwalki, "--origin", "22.8,54.2", "--crs", "EPSG:4326"});
  EXPECT_EQ(g.exitCode, 2);
  EXPECT_NE(g.err.find("not projected"), std::string::npos) << g.err;
  EXPECT_TRUE(readFile(f.gpkg) == before) << f.gpkg << " changed";
}

TEST(ImportDemCommand, MissingFilesAndBadOptionsAreUsageErrors) {
  Fixture f;
  const std::string before = readFile(f.gpkg);
  RunResult noDem =
      runCartouche({"import-dem", f.gpkg, f.dir / "nowhere.tif", "--origin", kInsideOrigin, "--crs", "EPSG:2180"});
  EXPECT_EQ(noDem.exitCode, 2);
  EXPECT_NE(noDem.err.find("nowhere.tif: no such file"), std::string::npos) << noDem.err;
  RunResult noBattle =
      runCartouche({"import-dem", f.dir / "missing.gpkg", kSuwalki, "--origin", kInsideOrigin, "--crs", "EPSG:2180"});
  EXPECT_EQ(noBattle.exitCode, 2);
  EXPECT_NE(noBattle.err.find("missing.gpkg: no such file"), std::string::npos) << noBattle.err;
  EXPECT_EQ(runCartouche({"import-dem", f.gpkg, kSuwalki, "--crs", "EPSG:2180"}).exitCode, 2);
  EXPECT_EQ(runCartouche({"import-dem", f.gpkg, kSuwalki, "--origin", "1;2", "--crs", "EPSG:2180"}).exitCode, 2);
  EXPECT_EQ(
      runCartouche({"import-dem", f.gpkg, kSuwalki, "--origin", kInsideOrigin, "--crs", "EPSG:2180", "--interval", "0"})
          .exitCode,
      2);
  EXPECT_EQ(runCartouche(
                {"import-dem", f.gpkg, kSuwalki, "--origin", kInsideOrigin, "--crs", "EPSG:2180", "--stat", "median"})
                .exitCode,
            2);
  EXPECT_TRUE(readFile(f.gpkg) == before) << f.gpkg << " changed";
}

TEST(ImportDemCommand, TruncatedDemNamesTheFileAndChangesNothing) {
  Fixture f;
  const std::string before = readFile(f.gpkg);
  const std::string whole = readFile(kSuwalki);
  const std::string truncated = f.dir / "truncated.tif";
  // The TIFF directory is at the start, so the cut file opens; the southern rows under the map are gone.
  writeFile(truncated, whole.substr(0, whole.size() / 4));
  RunResult r = runCartouche({"import-dem", f.gpkg, truncated, "--origin", "748000,713800", "--crs", "EPSG:2180"});
  EXPECT_EQ(r.exitCode, 2) << r.out;
  EXPECT_NE(r.err.find("truncated.tif: reading heights failed"), std::string::npos) << r.err;
  EXPECT_TRUE(readFile(f.gpkg) == before) << f.gpkg << " changed";
}

TEST(ImportDemCommand, MapBesideTheDemWritesNothing) {
  Fixture f;
  const std::string before = readFile(f.gpkg);
  RunResult r = runCartouche({"import-dem", f.gpkg, kSuwalki, "--origin", "500000,300000", "--crs", "EPSG:2180"});
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("no hex of the map has a height"), std::string::npos) << r.err;
  EXPECT_TRUE(readFile(f.gpkg) == before) << f.gpkg << " changed";
}

// Placed once with `cartouche place`, the battle needs no --crs and --origin: the stored placement gives the same
// heights as the same placement on the command line.
TEST(ImportDemCommand, UsesThePlacementStoredInTheBattle) {
  Fixture f;
  const std::string before = readFile(f.gpkg);
  RunResult unplaced = runCartouche({"import-dem", f.gpkg, kSuwalki});
  EXPECT_EQ(unplaced.exitCode, 2);
  EXPECT_NE(unplaced.err.find(f.gpkg + " is not placed on the ground: give --crs and --origin, or store a "
                                       "placement with `cartouche place"),
            std::string::npos)
      << unplaced.err;
  EXPECT_TRUE(readFile(f.gpkg) == before) << f.gpkg << " changed";
  RunResult onlyCrs = runCartouche({"import-dem", f.gpkg, kSuwalki, "--crs", "EPSG:2180"});
  EXPECT_EQ(onlyCrs.exitCode, 2);
  EXPECT_NE(onlyCrs.err.find("--crs and --origin go together"), std::string::npos) << onlyCrs.err;

  ASSERT_EQ(runCartouche({"place", f.gpkg, "--crs", "EPSG:2180", "--origin", kEdgeOrigin, "--rotation", "7"}).exitCode,
            0);
  RunResult given = runCartouche({"import-dem", f.gpkg, kSuwalki, "--crs", "EPSG:2180", "--origin", kEdgeOrigin,
                                  "--rotation", "7", "--dry-run", "--json"});
  ASSERT_EQ(given.exitCode, 0) << given.err;
  RunResult stored = runCartouche({"import-dem", f.gpkg, kSuwalki, "--json"});
  ASSERT_EQ(stored.exitCode, 0) << stored.err;
  const json g = json::parse(given.out), s = json::parse(stored.out);
  EXPECT_EQ(g["per_hex"], s["per_hex"]);
  EXPECT_GE(s["known"].get<int>(), 6);
  EXPECT_TRUE(s["written"].get<bool>());
  RunResult rotationAlone = runCartouche({"import-dem", f.gpkg, kSuwalki, "--rotation", "3", "--dry-run"});
  EXPECT_EQ(rotationAlone.exitCode, 2);
  EXPECT_NE(rotationAlone.err.find("--rotation goes with --crs and --origin"), std::string::npos) << rotationAlone.err;
}

}  // namespace
}  // namespace cartouche::test
