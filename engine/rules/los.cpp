// Line of sight: the two nudged centre-to-centre lines walked step by step over dense per-hex arrays.
#include "rules/los.h"

#include "rules/viewshed_lines.h"
#include "rules/viewshed_shadow.h"

#include <algorithm>
#include <atomic>
#include <climits>
#include <cmath>
#include <thread>

namespace cartouche {

namespace {

constexpr int16_t kNoBlock = INT16_MIN;
constexpr int32_t kNoSide = INT32_MIN;      // a hexside that blocks nothing
constexpr int32_t kAny = INT32_MIN + 1;     // the threshold at which every hexside obstacle blocks
constexpr int32_t kAnyHex = kNoBlock + 1;   // and every hex obstacle
constexpr int16_t kGroundNone = INT16_MIN;  // a cell off the map: its ground blocks nothing
constexpr int kNever = INT_MAX;             // a ground threshold where the ground never blocks
constexpr int kCellMargin = 2;           // a nudged line's hex is within one hex of the two ends' bounding box

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

LosRules LosRules::raclawice() {
  LosRules r;
  r.elevation = ElevationRule::Raclawice;
  return r;
}

LosRules LosRules::laBataille() {
  LosRules r;
  r.elevation = ElevationRule::LaBataille;
  return r;
}

LosRules losRulesFor(const Battle& battle) {
  auto it = battle.info.find("system");
  if (it != battle.info.end() && it->second == "raclawice") return LosRules::raclawice();
  return LosRules::laBataille();
}

LosMap::LosMap(const Battle& battle, const LosRules& rules) : battle_(&battle), rules_(rules) {
  const HexMap& m = battle.map;
  columns_ = m.columns();
  rows_ = m.rows();
  pointy_ = m.grid().orientation == Orientation::PointyTop;
  oddShifted_ = m.grid().shifted == ShiftedLines::Odd;
  const size_t n = size_t(m.hexCount());
  level_ = m.levelData();
  hexHeight_.assign(n, kNoBlock);
  sideBlocks_.assign(n, 0);
  sideHeight_.assign(n * 3, kNoBlock);
  sideType_.assign(n * 3, 0);
  hill_.assign(n, 0);
  int minLevel = INT_MAX, maxLevel = INT_MIN;
  for (int16_t l : level_) {
    minLevel = std::min(minLevel, int(l));
    maxLevel = std::max(maxLevel, int(l));
  }
  const TerrainVocabulary& v = battle.vocabulary;
  for (size_t i = 0; i < n; ++i) {
    TerrainId t = m.terrain(int(i));
    if (!v.contains(t)) continue;
    const TerrainType& type = v.at(t);
    if (type.blocksLos) hexHeight_[i] = int16_t(level_[i] + type.losHeight);
    // [10.1.2] "both units are located on hills": a hex of the vocabulary's "hill" terrain, or one at the map's
    // highest level when the map has more than one level (a hill painted by elevation alone).
    hill_[i] = type.code == "hill" || (maxLevel > minLevel && level_[i] >= maxLevel);
  }
  if (rules_.hexsidesBlock) {
    for (const auto& [key, rec] : m.hexsides()) {
      HexsideId id = HexsideId::fromKey(key);
      int owner = m.indexOf(id.owner);
      if (owner < 0) {
        anySideBlocks_ = true;  // looked up in the map itself: keep hexsideHit from skipping it
        continue;
      }  // off-map owners are looked up in the map itself (sideAt below)
      for (const HexsideFeature& f : rec.features) {
        if (!v.contains(f.type) || !v.at(f.type).blocksLos) continue;
        int other = m.indexOf(id.neighbour());
        int base = std::max(int(level_[size_t(owner)]), other >= 0 ? int(level_[size_t(other)]) : INT16_MIN + 1);
        int h = base + v.at(f.type).losHeight;
        size_t k = size_t(owner) * 3 + size_t(id.dir);
        if (!(sideBlocks_[size_t(owner)] & (1u << id.dir)) || h > sideHeight_[k]) {
          sideHeight_[k] = int16_t(h);
          sideType_[k] = f.type;
        }
        sideBlocks_[size_t(owner)] |= uint8_t(1u << id.dir);
        anySideBlocks_ = true;
      }
    }
  }
  if (n == 0) return;
  int minQ = INT_MAX, maxQ = INT_MIN, minR = INT_MAX, maxR = INT_MIN;
  for (int i = 0; i < int(n); ++i) {
    const Hex h = m.hexAt(i);
    minQ = std::min(minQ, h.q), maxQ = std::max(maxQ, h.q);
    minR = std::min(minR, h.r), maxR = std::max(maxR, h.r);
  }
  cellQ0_ = minQ - kCellMargin;
  cellR0_ = minR - kCellMargin;
  cellColumns_ = maxQ - minQ + 1 + 2 * kCellMargin;
  cellRows_ = maxR - minR + 1 + 2 * kCellMargin;
  cellHex_.assign(size_t(cellColumns_) * size_t(cellRows_), kNoBlock);
  cellSide_.assign(size_t(cellColumns_) * size_t(cellRows_) * 3, kNoSide);
  for (int i = 0; i < int(n); ++i) {
    const size_t c = size_t(cellOf(m.hexAt(i)));
    cellHex_[c] = hexHeight_[size_t(i)];
    for (int d = 0; d < 3; ++d)
      if (sideBlocks_[size_t(i)] & (1u << d)) cellSide_[c * 3 + size_t(d)] = sideHeight_[size_t(i) * 3 + size_t(d)];
  }
  groundBlocks_ = rules_.elevation == ElevationRule::LaBataille && maxLevel > minLevel;
  if (groundBlocks_) {
    cellLevel_.assign(cellHex_.size(), kGroundNone);
    for (int i = 0; i < int(n); ++i) cellLevel_[size_t(cellOf(m.hexAt(i)))] = level_[size_t(i)];
  }
  if (!rules_.hexsidesBlock) return;
  // Hexsides on the map's edge owned by an off-map hex, as hexsideHit reads them.
  for (const auto& [key, rec] : m.hexsides()) {
    const HexsideId id = HexsideId::fromKey(key);
    if (index(id.owner) >= 0) continue;
    const int cq = id.owner.q - cellQ0_, cr = id.owner.r - cellR0_;
    if (cq < 0 || cq >= cellColumns_ || cr < 0 || cr >= cellRows_) continue;  // no line between map hexes meets it
    bool found = false;
    int height = 0;
    for (const HexsideFeature& f : rec.features)
      if (v.contains(f.type) && v.at(f.type).blocksLos) {
        const int other = index(id.neighbour());
        const int h = (other >= 0 ? level_[size_t(other)] : 0) + v.at(f.type).losHeight;
        if (!found || h > height) height = h;
        found = true;
      }
    if (found) cellSide_[size_t(cellOf(id.owner)) * 3 + size_t(id.dir)] = height;
  }
}

// HexMap::indexOf inlined (grid.cpp hexToOffset): called for every hex of every line.
inline int LosMap::indexIn(int q, int r, bool pointy, bool oddShifted, int columns, int rows) {
  int col, row;
  if (pointy) {
    row = r;
    col = oddShifted ? q + (r - (r & 1)) / 2 : q + (r + (r & 1)) / 2;
  } else {
    col = q;
    row = oddShifted ? r + (q - (q & 1)) / 2 : r + (q + (q & 1)) / 2;
  }
  if (unsigned(col) >= unsigned(columns) || unsigned(row) >= unsigned(rows)) return -1;
  return row * columns + col;
}

int LosMap::index(Hex h) const { return indexIn(h.q, h.r, pointy_, oddShifted_, columns_, rows_); }

bool LosMap::onHill(int i) const { return i >= 0 && hill_[size_t(i)]; }

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

// The level from which the ground blocks in the near half, the middle and the far half of a line from an end at
// level lf to one at level lt (groundAbove as thresholds).
static void groundThresholds(bool ground, int lf, int lt, int out[3]) {
  out[0] = ground ? lf + 1 : kNever;
  out[1] = ground ? std::min(lf, lt) + 1 : kNever;
  out[2] = ground ? lt + 1 : kNever;
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
    // A hexside on the map's edge owned by an off-map hex: rare, so read the map's own record.
    const HexsideRecord* rec = battle_->map.hexside(id);
    if (!rec) return hit;
    const TerrainVocabulary& v = battle_->vocabulary;
    bool found = false;
    for (const HexsideFeature& f : rec->features)
      if (v.contains(f.type) && v.at(f.type).blocksLos) {
        int other = index(id.neighbour());
        int h = (other >= 0 ? level_[size_t(other)] : 0) + v.at(f.type).losHeight;
        if (!found || h > height) height = h, type = f.type;
        found = true;
      }
    if (!found) return hit;
  }
  if (obstacleIgnored({true, height, dist, 2 * n - dist}, fromLevel, toLevel)) return hit;
  hit.kind = LosBlocker::Hexside;
  hit.side = id;
  hit.type = type;
  return hit;
}

LosMap::Hit LosMap::hexHit(Hex h, int dist, int n, int fromLevel, int toLevel,
                           const UnitsAt* units) const {
  Hit hit;
  int i = index(h);
  if (i < 0) return hit;  // half of a pair along the map's edge: off the map, nothing there to block
  int16_t height = hexHeight_[size_t(i)];
  if (height != kNoBlock && !obstacleIgnored({true, height, dist, 2 * n - dist}, fromLevel, toLevel)) {
    hit.kind = LosBlocker::Hex;
    hit.hex = h;
    hit.type = battle_->map.terrain(i);
    return hit;
  }
  // dist is in half hexes (the hex of step i at 2i), so the hex is nearer `from` when dist < n.
  if (groundBlocks_ && groundAbove(level_[size_t(i)], dist, n, fromLevel, toLevel)) {
    hit.kind = LosBlocker::Hex;
    hit.hex = h;
    hit.type = battle_->map.terrain(i);
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
    const TerrainVocabulary& v = battle_->vocabulary;
    res.reason = hit.kind == LosBlocker::Unit ? "unit"
                 : v.contains(hit.type)       ? v.at(hit.type).code
                                              : "#" + std::to_string(hit.type);
    res.ground = hit.ground;
  }
  return res;
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
    const int threshold = part == 0 ? (hex ? nearHex : nearHalf) : part == 1 ? (hex ? kAnyHex : kAny)
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
    const int threshold = part == 0 ? (hex ? nearHex : nearHalf) : part == 2 ? (hex ? farHex : farHalf)
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
  if (threads <= 0) threads = int(std::max(1u, std::thread::hardware_concurrency()));
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

LosResult los(const Battle& battle, const LosRules& rules, Hex from, Hex to,
              const UnitsAt& units) {
  return LosMap(battle, rules).trace(from, to, units);
}

std::vector<uint8_t> viewshed(const Battle& battle, const LosRules& rules, Hex from, int maxRange) {
  return LosMap(battle, rules).viewshed(from, maxRange);
}

std::vector<uint8_t> losMatrix(const Battle& battle, const LosRules& rules, const std::vector<Hex>& hexes,
                               int maxRange) {
  LosMap map(battle, rules);
  const size_t n = hexes.size();
  std::vector<uint8_t> out(n * n, 0);
  for (size_t i = 0; i < n; ++i) {
    out[i * n + i] = map.visible(hexes[i], hexes[i]) ? 1 : 0;
    // LOS is symmetric under both rule families, so each pair is traced once.
    for (size_t j = i + 1; j < n; ++j) {
      if (distance(hexes[i], hexes[j]) > maxRange) continue;
      out[i * n + j] = out[j * n + i] = map.visible(hexes[i], hexes[j]) ? 1 : 0;
    }
  }
  return out;
}

}  // namespace cartouche
