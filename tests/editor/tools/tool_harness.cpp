#include "tool_harness.h"

namespace cartouche::testing {

ToolHarness::ToolHarness(Battle battle)
    : original(battle),
      document(std::move(battle)),
      view(fitView(original.map.grid(), kWidth, kHeight)),
      ctx{document, state, view, kWidth, kHeight, &message} {}

ToolInput ToolHarness::pointer(Point world, Keys keys) const {
  const GridSettings& grid = map().grid();
  ToolInput in;
  in.world = world;
  in.hex = hexAtWorld(grid, world);
  in.onMap = grid.contains(in.hex);
  in.nearestSide = nearestHexside(grid, world);
  in.shift = keys.shift;
  in.ctrl = keys.ctrl;
  in.alt = keys.alt;
  return in;
}

ToolInput ToolHarness::at(Hex h, Keys keys) const { return pointer(hexToPixel(worldLayout(map().grid()), h), keys); }

ToolInput ToolHarness::nearSide(Hex h, int dir, Keys keys) const {
  Layout layout = worldLayout(map().grid());
  Point c = hexToPixel(layout, h), m = edgeMidpoint(layout, h, dir);
  return pointer({c.x + 0.9 * (m.x - c.x), c.y + 0.9 * (m.y - c.y)}, keys);
}

void ToolHarness::stroke(Tool& tool, const std::vector<ToolInput>& path) {
  if (path.empty()) return;
  tool.press(ctx, path.front());
  for (size_t i = 1; i < path.size(); ++i) tool.drag(ctx, path[i]);
  tool.release(ctx, path.back());
}

ImGuiFrame::ImGuiFrame() {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(float(ToolHarness::kWidth), float(ToolHarness::kHeight));
  io.IniFilename = nullptr;
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  ImGui::NewFrame();
}

ImGuiFrame::~ImGuiFrame() {
  ImGui::EndFrame();
  ImGui::DestroyContext();
}

void ImGuiFrame::next() {
  ImGui::EndFrame();
  ImGui::NewFrame();
}

}  // namespace cartouche::testing
