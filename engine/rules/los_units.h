// A scenario's units on the map for line of sight (los.h): which hexes hold units that block, and which hexsides of
// a unit are its front, through which alone it sees.
//
// Who blocks: La Bataille (seed 004, Line of Sight (23)): "all non-routed combat formations" -- a unit blocks unless
// its formation's blocksLos is false (routed, by the army vocabulary); a unit with no formation given blocks. The
// exception for "a friendly unit adjacent to the target" is UnitBlock::FriendOfTarget (the target's side is the
// side of the units at the far end). Racławice [10.1]: all units but artillery (and commanders) block. Leaders are
// not units and never block.
//
// Front hexsides (directions 0..5 of hex.h), from the formation and facing of the top unit at the firing hex (the
// last set-up row there with a facing; "always look at the top combat unit"):
//  - a formation that faces all six (FacingRule::All: carré, Racławice's square [7.3.2]) sees through all six;
//  - a hexside facing d: La Bataille column, three front hexsides d-1, d, d+1; general order (formation code
//    "general-order") and light cavalry, five (all but the rear d+3); Racławice the same three;
//  - a vertex facing between d and d+1: two front hexsides d and d+1 (line); in skirmish (formation code
//    "skirmish") four, d-1 to d+2 (La Bataille's single-hex skirmisher; Racławice [7.2]/[10.2]: LOS also through
//    the flank zones);
//  - no facing known, or no unit: no restriction.
// A line leaves its hex through the hexside towards its first step; when it leaves through a vertex (its first
// step is a pair of hexes) it passes if either hexside is a front one.
// Thread-safety: immutable after construction.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "model/battle.h"
#include "rules/los.h"

namespace cartouche {

// The front hexsides (bit d: direction d) of a unit facing `facing` in formation `formation` of troop type `troops`,
// by the list above (either may be null when unknown); 0x3f when the formation faces all six. The movement rules
// (play/zones.h) read a unit's front, flanks and rear from it.
uint8_t unitFrontHexsides(Facing facing, const Formation* formation, const TroopType* troops, bool raclawice);

class ScenarioUnits {
 public:
  ScenarioUnits(const Battle& battle, const Scenario& scenario);

  // For a line from `from` to `to`: how each hex's units block (UnitsAt for LosMap::trace and visible).
  UnitsAt blockersFor(Hex from, Hex to) const;
  // The unit that blocks at `hex` (the first set-up row there that blocks); empty when none.
  std::string blockingUnit(Hex hex) const;
  // The top unit at `hex` with a facing; empty when none.
  std::string facingUnit(Hex hex) const;
  // Bit d set: direction d is a front hexside of the unit at `hex`; 0x3f when no facing restricts it.
  uint8_t frontHexsides(Hex hex) const;
  // Whether a line from `from` to `to` leaves `from` through a front hexside.
  bool seesThroughFront(Hex from, Hex to) const;

 private:
  struct Here {
    std::string side;     // side of the units here (the last one's)
    std::string blocker;  // code of the first blocking unit
    std::string blockerSide;
    std::string facer;  // the top unit with a facing
    uint8_t front = 0x3f;
  };
  const Here* at(Hex hex) const;
  static int64_t key(Hex h) { return (int64_t(h.q) << 32) ^ int64_t(uint32_t(h.r)); }
  std::unordered_map<int64_t, Here> hexes_;
};

// Line of sight with a scenario's units: the LosResult (units block as ScenarioUnits says), with the blocking
// unit named and whether the firer sees through its front. visible is false when either is against it.
struct UnitLos {
  LosResult los;
  std::string blockingUnit;  // LosBlocker::Unit: the unit's code
  bool throughFront = true;
  std::string firer;  // the unit at `from` whose facing was read; empty when none
};
UnitLos losWithUnits(const LosMap& map, const ScenarioUnits& units, Hex from, Hex to);

}  // namespace cartouche
