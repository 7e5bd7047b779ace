// Whole-frame GL steps that are not part of one renderer: clearing the window, or a rectangle of it, to the
// background before the map and the panels are drawn (UiCache, ui_cache.h).
// Thread-safety: REQUIRES the window's GL context current on the calling thread.
#pragma once

#include "model/terrain.h"
#include "view/pixel_rect.h"

namespace cartouche {

// Fills the width x height viewport of the bound framebuffer (origin at the lower-left corner) with `colour`
// (its alpha ignored: the window is opaque).
void clearFrame(int width, int height, Rgba colour);
// Fills `r` (pixels, y down) of the bound framebuffer, `height` rows high, with `colour` (opaque).
void clearRect(const PixelRect& r, int height, Rgba colour);

}  // namespace cartouche
