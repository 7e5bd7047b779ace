// Stacking and set-up validation throughput (Google Benchmark): 5,000 units on a 1000x1000 map with scattered woods, a
// legal set-up of regiments of three battalions, each regiment stacked in one hex, a leader on every fifth regiment,
// checked against a movement table and the La Bataille clear-terrain stacking limit. Goals (issue 12): a full check
// under 1 ms, a recheck after one unit moves under 50 µs.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>

#include "rules/setup_checks.h"
#include "rules/stacking.h"
#include "rules/validate.h"

namespace cartouche {
namespace {

// The order the set-up lists the units in: the army's; regiment by regiment in a random order of regiments, each
// regiment's battalions together (as a printed set-up table lists them, formation by formation: Racławice's lists
// runs of the army's order); or a random order of units.
enum class SetupOrder { Army, Regiments, Random };

// The army is a tree in pre-order, as the model keeps it (each side's army node, then its regiments, each with its
// battalions).
Battle makeArmyBattle(int units, SetupOrder order = SetupOrder::Army) {
  Battle b;
  b.info["system"] = "la-bataille";
  TerrainType clear;
  clear.code = "clear";
  clear.name = "Clear";
  TerrainId c = *b.vocabulary.add(clear);
  TerrainType woods;
  woods.code = "woods";
  woods.name = "Woods";
  TerrainId w = *b.vocabulary.add(woods);
  GridSettings g;
  g.columns = 1000;
  g.rows = 1000;
  b.map = HexMap(g, c);
  for (int i = 0; i < b.map.hexCount(); i += 37) b.map.setTerrain(i, w);  // woods scattered over 3% of the map
  b.armyVocabulary.troopTypes = {{"line-infantry", "Line", Arm::Infantry, false},
                                 {"hussars", "Hussars", Arm::Cavalry, true},
                                 {"foot-artillery", "Foot artillery", Arm::Artillery, false}};
  for (const char* f : {"column", "line", "limbered"}) {
    Formation form;
    form.code = f;
    form.name = f;
    b.armyVocabulary.formations.push_back(form);
  }
  b.army.sides = {{"a", "A", {}}, {"b", "B", {}}};
  Scenario s;
  s.code = "s";
  std::mt19937 rng(7);
  const int regiments = (units + 2) / 3;
  std::vector<std::vector<Placement>> byRegiment;
  for (int side = 0; side < 2; ++side) {
    const std::string code = side ? "b" : "a";
    b.army.nodes.push_back({code + "-army", "", code, "army", code, "", "", "", "", ""});
    for (int r = side; r < regiments; r += 2) {
      const std::string reg = "reg" + std::to_string(r);
      b.army.nodes.push_back({reg, code + "-army", code, "regiment", reg, "", "", "", "", ""});
      if (r % 10 < 2) {  // a leader for every fifth regiment, on one of its units or on any of them
        Leader l;
        l.code = "leader-" + reg;
        l.side = code;
        l.name = l.code;
        l.commands = {reg};
        b.army.leaders.push_back(l);
        LeaderPlacement lp;
        lp.leader = l.code;
        lp.at = r % 10 ? LeaderAt::AnyOfHisUnits : LeaderAt::Unit;
        if (lp.at == LeaderAt::Unit) lp.unit = reg + "-0-u";
        s.leaders.push_back(lp);
      }
      const Hex spot = g.toHex({r % 1000, (r / 1000) * 7 + 1});
      byRegiment.emplace_back();
      for (int k = 0; k < 3 && r * 3 + k < units; ++k) {
        const std::string bn = reg + "-" + std::to_string(k);
        b.army.nodes.push_back({bn, reg, code, "battalion", bn, "", "", "", "", ""});
        Unit u;
        u.code = bn + "-u";
        u.node = bn;
        u.name = u.code;
        u.troopType = b.armyVocabulary.troopTypes[size_t(side)].code;
        u.values["increments"] = std::to_string(2 + int(rng() % 6));
        b.army.units.push_back(u);
        Placement p;
        p.unit = u.code;
        p.hex = spot;
        p.formation = "column";
        byRegiment.back().push_back(p);
      }
    }
  }
  if (order == SetupOrder::Regiments) std::shuffle(byRegiment.begin(), byRegiment.end(), rng);
  for (const auto& placements : byRegiment) s.setup.insert(s.setup.end(), placements.begin(), placements.end());
  if (order == SetupOrder::Random) std::shuffle(s.setup.begin(), s.setup.end(), rng);
  RuleTable m;
  m.code = "movement";
  m.kind = TableKind::Movement;
  m.columns = {{"terrain", "Terrain", CellType::Terrain},
               {"infantry", "Inf", CellType::MoveCost},
               {"cavalry", "Cav", CellType::MoveCost},
               {"artillery", "Art", CellType::MoveCost}};
  m.rows = {{"clear", "1", "1", "1"}, {"woods", "2", "5", "P"}};
  b.rules.push_back(m);
  b.scenarios.push_back(s);
  RuleTable t;
  t.code = "stacking";
  t.kind = TableKind::Stacking;
  t.columns = {{"terrain", "Terrain", CellType::Terrain}, {"check", "Check", CellType::StackingLimit}};
  t.rows = {{"clear",
             "1 infantry regiment or 18 infantry increments or 1 cavalry regiment or 18 cavalry increments or 6 "
             "artillery increments or 12 infantry increments and 1 battery; at most 3 infantry battalions, at most 3 "
             "cavalry regiments"}};
  b.rules.push_back(t);
  return b;
}

void BM_StackingFull(benchmark::State& state) {
  const Battle b = makeArmyBattle(int(state.range(0)));
  size_t problems = 0;
  for (auto _ : state) {
    StackingChecker checker(b, "s");
    problems = checker.problemCount();
    benchmark::DoNotOptimize(problems);
  }
  state.counters["problems"] = double(problems);
}
BENCHMARK(BM_StackingFull)->Arg(5000)->Unit(benchmark::kMicrosecond);

// The set-up checked in full with the army and tables already prepared (what the editor does when a scenario's
// whole set-up changes).
void BM_StackingRecheck(benchmark::State& state) {
  const Battle b = makeArmyBattle(int(state.range(0)));
  StackingChecker checker(b, "s");
  for (auto _ : state) {
    checker.recheck(b);
    benchmark::DoNotOptimize(checker.problemCount());
  }
}
BENCHMARK(BM_StackingRecheck)->Arg(5000)->Unit(benchmark::kMicrosecond);

void BM_SetupChecks(benchmark::State& state) {
  const Battle b = makeArmyBattle(int(state.range(0)));
  for (auto _ : state) {
    std::vector<Problem> out;
    checkSetup(b, b.scenarios[0], out);
    benchmark::DoNotOptimize(out.size());
  }
}
BENCHMARK(BM_SetupChecks)->Arg(5000)->Unit(benchmark::kMicrosecond);

void BM_StackingAndSetupFull(benchmark::State& state) {
  const Battle b = makeArmyBattle(int(state.range(0)));
  for (auto _ : state) {
    std::vector<Problem> out;
    checkScenario(b, b.scenarios[0], out);
    benchmark::DoNotOptimize(out.size());
  }
}
BENCHMARK(BM_StackingAndSetupFull)->Arg(5000)->Unit(benchmark::kMicrosecond);

// The same with the set-up's regiments in a random order, each regiment's battalions together: the first unit of
// each regiment is a jump, the others follow it.
void BM_StackingAndSetupByRegiment(benchmark::State& state) {
  const Battle b = makeArmyBattle(int(state.range(0)), SetupOrder::Regiments);
  for (auto _ : state) {
    std::vector<Problem> out;
    checkScenario(b, b.scenarios[0], out);
    benchmark::DoNotOptimize(out.size());
  }
}
BENCHMARK(BM_StackingAndSetupByRegiment)->Arg(5000)->Unit(benchmark::kMicrosecond);

// The same with the set-up's rows in a random order, not the army's: every code is looked up by hash.
void BM_StackingAndSetupShuffled(benchmark::State& state) {
  const Battle b = makeArmyBattle(int(state.range(0)), SetupOrder::Random);
  for (auto _ : state) {
    std::vector<Problem> out;
    checkScenario(b, b.scenarios[0], out);
    benchmark::DoNotOptimize(out.size());
  }
}
BENCHMARK(BM_StackingAndSetupShuffled)->Arg(5000)->Unit(benchmark::kMicrosecond);

void BM_StackingOneMove(benchmark::State& state) {
  Battle b = makeArmyBattle(int(state.range(0)));
  StackingChecker checker(b, "s");
  std::mt19937 rng(3);
  const GridSettings& g = b.map.grid();
  for (auto _ : state) {
    Placement& p = b.scenarios[0].setup[rng() % b.scenarios[0].setup.size()];
    StackingChange change;
    change.setup = true;
    change.unitHexes = {*p.hex};
    p.hex = g.toHex({int(rng() % 1000), int(rng() % 1000)});
    change.unitHexes.push_back(*p.hex);
    checker.update(b, change);
    benchmark::DoNotOptimize(checker.problemCount());
  }
}
BENCHMARK(BM_StackingOneMove)->Arg(5000)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace cartouche

BENCHMARK_MAIN();
