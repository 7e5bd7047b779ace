// `cartouche import-rules` end to end: the plan printed without a choice, seed 003's ruleset sample imported into the
// Raszyn sample, keep and replace of a clash with diacritics, JSON, and refusals (bad SOURCE, unknown code, an
// unwritable FILE) with their exit status and FILE's bytes unchanged.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <nlohmann/json.hpp>

#include "cli_test_support.h"
#include "store/battle_file.h"
#include "support/test_battle.h"

namespace cartouche::test {
namespace {

using json = nlohmann::json;
namespace fs = std::filesystem;

const std::string kRuleset = CARTOUCHE_SOURCE_DIR "/sample-battles/ruleset-miniatures-2d6";

const RuleTable* tableOf(const Battle& b, const std::string& code) {
  for (const RuleTable& t : b.rules)
    if (t.code == code) return &t;
  return nullptr;
}

struct RaszynCopy {
  TempDir dir;
  std::string gpkg = dir / "raszyn.gpkg";
  RaszynCopy() { fs::copy_file(CARTOUCHE_SAMPLE_BATTLE_DIR "/raszyn-1809.gpkg", gpkg); }
};

// Two small battles: the source's woods are "Las Zajączka" in #40782c, the target's "Las" in #5e8c48.
struct ClashFiles {
  TempDir dir;
  std::string target = dir / "target.gpkg", source = dir / "source.gpkg";
  ClashFiles() {
    testing::SmallBattle t, s;
    TerrainType woods = t.battle.vocabulary.at(t.woods);
    woods.name = "Las";
    woods.colour = {0x5e, 0x8c, 0x48, 255};
    EXPECT_TRUE(t.battle.vocabulary.replace(t.woods, woods));
    woods.name = "Las Zajączka";
    woods.colour = {0x40, 0x78, 0x2c, 255};
    EXPECT_TRUE(s.battle.vocabulary.replace(s.woods, woods));
    EXPECT_TRUE(writeBattleFile(t.battle, target));
    EXPECT_TRUE(writeBattleFile(s.battle, source));
  }
};

TEST(ImportRulesCommand, WithoutAChoicePrintsThePlanAndChangesNothing) {
  RaszynCopy f;
  const std::string before = readFile(f.gpkg);
  RunResult r = runCartouche({"import-rules", f.gpkg, kRuleset});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("  new       rule-9-edge-of-bua-results \"Rule 9 - Combat at edge of BUA: results\"\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("Nothing imported: " + f.gpkg + " not changed\n"), std::string::npos) << r.out;
  RunResult dry = runCartouche({"import-rules", f.gpkg, kRuleset, "--all", "--dry-run"});
  ASSERT_EQ(dry.exitCode, 0) << dry.err;
  EXPECT_EQ(readFile(f.gpkg), before);
}

TEST(ImportRulesCommand, ImportsTheMiniaturesRulesetIntoRaszynAsPrinted) {
  RaszynCopy f;
  const Battle raszyn = *readBattleFile(f.gpkg);
  RunResult r = runCartouche({"import-rules", f.gpkg, kRuleset, "--all"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("Imported into " + f.gpkg + ": 9 tables added, 0 replaced; 0 terrain types added, 0 replaced"),
            std::string::npos)
      << r.out;
  Result<Battle> b = readBattleFile(f.gpkg);
  ASSERT_TRUE(b) << b.status().message();
  EXPECT_EQ(b->rules.size(), raszyn.rules.size() + 9);
  EXPECT_EQ(b->vocabulary, raszyn.vocabulary);  // the placeholder type stays behind
  const RuleTable* results = tableOf(*b, "rule-9-edge-of-bua-results");
  ASSERT_NE(results, nullptr);
  EXPECT_EQ(results->die, DieKind::TwoD6Sum);
  ASSERT_EQ(results->rows.size(), 5u);
  EXPECT_EQ(results->rows[1], (std::vector<std::string>{"4-5", "Winner: retires 4” Shaken", "Winner: 2 casualties",
                                                        "Loser: 1 casualty"}));
  EXPECT_EQ(results->rows[4][0], "10-12");
  const RuleTable* factors = tableOf(*b, "rule-9-combat-factors");
  ASSERT_NE(factors, nullptr);
  EXPECT_EQ(factors->rows.back(), (std::vector<std::string>{"Outnumbered 2 to 1", "-2"}));
  RunResult v = runCartouche({"validate", f.gpkg});
  EXPECT_EQ(v.exitCode, 0) << v.out << v.err;

  // Again: every table is identical now, nothing changes.
  const std::string after = readFile(f.gpkg);
  RunResult again = runCartouche({"import-rules", f.gpkg, kRuleset, "--all", "--replace"});
  ASSERT_EQ(again.exitCode, 0) << again.err;
  EXPECT_NE(again.out.find("  identical rule-6-tests"), std::string::npos) << again.out;
  EXPECT_NE(again.out.find(": 0 tables added, 0 replaced; 0 terrain types added, 0 replaced"), std::string::npos);
}

TEST(ImportRulesCommand, AClashIsKeptUnlessReplacedAndNamesComeThroughExactly) {
  ClashFiles f;
  RunResult plan = runCartouche({"import-rules", f.target, f.source, "--json"});
  ASSERT_EQ(plan.exitCode, 0) << plan.err;
  json j = json::parse(plan.out);
  EXPECT_EQ(j.at("written"), false);
  const json& woods = j.at("terrain")[1];
  EXPECT_EQ(woods.at("code"), "woods");
  EXPECT_EQ(woods.at("state"), "clash");
  EXPECT_EQ(woods.at("differences"),
            json({"name \"Las\" here, \"Las Zajączka\" there", "colour #5e8c48 here, #40782c there"}));
  EXPECT_EQ(j.at("terrain")[0].at("state"), "identical");

  RunResult keep = runCartouche({"import-rules", f.target, f.source, "--terrain", "woods"});
  ASSERT_EQ(keep.exitCode, 0) << keep.err;
  EXPECT_EQ(readBattleFile(f.target)->vocabulary.at(1).name, "Las");

  RunResult replace = runCartouche({"import-rules", f.target, f.source, "--terrain", "woods", "--replace", "--json"});
  ASSERT_EQ(replace.exitCode, 0) << replace.err;
  EXPECT_EQ(json::parse(replace.out).at("imported").at("terrain_replaced"), 1);
  Battle b = *readBattleFile(f.target);
  EXPECT_EQ(b.vocabulary.at(1).name, "Las Zajączka");
  EXPECT_EQ(formatColour(b.vocabulary.at(1).colour), "#40782c");
}

TEST(ImportRulesCommand, RefusesABadSourceAnUnknownCodeAndABadCommandLine) {
  RaszynCopy f;
  const std::string before = readFile(f.gpkg);
  RunResult missing = runCartouche({"import-rules", f.gpkg, f.dir / "nowhere.gpkg", "--all"});
  EXPECT_EQ(missing.exitCode, 2);
  EXPECT_EQ(missing.err, "cartouche import-rules: " + (f.dir / "nowhere.gpkg") + ": no such file\n");

  // A text folder with a broken rules.txt: the message names the file and line.
  const std::string broken = f.dir / "broken";
  fs::copy(kRuleset, broken);
  writeFile(broken + "/rules.txt", readFile(broken + "/rules.txt") + "| stray |\n");
  RunResult bad = runCartouche({"import-rules", f.gpkg, broken, "--all"});
  EXPECT_EQ(bad.exitCode, 2);
  EXPECT_NE(bad.err.find(broken + ": rules.txt line"), std::string::npos) << bad.err;

  RunResult unknown = runCartouche({"import-rules", f.gpkg, kRuleset, "--tables", "rule-9-combat-factors,Łąka"});
  EXPECT_EQ(unknown.exitCode, 2);
  EXPECT_EQ(unknown.err, "cartouche import-rules: " + kRuleset + ": the source has no ruleset table \"Łąka\"\n");

  RunResult both = runCartouche({"import-rules", f.gpkg, kRuleset, "--all", "--tables", "x"});
  EXPECT_EQ(both.exitCode, 2);
  EXPECT_NE(both.err.find("--all and --tables cannot be given together"), std::string::npos) << both.err;
  EXPECT_EQ(readFile(f.gpkg), before);
}

// FILE's folder refuses new files (read-only for a user; immutable for root, who writes through permissions), so the
// atomic save cannot write beside FILE.
TEST(ImportRulesCommand, AnUnwritableFileIsLeftUnchanged) {
  RaszynCopy f;
  const std::string before = readFile(f.gpkg);
  const std::string folder = f.dir.str();
  const bool root = geteuid() == 0;
  if (root) {
    if (std::system(("chattr +i '" + folder + "' 2>/dev/null").c_str()) != 0)
      GTEST_SKIP() << "root, and chattr +i is not available here";
  } else {
    fs::permissions(f.dir.path(), fs::perms::owner_read | fs::perms::owner_exec);
  }
  RunResult r = runCartouche({"import-rules", f.gpkg, kRuleset, "--all"});
  if (root)
    EXPECT_EQ(std::system(("chattr -i '" + folder + "'").c_str()), 0);
  else
    fs::permissions(f.dir.path(), fs::perms::owner_all);
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  EXPECT_NE(r.err.find("(the file is unchanged)"), std::string::npos) << r.err;
  EXPECT_EQ(readFile(f.gpkg), before);
}

// A working copy that cannot be made (the state folder is a file): exit 1 and FILE as it was, as root too.
TEST(ImportRulesCommand, AWorkingCopyThatCannotBeMadeLeavesTheFileUnchanged) {
  RaszynCopy f;
  const std::string before = readFile(f.gpkg);
  writeFile(f.dir / "state", "not a folder");
  const char* old = std::getenv("CARTOUCHE_STATE_DIR");
  const std::string saved = old ? old : "";
  setenv("CARTOUCHE_STATE_DIR", (f.dir / "state").c_str(), 1);
  RunResult r = runCartouche({"import-rules", f.gpkg, kRuleset, "--all"});
  if (old)
    setenv("CARTOUCHE_STATE_DIR", saved.c_str(), 1);
  else
    unsetenv("CARTOUCHE_STATE_DIR");
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  EXPECT_NE(r.err.find("(the file is unchanged)"), std::string::npos) << r.err;
  EXPECT_EQ(readFile(f.gpkg), before);
}

}  // namespace
}  // namespace cartouche::test
