// The eyedropper: a click takes the clicked hex's terrain as EditorState::terrain, the one the brush and the fill
// paint with. It changes nothing on the map, so it adds nothing to the undo history. Main thread.
#pragma once

#include <optional>

#include "tool.h"

namespace cartouche {

class EyedropperTool : public Tool {
 public:
  const char* name() const override { return "Eyedropper"; }
  const char* label() const override { return "I"; }
  const char* icon() const override { return "\uf1fb"; }  // fa-eyedropper
  int shortcut() const override { return 'I'; }
  const char* tooltip() const override { return "Click a hex to paint with its terrain."; }

  void press(ToolContext& ctx, const ToolInput& in) override;
  void drag(ToolContext& ctx, const ToolInput& in) override { press(ctx, in); }
  void hover(ToolContext& ctx, const ToolInput& in) override;
  void drawPreview(const ToolContext& ctx, ImDrawList* list) const override;
  void drawOptions(ToolContext& ctx) override;

 private:
  std::optional<Hex> pointer_;
};

}  // namespace cartouche
