#include "tool_box.h"

#include "elevation_tool.h"
#include "eyedropper_tool.h"
#include "fill_tool.h"
#include "hexside_tool.h"
#include "los_tool.h"
#include "select_tool.h"
#include "setup_tool.h"
#include "terrain_brush_tool.h"

namespace cartouche {

ToolBox::ToolBox() {
  // Tools register here, in toolbar order.
  tools_.push_back(std::make_unique<TerrainBrushTool>());
  tools_.push_back(std::make_unique<FillTool>());
  tools_.push_back(std::make_unique<EyedropperTool>());
  tools_.push_back(std::make_unique<ElevationTool>());
  tools_.push_back(std::make_unique<HexsideTool>());
  tools_.push_back(std::make_unique<SelectTool>());
  tools_.push_back(std::make_unique<LosTool>());
  tools_.push_back(std::make_unique<SetupTool>());
}

void ToolBox::select(size_t index, ToolContext& ctx) {
  if (index >= tools_.size() || index == active_) return;
  if (Tool* t = active()) t->cancel(ctx);
  active_ = index;
}

void ToolBox::handleShortcuts(ToolContext& ctx) {
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantCaptureKeyboard || io.KeyCtrl || io.KeyAlt || io.KeySuper) return;
  for (size_t i = 0; i < tools_.size(); ++i) {
    int key = tools_[i]->shortcut();
    if (key != 0 && ImGui::IsKeyPressed(key, false)) select(i, ctx);
  }
  if (Tool* t = active()) t->keys(ctx);
}

bool ToolBox::selectByName(const std::string& name, ToolContext& ctx) {
  for (size_t i = 0; i < tools_.size(); ++i)
    if (name == tools_[i]->name()) {
      select(i, ctx);
      return true;
    }
  return false;
}

}  // namespace cartouche
