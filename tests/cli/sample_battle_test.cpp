// The sample battles the build makes from sample-battles/*/ (one .gpkg per folder with a battle.txt): each
// validates clean and round-trips through the text format.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "cli_test_support.h"

namespace cartouche::test {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> sampleBattleNames() {
  std::vector<std::string> names;
  for (const fs::directory_entry& e : fs::directory_iterator(CARTOUCHE_SOURCE_DIR "/sample-battles"))
    if (e.is_directory() && fs::exists(e.path() / "battle.txt")) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::string builtFile(const std::string& name) { return CARTOUCHE_SAMPLE_BATTLE_DIR "/" + name + ".gpkg"; }

TEST(SampleBattles, RaclawiceIsAmongThem) {
  std::vector<std::string> names = sampleBattleNames();
  EXPECT_NE(std::find(names.begin(), names.end(), "raclawice-1794"), names.end());
}

// Every sample validates clean except for what its rulebook prints wrong: Heilsberg's Prussian carre lines "from
// Column", 2 and 1 Movement Points, leave 66 and 65-66 uncovered (schemas/dice-tables.md), and the sample keeps them
// as printed, so validate must report exactly those two gaps and nothing else.
TEST(SampleBattles, EachBuiltFileValidatesCleanButForThePrintedGaps) {
  for (const std::string& name : sampleBattleNames()) {
    ASSERT_TRUE(fs::exists(builtFile(name))) << builtFile(name) << " was not built";
    RunResult r = runCartouche({"validate", "--json", builtFile(name)});
    nlohmann::json j = nlohmann::json::parse(r.out, nullptr, false);
    ASSERT_FALSE(j.is_discarded()) << name << "\n" << r.out << r.err;
    std::vector<std::string> found;
    for (const auto& p : j["problems"])
      found.push_back(p["code"].get<std::string>() + " " + p["message"].get<std::string>());
    if (name == "heilsberg-1807") {
      EXPECT_EQ(r.exitCode, 1) << r.out;
      EXPECT_EQ(found,
                (std::vector<std::string>{"dice-gap table \"carre-prussian-column-2mp\" (two dice 11-66): gap 66; "
                                          "extend row 3 (52-65) to 52-66",
                                          "dice-gap table \"carre-prussian-column-1mp\" (two dice 11-66): gap 65-66; "
                                          "extend row 3 (45-64) to 45-66"}));
    } else {
      EXPECT_EQ(r.exitCode, 0) << name << "\n" << r.out << r.err;
      EXPECT_TRUE(found.empty()) << name << "\n" << r.out;
    }
  }
}

TEST(SampleBattles, RaclawiceLabelsRunFrom0101To3427) {
  RunResult r = runCartouche({"info", "--json", builtFile("raclawice-1794")});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_FALSE(j["title"].get<std::string>().empty());
  EXPECT_EQ(j["grid"]["labels"]["first"], "0101");
  EXPECT_EQ(j["grid"]["labels"]["last"], "3427");
  EXPECT_FALSE(j["scenarios"].empty());
}

// Hand-written text need not be in the canonical form dump writes, but once dumped it must be stable, and the
// file built from the dump must be the very file the build made.
TEST(SampleBattles, EachRoundTripsThroughText) {
  for (const std::string& name : sampleBattleNames()) {
    TempDir tmp;
    ASSERT_EQ(runCartouche({"dump", builtFile(name), tmp / "first"}).exitCode, 0) << name;
    ASSERT_EQ(runCartouche({"load", tmp / "first", tmp / "again.gpkg"}).exitCode, 0) << name;
    ASSERT_EQ(runCartouche({"dump", tmp / "again.gpkg", tmp / "second"}).exitCode, 0) << name;
    EXPECT_EQ(readFolder(tmp / "first"), readFolder(tmp / "second")) << name;
    EXPECT_EQ(readFile(tmp / "again.gpkg"), readFile(builtFile(name))) << name;
  }
}

}  // namespace
}  // namespace cartouche::test
