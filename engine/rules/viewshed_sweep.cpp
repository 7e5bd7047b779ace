// The long-range viewshed as a sweep over rings, one sextant at a time, instead of one line per target: on open
// ground most lines are visible and a walk must go to their end, so a map of a million hexes cost seconds. Within a
// sextant a target at step count n and ring position k is hidden exactly when a hex its lines take before the end
// blocks at its part of the line (viewshed_arcs.h: the hex at step i, position j lies on the lines to the targets
// whose k / n is in [(2j - 1) / 2i, (2j + 1) / 2i]). Which hexes block where depends only on the levels of the two
// ends, so the sweep keeps, as arcs of directions, one set per kind of target (see sweepSextant), fed ring by ring
// as the targets move out, and answers each target with one or two look-ups. Blocking hexsides join the same sets
// as arcs of their own (viewshed_sides.h). Exact under the "either" rule of both rulebooks; under "both" a line is
// blocked only once each nudged line is, and the arcs do not tell the two nudged lines apart, so that rule keeps the
// per-target path. The tests hold every byte to trace().
#include <algorithm>
#include <atomic>
#include <bit>
#include <climits>
#include <cstdlib>
#include <thread>

#include "rules/los.h"
#include "rules/los_heights.h"
#include "rules/viewshed_arcs.h"
#include "rules/viewshed_shadow.h"
#include "rules/viewshed_sides.h"

namespace cartouche {

namespace {

constexpr int kNever = INT_MAX;
// Below this range the per-target path (precomputed line checks) is as fast and the sweep's set-up is not worth it.
constexpr int kSweepFromRange = 48;

// Runs of ring positions by level: a position of reach r lies in the runs of levels base .. r (of `count` levels from
// `base`), and each run becomes one arc of ring i in batch[level - base]. Reaches change rarely along a ring on
// most maps, so a position costs a comparison.
class LevelRuns {
 public:
  std::vector<std::vector<ArcSet::Arc>> batch;

  void start(int ring, int base, int count) {
    i_ = ring;
    base_ = base;
    count_ = count;
    before_ = INT_MIN;
    batch.resize(size_t(count));
    from_.resize(size_t(count));
    for (auto& arcs : batch) arcs.clear();
  }
  void at(int k, int reach) {
    if (reach != before_ && count_ > 0) change(k, reach);
  }
  void finish(int end) { at(end, INT_MIN); }

 private:
  int index(int level) const { return int(std::clamp<int64_t>(int64_t(level) + 1 - base_, 0, count_)); }
  void change(int k, int reach) {
    const int lo = index(std::min(before_, reach)), hi = index(std::max(before_, reach));
    for (int l = lo; l < hi; ++l) {
      if (reach > before_)
        from_[size_t(l)] = k;
      else
        batch[size_t(l)].push_back({{2 * from_[size_t(l)] - 1, 2 * i_}, {2 * k - 1, 2 * i_}});
    }
    before_ = reach;
  }
  int i_ = 0, base_ = 0, count_ = 0, before_ = INT_MIN;
  std::vector<int> from_;
};

}  // namespace

bool LosMap::sweepApplies(int maxRange) const { return maxRange >= kSweepFromRange && rules_.alongHexsideEitherBlocks; }

// One ring of a sextant's hexes that may block, where they were listed: obstacles and the ground above the
// origin's level apart, each by ring position (SweepHex::q holds the position).
struct LosMap::SweepRing {
  std::vector<SweepHex> obstacles, ground;
};

// The blocking hexsides of one step and ring, where they were listed: those crossed on the way to the ring
// (SweepSide::dir holds the position m of viewshed_sides.h) and those along it (the position j of the first of its
// two hexes), each a stretch of one array for the whole viewshed, sorted there by sweepSextant.
struct LosMap::SweepSideRing {
  SweepSide *crossings = nullptr, *alongs = nullptr, *end = nullptr;
};

namespace {

// The sextants a hex at cube offset c from the origin, i steps away, lies in (bit s for sextant s): one inside a
// sextant, two on the edge between two, all six for the origin (as NearShadow::ringPosition has them).
unsigned sextantsOf(const int c[3], int i) {
  if (i == 0) return 0x3f;
  unsigned mask = 0;
  for (int star = 0; star < 3; ++star)
    if (std::abs(c[star]) == i) mask |= 1u << (star * 2 + (c[star] > 0));
  return mask;
}

// Asks for the cache line holding p ahead of its use: a hint only, which a compiler without it goes without.
inline void prefetch(const void* p) {
#if defined(__GNUC__) || defined(__clang__)
  __builtin_prefetch(p);
#else
  (void)p;
#endif
}

}  // namespace

void LosMap::sweepViewshed(const Origin& o, int maxRange, int threads, uint8_t* out) const {
  const int nMax = std::min(maxRange, cellColumns_ + cellRows_);
  // The hexes that may block (obstacles, and ground above the origin), listed into the rings of each sextant they
  // lie in (two on a sextant's edge) where they are few; where they are many the sweep reads the rings' cells.
  const size_t cells = size_t(cellColumns_) * size_t(cellRows_);
  const size_t groundAbove = o.levels ? aboveLevel_[size_t(o.level - minLevel_)] : 0;
  // Looking down needs the ground below the origin too (La Bataille): then every cell is read.
  const bool below = rules_.elevation == ElevationRule::LaBataille && o.levels && o.level > minLevel_;
  const bool groundFew = !o.levels || (!below && groundAbove * 32 < cells);
  const bool listed = obstacles_.size() * 32 < cells && groundFew;
  // Blocking hexsides the same way, by the steps and rings of each sextant the lines meet them in, where they are
  // few: each ring's cells would cost a cache miss or two per position.
  const bool sidesListed = anySideBlocks_ && blockingSides_.size() * 4 < cells;
  std::vector<std::vector<SweepRing>> rings(6, std::vector<SweepRing>(listed ? size_t(nMax) + 1 : 0));
  std::vector<std::vector<SweepSideRing>> sideRings(6, std::vector<SweepSideRing>(sidesListed ? size_t(nMax) + 1 : 0));
  auto place = [&](const SweepHex& h, bool ground) {
    const int d[3] = {h.q - o.hex.q, h.r - o.hex.r, o.hex.q + o.hex.r - h.q - h.r};
    const int i = std::max({std::abs(d[0]), std::abs(d[1]), std::abs(d[2])});
    if (i == 0 || i >= nMax) return;
    for (int star = 0; star < 3; ++star) {
      if (std::abs(d[star]) != i) continue;
      SweepRing& ring = rings[size_t(star * 2 + (d[star] > 0))][size_t(i)];
      (ground ? ring.ground : ring.obstacles)
          .push_back({int16_t(std::abs(d[star == 0 ? 1 : 0])), 0, h.height, h.level});
    }
  };
  if (listed) {
    for (const SweepHex& h : obstacles_) place(h, false);
    for (size_t j = 0; j < groundAbove; ++j) place(byLevel_[j], true);
  }
  // Each hexside into the step and ring of the sextants both its hexes lie in, counted first and then placed, so
  // that one array holds every ring's in order of sextant, step, crossings before alongs (a vector a ring cost an
  // allocation each, thousands a call).
  std::vector<SweepSide> placed;
  if (sidesListed) {
    struct Found {
      uint32_t slot;  // (sextant (nMax + 1) + step) 2, + 1 for an along
      SweepSide side;
    };
    std::vector<Found> found;
    found.reserve(blockingSides_.size() + blockingSides_.size() / 8);
    const size_t perSextant = 2 * (size_t(nMax) + 1);
    std::vector<uint32_t> start(6 * perSextant + 1, 0);
    for (const SweepSide& side : blockingSides_) {
      const int cx[3] = {side.q - o.hex.q, side.r - o.hex.r, o.hex.q + o.hex.r - side.q - side.r};
      const Hex v = kHexDirections[size_t(side.dir)];
      const int cy[3] = {cx[0] + v.q, cx[1] + v.r, cx[2] - v.q - v.r};
      const int ix = std::max({std::abs(cx[0]), std::abs(cx[1]), std::abs(cx[2])});
      const int iy = std::max({std::abs(cy[0]), std::abs(cy[1]), std::abs(cy[2])});
      const bool along = ix == iy;
      if (along ? ix == 0 || ix >= nMax : std::max(ix, iy) > nMax) continue;
      for (unsigned both = sextantsOf(cx, ix) & sextantsOf(cy, iy); both; both &= both - 1) {
        const int s = std::countr_zero(both), other = s / 2 == 0 ? 1 : 0;
        const int kx = std::abs(cx[other]), ky = std::abs(cy[other]);
        int i, position;
        if (along) {
          i = ix;
          position = std::min(kx, ky);
        } else {
          // From (i - 1, j) to (i, j) or (i, j + 1): position 2j or 2j + 1 of step i.
          i = std::max(ix, iy);
          const int j = ix < iy ? kx : ky;
          position = 2 * j + (ix < iy ? ky - kx : kx - ky);
        }
        const uint32_t slot = uint32_t(size_t(s) * perSextant + 2 * size_t(i) + along);
        found.push_back({slot, {0, 0, position, side.height}});
        ++start[slot + 1];
      }
    }
    for (size_t x = 1; x < start.size(); ++x) start[x] += start[x - 1];
    placed.resize(found.size());
    std::vector<uint32_t> at(start.begin(), start.end() - 1);
    for (const Found& f : found) placed[at[f.slot]++] = f.side;
    for (size_t s = 0; s < 6; ++s)
      for (size_t i = 0; i <= size_t(nMax); ++i) {
        const size_t slot = s * perSextant + 2 * i;
        sideRings[s][i] = {placed.data() + start[slot], placed.data() + start[slot + 1],
                           placed.data() + start[slot + 2]};
      }
  }
  std::atomic<int> next{0};
  auto work = [&] {
    for (int s; (s = next.fetch_add(1)) < 6;)
      sweepSextant(o, s, maxRange, {rings[size_t(s)], listed, sideRings[size_t(s)], sidesListed}, out);
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < std::min(threads, 6); ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
}

void LosMap::sweepSextant(const Origin& o, int s, int maxRange, const SweepLists& lists, uint8_t* out) const {
  // Ring hexes are linear in (i, k): i A + k B, as offsets and as cells.
  const Hex a = NearShadow::ringHex(s, 1, 0), b = NearShadow::ringHex(s, 1, 1) - a;
  const int columns = cellColumns_;
  const int stepI = a.q + a.r * columns, stepK = b.q + b.r * columns;
  const int baseQ = o.hex.q - cellQ0_, baseR = o.hex.r - cellR0_;
  // A target on a sextant's edge has two cube coordinates of size n; it belongs to the sextant whose star
  // coordinate comes first (NearShadow::covers), so each hex is written by one sextant only.
  const int star = s / 2, first = star == 0 ? 1 : 0, second = star == 2 ? 1 : 2;
  const bool withK0 = star < second, withKn = star < first;
  // Ring i's positions whose cells lie in the axial rectangle (lines between map hexes never leave it).
  auto clip = [&](int i, int& lo, int& hi) {
    lo = 0;
    hi = i;
    auto bound = [&](int base, int stepRing, int stepPos, int size) {
      const int c = base + i * stepRing;
      if (stepPos == 0) {
        if (c < 0 || c >= size) hi = -1;
      } else if (stepPos > 0) {
        lo = std::max(lo, -c);
        hi = std::min(hi, size - 1 - c);
      } else {
        lo = std::max(lo, c - (size - 1));
        hi = std::min(hi, c);
      }
    };
    bound(baseQ, a.q, b.q, cellColumns_);
    bound(baseR, a.r, b.r, cellRows_);
  };

  // Narrows lo..hi on ring n to the positions on the map. Along a ring's side the offset column and row each move
  // one way only (q and r change by at most one a step, the other coordinate's half with them), so each bound of
  // each is met on one end of the run: found by halving.
  auto onMap = [&](int n, int& lo, int& hi) {
    // For each of the four bounds: the positions meeting it are a prefix or a suffix of lo..hi.
    for (int bound = 0; bound < 4 && lo <= hi; ++bound) {
      auto meets = [&](int k) {
        int col, row;
        offsetIn(o.hex.q + n * a.q + k * b.q, o.hex.r + n * a.r + k * b.r, pointy_, oddShifted_, col, row);
        const int v = bound < 2 ? col : row, size = bound < 2 ? columns_ : rows_;
        return bound % 2 == 0 ? v >= 0 : v < size;
      };
      const bool first = meets(lo), last = meets(hi);
      if (first && last) continue;
      if (!first && !last) {
        hi = lo - 1;
        break;
      }
      int inside = first ? lo : hi, outside = first ? hi : lo;  // the boundary lies between them
      while (std::abs(inside - outside) > 1) {
        const int mid = inside + (outside - inside) / 2;
        (meets(mid) ? inside : outside) = mid;
      }
      (first ? hi : lo) = inside;
    }
  };

  const bool bataille = rules_.elevation == ElevationRule::LaBataille;
  const bool hillFrom = rules_.elevation == ElevationRule::Raclawice && o.hill;
  const int lf = o.level;
  const int16_t* hexes = o.hexes;
  const int16_t* levels = o.levels;
  const int groundNear = levels ? lf + 1 : kNever;
  // Targets above the origin stand on levels lf + 1 .. top, each with its own set.
  const int top = levels ? minLevel_ + int(aboveLevel_.size()) - 1 : lf;

  // The sets, as arcs of directions (every line from the origin through a hex of the ring passed):
  //   E  any obstacle, or ground above the origin: blocks lines to targets at the origin's level anywhere, and
  //      lines looking up in their near half and middle (eHalf: E's hexes once the rings are twice as far out);
  //   D  what blocks lines looking down in their near half, an obstacle up to the origin's level or ground above it
  //      (La Bataille), which then blocks them anywhere;
  //   G  per level L above the origin: an obstacle reaching L or ground above L, which blocks a line up to L
  //      anywhere;
  //   W  per level L below the origin: the latest ring holding ground above L, and in wObstacles the latest
  //      distance (in half hexes, 2i for ring i) holding any obstacle (wSides: any blocking hexside), any of which
  //      blocks a line down to L in its middle and far half.
  ArcSet e, eHalf, d;
  std::vector<ArcSet> g(size_t(std::max(0, top - lf)));
  const int lowest = levels ? minLevel_ : lf;
  std::vector<LatestRing> w(size_t(bataille ? lf - lowest : 0));
  LatestRing wObstacles;
  // The hexsides apart from the hexes: each ring adds a few narrow arcs, and over the rings they make thousands of
  // breaks, which the buckets take with short insertions; the obstacles' runs come many a ring on a dense map and
  // LatestRing merges them in one pass.
  BucketedLatestRing wSides;
  const int nMax = std::min(maxRange, cellColumns_ + cellRows_);
  // E's arcs of every ring passed, kept for eHalf: ring i's are eArcs[eFrom[i] .. eFrom[i + 1]).
  std::vector<ArcSet::Arc> eArcs, eHalfBatch;
  std::vector<size_t> eFrom(size_t(nMax) + 2, 0);
  LevelRuns eRuns, dRuns, gRuns, wRuns, wObstacleRuns;
  // Blocking hexsides (viewshed_sides.h) by the same rules, read before ring n's targets: those crossed on the way
  // to ring n and those along ring n - 1. A hexside has no ground, only its height, and it blocks lines to targets
  // at the origin's level anywhere (E); lines looking up where it reaches their level (G) or in their near half and
  // middle (eHalf, once n reaches its distance 2i - 1 or 2i); lines looking down where it reaches the origin's level
  // (D) or in their middle and far half (wSides, by their distance: 2i - 1 or 2i).
  const bool sides = anySideBlocks_;
  const SideRings sideCells(o.sides, a, b, columns);
  struct SideBatch {
    std::vector<ArcSet::Arc> all, down;
    std::vector<std::vector<ArcSet::Arc>> up;  // per level above the origin, as g
  } crossBatch, alongBatch;
  crossBatch.up.resize(g.size());
  alongBatch.up.resize(g.size());
  auto sortSide = [&](SideBatch& batch, ArcSet::Arc arc, int height) {
    appendArc(batch.all, arc);
    if (bataille && height >= lf) appendArc(batch.down, arc);
    for (int l = lf + 1; l <= std::min(height, top); ++l) appendArc(batch.up[size_t(l - lf - 1)], arc);
  };
  auto clearBatch = [](SideBatch& batch) {
    batch.all.clear();
    batch.down.clear();
    for (auto& arcs : batch.up) arcs.clear();
  };
  // Every step's crossings and every ring's alongs, for eHalf: step i's are crossArcs[crossFrom[i] ..
  // crossFrom[i + 1]), ring i's alongArcs[alongFrom[i] .. alongFrom[i + 1]).
  std::vector<ArcSet::Arc> crossArcs, alongArcs;
  std::vector<size_t> crossFrom(sides ? size_t(nMax) + 2 : 0, 0), alongFrom(sides ? size_t(nMax) + 2 : 0, 0);
  auto readSides = [&](int n) {
    clearBatch(crossBatch);
    clearBatch(alongBatch);
    if (lists.sidesListed) {
      auto byPosition = [](const SweepSide& x, const SweepSide& y) { return x.dir < y.dir; };
      const SweepSideRing& step = lists.sideRings[size_t(n)];
      std::sort(step.crossings, step.alongs, byPosition);
      for (const SweepSide* side = step.crossings; side != step.alongs; ++side)
        sortSide(crossBatch, crossingArc(n, side->dir), side->height);
      const SweepSideRing& ring = lists.sideRings[size_t(n - 1)];
      std::sort(ring.alongs, ring.end, byPosition);
      for (const SweepSide* side = ring.alongs; side != ring.end; ++side)
        sortSide(alongBatch, alongArc(n - 1, side->dir), side->height);
    } else {
      int lo1, hi1, lo2, hi2;
      clip(n - 1, lo1, hi1);
      clip(n, lo2, hi2);
      sideCells.crossings(n, lo1, hi1, lo2, hi2,
                          [&](int m, int height) { sortSide(crossBatch, crossingArc(n, m), height); });
      if (n >= 2)
        sideCells.along(n - 1, lo1, hi1, [&](int j, int height) { sortSide(alongBatch, alongArc(n - 1, j), height); });
    }
    for (const SideBatch* batch : {&alongBatch, &crossBatch}) {
      e.add(batch->all);
      if (bataille) d.add(batch->down);
      for (size_t l = 0; l < g.size(); ++l)
        if (!g[l].full()) g[l].add(batch->up[l]);
    }
    if (!bataille) return;
    crossArcs.insert(crossArcs.end(), crossBatch.all.begin(), crossBatch.all.end());
    crossFrom[size_t(n) + 1] = crossArcs.size();
    alongArcs.insert(alongArcs.end(), alongBatch.all.begin(), alongBatch.all.end());
    alongFrom[size_t(n)] = alongArcs.size();
    // Distances ascend: ring n - 1's hexes and alongs at 2n - 2, then step n's crossings at 2n - 1.
    // Where D holds a direction a line looking down is hidden whatever lies farther, so the hexsides' latest
    // distance need not be kept there (D just took this ring's high hexsides: those are dropped too).
    if (!w.empty()) {
      d.dropHeld(alongBatch.all);
      wSides.mark(alongBatch.all, 2 * n - 2);
      d.dropHeld(crossBatch.all);
      wSides.mark(crossBatch.all, 2 * n - 1);
    }
    // A crossing at 2i - 1 <= n or an along at 2i <= n lies in the near half or the middle of ring n's lines.
    const size_t i = size_t(n + 1) / 2;
    if (n % 2)
      eHalfBatch.assign(crossArcs.begin() + ptrdiff_t(crossFrom[i]), crossArcs.begin() + ptrdiff_t(crossFrom[i + 1]));
    else
      eHalfBatch.assign(alongArcs.begin() + ptrdiff_t(alongFrom[i]), alongArcs.begin() + ptrdiff_t(alongFrom[i + 1]));
    eHalf.add(eHalfBatch);
  };
  // Ring i's hexes, in position order, into the runs: listed, or read from the cells (sweepViewshed chose).
  const bool readCells = !lists.listed;
  constexpr int kAhead = 32;  // positions along a ring that its cells are asked for ahead of their use
  auto readRing = [&](int i) {
    eRuns.start(i, 0, 1);
    dRuns.start(i, 0, bataille ? 1 : 0);
    gRuns.start(i, lf + 1, int(g.size()));
    wRuns.start(i, lowest, int(w.size()));
    wObstacleRuns.start(i, 0, w.empty() ? 0 : 1);
    auto feed = [&](int k, int height, int level) {
      const bool obstacle = height != kNoBlock;
      eRuns.at(k, obstacle || level >= groundNear ? 0 : -1);
      dRuns.at(k, height >= lf || level >= groundNear ? 0 : -1);
      gRuns.at(k, std::max(height, level - 1));
      wRuns.at(k, level - 1);
      wObstacleRuns.at(k, obstacle ? 0 : -1);
    };
    int lo, hi;
    clip(i, lo, hi);
    if (readCells) {
      // Neighbours along a ring mostly hold the same: then no run opens or closes. Along four sextants of six a ring
      // steps a row of cells at a time, too far apart for the hardware to guess the next, so each position would
      // wait on memory: the cells some way ahead are asked for early.
      int height = INT_MIN, level = INT_MIN;
      for (int k = lo, cell = i * stepI + lo * stepK; k <= hi; ++k, cell += stepK) {
        if (k + kAhead <= hi) {
          prefetch(hexes + cell + kAhead * stepK);
          if (levels) prefetch(levels + cell + kAhead * stepK);
        }
        const int h = hexes[cell], l = levels ? levels[cell] : INT_MIN + 1;
        if (h == height && l == level) continue;
        height = h;
        level = l;
        feed(k, h, l);
      }
    } else {
      // The listed hexes, obstacles and ground merged by position; between them nothing blocks.
      SweepRing& ring = lists.rings[size_t(i)];
      auto byPosition = [](const SweepHex& x, const SweepHex& y) { return x.q < y.q; };
      std::sort(ring.obstacles.begin(), ring.obstacles.end(), byPosition);
      std::sort(ring.ground.begin(), ring.ground.end(), byPosition);
      size_t x = 0, y = 0;
      int last = lo - 1;
      while (x < ring.obstacles.size() || y < ring.ground.size()) {
        const bool obstacle =
            y == ring.ground.size() || (x < ring.obstacles.size() && ring.obstacles[x].q < ring.ground[y].q);
        const SweepHex& h = obstacle ? ring.obstacles[x++] : ring.ground[y++];
        if (h.q > last + 1) feed(last + 1, kNoBlock, INT_MIN + 1);
        feed(h.q, h.height, h.level);
        last = h.q;
      }
      if (last < hi) feed(last + 1, kNoBlock, INT_MIN + 1);
      ring = SweepRing();
    }
    const int end = hi + 1;
    eRuns.finish(end);
    dRuns.finish(end);
    gRuns.finish(end);
    wRuns.finish(end);
    wObstacleRuns.finish(end);
  };

  // Read in the targets' loop from locals, which its byte stores to `out` cannot alias (they could any member).
  const bool pointy = pointy_, odd = oddShifted_;
  const int mapColumns = columns_, mapRows = rows_;
  const uint8_t* hills = hill_.data();
  std::vector<ArcSet::RingCursor> gAt;
  std::vector<LatestRing::RingCursor> wAt;
  gAt.reserve(g.size());
  wAt.reserve(w.size());
  for (int n = 1; n <= nMax; ++n) {
    if (n >= 2) {
      // The ring just passed goes into the sets.
      const int i = n - 1;
      readRing(i);
      e.add(eRuns.batch[0]);
      eArcs.insert(eArcs.end(), eRuns.batch[0].begin(), eRuns.batch[0].end());
      eFrom[size_t(i) + 1] = eArcs.size();
      if (bataille) d.add(dRuns.batch[0]);
      for (size_t l = 0; l < g.size(); ++l)
        if (!g[l].full()) g[l].add(gRuns.batch[l]);
      if (!w.empty()) wObstacles.mark(wObstacleRuns.batch[0], 2 * i);
      for (size_t l = 0; l < w.size(); ++l) {
        w[l].mark(wRuns.batch[l], i);
        // Now and then drop what is too near to block: rings below (i + 2) / 2 are less than half way to the next.
        if (i % 64 == 0) w[l].forget((i + 2) / 2);
      }
      if (i % 64 == 0) {  // below n no distance blocks a target from here out
        wObstacles.forget(n);
        if (sides) wSides.forget(n);
      }
    }
    if (n % 2 == 0) {
      // The ring half as far blocks in the near half and the middle of lines looking up.
      const size_t i = size_t(n / 2);
      eHalfBatch.assign(eArcs.begin() + ptrdiff_t(eFrom[i]), eArcs.begin() + ptrdiff_t(eFrom[i + 1]));
      eHalf.add(eHalfBatch);
    }
    if (sides) readSides(n);
    // Every farther target hidden: their bytes stay 0.
    if (e.full() && (!bataille || (d.full() && eHalf.full())) && !hillFrom) break;
    int lo, hi;
    clip(n, lo, hi);
    if (!withK0) lo = std::max(lo, 1);
    if (!withKn) hi = std::min(hi, n - 1);
    onMap(n, lo, hi);
    ArcSet::RingCursor eAt(e, n), eHalfAt(eHalf, n), dAt(d, n);
    LatestRing::RingCursor wObstacleAt(wObstacles, n);
    BucketedLatestRing::RingCursor wSideAt(wSides, n);
    gAt.clear();
    for (const ArcSet& set : g) gAt.emplace_back(set, n);
    wAt.clear();
    for (const LatestRing& f : w) wAt.emplace_back(f, n);
    // A target's level is read from its cell, not from the map's order: these are the cells the next readRing
    // reads, so one early request a position serves both (lo..hi lie in the cells, as clip has it). Without levels
    // in the cells the ground blocks nothing: every hex stands at the origin's level, or levels play no part.
    for (int k = lo, q = o.hex.q + n * a.q + lo * b.q, r = o.hex.r + n * a.r + lo * b.r, cell = n * stepI + lo * stepK;
         k <= hi; ++k, q += b.q, r += b.r, cell += stepK) {
      if (levels && k + kAhead <= hi) {
        prefetch(levels + cell + kAhead * stepK);
        prefetch(hexes + cell + kAhead * stepK);
      }
      const int ti = indexIn(q, r, pointy, odd, mapColumns, mapRows);
      if (ti < 0) continue;         // onMap leaves none; kept so a mistake there cannot write outside `out`
      if (hillFrom && hills[ti]) {  // [10.1.2]: hill to hill, whatever lies between
        out[ti] = 1;
        continue;
      }
      const int lt = levels ? levels[cell] : lf;
      bool hidden;
      if (!bataille || lt == lf)
        hidden = eAt.covered(k);
      else if (lt > lf)
        hidden = gAt[size_t(lt - lf - 1)].covered(k) || eHalfAt.covered(k);
      else
        hidden = dAt.covered(k) || std::max(wObstacleAt.find(k), 2 * wAt[size_t(lt - lowest)].find(k)) >= n ||
                 (sides && wSideAt.find(k) >= n);
      out[ti] = !hidden;
    }
  }
}

}  // namespace cartouche
