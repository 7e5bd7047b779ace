#include "hex/hex.h"

#include <cassert>
#include <cmath>
#include <cstdlib>
#include <cstring>

namespace cartouche {

namespace {
constexpr double kSqrt3 = 1.7320508075688772;
constexpr double kPi = 3.14159265358979323846;
// Bias that makes q and r non-negative inside a key: maps as large as 2^27 hexes across either way are fine.
constexpr int64_t kKeyBias = int64_t(1) << 28;
}  // namespace

Hex hexFromCube(int q, int r, int s) {
  assert(q + r + s == 0 && "cube coordinates must satisfy q + r + s == 0");
  (void)s;
  return {q, r};
}

Hex neighbour(Hex h, int direction) { return h + kHexDirections[((direction % 6) + 6) % 6]; }

int distance(Hex a, Hex b) {
  Hex d = a - b;
  return (std::abs(d.q) + std::abs(d.r) + std::abs(d.s())) / 2;
}

int directionTo(Hex a, Hex b) {
  Hex d = b - a;
  for (int i = 0; i < 6; ++i)
    if (kHexDirections[i] == d) return i;
  return -1;
}

Hex hexRound(FractionalHex h) {
  double q = std::round(h.q), r = std::round(h.r), s = std::round(h.s());
  double dq = std::abs(q - h.q), dr = std::abs(r - h.r), ds = std::abs(s - h.s());
  // Rounding each coordinate alone can break q + r + s == 0; recompute the one that moved the most.
  if (dq > dr && dq > ds)
    q = -r - s;
  else if (dr > ds)
    r = -q - s;
  return {int(q), int(r)};
}

FractionalHex lerp(FractionalHex a, FractionalHex b, double t) {
  return {a.q + (b.q - a.q) * t, a.r + (b.r - a.r) * t};
}

std::vector<Hex> lineDraw(Hex a, Hex b, int nudge) {
  int n = distance(a, b);
  // The nudge is far smaller than any rounding margin of a real sample (1/(2n) of a hex at worst), yet large
  // enough to survive double arithmetic. It moves both endpoints by (1, 2, -3) * e in cube space: that vector has a
  // non-zero component across each of the three edge orientations, so a sample lying exactly on a hexside rounds
  // to one side for +1 and to the other side for -1. (A nudge of (1, 1, -2) would leave ties between q and r
  // unbroken.) Both endpoints move alike, which keeps the line parallel to the true centre-to-centre line.
  const double e = 1e-6 * (nudge >= 0 ? 1.0 : -1.0);
  FractionalHex fa{a.q + e, a.r + 2 * e};
  FractionalHex fb{b.q + e, b.r + 2 * e};
  std::vector<Hex> out;
  out.reserve(size_t(n) + 1);
  if (n == 0) {
    out.push_back(a);
    return out;
  }
  for (int i = 0; i <= n; ++i) out.push_back(hexRound(lerp(fa, fb, double(i) / n)));
  return out;
}

std::vector<LineStep> traceLine(Hex a, Hex b) {
  std::vector<Hex> plus = lineDraw(a, b, +1);
  std::vector<Hex> minus = lineDraw(a, b, -1);
  std::vector<LineStep> steps;
  steps.reserve(plus.size());
  for (size_t i = 0; i < plus.size(); ++i) {
    if (plus[i] == minus[i])
      steps.push_back({plus[i], plus[i], false});
    else
      steps.push_back({plus[i], minus[i], true});
  }
  return steps;
}

uint64_t HexsideId::key() const {
  return (uint64_t(owner.r + kKeyBias) << 31) | (uint64_t(owner.q + kKeyBias) << 2) | uint64_t(dir);
}

HexsideId HexsideId::fromKey(uint64_t key) {
  HexsideId id;
  id.dir = int(key & 3);
  id.owner.q = int(int64_t((key >> 2) & ((uint64_t(1) << 29) - 1)) - kKeyBias);
  id.owner.r = int(int64_t(key >> 31) - kKeyBias);
  return id;
}

HexsideId hexsideOf(Hex h, int direction) {
  int d = ((direction % 6) + 6) % 6;
  if (d < 3) return {h, d};
  return {neighbour(h, d), d - 3};
}

VertexId vertexOf(Hex h, int corner) {
  int k = ((corner % 6) + 6) % 6;
  // Corner k of h is corner k+2 of neighbour(h, k) and corner k+4 of neighbour(h, k+1) (mod 6): one step reaches
  // the hex that sees it as corner 0 or 1.
  if (k >= 4) {
    h = neighbour(h, k);
    k -= 4;
  } else if (k >= 2) {
    h = neighbour(h, k + 1);
    k -= 2;
  }
  return {h, k};
}

std::array<Hex, 3> hexesAround(VertexId v) {
  return {v.owner, neighbour(v.owner, v.corner), neighbour(v.owner, v.corner + 1)};
}

namespace {
// Angle (radians, y down) of the edge midpoint in direction d: pointy 0 = E and counter-clockwise on screen;
// flat 0 = SE (30 degrees below east).
double directionAngle(Orientation o, int d) {
  double base = o == Orientation::PointyTop ? 0.0 : 30.0;
  return (base - 60.0 * d) * kPi / 180.0;
}
}  // namespace

Point hexToPixel(const Layout& l, Hex h) {
  double x, y;
  if (l.orientation == Orientation::PointyTop) {
    x = l.size * (kSqrt3 * h.q + kSqrt3 / 2.0 * h.r);
    y = l.size * (1.5 * h.r);
  } else {
    x = l.size * (1.5 * h.q);
    y = l.size * (kSqrt3 / 2.0 * h.q + kSqrt3 * h.r);
  }
  return {x + l.origin.x, y + l.origin.y};
}

FractionalHex pixelToHex(const Layout& l, Point p) {
  double x = (p.x - l.origin.x) / l.size, y = (p.y - l.origin.y) / l.size;
  if (l.orientation == Orientation::PointyTop) {
    double r = y * (2.0 / 3.0);
    double q = x / kSqrt3 - y / 3.0;
    return {q, r};
  }
  double q = x * (2.0 / 3.0);
  double r = y / kSqrt3 - x / 3.0;
  return {q, r};
}

Point hexCorner(const Layout& l, Hex h, int corner) {
  Point c = hexToPixel(l, h);
  double a = directionAngle(l.orientation, corner) - 30.0 * kPi / 180.0;
  return {c.x + l.size * std::cos(a), c.y + l.size * std::sin(a)};
}

Point edgeMidpoint(const Layout& l, Hex h, int direction) {
  Point c = hexToPixel(l, h);
  double a = directionAngle(l.orientation, direction);
  double apothem = l.size * kSqrt3 / 2.0;
  return {c.x + apothem * std::cos(a), c.y + apothem * std::sin(a)};
}

namespace {
constexpr const char* kPointyNames[6] = {"E", "NE", "NW", "W", "SW", "SE"};
constexpr const char* kFlatNames[6] = {"SE", "NE", "N", "NW", "SW", "S"};
}  // namespace

const char* directionName(Orientation o, int d) {
  d = ((d % 6) + 6) % 6;
  return o == Orientation::PointyTop ? kPointyNames[d] : kFlatNames[d];
}

int directionFromName(Orientation o, const char* name) {
  const char* const* names = o == Orientation::PointyTop ? kPointyNames : kFlatNames;
  for (int i = 0; i < 6; ++i)
    if (std::strcmp(names[i], name) == 0) return i;
  return -1;
}

}  // namespace cartouche
