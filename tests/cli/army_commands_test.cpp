// `cartouche oob`, `setup`, `export-units` and `import-units` end to end, on a battle written through the store with
// the test army (support/army_builder.h): the tree with counts per side, a variant's effective set-up (inherited rows,
// removals, reinforcements, facings known and unknown), the CSV round trip, and refusals with their exit status,
// message and the battle file's bytes unchanged.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli_test_support.h"
#include "store/battle_file.h"
#include "support/army_builder.h"
#include "support/test_battle.h"

namespace cartouche::test {
namespace {

using json = nlohmann::json;

struct ArmyFile {
  TempDir dir;
  std::string gpkg = dir / "army.gpkg";
  ArmyFile() {
    Battle b = testing::SmallBattle().battle;
    testing::addTestArmy(b);
    Status s = writeBattleFile(b, gpkg);
    EXPECT_TRUE(s) << s.message();
  }
};

TEST(OobCommand, PrintsEachSidesTreeUnitsLeadersAndCounts) {
  ArmyFile f;
  RunResult r = runCartouche({"oob", f.gpkg});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("Wojsko polskie [pl]: 4 nodes, 5 units, 2 leaders\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Русская армия [ru]: 2 nodes, 3 units, 1 leader\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  Armia Kościuszki [pl-army] army, Tadeusz Kościuszko\n"
                       "    Dywizja Zajączka [pl-div-1] division, gen. Józef Zajączek\n"
                       "      - Bateria Ślaskiego [pl-art] artillery range=4-8-12\n"
                       "      2 Pułk Piechoty Koronnej [pl-2pp] regiment\n"
                       "        - 1/I/2 pp [pl-1-2pp] line-infantry morale=4 strength=6\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("      - 2/kosynierzy [pl-kos-2] kosynierzy\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  Leader gen. Józef Zajączek [zajaczek], commands pl-div-1 pl-kos\n"), std::string::npos)
      << r.out;

  RunResult j = runCartouche({"oob", f.gpkg, "--json"});
  ASSERT_EQ(j.exitCode, 0) << j.err;
  json doc = json::parse(j.out);
  ASSERT_EQ(doc.at("sides").size(), 2u);
  const json& pl = doc.at("sides")[0];
  EXPECT_EQ(pl.at("counts"), json({{"nodes", 4}, {"units", 5}, {"leaders", 2}}));
  const json& army = pl.at("nodes")[0];
  EXPECT_EQ(army.at("name"), "Armia Kościuszki");
  const json& kos = army.at("children")[1];
  EXPECT_EQ(kos.at("code"), "pl-kos");
  EXPECT_EQ(kos.at("units")[0].at("values"), json({{"morale", "3"}, {"strength", "9"}}));
  EXPECT_EQ(kos.at("units")[0].at("loss_steps"), 3);
  EXPECT_EQ(kos.at("units")[1].at("values"), json::object());  // every value unknown
  EXPECT_TRUE(kos.at("units")[1].at("counters").is_null());
  EXPECT_EQ(doc.at("sides")[1].at("leaders")[0].at("command_range"), nullptr);
}

TEST(SetupCommand, PrintsAVariantsEffectiveSetup) {
  ArmyFile f;
  RunResult r = runCartouche({"setup", f.gpkg, "--scenario", "historical-2"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(
      r.out.rfind("Scenario historical-2: Historical, second variant: Ślaski arrives (a variant of historical)\n", 0),
      0u)
      << r.out;
  // Inherited: the stack of 0404 bottom first, a facing printed and one unknown.
  EXPECT_NE(r.out.find("1/I/2 pp [pl-1-2pp], column, facing NW; 2/I/2 pp [pl-2-2pp], column, facing unknown "
                       "(stacked on 1/I)\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("2/kosynierzy [pl-kos-2], column, facing NE (now on map)\n"), std::string::npos) << r.out;
  std::string onMap = r.out.substr(0, r.out.find("Leaders:\n"));
  EXPECT_EQ(onMap.find("[pl-art]"), std::string::npos) << "removed in the variant, it enters as a reinforcement";
  EXPECT_NE(r.out.find("  Józef Zajączek [zajaczek] off map (absent)\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  Tadeusz Kościuszko [kosciuszko] with 1/kosynierzy [pl-kos-1] (leads the charge)\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("  turn 2: Bateria Ślaskiego [pl-art], Aleksandr Tormasow [tormasov]; entering at"),
            std::string::npos)
      << r.out;

  RunResult j = runCartouche({"setup", f.gpkg, "--scenario", "historical", "--json"});
  ASSERT_EQ(j.exitCode, 0) << j.err;
  json doc = json::parse(j.out);
  EXPECT_EQ(doc.at("base"), nullptr);
  const json& first = doc.at("hexes")[0];
  ASSERT_EQ(first.at("units").size(), 2u);
  EXPECT_EQ(first.at("units")[0].at("unit"), "pl-1-2pp");
  EXPECT_EQ(first.at("units")[1].at("facing"), "unknown");
  EXPECT_EQ(doc.at("off_map")[0].at("unit"), "pl-kos-2");
  EXPECT_EQ(doc.at("reinforcements")[0].at("turn"), 4);
  EXPECT_EQ(doc.at("reinforcements")[0].at("entry").size(), 2u);
  EXPECT_EQ(doc.at("reinforcements")[0].at("when_occupied"), "nearest free hex");
  EXPECT_EQ(doc.at("leaders")[2].at("at"), "hex");
  EXPECT_TRUE(doc.at("leaders")[2].at("hex").is_string());
  EXPECT_EQ(doc.at("leaders")[0].at("unit"), "pl-kos-1");
}

TEST(SetupCommand, RefusesAnUnknownScenarioAndAMissingOption) {
  ArmyFile f;
  RunResult r = runCartouche({"setup", f.gpkg, "--scenario", "grunwald"});
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err,
            "cartouche setup: " + f.gpkg + ": no scenario \"grunwald\" (historical, historical-2, hypothetical)\n");
  RunResult missing = runCartouche({"setup", f.gpkg});
  EXPECT_EQ(missing.exitCode, 2);
  EXPECT_NE(missing.err.find("--scenario S is required"), std::string::npos) << missing.err;
}

TEST(UnitsCsvCommands, ExportEditImportRoundTrip) {
  ArmyFile f;
  std::string csv = f.dir / "units.csv";
  RunResult out = runCartouche({"export-units", f.gpkg, csv});
  ASSERT_EQ(out.exitCode, 0) << out.err;
  EXPECT_EQ(out.out, "Wrote 8 units of " + f.gpkg + " to " + csv + "\n");
  std::string text = readFile(csv);
  EXPECT_EQ(text.rfind("code,node,side,name,short name,troop type,morale,strength,firepower,range,counters,notes,"
                       "source\r\n",
                       0),
            0u);
  // Importing the export unchanged changes nothing.
  RunResult same = runCartouche({"import-units", f.gpkg, csv});
  ASSERT_EQ(same.exitCode, 0) << same.err;
  EXPECT_EQ(same.out, "Imported " + csv + " into " + f.gpkg + ": 0 units added, 0 units changed, 8 units in all\n");

  writeFile(csv,
            "\xEF\xBB\xBF"
            "code,node,name,morale\r\npl-kos-2,pl-kos,2/kosynierzy,3\r\n"
            "pl-kos-3,pl-kos,\"3/kosynierzy, Głowacki\",\r\n");
  RunResult in = runCartouche({"import-units", f.gpkg, csv});
  ASSERT_EQ(in.exitCode, 0) << in.err;
  EXPECT_EQ(in.out, "Imported " + csv + " into " + f.gpkg + ": 1 unit added, 1 unit changed, 9 units in all\n");
  json doc = json::parse(runCartouche({"oob", f.gpkg, "--json"}).out);
  const json& units = doc.at("sides")[0].at("nodes")[0].at("children")[1].at("units");
  ASSERT_EQ(units.size(), 3u);
  EXPECT_EQ(units[1].at("values"), json({{"morale", "3"}}));
  EXPECT_EQ(units[2].at("name"), "3/kosynierzy, Głowacki");
  EXPECT_EQ(units[2].at("values"), json::object());
}

TEST(UnitsCsvCommands, RefusalsLeaveTheBattleFileUnchanged) {
  ArmyFile f;
  std::string before = readFile(f.gpkg);
  std::string csv = f.dir / "bad.csv";
  writeFile(csv, "code,node,name,morale\npl-x,pl-kos,X,3\npl-y,pl-kos,Y,three\n");
  RunResult bad = runCartouche({"import-units", f.gpkg, csv});
  EXPECT_EQ(bad.exitCode, 2);
  EXPECT_EQ(bad.err, "cartouche import-units: " + csv +
                         " line 3, column 4 (morale): \"three\" is not a whole number (leave it empty if unknown) "
                         "(nothing imported; " +
                         f.gpkg + " is unchanged)\n");
  EXPECT_TRUE(readFile(f.gpkg) == before);

  RunResult noCsv = runCartouche({"import-units", f.gpkg, f.dir / "missing.csv"});
  EXPECT_EQ(noCsv.exitCode, 2);
  EXPECT_EQ(noCsv.err, "cartouche import-units: " + (f.dir / "missing.csv") + ": cannot read the file\n");
  EXPECT_TRUE(readFile(f.gpkg) == before);

  RunResult noBattle = runCartouche({"import-units", f.dir / "none.gpkg", csv});
  EXPECT_EQ(noBattle.exitCode, 2);
  EXPECT_NE(noBattle.err.find("none.gpkg"), std::string::npos) << noBattle.err;

  RunResult unwritable = runCartouche({"export-units", f.gpkg, f.dir / "no-such-folder/units.csv"});
  EXPECT_EQ(unwritable.exitCode, 1);
  EXPECT_NE(unwritable.err.find("cannot write the file"), std::string::npos) << unwritable.err;

  RunResult usage = runCartouche({"import-units", f.gpkg});
  EXPECT_EQ(usage.exitCode, 2);
}

}  // namespace
}  // namespace cartouche::test
