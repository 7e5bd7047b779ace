// Line of sight throughput: single queries at ranges up to 40, range-40 viewsheds, and a whole-map viewshed on a
// 1000x1000 map. Random terrain (20% woods, 10% villages) and levels 0..3 under La Bataille rules; and whole-map
// viewsheds on open ground: few obstacles, the ground flat, rolling or rugged, or walls on 3% of the hexsides.
#include <benchmark/benchmark.h>

#include <cmath>
#include <random>

#include "rules/los.h"
#include "support/test_battles.h"

namespace cartouche {
namespace {

Battle randomBattle(int side) {
  Battle b;
  const auto [clear, woods, village, hill] = testing::addLosTerrain(b);
  (void)hill;
  GridSettings g;
  g.columns = side;
  g.rows = side;
  b.map = HexMap(g, clear);
  std::mt19937 rng(1813);
  for (int i = 0; i < b.map.hexCount(); ++i) {
    unsigned roll = rng() % 10;
    b.map.setTerrain(i, roll < 2 ? woods : roll < 3 ? village : clear);
    b.map.setLevel(i, int16_t(rng() % 4));
  }
  return b;
}

void BM_LosQuery(benchmark::State& state) {
  const int range = int(state.range(0));
  Battle b = randomBattle(200);
  LosMap m(b, LosRules::laBataille());
  std::mt19937 rng(1);
  std::vector<std::pair<Hex, Hex>> pairs;
  const GridSettings& g = b.map.grid();
  while (pairs.size() < 4096) {
    Hex a = g.toHex({int(rng() % 200), int(rng() % 200)});
    Hex d{int(rng() % unsigned(2 * range + 1)) - range, int(rng() % unsigned(2 * range + 1)) - range};
    Hex c = a + d;
    if (distance(a, c) <= range && b.map.contains(c)) pairs.push_back({a, c});
  }
  size_t k = 0;
  for (auto _ : state) {
    const auto& p = pairs[k++ & 4095];
    benchmark::DoNotOptimize(m.visible(p.first, p.second));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_LosQuery)->Arg(10)->Arg(40);

void BM_Viewshed(benchmark::State& state) {
  const int side = int(state.range(0)), range = int(state.range(1));
  Battle b = randomBattle(side);
  LosMap m(b, LosRules::laBataille());
  Hex from = b.map.grid().toHex({side / 2, side / 2});
  for (auto _ : state) benchmark::DoNotOptimize(m.viewshed(from, range));
}
BENCHMARK(BM_Viewshed)->Args({200, 40})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Viewshed)->Args({1000, 2000})->Unit(benchmark::kMillisecond)->Iterations(1);

// The whole-map viewshed with its rows shared among threads (state.range(0), 0 for one per hardware thread).
void BM_ViewshedThreads(benchmark::State& state) {
  const int threads = int(state.range(0));
  Battle b = randomBattle(1000);
  LosMap m(b, LosRules::laBataille());
  Hex from = b.map.grid().toHex({500, 500});
  for (auto _ : state) benchmark::DoNotOptimize(m.viewshed(from, 2000, threads));
}
BENCHMARK(BM_ViewshedThreads)->Arg(2)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

// A 1000x1000 map with state.range(0) obstacles in 10,000 hexes (a third each woods, villages and blocking hills)
// on ground that is flat (range(1) 0), rolling (1: smooth hills over levels 0..7, as a DEM gives) or rugged (2: a
// random level 0..3 per hex); the viewshed from the centre over the whole map, one thread.
Battle openBattle(int perTenThousand, int ground) {
  Battle b;
  const auto [clear, woods, village, hill] = testing::addLosTerrain(b);
  GridSettings g;
  g.columns = 1000;
  g.rows = 1000;
  b.map = HexMap(g, clear);
  std::mt19937 rng(1813);
  for (int i = 0; i < b.map.hexCount(); ++i) {
    const unsigned roll = rng() % 10000;
    if (roll < unsigned(perTenThousand)) b.map.setTerrain(i, roll % 3 == 0 ? woods : roll % 3 == 1 ? village : hill);
    const int col = i % 1000, row = i / 1000;
    const int level = ground == 0   ? 0
                      : ground == 2 ? int(rng() % 4)
                                    : int(std::lround(3.5 + 2 * std::sin(col * 0.013) + 2 * std::cos(row * 0.011)));
    b.map.setLevel(i, int16_t(level));
  }
  return b;
}

void BM_ViewshedOpenGround(benchmark::State& state) {
  const Battle b = openBattle(int(state.range(0)), int(state.range(1)));
  LosMap m(b, LosRules::laBataille());
  const Hex from = b.map.grid().toHex({500, 500});
  for (auto _ : state) benchmark::DoNotOptimize(m.viewshed(from, 2000));
}
// The same on two threads (the sweep shares out its six sextants), wall clock.
void BM_ViewshedOpenGroundTwoThreads(benchmark::State& state) {
  const Battle b = openBattle(int(state.range(0)), int(state.range(1)));
  LosMap m(b, LosRules::laBataille());
  const Hex from = b.map.grid().toHex({500, 500});
  for (auto _ : state) benchmark::DoNotOptimize(m.viewshed(from, 2000, 2));
}
BENCHMARK(BM_ViewshedOpenGroundTwoThreads)
    ->ArgsProduct({{0, 30, 300}, {0, 1}})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->UseRealTime();

BENCHMARK(BM_ViewshedOpenGround)
    ->ArgsProduct({{0, 30, 300, 3000}, {0, 1, 2}})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

// Open ground with walls (blocking hexside features) on 3% of the hexsides, and no hex obstacles, the ground flat
// (ground 0) or rolling (1).
Battle wallBattle(int ground) {
  Battle b = openBattle(0, ground);
  TerrainType wall;
  wall.code = "wall";
  wall.name = "wall";
  wall.kind = TerrainKind::Hexside;
  wall.draw = DrawStyle::Edge;
  wall.blocksLos = true;
  const TerrainId id = *b.vocabulary.add(wall);
  std::mt19937 rng(1815);
  HexsideRecord rec;
  rec.features.push_back({id, Side::None});
  for (int i = 0; i < b.map.hexCount(); ++i)
    for (int d = 0; d < 3; ++d)
      if (rng() % 100 < 3) b.map.setHexside(hexsideOf(b.map.hexAt(i), d), rec);
  return b;
}

// The viewshed from the centre over the whole map of walls, flat (state.range(0) 0) or rolling (1), one thread.
void BM_ViewshedWalls(benchmark::State& state) {
  const Battle b = wallBattle(int(state.range(0)));
  LosMap m(b, LosRules::laBataille());
  const Hex from = b.map.grid().toHex({500, 500});
  for (auto _ : state) benchmark::DoNotOptimize(m.viewshed(from, 2000, 1));
}
BENCHMARK(BM_ViewshedWalls)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(3);

// The same on two threads (the sweep shares out its six sextants), wall clock.
void BM_ViewshedWallsTwoThreads(benchmark::State& state) {
  const Battle b = wallBattle(int(state.range(0)));
  LosMap m(b, LosRules::laBataille());
  const Hex from = b.map.grid().toHex({500, 500});
  for (auto _ : state) benchmark::DoNotOptimize(m.viewshed(from, 2000, 2));
}
BENCHMARK(BM_ViewshedWallsTwoThreads)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

}  // namespace
}  // namespace cartouche

BENCHMARK_MAIN();
