// Near shadows: which directions from one hex are blocked by an obstacle within the first kSteps steps of the line,
// so a whole-map viewshed settles most far targets with one look-up instead of stepping their lines.
// Why this is exact: along a line from (0, 0) to d with n = distance, the cube coordinate c* with |d.c*| = n moves
// exactly one per step, so at step i it is +-i and the other two coordinates, of the other sign, sum to -+i; their
// samples have complementary fractions. The hexes the two nudged lines take at step i are therefore the ring hexes
// (c* = +-i, |a| = k) with |t i - k| <= 1/2, where a is the first other coordinate and t = |d.a| / n: the nearest k,
// or where t i is a half, both neighbours, one for each nudge. For a direction t, a near obstacle at (i, k) covers
// t in [(k - 1/2) / i, (k + 1/2) / i]; with a grid of kGrid = 2 lcm(1..kSteps) points on t in [0, 1] every such
// end is a grid point, and t is either on a grid point or strictly between two. Thread-safety: plain values.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "hex/hex.h"

namespace cartouche {

class NearShadow {
 public:
  static constexpr int kSteps = 8;
  static constexpr int kGrid = 1680;        // 2 * lcm(1..8)
  static constexpr int kMaxLength = 16384;  // longer than any line on a kMaxMapSide map
  static constexpr int kClasses = 2;        // shadows for two sets of obstacles, chosen per target

  // blocks(c, q, r): whether, for class c < classes, the hex at offset (q, r) from the origin blocks every line that
  // passes through it within kSteps steps of the origin.
  template <class Blocks>
  void build(Blocks&& blocks, int classes, int maxLength);
  // Whether, for class c, one of the hexes either nudged line to d takes within kSteps steps blocks.
  // REQUIRES: built, c < classes, and kSteps < distance((0,0), d) <= maxLength.
  bool covers(Hex d, int c) const {
    const int k[3] = {d.q, d.r, -d.q - d.r};
    const int a[3] = {std::abs(k[0]), std::abs(k[1]), std::abs(k[2])};
    const int n = (a[0] + a[1] + a[2]) / 2;
    const int star = a[0] == n ? 0 : a[1] == n ? 1 : 2;
    const uint64_t x = uint64_t(a[star == 0 ? 1 : 0]) * kGrid;
    const uint64_t g = (x * reciprocal_[size_t(n)]) >> kShift;  // x / n
    const size_t sextant = size_t(c * 6 + star * 2 + (k[star] > 0));
    const size_t bit = sextant * (kGrid + 1) + g;
    const std::vector<uint64_t>& bits = x == g * uint64_t(n) ? at_ : between_;
    return (bits[bit / 64] >> (bit % 64)) & 1;
  }
  // The step i and ring position k of offset d in sextant s, where it lies in that sextant (the origin lies in
  // every one, at (0, 0)).
  static bool ringPosition(int s, Hex d, int& i, int& k) {
    const int c[3] = {d.q, d.r, -d.q - d.r};
    const int star = s / 2, sign = s % 2 ? 1 : -1;
    i = std::max({std::abs(c[0]), std::abs(c[1]), std::abs(c[2])});
    if (c[star] != sign * i) return false;
    k = std::abs(c[star == 0 ? 1 : 0]);
    return true;
  }
  // The hex at step i, ring position k, of sextant s (star * 2 + whether c* is positive).
  static Hex ringHex(int s, int i, int k) {
    const int star = s / 2, sign = s % 2 ? 1 : -1;
    int c[3];
    c[star] = sign * i;
    c[star == 0 ? 1 : 0] = -sign * k;
    c[star == 2 ? 1 : 2] = -sign * (i - k);
    return {c[0], c[1]};
  }

 private:
  // Division by multiplication: for x < 2^25 and n <= 2^14, floor(x / n) == (x * (floor(2^39 / n) + 1)) >> 39, as
  // the multiplier's excess adds less than x / 2^39 < 1/2^14 <= 1/n to x / n (Granlund and Montgomery). With
  // n > kSteps the product stays below 2^64.
  static constexpr int kShift = 39;
  static_assert(uint64_t(kMaxLength) * kGrid < (uint64_t(1) << 25));
  // Per class and sextant, kGrid + 1 bits each: t on grid point g, and t strictly between g and g + 1. Packed, the
  // two classes fit in a few kilobytes of cache and an obstacle's interval is set a word at a time.
  std::vector<uint64_t> at_, between_;
  static void setBits(std::vector<uint64_t>& bits, size_t first, size_t last);  // first..last included
  std::vector<uint64_t> reciprocal_;
};

template <class Blocks>
void NearShadow::build(Blocks&& blocks, int classes, int maxLength) {
  assert(maxLength <= kMaxLength && classes <= kClasses);
  reciprocal_.resize(size_t(maxLength) + 1);
  for (int n = 1; n <= maxLength; ++n) reciprocal_[size_t(n)] = ((uint64_t(1) << kShift) / uint64_t(n)) + 1;
  const size_t words = (size_t(classes) * 6 * size_t(kGrid + 1) + 63) / 64;
  at_.assign(words, 0);
  between_.assign(words, 0);
  for (int c = 0; c < classes; ++c)
    for (int s = 0; s < 6; ++s) {
      const size_t first = size_t(c * 6 + s) * size_t(kGrid + 1);
      for (int i = 1; i <= kSteps; ++i)
        for (int k = 0; k <= i; ++k) {
          const Hex h = ringHex(s, i, k);
          if (!blocks(c, h.q, h.r)) continue;
          const int lo = std::max(0, kGrid * (2 * k - 1) / (2 * i));
          const int hi = std::min(kGrid, kGrid * (2 * k + 1) / (2 * i));
          setBits(at_, first + size_t(lo), first + size_t(hi));  // the closed interval's grid points
          if (hi > lo) setBits(between_, first + size_t(lo), first + size_t(hi) - 1);  // and the gaps inside it
        }
    }
}

inline void NearShadow::setBits(std::vector<uint64_t>& bits, size_t first, size_t last) {
  const size_t w0 = first / 64, w1 = last / 64;
  const uint64_t lowMask = ~uint64_t(0) << (first % 64), highMask = ~uint64_t(0) >> (63 - last % 64);
  if (w0 == w1) {
    bits[w0] |= lowMask & highMask;
    return;
  }
  bits[w0] |= lowMask;
  for (size_t w = w0 + 1; w < w1; ++w) bits[w] = ~uint64_t(0);
  bits[w1] |= highMask;
}

}  // namespace cartouche
