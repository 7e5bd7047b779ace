#include "eyedropper_tool.h"

#include "brush_controls.h"

namespace cartouche {

void EyedropperTool::press(ToolContext& ctx, const ToolInput& in) {
  pointer_ = in.hex;
  int i = ctx.battle().map.indexOf(in.hex);
  if (i >= 0) ctx.state.terrain = ctx.battle().map.terrain(i);
}

void EyedropperTool::hover(ToolContext&, const ToolInput& in) { pointer_ = in.hex; }

void EyedropperTool::drawPreview(const ToolContext& ctx, ImDrawList* list) const {
  if (!pointer_ || ImGui::GetIO().WantCaptureMouse) return;
  int i = ctx.battle().map.indexOf(*pointer_);
  if (i >= 0) drawHexOutline(ctx, list, {i});
}

void EyedropperTool::drawOptions(ToolContext& ctx) {
  const Battle& b = ctx.battle();
  if (b.vocabulary.contains(ctx.state.terrain))
    ImGui::Text("Terrain: %s", b.vocabulary.at(ctx.state.terrain).name.c_str());
  int i = pointer_ ? b.map.indexOf(*pointer_) : -1;
  if (i >= 0 && b.vocabulary.contains(b.map.terrain(i)))
    ImGui::TextDisabled("Under the pointer: %s", b.vocabulary.at(b.map.terrain(i)).name.c_str());
}

}  // namespace cartouche
