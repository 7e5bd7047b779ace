// rules.txt (schemas/text-format.md, "rules.txt"): the exact text of the documented example, quoting of awkward
// cells, the file written only when the battle has tables and removed when it has none, a hand-written file loads,
// and what the writer refuses.
#include <gtest/gtest.h>

#include <filesystem>

#include "text/battle_text.h"
#include "text_test_util.h"

namespace cartouche {
namespace {

using testing::expectRoundTrip;
using testing::hexType;
using testing::readWhole;
using testing::sideType;
using testing::TempDir;
using testing::writeWhole;

Battle smallBattle() {
  Battle b;
  b.info["title"] = "Raszyn 1809";
  TerrainId clear = *b.vocabulary.add(hexType("clear", "Clear"));
  (void)b.vocabulary.add(hexType("woods", "Woods", true));
  (void)b.vocabulary.add(sideType("stream", "Stream", HexsideClass::Edge));
  (void)b.vocabulary.add(sideType("road", "Road", HexsideClass::Crossing));
  GridSettings g;
  g.columns = 6;
  g.rows = 5;
  b.map = HexMap(g, clear);
  return b;
}

// The movement table of the example in schemas/text-format.md.
RuleTable exampleMovement() {
  RuleTable t;
  t.code = "movement";
  t.kind = TableKind::Movement;
  t.title = "Terrain effects on movement";
  t.notes = "La Bataille de Raszyn 1809, Special Rules: TERRAIN EFFECTS, MOVEMENT.";
  t.columns = {{"terrain", "Terrain", CellType::Terrain},        {"infantry", "Inf", CellType::MoveCost},
               {"light-infantry", "Lt Inf", CellType::MoveCost}, {"cavalry", "Cav", CellType::MoveCost},
               {"artillery", "Art", CellType::MoveCost},         {"requires", "Requires", CellType::Text},
               {"after", "After crossing", CellType::Text}};
  t.rows = {{"clear", "1", "1", "1", "1", "", ""},
            {"woods", "2", "2", "5", "P", "", ""},
            {"stream", "+3", "+3", "+5", "+4", "", "disordered (infantry, artillery); tired (cavalry)"},
            {"road", "1/2", "1/2", "1/2", "1/2", "road order", ""}};
  return t;
}

TEST(RulesText, TheDocumentedExampleIsWrittenExactly) {
  Battle b = smallBattle();
  b.rules.push_back(exampleMovement());
  Result<BattleTextFiles> files = formatBattleText(b);
  ASSERT_TRUE(files.isOk()) << files.status().message();
  const std::string expected =
      "# Ruleset tables (format: schemas/text-format.md, \"## rules.txt\").\n"
      "\n"
      "[table movement]\n"
      "kind = movement\n"
      "title = \"Terrain effects on movement\"\n"
      "die = none\n"
      "notes = \"La Bataille de Raszyn 1809, Special Rules: TERRAIN EFFECTS, MOVEMENT.\"\n"
      "columns = terrain:terrain infantry:move-cost light-infantry:move-cost cavalry:move-cost artillery:move-cost "
      "requires:text after:text\n"
      "headings = \"Terrain\" \"Inf\" \"Lt Inf\" \"Cav\" \"Art\" \"Requires\" \"After crossing\"\n"
      "| clear | 1 | 1 | 1 | 1 |  |  |\n"
      "| woods | 2 | 2 | 5 | P |  |  |\n"
      "| stream | +3 | +3 | +5 | +4 |  | disordered (infantry, artillery); tired (cavalry) |\n"
      "| road | 1/2 | 1/2 | 1/2 | 1/2 | road order |  |\n";
  EXPECT_EQ(files->at("rules.txt"), expected);
  expectRoundTrip(b);
}

TEST(RulesText, AwkwardCellsAreQuotedAndComeBackExactly) {
  Battle b = smallBattle();
  RuleTable t;
  t.code = "carre-polski";
  t.kind = TableKind::Dice;
  t.die = DieKind::TwoDiceBase6;
  t.title = "Realizacja carré, \"3 MP\"";
  t.notes = "Racławice 1794 | test";
  t.columns = {
      {"roll", "Rzut", CellType::DieRange}, {"result", "Wynik", CellType::Text}, {"note", "#", CellType::Text}};
  t.rows = {{"11-53", "Carré", "a|b"},
            {"54-62", "Nieład \"D\"", "#1"},
            {"63-66", "Ucieczka", ""},
            {"25", "x = y", "tab\there"}};
  b.rules.push_back(t);
  RuleTable d10;
  d10.code = "morale";
  d10.kind = TableKind::Generic;
  d10.die = DieKind::D10;
  d10.columns = {{"roll", "", CellType::DieRange},         {"shift", "Δ", CellType::Modifier},
                 {"checks", "Kiedy", CellType::Frequency}, {"defence", "Obrona", CellType::FireDefence},
                 {"fire", "Ogień", CellType::Multiplier},  {"levels", "Poziomy", CellType::Integer}};
  d10.rows = {
      {"0-4", "+3", "every", "6/8", "x1/2", "-2"}, {"5-9", "0", "odd", "n/a", "printed", ""}, {"", "", "", "", "", ""}};
  b.rules.push_back(d10);
  Result<BattleTextFiles> files = formatBattleText(b);
  ASSERT_TRUE(files.isOk()) << files.status().message();
  const std::string& text = files->at("rules.txt");
  EXPECT_NE(text.find("| 11-53 | \"Carré\" | \"a|b\" |\n"), std::string::npos) << text;
  EXPECT_NE(text.find("| 54-62 | \"Nieład \\\"D\\\"\" | \"#1\" |\n"), std::string::npos) << text;
  EXPECT_NE(text.find("| 63-66 | Ucieczka |  |\n"), std::string::npos) << text;
  EXPECT_NE(text.find("| 25 | x = y | \"tab\\there\" |\n"), std::string::npos) << text;
  EXPECT_NE(text.find("|  |  |  |  |  |  |\n"), std::string::npos) << text;
  EXPECT_NE(text.find("die = d10\n"), std::string::npos) << text;
  EXPECT_NE(text.find("die = two_dice_base6\n"), std::string::npos) << text;
  expectRoundTrip(b);
}

TEST(RulesText, FileOnlyWhenThereAreTablesAndRemovedWhenThereAreNone) {
  Battle b = smallBattle();
  TempDir dir;
  ASSERT_TRUE(dumpBattleText(b, dir.str()).isOk());
  EXPECT_FALSE(std::filesystem::exists(dir / "rules.txt"));
  b.rules.push_back(exampleMovement());
  ASSERT_TRUE(dumpBattleText(b, dir.str()).isOk());
  EXPECT_TRUE(std::filesystem::exists(dir / "rules.txt"));
  Result<Battle> loaded = loadBattleText(dir.str());
  ASSERT_TRUE(loaded.isOk()) << loaded.status().message();
  EXPECT_TRUE(loaded->rules == b.rules);
  b.rules.clear();
  ASSERT_TRUE(dumpBattleText(b, dir.str()).isOk());
  EXPECT_FALSE(std::filesystem::exists(dir / "rules.txt"));
  loaded = loadBattleText(dir.str());
  ASSERT_TRUE(loaded.isOk()) << loaded.status().message();
  EXPECT_TRUE(loaded->rules.empty());
}

// A person's hand-written file: comments, blank lines, loose spacing, bare titles; a terrain the vocabulary lacks
// still loads (validation reports it). Dumping it gives the canonical layout.
TEST(RulesText, HandWrittenFileLoadsAndDumpsCanonically) {
  Battle b = smallBattle();
  TempDir dir;
  ASSERT_TRUE(dumpBattleText(b, dir.str()).isOk());
  writeWhole(dir / "rules.txt",
             "# Raszyn, movement\n"
             "\n"
             "  [table movement]  \n"
             "kind = movement\n"
             "title = Movement\n"
             "die = none\n"
             "notes = \"\"\n"
             "columns = terrain:terrain infantry:move-cost\n"
             "headings = Terrain \"Inf\"\n"
             "# rows\n"
             "|clear|1|\n"
             "   |  carp-ponds   |   P |   \n"
             "| woods | |\n");
  Result<Battle> loaded = loadBattleText(dir.str());
  ASSERT_TRUE(loaded.isOk()) << loaded.status().message();
  ASSERT_EQ(loaded->rules.size(), 1u);
  const RuleTable& t = loaded->rules[0];
  EXPECT_EQ(t.title, "Movement");
  EXPECT_EQ(t.columns[0].heading, "Terrain");
  ASSERT_EQ(t.rows.size(), 3u);
  EXPECT_EQ(t.rows[1], (std::vector<std::string>{"carp-ponds", "P"}));
  EXPECT_EQ(t.rows[2], (std::vector<std::string>{"woods", ""}));
  Result<BattleTextFiles> files = formatBattleText(*loaded);
  ASSERT_TRUE(files.isOk());
  EXPECT_NE(files->at("rules.txt").find("| clear | 1 |\n| carp-ponds | P |\n| woods |  |\n"), std::string::npos)
      << files->at("rules.txt");
}

TEST(RulesText, FormatRefusesTablesItCannotHold) {
  Battle b = smallBattle();
  b.rules = {exampleMovement(), exampleMovement()};
  EXPECT_EQ(formatBattleText(b).status().message(), "ruleset table code \"movement\" appears twice");
  b.rules = {exampleMovement()};
  b.rules[0].rows[1][3] = "5x";
  Result<BattleTextFiles> files = formatBattleText(b);
  ASSERT_FALSE(files.isOk());
  EXPECT_NE(files.status().message().find("\"5x\" is not a movement cost"), std::string::npos)
      << files.status().message();
  TempDir dir;
  EXPECT_FALSE(dumpBattleText(b, dir.str()).isOk());
  EXPECT_FALSE(std::filesystem::exists(dir / "battle.txt"));
}

}  // namespace
}  // namespace cartouche
