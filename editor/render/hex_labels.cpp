#include "hex_labels.h"

#include <algorithm>
#include <string>

namespace cartouche {

int drawHexLabels(ImDrawList* list, ImFont* font, const GridSettings& grid, const MapView& view, ImVec2 origin,
                  int width, int height, const LabelStyle& style, MapOverlay* things) {
  const bool thin = view.zoom < style.minZoom;
  if ((thin && (style.thinZoom <= 0 || view.zoom < style.thinZoom)) || !font) return 0;
  WorldRect visible{view.screenToWorld({0, 0}, width, height),
                    view.screenToWorld({double(width), double(height)}, width, height)};
  OffsetRange range = visibleHexes(grid, visible);
  if (range.count() > kMaxLabels) return 0;
  // About a third of the hex radius: four digits then fill a little over half the hex's width.
  // Every other column, below minZoom, has two hexes' width for its label.
  float size = float(std::clamp(view.zoom * (thin ? 0.72 : 0.36), 9.0, 22.0));
  // Pointy hexes reach 1 radius up, flat ones sqrt(3)/2: the label's top sits a little below that.
  double top = grid.orientation == Orientation::PointyTop ? -0.62 : -0.72;
  Layout layout = worldLayout(grid);
  const ImU32 colour = IM_COL32(20, 20, 20, 230);
  // The halo keeps labels readable on dark terrain (woods) without hiding the pattern under them.
  const ImU32 haloColour = IM_COL32(255, 255, 240, 90);
  int drawn = 0;
  for (int row = range.rowMin; row <= range.rowMax; ++row) {
    for (int col = range.colMin; col <= range.colMax; ++col) {
      if (thin && col % 2 != 0) continue;
      Point c = hexToPixel(layout, grid.toHex({col, row}));
      Point s = view.worldToScreen({c.x, c.y + top}, width, height);
      if (s.x < -64 || s.y < -64 || s.x > width + 64 || s.y > height + 64) continue;
      std::string text = grid.labels.format({col, row});
      ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0.f, text.c_str());
      ImVec2 at(origin.x + float(s.x) - 0.5f * extent.x, origin.y + float(s.y));
      if (things) things->thing(ThingKey("label").add(text).add(size).add(style.halo).value());
      if (style.halo)
        for (ImVec2 d : {ImVec2(-1, 0), ImVec2(1, 0), ImVec2(0, -1), ImVec2(0, 1)})
          list->AddText(font, size, textPlace(ImVec2(at.x + d.x, at.y + d.y)), haloColour, text.c_str());
      list->AddText(font, size, textPlace(at), colour, text.c_str());
      ++drawn;
    }
  }
  return drawn;
}

}  // namespace cartouche
