// Map images with no display: `cartouche render FILE --out map.png` and tests. Each call makes its own headless
// EGL context (egl_context.h), draws the whole map with the per-pixel hex pass and, on request, XXYY labels.
// Thread-safety: one call at a time per thread; each call makes and releases its own GL context, so the calling
// thread must have none current (see egl_context.h).
#pragma once

#include <optional>
#include <string>

#include "base/status.h"
#include "model/battle.h"
#include "offscreen_target.h"
#include "view/map_view.h"

namespace cartouche {

struct RenderImageOptions {
  std::string outputPath;  // PNG file to write
  int width = 0;           // 0: from height and the map's aspect, or kDefaultImageWidth when both are 0
  int height = 0;          // 0: from width and the map's aspect
  bool labels = false;     // XXYY hex labels; InvalidArgument when the hexes come out too small to hold them
  // The view to draw with instead of one that fits the map (for boards whose grid another program must find at
  // known pixels); width and height must then both be given.
  std::optional<MapView> view;
};

constexpr int kDefaultImageWidth = 1600;
constexpr int kMaxImageSide = 16384;

// The image size the options ask for, for this map: InvalidArgument when a side is negative or too large.
Result<std::pair<int, int>> imageSize(const GridSettings& grid, const RenderImageOptions& options);

// Renders the whole map into an image, fitted with a small margin.
Result<Image> renderBattleImage(const Battle& battle, const RenderImageOptions& options);
// Renders and writes options.outputPath as PNG. Errors name the file.
Status renderBattleToPng(const Battle& battle, const RenderImageOptions& options);

// Writes RGBA pixels as a PNG file.
Status writePng(const Image& image, const std::string& path);

}  // namespace cartouche
