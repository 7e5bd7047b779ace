// Store benchmarks on a 1000x1000-hex map: reading a whole file, opening it as a working copy, a full save, and one
// edit committed to the working copy. Goals (2-core machine): open < 100 ms, full save < 150 ms, one-edit commit
// < 2 ms.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "edit/document.h"
#include "edit/map_commands.h"
#include "store/battle_file.h"
#include "store/working_copy.h"
#include "store_test_util.h"

namespace cartouche {
namespace {

struct BigFile {
  test::ScratchDir dir;
  std::string path = dir.path("big.gpkg");
  Battle battle = test::sampleBattle(1000, 1000, false);
  BigFile() {
    if (Status s = writeBattleFile(battle, path); !s) {
      std::fprintf(stderr, "%s\n", s.message().c_str());
      std::exit(1);
    }
  }
};

BigFile& bigFile() {
  static BigFile f;
  return f;
}

void BM_ReadBattleFile(benchmark::State& state) {
  BigFile& f = bigFile();
  for (auto _ : state) {
    auto b = readBattleFile(f.path);
    if (!b) state.SkipWithError(b.status().message().c_str());
    benchmark::DoNotOptimize(b);
  }
  state.counters["bytes"] = double(std::filesystem::file_size(f.path));
}
BENCHMARK(BM_ReadBattleFile)->Unit(benchmark::kMillisecond);

void BM_OpenWorkingCopy(benchmark::State& state) {
  BigFile& f = bigFile();
  for (auto _ : state) {
    auto wc = WorkingCopy::open(f.path);
    if (!wc) state.SkipWithError(wc.status().message().c_str());
    state.PauseTiming();
    if (wc) (*wc)->discard();
    state.ResumeTiming();
  }
}
BENCHMARK(BM_OpenWorkingCopy)->Unit(benchmark::kMillisecond);

void BM_SaveWorkingCopy(benchmark::State& state) {
  BigFile& f = bigFile();
  auto wc = WorkingCopy::open(f.path);
  if (!wc) return state.SkipWithError(wc.status().message().c_str());
  std::string target = f.dir.path("saved.gpkg");
  for (auto _ : state) {
    Status s = (*wc)->saveAs(target);
    if (!s) state.SkipWithError(s.message().c_str());
  }
  (*wc)->discard();
}
BENCHMARK(BM_SaveWorkingCopy)->Unit(benchmark::kMillisecond);

void BM_WriteBattleFile(benchmark::State& state) {
  BigFile& f = bigFile();
  std::string target = f.dir.path("written.gpkg");
  for (auto _ : state) {
    Status s = writeBattleFile(f.battle, target);
    if (!s) state.SkipWithError(s.message().c_str());
  }
}
BENCHMARK(BM_WriteBattleFile)->Unit(benchmark::kMillisecond);

void BM_CommitOneEdit(benchmark::State& state) {
  BigFile& f = bigFile();
  auto wc = WorkingCopy::open(f.path);
  if (!wc) return state.SkipWithError(wc.status().message().c_str());
  Document doc((*wc)->loaded());
  (*wc)->follow(doc);
  int i = 0;
  for (auto _ : state) {
    int hex = (i * 7919) % doc.battle().map.hexCount();
    auto r = doc.execute(std::make_unique<PaintTerrain>(std::vector<int>{hex}, TerrainId(1 + i % 2)));
    if (!r || !(*wc)->commitError()) state.SkipWithError("commit failed");
    ++i;
  }
  (*wc)->discard();
}
BENCHMARK(BM_CommitOneEdit)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace cartouche

BENCHMARK_MAIN();
