// The checks a line-of-sight walk makes, as data: for a line from hex (0, 0) to an offset d, which hexes and
// hexsides of the two nudged lines (hex.h, lineDraw) are looked at and at what distance. Lines are translation
// invariant (the nudge moves both ends alike and hex centres are integers), so one list serves every origin; a
// table of them for all offsets up to a range makes a query a plain loop over array reads.
// LineStepper steps the two nudged lines in exact integer arithmetic, giving the same hexes as lineDraw without
// floating point. Thread-safety: plain values; the table is built once, on first use, and is then read-only.
#pragma once

#include <cstdint>
#include <vector>

#include "hex/hex.h"

namespace cartouche {

// Both nudged lines from (0, 0) to d, one step at a time. lineDraw samples a + (b - a) i/n + (1, 2, -3)e and rounds
// (hexRound); here each cube coordinate is kept as floor and remainder of d.c * i / n, and e is carried as a
// symbolic infinitesimal. That is exact because lineDraw's e (1e-6) is far below the 1/n steps of the samples
// (n < 6000 on a kMaxMapSide map) and far above double rounding error: every comparison lineDraw makes is decided
// by the rational part, or where that ties, by the e part, whose coefficients (+-1, +-2, +-3 for q, r, s) never tie.
class LineStepper {
 public:
  explicit LineStepper(Hex d, int start = 0);  // the first next() gives step start + 1
  int length() const { return n_; }
  int step() const { return i_; }
  // Moves to the next step (the first call gives step 1); plus/minus are the hexes of the +1 and -1 nudged lines.
  inline void next();
  Hex plus, minus;

 private:
  void roundBothNudges();  // the general case, where the nudge may decide
  // Member by member: a Hex built whole on the stack and copied cost a stalled store-to-load forward per step.
  void both(int q, int r) {
    plus.q = minus.q = q;
    plus.r = minus.r = r;
  }
  int n_ = 0, i_ = 0;
  int fl_[3] = {0, 0, 0}, m_[3] = {0, 0, 0};  // floor and remainder (times n) of d.c * i / n
  int flInc_[3] = {0, 0, 0}, mInc_[3] = {0, 0, 0};
  int d_[3] = {0, 0, 0};
};

// Without a tie (2m == n) both nudged lines round every coordinate alike, to nearest. If the rounded coordinates
// sum to zero that is the hex; else hexRound recomputes the one farthest from its sample, and where the rational
// distances leave no doubt which that is, the nudge cannot change it. Everything else takes the general case.
inline void LineStepper::next() {
  ++i_;
  int num[3];
  bool tie = false;
  for (int c = 0; c < 3; ++c) {
    fl_[c] += flInc_[c];
    m_[c] += mInc_[c];
    const bool wrap = m_[c] >= n_;
    m_[c] -= wrap ? n_ : 0;
    fl_[c] += wrap;
    num[c] = 2 * m_[c] > n_ ? n_ - m_[c] : m_[c];
    tie |= 2 * m_[c] == n_;
  }
  if (!tie) {
    const int q = fl_[0] + (2 * m_[0] > n_), r = fl_[1] + (2 * m_[1] > n_), s = fl_[2] + (2 * m_[2] > n_);
    if (q + r + s == 0) {
      both(q, r);
      return;
    }
    if (num[0] > num[1] && num[0] > num[2]) {
      both(-r - s, r);
      return;
    }
    if (num[1] > num[0] && num[1] > num[2]) {
      both(q, -q - s);
      return;
    }
    if (num[2] > num[0] && num[2] > num[1]) {
      both(q, r);
      return;
    }
  }
  roundBothNudges();
}

// One look-up of a walk. kind 0: the hex (dq, dr); 1..3: its hexside in direction kind - 1. dist in half hexes from
// the origin (LosMap's obstacle distance). lines: bit 0 the +1 nudged line, bit 1 the -1 line.
struct LineCheck {
  int8_t dq = 0, dr = 0;
  uint8_t kind = 0;
  uint8_t lines = 0;
  int16_t dist = 0;
  friend bool operator==(const LineCheck&, const LineCheck&) = default;
};

// Exactly the hexes and hexsides LosMap's walk looks at on the line from (0, 0) to d, in its order: per step i the
// hexside crossed by the + line (dist 2i - 1), the one crossed by the - line where different, the hexside the
// true line runs along where the two lines part (2i), then the + hex and the - hex (2i, not at the last step).
// Hexes must stay within int8 offsets: |d| <= 100.
std::vector<LineCheck> lineChecks(Hex d);

// The same checks, made one by one on the fly (lines of any length): check(q, r, kind, lines, dist) with (q, r) the
// hex relative to the origin; it returns true to stop the walk early. Hexside checks only when `sides`.
template <class Check>
void forEachLineCheck(Hex d, bool sides, Check&& check) {
  LineStepper line(d);
  const int n = line.length();
  Hex prevP{0, 0}, prevM{0, 0};
  auto side = [&](Hex a, Hex b, int dist, int lines) {
    if (a == b) return false;
    const int dir = directionTo(a, b);
    if (dir < 0) return false;
    const HexsideId id = hexsideOf(a, dir);
    return check(id.owner.q, id.owner.r, 1 + id.dir, lines, dist);
  };
  for (int i = 1; i <= n; ++i) {
    line.next();
    const Hex hp = line.plus, hm = line.minus;
    if (sides) {
      const bool shared = prevM == prevP && hm == hp;
      // Where the lines meet again at a hex short of the end, walk() gives the - line the + line's whole hit at that
      // step, the hexside the + line crossed included.
      if (side(prevP, hp, 2 * i - 1, shared || (hm == hp && i < n) ? 3 : 1)) return;
      if (!shared && side(prevM, hm, 2 * i - 1, 2)) return;
      if (hp != hm && side(hp, hm, 2 * i, 3)) return;
    }
    if (i < n) {
      if (check(hp.q, hp.r, 0, hp == hm ? 3 : 1, 2 * i)) return;
      if (hp != hm && check(hm.q, hm.r, 0, 2, 2 * i)) return;
    }
    prevP = hp;
    prevM = hm;
  }
}

// Checks for every offset within `range` of the origin, in one pool. For offset d: entries first(d)..end(d); split
// points where the distance reaches n and passes n (the La Bataille rule treats the halves differently).
class LineTable {
 public:
  explicit LineTable(int range);
  // All offsets within kRange, built on first use.
  static const LineTable& standard();
  static constexpr int kRange = 40;

  int range() const { return range_; }
  struct Entry {
    uint32_t first = 0, half = 0, pastHalf = 0, end = 0;  // half: first check with dist >= n; pastHalf: dist > n
    uint32_t hexFirst = 0, hexHalf = 0, hexPastHalf = 0, hexEnd = 0;  // the same over the hex checks alone
  };
  // REQUIRES: distance((0,0), d) <= range().
  const Entry& entry(Hex d) const { return entries_[size_t((d.r + range_) * (2 * range_ + 1) + d.q + range_)]; }
  const std::vector<LineCheck>& checks() const { return checks_; }
  const std::vector<LineCheck>& hexChecks() const { return hexChecks_; }

 private:
  int range_;
  std::vector<Entry> entries_;
  std::vector<LineCheck> checks_, hexChecks_;
};

}  // namespace cartouche
