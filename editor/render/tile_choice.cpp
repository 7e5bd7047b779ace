#include <algorithm>
#include <cmath>

#include "layer_renderer_impl.h"

namespace cartouche {

int LayerRenderer::Impl::chooseLevel(const LayerState& s, const MapView& view, bool pixelFrame) const {
  // Screen pixels per level-0 pixel: the zoom in the pixel frame; on the map, the warp's scale at the view centre
  // (the geometric mean of a pixel's two sides, so a sheared or rotated pixel counts by its area).
  double perPixel = view.zoom;
  if (!pixelFrame) {
    Point p;
    if (!s.warp->worldToPixel(view.centre, p) || !std::isfinite(p.x) || !std::isfinite(p.y))
      p = {0.5 * s.width, 0.5 * s.height};
    Point a, b, c;
    if (s.warp->pixelToWorld(p, a) && s.warp->pixelToWorld({p.x + 1, p.y}, b) &&
        s.warp->pixelToWorld({p.x, p.y + 1}, c)) {
      double dx = std::hypot(b.x - a.x, b.y - a.y), dy = std::hypot(c.x - a.x, c.y - a.y);
      perPixel = view.zoom * std::sqrt(dx * dy);
    }
  }
  int best = 0;
  double bestError = 1e300;
  for (int l = 0; l < s.levels; ++l) {
    double screen = perPixel * s.levelFactorX(l);
    double error = std::abs(std::log(std::max(screen, 1e-12)));
    if (error < bestError) {
      bestError = error;
      best = l;
    }
  }
  return best;
}

std::optional<PixelRect> LayerRenderer::Impl::visiblePixels(const LayerState& s, const MapView& view, int width,
                                                            int height, bool pixelFrame) const {
  double x0 = 1e300, y0 = 1e300, x1 = -1e300, y1 = -1e300;
  auto add = [&](Point p) {
    if (!std::isfinite(p.x) || !std::isfinite(p.y)) return;
    x0 = std::min(x0, p.x);
    y0 = std::min(y0, p.y);
    x1 = std::max(x1, p.x);
    y1 = std::max(y1, p.y);
  };
  // Corners suffice where the mapping is affine; otherwise a grid of points over the view, inside and border.
  int n = pixelFrame || s.affine ? 2 : kViewSamples;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) {
      Point world = view.screenToWorld({double(width) * i / (n - 1), double(height) * j / (n - 1)}, width, height);
      Point pixel;
      if (pixelFrame)
        add(world);
      else if (s.warp->worldToPixel(world, pixel))
        add(pixel);
    }
  if (x1 < x0) return std::nullopt;
  if (!pixelFrame && !s.affine) {
    // Between the samples the warp may bulge a little: a margin of one sample step.
    double mx = (x1 - x0) / (n - 1), my = (y1 - y0) / (n - 1);
    x0 -= mx;
    x1 += mx;
    y0 -= my;
    y1 += my;
  }
  PixelRect r = intersect({x0, y0, x1, y1}, {0, 0, double(s.width), double(s.height)});
  if (r.empty()) return std::nullopt;
  return r;
}

std::vector<TileKey> LayerRenderer::Impl::wantedTiles(const LayerState& s, const MapView& view, int width, int height,
                                                      bool pixelFrame) const {
  std::vector<TileKey> out;
  std::optional<PixelRect> box = visiblePixels(s, view, width, height, pixelFrame);
  if (!box) return out;
  int level = chooseLevel(s, view, pixelFrame);
  auto tilesOf = [&](int l, std::vector<TileKey>& keys) {
    auto [tx0, ty0, tx1, ty1] = s.tileRange(l, *box);
    if (long(tx1 - tx0 + 1) * long(ty1 - ty0 + 1) > kMaxTilesPerLayer) return false;
    for (int ty = ty0; ty <= ty1; ++ty)
      for (int tx = tx0; tx <= tx1; ++tx) keys.push_back({s.id, l, tx, ty});
    return true;
  };
  // The coarsest level first when it takes few tiles: it stands in for everything else within a frame or two.
  int coarsest = s.levels - 1;
  if (coarsest > level) {
    std::vector<TileKey> coarse;
    if (tilesOf(coarsest, coarse) && coarse.size() <= 4) out = coarse;
  }
  std::vector<TileKey> keys;
  if (!tilesOf(level, keys)) return out;
  // Nearest the view centre first.
  Point centre{0.5 * (box->x0 + box->x1), 0.5 * (box->y0 + box->y1)};
  if (!pixelFrame) {
    Point p;
    if (s.warp->worldToPixel(view.centre, p)) centre = p;
  } else {
    centre = view.centre;
  }
  auto distance = [&](const TileKey& k) {
    PixelRect r = s.tileRect(k.level, k.tx, k.ty);
    return std::hypot(0.5 * (r.x0 + r.x1) - centre.x, 0.5 * (r.y0 + r.y1) - centre.y);
  };
  std::sort(keys.begin(), keys.end(), [&](const TileKey& a, const TileKey& b) { return distance(a) < distance(b); });
  out.insert(out.end(), keys.begin(), keys.end());
  return out;
}

void LayerRenderer::Impl::wantFor(ViewSource& source) {
  source.wanted.clear();
  source.meshOnly.clear();
  for (auto& s : layers) {
    if (!s->open) continue;
    if (source.pixelFrame ? s->layer.name != source.layerName : (!s->warp || !s->layer.visible)) continue;
    for (const TileKey& k : wantedTiles(*s, source.view, source.width, source.height, source.pixelFrame)) {
      auto it = cache.find(k);
      bool fresh = it != cache.end() && (source.pixelFrame || it->second.warpVersion == s->warpVersion);
      if (!fresh) {
        source.wanted.push_back(k);
        source.meshOnly.push_back(it != cache.end());
      }
    }
  }
}

}  // namespace cartouche
