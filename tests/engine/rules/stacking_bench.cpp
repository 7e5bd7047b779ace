// Stacking and set-up validation throughput (Google Benchmark): 5,000 units on a 1000x1000 map, a legal set-up of
// regiments of three battalions, each regiment stacked in one hex, checked against the La Bataille clear-terrain
// limit. Goals (issue 12): a full check under 1 ms, a recheck
// after one unit moves under 50 µs.
#include <benchmark/benchmark.h>

#include <random>

#include "rules/setup_checks.h"
#include "rules/stacking.h"

namespace cartouche {
namespace {

Battle makeArmyBattle(int units) {
  Battle b;
  b.info["system"] = "la-bataille";
  TerrainType clear;
  clear.code = "clear";
  clear.name = "Clear";
  TerrainId c = *b.vocabulary.add(clear);
  GridSettings g;
  g.columns = 1000;
  g.rows = 1000;
  b.map = HexMap(g, c);
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
  b.army.nodes.push_back({"a-army", "", "a", "army", "A", "", "", "", "", ""});
  b.army.nodes.push_back({"b-army", "", "b", "army", "B", "", "", "", "", ""});
  Scenario s;
  s.code = "s";
  std::mt19937 rng(7);
  for (int r = 0; r * 3 < units; ++r) {
    const std::string side = r % 2 ? "a" : "b";
    const std::string reg = "reg" + std::to_string(r);
    b.army.nodes.push_back({reg, side + "-army", side, "regiment", reg, "", "", "", "", ""});
    const Hex spot = g.toHex({r % 1000, (r / 1000) * 7 + 1});
    for (int k = 0; k < 3 && r * 3 + k < units; ++k) {
      const std::string bn = reg + "-" + std::to_string(k);
      b.army.nodes.push_back({bn, reg, side, "battalion", bn, "", "", "", "", ""});
      Unit u;
      u.code = bn + "-u";
      u.node = bn;
      u.name = u.code;
      u.troopType = b.armyVocabulary.troopTypes[size_t(r % 2)].code;
      u.values["increments"] = std::to_string(2 + int(rng() % 6));
      b.army.units.push_back(u);
      Placement p;
      p.unit = u.code;
      p.hex = spot;
      p.formation = "column";
      s.setup.push_back(p);
    }
  }
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
    checkSetup(b, b.scenarios[0], out);
    StackingChecker checker(b, "s");
    benchmark::DoNotOptimize(out.size() + checker.problemCount());
  }
}
BENCHMARK(BM_StackingAndSetupFull)->Arg(5000)->Unit(benchmark::kMicrosecond);

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
