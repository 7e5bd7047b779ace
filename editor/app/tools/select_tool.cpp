#include "select_tool.h"

#include <algorithm>

#include "brush_controls.h"
#include "edit/brush.h"
#include "edit/map_selection.h"

namespace cartouche {

namespace {

// A paste preview fills each hex with its terrain colour; past this many hexes only the outline is drawn, to keep
// a frame cheap when a whole map is on the clipboard.
constexpr size_t kMaxFilledPreview = 4000;

// Hexside lines over a halo, skipping those wholly outside the display: an outline can have far more edges than the
// screen shows.
void drawVisibleOutline(const ToolContext& ctx, ImDrawList* list, const std::vector<HexsideId>& outline) {
  Layout layout = worldLayout(ctx.battle().map.grid());
  ImVec2 display = ImGui::GetIO().DisplaySize;
  std::vector<std::pair<ImVec2, ImVec2>> lines;
  for (HexsideId id : outline) {
    ImVec2 a = toScreen(ctx, hexCorner(layout, id.owner, (id.dir + 5) % 6));
    ImVec2 b = toScreen(ctx, hexCorner(layout, id.owner, id.dir));
    if (std::max(a.x, b.x) < 0 || std::min(a.x, b.x) > display.x || std::max(a.y, b.y) < 0 ||
        std::min(a.y, b.y) > display.y)
      continue;
    lines.emplace_back(a, b);
  }
  for (auto [a, b] : lines) list->AddLine(a, b, kPreviewHalo, 3.5f);
  for (auto [a, b] : lines) list->AddLine(a, b, kPreviewColour, 1.5f);
}

// The selection without indices a smaller map no longer has (the map may have been resized since it was made).
// Selections are sorted, so those are all at the end.
std::vector<int> onMap(const HexMap& map, const std::vector<int>& selection) {
  return {selection.begin(), std::lower_bound(selection.begin(), selection.end(), map.hexCount())};
}

}  // namespace

void SelectTool::press(ToolContext& ctx, const ToolInput& in) {
  if (pasting_) {
    place(ctx, in.hex);
    return;
  }
  before_ = in.shift ? ctx.state.selection : std::vector<int>{};
  if (in.alt || wandMode) {
    ctx.state.selection = selectionUnion(before_, magicWand(ctx.battle().map, in.hex));
    return;
  }
  pressHex_ = in.hex;
  select(ctx, in);
}

void SelectTool::drag(ToolContext& ctx, const ToolInput& in) {
  pointer_ = in.hex;
  if (pressHex_) select(ctx, in);
}

void SelectTool::release(ToolContext& ctx, const ToolInput& in) {
  if (pressHex_) select(ctx, in);
  pressHex_.reset();
}

void SelectTool::hover(ToolContext& ctx, const ToolInput& in) {
  pointer_ = in.hex;
  pollKeys(ctx);
}

void SelectTool::cancel(ToolContext&) {
  pressHex_.reset();
  pasting_ = false;
}

void SelectTool::select(ToolContext& ctx, const ToolInput& in) {
  const GridSettings& grid = ctx.battle().map.grid();
  std::vector<int> rect = rectangleSelection(grid, grid.toOffset(*pressHex_), grid.toOffset(in.hex));
  ctx.state.selection = selectionUnion(before_, rect);
}

bool SelectTool::copy(ToolContext& ctx) {
  const HexMap& map = ctx.battle().map;
  ctx.state.selection = onMap(map, ctx.state.selection);
  if (ctx.state.selection.empty()) {
    if (ctx.message) *ctx.message = "Nothing is selected to copy";
    return false;
  }
  ctx.state.clipboard = copySelection(map, ctx.state.selection, selectionAnchor(map, ctx.state.selection));
  return true;
}

bool SelectTool::cut(ToolContext& ctx) { return copy(ctx) && deleteSelection(ctx); }

bool SelectTool::deleteSelection(ToolContext& ctx) {
  ctx.state.selection = onMap(ctx.battle().map, ctx.state.selection);
  if (ctx.state.selection.empty()) {
    if (ctx.message) *ctx.message = "Nothing is selected to clear";
    return false;
  }
  Result<CommandPtr> clear = clearSelection(ctx.battle(), ctx.state.selection);
  if (!clear) {
    if (ctx.message) *ctx.message = clear.status().message();
    return false;
  }
  return ctx.execute(std::move(*clear));
}

bool SelectTool::startPaste(ToolContext& ctx) {
  if (ctx.state.clipboard.empty()) {
    if (ctx.message) *ctx.message = "The clipboard is empty: select hexes and press Ctrl+C first";
    return false;
  }
  pasting_ = true;
  transform_ = {};
  return true;
}

void SelectTool::place(ToolContext& ctx, Hex anchor) {
  PastePlan plan = planPaste(ctx.battle().map, ctx.state.clipboard, anchor, transform_);
  if (plan.hexes.empty()) {
    if (ctx.message) *ctx.message = "The piece would land wholly off the map";
    return;
  }
  if (!ctx.execute(plan.command())) return;
  ctx.state.selection = plan.hexes;
}

void SelectTool::pollKeys(ToolContext& ctx) {
  if (!ImGui::GetCurrentContext() || ImGui::GetFrameCount() == keyFrame_) return;
  keyFrame_ = ImGui::GetFrameCount();
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantCaptureKeyboard) return;
  if (io.KeyCtrl) {
    if (ImGui::IsKeyPressed('C', false)) copy(ctx);
    if (ImGui::IsKeyPressed('X', false)) cut(ctx);
    if (ImGui::IsKeyPressed('V', false)) startPaste(ctx);
    return;
  }
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Delete), false)) deleteSelection(ctx);
  if (!pasting_) return;
  if (ImGui::IsKeyPressed('R', false)) rotate();
  if (ImGui::IsKeyPressed('M', false)) mirror();
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) pasting_ = false;
}

void SelectTool::drawPreview(const ToolContext& ctx, ImDrawList* list) const {
  const Battle& b = ctx.battle();
  if (!ctx.state.selection.empty()) {
    if (ctx.state.selection != outlineOf_ || b.map.grid() != outlineGrid_) {
      outlineOf_ = ctx.state.selection;
      outlineGrid_ = b.map.grid();
      outline_ = outlineHexsides(b.map, onMap(b.map, ctx.state.selection));
    }
    drawVisibleOutline(ctx, list, outline_);
  }
  if (!pasting_ || !pointer_) return;
  PastePlan plan = planPaste(b.map, ctx.state.clipboard, *pointer_, transform_);
  if (plan.hexes.size() <= kMaxFilledPreview) {
    Layout layout = worldLayout(b.map.grid());
    for (auto [i, terrain] : plan.terrain) {
      Rgba c = b.vocabulary.contains(terrain) ? b.vocabulary.at(terrain).colour : Rgba{128, 128, 128, 255};
      ImVec2 corners[6];
      for (int k = 0; k < 6; ++k) corners[k] = toScreen(ctx, hexCorner(layout, b.map.hexAt(i), k));
      list->AddConvexPolyFilled(corners, 6, IM_COL32(c.r, c.g, c.b, 150));
    }
  }
  drawHexOutline(ctx, list, plan.hexes, IM_COL32(255, 230, 90, 230));
}

void SelectTool::drawOptions(ToolContext& ctx) {
  pollKeys(ctx);
  ImGui::Checkbox("Magic wand (Alt)", &wandMode);
  ImGui::Text("%zu hexes selected", ctx.state.selection.size());
  if (ImGui::Button("Copy")) copy(ctx);
  ImGui::SameLine();
  if (ImGui::Button("Cut")) cut(ctx);
  ImGui::SameLine();
  if (ImGui::Button("Paste")) startPaste(ctx);
  ImGui::SameLine();
  if (ImGui::Button("Delete")) deleteSelection(ctx);
  if (ImGui::Button("Select none")) ctx.state.selection.clear();
  if (pasting_) {
    ImGui::Text("Pasting %zu hexes: turned %d x 60 degrees%s", ctx.state.clipboard.hexes.size(), transform_.rotation,
                transform_.mirror ? ", mirrored" : "");
    if (ImGui::Button("Turn (R)")) rotate();
    ImGui::SameLine();
    if (ImGui::Button("Mirror (M)")) mirror();
    ImGui::SameLine();
    if (ImGui::Button("Done (Esc)")) pasting_ = false;
  }
}

}  // namespace cartouche
