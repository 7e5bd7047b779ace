// Hexsides in the viewshed's ring sweep (viewshed_sweep.cpp): which directions of one sextant have lines that cross
// a hexside between two rings or run along one, as arcs of t in [0, 1] (viewshed_arcs.h), and the blocking hexsides
// of a ring read from LosMap's cells. Why these arcs: at step i the two nudged lines to direction t take the ring
// hexes (i, k) with |t i - k| <= 1/2 (viewshed_shadow.h), both the nearest where t i is not a half, one each of
// j and j + 1 where t i = j + 1/2. Two steps in a row cannot both be halves (they differ by t, in (0, 1) there), so
// the lines are together at one end of each crossing: from (i - 1, j) they cross to (i, j) where t (i - 1) is in
// [j - 1/2, j + 1/2) and t i in (j - 1/2, j + 1/2], to (i, j + 1) where t (i - 1) is in (j - 1/2, j + 1/2] and
// t i in [j + 1/2, j + 3/2). Solved for t, each is one closed arc, and the arcs of step i's hexsides taken in
// order along the ring touch end to end and cover [0, 1] (crossingEnd). A line runs along the hexside between
// (i, j) and (i, j + 1) only for t i = j + 1/2, one point. The walk looks at a crossing at distance 2i - 1 (half
// hexes) for every target of step count n >= i, and along a hexside at 2i for n > i. Thread-safety: plain values.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "hex/hex.h"
#include "rules/los_heights.h"
#include "rules/viewshed_arcs.h"

namespace cartouche {

// Step i's crossings in order along the ring: position m = 2j is the hexside between (i - 1, j) and (i, j), m =
// 2j + 1 the one between (i - 1, j) and (i, j + 1); position m's arc is [crossingEnd(i, m), crossingEnd(i, m + 1)].
// The ends at the sextant's edges may lie outside [0, 1] (as hex arcs' do); step 1 starts at the origin.
inline ArcSet::Ratio crossingEnd(int i, int m) {
  if (m % 2) return {m, 2 * i};                                            // (2j + 1) / 2i
  if (i == 1) return m == 0 ? ArcSet::Ratio{-1, 1} : ArcSet::Ratio{2, 1};  // t (i - 1) is 0: no bound there
  return {m - 1, 2 * (i - 1)};                                             // (2j - 1) / 2(i - 1)
}

inline ArcSet::Arc crossingArc(int i, int m) { return {crossingEnd(i, m), crossingEnd(i, m + 1)}; }

// The direction of the one line that runs along the hexside between (i, j) and (i, j + 1).
inline ArcSet::Arc alongArc(int i, int j) { return {{2 * j + 1, 2 * i}, {2 * j + 1, 2 * i}}; }

// Appends an arc to a list kept ascending, joining it to the last one where they touch.
inline void appendArc(std::vector<ArcSet::Arc>& arcs, ArcSet::Arc a) {
  if (!arcs.empty() && ArcSet::lessEq(a.lo, arcs.back().hi)) {
    if (ArcSet::less(arcs.back().hi, a.hi)) arcs.back().hi = a.hi;
    return;
  }
  arcs.push_back(a);
}

// One sextant's hexsides read from the cells (LosMap::cellSide_: 3 per cell, the hexsides a cell owns in
// directions 0..2, kNoSide where none blocks). A hexside in direction d >= 3 of a hex is owned by its neighbour.
class SideRings {
 public:
  // sides: the origin's cell's first hexside; a, b: the sextant's ring hex (i, k) is i a + k b from the origin;
  // columns: the cells' row length.
  SideRings(const int32_t* sides, Hex a, Hex b, int columns) : sides_(sides) {
    stepI_ = a.q + a.r * columns;
    stepK_ = b.q + b.r * columns;
    const Hex towards[3] = {a, a + b, b};  // (i - 1, j) to (i, j), (i - 1, j) to (i, j + 1), (i, j) to (i, j + 1)
    for (int x = 0; x < 3; ++x) {
      const int d = directionTo(Hex{0, 0}, towards[x]);
      const Hex v = kHexDirections[size_t(d)];
      side_[x] = {d < 3 ? 0 : v.q + v.r * columns, d % 3};
    }
  }

  // Calls f(m, height) for each blocking hexside crossed from ring i - 1 to ring i, m ascending, where ring
  // i - 1's positions lo1..hi1 and ring i's lo2..hi2 lie in the cells (no line between map hexes leaves them).
  template <class F>
  void crossings(int i, int lo1, int hi1, int lo2, int hi2, F&& f) const {
    const int from = std::max(lo1, lo2 - 1), to = std::min(hi1, hi2);
    for (int j = from, cell = (i - 1) * stepI_ + from * stepK_; j <= to; ++j, cell += stepK_) {
      if (j >= lo2) {
        const int32_t h = at(cell, side_[0]);
        if (h != kNoSide) f(2 * j, h);
      }
      if (j + 1 <= hi2) {
        const int32_t h = at(cell, side_[1]);
        if (h != kNoSide) f(2 * j + 1, h);
      }
    }
  }

  // Calls f(j, height) for each blocking hexside between ring i's positions j and j + 1, both within lo..hi.
  template <class F>
  void along(int i, int lo, int hi, F&& f) const {
    for (int j = lo, cell = i * stepI_ + lo * stepK_; j < hi; ++j, cell += stepK_) {
      const int32_t h = at(cell, side_[2]);
      if (h != kNoSide) f(j, h);
    }
  }

 private:
  struct Side {
    int offset = 0;  // from the hex the hexside is seen from to its owner's cell
    int dir = 0;     // 0..2, as the owner sees it
  };
  int32_t at(int cell, Side s) const { return sides_[(cell + s.offset) * 3 + s.dir]; }
  const int32_t* sides_;
  int stepI_ = 0, stepK_ = 0;
  Side side_[3];
};

}  // namespace cartouche
