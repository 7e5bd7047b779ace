// oob_bench: frame time of the order-of-battle panel (editor/app/panels/oob_panel.*) with 5,000 units and 10,000
// for headroom, every node open, in a 300x700 window, in real ImGui frames with no platform or renderer backend (the
// frame's draw data is built, nothing is drawn on a GPU). Each frame is NewFrame, the panel, Render; the tree's
// child window scrolls a fixed step per frame from the top to the foot of the tree. Also the first frame of the
// panel, the first frame after the rows are rebuilt (a reveal, no edit) and the first frame after one SetUnit edit
// (with the edit itself timed apart). Prints n, min, median, p95 and max in milliseconds: wall time and the
// thread's CPU time.
//   oob_bench [--units N[,N...]] [--step PIXELS] [--edits N]
#include <imgui.h>
#include <imgui_internal.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "app/panels/command_runner.h"
#include "app/panels/oob_panel.h"
#include "edit/army_commands.h"
#include "editing.h"
#include "headless_imgui.h"
#include "support/army_builder.h"
#include "support/test_battles.h"

using namespace cartouche;
using namespace cartouche::testing;
using Clock = std::chrono::steady_clock;

namespace {

double threadCpuMs() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

void report(const char* what, std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  auto at = [&](double q) { return ms[std::min(ms.size() - 1, size_t(q * double(ms.size() - 1) + 0.5))]; };
  std::printf("%-52s n=%-5zu min %8.3f  median %8.3f  p95 %8.3f  max %8.3f ms\n", what, ms.size(), ms.front(), at(0.5),
              at(0.95), ms.back());
}

struct Times {
  std::vector<double> wall, cpu;
  void print(const char* what) const {
    report(what, wall);
    report("  (thread CPU time)", cpu);
  }
};

// The panel in an editor with `units` units on a 200x200 map, one per hex.
struct Bench {
  explicit Bench(int units) : e(battle(units)) {}
  static Battle battle(int units) {
    Battle b = makeTestBattle(Orientation::PointyTop, ShiftedLines::Odd, 200, 200);
    addCounterArmy(b, units, 2, 1);
    return b;
  }
  Editing e;
  ToolBox tools;
  MapViewPanel mapView;
  PanelContext ctx{e.ctx, tools, mapView};
  OobPanel panel;
  size_t vertices = 0;

  // One frame: NewFrame, the panel in a 300x700 window at (0, 0), Render; its draw data's vertices are counted so
  // the frame is used. Adds its times to `t` when given.
  void frame(Times* t) {
    auto w = Clock::now();
    double c = threadCpuMs();
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(300, 700));
    panel.draw(ctx);
    ImGui::Render();
    vertices = size_t(ImGui::GetDrawData()->TotalVtxCount);
    if (t) {
      t->cpu.push_back(threadCpuMs() - c);
      t->wall.push_back(std::chrono::duration<double, std::milli>(Clock::now() - w).count());
    }
  }
  // The tree's child window ("##tree" inside the panel), once a frame has drawn it.
  static ImGuiWindow* tree() {
    for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
      if (std::strstr(w->Name, "##tree")) return w;
    return nullptr;
  }
};

void run(int units, float step, int edits) {
  std::printf("== %d units, 300x700 window, every node open, scroll step %.0f px\n", units, step);
  startHeadlessImGui(ImVec2(1920, 1080));
  {
    Bench b(units);
    Times first, scroll, rebuilt, edited, afterEdit, editCmd;
    b.frame(&first);
    b.frame(nullptr);
    ImGuiWindow* tree = Bench::tree();
    if (!tree) {
      std::fprintf(stderr, "oob_bench: the panel drew no tree\n");
      std::exit(1);
    }
    const Army& army = b.e.document.battle().army;
    auto t0 = Clock::now();
    size_t rowCount = oobRows(army, {}).size();
    std::printf("%zu rows (oobRows alone %.3f ms), tree %.0f px high, %zu vertices in the first frame's draw data\n",
                rowCount, std::chrono::duration<double, std::milli>(Clock::now() - t0).count(),
                tree->ScrollMax.y + tree->InnerRect.GetHeight(), b.vertices);
    // Scrolling: the step is set before each frame and applied at the child's Begin.
    int frames = 0;
    for (float y = 0.f;; y += step) {
      ImGui::SetScrollY(tree, y);
      b.frame(&scroll);
      ++frames;
      if (y >= tree->ScrollMax.y) break;
    }
    std::printf("scrolled to %.0f px of %.0f in %d frames\n", tree->Scroll.y, tree->ScrollMax.y, frames);
    // Rows rebuilt with no edit: reveal marks them stale and scrolls to the unit.
    for (int i = 0; i < edits; ++i) {
      b.panel.reveal(army, army.units[size_t(i) * army.units.size() / size_t(edits)].code);
      b.frame(&rebuilt);
      b.frame(nullptr);
    }
    // One SetUnit edit (a unit's name) at a time, then the frame after it and the one after that.
    for (int i = 0; i < edits; ++i) {
      Unit u = army.units[size_t(i) * army.units.size() / size_t(edits)];
      u.name += i % 2 ? "" : "*";
      auto w = Clock::now();
      double c = threadCpuMs();
      runCommand(b.e.ctx, std::make_unique<SetUnit>(u.code, u));
      editCmd.cpu.push_back(threadCpuMs() - c);
      editCmd.wall.push_back(std::chrono::duration<double, std::milli>(Clock::now() - w).count());
      b.frame(&edited);
      b.frame(&afterEdit);
    }
    if (!b.e.message.empty()) std::printf("message: %s\n", b.e.message.c_str());
    first.print("first frame (panel new, rows built)");
    scroll.print("scrolling frame (NewFrame..Render)");
    rebuilt.print("first frame after reveal (rows rebuilt)");
    editCmd.print("SetUnit edit (runCommand, outside the frame)");
    edited.print("first frame after a SetUnit edit");
    afterEdit.print("second frame after a SetUnit edit");
  }
  ImGui::DestroyContext();
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<int> units{5000, 10000};
  float step = 100.f;
  int edits = 20;
  for (int i = 1; i + 1 < argc; ++i) {
    if (!std::strcmp(argv[i], "--units")) {
      units.clear();
      for (char* s = argv[++i]; *s;) {
        units.push_back(int(std::strtol(s, &s, 10)));
        if (*s == ',') ++s;
      }
    } else if (!std::strcmp(argv[i], "--step")) {
      step = float(std::atof(argv[++i]));
    } else if (!std::strcmp(argv[i], "--edits")) {
      edits = std::max(1, std::atoi(argv[++i]));
    }
  }
  for (int n : units) run(n, step, edits);
  return 0;
}
