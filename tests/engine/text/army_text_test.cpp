// The army files of the text format: army-vocabulary.txt, army.txt and setups.txt round trip exactly (odd strings,
// diacritics, unknown values, every kind of set-up row), a folder without them loads with an empty army, and the
// writer refuses what the reader would refuse.
#include <gtest/gtest.h>

#include <filesystem>

#include "text/battle_text.h"
#include "text_test_util.h"

namespace cartouche {
namespace {

using testing::expectRoundTrip;
using testing::hexType;
using testing::readWhole;
using testing::TempDir;

Hex at(const Battle& b, const std::string& label) { return *b.map.grid().parseLabel(label); }

// A 34x27 map labelled 0101..3427 with an army of two sides, a small tree, units, loss steps and leaders, and two
// scenarios (one a variant of the other) using every part of a set-up.
Battle armyBattle(Orientation o = Orientation::PointyTop) {
  Battle b;
  GridSettings g;
  g.orientation = o;
  TerrainId clear = *b.vocabulary.add(hexType("clear", "Clear"));
  b.map = HexMap(g, clear);
  ArmyVocabulary& v = b.armyVocabulary;
  v.troopTypes = {{"infantry", "Infantry", Arm::Infantry, false},
                  {"kosynierzy", "Kosynierzy (kosa | scythe)", Arm::Infantry, false},
                  {"uhlans", "Uhlans", Arm::Cavalry, true},
                  {"guns", " Guns with a leading blank", Arm::Artillery, false}};
  v.fields = {{"morale", "Morale", ValueKind::Integer, "[3.4]"},
              {"strength", "Strength", ValueKind::Integer, ""},
              {"ranges", "Ranges \"as printed\"", ValueKind::Text, "4-8-12"},
              {"strip", "Strip", ValueKind::Text, "colour strip"}};
  v.formations = {{"column", "Column", FacingRule::Hexside, false, true, {"line"}, ""},
                  {"line", "Line", FacingRule::Vertex, true, true, {"column"}, "two hexes"},
                  {"carre", "Carré", FacingRule::All, false, true, {}, ""},
                  {"limbered", "Limbered", FacingRule::Either, false, false, {"line", "carre"}, "#not a comment"},
                  {"off", "None", FacingRule::None, false, false, {}, "\n\t\x01 odd"}};
  Army& a = b.army;
  a.sides = {{"pl", "Armia Polska", {60, 100, 200, 255}}, {"ru", "Армия", {60, 140, 70, 128}}};
  a.nodes = {{"pl", "", "pl", "army", "Armia", "A", "Naczelnik Tadeusz Kościuszko", "polish", "src", "n"},
             {"pl-2pp", "pl", "pl", "regiment", "2 Pułk Piechoty Koronnej", "2 pp", "gen. Zajączek", "polish", "", ""},
             {"pl-2pp-i", "pl-2pp", "pl", "battalion", "I/2 pp", "", "", "", "", ""},
             {"ru", "", "ru", "army", "Russian army", "", "gen. Tormasow", "russian", "", ""},
             {"ru-jek", "ru", "ru", "regiment", "Jekatierynosławski", "", "", "", "a|b", "\"q\""}};
  Unit u1{"pl-1-i-2pp", "pl-2pp-i", "1/I/2 pp", "1/I",     "infantry", {{"morale", "5"}, {"strip", "Zajączek"}},
          {},           2,          "",         "manifest"};
  u1.losses = {{"1 back", {{"strength", "-3"}}}, {"2", {}}, {"2 back", {{"ranges", "1-2"}, {"morale", "4"}}}};
  Unit u2{"pl-kos-1", "pl-2pp", "1/kosynier", "", "kosynierzy", {{"strength", "9"}}, {}, std::nullopt, "[3.4]", ""};
  Unit u3{"ru-art-1", "ru-jek", "1 art.", "", "", {}, {}, 1, "", ""};
  Unit u4{"ru-uhl", "ru", "I/Uhlans", "", "uhlans", {{"ranges", "4-8-12"}}, {}, 0, "", ""};
  a.units = {u1, u2, u3, u4};
  a.leaders = {{"pl-kosciuszko", "pl", "Kościuszko", "Commander-in-Chief", {"pl"}, {}, std::nullopt, "", ""},
               {"pl-slaski", "pl", "Ślaski", "gen.", {"pl-2pp", "pl-2pp-i"}, {{"morale", "2"}}, 3, "n", "s"},
               {"ru-f", "ru", "F. Denisow", "", {}, {}, std::nullopt, "", ""}};
  Scenario h1;
  h1.code = "historical-1";
  h1.name = "Historical";
  h1.turns = 15;
  h1.setup = {{"pl-1-i-2pp", at(b, "1809"), std::nullopt, "line",
               facingTowards(at(b, "1809"), at(b, "1909"), at(b, "1810")), "printed 1809 (facing 1909 and 1810)"},
              {"pl-kos-1", at(b, "1809"), at(b, "1909"), "", std::nullopt, ""},
              {"ru-uhl", std::nullopt, std::nullopt, "", 4, "off map"}};
  h1.leaders = {{"pl-kosciuszko", LeaderAt::Hex, at(b, "1509"), "", ""},
                {"pl-slaski", LeaderAt::AnyOfHisUnits, std::nullopt, "", "on any one of his units"},
                {"ru-f", LeaderAt::OffMap, std::nullopt, "", ""}};
  Reinforcement r{12, {"ru-art-1"}, {"ru-f"}, {at(b, "0126")}, WhenOccupied::NearestFree, "Denisov, guns 13-18"};
  h1.reinforcements = {r};
  h1.turnTrack.duskTurns = {13, 14};
  h1.turnTrack.nightTurns = {15};
  h1.turnTrack.notes = {{8, "Ślaski's chit available"}, {12, "Denisov"}};
  h1.morale = {{"ru", "", 16, "Level 1"}, {"pl", "pl-2pp", std::nullopt, ""}};
  h1.victory.automaticPoints = {{"pl", 159}, {"ru", 167}};
  h1.victory.objectives = {{at(b, "1509"), "Racławice", "", std::nullopt}, {at(b, "0101"), "", "ru", 10}};
  h1.victory.note = "\"Prussians\" is a misprint";
  Scenario hyp;
  hyp.code = "hypothetical";
  hyp.name = "Hypothetical";
  hyp.base = "historical-1";
  hyp.removed = {"pl-kos-1", "ru-f"};
  std::vector<Hex> edge;
  for (int c = 12; c <= 34; ++c) edge.push_back(at(b, std::to_string(c) + "27"));
  edge.push_back(at(b, "0124"));
  edge.push_back(at(b, "0125"));
  edge.push_back(at(b, "0126"));
  hyp.reinforcements = {{1, {"ru-uhl", "ru-art-1"}, {}, edge, WhenOccupied::NoLimit, ""},
                        {1, {}, {"ru-f"}, {}, WhenOccupied::Unspecified, ""}};
  Scenario empty;
  empty.code = "nothing set up";
  empty.name = "Empty";
  empty.base = "gone";
  b.scenarios = {h1, hyp, empty};
  return b;
}

TEST(ArmyText, EverythingRoundTripsOnBothOrientations) {
  expectRoundTrip(armyBattle(Orientation::PointyTop));
  expectRoundTrip(armyBattle(Orientation::FlatTop));
}

TEST(ArmyText, NamesWithDiacriticsAreWrittenAsThemselves) {
  TempDir dir;
  ASSERT_TRUE(dumpBattleText(armyBattle(), dir.str()).isOk());
  std::string army = readWhole(dir / "army.txt");
  for (const char* name : {"\"Kościuszko\"", "\"Ślaski\"", "\"Jekatierynosławski\"", "\"gen. Zajączek\"", "\"Армия\""})
    EXPECT_NE(army.find(name), std::string::npos) << name;
  Result<Battle> loaded = loadBattleText(dir.str());
  ASSERT_TRUE(loaded.isOk()) << loaded.status().message();
  EXPECT_EQ(loaded->army.leader("pl-slaski")->name, "Ślaski");
  EXPECT_EQ(loaded->army.node("ru-jek")->name, "Jekatierynosławski");
}

TEST(ArmyText, UnknownValuesStayAbsentAndRowsReadWell) {
  TempDir dir;
  ASSERT_TRUE(dumpBattleText(armyBattle(), dir.str()).isOk());
  std::string army = readWhole(dir / "army.txt");
  EXPECT_NE(
      army.find("columns = code node name short_name troop_type counters morale strength ranges strip source notes"),
      std::string::npos);
  EXPECT_NE(army.find("| pl-kos-1 | pl-2pp | 1/kosynier |  | kosynierzy |  |  | 9 |  |  |  | [3.4] |"),
            std::string::npos)
      << army;
  std::string setups = readWhole(dir / "setups.txt");
  EXPECT_NE(setups.find("| 1809 | pl-1-i-2pp | line | ESE |  | printed 1809 (facing 1909 and 1810) |"),
            std::string::npos)
      << setups;
  EXPECT_NE(setups.find("entry = 1227..3427 0124..0126"), std::string::npos) << setups;
  EXPECT_EQ(setups.find("nothing set up"), std::string::npos);
  Result<Battle> loaded = loadBattleText(dir.str());
  ASSERT_TRUE(loaded.isOk());
  const Unit* kos = loaded->army.unit("pl-kos-1");
  EXPECT_FALSE(kos->counters.has_value());
  EXPECT_FALSE(intValue(kos->values, "morale").has_value());
  EXPECT_EQ(intValue(kos->values, "strength"), 9);
  EXPECT_EQ(loaded->scenarios[1].reinforcements[0].entry.size(), 26u);
}

TEST(ArmyText, AFolderWithoutArmyFilesLoadsAnEmptyArmy) {
  Battle b = armyBattle();
  b.army = Army{};
  b.armyVocabulary = ArmyVocabulary{};
  for (Scenario& s : b.scenarios) {
    Scenario bare;
    bare.code = s.code;
    bare.name = s.name;
    s = bare;
  }
  TempDir dir;
  ASSERT_TRUE(dumpBattleText(b, dir.str()).isOk());
  for (const char* name : {"army-vocabulary.txt", "army.txt", "setups.txt"})
    EXPECT_FALSE(std::filesystem::exists(dir / name)) << name;
  Result<Battle> loaded = loadBattleText(dir.str());
  ASSERT_TRUE(loaded.isOk()) << loaded.status().message();
  EXPECT_TRUE(loaded->army.empty());
  EXPECT_TRUE(*loaded == b);
  expectRoundTrip(b);
}

TEST(ArmyText, DumpRemovesArmyFilesTheBattleNoLongerNeeds) {
  TempDir dir;
  ASSERT_TRUE(dumpBattleText(armyBattle(), dir.str()).isOk());
  ASSERT_TRUE(std::filesystem::exists(dir / "setups.txt"));
  Battle b = armyBattle();
  b.army = Army{};
  b.scenarios.clear();
  ASSERT_TRUE(dumpBattleText(b, dir.str()).isOk());
  EXPECT_TRUE(std::filesystem::exists(dir / "army-vocabulary.txt"));
  EXPECT_FALSE(std::filesystem::exists(dir / "army.txt"));
  EXPECT_FALSE(std::filesystem::exists(dir / "setups.txt"));
}

// What the reader would refuse, the writer refuses before touching the folder.
TEST(ArmyText, WriterRefusesWhatCannotReadBack) {
  auto refused = [](Battle b, const std::string& expected) {
    Result<BattleTextFiles> files = formatBattleText(b);
    ASSERT_FALSE(files.isOk()) << expected;
    EXPECT_NE(files.status().message().find(expected), std::string::npos) << files.status().message();
  };
  Battle b = armyBattle();
  b.army.units[1].values["weight"] = "3";
  refused(b, "a value for \"weight\", which is not a field of the vocabulary");
  b = armyBattle();
  b.army.units[1].values["morale"] = "5a";
  refused(b, "field \"morale\": \"5a\" is not a canonical whole number");
  b = armyBattle();
  b.army.units[1].values["strip"] = "";
  refused(b, "field \"strip\" holds an empty value");
  b = armyBattle();
  b.army.units.push_back(b.army.units[0]);
  refused(b, "unit \"pl-1-i-2pp\" is given twice");
  b = armyBattle();
  b.army.leaders[0].code = "ru-uhl";
  refused(b, "leader \"ru-uhl\" has the code of a unit");
  b = armyBattle();
  b.army.nodes[1].side = "ru";
  refused(b, "node \"pl-2pp\" is on side \"ru\" but its parent \"pl\" on \"pl\"");
  b = armyBattle();
  std::swap(b.army.nodes[1], b.army.nodes[2]);
  refused(b, "parent \"pl-2pp\" is not a node before it");
  b = armyBattle();
  b.armyVocabulary.formations[0].conflicts = {"masse"};
  refused(b, "formation \"column\" conflicts with \"masse\", which is not a formation");
  b = armyBattle();
  b.scenarios[0].setup[0].hex = Hex{40, 40};
  refused(b, "scenario \"historical-1\": unit \"pl-1-i-2pp\": a hex outside the 34x27 map");
  b = armyBattle();
  b.scenarios[0].setup[0].unit = "pl-9";
  refused(b, "unit \"pl-9\" is not a unit of army.txt");
  b = armyBattle();
  b.scenarios[0].leaders[0].hex.reset();
  refused(b, "leader \"pl-kosciuszko\" is placed at a hex but names none");
  b = armyBattle();
  b.scenarios[0].reinforcements[0].turn = 0;
  refused(b, "a reinforcement in turn 0");
  b = armyBattle();
  b.scenarios[0].victory.automaticPoints["fr"] = 3;
  refused(b, "automatic victory: side \"fr\" is not a side of army.txt");
}

}  // namespace
}  // namespace cartouche
