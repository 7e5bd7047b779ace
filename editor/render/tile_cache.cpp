#include <algorithm>

#include "layer_renderer_impl.h"

namespace cartouche {

void LayerRenderer::Impl::touch(CachedTile& t) {
  t.lastFrame = frame;
  lru.splice(lru.begin(), lru, t.lru);
}

GlTexture LayerRenderer::Impl::takeTexture() {
  // A full cache gives its least recently drawn texture (not one drawn this frame) to the new tile.
  if (cacheBytes + kTileBytes > options.cacheBytes && !lru.empty()) {
    auto it = cache.find(lru.back());
    if (it != cache.end() && it->second.lastFrame < frame) {
      GlTexture texture = std::move(it->second.texture);
      lru.pop_back();
      cache.erase(it);
      cacheBytes -= kTileBytes;
      return texture;
    }
  }
  GlTexture t(kRgba8Texels, {GL_LINEAR, GL_LINEAR, GL_CLAMP_TO_EDGE});
  t.allocate(kTile, kTile);
  return t;
}

void LayerRenderer::Impl::evict() {
  while (cacheBytes > options.cacheBytes && !lru.empty()) {
    auto it = cache.find(lru.back());
    if (it == cache.end() || it->second.lastFrame >= frame) break;  // everything left is on screen now
    lru.pop_back();
    cache.erase(it);
    cacheBytes -= kTileBytes;
  }
}

int LayerRenderer::Impl::processFinished(int limit) {
  int uploaded = 0;
  for (;;) {
    Finished f;
    {
      std::lock_guard<std::mutex> lock(mutex);
      // Opens first, whatever the budget: they are cheap and unblock the layer's tiles.
      auto open = std::find_if(finished.begin(), finished.end(),
                               [](const Finished& x) { return x.kind == Request::Kind::Open; });
      if (open != finished.end()) {
        f = std::move(*open);
        finished.erase(open);
      } else if (uploaded < limit && !finished.empty()) {
        f = std::move(finished.front());
        finished.pop_front();
      } else {
        break;
      }
    }
    LayerState* s = findId(f.key.layer);
    if (!s) continue;
    if (f.kind == Request::Kind::Open) {
      if (!f.status.isOk()) {
        s->openProblem = f.status.message();
        continue;
      }
      s->open = true;
      s->width = f.width;
      s->height = f.height;
      s->levels = f.levels;
      s->levelWidths = f.levelWidths;
      s->levelHeights = f.levelHeights;
      rebuildWarp(*s);
      continue;
    }
    if (!f.status.isOk()) {
      s->tileProblem = f.status.message();
      continue;
    }
    auto it = cache.find(f.key);
    if (f.rgba.empty()) {  // a new mesh for a cached texture
      if (it != cache.end()) {
        it->second.mesh = std::move(f.mesh);
        it->second.warpVersion = f.warpVersion;
      }
      continue;
    }
    if (it == cache.end()) {
      GlTexture texture = takeTexture();
      lru.push_front(f.key);
      it = cache.emplace(f.key, CachedTile{std::move(texture), {}, -1, 0, lru.begin()}).first;
      cacheBytes += kTileBytes;
    }
    CachedTile& t = it->second;
    t.mesh = std::move(f.mesh);
    t.warpVersion = f.warpVersion;
    t.texture.upload(0, 0, kTile, kTile, f.rgba.data());
    ++uploaded;
  }
  evict();
  return uploaded;
}

}  // namespace cartouche
