// Importing rules in the real editor under Xvfb, as a designer does: File > Import rules from another battle..., a
// path typed into the dialog, Compare, a clash switched to Replace and ticked, Import as one undo step, Ctrl+Z. The
// battles are the Raszyn sample (target) and the Heilsberg and miniatures ruleset samples (sources). The screenshots
// stay in import_rules_screenshots/ for a person to look at. Frame counts decide what happens; time limits only stop
// a hung editor.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "editor_process.h"
#include "store/battle_file.h"
#include "support/temp_dir.h"
#include "text/battle_text.h"

namespace cartouche {
namespace {

namespace fs = std::filesystem;
constexpr std::chrono::seconds kLimit{120};

const RuleTable* tableOf(const Battle& b, const std::string& code) {
  for (const RuleTable& t : b.rules)
    if (t.code == code) return &t;
  return nullptr;
}

class ImportRulesGuiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    fs::create_directories(dir_ / "state");
    fs::create_directories(CARTOUCHE_IMPORT_SHOT_DIR);
    fs::copy_file(CARTOUCHE_SAMPLE_BATTLE_DIR "/raszyn-1809.gpkg", battle_);
  }
  void TearDown() override {
    if (HasFailure()) temp_.keep();
  }
  static std::string shot(const std::string& name) { return std::string(CARTOUCHE_IMPORT_SHOT_DIR) + "/" + name; }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }

  int run(const std::string& script, std::string* out) {
    ScriptRun r{CARTOUCHE_BINARY, dir_.string(), battle_.string()};
    r.limit = kLimit;
    return runScript(r, script, out);
  }

  testing::TempDir temp_{"import-rules-gui"};
  fs::path dir_ = temp_.path();
  fs::path battle_ = dir_ / "raszyn.gpkg";
};

// Heilsberg's movement chart replaces Raszyn's (Replace ticks it) (bringing Heilsberg's terrain types along) and its
// new tables come in, as one step that Ctrl+Z takes back exactly.
TEST_F(ImportRulesGuiTest, ReplacesAClashAddsNewTablesAndUndoesAsOneStep) {
  const std::string heilsberg = CARTOUCHE_SOURCE_DIR "/sample-battles/heilsberg-1807";
  const std::string script =
      "wait 3\nclick menu:File\nwait 2\nclick menu:File/Import rules\nwait 3\n"
      "click importrules:path\nkey CTRL+A\ntype " +
      path("nowhere") + "\nclick importrules:compare\nwait 2\nscreenshot " + shot("01-bad-path.png") +
      "\nclick importrules:path\nkey CTRL+A\ntype " + heilsberg + "\nclick importrules:compare\nwait 3\nscreenshot " +
      shot("02-plan.png") +
      "\nclick importrules:replace:movement\nclick importrules:replace:fire-defence\n"
      "click importrules:table:fire-defence\nwait 2\n"
      "screenshot " +
      shot("03-chosen.png") +
      "\nclick importrules:import\nwait 3\n"
      "screenshot " +
      shot("04-imported.png") + "\nsaveas " + path("imported.gpkg") + "\nkey CTRL+Z\nwait 2\nscreenshot " +
      shot("05-undone.png") + "\nsaveas " + path("undone.gpkg") + "\nquit\n";
  const Battle raszyn = *readBattleFile(battle_.string());
  std::string out;
  ASSERT_EQ(run(script, &out), 0) << out;
  EXPECT_NE(out.find("notice: Import rules from heilsberg-1807\n"), std::string::npos) << out;

  const Battle source = *loadBattleText(heilsberg);
  Result<Battle> imported = readBattleFile(path("imported.gpkg"));
  ASSERT_TRUE(imported) << imported.status().message();
  ASSERT_NE(tableOf(*imported, "movement"), nullptr);
  EXPECT_EQ(*tableOf(*imported, "movement"), *tableOf(source, "movement"));
  EXPECT_EQ(*tableOf(*imported, "stacking"), *tableOf(raszyn, "stacking"));  // a clash kept
  // Replace ticked fire-defence, and its checkbox unticked it again: Raszyn's stays.
  EXPECT_EQ(*tableOf(*imported, "fire-defence"), *tableOf(raszyn, "fire-defence"));
  EXPECT_EQ(imported->rules.size(), raszyn.rules.size() + 29);
  EXPECT_TRUE(imported->vocabulary.find("bischof-schloss"));
  EXPECT_EQ(imported->vocabulary.size(), raszyn.vocabulary.size() + 9);

  Result<Battle> undone = readBattleFile(path("undone.gpkg"));
  ASSERT_TRUE(undone) << undone.status().message();
  EXPECT_EQ(undone->rules, raszyn.rules);
  EXPECT_EQ(undone->vocabulary, raszyn.vocabulary);
  EXPECT_EQ(undone->map, raszyn.map);
}

// The miniatures ruleset: its nine new tables are ticked from the start; the text comes through exactly.
TEST_F(ImportRulesGuiTest, ImportsTheMiniaturesRulesetAsPrinted) {
  const std::string ruleset = CARTOUCHE_SOURCE_DIR "/sample-battles/ruleset-miniatures-2d6";
  const std::string script =
      "wait 3\nclick menu:File\nwait 2\nclick menu:File/Import rules\nwait 3\n"
      "click importrules:path\nkey CTRL+A\ntype " +
      ruleset + "\nclick importrules:compare\nwait 3\nscreenshot " + shot("11-ruleset-plan.png") +
      "\nclick importrules:import\nwait 3\nsaveas " + path("with-ruleset.gpkg") + "\nquit\n";
  std::string out;
  ASSERT_EQ(run(script, &out), 0) << out;
  Result<Battle> b = readBattleFile(path("with-ruleset.gpkg"));
  ASSERT_TRUE(b) << b.status().message();
  const Battle raszyn = *readBattleFile(battle_.string());
  EXPECT_EQ(b->rules.size(), raszyn.rules.size() + 9);
  EXPECT_EQ(b->vocabulary, raszyn.vocabulary);
  const RuleTable* results = tableOf(*b, "rule-9-edge-of-bua-results");
  ASSERT_NE(results, nullptr);
  EXPECT_EQ(results->rows[3][1], "Loser: retires 4” Shaken");
}

}  // namespace
}  // namespace cartouche
