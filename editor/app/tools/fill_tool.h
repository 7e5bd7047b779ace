// The fill tool: a click repaints the contiguous area of the clicked hex's terrain with EditorState::terrain; with
// Shift (or the "whole map" option) every hex of that terrain on the map. One click is one undo step. Main thread.
#pragma once

#include <optional>

#include "tool.h"

namespace cartouche {

class FillTool : public Tool {
 public:
  const char* name() const override { return "Fill"; }
  const char* label() const override { return "F"; }
  const char* icon() const override { return "\uf043"; }  // fa-tint
  int shortcut() const override { return 'F'; }
  const char* tooltip() const override {
    return "Click to fill the area of one terrain with the current terrain; Shift+click replaces that terrain on the "
           "whole map.";
  }

  void press(ToolContext& ctx, const ToolInput& in) override;
  void hover(ToolContext& ctx, const ToolInput& in) override;
  void drawPreview(const ToolContext& ctx, ImDrawList* list) const override;
  void drawOptions(ToolContext& ctx) override;

  bool replaceAll = false;  // the option: fill replaces everywhere, as Shift does

 private:
  std::optional<Hex> pointer_;
};

}  // namespace cartouche
