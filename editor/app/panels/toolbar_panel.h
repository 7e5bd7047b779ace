// The toolbar: one button per tool of the tool box, its icon (from the icon font, or its letter where that font is
// missing) and its name, laid out in as many columns as the panel's width holds; the active one highlighted; its
// tooltip gives the tool's name, what a click and a drag do, and its shortcut key. Main thread, inside an ImGui frame.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "panel_context.h"

namespace cartouche {

// "Terrain brush (B)\nClick or drag to paint..." : the tooltip text of one tool.
std::string toolTooltipText(const Tool& tool);

// The toolbar's buttons: at least this wide, and one text line high plus this much.
inline constexpr float kToolButtonMinWidth = 124.f;
inline constexpr float kToolButtonExtraHeight = 6.f;
// How many buttons a row of `width` pixels holds (at least one), and the height of a button.
int toolButtonsPerRow(float width);
float toolButtonHeight();
// toolButtonsPerRow for buttons `spacing` apart: pure, shared with the layout's toolbar height (panel_layout.h).
int toolButtonsPerRow(float width, float spacing);

class ToolbarPanel {
 public:
  // REQUIRES: the next window's place is set (the host does).
  void draw(PanelContext& ctx);
  // Where the buttons were drawn, for --script: "toolbar:NAME" (the tool's name) to each button's centre.
  const std::map<std::string, ImVec2>& places() const { return places_; }
  // One line a button: "toolbar: NAME at X,Y size WxH icon|letter[ active]".
  const std::vector<std::string>& describe() const { return lines_; }

 private:
  std::map<std::string, ImVec2> places_;
  std::vector<std::string> lines_;
};

}  // namespace cartouche
