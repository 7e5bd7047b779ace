// counter_bench: frame time of the map with 5,000 counters at 1920x1080, offscreen over EGL (hardware device when
// present, else Mesa llvmpipe): the hex pass, then the counters through an ImGui draw list rendered by the ImGui
// OpenGL3 backend, as the editor draws them. Whole map (chips), and zoomed in on the set-up (full counters); each
// also over the cached map image, as the editor's frames are while the view stands still, and the counters alone.
// Prints min, median, p95 and max in milliseconds, each frame ending with glFinish.
//   counter_bench [--frames N] [--units N] [--size COLUMNSxROWS] [--width W --height H] [--per-hex N]
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "render/counters.h"
#include "render/egl_context.h"
#include "render/map_renderer.h"
#include "render/offscreen_target.h"
#include "render/overlay_context.h"
#include "support/army_builder.h"
#include "support/test_battles.h"

using namespace cartouche;
using Clock = std::chrono::steady_clock;

namespace {

double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

double processCpuMs() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

void report(const char* what, std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  auto at = [&](double q) { return ms[std::min(ms.size() - 1, size_t(q * double(ms.size() - 1) + 0.5))]; };
  std::printf("%-52s n=%-4zu min %8.3f  median %8.3f  p95 %8.3f  max %8.3f ms\n", what, ms.size(), ms.front(), at(0.5),
              at(0.95), ms.back());
}

template <typename F>
void timeFrames(const char* what, int n, F&& frame) {
  frame();
  glFinish();
  std::vector<double> wall, cpu;
  for (int i = 0; i < n; ++i) {
    auto t = Clock::now();
    double c = processCpuMs();
    frame();
    glFinish();
    wall.push_back(msSince(t));
    cpu.push_back(processCpuMs() - c);
  }
  report(what, wall);
  report("  (process CPU time, all threads)", cpu);
}

}  // namespace

int main(int argc, char** argv) {
  int frames = 60, units = 5000, columns = 1000, rows = 1000, width = 1920, height = 1080, perHex = 1;
  for (int i = 1; i + 1 < argc; ++i) {
    if (!std::strcmp(argv[i], "--frames"))
      frames = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--units"))
      units = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--per-hex"))
      perHex = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--size"))
      std::sscanf(argv[++i], "%dx%d", &columns, &rows);
    else if (!std::strcmp(argv[i], "--width"))
      width = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--height"))
      height = std::atoi(argv[++i]);
  }
  auto egl = EglContext::create();
  if (!egl) {
    std::fprintf(stderr, "counter_bench: %s\n", egl.status().message().c_str());
    return 1;
  }
  std::printf("context: %s\n", (*egl)->description().c_str());
  Battle battle = testing::makeRichBattle(columns, rows, 1);
  testing::addCounterArmy(battle, units, 2, perHex);
  auto t0 = Clock::now();
  CounterLayout layout = CounterLayout::build(battle, "historical");
  std::printf("map %dx%d hexes, %zu counters laid out in %.2f ms\n", columns, rows, layout.counters().size(),
              msSince(t0));
  auto target = OffscreenTarget::create(width, height);
  auto renderer = MapRenderer::create();
  if (!target || !renderer) {
    std::fprintf(stderr, "counter_bench: %s\n", (!target ? target.status() : renderer.status()).message().c_str());
    return 1;
  }
  (*target)->bind();
  MapRenderer& r = **renderer;
  r.upload(battle);
  auto overlay = OverlayContext::create(16.f);
  if (!overlay) {
    std::fprintf(stderr, "counter_bench: %s\n", overlay.status().message().c_str());
    return 1;
  }
  const GridSettings& grid = battle.map.grid();
  MapView whole = fitView(grid, width, height);
  // Zoomed in on the first rows of the set-up: counters 64 px wide, about 30 x 17 hexes with one counter in three.
  MapView close;
  close.zoom = 64.0;
  close.centre = hexToPixel(worldLayout(grid), grid.toHex({std::min(columns - 1, 16), std::min(rows - 1, 12)}));
  for (auto [view, name] : {std::pair{whole, "whole map"}, std::pair{close, "zoomed in (counter 64 px)"}}) {
    CounterDrawStats stats;
    char title[128];
    std::snprintf(title, sizeof title, "map only, %s", name);
    timeFrames(title, frames, [&] { r.draw(view, width, height); });
    std::snprintf(title, sizeof title, "map + counters, %s", name);
    timeFrames(title, frames, [&] {
      r.draw(view, width, height);
      ImDrawList* list = (*overlay)->begin(width, height);
      stats = drawCounters(list, (*overlay)->font(), layout, grid, view, ImVec2(0, 0), width, height);
      (*overlay)->render();
    });
    std::printf("  %d full counters, %d chips drawn\n", stats.full, stats.chips);
    // The editor redraws the map only when the view or the battle changes (drawCached); the counters every frame.
    std::snprintf(title, sizeof title, "cached map + counters (editor frame), %s", name);
    timeFrames(title, frames, [&] {
      r.drawCached(view, width, height, MapStyle{});
      ImDrawList* list = (*overlay)->begin(width, height);
      stats = drawCounters(list, (*overlay)->font(), layout, grid, view, ImVec2(0, 0), width, height);
      (*overlay)->render();
    });
    std::snprintf(title, sizeof title, "counters only, %s", name);
    timeFrames(title, frames, [&] {
      ImDrawList* list = (*overlay)->begin(width, height);
      stats = drawCounters(list, (*overlay)->font(), layout, grid, view, ImVec2(0, 0), width, height);
      (*overlay)->render();
    });
  }
  return 0;
}
