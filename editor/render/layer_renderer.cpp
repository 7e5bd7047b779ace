#include "layer_renderer.h"

#include <algorithm>
#include <cmath>

#include "gl_program.h"
#include "layer_renderer_impl.h"

namespace cartouche {

namespace shaders {
extern const char* const layer_vert;
extern const char* const layer_frag;
}  // namespace shaders

LayerRenderer::Impl::~Impl() {
  {
    std::lock_guard<std::mutex> lock(mutex);
    stopping = true;
  }
  wake.notify_all();
  for (std::thread& t : threads) t.join();
  for (auto& s : layers) glDeleteFramebuffers(1, &s->frameBuffer);
  glDeleteProgram(program);
  glDeleteVertexArrays(1, &vao);
  glDeleteBuffers(1, &vbo);
}

Result<std::unique_ptr<LayerRenderer>> LayerRenderer::create(Options options) {
  Result<GLuint> built = buildProgram(shaders::layer_vert, shaders::layer_frag, "layer");
  if (!built) return built.status();
  std::unique_ptr<LayerRenderer> r(new LayerRenderer());
  r->impl_ = std::make_unique<Impl>();
  Impl& m = *r->impl_;
  m.options = options;
  m.options.workers = std::max(1, options.workers);
  m.options.uploadsPerFrame = std::max(1, options.uploadsPerFrame);
  m.program = *built;
  m.uTransform = glGetUniformLocation(m.program, "uTransform");
  m.uOpacity = glGetUniformLocation(m.program, "uOpacity");
  glUseProgram(m.program);
  glUniform1i(glGetUniformLocation(m.program, "uTile"), 0);
  glUseProgram(0);
  glGenVertexArrays(1, &m.vao);
  glGenBuffers(1, &m.vbo);
  glBindVertexArray(m.vao);
  glBindBuffer(GL_ARRAY_BUFFER, m.vbo);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 4 * sizeof(float), nullptr);
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, 4 * sizeof(float), reinterpret_cast<void*>(2 * sizeof(float)));
  glBindVertexArray(0);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
  for (int i = 0; i < m.options.workers; ++i) m.threads.emplace_back([&m] { m.workerLoop(); });
  return r;
}

LayerRenderer::~LayerRenderer() = default;

LayerState* LayerRenderer::Impl::find(const std::string& name) {
  for (auto& s : layers)
    if (s->layer.name == name) return s.get();
  return nullptr;
}

LayerState* LayerRenderer::Impl::findId(uint64_t id) {
  for (auto& s : layers)
    if (s->id == id) return s.get();
  return nullptr;
}

void LayerRenderer::Impl::rebuildWarp(LayerState& s) {
  ++s.warpVersion;
  s.warp.reset();
  s.warpProblem.clear();
  if (s.open) {
    if (!syncedGround) {
      s.warpProblem = "the grid is not placed on the ground yet";
    } else {
      auto w = geo::LayerWarp::make(s.layer, s.width, s.height, syncedGrid, *syncedGround);
      if (w) {
        s.warp = std::move(*w);
        s.affine = s.warp->affine();
      } else {
        s.warpProblem = w.status().message();
      }
    }
  }
  auto spec = std::make_shared<LayerSpec>();
  spec->layer = s.layer;
  spec->location = syncedLocation;
  spec->grid = syncedGrid;
  spec->ground = syncedGround;
  spec->warpVersion = s.warpVersion;
  s.spec = spec;
  std::lock_guard<std::mutex> lock(mutex);
  specs[s.id] = spec;
}

void LayerRenderer::Impl::dropLayer(LayerState& s) {
  {
    std::lock_guard<std::mutex> lock(mutex);
    specs.erase(s.id);
  }
  for (auto it = cache.begin(); it != cache.end();) {
    if (it->first.layer == s.id) {
      cacheBytes -= kTileBytes;
      lru.erase(it->second.lru);
      it = cache.erase(it);
    } else {
      ++it;
    }
  }
  glDeleteFramebuffers(1, &s.frameBuffer);
  s.frameBuffer = 0;
  s.frameTexture = GlTexture();
}

void LayerRenderer::sync(const Battle& battle, const geo::LayerLocation& location) {
  Impl& m = *impl_;
  const GridSettings& grid = battle.map.grid();
  if (m.everSynced && !m.reloadPending && battle.layers == m.syncedLayers && grid == m.syncedGrid &&
      battle.ground == m.syncedGround && location == m.syncedLocation)
    return;
  m.reloadPending = false;
  bool placementChanged = !m.everSynced || grid != m.syncedGrid || battle.ground != m.syncedGround;
  bool locationChanged = !m.everSynced || location != m.syncedLocation;
  m.everSynced = true;
  m.syncedLayers = battle.layers;
  m.syncedGrid = grid;
  m.syncedGround = battle.ground;
  m.syncedLocation = location;

  std::vector<std::unique_ptr<LayerState>> next;
  for (const MapLayer& layer : battle.layers) {
    std::unique_ptr<LayerState> s;
    for (auto& old : m.layers)
      if (old && old->layer.name == layer.name) {
        s = std::move(old);
        break;
      }
    bool reopen =
        !s || locationChanged || s->reloadRequested || s->layer.kind != layer.kind || s->layer.source != layer.source;
    if (reopen) {
      if (s) m.dropLayer(*s);
      s = std::make_unique<LayerState>();
      s->id = m.nextId++;
      s->layer = layer;
      m.rebuildWarp(*s);
      std::lock_guard<std::mutex> lock(m.mutex);
      m.opens.push_back({Request::Kind::Open, {s->id, 0, 0, 0}, false});
      m.wake.notify_one();
    } else {
      bool warpChanged = placementChanged || s->layer.crs != layer.crs || s->layer.georef != layer.georef ||
                         s->layer.geoTransform != layer.geoTransform || s->layer.transform != layer.transform ||
                         s->layer.gcps != layer.gcps;
      s->layer = layer;
      if (warpChanged) m.rebuildWarp(*s);
    }
    next.push_back(std::move(s));
  }
  for (auto& old : m.layers)
    if (old) m.dropLayer(*old);
  m.layers = std::move(next);
}

void LayerRenderer::Impl::emitPiece(const LayerState& s, const TileKey& key, const CachedTile& t, const PixelRect& rect,
                                    bool pixelFrame, std::vector<float>& vertices, std::vector<Batch>& batches) {
  PixelRect tile = s.tileRect(key.level, key.tx, key.ty);
  double fx = s.levelFactorX(key.level), fy = s.levelFactorY(key.level);
  int side = pixelFrame ? 2 : t.mesh.side;
  if (side < 2) return;
  // The piece's vertices sample the tile's mesh bilinearly: a stand-in draws only the part of its tile that the
  // missing tile covers, so nothing is drawn twice (which would show with opacity below 1).
  auto vertex = [&](double u, double v, float out[4]) -> bool {
    double px = rect.x0 + (rect.x1 - rect.x0) * u, py = rect.y0 + (rect.y1 - rect.y0) * v;
    out[2] = float((px / fx - key.tx * kTile) / kTile);
    out[3] = float((py / fy - key.ty * kTile) / kTile);
    if (pixelFrame) {
      out[0] = float(px);
      out[1] = float(py);
      return true;
    }
    double gx = (px - tile.x0) / (tile.x1 - tile.x0) * (side - 1),
           gy = (py - tile.y0) / (tile.y1 - tile.y0) * (side - 1);
    int i = std::clamp(int(gx), 0, side - 2), j = std::clamp(int(gy), 0, side - 2);
    double a = gx - i, b = gy - j;
    size_t v00 = size_t(j) * size_t(side) + size_t(i), v10 = v00 + 1, v01 = v00 + size_t(side), v11 = v01 + 1;
    if (!t.mesh.valid[v00] || !t.mesh.valid[v10] || !t.mesh.valid[v01] || !t.mesh.valid[v11]) return false;
    for (int c = 0; c < 2; ++c)
      out[c] = float((1 - a) * (1 - b) * t.mesh.world[2 * v00 + size_t(c)] +
                     a * (1 - b) * t.mesh.world[2 * v10 + size_t(c)] + (1 - a) * b * t.mesh.world[2 * v01 + size_t(c)] +
                     a * b * t.mesh.world[2 * v11 + size_t(c)]);
    return true;
  };
  int first = int(vertices.size() / 4);
  std::vector<float> grid(size_t(side) * size_t(side) * 4);
  std::vector<uint8_t> ok(size_t(side) * size_t(side));
  for (int j = 0; j < side; ++j)
    for (int i = 0; i < side; ++i) {
      size_t v = size_t(j) * size_t(side) + size_t(i);
      ok[v] = vertex(double(i) / (side - 1), double(j) / (side - 1), &grid[v * 4]);
    }
  for (int j = 0; j + 1 < side; ++j)
    for (int i = 0; i + 1 < side; ++i) {
      size_t a = size_t(j) * size_t(side) + size_t(i), b = a + 1, c = a + size_t(side), d = c + 1;
      if (!ok[a] || !ok[b] || !ok[c] || !ok[d]) continue;
      for (size_t v : {a, b, d, a, d, c}) vertices.insert(vertices.end(), &grid[v * 4], &grid[v * 4] + 4);
    }
  int count = int(vertices.size() / 4) - first;
  if (count > 0) batches.push_back({t.texture.id(), first, count});
}

bool LayerRenderer::Impl::emitCovered(const LayerState& s, int level, int wanted, const PixelRect& rect,
                                      bool pixelFrame, std::vector<float>& vertices, std::vector<Batch>& batches,
                                      LayerDrawStats& stats) {
  if (level >= s.levels) return false;
  auto [tx0, ty0, tx1, ty1] = s.tileRange(level, rect);
  bool complete = true;
  for (int ty = ty0; ty <= ty1; ++ty)
    for (int tx = tx0; tx <= tx1; ++tx) {
      TileKey key{s.id, level, tx, ty};
      PixelRect piece = intersect(rect, s.tileRect(level, tx, ty));
      if (piece.empty()) continue;
      auto it = cache.find(key);
      bool usable = it != cache.end() && (pixelFrame || it->second.mesh.side >= 2);
      if (usable) {
        touch(it->second);
        emitPiece(s, key, it->second, piece, pixelFrame, vertices, batches);
        ++stats.tilesDrawn;
        if (level != wanted) ++stats.tilesStandIn;
      } else if (level == wanted && level > 0) {
        auto [fx0, fy0, fx1, fy1] = s.tileRange(level - 1, piece);
        for (int fy = fy0; fy <= fy1; ++fy)
          for (int fx = fx0; fx <= fx1; ++fx) {
            TileKey finer{s.id, level - 1, fx, fy};
            PixelRect sub = intersect(piece, s.tileRect(level - 1, fx, fy));
            if (sub.empty()) continue;
            auto f = cache.find(finer);
            if (f != cache.end() && (pixelFrame || f->second.mesh.side >= 2)) {
              touch(f->second);
              emitPiece(s, finer, f->second, sub, pixelFrame, vertices, batches);
              ++stats.tilesDrawn;
              ++stats.tilesStandIn;
            } else if (!emitCovered(s, level + 1, wanted, sub, pixelFrame, vertices, batches, stats)) {
              complete = false;
            }
          }
      } else if (!emitCovered(s, level + 1, wanted, piece, pixelFrame, vertices, batches, stats)) {
        complete = false;
      }
    }
  return complete;
}

void LayerRenderer::Impl::drawLayerTiles(const LayerState& s, const MapView& view, int width, int height,
                                         bool pixelFrame, LayerDrawStats& stats, float opacity) {
  std::optional<PixelRect> box = visiblePixels(s, view, width, height, pixelFrame);
  if (!box) return;
  int level = chooseLevel(s, view, pixelFrame);
  std::vector<float> vertices;
  std::vector<Batch> batches;
  std::vector<TileKey> keys;
  auto [tx0, ty0, tx1, ty1] = s.tileRange(level, *box);
  if (long(tx1 - tx0 + 1) * long(ty1 - ty0 + 1) > kMaxTilesPerLayer) return;
  for (int ty = ty0; ty <= ty1; ++ty)
    for (int tx = tx0; tx <= tx1; ++tx)
      if (!emitCovered(s, level, level, s.tileRect(level, tx, ty), pixelFrame, vertices, batches, stats))
        ++stats.tilesMissing;
  if (batches.empty()) return;
  glBindBuffer(GL_ARRAY_BUFFER, vbo);
  glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(vertices.size() * sizeof(float)), vertices.data(), GL_STREAM_DRAW);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
  glUniform1f(uOpacity, opacity);
  glBindVertexArray(vao);
  glActiveTexture(GL_TEXTURE0);
  for (const Batch& b : batches) {
    glBindTexture(GL_TEXTURE_2D, b.texture);
    glDrawArrays(GL_TRIANGLES, b.first, b.count);
  }
  glBindVertexArray(0);
  glBindTexture(GL_TEXTURE_2D, 0);
}

namespace {

// uTransform for positions in the view's world (or pixel) frame: NDC x = (x - centre.x) zoom 2 / width; y flips
// (world y down, NDC y up) unless `flipY`, which draws the top of the view at the bottom row of the target (the
// texture of drawPixelFrame, whose first row ImGui::Image shows at the top).
void setTransform(GLint location, const MapView& view, int width, int height, bool flipY = false) {
  double sx = 2.0 * view.zoom / width, sy = (flipY ? 2.0 : -2.0) * view.zoom / height;
  glUniform4f(location, float(sx), float(sy), float(-view.centre.x * sx), float(-view.centre.y * sy));
}

void setBlending() {
  glEnable(GL_BLEND);
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_CULL_FACE);
}

}  // namespace

void LayerRenderer::draw(const MapView& view, int width, int height, const LayerCompare& compare, MapPlacement at) {
  Impl& m = *impl_;
  stats_ = {};
  ++m.frame;
  stats_.tilesUploaded = m.processFinished(m.options.uploadsPerFrame);
  if (width > 0 && height > 0) {
    ViewSource& source = m.sources[""];
    source = {false, "", view, width, height, compare, m.frame, {}};
    m.wantFor(source);
  }
  // Pixel frames not drawn for a while stop asking for tiles.
  for (auto it = m.sources.begin(); it != m.sources.end();)
    it = (it->second.pixelFrame && it->second.frame + 2 < m.frame) ? m.sources.erase(it) : std::next(it);
  m.publishQueue();
  if (width > 0 && height > 0) {
    const int x = at.x, y = at.glY(height);
    glViewport(x, y, width, height);
    setBlending();
    glUseProgram(m.program);
    setTransform(m.uTransform, view, width, height);
    for (auto& s : m.layers) {
      if (!s->open || !s->warp || !s->layer.visible || s->layer.opacity <= 0) continue;
      bool top = compare.mode != LayerCompare::Mode::Off && s->layer.name == compare.top;
      if (top && compare.mode == LayerCompare::Mode::Blink && !compare.blinkShowTop) continue;
      if (top && compare.mode == LayerCompare::Mode::Swipe) {
        glEnable(GL_SCISSOR_TEST);
        glScissor(x, y, std::clamp(int(std::lround(compare.swipe * width)), 0, width), height);
      }
      m.drawLayerTiles(*s, view, width, height, false, stats_, float(s->layer.opacity));
      glDisable(GL_SCISSOR_TEST);
    }
    glUseProgram(0);
    glDisable(GL_BLEND);
  }
  m.evict();
  stats_.cachedTiles = m.cache.size();
  stats_.cacheBytes = m.cacheBytes;
}

GLuint LayerRenderer::drawPixelFrame(const std::string& layerName, const MapView& pixelView, int width, int height) {
  Impl& m = *impl_;
  LayerState* s = m.find(layerName);
  if (!s || !s->open || width <= 0 || height <= 0) return 0;
  m.processFinished(m.options.uploadsPerFrame);
  ViewSource& source = m.sources["frame:" + layerName];
  source = {true, layerName, pixelView, width, height, {}, m.frame, {}};
  m.wantFor(source);
  m.publishQueue();

  GLint previousFramebuffer = 0;
  GLint previousViewport[4];
  glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &previousFramebuffer);
  glGetIntegerv(GL_VIEWPORT, previousViewport);
  if (!s->frameBuffer) {
    glGenFramebuffers(1, &s->frameBuffer);
    s->frameTexture = GlTexture(kRgba8Texels, {GL_LINEAR, GL_LINEAR, GL_REPEAT});
  }
  if (s->frameWidth != width || s->frameHeight != height) {
    s->frameTexture.allocate(width, height);
    glBindFramebuffer(GL_FRAMEBUFFER, s->frameBuffer);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, s->frameTexture.id(), 0);
    s->frameWidth = width;
    s->frameHeight = height;
  }
  glBindFramebuffer(GL_FRAMEBUFFER, s->frameBuffer);
  glViewport(0, 0, width, height);
  glDisable(GL_SCISSOR_TEST);
  glClearColor(0.f, 0.f, 0.f, 0.f);
  glClear(GL_COLOR_BUFFER_BIT);
  setBlending();
  glUseProgram(m.program);
  setTransform(m.uTransform, pixelView, width, height, true);
  LayerDrawStats ignored;
  m.drawLayerTiles(*s, pixelView, width, height, true, ignored, 1.f);
  glUseProgram(0);
  glDisable(GL_BLEND);
  glBindFramebuffer(GL_FRAMEBUFFER, GLuint(previousFramebuffer));
  glViewport(previousViewport[0], previousViewport[1], previousViewport[2], previousViewport[3]);
  return s->frameTexture.id();
}

void LayerRenderer::reload(const std::string& layerName) {
  if (LayerState* s = impl_->find(layerName)) {
    s->reloadRequested = true;
    impl_->reloadPending = true;
  }
}

std::vector<LayerStatus> LayerRenderer::status() const {
  Impl& m = *impl_;
  std::unordered_map<uint64_t, int> pending;
  {
    std::lock_guard<std::mutex> lock(m.mutex);
    for (const TileKey& k : m.inFlight) ++pending[k.layer];
    for (const Finished& f : m.finished)
      if (f.kind == Request::Kind::Tile) ++pending[f.key.layer];
  }
  std::vector<LayerStatus> out;
  for (const auto& s : m.layers) {
    LayerStatus st;
    st.name = s->layer.name;
    st.open = s->open;
    st.placed = s->open && s->warp != nullptr;
    st.problem = !s->openProblem.empty() ? s->openProblem : !s->warpProblem.empty() ? s->warpProblem : s->tileProblem;
    st.width = s->width;
    st.height = s->height;
    st.levels = s->levels;
    st.tilesPending = pending[s->id];
    out.push_back(std::move(st));
  }
  return out;
}

bool LayerRenderer::busy() const {
  Impl& m = *impl_;
  std::lock_guard<std::mutex> lock(m.mutex);
  return !m.opens.empty() || !m.tiles.empty() || m.working > 0 || !m.finished.empty() || !m.inFlight.empty();
}

void LayerRenderer::finishWaiting() {
  Impl& m = *impl_;
  // Waits, uploads, then asks again for what the last views still miss (a layer that just opened needs its tiles
  // requested), until a round asks for nothing new.
  for (int round = 0; round < 64; ++round) {
    {
      std::unique_lock<std::mutex> lock(m.mutex);
      m.idle.wait(lock, [&] { return m.opens.empty() && m.tiles.empty() && m.working == 0; });
    }
    m.processFinished(1 << 30);
    bool more = false;
    for (auto& [name, source] : m.sources) {
      m.wantFor(source);
      more = more || !source.wanted.empty();
    }
    if (!more) break;
    m.publishQueue();
  }
  stats_.cachedTiles = m.cache.size();
  stats_.cacheBytes = m.cacheBytes;
}

}  // namespace cartouche
