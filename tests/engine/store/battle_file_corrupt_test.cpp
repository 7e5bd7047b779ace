// One broken fixture per failure mode, each made from a good file and each asserting its own error. Every fixture
// is tried through readBattleFile and WorkingCopy::open; neither may change a byte of it or leave a working copy.
#include <gtest/gtest.h>

#include <filesystem>
#include <functional>

#include "hex/hex.h"
#include "store/battle_file.h"
#include "store/working_copy.h"
#include "store_test_util.h"

namespace cartouche {
namespace {

using test::execSql;

struct Fixture {
  const char* name;
  std::function<void(const std::string& path)> breakIt;
  Status::Code code;
  std::string message;  // a part of the error that pins this failure mode
};

// Fills the root page of `table` with garbage: the b-tree under it no longer parses.
void overwriteRootPage(const std::string& path, const std::string& table) {
  int64_t root = test::queryInt(path, "SELECT rootpage FROM sqlite_master WHERE name = '" + table + "'");
  int64_t pageSize = test::queryInt(path, "PRAGMA page_size");
  std::string bytes = test::fileBytes(path);
  size_t at = size_t((root - 1) * pageSize);
  ASSERT_GE(bytes.size(), at + size_t(pageSize));
  for (size_t i = 0; i < size_t(pageSize); ++i) bytes[at + i] = char(0xA5 ^ (i * 7));
  test::writeBytes(path, bytes);
}

const std::vector<Fixture>& fixtures() {
  static const std::vector<Fixture> all = {
      {"NotSqlite", [](auto& p) { test::writeBytes(p, std::string(8192, 'x')); }, Status::Code::Corrupt,
       "not an SQLite database"},
      {"Empty", [](auto& p) { test::writeBytes(p, ""); }, Status::Code::Corrupt, "only 0 bytes"},
      {"TruncatedToHalf",
       [](auto& p) {
         auto b = test::fileBytes(p);
         test::writeBytes(p, b.substr(0, (b.size() / 8192) * 4096));
       },
       Status::Code::Corrupt, "truncated: the header says"},
      {"TruncatedMidPage",
       [](auto& p) {
         auto b = test::fileBytes(p);
         test::writeBytes(p, b.substr(0, b.size() - 1000));
       },
       Status::Code::Corrupt, "truncated"},
      {"OverwrittenPage", [](auto& p) { overwriteRootPage(p, "battle_terrain_types"); }, Status::Code::Corrupt,
       "damaged (quick_check: "},
      {"ForeignTrigger",
       [](auto& p) {
         execSql(p, "CREATE TRIGGER evil AFTER INSERT ON battle_info BEGIN DELETE FROM battle_grid; END");
       },
       Status::Code::Unsupported, "trigger evil on battle_info is not part of the battle schema"},
      {"ForeignView", [](auto& p) { execSql(p, "CREATE VIEW peek AS SELECT * FROM battle_info"); },
       Status::Code::Unsupported, "view peek"},
      {"NewerVersion", [](auto& p) { execSql(p, "UPDATE battle_meta SET value = '6' WHERE key = 'schema_version'"); },
       Status::Code::Unsupported, "schema version 6 is newer than this Cartouche understands (up to 5)"},
      {"VersionNotANumber",
       [](auto& p) { execSql(p, "UPDATE battle_meta SET value = 'two' WHERE key = 'schema_version'"); },
       Status::Code::Corrupt, "battle_meta row schema_version: value 'two'"},
      {"NotAGeoPackage", [](auto& p) { execSql(p, "PRAGMA application_id = 0"); }, Status::Code::Unsupported,
       "not a GeoPackage (application_id 0x00000000"},
      {"NotABattleFile", [](auto& p) { execSql(p, "DROP TABLE battle_meta"); }, Status::Code::Unsupported,
       "table battle_meta is missing"},
      {"MissingTable", [](auto& p) { execSql(p, "DROP TABLE battle_hexsides"); }, Status::Code::Corrupt,
       "table battle_hexsides is missing"},
      {"ExtraColumn", [](auto& p) { execSql(p, "ALTER TABLE battle_grid ADD COLUMN extra TEXT"); },
       Status::Code::Corrupt, "table battle_grid has 14 columns, schema version 5 defines 13"},
      {"HiddenGeneratedColumn",
       [](auto& p) {
         execSql(p, "ALTER TABLE battle_info ADD COLUMN shadow TEXT GENERATED ALWAYS AS (upper(value)) VIRTUAL");
       },
       Status::Code::Corrupt, "table battle_info has 4 columns, schema version 5 defines 3"},
      {"GridBadEnum", [](auto& p) { execSql(p, "UPDATE battle_grid SET orientation = 'diagonal'"); },
       Status::Code::Corrupt, "battle_grid row 1: orientation: 'diagonal' is not one of flat, pointy"},
      {"GridSizeOutOfRange", [](auto& p) { execSql(p, "UPDATE battle_grid SET map_columns = 0"); },
       Status::Code::Corrupt, "battle_grid row 1: map_columns: 0 is outside 1..4096"},
      {"GridHexSizeInfinite", [](auto& p) { execSql(p, "UPDATE battle_grid SET hex_size_m = 1e999"); },
       Status::Code::Corrupt, "battle_grid row 1: hex_size_m: not a finite number"},
      {"TerrainBadKind", [](auto& p) { execSql(p, "UPDATE battle_terrain_types SET kind = 'lake' WHERE id = 1"); },
       Status::Code::Corrupt, "battle_terrain_types row 1: kind: 'lake' is not one of hex, hexside"},
      {"TerrainBadColour", [](auto& p) { execSql(p, "UPDATE battle_terrain_types SET colour = 'green' WHERE id = 2"); },
       Status::Code::Corrupt, "battle_terrain_types row 2: colour"},
      {"TerrainIdGap", [](auto& p) { execSql(p, "DELETE FROM battle_terrain_types WHERE id = 1"); },
       Status::Code::Corrupt, "battle_terrain_types row 2: id: terrain ids run 0, 1, 2"},
      {"TerrainBooleanOutOfRange",
       [](auto& p) { execSql(p, "UPDATE battle_terrain_types SET water = 7 WHERE id = 3"); }, Status::Code::Corrupt,
       "battle_terrain_types row 3: water: 7 is outside 0..1"},
      {"ChunkWrongBlobSize", [](auto& p) { execSql(p, "UPDATE battle_map_chunks SET terrain = x'0000' WHERE id = 1"); },
       Status::Code::Corrupt, "battle_map_chunks row 1: terrain: blob is 2 bytes, expected 768 for 6x64 hexes"},
      {"ChunkWrongType", [](auto& p) { execSql(p, "UPDATE battle_map_chunks SET level = 'flat' WHERE id = 2"); },
       Status::Code::Corrupt, "battle_map_chunks row 2: level: text where a blob is expected"},
      {"ChunkMissing", [](auto& p) { execSql(p, "DELETE FROM battle_map_chunks WHERE id = 1"); }, Status::Code::Corrupt,
       "chunk 1 is missing; the chunks do not tile the 70x66 map"},
      {"ChunkExtra",
       [](auto& p) {
         execSql(p,
                 "INSERT INTO battle_map_chunks SELECT 4, 0, 2, terrain, level, metres FROM battle_map_chunks WHERE id "
                 "= 0");
       },
       Status::Code::Corrupt, "battle_map_chunks row 4: id: the map's 2x2 chunks are numbered 0..3"},
      {"ChunkMisplaced", [](auto& p) { execSql(p, "UPDATE battle_map_chunks SET chunk_column = 1 WHERE id = 0"); },
       Status::Code::Corrupt, "battle_map_chunks row 0: chunk_column: chunk (1, 0) should be (0, 0)"},
      {"ChunkMetresMissing", [](auto& p) { execSql(p, "UPDATE battle_map_chunks SET metres = NULL WHERE id = 3"); },
       Status::Code::Corrupt, "battle_map_chunks row 3: metres: missing while other chunks have metres"},
      {"HexsideOffTheMap",
       [](auto& p) {
         int64_t key = int64_t(HexsideId{{500, 500}, 1}.key());
         execSql(p, "INSERT INTO battle_hexsides VALUES (" + std::to_string(key) + ", x'030000', 0)");
       },
       Status::Code::Corrupt, "id: the hexside is off the map"},
      {"HexsideBadDirection",
       [](auto& p) {
         int64_t key = int64_t(HexsideId{{3, 3}, 0}.key()) | 3;
         execSql(p, "INSERT INTO battle_hexsides VALUES (" + std::to_string(key) + ", x'030000', 0)");
       },
       Status::Code::Corrupt, "id: not a hexside key"},
      {"HexsideFeaturesBlobSize",
       [](auto& p) {
         execSql(p,
                 "UPDATE battle_hexsides SET features = x'03000000' WHERE id = (SELECT min(id) FROM battle_hexsides)");
       },
       Status::Code::Corrupt, "features: features blob is 4 bytes, not a multiple of 3"},
      {"HexsideBadSide",
       [](auto& p) {
         execSql(p, "UPDATE battle_hexsides SET features = x'030007' WHERE id = (SELECT min(id) FROM battle_hexsides)");
       },
       Status::Code::Corrupt, "features: features entry 0: side 7 is not 0 (none), 1 (owner) or 2 (neighbour)"},
      {"HexsideBadSlope",
       [](auto& p) {
         execSql(p, "UPDATE battle_hexsides SET slope = 9 WHERE id = (SELECT min(id) FROM battle_hexsides)");
       },
       Status::Code::Corrupt, "slope: 9 is outside 0..2"},
      {"ScenarioNegativeTurns", [](auto& p) { execSql(p, "UPDATE battle_scenarios SET turns = -4 WHERE id = 2"); },
       Status::Code::Corrupt, "battle_scenarios row 2: turns: -4 is outside 0..100000"},
      {"InfoValueNotText", [](auto& p) { execSql(p, "UPDATE battle_info SET value = x'00' WHERE key = 'title'"); },
       Status::Code::Corrupt, "battle_info row 3: value: blob where text is expected"},
      // Ruleset tables (sampleRules): 1 movement (7 columns, 4 rows), 2 carre (2 columns, 3 rows), 3 fire (3, 2).
      {"RuleTablesMissing", [](auto& p) { execSql(p, "DROP TABLE battle_rule_cells"); }, Status::Code::Corrupt,
       "table battle_rule_cells is missing"},
      {"RuleTableBadKind",
       [](auto& p) { execSql(p, "UPDATE battle_rule_tables SET kind = 'terrain-effects' WHERE id = 1"); },
       Status::Code::Corrupt, "battle_rule_tables row 1 (table \"movement\"): kind: "},
      {"RuleTableBadDie", [](auto& p) { execSql(p, "UPDATE battle_rule_tables SET die = 'd8' WHERE id = 2"); },
       Status::Code::Corrupt,
       "battle_rule_tables row 2 (table \"carre\"): die: 'd8' is not one of two_dice_base6, d10, 2d6_sum, d6, none"},
      {"RuleTableBadCode",
       [](auto& p) { execSql(p, "UPDATE battle_rule_tables SET code = 'Fire Table' WHERE id = 3"); },
       Status::Code::Corrupt,
       "battle_rule_tables row 3: table code \"Fire Table\" may use only ASCII letters, digits, _ and -"},
      {"RuleTableDuplicateCode",
       [](auto& p) {
         // A file made by hand need not carry the UNIQUE constraint; the reader must catch the repeat itself.
         execSql(p,
                 "ALTER TABLE battle_rule_tables RENAME TO old_rules;"
                 "CREATE TABLE battle_rule_tables (id INTEGER PRIMARY KEY, code TEXT NOT NULL, kind TEXT NOT NULL, "
                 "title TEXT NOT NULL, die TEXT NOT NULL, notes TEXT NOT NULL);"
                 "INSERT INTO battle_rule_tables SELECT * FROM old_rules; DROP TABLE old_rules;"
                 "UPDATE battle_rule_tables SET code = 'movement' WHERE id = 3");
       },
       Status::Code::Corrupt, "battle_rule_tables row 3 (table \"movement\"): code: the code is also used by row 1"},
      {"RuleTableIdGap", [](auto& p) { execSql(p, "UPDATE battle_rule_tables SET id = 7 WHERE id = 3"); },
       Status::Code::Corrupt,
       "battle_rule_tables row 7: id: rule table ids are their positions 1, 2, 3... without gaps; expected 3"},
      {"RuleTableWithoutItsDie", [](auto& p) { execSql(p, "UPDATE battle_rule_tables SET die = 'none' WHERE id = 2"); },
       Status::Code::Corrupt, "battle_rule_tables row 2: table \"carre\""},
      {"RuleColumnBadType", [](auto& p) { execSql(p, "UPDATE battle_rule_columns SET type = 'percent' WHERE id = 4"); },
       Status::Code::Corrupt, "battle_rule_columns row 4 (table \"movement\" column \"cavalry\"): type: "},
      {"RuleColumnMissing", [](auto& p) { execSql(p, "DELETE FROM battle_rule_columns WHERE id = 3"); },
       Status::Code::Corrupt,
       "battle_rule_columns row 4 (table \"movement\"): position: column positions run 1, 2, 3... without gaps or "
       "repeats; expected 3, found 4"},
      {"RuleColumnOfNoTable", [](auto& p) { execSql(p, "UPDATE battle_rule_columns SET table_id = 9 WHERE id = 12"); },
       Status::Code::Corrupt, "battle_rule_columns row 12: table_id: 9 is outside 1..3"},
      {"RuleCellMissing",
       [](auto& p) {
         execSql(p, "DELETE FROM battle_rule_cells WHERE table_id = 1 AND table_row = 2 AND table_column = 7");
       },
       Status::Code::Corrupt, "battle_rule_cells: table \"movement\" row 2 has 6 cells, the table has 7 columns"},
      {"RuleCellExtra", [](auto& p) { execSql(p, "INSERT INTO battle_rule_cells VALUES (1000, 3, 2, 4, '')"); },
       Status::Code::Corrupt,
       "battle_rule_cells row 1000 (table \"fire\"): table_column: column 4 is past the table's 3 columns"},
      {"RuleCellRowGap",
       [](auto& p) { execSql(p, "UPDATE battle_rule_cells SET table_row = 9 WHERE table_id = 2 AND table_row = 3"); },
       Status::Code::Corrupt, "(table \"carre\"): table_row: rows run 1, 2, 3... without gaps; expected 3, found 9"},
      {"RuleCellNotCanonical", [](auto& p) { execSql(p, "UPDATE battle_rule_cells SET text = 'X 3' WHERE id = 36"); },
       Status::Code::Corrupt,
       "battle_rule_cells row 36 (table \"fire\" row 1 column \"line\"): text: \"X 3\" is not canonical; the "
       "canonical text is \"x3\""},
      {"RuleCellUnreadable", [](auto& p) { execSql(p, "UPDATE battle_rule_cells SET text = '5x' WHERE id = 11"); },
       Status::Code::Corrupt, "battle_rule_cells row 11 (table \"movement\" row 2 column \"cavalry\"): text: "},
      {"RuleCellNotText", [](auto& p) { execSql(p, "UPDATE battle_rule_cells SET text = x'33' WHERE id = 30"); },
       Status::Code::Corrupt,
       "battle_rule_cells row 30 (table \"carre\" row 1 column \"result\"): text: blob where text is expected"},
  };
  return all;
}

class BrokenFile : public ::testing::TestWithParam<size_t> {};

TEST_P(BrokenFile, IsRefusedWithItsOwnErrorAndLeftUntouched) {
  const Fixture& f = fixtures()[GetParam()];
  test::ScratchDir dir;
  std::string path = dir.path(std::string(f.name) + ".gpkg");
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(70, 66, true), path));
  f.breakIt(path);
  std::string before = test::fileBytes(path);

  auto read = readBattleFile(path);
  ASSERT_FALSE(read) << f.name << " was accepted";
  EXPECT_EQ(read.status().code(), f.code) << read.status().message();
  EXPECT_NE(read.status().message().find(path), std::string::npos) << read.status().message();
  EXPECT_NE(read.status().message().find(f.message), std::string::npos) << read.status().message();
  if (std::string(f.name) == "RuleCellUnreadable") {
    EXPECT_NE(read.status().message().find("\"5x\""), std::string::npos) << read.status().message();
  }

  auto wc = WorkingCopy::open(path);
  ASSERT_FALSE(wc) << f.name << " was accepted by the working copy";
  EXPECT_EQ(wc.status().code(), f.code) << wc.status().message();
  EXPECT_NE(wc.status().message().find(path), std::string::npos) << wc.status().message();
  EXPECT_NE(wc.status().message().find(f.message), std::string::npos) << wc.status().message();

  EXPECT_EQ(test::fileBytes(path), before) << "the file changed";
  for (const char* suffix : {"-wal", "-shm", "-journal"}) EXPECT_FALSE(std::filesystem::exists(path + suffix));
  std::error_code ec;
  size_t left = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir.path("state/working"), ec)) {
    (void)e;
    ++left;
  }
  EXPECT_EQ(left, 0u) << "the failed open left a working copy behind";
}

INSTANTIATE_TEST_SUITE_P(Fixtures, BrokenFile, ::testing::Range<size_t>(0, fixtures().size()),
                         [](const ::testing::TestParamInfo<size_t>& info) { return fixtures()[info.param].name; });

TEST(BrokenFileCheck, GoodFixtureBaseIsAccepted) {
  test::ScratchDir dir;
  ASSERT_TRUE(writeBattleFile(test::sampleBattle(70, 66, true), dir.path("good.gpkg")));
  auto read = readBattleFile(dir.path("good.gpkg"));
  EXPECT_TRUE(read) << read.status().message();
}

}  // namespace
}  // namespace cartouche
