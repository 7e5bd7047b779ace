// A rectangle of an image or viewport in whole pixels, [x0, x1) x [y0, y1), y down as on screen. Thread-safety:
// a plain value.
#pragma once

namespace cartouche {

struct PixelRect {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool empty() const { return x1 <= x0 || y1 <= y0; }
  friend bool operator==(const PixelRect&, const PixelRect&) = default;
};

}  // namespace cartouche
