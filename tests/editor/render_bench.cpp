// render_bench: frame time of the whole-map hex pass on a 1000x1000-hex map at 1920x1080, offscreen over EGL
// (hardware device when present, else Mesa llvmpipe), plus the cost of a one-hex edit's upload. Prints min,
// median, p95 and max in milliseconds. Each frame ends with glFinish, so the time is the GPU's (or llvmpipe's)
// work, not the driver's queueing.
//   render_bench [--frames N] [--size COLUMNSxROWS] [--width W --height H] [--plain] [--zooms R,R,...]
//                [--only-zooms]
// --plain: terrain only (no hexside features, no hills), to see what the features cost.
// --zooms: the hex radii in pixels of the zoom sweep (default 4,8,12,16,24,48,96); each of its frames pans the view
// by a few pixels, as the editor redraws while a person drags the map, so no two frames are the same picture.
// --only-zooms: the whole-map frame and the sweep, without the editing measurements.
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "edit/document.h"
#include "edit/map_commands.h"
#include "render/egl_context.h"
#include "render/map_renderer.h"
#include "render/offscreen_target.h"
#include "support/test_battles.h"
#include "tool_box.h"

using namespace cartouche;
using Clock = std::chrono::steady_clock;

namespace {

void report(const char* what, std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  auto at = [&](double q) { return ms[std::min(ms.size() - 1, size_t(q * double(ms.size() - 1) + 0.5))]; };
  std::printf("%-44s n=%-4zu min %8.3f  median %8.3f  p95 %8.3f  max %8.3f ms\n", what, ms.size(), ms.front(), at(0.5),
              at(0.95), ms.back());
}

double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

// CPU time of the whole process, all threads: llvmpipe renders on worker threads, so on a busy machine this
// says what a frame costs when wall time says how long it waited.
double processCpuMs() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

template <typename F>
void timeFrames(const char* what, int n, F&& frame) {
  frame();  // warm-up: shader compilation and first texture use
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

// Painting as a person does, through the terrain brush tool itself: pointer position -> tool -> PaintTerrain ->
// ChangeSet -> dirty texels uploaded. A 19-hex brush (radius 2) drags across the map one hex per event, each event
// a fresh dab; then the same drag with a whole-map frame after every event, as the editor draws while painting.
void paintWithBrush(Document& doc, MapRenderer& r, const MapView& whole, const MapView& close, int width, int height,
                    int frames) {
  ImGui::CreateContext();  // tools may read ImGui's input state; no frame is drawn
  EditorState state;
  ToolBox tools;
  ToolContext ctx{doc, state, whole, width, height, nullptr};
  if (!tools.selectByName("Terrain brush", ctx)) {
    std::printf("no terrain brush tool in this build: painting not measured\n");
    ImGui::DestroyContext();
    return;
  }
  Tool& brush = *tools.active();
  const GridSettings& grid = doc.battle().map.grid();
  Layout layout = worldLayout(grid);
  state.brushRadius = 2;
  auto input = [&](int col, int row) {
    ToolInput in;
    in.hex = grid.toHex({col, row});
    in.world = hexToPixel(layout, in.hex);
    in.onMap = grid.contains(in.hex);
    return in;
  };
  int row = grid.rows / 2, col = 10, k = 0;
  // frame: 0 none, 1 the whole map through draw(), 2 zoomed in through drawCached (the editor's path).
  auto drag = [&](int frame) {
    std::vector<double> ms;
    state.terrain = TerrainId(++k % testing::kPlainTerrains);
    brush.press(ctx, input(col, row));
    glFinish();
    for (int i = 0; i < frames; ++i) {
      // Alternate rows so every dab lands on ground the previous one did not paint.
      ToolInput in = input(col + i, row + (i % 2) * 3);
      auto t = Clock::now();
      brush.drag(ctx, in);
      if (frame == 1) r.draw(whole, width, height);
      if (frame == 2) r.drawCached(close, width, height);
      glFinish();
      ms.push_back(msSince(t));
    }
    brush.release(ctx, input(col + frames, row));
    return ms;
  };
  std::vector<double> dab = drag(0);
  std::printf("last dab upload: %ld hex texels, %d upload calls\n", r.lastUpload().hexTexels, r.lastUpload().calls);
  report("19-hex brush dab: pointer to texture", dab);
  row += 8;
  report("19-hex brush dab + whole-map frame", drag(1));
  // Where the zoomed-in view looks: the map's centre.
  row = grid.rows / 2;
  col = grid.columns / 2 - frames / 2;
  r.drawCached(close, width, height);
  report("19-hex brush dab + zoomed-in drawCached", drag(2));
  ImGui::DestroyContext();
}

std::vector<double> parseZooms(const char* text) {
  std::vector<double> zooms;
  for (const char* p = text; *p;) {
    char* end = nullptr;
    double z = std::strtod(p, &end);
    if (end == p) break;
    if (z > 0) zooms.push_back(z);
    p = *end == ',' ? end + 1 : end;
  }
  return zooms;
}

// The editor's wheel zoom through drawCached: a notch in (x1.2) about a point right of and above the centre, eased
// as MapViewPanel eases it at 60 frames a second (its bands held while it eases), then a notch out, and so on; every
// frame counts, the ones that settle the picture after the easing stops included.
void zoomNotches(MapRenderer& r, const MapView& start, int width, int height, int frames) {
  // map_view_panel.cpp's kWheelStep, kEaseRate and kEaseDone.
  const double kNotch = std::log(1.2), kEasePerFrame = 18.0 / 60.0, kEaseDone = 1e-4;
  const Point anchor{width * 0.6, height * 0.4};
  MapView view = start;
  double target = std::log(view.zoom);
  int notch = 0, settleFrames = 0, worstSettle = 0;
  long mostPixels = 0;
  auto frame = [&] {
    double gap = target - std::log(view.zoom);
    if (std::abs(gap) < kEaseDone && r.settled()) {  // at rest: the next notch, alternately in and out
      target += notch++ % 2 ? -kNotch : kNotch;
      gap = target - std::log(view.zoom);
      worstSettle = std::max(worstSettle, settleFrames);
      settleFrames = 0;
    }
    const bool easing = std::abs(gap) >= kEaseDone;
    if (easing)
      view.zoomAt(anchor, std::exp(gap * kEasePerFrame), width, height);
    else
      ++settleFrames;
    r.holdBands(easing);
    r.drawCached(view, width, height);
    mostPixels = std::max(mostPixels, r.lastPassPixels());
  };
  timeFrames("  zooming by wheel notches through drawCached", frames, frame);
  // The same frames again by what they did: a zoom step scales the kept image (and draws the strips a zoom out
  // uncovers); a frame after the easing draws two bands.
  std::vector<double> scaled, refined;
  for (int i = 0; i < frames; ++i) {
    auto t = Clock::now();
    frame();
    glFinish();
    (r.lastCacheUse() == CacheUse::Rescaled  ? scaled
     : r.lastCacheUse() == CacheUse::Refined ? refined
                                             : scaled)
        .push_back(msSince(t));
  }
  r.holdBands(false);  // the measurements after this one settle their pictures
  if (!scaled.empty()) report("    of which zoom steps", scaled);
  if (!refined.empty()) report("    of which settling after the easing", refined);
  std::printf(
      "  %d notches; the pass ran on at most %.0f%% of the viewport a frame; settled at most %d frames after "
      "the easing stopped\n",
      notch, 100.0 * double(mostPixels) / (double(width) * height), worstSettle);
}

// Jumps through drawCached, as Home, a fit or the minimap's click make them: the view moves by the viewport's width
// and back, each time the picture has settled; the jump's frame (the pass at half the resolution as a draft, scaled
// up) and the frames that settle it are counted apart.
void jumps(MapRenderer& r, const MapView& start, int width, int height, int frames) {
  MapView away = start;
  away.centre.x += double(width) / start.zoom;
  r.drawCached(start, width, height);
  while (!r.settled()) r.drawCached(start, width, height);
  glFinish();
  std::vector<double> jumped, settling;
  int count = 0, drafts = 0, longest = 0, settle = 0;
  for (int i = 0; i < frames || !r.settled(); ++i) {
    const bool jump = r.settled();
    if (jump) {
      ++count;
      longest = std::max(longest, settle);
      settle = 0;
    } else {
      ++settle;
    }
    auto t = Clock::now();
    r.drawCached(count % 2 ? away : start, width, height);
    glFinish();
    (jump ? jumped : settling).push_back(msSince(t));
    drafts += jump && r.lastCacheUse() == CacheUse::Drafted;
  }
  longest = std::max(longest, settle);
  report("  jumping by the viewport's width: the jump", jumped);
  if (!settling.empty()) report("    the frames settling after it", settling);
  std::printf("  %d jumps, %d of them drafted at half the resolution; settled at most %d frames after the jump\n",
              count, drafts, longest);
}

// The map pass at each zoom around the map's centre while panning: every frame moves the view 7 px right and 3 px
// down (and back after 30 frames), so each frame draws a new picture through the editor's own draw().
void panZooms(MapRenderer& r, const MapView& whole, const std::vector<double>& zooms, int width, int height,
              int frames) {
  for (double zoom : zooms) {
    MapView view = whole;
    view.zoom = zoom;
    int step = 0;
    char title[96];
    std::snprintf(title, sizeof title, "panning, hex radius %g px, %dx%d px", zoom, width, height);
    auto panned = [&] {
      int k = step++ % 60;
      int along = k < 30 ? k : 60 - k;
      MapView v = view;
      v.centre.x += 7.0 * along / zoom;
      v.centre.y += 3.0 * along / zoom;
      return v;
    };
    timeFrames(title, frames, [&] { r.draw(panned(), width, height); });
    if (r.lastFlatHexes() + r.lastInteriorHexes() + r.lastWholeHexes() > 0)
      std::printf("  hex cells: %d flat, %d with an inner hexagon, %d drawn whole per pixel\n", r.lastFlatHexes(),
                  r.lastInteriorHexes(), r.lastWholeHexes());
    // The editor's own path: the kept image moves with the view and the pass runs on the strips it uncovers.
    step = 0;
    std::snprintf(title, sizeof title, "  the same through drawCached (editor)");
    timeFrames(title, frames, [&] { r.drawCached(panned(), width, height); });
    zoomNotches(r, view, width, height, frames);
    jumps(r, view, width, height, frames);
    // A window dragged larger and smaller by 12 x 8 px a frame, between 240 x 160 px smaller and the full size.
    int size = 0;
    timeFrames("  resizing the window through drawCached", frames, [&] {
      int k = size++ % 40, d = k < 20 ? k : 40 - k;
      r.drawCached(view, width - 240 + 12 * d, height - 160 + 8 * d);
    });
  }
}

}  // namespace

int main(int argc, char** argv) {
  int frames = 60, columns = 1000, rows = 1000, width = 1920, height = 1080;
  bool plain = false, onlyZooms = false;
  std::vector<double> zooms{4, 8, 12, 16, 24, 48, 96};
  for (int i = 1; i < argc; ++i) {
    plain |= !std::strcmp(argv[i], "--plain");
    onlyZooms |= !std::strcmp(argv[i], "--only-zooms");
  }
  for (int i = 1; i + 1 < argc; ++i) {
    if (!std::strcmp(argv[i], "--frames"))
      frames = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--size"))
      std::sscanf(argv[++i], "%dx%d", &columns, &rows);
    else if (!std::strcmp(argv[i], "--width"))
      width = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--height"))
      height = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--zooms"))
      zooms = parseZooms(argv[++i]);
  }
  auto egl = EglContext::create();
  if (!egl) {
    std::fprintf(stderr, "render_bench: %s\n", egl.status().message().c_str());
    return 1;
  }
  std::printf("context: %s; %u hardware threads\n", (*egl)->description().c_str(), std::thread::hardware_concurrency());
  auto t0 = Clock::now();
  Battle battle = plain ? testing::makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, columns, rows)
                        : testing::makeRichBattle(columns, rows, 1);
  std::printf("map %dx%d hexes, %zu hexsides with features, built in %.0f ms\n", columns, rows,
              battle.map.hexsides().size(), msSince(t0));
  auto target = OffscreenTarget::create(width, height);
  auto renderer = MapRenderer::create();
  if (!target || !renderer) {
    std::fprintf(stderr, "render_bench: %s\n", (!target ? target.status() : renderer.status()).message().c_str());
    return 1;
  }
  MapRenderer& r = **renderer;
  (*target)->bind();
  t0 = Clock::now();
  r.upload(battle);
  glFinish();
  std::printf("full upload: %.1f ms\n", msSince(t0));

  MapView whole = fitView(battle.map.grid(), width, height);
  MapView close = whole;
  close.zoom = 24.0;  // about 80 x 30 hexes on screen: patterns, features and grid all drawn
  char title[96];
  std::snprintf(title, sizeof title, "whole map %dx%d, %dx%d px", columns, rows, width, height);
  timeFrames(title, frames, [&] { r.draw(whole, width, height); });
  std::snprintf(title, sizeof title, "zoomed in (hex radius 24 px), %dx%d px", width, height);
  timeFrames(title, frames, [&] { r.draw(close, width, height); });
  panZooms(r, whole, zooms, width, height, frames);
  if (onlyZooms) return 0;

  // One-hex edit: command, change set, dirty texels, upload; then the same plus the next frame.
  Document doc(std::move(battle));
  struct Listener : ChangeListener {
    MapRenderer& r;
    explicit Listener(MapRenderer& r) : r(r) {}
    void onChanged(const Battle& b, const ChangeSet& c) override { r.update(b, c); }
  } listener(r);
  Subscription following = doc.subscribe(listener);
  int hex = doc.battle().map.hexCount() / 2 + columns / 2;
  int k = 0;
  std::vector<double> update, updateAndFrame;
  for (int i = 0; i < std::max(frames, 50); ++i) {
    auto t = Clock::now();
    doc.execute(std::make_unique<PaintTerrain>(std::vector<int>{hex}, TerrainId(k++ % testing::kPlainTerrains)));
    glFinish();
    update.push_back(msSince(t));
  }
  for (int i = 0; i < frames; ++i) {
    auto t = Clock::now();
    doc.execute(std::make_unique<PaintTerrain>(std::vector<int>{hex}, TerrainId(k++ % testing::kPlainTerrains)));
    r.draw(close, width, height);
    glFinish();
    updateAndFrame.push_back(msSince(t));
  }
  std::printf("last update: %s, %ld hex texels, %ld hexside texels, %d upload calls\n",
              r.lastUpload().full ? "full" : "partial", r.lastUpload().hexTexels, r.lastUpload().hexsideTexels,
              r.lastUpload().calls);
  report("one-hex paint: execute + upload", update);
  report("one-hex paint + zoomed-in frame", updateAndFrame);
  paintWithBrush(doc, r, whole, close, width, height, frames);
  return 0;
}
