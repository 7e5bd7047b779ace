// Where a renderer puts its picture in the bound framebuffer: the editor draws the map, and the layers under a
// translucent map, only in the part of the window its panels leave uncovered, through a view cropped to that part
// (MapView::cropped). Pure value.
#pragma once

namespace cartouche {

struct MapPlacement {
  int x = 0, y = 0;      // the picture's top-left pixel in the target, rows from the top
  int targetHeight = 0;  // the target's height in pixels; 0: the picture's

  // The picture's bottom row in GL's rows (from the bottom) for a picture `height` tall.
  int glY(int height) const { return (targetHeight > 0 ? targetHeight : height) - y - height; }
};

}  // namespace cartouche
