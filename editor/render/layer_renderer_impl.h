// LayerRenderer's state, shared by the files that implement it: the GL objects and the tile cache (main thread),
// the request queues and finished tiles (under `mutex`, shared with the reader threads). layer_renderer.cpp keeps
// the lifecycle and the drawing, tile_loader.cpp the reader threads, tile_cache.cpp the texture cache and
// tile_choice.cpp which tiles a view needs. Internal to cartouche_render.
#pragma once

#include <condition_variable>
#include <deque>
#include <list>
#include <map>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <unordered_set>

#include "layer_tiles.h"

namespace cartouche {

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
  // A list, so that a reader hands its result over by a splice, which allocates nothing under the lock.
  std::list<Finished> finished;
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
  GlTexture takeTexture();
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

}  // namespace cartouche
