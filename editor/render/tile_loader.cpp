#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <list>
#include <new>

#include "layer_renderer_impl.h"

namespace cartouche {

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

// Per worker and layer: its own GDAL handle and warp (neither may be shared between threads).
struct OwnReader {
  std::unique_ptr<TileReader> reader;
  std::string readerProblem;
  bool tried = false;
  std::unique_ptr<geo::LayerWarp> warp;
  int warpVersion = -1;
  LayerState info;  // sizes, for tile rectangles
};

// Reads what `r` asks for into `f`: the layer's sizes, or a tile with its mesh.
void read(const Request& r, const LayerSpec& spec, OwnReader& o, Finished& f) {
  if (!o.tried) {
    o.tried = true;
    auto opened = TileReader::open(spec.layer, spec.location);
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
    if (o.warpVersion != spec.warpVersion) {
      o.warpVersion = spec.warpVersion;
      o.warp.reset();
      if (spec.ground) {
        auto w = geo::LayerWarp::make(spec.layer, o.info.width, o.info.height, spec.grid, *spec.ground);
        if (w) o.warp = std::move(*w);
      }
    }
    f.warpVersion = spec.warpVersion;
    if (f.status.isOk() && o.warp && r.key.level < o.info.levels)
      computeMesh(*o.warp, o.info.tileRect(r.key.level, r.key.tx, r.key.ty), f.mesh);
  }
}

}  // namespace

void LayerRenderer::Impl::workerLoop() {
  std::unordered_map<uint64_t, OwnReader> own;
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

    // Made before the lock is taken again, so that handing it over (a splice) allocates nothing.
    std::list<Finished> done;
    try {
      Finished& f = done.emplace_back();
      f.kind = r.kind;
      f.key = r.key;
      read(r, *spec, own[r.key.layer], f);
    } catch (const std::bad_alloc&) {
      // Memory ran out in GDAL, PROJ or here: the layer says so in the layers window, and its reader starts afresh
      // at the next request (a tile the view still wants is asked for again). The battle is not touched.
      own.erase(r.key.layer);
      done.clear();
      Finished& f = done.emplace_back();
      f.kind = r.kind;
      f.key = r.key;
      f.status = Status::ioError("out of memory while reading the layer");
    }

    lock.lock();
    --working;
    finished.splice(finished.end(), done);
    if (r.kind == Request::Kind::Tile) inFlight.erase(r.key);
    if (opens.empty() && tiles.empty() && working == 0) idle.notify_all();
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

}  // namespace cartouche
