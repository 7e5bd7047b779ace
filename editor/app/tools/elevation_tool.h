// The elevation tool: raises, lowers, sets (to EditorState::level) or flattens (to the level of the hex first
// pressed) the hexes under a brush of EditorState::brushRadius. A drag is one undo step, and raise and lower move
// each hex once per drag however often the brush passes over it. Shift+click cycles the manual slope override of
// the nearest hexside (derived, forced on, forced off); Alt+click takes the hex's level as the level to set.
// Main thread.
#pragma once

#include <optional>
#include <unordered_set>

#include "brush_controls.h"
#include "tool.h"

namespace cartouche {

enum class ElevationMode : uint8_t { Raise, Lower, SetLevel, Flatten };

class ElevationTool : public Tool {
 public:
  const char* name() const override { return "Elevation"; }
  const char* label() const override { return "E"; }
  const char* icon() const override { return "\uf1fe"; }  // fa-area-chart
  int shortcut() const override { return 'E'; }
  const char* tooltip() const override {
    return "Drag to raise, lower, set or flatten hex levels; Shift+click a hexside to force its slope on, off or "
           "back to derived.";
  }

  void press(ToolContext& ctx, const ToolInput& in) override;
  void drag(ToolContext& ctx, const ToolInput& in) override;
  void release(ToolContext& ctx, const ToolInput& in) override;
  void hover(ToolContext& ctx, const ToolInput& in) override;
  void cancel(ToolContext& ctx) override;
  void drawPreview(const ToolContext& ctx, ImDrawList* list) const override;
  void drawOptions(ToolContext& ctx) override;

  ElevationMode mode = ElevationMode::Raise;
  bool showSlopes = false;  // outline slope hexsides on screen, manual overrides in their own colours

 private:
  void applyTo(ToolContext& ctx, Hex to);
  void cycleSlope(ToolContext& ctx, HexsideId side);
  void drawSlopes(const ToolContext& ctx, ImDrawList* list) const;

  std::optional<Hex> pointer_;
  std::optional<HexsideId> side_;  // the hexside Shift+click would change
  std::optional<Hex> last_;        // the stroke's previous dab; empty when no stroke is in progress
  uint64_t stroke_ = 0;
  std::unordered_set<int> touched_;   // hexes raised or lowered in this stroke
  std::optional<int16_t> flatLevel_;  // flatten's target, from the first hex pressed
  BrushSizeKeys keys_;
};

}  // namespace cartouche
