#include <algorithm>

#include "layer_renderer_impl.h"

namespace cartouche {

void LayerRenderer::Impl::touch(CachedTile& t) {
  t.lastFrame = frame;
  lru.splice(lru.begin(), lru, t.lru);
}

GLuint LayerRenderer::Impl::takeTexture() {
  // A full cache gives its least recently drawn texture (not one drawn this frame) to the new tile.
  if (cacheBytes + kTileBytes > options.cacheBytes && !lru.empty()) {
    auto it = cache.find(lru.back());
    if (it != cache.end() && it->second.lastFrame < frame) {
      GLuint texture = it->second.texture;
      lru.pop_back();
      cache.erase(it);
      cacheBytes -= kTileBytes;
      return texture;
    }
  }
  GLuint t = 0;
  glGenTextures(1, &t);
  glBindTexture(GL_TEXTURE_2D, t);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, kTile, kTile, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
  return t;
}

void LayerRenderer::Impl::evict() {
  while (cacheBytes > options.cacheBytes && !lru.empty()) {
    auto it = cache.find(lru.back());
    if (it == cache.end() || it->second.lastFrame >= frame) break;  // everything left is on screen now
    glDeleteTextures(1, &it->second.texture);
    lru.pop_back();
    cache.erase(it);
    cacheBytes -= kTileBytes;
  }
}

int LayerRenderer::Impl::processFinished(int limit) {
  int uploaded = 0;
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
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
      GLuint texture = takeTexture();
      lru.push_front(f.key);
      it = cache.emplace(f.key, CachedTile{texture, {}, -1, 0, lru.begin()}).first;
      cacheBytes += kTileBytes;
    }
    CachedTile& t = it->second;
    t.mesh = std::move(f.mesh);
    t.warpVersion = f.warpVersion;
    glBindTexture(GL_TEXTURE_2D, t.texture);
    glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, kTile, kTile, GL_RGBA, GL_UNSIGNED_BYTE, f.rgba.data());
    ++uploaded;
  }
  glBindTexture(GL_TEXTURE_2D, 0);
  evict();
  return uploaded;
}

}  // namespace cartouche
