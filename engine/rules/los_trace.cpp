// The traced walk: the two nudged centre-to-centre lines walked step by step over LosMap's dense per-hex arrays,
// with the first blocker and the hexes crossed (LosMap::trace, and visible() with units).
#include <cmath>

#include "rules/los.h"
#include "rules/los_heights.h"

namespace cartouche {

namespace {

// std::round is a library call on baseline x86-64 and was most of a query's time. Truncating a value made positive
// by a power-of-two bias rounds the same way at every point a line samples: the nudge keeps samples at least 1e-6
// of a hex from a tie, and the bias costs only 2^-32 of precision. (Ties here go up, std::round's go away from zero;
// no sample sits on a tie.)
inline double roundHalfUp(double x) {
  constexpr double kBias = 1 << 20;  // above any coordinate of a map of kMaxMapSide hexes
  return double(int64_t(x + 0.5 + kBias)) - kBias;
}

// Same arithmetic as lineDraw and hexRound (hex.cpp), inlined here because it is the inner loop of every query:
// a step here is exactly the hex lineDraw gives for that nudge.
inline Hex stepHex(FractionalHex fa, FractionalHex fb, double t) {
  const double fq = fa.q + (fb.q - fa.q) * t, fr = fa.r + (fb.r - fa.r) * t, fs = -fq - fr;
  double q = roundHalfUp(fq), r = roundHalfUp(fr), s = roundHalfUp(fs);
  double dq = std::abs(q - fq), dr = std::abs(r - fr), ds = std::abs(s - fs);
  if (dq > dr && dq > ds)
    q = -r - s;
  else if (dr > ds)
    r = -q - s;
  return {int(q), int(r)};
}

inline FractionalHex nudged(Hex h, int nudge) {
  const double e = 1e-6 * (nudge >= 0 ? 1.0 : -1.0);
  return {h.q + e, h.r + 2 * e};
}

}  // namespace

// La Bataille, "Line of Sight (23)", Elevation: "If the intervening terrain or unit counter is closer to the firing
// unit than it is to the target hex, and the firing unit is on a higher elevation, then the fire attack is
// permitted. If the firing hex is on a lower elevation than the target hex, and the blocking unit or terrain is
// closer to the target hex, then the attack is also permitted." Both sentences say one thing: an obstacle strictly
// nearer the higher of the two ends does not block. We add that the higher end must stand above the obstacle
// (level + losHeight), so an obstacle whose losHeight puts it above both ends (villages, which block "regardless
// of elevation differences") still blocks: that is data in the vocabulary. Equal levels and equidistant obstacles
// block. The rule reads the same from either end, so LOS stays symmetric.
bool LosMap::obstacleIgnored(const Obstacle& o, int fromLevel, int toLevel) const {
  if (rules_.elevation != ElevationRule::LaBataille) return false;
  if (fromLevel > toLevel) return o.distFrom < o.distTo && fromLevel > o.height;
  if (toLevel > fromLevel) return o.distTo < o.distFrom && toLevel > o.height;
  return false;
}

// La Bataille, "Line of Sight (23)": "Slope hexes in some cases. Firing along a slope hex is not blocked", and
// Elevation: a series of slope hexes is rising and falling ground. So the ground itself is an obstacle of its own
// level, read with the elevation rule above: it blocks where it stands above the nearer end of the line (the lower
// end when equidistant). Ground at an end's own level never hides it (firing along a slope, or across a plateau
// from its edge), a ridge above both ends always does, and a rise nearer the lower end hides the higher one, as a
// rise nearer the higher end does not. Raclawice has no such rule ([10.1.1]: slopes never block).
static bool groundAbove(int level, int dist, int n, int fromLevel, int toLevel) {
  const int nearer = dist < n ? fromLevel : dist > n ? toLevel : std::min(fromLevel, toLevel);
  return level > nearer;
}

LosMap::Hit LosMap::hexsideHit(Hex a, Hex b, int dist, int n, int fromLevel, int toLevel) const {
  Hit hit;
  if (!anySideBlocks_ || a == b) return hit;
  int d = directionTo(a, b);
  if (d < 0) return hit;
  HexsideId id = hexsideOf(a, d);
  int owner = index(id.owner);
  int height = 0;
  TerrainId type = 0;
  if (owner >= 0) {
    if (!(sideBlocks_[size_t(owner)] & (1u << id.dir))) return hit;
    height = sideHeight_[size_t(owner) * 3 + size_t(id.dir)];
    type = sideType_[size_t(owner) * 3 + size_t(id.dir)];
  } else {
    // A hexside on the map's edge owned by an off-map hex: rare, so looked up by key.
    const auto it = edgeSides_.find(id.key());
    if (it == edgeSides_.end()) return hit;
    height = it->second.height;
    type = it->second.type;
  }
  if (obstacleIgnored({true, height, dist, 2 * n - dist}, fromLevel, toLevel)) return hit;
  hit.kind = LosBlocker::Hexside;
  hit.side = id;
  hit.type = type;
  return hit;
}

LosMap::Hit LosMap::hexHit(Hex h, int dist, int n, int fromLevel, int toLevel, const UnitsAt* units) const {
  Hit hit;
  int i = index(h);
  if (i < 0) return hit;  // half of a pair along the map's edge: off the map, nothing there to block
  int16_t height = hexHeight_[size_t(i)];
  if (height != kNoBlock && !obstacleIgnored({true, height, dist, 2 * n - dist}, fromLevel, toLevel)) {
    hit.kind = LosBlocker::Hex;
    hit.hex = h;
    hit.type = terrain_[size_t(i)];
    return hit;
  }
  // dist is in half hexes (the hex of step i at 2i), so the hex is nearer `from` when dist < n.
  if (groundBlocks_ && groundAbove(level_[size_t(i)], dist, n, fromLevel, toLevel)) {
    hit.kind = LosBlocker::Hex;
    hit.hex = h;
    hit.type = terrain_[size_t(i)];
    hit.ground = true;
    return hit;
  }
  // Units stand on the ground: their obstacle height is the hex's level. A friend of the target next to it is never
  // seen over (the hex of step n - 1 sits at 2n - 2).
  if (units && *units) {
    const UnitBlock u = (*units)(h);
    if (u != UnitBlock::None) {
      const bool screensTarget = u == UnitBlock::FriendOfTarget && dist == 2 * n - 2;
      if (screensTarget || !obstacleIgnored({true, level_[size_t(i)], dist, 2 * n - dist}, fromLevel, toLevel)) {
        hit.kind = LosBlocker::Unit;
        hit.hex = h;
      }
    }
  }
  return hit;
}

// Walks the +nudge and -nudge lines together. Where they agree the step is one hex; where they part the true line
// runs along the hexside between them (or through a vertex on the way there) and the hexside rule decides: with
// "either", the line is blocked as soon as one nudged line is; with "both", only once both are. A hexside the true
// line runs along blocks both nudged lines when its feature blocks. Distances are in half hexes: the hex at step i
// sits at 2i, the hexside crossed on the way to it at 2i - 1.
bool LosMap::walk(Hex from, Hex to, int fi, int ti, const UnitsAt* units, Hit* out) const {
  const int n = distance(from, to);
  if (n == 0) return true;
  // [10.1.2] Raclawice: "There is visibility between two units, regardless of any obstacles mentioned in [10.1],
  // if both units are located on hills."
  if (rules_.elevation == ElevationRule::Raclawice && onHill(fi) && onHill(ti)) return true;
  const int lf = level_[size_t(fi)], lt = level_[size_t(ti)];
  const FractionalHex pa = nudged(from, +1), pb = nudged(to, +1), ma = nudged(from, -1), mb = nudged(to, -1);
  const bool either = rules_.alongHexsideEitherBlocks;
  Hex prevP = from, prevM = from;
  bool blockedP = false, blockedM = false;
  for (int i = 1; i <= n; ++i) {
    const double t = double(i) / n;
    const Hex hp = i == n ? to : stepHex(pa, pb, t);
    const Hex hm = i == n ? to : stepHex(ma, mb, t);
    Hit hitP, hitM;
    hitP = hexsideHit(prevP, hp, 2 * i - 1, n, lf, lt);
    if (prevM == prevP && hm == hp)
      hitM = hitP;
    else
      hitM = hexsideHit(prevM, hm, 2 * i - 1, n, lf, lt);
    if (hp != hm) {
      Hit along = hexsideHit(hp, hm, 2 * i, n, lf, lt);
      if (along.kind != LosBlocker::None) {
        if (hitP.kind == LosBlocker::None) hitP = along;
        if (hitM.kind == LosBlocker::None) hitM = along;
      }
    }
    if (i < n) {
      if (hitP.kind == LosBlocker::None) hitP = hexHit(hp, 2 * i, n, lf, lt, units);
      if (hitM.kind == LosBlocker::None) hitM = hp == hm ? hitP : hexHit(hm, 2 * i, n, lf, lt, units);
    }
    const bool newP = !blockedP && hitP.kind != LosBlocker::None;
    const bool newM = !blockedM && hitM.kind != LosBlocker::None;
    blockedP |= newP;
    blockedM |= newM;
    if (either ? (blockedP || blockedM) : (blockedP && blockedM)) {
      if (out) *out = newP ? hitP : hitM;
      return false;
    }
    prevP = hp;
    prevM = hm;
  }
  return true;
}

LosResult LosMap::trace(Hex from, Hex to, const UnitsAt& units) const {
  LosResult res;
  res.range = distance(from, to);
  res.crossed = traceLine(from, to);
  const int fi = index(from), ti = index(to);
  if (fi < 0 || ti < 0) {
    res.visible = false;
    res.blocker = LosBlocker::Hex;
    res.blockingHex = fi < 0 ? from : to;
    res.reason = "off-map";
    return res;
  }
  Hit hit;
  res.visible = walk(from, to, fi, ti, &units, &hit);
  if (!res.visible) {
    res.blocker = hit.kind;
    res.blockingHex = hit.hex;
    res.blockingHexside = hit.side;
    res.reason = hit.kind == LosBlocker::Unit ? "unit"
                 : hit.type < codes_.size()   ? codes_[hit.type]
                                              : "#" + std::to_string(hit.type);
    res.ground = hit.ground;
  }
  return res;
}

}  // namespace cartouche
