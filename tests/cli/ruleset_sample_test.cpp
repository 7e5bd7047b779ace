// The rulebooks' charts as the sample battles hold them (sample-battles/raszyn-1809, heilsberg-1807 and
// raclawice-1794 rules.txt): every table loads and passes its structure check, the checks find nothing but the
// Heilsberg Prussian carre gaps the rulebook prints, the typed questions answer the printed figures, the synthetic
// maps use every terrain type, and `cartouche validate` / `dump` on the files the build made show the same.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <ostream>
#include <set>

#include "cli_test_support.h"
#include "model/rule_table.h"
#include "model/stacking_limit.h"
#include "rules/los.h"
#include "rules/rule_checks.h"
#include "rules/rule_queries.h"
#include "text/battle_text.h"

namespace cartouche {
// Readable values in failure messages.
void PrintTo(const MoveCost& c, std::ostream* os) { *os << formatMoveCost(c); }
void PrintTo(const Multiplier& m, std::ostream* os) { *os << formatMultiplier(m); }
void PrintTo(const FireDefence& d, std::ostream* os) { *os << formatFireDefence(d); }
}  // namespace cartouche

namespace cartouche::test {
namespace {

std::string sourceDir(const std::string& name) { return CARTOUCHE_SOURCE_DIR "/sample-battles/" + name; }
std::string builtFile(const std::string& name) { return CARTOUCHE_SAMPLE_BATTLE_DIR "/" + name + ".gpkg"; }

const Battle& sample(const std::string& name) {
  static std::map<std::string, Battle> loaded;
  auto it = loaded.find(name);
  if (it == loaded.end()) {
    Result<Battle> b = loadBattleText(sourceDir(name));
    EXPECT_TRUE(b.isOk()) << name << ": " << b.status().message();
    it = loaded.emplace(name, b.isOk() ? std::move(b).value() : Battle{}).first;
  }
  return it->second;
}

const RuleTable& table(const Battle& b, const std::string& code) {
  static const RuleTable none;
  for (const RuleTable& t : b.rules)
    if (t.code == code) return t;
  ADD_FAILURE() << "no table " << code;
  return none;
}

std::vector<Problem> tableProblems(const Battle& b) {
  std::vector<Problem> out;
  checkRuleTables(b.rules, b.vocabulary, out);
  return out;
}

MoveCost cost(int n, int d = 1) { return MoveCost{MoveCost::Kind::Cost, n, d}; }
const MoveCost kProhibited{MoveCost::Kind::Prohibited, 0, 1};

MoveCost step(const Battle& b, const std::string& hex, std::vector<std::string> sides, const std::string& unitClass,
              bool roadMarch = false) {
  Result<MoveCost> c = stepCost(table(b, "movement"), b.vocabulary, hex, sides, unitClass, roadMarch);
  EXPECT_TRUE(c.isOk()) << hex << " " << unitClass << ": " << c.status().message();
  return c.isOk() ? *c : MoveCost{};
}

std::optional<MoveCost> cell(const Battle& b, const std::string& terrain, const std::string& unitClass) {
  auto c = movementCost(table(b, "movement"), terrain, unitClass);
  EXPECT_TRUE(c.isOk()) << terrain << " " << unitClass << ": " << c.status().message();
  return c.isOk() ? *c : std::nullopt;
}

FireDefence defence(const Battle& b, const std::string& terrain, const std::string& formation) {
  auto d = fireDefence(table(b, "fire-defence"), terrain, formation);
  EXPECT_TRUE(d.isOk() && d->has_value()) << terrain << " " << formation;
  return d.isOk() && d->has_value() ? **d : FireDefence{};
}

std::optional<Multiplier> fire(const Battle& b, const std::string& code, const std::string& formation,
                               const std::string& troops, bool disordered = false) {
  auto m = fireMultiplier(table(b, code), formation, troops, disordered);
  EXPECT_TRUE(m.isOk()) << code << " " << formation << " " << troops << ": " << m.status().message();
  return m.isOk() ? *m : std::nullopt;
}

// The result text of the row a roll (plus modifier) lands in.
std::string rollResult(const Battle& b, const std::string& code, int roll, int modifier = 0) {
  const RuleTable& t = table(b, code);
  Result<int> row = lookupDiceRow(t, roll, modifier);
  if (!row) return "(" + row.status().message() + ")";
  return t.rows[size_t(*row)][1];
}

int modifierOf(const Battle& b, const std::string& code, const std::string& condition, const std::string& column) {
  const RuleTable& t = table(b, code);
  int c = t.columnIndex(column);
  for (const auto& row : t.rows)
    if (row[0] == condition && c >= 0) return parseModifier(row[size_t(c)]).value();
  ADD_FAILURE() << code << " has no condition " << condition;
  return 0;
}

// ---- Every table, every battle ------------------------------------------------------------------------------------

TEST(RulesetSamples, EveryTableLoadsWithItsSourceAndPassesStructure) {
  for (const std::string name : {"raszyn-1809", "heilsberg-1807", "raclawice-1794"}) {
    const Battle& b = sample(name);
    ASSERT_FALSE(b.rules.empty()) << name;
    for (const RuleTable& t : b.rules) {
      EXPECT_TRUE(checkTableStructure(t).isOk()) << name << " " << t.code << ": " << checkTableStructure(t).message();
      EXPECT_FALSE(t.title.empty()) << name << " " << t.code;
      EXPECT_FALSE(t.rows.empty()) << name << " " << t.code;
      EXPECT_NE(t.notes.find(name == "raclawice-1794" ? "Racławice 1794" : "La Bataille"), std::string::npos)
          << name << " " << t.code << " does not name its rulebook";
    }
  }
}

TEST(RulesetSamples, RaszynAndRaclawiceTablesHaveNoProblem) {
  for (const std::string name : {"raszyn-1809", "raclawice-1794"}) {
    for (const Problem& p : tableProblems(sample(name))) ADD_FAILURE() << name << ": " << p.code << " " << p.message;
  }
}

// The two lines of the Prussian "from Column" carre table that the rulebook prints short: found, and nothing else.
TEST(RulesetSamples, HeilsbergProblemsAreExactlyThePrintedPrussianCarreGaps) {
  std::vector<Problem> problems = tableProblems(sample("heilsberg-1807"));
  ASSERT_EQ(problems.size(), 2u);
  EXPECT_EQ(problems[0].code, "dice-gap");
  EXPECT_EQ(problems[0].severity, Severity::Error);
  EXPECT_EQ(problems[0].table, "carre-prussian-column-2mp");
  EXPECT_NE(problems[0].message.find("gap 66"), std::string::npos) << problems[0].message;
  EXPECT_EQ(problems[1].code, "dice-gap");
  EXPECT_EQ(problems[1].table, "carre-prussian-column-1mp");
  EXPECT_NE(problems[1].message.find("gap 65-66"), std::string::npos) << problems[1].message;
}

TEST(RulesetSamples, EveryCarreRealizationLineIsATable) {
  auto expectLines = [](const std::string& battle, const std::vector<std::string>& stems) {
    for (const std::string& stem : stems)
      for (int mp = 1; mp <= 4; ++mp) {
        const RuleTable& t = table(sample(battle), "carre-" + stem + "-" + std::to_string(mp) + "mp");
        EXPECT_EQ(t.kind, TableKind::Dice);
        EXPECT_EQ(t.die, DieKind::TwoDiceBase6);
      }
  };
  expectLines("raszyn-1809", {"polski-column", "polski-line", "dutch-danish-column", "dutch-danish-line-col",
                              "saxon-column", "saxon-line", "austrian-line"});
  expectLines("heilsberg-1807", {"french-column", "french-line", "russian-column", "russian-line", "prussian-column",
                                 "prussian-line", "saxon-column", "saxon-line"});
  EXPECT_EQ(sample("raszyn-1809").rules.size(), 43u);
  EXPECT_EQ(sample("heilsberg-1807").rules.size(), 48u);
  EXPECT_EQ(sample("raclawice-1794").rules.size(), 10u) << "with its sequence of play";
}

// The synthetic maps hold every type of their vocabulary (hex terrains on hexes, features on hexsides), and every
// type has a row in a terrain-keyed chart, so each chart row is used somewhere on the map.
TEST(RulesetSamples, SyntheticMapsUseEveryTerrainTypeAndEveryTypeIsCharted) {
  for (const std::string name : {"raszyn-1809", "heilsberg-1807"}) {
    const Battle& b = sample(name);
    EXPECT_EQ(b.info.at("system"), "la-bataille");
    EXPECT_EQ(b.info.at("map_provenance").rfind("synthetic:", 0), 0u);
    EXPECT_NE(b.info.at("map_provenance").find("not the published map"), std::string::npos);
    std::set<TerrainId> used;
    for (int i = 0; i < b.map.hexCount(); ++i) used.insert(b.map.terrain(i));
    for (const auto& [key, rec] : b.map.hexsides())
      for (const HexsideFeature& f : rec.features) used.insert(f.type);
    std::set<std::string> charted;
    for (const RuleTable& t : b.rules)
      if (!t.columns.empty() && t.columns[0].type == CellType::Terrain)
        for (const auto& row : t.rows) charted.insert(row[0]);
    for (size_t id = 0; id < b.vocabulary.size(); ++id) {
      const std::string& code = b.vocabulary.at(TerrainId(id)).code;
      EXPECT_TRUE(used.count(TerrainId(id))) << name << ": " << code << " is not on the map";
      EXPECT_TRUE(charted.count(code)) << name << ": " << code << " has no chart row";
    }
  }
}

// ---- Raszyn 1809 ------------------------------------------------------------------------------------------------

TEST(RulesetSamples, RaszynMovementAnswersTheChart) {
  const Battle& b = sample("raszyn-1809");
  EXPECT_EQ(cell(b, "woods", "cavalry"), cost(5));
  EXPECT_EQ(cell(b, "woods", "artillery"), kProhibited);
  EXPECT_EQ(cell(b, "carp-pond", "infantry"), std::nullopt);  // the chart gives no cost
  EXPECT_EQ(step(b, "woods", {}, "infantry"), cost(2));
  EXPECT_EQ(step(b, "clear", {"stream"}, "infantry"), cost(1 + 3));
  EXPECT_EQ(step(b, "clear", {"stream"}, "cavalry"), cost(1 + 5));
  EXPECT_EQ(step(b, "village", {"stream"}, "artillery"), cost(3 + 4));
  EXPECT_EQ(step(b, "clear", {"stream", "ford"}, "cavalry"), cost(1 + 10));  // the ford's cost, not the stream's
  EXPECT_EQ(step(b, "clear", {"stream", "ford"}, "light-infantry"), cost(1 + 4));
  EXPECT_EQ(step(b, "clear", {"slope"}, "artillery"), cost(1 + 4));
  EXPECT_EQ(step(b, "clear", {"road"}, "infantry", true), cost(1, 2));
  EXPECT_EQ(step(b, "clear", {"road"}, "infantry", false), cost(1));
  EXPECT_EQ(step(b, "clear", {"river"}, "infantry"), kProhibited);
  EXPECT_EQ(step(b, "swamp", {}, "light-infantry"), cost(4));
  EXPECT_EQ(step(b, "swamp", {}, "infantry"), kProhibited);
  EXPECT_EQ(step(b, "causeway", {}, "cavalry"), cost(3));
  const RuleTable& mv = table(b, "movement");
  auto road = std::find_if(mv.rows.begin(), mv.rows.end(), [](const auto& r) { return r[0] == "road"; });
  ASSERT_NE(road, mv.rows.end());
  EXPECT_EQ((*road)[size_t(mv.columnIndex("requires"))], "road order");
  Result<MoveCost> pond = stepCost(mv, b.vocabulary, "carp-pond", {}, "cavalry", false);
  EXPECT_EQ(pond.status().code(), Status::Code::NotFound);
}

TEST(RulesetSamples, RaszynFireChartsAnswerTheChart) {
  const Battle& b = sample("raszyn-1809");
  EXPECT_EQ(defence(b, "town", "artillery"), (FireDefence{false, 8, 10}));
  EXPECT_EQ(defence(b, "clear", "artillery"), (FireDefence{false, 6, 8}));
  EXPECT_EQ(defence(b, "woods", "artillery"), (FireDefence{true, 0, std::nullopt}));
  EXPECT_EQ(defence(b, "causeway", "skirmish"), (FireDefence{false, 5, std::nullopt}));
  auto blank = fireDefence(table(b, "fire-defence"), "clear", "general");
  ASSERT_TRUE(blank.isOk());
  EXPECT_FALSE(blank->has_value());

  EXPECT_EQ(fire(b, "fire-multiplier-allies", "Line", "poles-ligne"), (Multiplier{3, 1}));
  EXPECT_EQ(fire(b, "fire-multiplier-allies", "Line", "poles-ligne", true), (Multiplier{3, 2}));
  EXPECT_EQ(fire(b, "fire-multiplier-allies", "Line", "saxon-ligne"), (Multiplier{2, 1}));
  EXPECT_EQ(fire(b, "fire-multiplier-allies", "Column", "dutch-danish-ligne"), (Multiplier{1, 1}));
  EXPECT_EQ(fire(b, "fire-multiplier-allies", "Skirmish", "poles-ligne"), std::nullopt);
  EXPECT_EQ(fire(b, "fire-multiplier-allies", "Skirmish", "poles-legere"), (Multiplier{2, 1}));
  EXPECT_EQ(fire(b, "fire-multiplier-austrian", "General Order in a town, village or hamlet", "austrian-linie"),
            (Multiplier{3, 2}));
  EXPECT_EQ(fire(b, "fire-multiplier-austrian", "Masse", "grenz"), std::nullopt);
}

TEST(RulesetSamples, RaszynCarreRollsCountInBaseSix) {
  const Battle& b = sample("raszyn-1809");
  // "3 Movement Points 11-53 54-62 63-66": 43 + 4 is 51, inside 11-53.
  EXPECT_EQ(rollResult(b, "carre-polski-column-3mp", 43, 4), "Carre");
  EXPECT_EQ(rollResult(b, "carre-polski-column-3mp", 53, 1), "Disorder");
  EXPECT_EQ(rollResult(b, "carre-polski-column-3mp", 62, 1), "Rout");
  // Lance-armed cavalry (+6) against Austrians forming from line with 4 MP ("11-62 63-65 66"): a six moves the
  // tens die, 52 + 6 = 62 and 55 + 6 = 65; 61 + 6 runs past the last roll and reads as 66.
  const int lance = modifierOf(b, "carre-modifiers", "Cavalry is lance armed", "die");
  EXPECT_EQ(lance, 6);
  EXPECT_EQ(rollResult(b, "carre-austrian-line-4mp", 52, lance), "Carre");
  EXPECT_EQ(rollResult(b, "carre-austrian-line-4mp", 55, lance), "Disorder");
  EXPECT_EQ(rollResult(b, "carre-austrian-line-4mp", 61, lance), "Rout");
  // A personality in the hex (-6) against the Saxons from column, 4 MP (no rout printed): 66 - 6 = 56.
  const int personality = modifierOf(b, "carre-modifiers", "Personality present in the hex", "die");
  EXPECT_EQ(rollResult(b, "carre-saxon-column-4mp", 66, personality), "Carre");
  EXPECT_EQ(rollResult(b, "carre-saxon-column-4mp", 66), "Disorder");
  EXPECT_EQ(table(b, "carre-saxon-column-4mp").rows.size(), 2u);
}

TEST(RulesetSamples, RaszynModifierAndLevelCharts) {
  const Battle& b = sample("raszyn-1809");
  EXPECT_EQ(modifierOf(b, "charge-morale-modifiers", "In square", "defender"), 12);
  EXPECT_EQ(modifierOf(b, "pre-melee-odds-modifiers", "5/1 & over", "attacker"), 9);
  EXPECT_EQ(modifierOf(b, "infantry-pre-melee-modifiers", "Austrian Defender in Line", "defender"), 3);
  const RuleTable& levels = table(b, "morale-levels");
  ASSERT_EQ(levels.rows.size(), 2u);
  EXPECT_EQ(levels.rows[0][size_t(levels.columnIndex("battalions"))], "19");
  EXPECT_EQ(levels.rows[1][size_t(levels.columnIndex("level-3-modifier"))], "-9");
  EXPECT_EQ(b.vocabulary.at(*b.vocabulary.find("stream")).name, "Stream (Strumień)");
  const RuleTable& checks = table(b, "fire-morale-checks");
  EXPECT_EQ(checks.rows[1][1], "Légère Infanterie");
  EXPECT_EQ(checks.rows[6][1], "Grenz");
  EXPECT_EQ(parseFrequency(checks.rows[6][2]).value(), Frequency::Even);
}

// ---- Heilsberg 1807 ---------------------------------------------------------------------------------------------

TEST(RulesetSamples, HeilsbergMovementAndFireAnswerTheChart) {
  const Battle& b = sample("heilsberg-1807");
  EXPECT_EQ(cell(b, "pine-forest", "cossacks"), cost(3));
  EXPECT_EQ(cell(b, "pine-forest", "cavalry"), cost(5));
  EXPECT_EQ(cell(b, "pontoon-bridge", "artillery"), std::nullopt);  // the chart names no artillery cost
  EXPECT_EQ(cell(b, "fleche-front", "cavalry"), cost(12));
  EXPECT_EQ(step(b, "bischof-schloss", {}, "infantry"), cost(4));
  EXPECT_EQ(step(b, "clear", {"redoubt-front"}, "infantry"), kProhibited);
  EXPECT_EQ(step(b, "clear", {"alle"}, "cavalry"), kProhibited);
  EXPECT_EQ(step(b, "garten", {"stream"}, "cavalry"), cost(2 + 5));
  EXPECT_EQ(step(b, "abatis", {}, "cavalry"), kProhibited);
  EXPECT_EQ(step(b, "town", {"road"}, "artillery", true), cost(1, 2));
  EXPECT_EQ(b.vocabulary.at(*b.vocabulary.find("alle")).name, "Alle Fluß");
  EXPECT_EQ(table(b, "fire-multiplier-russian").columns[3].heading, "Gd Jäger");

  EXPECT_EQ(defence(b, "town", "artillery"), (FireDefence{false, 8, 10}));
  EXPECT_EQ(defence(b, "bischof-schloss", "artillery"), (FireDefence{false, 9, 12}));
  EXPECT_EQ(defence(b, "redoubt", "line"), (FireDefence{false, 11, std::nullopt}));
  EXPECT_EQ(defence(b, "pine-forest", "artillery"), (FireDefence{true, 0, std::nullopt}));

  EXPECT_EQ(fire(b, "fire-multiplier-french", "Carre", "guard"), (Multiplier{5, 1}));
  EXPECT_EQ(fire(b, "fire-multiplier-french", "Skirmish", "ligne"), std::nullopt);
  EXPECT_EQ(fire(b, "fire-multiplier-prussian", "Column", "fusilier"), std::nullopt);
  EXPECT_EQ(fire(b, "fire-multiplier-russian", "Skirmish", "guard-jager", true), (Multiplier{2, 1}));
}

TEST(RulesetSamples, HeilsbergCarreRollsAndTheGaps) {
  const Battle& b = sample("heilsberg-1807");
  EXPECT_EQ(rollResult(b, "carre-french-column-4mp", 66), "Carre");      // one printed range, 11-66
  EXPECT_EQ(rollResult(b, "carre-prussian-column-2mp", 62, 3), "Rout");  // 65
  // A modified roll of 66 falls in the printed gap: no result, and the table is named.
  Result<int> gap = lookupDiceRow(table(b, "carre-prussian-column-2mp"), 63, 3);
  ASSERT_FALSE(gap.isOk());
  EXPECT_EQ(gap.status().code(), Status::Code::NotFound);
  EXPECT_NE(gap.status().message().find("carre-prussian-column-2mp"), std::string::npos);
  EXPECT_FALSE(lookupDiceRow(table(b, "carre-prussian-column-1mp"), 64, 1).isOk());
  EXPECT_EQ(rollResult(b, "carre-prussian-column-1mp", 64), "Rout");
  EXPECT_EQ(modifierOf(b, "carre-modifiers", "Guard / Life Guard Battalions", "die"), -6);
  const RuleTable& levels = table(b, "morale-levels");
  EXPECT_EQ(levels.rows[0][size_t(levels.columnIndex("level-1-modifier"))], "0");  // "minus 0"
  EXPECT_EQ(levels.rows[0][size_t(levels.columnIndex("level-3"))], "");            // two levels only
}

// ---- Racławice 1794 ---------------------------------------------------------------------------------------------

TEST(RulesetSamples, RaclawiceStatesOnlyWhatTheTextGives) {
  const Battle& b = sample("raclawice-1794");
  EXPECT_EQ(step(b, "woods", {}, "commander"), cost(1));
  EXPECT_EQ(step(b, "hill", {"stream"}, "commander"), cost(1));
  EXPECT_EQ(step(b, "clear", {"stream", "bridge"}, "commander"), cost(1));
  EXPECT_EQ(cell(b, "woods", "infantry"), std::nullopt);  // the Terrain Effects Table is not in the text
  EXPECT_EQ(table(b, "withdrawal-roll").die, DieKind::D10);
  EXPECT_EQ(rollResult(b, "withdrawal-roll", 0), "Eliminated");
  EXPECT_EQ(rollResult(b, "withdrawal-roll", 8), "Eliminated");
  EXPECT_EQ(rollResult(b, "commander-casualty", 4), "No effect");
  EXPECT_EQ(rollResult(b, "commander-casualty", 8, 1).rfind("Wounded", 0), 0u);
  const RuleTable& stacking = table(b, "stacking");
  EXPECT_EQ(stacking.kind, TableKind::Stacking);
  ASSERT_EQ(stacking.rows.size(), 1u);  // [6.2] whatever the terrain
  EXPECT_EQ(stacking.rows[0][0], "any");
  auto limit = parseStackingLimit(stacking.rows[0][size_t(stacking.columnIndex("check"))]);
  ASSERT_TRUE(limit) << limit.status().message();
  ASSERT_EQ(limit->alternatives.size(), 5u);
  EXPECT_EQ(limit->alternatives[2][0].count, 2);  // two guns and one infantry unit
  EXPECT_EQ(limit->alternatives[2][0].selector, "artillery");
  EXPECT_EQ(limit->alternatives[4][0].count, 6);
}

TEST(RulesetSamples, LaBatailleStackingChartsAreChecksAndDwellingsAndWoodsBlock) {
  for (const char* name : {"raszyn-1809", "heilsberg-1807"}) {
    const Battle& b = sample(name);
    const RuleTable& stacking = table(b, "stacking");
    const int check = stacking.columnIndex("check");
    ASSERT_GE(check, 0) << name;
    for (const auto& row : stacking.rows)
      EXPECT_EQ(row[size_t(check)].empty(), row[0] == "bischof-schloss") << name << " " << row[0];
    auto clear = parseStackingLimit(stacking.rows[0][size_t(check)]);
    ASSERT_TRUE(clear) << clear.status().message();
    EXPECT_EQ(clear->alternatives.size(), 6u) << name;
    EXPECT_EQ(clear->caps.size(), 2u) << name;
    // Seed 004, Line of Sight (23): dwellings block regardless of elevation, wooded hexes block.
    for (const char* dwelling : {"hamlet", "village", "town"}) {
      auto id = b.vocabulary.find(dwelling);
      ASSERT_TRUE(id) << dwelling;
      EXPECT_TRUE(b.vocabulary.at(*id).blocksLos) << name << " " << dwelling;
      EXPECT_GE(b.vocabulary.at(*id).losHeight, 100) << name << " " << dwelling;
    }
    const char* wood = std::string(name) == "raszyn-1809" ? "woods" : "pine-forest";
    EXPECT_TRUE(b.vocabulary.at(*b.vocabulary.find(wood)).blocksLos) << name;
    EXPECT_FALSE(b.vocabulary.at(*b.vocabulary.find("clear")).blocksLos) << name;
    // A line straight through a village hex of the map is blocked by it.
    const TerrainId village = *b.vocabulary.find("village");
    bool tried = false;
    for (int i = 0; i < b.map.hexCount() && !tried; ++i) {
      if (b.map.terrain(i) != village) continue;
      const Hex v = b.map.hexAt(i), from = neighbour(v, 3), to = neighbour(v, 0);
      if (!b.map.contains(from) || !b.map.contains(to)) continue;
      tried = true;
      LosResult r = los(b, losRulesFor(b), from, to);
      EXPECT_FALSE(r.visible) << name;
      EXPECT_EQ(r.blocker, LosBlocker::Hex) << name;
    }
    EXPECT_TRUE(tried) << name << " has no village hex inside the map";
  }
}

// ---- Through the CLI, on the files the build made ---------------------------------------------------------------

TEST(RulesetSamples, ValidateReportsTheHeilsbergGapsByTableAndNothingElse) {
  RunResult h = runCartouche({"validate", "--json", builtFile("heilsberg-1807")});
  EXPECT_EQ(h.exitCode, 1) << h.out << h.err;
  nlohmann::json j = nlohmann::json::parse(h.out);
  EXPECT_EQ(j["errors"], 2);
  EXPECT_EQ(j["warnings"], 0);
  std::vector<std::string> messages;
  for (const auto& p : j["problems"]) {
    EXPECT_EQ(p["code"], "dice-gap") << p.dump();
    messages.push_back(p["message"].get<std::string>());
  }
  ASSERT_EQ(messages.size(), 2u);
  EXPECT_NE(messages[0].find("carre-prussian-column-2mp"), std::string::npos) << messages[0];
  EXPECT_NE(messages[1].find("carre-prussian-column-1mp"), std::string::npos) << messages[1];

  RunResult text = runCartouche({"validate", builtFile("heilsberg-1807")});
  EXPECT_EQ(text.exitCode, 1);
  EXPECT_NE(text.out.find("carre-prussian-column-1mp"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("[dice-gap]"), std::string::npos) << text.out;

  RunResult raszyn = runCartouche({"validate", "--strict", builtFile("raszyn-1809")});
  EXPECT_EQ(raszyn.exitCode, 0) << raszyn.out << raszyn.err;
  // Racławice's reconstructed map may carry map warnings of its own; its tables add none.
  RunResult raclawice = runCartouche({"validate", "--json", builtFile("raclawice-1794")});
  EXPECT_EQ(raclawice.exitCode, 0) << raclawice.out << raclawice.err;
  // Kept in a variable: a range over a part of a temporary (what operator[] returns) outlives the temporary.
  const nlohmann::json report = nlohmann::json::parse(raclawice.out);
  for (const auto& p : report.at("problems")) {
    std::string code = p["code"];
    EXPECT_TRUE(code.rfind("table-", 0) != 0 && code.rfind("dice-", 0) != 0) << p.dump();
  }
}

// The file the build made holds the tables exactly: dumping it gives the committed rules.txt back byte for byte.
TEST(RulesetSamples, DumpGivesTheRulesTextBack) {
  for (const std::string name : {"raszyn-1809", "heilsberg-1807", "raclawice-1794"}) {
    TempDir tmp;
    RunResult r = runCartouche({"dump", builtFile(name), tmp / "out"});
    ASSERT_EQ(r.exitCode, 0) << name << r.err;
    EXPECT_EQ(readFile(tmp / "out/rules.txt"), readFile(sourceDir(name) + "/rules.txt")) << name;
  }
}

}  // namespace
}  // namespace cartouche::test
