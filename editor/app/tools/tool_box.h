// The editor's tools, in toolbar order, and which one is active. Selecting another tool cancels the active one's
// stroke. Main thread.
#pragma once

#include <memory>
#include <vector>

#include "tool.h"

namespace cartouche {

class ToolBox {
 public:
  ToolBox();  // registers every tool (tool_box.cpp)
  const std::vector<std::unique_ptr<Tool>>& tools() const { return tools_; }
  Tool* active() const { return tools_.empty() ? nullptr : tools_[active_].get(); }
  size_t activeIndex() const { return active_; }
  void select(size_t index, ToolContext& ctx);
  // Selects the tool whose shortcut was pressed this frame, then lets the active tool read its own keys (when ImGui
  // does not want the keyboard).
  void handleShortcuts(ToolContext& ctx);
  // Selects a tool by name ("Terrain brush"); false if there is none.
  bool selectByName(const std::string& name, ToolContext& ctx);

 private:
  std::vector<std::unique_ptr<Tool>> tools_;
  size_t active_ = 0;
};

}  // namespace cartouche
