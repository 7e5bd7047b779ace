// Line checks and the integer line stepper (see viewshed_lines.h for why the integer stepping is exact).
#include "rules/viewshed_lines.h"

#include <cstdlib>

namespace cartouche {

namespace {

constexpr int kNudge[3] = {1, 2, -3};  // lineDraw's nudge direction in cube coordinates (q, r, s)

// One cube coordinate of a sample: the rounded value for each nudge, and the distance from it as a sortable key:
// the rational part (times n) first, then the coefficient of e. Keys of different coordinates never tie.
struct Rounded {
  int plus, minus;
  int keyPlus, keyMinus;
};

inline Rounded roundCoord(int fl, int m, int n, int c) {
  const int e = kNudge[c], ae = std::abs(e);
  auto key = [](int num, int eps) { return num * 16 + eps + 8; };
  if (m == 0) return {fl, fl, key(0, ae), key(0, ae)};
  if (2 * m < n) return {fl, fl, key(m, e), key(m, -e)};
  if (2 * m > n) return {fl + 1, fl + 1, key(n - m, -e), key(n - m, e)};
  // On a tie the nudge decides: up where it pushes up; either way the distance is 1/2 - |e|.
  return {fl + (e > 0), fl + (e < 0), key(m, -ae), key(m, -ae)};
}

// hexRound's choice: recompute the coordinate that moved the most.
inline Hex pick(int q, int r, int s, int kq, int kr, int ks) {
  if (kq > kr && kq > ks) return {-r - s, r};
  if (kr > ks) return {q, -q - s};
  return {q, r};
}

}  // namespace

LineStepper::LineStepper(Hex d, int start) {
  d_[0] = d.q;
  d_[1] = d.r;
  d_[2] = -d.q - d.r;
  n_ = (std::abs(d_[0]) + std::abs(d_[1]) + std::abs(d_[2])) / 2;
  for (int c = 0; c < 3; ++c) {
    if (n_ == 0) break;
    // d.c = flInc * n + mInc with 0 <= mInc < n (|d.c| <= n).
    flInc_[c] = d_[c] >= n_ ? 1 : d_[c] < 0 ? -1 : 0;
    mInc_[c] = d_[c] - flInc_[c] * n_;
  }
  if (start <= 0 || n_ == 0) return;
  i_ = start;
  for (int c = 0; c < 3; ++c) {
    const int x = d_[c] * start;  // floor division: x = fl * n + m, 0 <= m < n
    fl_[c] = x / n_ - (x % n_ < 0);
    m_[c] = x - fl_[c] * n_;
  }
}

void LineStepper::roundBothNudges() {
  Rounded rc[3];
  for (int c = 0; c < 3; ++c) rc[c] = roundCoord(fl_[c], m_[c], n_, c);
  plus = pick(rc[0].plus, rc[1].plus, rc[2].plus, rc[0].keyPlus, rc[1].keyPlus, rc[2].keyPlus);
  minus = pick(rc[0].minus, rc[1].minus, rc[2].minus, rc[0].keyMinus, rc[1].keyMinus, rc[2].keyMinus);
}

std::vector<LineCheck> lineChecks(Hex d) {
  std::vector<LineCheck> out;
  forEachLineCheck(d, true, [&](int q, int r, int kind, int lines, int dist) {
    out.push_back({int8_t(q), int8_t(r), uint8_t(kind), uint8_t(lines), int16_t(dist)});
    return false;
  });
  return out;
}

LineTable::LineTable(int range) : range_(range) {
  const int w = 2 * range + 1;
  entries_.resize(size_t(w) * size_t(w));
  // About 4.3 range^3 checks in all and 2 range^3 on hexes (277512 and 132108 for range 40): one allocation each.
  checks_.reserve(size_t(5) * size_t(range) * size_t(range) * size_t(range) + 64);
  hexChecks_.reserve(size_t(5) * size_t(range) * size_t(range) * size_t(range) / 2 + 64);
  // Distances never decrease along a line's checks, so each half is one run of the pool.
  auto halves = [](const std::vector<LineCheck>& pool, uint32_t first, int n, uint32_t& half, uint32_t& pastHalf) {
    const uint32_t end = uint32_t(pool.size());
    half = pastHalf = end;
    for (uint32_t k = end; k-- > first;) {
      if (pool[k].dist >= n) half = k;
      if (pool[k].dist > n) pastHalf = k;
    }
  };
  for (int dr = -range; dr <= range; ++dr)
    for (int dq = -range; dq <= range; ++dq) {
      const Hex d{dq, dr};
      const int n = distance(Hex{0, 0}, d);
      if (n > range) continue;
      Entry& e = entries_[size_t((dr + range) * w + dq + range)];
      e.first = uint32_t(checks_.size());
      e.hexFirst = uint32_t(hexChecks_.size());
      forEachLineCheck(d, true, [&](int q, int r, int kind, int lines, int dist) {
        const LineCheck c{int8_t(q), int8_t(r), uint8_t(kind), uint8_t(lines), int16_t(dist)};
        checks_.push_back(c);
        if (kind == 0) hexChecks_.push_back(c);
        return false;
      });
      e.end = uint32_t(checks_.size());
      e.hexEnd = uint32_t(hexChecks_.size());
      halves(checks_, e.first, n, e.half, e.pastHalf);
      halves(hexChecks_, e.hexFirst, n, e.hexHalf, e.hexPastHalf);
    }
}

const LineTable& LineTable::standard() {
  static const LineTable table(kRange);
  return table;
}

}  // namespace cartouche
