// The side columns' arrangement that the user chooses and the editor remembers between runs: each column's width,
// whether it is collapsed, and the tab shown where two panels share a column (panel_layout.h). The widths are kept
// within what leaves the map room (clampColumns); the file form is a few "key value" lines, read defensively: a
// damaged file is refused whole with a message naming the file, line and field, and the defaults stay. Pure values:
// no ImGui, no files but the one read or written; any thread.
#pragma once

#include <string>

#include "base/status.h"

namespace cartouche {

// The tabs of the left column's lower part and of the right column's lower part.
enum class LeftTab { Terrain, Battle };
enum class RightTab { Grid, History };

struct ColumnLayout {
  static constexpr float kDefaultLeftWidth = 280.f, kDefaultRightWidth = 300.f;
  static constexpr float kMinWidth = 220.f;     // narrower, the tool options and the grid fields no longer fit
  static constexpr float kMaxFraction = 0.35f;  // of the window's width, each column at most
  static constexpr float kMinMapWidth = 320.f;  // what the two columns leave the map, at least

  float leftWidth = kDefaultLeftWidth, rightWidth = kDefaultRightWidth;
  bool leftCollapsed = false, rightCollapsed = false;
  LeftTab leftTab = LeftTab::Terrain;
  RightTab rightTab = RightTab::Grid;

  // The width each column takes in a window `windowWidth` wide: 0 when collapsed.
  float leftShown() const { return leftCollapsed ? 0.f : leftWidth; }
  float rightShown() const { return rightCollapsed ? 0.f : rightWidth; }

  bool operator==(const ColumnLayout& o) const {
    return leftWidth == o.leftWidth && rightWidth == o.rightWidth && leftCollapsed == o.leftCollapsed &&
           rightCollapsed == o.rightCollapsed && leftTab == o.leftTab && rightTab == o.rightTab;
  }
  bool operator!=(const ColumnLayout& o) const { return !(*this == o); }
};

// The widest a column may be in a window `windowWidth` wide, given the other column's shown width: the smaller of a
// fraction of the window and what leaves the map kMinMapWidth; never below kMinWidth.
float maxColumnWidth(float windowWidth, float otherShown);
// `layout` with both widths within [kMinWidth, maxColumnWidth] for this window (the left column first).
ColumnLayout clampColumns(ColumnLayout layout, float windowWidth);

const char* leftTabName(LeftTab tab);    // "Terrain", "Battle"
const char* rightTabName(RightTab tab);  // "Grid", "History"

// The file form: "left-width 280", "right-width 300", "left-collapsed no", "right-collapsed yes", "left-tab Terrain",
// "right-tab History", one a line; # comments and blank lines skipped. Widths are stored as chosen; they are
// clamped to the window when used.
std::string layoutText(const ColumnLayout& layout);
// Parses `text` read from `path` (named in messages). A line that cannot be read fails the whole file.
Result<ColumnLayout> parseLayout(const std::string& text, const std::string& path);

// Reads the file at `path`: the defaults when it does not exist, the error when it cannot be read or parsed.
Result<ColumnLayout> readLayoutFile(const std::string& path);
// Writes the file at `path` whole or not at all (a temporary file renamed over it); creates its folder.
Status writeLayoutFile(const std::string& path, const ColumnLayout& layout);

}  // namespace cartouche
