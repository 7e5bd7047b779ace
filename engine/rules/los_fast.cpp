// The fast path: LosMap::visible without units and LosMap::viewshed, from precomputed line checks
// (viewshed_lines.h), an integer line stepper and near shadows (viewshed_shadow.h) read from the axial cells.
#include <algorithm>
#include <atomic>
#include <climits>
#include <cmath>
#include <thread>

#include "rules/los.h"
#include "rules/los_heights.h"
#include "rules/viewshed_lines.h"
#include "rules/viewshed_shadow.h"

namespace cartouche {

namespace {

constexpr int kNever = INT_MAX;  // a ground threshold where the ground never blocks

}  // namespace

// The level from which the ground blocks in the near half, the middle and the far half of a line from an end at
// level lf to one at level lt (groundAbove as thresholds).
static void groundThresholds(bool ground, int lf, int lt, int out[3]) {
  out[0] = ground ? lf + 1 : kNever;
  out[1] = ground ? std::min(lf, lt) + 1 : kNever;
  out[2] = ground ? lt + 1 : kNever;
}

LosMap::Origin LosMap::origin(Hex from, int fi) const {
  Origin o;
  o.hex = from;
  o.level = level_[size_t(fi)];
  o.hill = onHill(fi);
  const size_t c = size_t(cellOf(from));
  o.hexes = cellHex_.data() + c;
  o.levels = groundBlocks_ ? cellLevel_.data() + c : nullptr;
  o.sides = cellSide_.data() + c * 3;
  return o;
}

// walk()'s verdict as a loop over its checks (viewshed_lines.h): an obstacle blocks when its height reaches the
// threshold of its part of the line. obstacleIgnored, unrolled: looking down (lf > lt) an obstacle strictly in the
// nearer half blocks only from height lf up; looking up, one strictly in the farther half only from lt up; every
// other obstacle blocks. Cells with no obstacle hold kNoBlock or kNoSide, below every threshold (a level threshold
// is above kNoBlock: it is the higher of two different levels).
bool LosMap::fastVisible(const Origin& o, Hex to, int ti) const {
  const Hex d = to - o.hex;
  const int n = (std::abs(d.q) + std::abs(d.r) + std::abs(d.q + d.r)) / 2;
  if (n == 0) return true;
  if (rules_.elevation == ElevationRule::Raclawice && o.hill && hill_[size_t(ti)]) return true;
  const int lf = o.level, lt = level_[size_t(ti)];
  const bool bataille = rules_.elevation == ElevationRule::LaBataille;
  // Looking down or not is a coin toss on a varied map: kept out of branches on the viewshed's main path.
  const int down = int(bataille) & int(lf > lt);
  int start = 0;
  if (o.shadow && n > 2 * NearShadow::kSteps) {
    // The line's first kSteps steps lie in its near half (2i < n): the shadow knows whether a hex there blocks.
    if (o.shadow->covers(d, down)) return false;
    start = NearShadow::kSteps;
  }
  const int nearHalf = down ? lf : kAny, farHalf = bataille && lt > lf ? lt : kAny;
  int ground[3];
  groundThresholds(o.levels != nullptr, lf, lt, ground);
  if (n <= LineTable::kRange) return tableVisible(o, d, nearHalf, farHalf, ground);
  return lineVisible(o, d, n, nearHalf, farHalf, ground, start);
}

bool LosMap::tableVisible(const Origin& o, Hex d, int nearHalf, int farHalf, const int ground[3]) const {
  const int nearHex = std::max(nearHalf, kAnyHex), farHex = std::max(farHalf, kAnyHex);
  const bool either = rules_.alongHexsideEitherBlocks, sides = anySideBlocks_;
  const int columns = cellColumns_;
  const LineTable& table = LineTable::standard();
  const LineTable::Entry& e = table.entry(d);
  if (!sides && either && o.levels) {
    const LineCheck* c = table.hexChecks().data();
    auto blocks = [&](uint32_t k, int hexThreshold, int groundThreshold) {
      const int cell = c[k].dq + c[k].dr * columns;
      return int(o.hexes[cell]) >= hexThreshold || int(o.levels[cell]) >= groundThreshold;
    };
    uint32_t k = e.hexFirst;
    for (; k < e.hexHalf; ++k)
      if (blocks(k, nearHex, ground[0])) return false;
    for (; k < e.hexPastHalf; ++k)
      if (blocks(k, kAnyHex, ground[1])) return false;
    for (; k < e.hexEnd; ++k)
      if (blocks(k, farHex, ground[2])) return false;
    return true;
  }
  if (!sides && either) {
    const LineCheck* c = table.hexChecks().data();
    auto at = [&](uint32_t k) { return int(o.hexes[c[k].dq + c[k].dr * columns]); };
    uint32_t k = e.hexFirst;
    for (; k < e.hexHalf; ++k)
      if (at(k) >= nearHex) return false;
    for (; k < e.hexPastHalf; ++k)
      if (at(k) >= kAnyHex) return false;
    for (; k < e.hexEnd; ++k)
      if (at(k) >= farHex) return false;
    return true;
  }
  const LineCheck* c = table.checks().data();
  unsigned blocked = 0;
  for (uint32_t k = e.first; k < e.end; ++k) {
    const int cell = c[k].dq + c[k].dr * columns;
    const bool hex = c[k].kind == 0;
    const int value = hex ? int(o.hexes[cell]) : o.sides[cell * 3 + c[k].kind - 1];
    const int part = k < e.half ? 0 : k < e.pastHalf ? 1 : 2;
    const int threshold = part == 0   ? (hex ? nearHex : nearHalf)
                          : part == 1 ? (hex ? kAnyHex : kAny)
                                      : (hex ? farHex : farHalf);
    if (value < threshold && !(hex && o.levels && int(o.levels[cell]) >= ground[part])) continue;
    blocked |= c[k].lines;
    if (either || blocked == 3) return false;
  }
  return true;
}

bool LosMap::lineVisible(const Origin& o, Hex d, int n, int nearHalf, int farHalf, const int ground[3],
                         int start) const {
  const int nearHex = std::max(nearHalf, kAnyHex), farHex = std::max(farHalf, kAnyHex);
  const bool either = rules_.alongHexsideEitherBlocks, sides = anySideBlocks_;
  const int columns = cellColumns_;
  if (!sides && either) {
    // Hexes only, dist 2i: the line's last step has no hex to look at.
    LineStepper line(d, start);
    for (int i = start + 1; i < n; ++i) {
      line.next();
      const int part = 2 * i < n ? 0 : 2 * i > n ? 2 : 1;
      const int threshold = part == 0 ? nearHex : part == 2 ? farHex : kAnyHex;
      const int plus = line.plus.q + line.plus.r * columns, minus = line.minus.q + line.minus.r * columns;
      if (o.hexes[plus] >= threshold) return false;
      if (line.minus != line.plus && o.hexes[minus] >= threshold) return false;
      if (o.levels && (o.levels[plus] >= ground[part] || o.levels[minus] >= ground[part])) return false;
    }
    return true;
  }
  bool open = true;
  unsigned blocked = 0;
  forEachLineCheck(d, sides, [&](int q, int r, int kind, int lines, int dist) {
    const int cell = q + r * columns;
    const bool hex = kind == 0;
    const int value = hex ? int(o.hexes[cell]) : o.sides[cell * 3 + kind - 1];
    const int part = dist < n ? 0 : dist > n ? 2 : 1;
    const int threshold = part == 0   ? (hex ? nearHex : nearHalf)
                          : part == 2 ? (hex ? farHex : farHalf)
                                      : (hex ? kAnyHex : kAny);
    if (value < threshold && !(hex && o.levels && int(o.levels[cell]) >= ground[part])) return false;
    blocked |= unsigned(lines);
    if (!either && blocked != 3) return false;
    open = false;
    return true;
  });
  return open;
}

bool LosMap::visible(Hex from, Hex to, const UnitsAt& units) const {
  const int fi = index(from), ti = index(to);
  if (fi < 0 || ti < 0) return false;
  if (units) return walk(from, to, fi, ti, &units, nullptr);
  return fastVisible(origin(from, fi), to, ti);
}

std::vector<uint8_t> LosMap::viewshed(Hex from, int maxRange) const { return viewshed(from, maxRange, 1); }

std::vector<uint8_t> LosMap::viewshed(Hex from, int maxRange, int threads) const {
  std::vector<uint8_t> out(size_t(columns_) * size_t(rows_), 0);
  const int fi = index(from);
  if (fi < 0 || maxRange < 0) return out;
  Origin o = origin(from, fi);
  if (threads <= 0) threads = int(std::max(1u, std::thread::hardware_concurrency()));
  if (sweepApplies(maxRange)) {
    out[size_t(fi)] = 1;
    sweepViewshed(o, maxRange, threads, out.data());
    return out;
  }
  // Most lines longer than 2 kSteps are settled near the origin: shadows of the hexes there, for both thresholds.
  NearShadow shadow;
  if (maxRange > 2 * NearShadow::kSteps && rules_.alongHexsideEitherBlocks) {
    const int threshold[2] = {kAnyHex, std::max(o.level, kAnyHex)};
    // The near half of every line the shadow settles: the ground blocks there from the origin's level + 1 up.
    const int groundFrom = o.levels ? o.level + 1 : kNever;
    shadow.build(
        [&](int c, int q, int r) {
          const int cq = from.q + q - cellQ0_, cr = from.r + r - cellR0_;
          // Outside the cells no line between map hexes passes.
          if (cq < 0 || cq >= cellColumns_ || cr < 0 || cr >= cellRows_) return false;
          const int cell = q + r * cellColumns_;
          return int(o.hexes[cell]) >= threshold[c] || (o.levels && int(o.levels[cell]) >= groundFrom);
        },
        rules_.elevation == ElevationRule::LaBataille ? 2 : 1, std::min(maxRange, cellColumns_ + cellRows_));
    o.shadow = &shadow;
  }
  // Rows of the axial rectangle within range, and in each the run of q within range: every map hex in range. Each
  // hex is written by the one thread that takes its row.
  const int rLo = std::max(from.r - maxRange, cellR0_), rHi = std::min(from.r + maxRange, cellR0_ + cellRows_ - 1);
  auto rowsFrom = [&](int first, int last) {
    // Most far targets end at their shadow test: it runs here on local copies, which the byte stores to `out`
    // cannot alias (they could any member), and the rest of fastVisible is a call.
    const bool pointy = pointy_, odd = oddShifted_;
    const int columns = columns_, rows = rows_;
    const NearShadow* nearShadow = o.shadow;
    const int16_t* levels = level_.data();
    const uint8_t* hills = hill_.data();
    const bool bataille = rules_.elevation == ElevationRule::LaBataille;
    const bool hillFrom = rules_.elevation == ElevationRule::Raclawice && o.hill;
    const int lf = o.level;
    uint8_t* bytes = out.data();
    for (int r = first; r <= last; ++r) {
      const int dr = r - from.r;
      const int qLo = std::max({from.q - maxRange, from.q - dr - maxRange, cellQ0_});
      const int qHi = std::min({from.q + maxRange, from.q - dr + maxRange, cellQ0_ + cellColumns_ - 1});
      for (int q = qLo; q <= qHi; ++q) {
        const int i = indexIn(q, r, pointy, odd, columns, rows);
        if (i < 0) continue;
        const int dq = q - from.q;
        const int n = (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
        if (nearShadow && n > 2 * NearShadow::kSteps && !(hillFrom && hills[i])) {
          const int down = int(bataille) & int(lf > levels[i]);
          if (nearShadow->covers({dq, dr}, down)) {
            bytes[i] = 0;
            continue;
          }
        }
        bytes[i] = fastVisible(o, {q, r}, i) ? 1 : 0;
      }
    }
  };
  threads = std::min(threads, (rHi - rLo) / 16 + 1);  // not worth a thread for fewer rows
  if (threads <= 1) {
    rowsFrom(rLo, rHi);
    return out;
  }
  constexpr int kChunk = 8;  // rows per grab: rows differ in cost, so threads take them as they go
  std::atomic<int> next{rLo};
  auto work = [&] {
    for (int first; (first = next.fetch_add(kChunk)) <= rHi;) rowsFrom(first, std::min(first + kChunk - 1, rHi));
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  return out;
}

}  // namespace cartouche
