// The line-of-sight tool: a drag from one hex to another traces the line between them with the battle's own LOS
// rules (losRulesFor: Racławice or La Bataille) and shows every hex it crosses (both hexes where it runs along a
// hexside), the range, and the first hex or hexside that blocks it with the reason (the terrain's name, the levels
// at both ends). The line stays after the release until the next drag or Escape. V switches on the viewshed overlay,
// which shades the hexes hidden from (or seen from) the hex under the pointer within a range or over the whole map.
// The tool never changes the battle. Its LosMap is rebuilt only when the document changed (EditorState::changes),
// the line re-traced and the viewshed recomputed only when their ends, the range or the map changed. Main thread.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "rules/los.h"
#include "tool.h"
#include "viewshed_overlay.h"

namespace cartouche {

class LosTool : public Tool {
 public:
  static constexpr int kViewshedKey = 'V';  // GLFW_KEY_V

  const char* name() const override { return "Line of sight"; }
  const char* label() const override { return "L"; }
  const char* icon() const override { return "\uf06e"; }  // fa-eye
  int shortcut() const override { return 'L'; }
  const char* tooltip() const override {
    return "Drag from one hex to another to trace the line of sight: the hexes it crosses, the range and what blocks "
           "it. V shades the hexes hidden from the hex under the pointer; Escape clears the line.";
  }

  void press(ToolContext& ctx, const ToolInput& in) override;
  void drag(ToolContext& ctx, const ToolInput& in) override;
  void release(ToolContext& ctx, const ToolInput& in) override;
  void hover(ToolContext& ctx, const ToolInput& in) override;
  void cancel(ToolContext& ctx) override;
  void keys(ToolContext& ctx) override;
  void drawPreview(const ToolContext& ctx, ImDrawList* list) const override;
  void drawOptions(ToolContext& ctx) override;  // los_tool_options.cpp
  // The line's colours while a line is shown (the blocked ones only for a blocked line), and the viewshed's shading
  // while it is on.
  LegendSection legend() const override;

  // The line shown: from the press to the pointer while dragging, then kept until the next drag or Escape.
  struct Line {
    Hex from, to;
    LosResult result;
  };
  const std::optional<Line>& line() const { return line_; }
  bool dragging() const { return dragging_; }

  ViewshedSettings viewshedSettings;
  // Switches the overlay on or off (the V key and the options' checkbox).
  void setViewshed(ToolContext& ctx, bool on);
  const ViewshedOverlay& viewshed() const { return viewshed_; }

  // The rules in use and how many times the LosMap was built (for tests: once per change of the document).
  const LosRules& rules() const { return rules_; }
  uint64_t losMapBuilds() const { return builds_; }

 private:
  // Rebuilds the LosMap if the document changed since it was built, then brings the line and the viewshed up to
  // date. Cheap when nothing changed.
  void refresh(ToolContext& ctx);
  const LosMap& losMap(ToolContext& ctx);
  void traceTo(ToolContext& ctx, Hex to);

  std::unique_ptr<LosMap> losMap_;
  uint64_t revision_ = 0;  // EditorState::changes count the LosMap was built at
  const Battle* builtFor_ = nullptr;
  LosRules rules_;
  uint64_t builds_ = 0;

  std::optional<Line> line_;
  uint64_t lineRevision_ = 0;
  bool dragging_ = false;
  std::optional<Hex> hover_;  // on the map
  ViewshedOverlay viewshed_;
};

// "Racławice" or "La Bataille", and the elevation rule in a sentence, for the options panel.
const char* losRulesName(const LosRules& rules);
const char* losElevationRuleText(const LosRules& rules);
// The hexes a line crosses as labels, "0512 0613|0614 0715": a|b is a step along the hexside between a and b.
std::string losStepsText(const Battle& battle, const std::vector<LineStep>& steps);
// What blocks a line, in words: "Woods in hex 0715 (level 0)", "Wall on hexside 0715/NE"; "" when it is clear.
std::string losBlockerText(const Battle& battle, const LosResult& result);

}  // namespace cartouche
