#include "render_image.h"

#include <algorithm>
#include <cmath>

#include "egl_context.h"
#include "hex_labels.h"
#include "map_renderer.h"
#include "overlay_context.h"
#include "png_file.h"

namespace cartouche {

Result<std::pair<int, int>> imageSize(const GridSettings& grid, const RenderImageOptions& options) {
  if (options.width < 0 || options.height < 0 || options.width > kMaxImageSide || options.height > kMaxImageSide)
    return Status::invalidArgument("image size " + std::to_string(options.width) + "x" +
                                   std::to_string(options.height) + " is outside 1 to " +
                                   std::to_string(kMaxImageSide) + " pixels a side");
  WorldRect b = mapBounds(grid);
  double aspect = b.height() / b.width();
  int w = options.width, h = options.height;
  if (w == 0 && h == 0) w = kDefaultImageWidth;
  if (h == 0) h = int(std::lround(w * aspect));
  if (w == 0) w = int(std::lround(h / aspect));
  if (w < 1 || h < 1 || w > kMaxImageSide || h > kMaxImageSide)
    return Status::invalidArgument("the map's aspect makes the image " + std::to_string(w) + "x" + std::to_string(h) +
                                   ", outside 1 to " + std::to_string(kMaxImageSide) +
                                   " pixels a side; give both --width and --height");
  return std::pair<int, int>{w, h};
}

Result<Image> renderBattleImage(const Battle& battle, const RenderImageOptions& options) {
  Result<std::pair<int, int>> size = imageSize(battle.map.grid(), options);
  if (!size) return size.status();
  auto [w, h] = *size;
  Result<std::unique_ptr<EglContext>> egl = EglContext::create();
  if (!egl) return egl.status();
  Image image;
  {
    Result<std::unique_ptr<OffscreenTarget>> target = OffscreenTarget::create(w, h);
    if (!target) return target.status();
    Result<std::unique_ptr<MapRenderer>> renderer = MapRenderer::create();
    if (!renderer) return renderer.status();
    MapView view = options.view ? *options.view : fitView(battle.map.grid(), w, h);
    if (options.labels && view.zoom < kMinExportLabelZoom) {
      int needed = int(std::ceil(w * kMinExportLabelZoom / view.zoom));
      return Status::invalidArgument("hexes are " + std::to_string(int(view.zoom * 2)) +
                                     " pixels tall at this size, too small for labels; make the image at least " +
                                     std::to_string(needed) + " pixels wide");
    }
    (*target)->bind();
    (*renderer)->upload(battle);
    (*renderer)->draw(view, w, h);
    if (options.labels) {
      Result<std::unique_ptr<OverlayContext>> overlay = OverlayContext::create(20.f);
      if (!overlay) return overlay.status();
      ImDrawList* list = (*overlay)->begin(w, h);
      drawHexLabels(list, (*overlay)->font(), battle.map.grid(), view, ImVec2(0, 0), w, h,
                    LabelStyle{kMinExportLabelZoom, true});
      (*target)->bind();
      (*overlay)->render();
    }
    image = (*target)->read();
  }
  return image;
}

Status writePng(const Image& image, const std::string& path) {
  return writePngFile(path, image.width, image.height, image.rgba);
}

Status renderBattleToPng(const Battle& battle, const RenderImageOptions& options) {
  if (options.outputPath.empty()) return Status::invalidArgument("no output path for the PNG image");
  Result<Image> image = renderBattleImage(battle, options);
  if (!image) return image.status().withContext(options.outputPath);
  return writePng(*image, options.outputPath);
}

}  // namespace cartouche
