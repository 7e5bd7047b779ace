// The problems list kept up to date edit by edit (panels/live_validation.h): on the Racławice sample (with a tighter
// stacking row beside roads), after random counter moves (inherited ones in the variant too), removals, terrain and
// road painting, undos and changes to the army and the tables, refreshed every one to three edits, it equals
// validateBattle's report problem for problem, with the per-code limit and its counts.
#include "app/panels/live_validation.h"

#include <gtest/gtest.h>

#include <memory>
#include <random>

#include "edit/map_commands.h"
#include "edit/setup_commands.h"
#include "text/battle_text.h"

namespace cartouche {
namespace {

std::vector<std::string> lines(const ValidationReport& r) {
  std::vector<std::string> out;
  for (const Problem& p : r.problems) {
    std::string units;
    for (const std::string& u : p.units) units += " " + u;
    out.push_back(p.code + " | " + p.message + " | " + std::to_string(p.hex.value_or(-1)) + units);
  }
  for (const auto& [code, n] : r.omitted) out.push_back("omitted " + code + " " + std::to_string(n));
  return out;
}

TEST(LiveValidation, EqualsTheFullCheckAfterEveryRefresh) {
  Result<Battle> loaded = loadBattleText(CARTOUCHE_SAMPLE_BATTLES "/raclawice-1794");
  ASSERT_TRUE(loaded) << loaded.status().message();
  Battle battle = std::move(*loaded);
  ASSERT_FALSE(battle.scenarios.empty());
  // A stacking row for stacks beside a road, tighter than the terrain's: painting a road changes a stack's limit.
  std::optional<TerrainId> road;
  for (size_t i = 0; i < battle.vocabulary.size(); ++i)
    if (battle.vocabulary.at(TerrainId(i)).code == "road") road = TerrainId(i);
  ASSERT_TRUE(road);
  for (RuleTable& t : battle.rules)
    if (t.kind == TableKind::Stacking) t.rows.insert(t.rows.begin(), {"road", "", "2 infantry units"});
  ValidateOptions options;
  options.maxPerCode = 4;  // small, so that the limits and their counts are exercised
  LiveValidation live;
  ASSERT_EQ(lines(live.refresh(battle, options)), lines(validateBattle(battle, options)));

  std::mt19937 rng(2026);
  const GridSettings& g = battle.map.grid();
  std::vector<CommandPtr> undo;
  std::vector<TerrainId> terrains;
  for (size_t i = 0; i < battle.vocabulary.size(); ++i)
    if (battle.vocabulary.at(TerrainId(i)).kind == TerrainKind::Hex) terrains.push_back(TerrainId(i));
  ASSERT_FALSE(terrains.empty());
  size_t refreshes = 0, problemsSeen = 0;
  for (int step = 0; step < 400; ++step) {
    CommandPtr command;
    const int kind = int(rng() % 10);
    const Scenario& s = battle.scenarios[rng() % battle.scenarios.size()];
    // A variant's units include those it inherits from its base: moving one overrides the base's row.
    const std::vector<Placement> units = effectiveSetup(battle.scenarios, s).units;
    if (kind <= 5 && !units.empty()) {
      // Move a counter, often onto another counter's hex (stacks over the limit), sometimes off the set-up.
      Placement p = units[rng() % units.size()];
      if (rng() % 2) {
        p.hex = units[rng() % units.size()].hex;
      } else {
        p.hex = g.toHex({int(rng() % unsigned(g.columns)), int(rng() % unsigned(g.rows))});
      }
      p.second.reset();
      const bool remove = rng() % 15 == 0;
      command = std::make_unique<SetPlacement>(s.code, p.unit, remove ? std::nullopt : std::optional<Placement>(p));
    } else if (kind == 6 && !units.empty() && units[0].hex) {
      // A road beside a counter.
      const Placement& p = units[rng() % units.size()];
      if (!p.hex) continue;
      command = std::make_unique<SetHexsideFeature>(std::vector<HexsideId>{hexsideOf(*p.hex, int(rng() % 6))},
                                                    HexsideFeature{*road, Side::None});
    } else if (kind <= 7) {
      std::vector<int> hexes;
      const int at = int(rng() % unsigned(battle.map.hexCount()));
      for (int k = 0; k < 4; ++k) hexes.push_back((at + k) % battle.map.hexCount());
      command = std::make_unique<PaintTerrain>(hexes, terrains[rng() % terrains.size()]);
    } else if (!undo.empty()) {
      command = std::move(undo.back());
      undo.pop_back();
    } else {
      continue;
    }
    ChangeSet changes;
    Result<CommandPtr> inverse = command->apply(battle, changes);
    if (!inverse) continue;  // refused: nothing changed
    if (kind <= 7) undo.push_back(std::move(*inverse));
    changes.normalize();
    live.changed(changes);
    if (rng() % 3 == 0) {
      const ValidationReport& report = live.refresh(battle, options);
      ASSERT_EQ(lines(report), lines(validateBattle(battle, options))) << "after step " << step;
      ++refreshes;
      problemsSeen += report.problems.size();
    }
  }
  EXPECT_GT(refreshes, 50u);
  EXPECT_GT(problemsSeen, 100u);  // the edits did make problems to compare
}

// Edits that touch everything the scenarios read: the army, the tables, the scenario list.
TEST(LiveValidation, ArmyTablesAndScenarioListChangesAreCheckedInFull) {
  Result<Battle> loaded = loadBattleText(CARTOUCHE_SAMPLE_BATTLES "/raclawice-1794");
  ASSERT_TRUE(loaded) << loaded.status().message();
  Battle battle = std::move(*loaded);
  LiveValidation live;
  live.refresh(battle);
  // A unit's troop type taken away: its stacks cannot all be checked any more.
  battle.army.units[0].troopType.clear();
  ChangeSet army;
  army.army = true;
  live.changed(army);
  EXPECT_EQ(lines(live.refresh(battle)), lines(validateBattle(battle)));
  // The stacking table emptied of its check.
  for (RuleTable& t : battle.rules)
    if (t.kind == TableKind::Stacking)
      for (auto& row : t.rows) row.back() = "none";
  ChangeSet rules;
  rules.rules = true;
  live.changed(rules);
  const ValidationReport& report = live.refresh(battle);
  EXPECT_GT(report.errors(), 0u);
  EXPECT_EQ(lines(report), lines(validateBattle(battle)));
  // A scenario removed.
  battle.scenarios.pop_back();
  ChangeSet scenarios;
  scenarios.scenarios = true;
  live.changed(scenarios);
  EXPECT_EQ(lines(live.refresh(battle)), lines(validateBattle(battle)));
  // Opened afresh.
  live.reset();
  EXPECT_EQ(lines(live.refresh(battle)), lines(validateBattle(battle)));
}

}  // namespace
}  // namespace cartouche
