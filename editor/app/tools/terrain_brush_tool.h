// The terrain brush: paints EditorState::terrain over a brush of EditorState::brushRadius. One drag is one stroke
// and one undo step; between two pointer positions the dabs follow a hex line, so a fast drag leaves no gaps; only
// hexes of another terrain are painted. Alt+click picks the terrain under the pointer instead. Main thread.
#pragma once

#include <optional>

#include "brush_controls.h"
#include "tool.h"

namespace cartouche {

class TerrainBrushTool : public Tool {
 public:
  const char* name() const override { return "Terrain brush"; }
  const char* label() const override { return "B"; }
  const char* icon() const override { return "\uf1fc"; }  // fa-paint-brush
  int shortcut() const override { return 'B'; }
  const char* tooltip() const override {
    return "Click or drag to paint the current terrain; [ and ] change the brush size; Alt+click picks a terrain.";
  }

  void press(ToolContext& ctx, const ToolInput& in) override;
  void drag(ToolContext& ctx, const ToolInput& in) override;
  void release(ToolContext& ctx, const ToolInput& in) override;
  void hover(ToolContext& ctx, const ToolInput& in) override;
  void cancel(ToolContext& ctx) override;
  void drawPreview(const ToolContext& ctx, ImDrawList* list) const override;
  void drawOptions(ToolContext& ctx) override;

 private:
  void paintTo(ToolContext& ctx, Hex to);

  std::optional<Hex> pointer_;  // where the preview sits
  std::optional<Hex> last_;     // the stroke's previous dab; empty when no stroke is in progress
  uint64_t stroke_ = 0;
  BrushSizeKeys keys_;
};

}  // namespace cartouche
