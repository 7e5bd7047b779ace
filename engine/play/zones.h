// Facing zones and zones of influence, as movement reads them. Directions are hex.h's 0..5; a zone is a bit set,
// bit d for the neighbour in direction d.
//
// A unit's front hexsides are the line-of-sight rules' (rules/los_units.h unitFrontHexsides), so movement and fire
// agree on where a unit faces. Its rear and flanks:
//  - facing a hexside d: rear d+3 (La Bataille seed 004, Orientation (13): column and limbered or unlimbered
//    artillery have one rear hexside; general order and light cavalry five fronts and that one rear);
//  - facing the vertex between k and k+1: rear k+3 and k+4 (a line's two rear hexsides), except La Bataille's
//    single-hex skirmisher, whose four fronts leave two flanks and no rear (13);
//  - whatever is neither front nor rear is flank. Racławice (rulebook 5.0, [8.1]) has a frontal zone of two hexes
//    for a unit facing a hexspine; its skirmishers see through their flanks ([10.2]) but still move by the frontal
//    zone, so their zones here are a line's.
//  - a formation facing all six (carré, square [7.3.2]) is front all round; a formation facing none (a routed unit
//    in La Bataille), an unknown facing or a commander ([5.1]) has no zones: `known` is false and nothing restricts.
//
// Zones of influence (La Bataille, seed 004, Zone d'Influence (14)): "the area adjacent to their front hex sides" of
// every enemy combat unit, except infantry in carré. Leaders are not combat units and exert none. Choices where the
// seed is silent: a unit whose facing is unknown exerts its zone on all six sides (it may face any way, and a move
// past it cannot be checked otherwise); a formation facing none (routed) has no front and so no zone.
// Thread-safety: plain values.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>

#include "play/play_state.h"

namespace cartouche {

struct FacingZones {
  bool known = false;    // false: no facing restricts the unit (unknown facing, commander, no orientation)
  uint8_t front = 0x3f;  // bit d: the neighbour in direction d is in the frontal zone
  uint8_t flank = 0;
  uint8_t rear = 0;
  friend bool operator==(const FacingZones&, const FacingZones&) = default;
};

// The zones of a unit facing `facing` (none: unknown) in `formation` of `troops` (either may be null: unknown).
FacingZones facingZones(std::optional<Facing> facing, const Formation* formation, const TroopType* troops,
                        bool raclawice);

// Whether the battle plays Racławice's rules (info "system" = "raclawice"); every other system plays La Bataille's,
// as the line-of-sight and stacking checks do.
bool playsRaclawice(const Battle& battle);

// What enemies exert on a hex.
enum ZoneFlag : uint8_t {
  kZoneOfInfluence = 1,  // some enemy combat unit's zone
  kCavalryZone = 2,      // some enemy cavalry unit's zone
};

// The zones of influence the units on the map exert against one side, built once per question.
class ZonesOfInfluence {
 public:
  // The zones of every unit on the map whose side is not `side`. Units of unknown side exert none.
  ZonesOfInfluence(const Battle& battle, const PlayState& state, const std::string& side);

  uint8_t at(Hex hex) const;
  // The unit whose zone covers `hex` (a cavalry one first when there is one); empty when none.
  std::string exertedBy(Hex hex) const;
  bool empty() const { return zones_.empty(); }

 private:
  struct Entry {
    uint8_t flags = 0;
    std::string unit;  // a cavalry unit when flags has kCavalryZone
  };
  std::unordered_map<Hex, Entry> zones_;
};

}  // namespace cartouche
