// Line of sight and viewshed on a battle's map, configured by the rules family (DESIGN.md, "Model decisions", LOS).
// A line runs centre to centre (traceLine); where it runs exactly along a hexside it is the pair of lines nudged to
// either side of it, and the hexside rule says how the two combine. Terrain and hexside features block by the
// vocabulary's blocksLos/losHeight (data, never code); the elevation rule is the family's. Units come later: a
// caller passes `units` (UnitsAt) to add them. Thread-safety: LosMap is immutable after construction and may be
// queried from many threads; the free functions build one per call.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "hex/hex.h"
#include "model/battle.h"

namespace cartouche {

class NearShadow;

enum class ElevationRule : uint8_t {
  // La Bataille "Line of Sight (23)", Elevation: a higher firer sees over an obstacle nearer to itself, a lower
  // firer sees over one nearer the target.
  LaBataille,
  // Raclawice [10.1]-[10.1.2]: no elevation exemption except that two units both on hills always see each other.
  Raclawice,
};

struct LosRules {
  ElevationRule elevation = ElevationRule::LaBataille;
  // Hexside features whose type blocksLos (walls, hedges) block a line crossing or running along them.
  bool hexsidesBlock = true;
  // A line running exactly along a hexside is blocked if either hex beside it blocks (both rulebooks); false:
  // only if both do.
  bool alongHexsideEitherBlocks = true;

  static LosRules raclawice();
  static LosRules laBataille();
};

// By info["system"]: "raclawice" gives raclawice(); anything else (including none) gives laBataille().
LosRules losRulesFor(const Battle& battle);

enum class LosBlocker : uint8_t { None, Hex, Hexside, Unit };

// What a hex holds for line of sight, as the caller (who knows the order of battle) says: nothing that blocks, a
// unit that blocks (La Bataille: non-routed combat formations; Raclawice: all but artillery and commanders), or
// such a unit on the same side as the unit at the line's far end, the target. La Bataille, Elevation: a lower firer
// sees the target over an obstacle nearer the target "unless the blocking unit is adjacent to the target and is a
// friendly unit" -- so that one case makes LOS depend on which end fires.
enum class UnitBlock : uint8_t { None, Blocks, FriendOfTarget };
using UnitsAt = std::function<UnitBlock(Hex)>;

struct LosResult {
  bool visible = true;
  int range = 0;                  // distance in hexes
  std::vector<LineStep> crossed;  // from `from` to `to`, both included; pairs where along a hexside
  LosBlocker blocker = LosBlocker::None;
  Hex blockingHex;            // LosBlocker::Hex or Unit
  HexsideId blockingHexside;  // LosBlocker::Hexside
  std::string reason;         // the terrain code that blocks, "unit", or "off-map"
  // LosBlocker::Hex by its ground alone (La Bataille): the hex stands above the nearer end of the line; `reason` is
  // then the hex's terrain code.
  bool ground = false;
};

// The map prepared for many LOS queries: per-hex obstacle height and per-hexside blocking features in dense arrays,
// so a query allocates nothing. trace() walks the two nudged lines; visible() without units and viewshed() give
// the same verdicts from precomputed line checks, an integer line stepper and near shadows (viewshed_lines.h,
// viewshed_shadow.h), and long-range viewshed() from a sweep over rings (viewshed_sweep.cpp) under the "either"
// hexside rule, which the tests hold to trace() on random maps. A LosMap copies all it reads from the battle
// (heights, terrain, the vocabulary's codes), so it may outlive the battle and never sees later edits: after an
// edit, build a new one.
class LosMap {
 public:
  LosMap(const Battle& battle, const LosRules& rules);

  const LosRules& rules() const { return rules_; }
  // Full answer, with the hexes crossed and the first blocker. Both hexes must be on the map, else blocked with
  // reason "off-map". `from` fires at `to`; with `units`, the hexes they occupy block as UnitBlock says.
  LosResult trace(Hex from, Hex to, const UnitsAt& units = {}) const;
  // The same verdict as trace(...).visible without the details.
  bool visible(Hex from, Hex to, const UnitsAt& units = {}) const;
  // One byte per map index: 1 where a hex within maxRange of `from` is visible from it (`from` itself included).
  std::vector<uint8_t> viewshed(Hex from, int maxRange) const;
  // The same bytes, the map's rows shared among `threads` threads (0: one per hardware thread).
  std::vector<uint8_t> viewshed(Hex from, int maxRange, int threads) const;

 private:
  struct Obstacle {
    bool blocks = false;
    int height = 0;
    int distFrom = 0;  // in half hexes, so a hexside between steps sits between them
    int distTo = 0;
  };
  struct Hit {
    LosBlocker kind = LosBlocker::None;
    Hex hex;
    HexsideId side;
    TerrainId type = 0;
    bool ground = false;
  };
  bool obstacleIgnored(const Obstacle& o, int fromLevel, int toLevel) const;
  Hit hexsideHit(Hex a, Hex b, int dist, int n, int fromLevel, int toLevel) const;
  Hit hexHit(Hex h, int dist, int n, int fromLevel, int toLevel, const UnitsAt* units) const;
  // The verdict for two on-map hexes (indices fi, ti); the first blocker into *hit when given.
  bool walk(Hex from, Hex to, int fi, int ti, const UnitsAt* units, Hit* hit) const;
  bool onHill(int index) const;
  int index(Hex h) const;
  static void offsetIn(int q, int r, bool pointy, bool oddShifted, int& col, int& row);
  static int indexIn(int q, int r, bool pointy, bool oddShifted, int columns, int rows);
  // The verdict of walk() without units or details, from the same checks (viewshed_lines.h) read from the cells.
  // Origin holds what every line from one hex shares.
  struct Origin {
    Hex hex;
    int level = 0;
    bool hill = false;
    const int16_t* hexes = nullptr;   // the origin's cell in cellHex_
    const int16_t* levels = nullptr;  // and in cellLevel_
    const int32_t* sides = nullptr;   // and in cellSide_
    // Directions blocked near the origin (viewshed_shadow.h), class 0 for lines in whose near half every obstacle
    // blocks, 1 for those where only obstacles from the origin's level up do; null where not built.
    const NearShadow* shadow = nullptr;
  };
  Origin origin(Hex from, int fi) const;
  bool fastVisible(const Origin& o, Hex to, int ti) const;
  // Its two halves: lines within LineTable::kRange, and longer ones. nearHalf/farHalf: the height from which an
  // obstacle blocks in each half of the line.
  // ground: the level from which the ground blocks in the near half, the middle and the far half (groundAbove).
  bool tableVisible(const Origin& o, Hex d, int nearHalf, int farHalf, const int ground[3]) const;
  // From step `start` + 1 on, for hexes: the caller knows no hex before it blocks (hexsides are still looked at).
  bool lineVisible(const Origin& o, Hex d, int n, int nearHalf, int farHalf, const int ground[3], int start) const;
  int cellOf(Hex h) const { return (h.r - cellR0_) * cellColumns_ + (h.q - cellQ0_); }
  // The whole-map viewshed as a ring sweep (viewshed_sweep.cpp, viewshed_sides.h for the hexsides): exact under the
  // "either" rule; sweepSextant does one sextant of it, `out` as viewshed()'s bytes.
  bool sweepApplies(int maxRange) const;
  void sweepViewshed(const Origin& o, int maxRange, int threads, uint8_t* out) const;
  struct SweepHex {  // a hex the sweep may have to add to its arcs, as the map has it
    int16_t q = 0, r = 0;
    int16_t height = 0, level = 0;
  };
  struct SweepSide {  // a blocking hexside as the cells have it: its owner, direction and height
    int16_t q = 0, r = 0;
    int32_t dir = 0;
    int32_t height = 0;
  };
  struct SweepRing;
  struct SweepSideRing;
  struct SweepLists {  // one sextant's rings, and whether their lists were filled (else its cells are read)
    std::vector<SweepRing>& rings;
    bool listed;
    std::vector<SweepSideRing>& sideRings;  // the same for its blocking hexsides
    bool sidesListed;
  };
  void sweepSextant(const Origin& o, int sextant, int maxRange, const SweepLists& lists, uint8_t* out) const;

  LosRules rules_;
  int columns_ = 0, rows_ = 0;
  bool pointy_ = true;
  bool oddShifted_ = true;
  bool anySideBlocks_ = false;  // no blocking hexside feature anywhere: skip the hexside lookups
  std::vector<int16_t> level_;
  std::vector<int16_t> hexHeight_;   // level + losHeight where the terrain blocks, else kNoBlock
  std::vector<uint8_t> sideBlocks_;  // bit d (0..2): a blocking feature on the hexside the hex owns in direction d
  std::vector<int16_t> sideHeight_;  // 3 per hex: max level beside the hexside + the feature's losHeight
  std::vector<TerrainId> sideType_;  // 3 per hex: the blocking feature's type (for the reason)
  std::vector<uint8_t> hill_;
  std::vector<TerrainId> terrain_;  // per hex, and the vocabulary's codes by id: a blocker's reason
  std::vector<std::string> codes_;
  // Blocking hexsides on the map's edge owned by an off-map hex (rare), by HexsideId::key: the highest feature's
  // height (the level beside it on the map, else 0, + its losHeight) and type.
  struct EdgeSide {
    int height = 0;
    TerrainId type = 0;
  };
  std::unordered_map<uint64_t, EdgeSide> edgeSides_;
  // The map in an axial rectangle (every hex a line between two map hexes can touch, with a margin), so a step
  // along a line is a constant offset: the hex's obstacle height as in hexHeight_ (kNoBlock also off the map), and
  // 3 per cell the heights of the hexsides it owns, INT32_MIN where none blocks (these may lie off the map).
  int cellQ0_ = 0, cellR0_ = 0, cellColumns_ = 0, cellRows_ = 0;
  std::vector<int16_t> cellHex_;
  std::vector<int32_t> cellSide_;
  // The ground as an obstacle (La Bataille, with more than one level on the map): each cell's level, kGroundNone
  // off the map, so a hex blocks when its level reaches the threshold of its part of the line (groundThresholds).
  bool groundBlocks_ = false;
  std::vector<int16_t> cellLevel_;
  // The hexes that block by terrain; and where the ground blocks, the others by level, highest first, so those
  // above any level are a prefix (aboveLevel_[l - minLevel_]: how many stand above l).
  std::vector<SweepHex> obstacles_, byLevel_;
  std::vector<SweepSide> blockingSides_;  // every hexside cellSide_ holds, for the sweep's lists
  std::vector<uint32_t> aboveLevel_;
  int minLevel_ = 0;
};

// grid.cpp hexToOffset inlined: called for every hex of every line.
inline void LosMap::offsetIn(int q, int r, bool pointy, bool oddShifted, int& col, int& row) {
  if (pointy) {
    row = r;
    col = oddShifted ? q + (r - (r & 1)) / 2 : q + (r + (r & 1)) / 2;
  } else {
    col = q;
    row = oddShifted ? r + (q - (q & 1)) / 2 : r + (q + (q & 1)) / 2;
  }
}

// HexMap::indexOf inlined.
inline int LosMap::indexIn(int q, int r, bool pointy, bool oddShifted, int columns, int rows) {
  int col, row;
  offsetIn(q, r, pointy, oddShifted, col, row);
  if (unsigned(col) >= unsigned(columns) || unsigned(row) >= unsigned(rows)) return -1;
  return row * columns + col;
}

inline int LosMap::index(Hex h) const { return indexIn(h.q, h.r, pointy_, oddShifted_, columns_, rows_); }

inline bool LosMap::onHill(int i) const { return i >= 0 && hill_[size_t(i)]; }

LosResult los(const Battle& battle, const LosRules& rules, Hex from, Hex to, const UnitsAt& units = {});
std::vector<uint8_t> viewshed(const Battle& battle, const LosRules& rules, Hex from, int maxRange);
// LOS between all pairs of `hexes` no farther apart than maxRange: n*n bytes, row i column j is 1 when hexes[j]
// is visible from hexes[i]. Pairs beyond range are 0; the diagonal is 1.
std::vector<uint8_t> losMatrix(const Battle& battle, const LosRules& rules, const std::vector<Hex>& hexes,
                               int maxRange);

}  // namespace cartouche
