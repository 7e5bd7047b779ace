#include "brush_controls.h"

#include <algorithm>

#include "edit/brush.h"

namespace cartouche {

void brushSizeOptions(EditorState& state) {
  ImGui::TextUnformatted("Size");
  for (int r = 0; r <= kMaxBrushRadius; ++r) {
    ImGui::SameLine();
    std::string label = std::to_string(brushHexCount(r));
    if (ImGui::RadioButton(label.c_str(), state.brushRadius == r)) state.brushRadius = r;
  }
  ImGui::SameLine();
  ImGui::TextDisabled("[ ]");
}

void drawHint(const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("%s", text);
  ImGui::PopStyleColor();
}

void BrushSizeKeys::poll(EditorState& state) {
  if (!ImGui::GetCurrentContext() || ImGui::GetFrameCount() == frame_) return;
  frame_ = ImGui::GetFrameCount();
  // Ctrl+[ and Ctrl+] collapse the side columns (panels/panel_host.cpp).
  if (ImGui::GetIO().WantCaptureKeyboard || ImGui::GetIO().KeyCtrl) return;
  if (ImGui::IsKeyPressed(kSmaller)) state.brushRadius = std::max(0, state.brushRadius - 1);
  if (ImGui::IsKeyPressed(kLarger)) state.brushRadius = std::min(kMaxBrushRadius, state.brushRadius + 1);
}

ImVec2 toScreen(const ToolContext& ctx, Point world) {
  Point p = ctx.view.worldToScreen(world, ctx.width, ctx.height);
  ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
  return ImVec2(float(p.x / std::max(scale.x, 1e-3f)), float(p.y / std::max(scale.y, 1e-3f)));
}

void drawHexside(const ToolContext& ctx, ImDrawList* list, HexsideId id, ImU32 colour, float thickness) {
  Layout layout = worldLayout(ctx.battle().map.grid());
  // Corner k lies between the edges in directions k and k + 1, so edge d runs from corner d - 1 to corner d.
  ImVec2 a = toScreen(ctx, hexCorner(layout, id.owner, (id.dir + 5) % 6));
  ImVec2 b = toScreen(ctx, hexCorner(layout, id.owner, id.dir));
  list->AddLine(a, b, colour, thickness);
}

void drawHexOutline(const ToolContext& ctx, ImDrawList* list, const std::vector<int>& sortedHexes, ImU32 colour) {
  std::vector<HexsideId> outline = outlineHexsides(ctx.battle().map, sortedHexes);
  for (HexsideId id : outline) drawHexside(ctx, list, id, kPreviewHalo, 3.5f);
  for (HexsideId id : outline) drawHexside(ctx, list, id, colour, 1.5f);
}

}  // namespace cartouche
