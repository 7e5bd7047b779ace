// The grid panel: orientation, which rows or columns are shifted, the label format and the hex size (each change
// one ChangeGrid, one undo step; a refused setting shows the engine's message), the label range, and the map size
// with "add or remove N hexes on an edge" (ResizeMap, new hexes get the palette's terrain). Main thread, inside an
// ImGui frame.
#pragma once

#include <string>

#include "panel_context.h"

namespace cartouche {

// Changes orientation, parity, label format and hex size to those of `wanted`; the map keeps its size whatever
// `wanted` says. Nothing happens (and no undo entry appears) when nothing differs.
Status applyGridSettings(ToolContext& ctx, GridSettings wanted);

// Hexes to add (positive) or remove (negative) on each edge of the map.
struct MapResize {
  int left = 0, top = 0, right = 0, bottom = 0;
};
// One ResizeMap; new hexes get ctx.state.terrain.
Status applyMapResize(ToolContext& ctx, const MapResize& resize);

// The two choices for which rows (pointy-topped) or columns (flat-topped) are shifted, in the map's own printed
// numbering, for an ImGui combo: "2, 4, 6, ..." then "1, 3, 5, ..." when rows are numbered from 1 ("B, D, F, ..."
// for lettered columns). The first is ShiftedLines::Odd (0-based odd lines), the second Even.
std::string shiftedLineChoices(const GridSettings& grid);

class GridPanel {
 public:
  // REQUIRES: the next window's place is set (the host does).
  void draw(PanelContext& ctx);

 private:
  void drawGridSettings(PanelContext& ctx);
  void drawMapSize(PanelContext& ctx);
  void apply(PanelContext& ctx);

  GridSettings draft_;  // the fields being edited; follows the battle while no field is active
  int resizeBy_ = 1;
  std::string error_;
};

}  // namespace cartouche
