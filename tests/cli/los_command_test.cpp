// `cartouche los` and `cartouche viewshed` on the Raclawice sample: the narrative's visibility facts (the same ones
// tests/engine/text/raclawice_sample_test.cpp asserts on terrain), exit statuses, and the JSON documents.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli_test_support.h"

namespace cartouche::test {
namespace {

using json = nlohmann::json;

const std::string kRaclawice = CARTOUCHE_SAMPLE_BATTLE_DIR "/raclawice-1794.gpkg";

TEST(LosCommand, TormasovCannotSeeTheScythemenButTheGunsSeeEachOther) {
  // 1.0: the scythemen hid behind the hill in Dziemierzycze, and Tormasov could not see them.
  for (const char* russian : {"1521", "1420", "1620"})
    for (const char* kosynierzy : {"1105", "1306", "1406"}) {
      RunResult r = runCartouche({"los", kRaclawice, russian, kosynierzy});
      EXPECT_EQ(r.exitCode, 1) << russian << " sees " << kosynierzy << "\n" << r.out << r.err;
      EXPECT_NE(r.out.find("blocked"), std::string::npos);
    }
  // 1.0: near 4 PM the Polish and Russian guns fought an artillery duel.
  for (const char* polish : {"1313", "1612"})
    for (const char* russian : {"1420", "1620"}) {
      RunResult r = runCartouche({"los", kRaclawice, polish, russian});
      EXPECT_EQ(r.exitCode, 0) << polish << " cannot see " << russian << "\n" << r.out << r.err;
      EXPECT_NE(r.out.find("visible"), std::string::npos);
    }
}

TEST(LosCommand, JsonNamesTheCrossedHexesAndTheBlocker) {
  RunResult r = runCartouche({"los", kRaclawice, "1521", "1105", "--json"});
  ASSERT_EQ(r.exitCode, 1) << r.err;
  json j = json::parse(r.out);
  EXPECT_EQ(j["rules"], "raclawice");
  EXPECT_FALSE(j["visible"].get<bool>());
  EXPECT_EQ(j["range"], 16);
  ASSERT_EQ(j["crossed"].size(), 17u);
  EXPECT_EQ(j["crossed"][0], "1521");
  EXPECT_EQ(j["crossed"][16], "1105");
  EXPECT_TRUE(j["crossed"][2].is_array()) << "a step along a hexside is a pair";
  EXPECT_EQ(j["blocker"]["kind"], "hex");
  EXPECT_EQ(j["blocker"]["reason"], "hill");
  RunResult v = runCartouche({"los", kRaclawice, "1313", "1420", "--json"});
  ASSERT_EQ(v.exitCode, 0) << v.err;
  json k = json::parse(v.out);
  EXPECT_TRUE(k["visible"].get<bool>());
  EXPECT_TRUE(k["blocker"].is_null());
}

TEST(LosCommand, BadInputExitsTwo) {
  EXPECT_EQ(runCartouche({"los", kRaclawice, "1313", "9999"}).exitCode, 2);
  EXPECT_EQ(runCartouche({"los", kRaclawice, "zz", "1420"}).exitCode, 2);
  EXPECT_EQ(runCartouche({"los", kRaclawice, "1313"}).exitCode, 2);
  EXPECT_EQ(runCartouche({"los", "/nonexistent.gpkg", "1313", "1420"}).exitCode, 2);
  EXPECT_EQ(runCartouche({"viewshed", kRaclawice, "9999"}).exitCode, 2);
  EXPECT_EQ(runCartouche({"viewshed", kRaclawice, "1313", "--range", "x"}).exitCode, 2);
}

// A bad or off-map hex says which labels the map has, and a label's fault is said once.
TEST(LosCommand, BadHexesNameTheMapsLabels) {
  RunResult off = runCartouche({"los", kRaclawice, "1313", "9999"});
  EXPECT_NE(off.err.find("cartouche los: hex 9999 is not on the map: its labels run from 0101 to 3427"),
            std::string::npos)
      << off.err;
  RunResult bad = runCartouche({"los", kRaclawice, "12AB", "1313"});
  EXPECT_NE(bad.err.find("cartouche los: hex label \"12AB\" has no row number (its labels run from 0101 to 3427)"),
            std::string::npos)
      << bad.err;
  RunResult view = runCartouche({"viewshed", kRaclawice, "3428"});
  EXPECT_NE(view.err.find("hex 3428 is not on the map: its labels run from 0101 to 3427"), std::string::npos)
      << view.err;
}

TEST(ViewshedCommand, CountsAndListsTheVisibleHexes) {
  RunResult r = runCartouche({"viewshed", kRaclawice, "1313", "--range", "10", "--json"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  json j = json::parse(r.out);
  const json& visible = j["visible"];
  EXPECT_EQ(j["visible_count"].get<size_t>(), visible.size());
  auto has = [&](const std::string& label) {
    for (const json& v : visible)
      if (v == label) return true;
    return false;
  };
  EXPECT_TRUE(has("1313"));
  EXPECT_TRUE(has("1420")) << "the guns see each other";
  EXPECT_FALSE(has("1105")) << "out of range";
  RunResult t = runCartouche({"viewshed", kRaclawice, "1521"});
  ASSERT_EQ(t.exitCode, 0) << t.err;
  EXPECT_NE(t.out.find("hexes visible from 1521"), std::string::npos);
  json all = json::parse(runCartouche({"viewshed", kRaclawice, "1521", "--json"}).out);
  for (const char* kosynierzy : {"1105", "1306", "1406"}) {
    bool seen = false;
    for (const json& v : all["visible"]) seen |= v == kosynierzy;
    EXPECT_FALSE(seen) << kosynierzy;
  }
}

}  // namespace
}  // namespace cartouche::test

namespace cartouche::test {
namespace {

// La Bataille: a ridge above both ends blocks by its ground alone, and the command says so.
TEST(LosCommand, HigherGroundIsNamedAsTheBlocker) {
  TempDir tmp;
  const std::filesystem::path dir = tmp / "ridge";
  std::filesystem::create_directories(dir);
  auto write = [&](const char* name, const std::string& text) { std::ofstream(dir / name) << text; };
  write("battle.txt",
        "[format]\nversion = 1\n\n[info]\nsystem = la-bataille\ntitle = \"Ridge\"\n"
        "map_provenance = \"synthetic: a test case\"\n\n[grid]\norientation = pointy\nshifted = odd\ncolumns = 5\n"
        "rows = 1\n");
  write("terrain.txt", "[terrain clear]\nname = \"Clear\"\nkind = hex\n");
  write("map.txt", "legend . = clear\n. . . . .\n");
  write("elevation.txt", "0 0 1 0 0\n");
  write("hexsides.txt", "");
  write("scenarios.txt", "");
  const std::string file = tmp / "ridge.gpkg";
  ASSERT_EQ(runCartouche({"load", dir.string(), file}).exitCode, 0);
  RunResult r = runCartouche({"los", file, "0101", "0501"});
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("Blocked by hex 0301 (higher ground, clear)"), std::string::npos) << r.out;
  json j = json::parse(runCartouche({"los", file, "0101", "0501", "--json"}).out);
  EXPECT_TRUE(j["blocker"]["ground"].get<bool>());
  EXPECT_EQ(runCartouche({"los", file, "0101", "0301"}).exitCode, 0);
}

}  // namespace
}  // namespace cartouche::test

namespace cartouche::test {
namespace {

// --scenario: the scenario's units take part; the sample's set-ups arrive with its armies, so here the answer is the
// terrain's, the document names the scenario, and an unknown scenario is bad input.
TEST(LosCommand, ScenarioOptionNamesTheScenarioAndRefusesAnUnknownOne) {
  RunResult r = runCartouche({"los", kRaclawice, "1313", "1420", "--scenario", "historical-1", "--json"});
  ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
  json j = json::parse(r.out);
  EXPECT_EQ(j["scenario"], "historical-1");
  EXPECT_TRUE(j["visible"].get<bool>());
  EXPECT_TRUE(json::parse(runCartouche({"los", kRaclawice, "1313", "1420", "--json"}).out)["scenario"].is_null());
  EXPECT_EQ(runCartouche({"los", kRaclawice, "1521", "1105", "--scenario", "historical-1"}).exitCode, 1);
  RunResult bad = runCartouche({"los", kRaclawice, "1313", "1420", "--scenario", "no-such"});
  EXPECT_EQ(bad.exitCode, 2);
  EXPECT_NE(bad.err.find("no scenario 'no-such'"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace cartouche::test
