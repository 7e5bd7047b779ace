// Reachable hexes throughput (Google Benchmark): a 12-movement-point unit in the middle of a 1000x1000 map with 20%
// woods, streams on 4% of the hexsides, a road every tenth row with bridges where it crosses a stream, and enemy
// columns around whose zones of influence stop it, under La Bataille rules. Goal (issue 13): under 1 ms.
#include <benchmark/benchmark.h>

#include <random>

#include "play/movement.h"
#include "support/test_battle.h"

namespace cartouche {
namespace {

struct BigBattle {
  Battle battle;
  PlayState state;
};

BigBattle makeBattle(const std::string& formation, std::optional<Facing> facing) {
  BigBattle big;
  Battle& b = big.battle;
  b.info["system"] = "la-bataille";
  const TerrainId clear = *b.vocabulary.add(testing::hexType("clear", {220, 210, 160, 255}));
  const TerrainId woods = *b.vocabulary.add(testing::hexType("woods", {40, 120, 40, 255}, true));
  TerrainType st = testing::sideType("stream", HexsideClass::Edge, DrawStyle::Edge);
  st.water = true;
  const TerrainId stream = *b.vocabulary.add(st);
  TerrainType br = testing::sideType("bridge", HexsideClass::Crossing, DrawStyle::Mark);
  br.needsWater = true;
  const TerrainId bridge = *b.vocabulary.add(br);
  const TerrainId road = *b.vocabulary.add(testing::sideType("road", HexsideClass::Crossing, DrawStyle::Path));
  GridSettings g;
  g.columns = 1000;
  g.rows = 1000;
  b.map = HexMap(g, clear);
  std::mt19937 rng(1813);
  for (int i = 0; i < b.map.hexCount(); ++i)
    if (rng() % 5 == 0) b.map.setTerrain(i, woods);
  for (int i = 0; i < b.map.hexCount(); ++i) {
    const int d = int(rng() % 3);
    if (rng() % 25 == 0) b.map.setFeature(hexsideOf(b.map.hexAt(i), d), {stream, Side::None});
  }
  for (int row = 5; row < g.rows; row += 10)
    for (int col = 0; col + 1 < g.columns; ++col) {
      const HexsideId id = hexsideOf(g.toHex({col, row}), 0);
      b.map.setFeature(id, {road, Side::None});
      if (const HexsideRecord* r = b.map.hexside(id); r && r->has(stream)) b.map.setFeature(id, {bridge, Side::None});
    }

  RuleTable m;
  m.code = "movement";
  m.kind = TableKind::Movement;
  m.columns = {{"terrain", "Terrain", CellType::Terrain},
               {"infantry", "Inf", CellType::MoveCost},
               {"cavalry", "Cav", CellType::MoveCost}};
  m.rows = {
      {"clear", "1", "1"}, {"woods", "2", "5"}, {"stream", "+3", "+5"}, {"bridge", "1", "1"}, {"road", "1/2", "1/2"}};
  b.rules.push_back(m);
  b.armyVocabulary.troopTypes = {{"line-infantry", "Line infantry", Arm::Infantry, false}};
  for (const char* code : {"column", "road-march"}) {
    Formation f;
    f.code = code;
    f.name = code;
    b.armyVocabulary.formations.push_back(f);
  }
  b.army.sides = {{"a", "A", {}}, {"b", "B", {}}};
  b.army.nodes = {{"a", "", "a", "army", "A", "", "", "", "", ""}, {"b", "", "b", "army", "B", "", "", "", "", ""}};
  Scenario s;
  s.code = "s";
  const Hex centre = g.toHex({500, 505});
  auto unit = [&](const std::string& code, const std::string& node, Hex at, const std::string& f,
                  std::optional<Facing> facing) {
    Unit u;
    u.code = code;
    u.node = node;
    u.name = code;
    u.troopType = "line-infantry";
    u.values["movement"] = "12";
    b.army.units.push_back(u);
    s.setup.push_back(Placement{code, at, std::nullopt, f, facing, ""});
  };
  unit("mover", "a", centre, formation, facing);
  for (int k = 0; k < 40; ++k)  // enemy columns within reach, facing every way
    unit("enemy" + std::to_string(k), "b", g.toHex({490 + int(rng() % 21), 495 + int(rng() % 21)}), "column",
         Facing(2 * (rng() % 6)));
  b.scenarios.push_back(s);
  big.state = startPlay(b, "s").value();
  return big;
}

void run(benchmark::State& state, const BigBattle& big) {
  size_t hexes = 0;
  for (auto _ : state) {
    Result<Reach> r = reachable(big.battle, big.state, {"mover"});
    hexes = r->hexes.size();
    benchmark::DoNotOptimize(r);
  }
  state.counters["hexes"] = double(hexes);
}

void BM_Reachable12NoFacing(benchmark::State& state) {
  static const BigBattle big = makeBattle("", std::nullopt);
  run(state, big);
}
BENCHMARK(BM_Reachable12NoFacing)->Unit(benchmark::kMicrosecond);

void BM_Reachable12Column(benchmark::State& state) {
  static const BigBattle big = makeBattle("column", 0);
  run(state, big);
}
BENCHMARK(BM_Reachable12Column)->Unit(benchmark::kMicrosecond);

// Along the roads at half a point a hex: the widest search.
void BM_Reachable12RoadMarch(benchmark::State& state) {
  static const BigBattle big = makeBattle("road-march", std::nullopt);
  run(state, big);
}
BENCHMARK(BM_Reachable12RoadMarch)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace cartouche

BENCHMARK_MAIN();
