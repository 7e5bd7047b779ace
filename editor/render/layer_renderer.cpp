#include "layer_renderer.h"

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <condition_variable>
#include <deque>
#include <list>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <unordered_map>
#include <unordered_set>

#include "geo/layer_warp.h"
#include "gl_program.h"

namespace cartouche {

namespace shaders {
extern const char* const layer_vert;
extern const char* const layer_frag;
}  // namespace shaders

namespace {

using geo::TileReader;
constexpr int kTile = TileReader::kTileSize;
constexpr size_t kTileBytes = size_t(kTile) * kTile * 4;
// Mesh vertices along each side of a tile: enough that the warp between them (a reprojection, a polynomial over
// a few kilometres) stays well under a screen pixel off; an affine warp needs only the corners.
constexpr int kMeshSide = 9;
// Points sampled across the view (per side) to find the pixels a non-affine warp shows.
constexpr int kViewSamples = 16;
// How much lower the readers' scheduling priority is than the drawing thread's (nice steps).
constexpr int kWorkerNice = 5;
// A view needing more tiles than this at one level is a bug or a degenerate warp: draw none rather than stall.
constexpr int kMaxTilesPerLayer = 2048;

struct TileKey {
  uint64_t layer = 0;  // LayerState::id: a new id when the raster is reopened, so old tiles never mix in
  int level = 0, tx = 0, ty = 0;
  friend bool operator==(const TileKey&, const TileKey&) = default;
};

struct TileKeyHash {
  size_t operator()(const TileKey& k) const {
    uint64_t h = k.layer * 0x9e3779b97f4a7c15ull;
    h ^= uint64_t(uint32_t(k.level)) + 0x7f4a7c15ull + (h << 6) + (h >> 2);
    h ^= uint64_t(uint32_t(k.tx)) + (h << 6) + (h >> 2);
    h ^= uint64_t(uint32_t(k.ty)) + (h << 6) + (h >> 2);
    return size_t(h);
  }
};

// Level-0 pixel rectangle.
struct PixelRect {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool empty() const { return x1 <= x0 || y1 <= y0; }
};

PixelRect intersect(const PixelRect& a, const PixelRect& b) {
  return {std::max(a.x0, b.x0), std::max(a.y0, b.y0), std::min(a.x1, b.x1), std::min(a.y1, b.y1)};
}

// What a worker needs to read a layer's tiles and carry them to the map: a snapshot, replaced (never changed) when
// the battle changes.
struct LayerSpec {
  MapLayer layer;
  geo::LayerLocation location;
  GridSettings grid;
  std::optional<GroundPlacement> ground;
  int warpVersion = 0;
};

// A tile's mesh: side x side vertices in world units over the tile's level-0 pixel rectangle, rows top first.
struct TileMesh {
  int side = 0;
  std::vector<float> world;    // x, y per vertex
  std::vector<uint8_t> valid;  // the warp carried the vertex over
};

struct Request {
  enum class Kind { Open, Tile } kind = Kind::Tile;
  TileKey key;
  bool meshOnly = false;  // the texture is cached, only the warp changed (a control point dragged): skip the read
};

struct Finished {
  Request::Kind kind = Request::Kind::Tile;
  TileKey key;
  Status status;
  // Open
  int width = 0, height = 0, levels = 0;
  std::vector<int> levelWidths, levelHeights;
  // Tile
  std::vector<uint8_t> rgba;
  TileMesh mesh;
  int warpVersion = -1;
};

struct CachedTile {
  GLuint texture = 0;
  TileMesh mesh;
  int warpVersion = -1;
  uint64_t lastFrame = 0;
  std::list<TileKey>::iterator lru;
};

// One layer as the main thread knows it.
struct LayerState {
  uint64_t id = 0;
  MapLayer layer;
  bool open = false;
  std::string openProblem, warpProblem, tileProblem;
  int width = 0, height = 0, levels = 0;
  std::vector<int> levelWidths, levelHeights;
  std::unique_ptr<geo::LayerWarp> warp;  // main thread: visibility and level of detail
  bool affine = false;
  int warpVersion = 0;
  bool reloadRequested = false;  // reload(): open again on the next sync
  std::shared_ptr<const LayerSpec> spec;
  // drawPixelFrame's target
  GLuint frameBuffer = 0, frameTexture = 0;
  int frameWidth = 0, frameHeight = 0;

  double levelFactorX(int level) const { return double(width) / levelWidths[size_t(level)]; }
  double levelFactorY(int level) const { return double(height) / levelHeights[size_t(level)]; }
  // Level-0 pixel rectangle of a tile, clipped to the image (edge tiles are padded in their texture).
  PixelRect tileRect(int level, int tx, int ty) const {
    int lw = levelWidths[size_t(level)], lh = levelHeights[size_t(level)];
    double fx = levelFactorX(level), fy = levelFactorY(level);
    return {tx * kTile * fx, ty * kTile * fy, std::min((tx + 1) * kTile, lw) * fx, std::min((ty + 1) * kTile, lh) * fy};
  }
  // The tiles of `level` that a level-0 rectangle overlaps: first and last column and row, clamped to the level.
  std::array<int, 4> tileRange(int level, const PixelRect& r) const {
    double fx = levelFactorX(level) * kTile, fy = levelFactorY(level) * kTile;
    int across = (levelWidths[size_t(level)] + kTile - 1) / kTile;
    int down = (levelHeights[size_t(level)] + kTile - 1) / kTile;
    return {std::max(0, int(std::floor(r.x0 / fx))), std::max(0, int(std::floor(r.y0 / fy))),
            std::min(across - 1, int(std::ceil(r.x1 / fx)) - 1), std::min(down - 1, int(std::ceil(r.y1 / fy)) - 1)};
  }
};

// A view that asks for tiles: the map (draw) or one layer's pixel frame (drawPixelFrame), remembered so that
// finishWaiting can ask again for what the last frame still missed.
struct ViewSource {
  bool pixelFrame = false;
  std::string layerName;
  MapView view;
  int width = 0, height = 0;
  LayerCompare compare;
  uint64_t frame = 0;
  std::vector<TileKey> wanted;
  std::vector<bool> meshOnly;  // per wanted tile
};

}  // namespace

struct LayerRenderer::Impl {
  Options options;

  // GL, main thread.
  GLuint program = 0, vao = 0, vbo = 0;
  GLint uTransform = -1, uOpacity = -1;
  std::vector<std::unique_ptr<LayerState>> layers;  // the battle's order, bottom first
  uint64_t nextId = 1;
  std::vector<MapLayer> syncedLayers;
  GridSettings syncedGrid;
  std::optional<GroundPlacement> syncedGround;
  geo::LayerLocation syncedLocation;
  bool everSynced = false;
  bool reloadPending = false;  // some layer asked reload(): the next sync must look

  std::unordered_map<TileKey, CachedTile, TileKeyHash> cache;
  std::list<TileKey> lru;  // front: most recently drawn
  size_t cacheBytes = 0;
  uint64_t frame = 1;
  std::map<std::string, ViewSource> sources;  // "" the map, else "frame:" + layer name

  // Shared with the workers, under `mutex`.
  std::mutex mutex;
  std::condition_variable wake, idle;
  std::deque<Request> opens;
  std::deque<Request> tiles;
  std::unordered_set<TileKey, TileKeyHash> inFlight;  // requested and not finished: queued in `tiles` or being read
  int working = 0;
  std::deque<Finished> finished;
  std::unordered_map<uint64_t, std::shared_ptr<const LayerSpec>> specs;
  bool stopping = false;
  std::vector<std::thread> threads;

  ~Impl();
  void workerLoop();
  void publishQueue();
  LayerState* find(const std::string& name);
  LayerState* findId(uint64_t id);
  void rebuildWarp(LayerState& s);
  void dropLayer(LayerState& s);
  int processFinished(int limit);
  void touch(CachedTile& t);
  void evict();
  GLuint takeTexture();
  void wantFor(ViewSource& source);
  std::vector<TileKey> wantedTiles(const LayerState& s, const MapView& view, int width, int height,
                                   bool pixelFrame) const;
  int chooseLevel(const LayerState& s, const MapView& view, bool pixelFrame) const;
  std::optional<PixelRect> visiblePixels(const LayerState& s, const MapView& view, int width, int height,
                                         bool pixelFrame) const;
  struct Batch {
    GLuint texture;
    int first, count;
  };
  // Emits `rect` (level-0 pixels) of `s` from the cached tiles of `level`. Where a tile of the wanted level is
  // missing, the level just finer stands in where it is cached (a zoom out keeps its sharper tiles until the new
  // ones come), and the coarser levels, nearest first, elsewhere. Each piece is cut to the part it covers, so
  // nothing is drawn twice. Returns false where some part stayed uncovered.
  bool emitCovered(const LayerState& s, int level, int wanted, const PixelRect& rect, bool pixelFrame,
                   std::vector<float>& vertices, std::vector<Batch>& batches, LayerDrawStats& stats);
  void emitPiece(const LayerState& s, const TileKey& key, const CachedTile& t, const PixelRect& rect, bool pixelFrame,
                 std::vector<float>& vertices, std::vector<Batch>& batches);
  void drawLayerTiles(const LayerState& s, const MapView& view, int width, int height, bool pixelFrame,
                      LayerDrawStats& stats, float opacity);
};

namespace {

void computeMesh(const geo::LayerWarp& warp, const PixelRect& rect, TileMesh& mesh) {
  mesh.side = warp.affine() ? 2 : kMeshSide;
  size_t n = size_t(mesh.side) * size_t(mesh.side);
  mesh.world.assign(n * 2, 0.f);
  mesh.valid.assign(n, 0);
  for (int j = 0; j < mesh.side; ++j)
    for (int i = 0; i < mesh.side; ++i) {
      Point pixel{rect.x0 + (rect.x1 - rect.x0) * i / (mesh.side - 1),
                  rect.y0 + (rect.y1 - rect.y0) * j / (mesh.side - 1)};
      Point world;
      size_t v = size_t(j) * size_t(mesh.side) + size_t(i);
      if (warp.pixelToWorld(pixel, world) && std::isfinite(world.x) && std::isfinite(world.y)) {
        mesh.world[2 * v] = float(world.x);
        mesh.world[2 * v + 1] = float(world.y);
        mesh.valid[v] = 1;
      }
    }
}

}  // namespace

void LayerRenderer::Impl::workerLoop() {
  // Per worker: its own GDAL handle and warp for each layer it has read (neither may be shared between threads).
  struct Own {
    std::unique_ptr<TileReader> reader;
    std::string readerProblem;
    bool tried = false;
    std::unique_ptr<geo::LayerWarp> warp;
    int warpVersion = -1;
    LayerState info;  // sizes, for tile rectangles
  };
  std::unordered_map<uint64_t, Own> own;
  // Reading is background work: below the frame's own threads (the main thread, a software GL's rasterizers), so a
  // decoding burst delays tiles rather than frames. Linux nice values are per thread.
  setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), kWorkerNice);
  std::unique_lock<std::mutex> lock(mutex);
  for (;;) {
    wake.wait(lock, [&] { return stopping || !opens.empty() || !tiles.empty(); });
    if (stopping) return;
    Request r;
    if (!opens.empty()) {
      r = opens.front();
      opens.pop_front();
    } else {
      r = tiles.front();
      tiles.pop_front();
    }
    auto specIt = specs.find(r.key.layer);
    if (specIt == specs.end()) {
      inFlight.erase(r.key);
      if (opens.empty() && tiles.empty() && working == 0) idle.notify_all();
      continue;
    }
    std::shared_ptr<const LayerSpec> spec = specIt->second;
    ++working;
    // Forget the layers that are gone.
    for (auto it = own.begin(); it != own.end();) it = specs.count(it->first) ? std::next(it) : own.erase(it);
    lock.unlock();

    Finished f;
    f.kind = r.kind;
    f.key = r.key;
    Own& o = own[r.key.layer];
    if (!o.tried) {
      o.tried = true;
      auto opened = TileReader::open(spec->layer, spec->location);
      if (opened) {
        o.reader = std::move(*opened);
        o.info.width = o.reader->width();
        o.info.height = o.reader->height();
        o.info.levels = o.reader->levelCount();
        for (int l = 0; l < o.info.levels; ++l) {
          o.info.levelWidths.push_back(o.reader->levelWidth(l));
          o.info.levelHeights.push_back(o.reader->levelHeight(l));
        }
      } else {
        o.readerProblem = opened.status().message();
      }
    }
    if (!o.reader) {
      f.status = Status::ioError(o.readerProblem);
    } else if (r.kind == Request::Kind::Open) {
      f.width = o.info.width;
      f.height = o.info.height;
      f.levels = o.info.levels;
      f.levelWidths = o.info.levelWidths;
      f.levelHeights = o.info.levelHeights;
    } else {
      if (!r.meshOnly) f.status = o.reader->readTile(r.key.level, r.key.tx, r.key.ty, f.rgba);
      if (o.warpVersion != spec->warpVersion) {
        o.warpVersion = spec->warpVersion;
        o.warp.reset();
        if (spec->ground) {
          auto w = geo::LayerWarp::make(spec->layer, o.info.width, o.info.height, spec->grid, *spec->ground);
          if (w) o.warp = std::move(*w);
        }
      }
      f.warpVersion = spec->warpVersion;
      if (f.status.isOk() && o.warp && r.key.level < o.info.levels)
        computeMesh(*o.warp, o.info.tileRect(r.key.level, r.key.tx, r.key.ty), f.mesh);
    }

    lock.lock();
    --working;
    finished.push_back(std::move(f));
    if (r.kind == Request::Kind::Tile) inFlight.erase(r.key);
    if (opens.empty() && tiles.empty() && working == 0) idle.notify_all();
  }
}

LayerRenderer::Impl::~Impl() {
  {
    std::lock_guard<std::mutex> lock(mutex);
    stopping = true;
  }
  wake.notify_all();
  for (std::thread& t : threads) t.join();
  for (auto& [key, t] : cache) glDeleteTextures(1, &t.texture);
  for (auto& s : layers) {
    glDeleteFramebuffers(1, &s->frameBuffer);
    glDeleteTextures(1, &s->frameTexture);
  }
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
      glDeleteTextures(1, &it->second.texture);
      cacheBytes -= kTileBytes;
      lru.erase(it->second.lru);
      it = cache.erase(it);
    } else {
      ++it;
    }
  }
  glDeleteFramebuffers(1, &s.frameBuffer);
  glDeleteTextures(1, &s.frameTexture);
  s.frameBuffer = s.frameTexture = 0;
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
    bool reopen = !s || locationChanged || s->reloadRequested || s->layer.kind != layer.kind ||
                  s->layer.source != layer.source;
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

void LayerRenderer::Impl::publishQueue() {
  // The newest views replace the queue: tiles no view wants any more are dropped before they are read.
  std::lock_guard<std::mutex> lock(mutex);
  for (const Request& r : tiles) inFlight.erase(r.key);
  tiles.clear();
  std::unordered_set<TileKey, TileKeyHash> queued;
  for (auto& [name, source] : sources)
    for (size_t i = 0; i < source.wanted.size(); ++i) {
      const TileKey& k = source.wanted[i];
      if (!inFlight.count(k) && queued.insert(k).second) tiles.push_back({Request::Kind::Tile, k, source.meshOnly[i]});
    }
  for (const Request& r : tiles) inFlight.insert(r.key);
  // inFlight also lists the queued ones, so that a tile is never asked twice.
  if (!tiles.empty()) wake.notify_all();
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
  if (count > 0) batches.push_back({t.texture, first, count});
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

void LayerRenderer::draw(const MapView& view, int width, int height, const LayerCompare& compare) {
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
    glViewport(0, 0, width, height);
    setBlending();
    glUseProgram(m.program);
    setTransform(m.uTransform, view, width, height);
    for (auto& s : m.layers) {
      if (!s->open || !s->warp || !s->layer.visible || s->layer.opacity <= 0) continue;
      bool top = compare.mode != LayerCompare::Mode::Off && s->layer.name == compare.top;
      if (top && compare.mode == LayerCompare::Mode::Blink && !compare.blinkShowTop) continue;
      if (top && compare.mode == LayerCompare::Mode::Swipe) {
        glEnable(GL_SCISSOR_TEST);
        glScissor(0, 0, std::clamp(int(std::lround(compare.swipe * width)), 0, width), height);
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
    glGenTextures(1, &s->frameTexture);
  }
  if (s->frameWidth != width || s->frameHeight != height) {
    glBindTexture(GL_TEXTURE_2D, s->frameTexture);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glBindTexture(GL_TEXTURE_2D, 0);
    glBindFramebuffer(GL_FRAMEBUFFER, s->frameBuffer);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, s->frameTexture, 0);
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
  return s->frameTexture;
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
