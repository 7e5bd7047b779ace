// What the painting tools (terrain brush, elevation) share: the brush size buttons of the options panel, the [ and ]
// keys that step the size, and the hex outlines their previews draw in screen coordinates. Main thread.
#pragma once

#include <imgui.h>

#include <vector>

#include "tool.h"

namespace cartouche {

// Radio buttons for sizes 1, 7, 19 and 37 hexes (radius 0..3).
void brushSizeOptions(EditorState& state);

// [ makes the brush smaller, ] larger. Polled from both hover and drawOptions, so it remembers the ImGui frame it
// last read and steps at most once a frame. Reads nothing while ImGui wants the keyboard or with no ImGui context.
class BrushSizeKeys {
 public:
  static constexpr int kSmaller = '[';  // GLFW_KEY_LEFT_BRACKET
  static constexpr int kLarger = ']';   // GLFW_KEY_RIGHT_BRACKET
  void poll(EditorState& state);

 private:
  int frame_ = -1;
};

// A short help line in the disabled text colour, wrapped to the panel's width.
void drawHint(const char* text);

// Colours of tool previews: light lines over a dark halo, readable on every terrain.
constexpr ImU32 kPreviewColour = IM_COL32(255, 255, 255, 230);
constexpr ImU32 kPreviewHalo = IM_COL32(0, 0, 0, 160);

// ImGui screen position of a world point (the view works in framebuffer pixels).
ImVec2 toScreen(const ToolContext& ctx, Point world);
// The outline of a set of hexes (sorted map indices), over a halo.
void drawHexOutline(const ToolContext& ctx, ImDrawList* list, const std::vector<int>& sortedHexes,
                    ImU32 colour = kPreviewColour);
// One hexside as a line, `thickness` ImGui pixels wide.
void drawHexside(const ToolContext& ctx, ImDrawList* list, HexsideId id, ImU32 colour, float thickness);

}  // namespace cartouche
