// The armies and set-ups in the file: a battle with the whole test army and three scenarios (a variant with a base,
// removals and reinforcements, leaders on units, facings known and unknown, Polish and Russian names) reads back
// equal; an unknown value is a missing row; a set-up edit rewrites only its scenario's rows and never a map chunk;
// the working copy commits army and set-up changes so the saved file is byte for byte a new file's.
#include <gtest/gtest.h>

#include <set>

#include "store/battle_file.h"
#include "store/battle_writer.h"
#include "store/setup_tables.h"
#include "store/sqlite_db.h"
#include "store/working_copy.h"
#include "store_test_util.h"

namespace cartouche {
namespace {

TEST(ArmyTables, FullArmyAndThreeScenariosRoundTrip) {
  test::ScratchDir dir;
  Battle b = test::sampleBattle(40, 30, false);
  ASSERT_EQ(b.scenarios.size(), 3u);
  ASSERT_EQ(b.scenarios[1].base, "historical");
  ASSERT_TRUE(writeBattleFile(b, dir.path("army.gpkg")));
  auto back = readBattleFile(dir.path("army.gpkg"));
  ASSERT_TRUE(back) << back.status().message();
  EXPECT_TRUE(back->armyVocabulary == b.armyVocabulary);
  EXPECT_TRUE(back->army == b.army);
  for (size_t i = 0; i < b.scenarios.size(); ++i) EXPECT_TRUE(back->scenarios[i] == b.scenarios[i]) << i;
  EXPECT_TRUE(*back == b);
  EXPECT_EQ(back->army.node("ru-corps")->name, "Jekatierynosławski pułk jegrów");
  EXPECT_EQ(back->army.sides[1].name, "Русская армия");
  EXPECT_FALSE(back->scenarios[0].setup[1].facing.has_value());
  EXPECT_EQ(back->scenarios[0].setup[0].facing, 4);
  std::string out;
  EXPECT_EQ(test::validateGeoPackage(dir.path("army.gpkg"), &out), 0) << out;
}

TEST(ArmyTables, AnUnknownValueIsNoRow) {
  test::ScratchDir dir;
  std::string path = dir.path("unknown.gpkg");
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(40, 30, false), path));
  EXPECT_EQ(test::queryInt(path,
                           "SELECT count(*) FROM battle_unit_values v JOIN battle_units u ON u.id = v.unit_id "
                           "WHERE u.code = 'pl-kos-2'"),
            0);
  EXPECT_EQ(test::queryInt(path,
                           "SELECT count(*) FROM battle_unit_values v JOIN battle_units u ON u.id = v.unit_id "
                           "WHERE u.code = 'pl-kos-1'"),
            2 + 1 + 2);  // full strength, step "1 back", step "2 back"
  EXPECT_EQ(test::queryInt(path, "SELECT count(*) FROM battle_placements WHERE facing IS NULL"), 4);
  EXPECT_EQ(test::queryInt(path, "SELECT count(*) FROM battle_placements WHERE q IS NULL"), 1);
}

// Records the tables and row ids SQLite changes on a connection.
struct Touched {
  std::set<std::string> tables;
  std::vector<std::pair<std::string, int64_t>> rows;
  static void hook(void* self, int, const char*, const char* table, sqlite3_int64 rowid) {
    auto* t = static_cast<Touched*>(self);
    t->tables.insert(table);
    t->rows.emplace_back(table, rowid);
  }
};

TEST(ArmyTables, ACounterMoveRewritesOnlyItsScenarioAndNoMapChunk) {
  test::ScratchDir dir;
  std::string path = dir.path("move.gpkg");
  Battle b = test::sampleBattle(40, 30, false);
  ASSERT_TRUE(writeBattleFile(b, path));
  auto db = Db::open(path, Db::Mode::ReadWrite);
  ASSERT_TRUE(db) << db.status().message();
  auto writer = BattleWriter::create(*db);
  ASSERT_TRUE(writer) << writer.status().message();
  Touched touched;
  sqlite3_update_hook(db->handle(), &Touched::hook, &touched);

  Battle moved = b;
  Placement& p = moved.scenarios[1].setup[0];  // "historical-2", scenario id 2
  p.hex = b.map.hexAt(10 * b.map.columns() + 10);
  p.facing = 9;
  ChangeSet changes;
  changes.setups = {"historical-2"};
  changes.unitHexes = {*b.scenarios[1].setup[0].hex, *p.hex};
  ASSERT_TRUE(db->exec("BEGIN"));
  ASSERT_TRUE(writer->writeChanges(moved, changes, false));
  ASSERT_TRUE(db->exec("COMMIT"));
  sqlite3_update_hook(db->handle(), nullptr, nullptr);

  EXPECT_FALSE(touched.tables.count("battle_map_chunks"));
  EXPECT_FALSE(touched.tables.count("battle_hexsides"));
  EXPECT_FALSE(touched.tables.count("battle_units"));
  EXPECT_TRUE(touched.tables.count("battle_placements"));
  for (const auto& [table, rowid] : touched.rows) {
    if (table == "battle_scenarios") {
      EXPECT_EQ(rowid, 2);
    } else {
      EXPECT_EQ(rowid / kSetupIdStride, 2) << table << " row " << rowid << " belongs to another scenario";
    }
  }
  db->close();
  auto back = readBattleFile(path);
  ASSERT_TRUE(back) << back.status().message();
  EXPECT_TRUE(*back == moved);
}

// Set-up and army edits through the working copy: the saved file reads back as the edited battle and has the
// bytes a new file of it has (canonical ids whatever was rewritten).
TEST(ArmyTables, WorkingCopyCommitsArmyAndSetupChanges) {
  test::ScratchDir dir;
  std::string path = dir.path("wc.gpkg");
  Battle b = test::sampleBattle(40, 30, false);
  ASSERT_TRUE(writeBattleFile(b, path));
  auto wc = WorkingCopy::open(path);
  ASSERT_TRUE(wc) << wc.status().message();

  Battle edited = b;
  edited.scenarios[2].setup.push_back({"pl-kos-2", b.map.hexAt(44), std::nullopt, "carre", std::nullopt, "Ślęża"});
  edited.scenarios[2].removed = {"tormasov"};
  edited.scenarios[2].turnTrack.notes[3] = "Zajączek";
  ChangeSet setup;
  setup.setups = {"hypothetical"};
  (*wc)->onChanged(edited, setup);
  ASSERT_TRUE((*wc)->commitError()) << (*wc)->commitError().message();

  edited.army.units[3].values["morale"] = "2";
  edited.army.units[0].name = "1/I/2 Pułk";
  edited.armyVocabulary.fields.push_back({"elan", "Élan", ValueKind::Text, ""});
  edited.army.leaders[2].values["elan"] = "wysoki";
  ChangeSet army;
  army.army = true;
  (*wc)->onChanged(edited, army);
  ASSERT_TRUE((*wc)->commitError()) << (*wc)->commitError().message();

  ASSERT_TRUE((*wc)->save());
  auto back = readBattleFile(path);
  ASSERT_TRUE(back) << back.status().message();
  EXPECT_TRUE(*back == edited);
  std::string fresh = dir.path("fresh.gpkg");
  ASSERT_TRUE(writeBattleFile(edited, fresh));
  EXPECT_TRUE(test::fileBytesBesideSchemaCookie(fresh) == test::fileBytesBesideSchemaCookie(path))
      << "the saved file differs from a new one";
  (*wc)->discard();
}

}  // namespace
}  // namespace cartouche
