// Facing zones and zones of influence.
#include "play/zones.h"

#include "rules/los_units.h"

namespace cartouche {

namespace {

uint8_t bit(int d) { return uint8_t(1u << (((d % 6) + 6) % 6)); }

}  // namespace

bool playsRaclawice(const Battle& battle) {
  auto it = battle.info.find("system");
  return it != battle.info.end() && it->second == "raclawice";
}

FacingZones facingZones(std::optional<Facing> facing, const Formation* formation, const TroopType* troops,
                        bool raclawice) {
  FacingZones z;
  if (formation && formation->facing == FacingRule::None) return z;
  if (formation && formation->facing == FacingRule::All) {
    z.known = true;
    return z;
  }
  if (!facing) return z;
  z.known = true;
  const bool skirmish = formation && formation->code == "skirmish";
  // Racławice's skirmishers move by the frontal zone of a line ([8.1]); their wider front is for sight ([10.2]).
  const Formation* frontOf = raclawice && skirmish ? nullptr : formation;
  z.front = unitFrontHexsides(*facing, frontOf, troops, raclawice);
  if (isVertexFacing(*facing)) {
    const int k = *facing / 2;
    if (!(skirmish && !raclawice)) z.rear = uint8_t(bit(k + 3) | bit(k + 4));
  } else {
    z.rear = bit(*facing / 2 + 3);
  }
  z.rear &= uint8_t(~z.front);
  z.flank = uint8_t(0x3f & ~z.front & ~z.rear);
  return z;
}

ZonesOfInfluence::ZonesOfInfluence(const Battle& battle, const PlayState& state, const std::string& side) {
  const bool raclawice = playsRaclawice(battle);
  std::unordered_map<std::string, const Unit*> units;
  for (const Unit& u : battle.army.units) units.emplace(u.code, &u);
  std::unordered_map<std::string, const std::string*> sides;
  for (const OobNode& n : battle.army.nodes) sides.emplace(n.code, &n.side);
  for (const UnitState& s : state.units) {
    if (s.eliminated || !s.hex) continue;
    auto u = units.find(s.unit);
    if (u == units.end()) continue;
    auto nodeSide = sides.find(u->second->node);
    if (nodeSide == sides.end() || nodeSide->second->empty() || *nodeSide->second == side) continue;
    const Formation* f = s.formation.empty() ? nullptr : battle.armyVocabulary.formation(s.formation);
    if (f && f->code == "carre") continue;  // (14): infantry in carré exerts no zone of influence
    if (f && f->facing == FacingRule::None) continue;
    const TroopType* tt = battle.armyVocabulary.troopType(u->second->troopType);
    const bool cavalry = tt && tt->arm == Arm::Cavalry;
    const uint8_t front = s.facing ? facingZones(s.facing, f, tt, raclawice).front : uint8_t(0x3f);
    for (const std::optional<Hex>& at : {s.hex, s.second}) {
      if (!at) continue;
      for (int d = 0; d < 6; ++d) {
        if (!((front >> d) & 1u)) continue;
        const Hex h = neighbour(*at, d);
        if (h == *s.hex || (s.second && h == *s.second)) continue;
        Entry& e = zones_[h];
        if (e.unit.empty() || (cavalry && !(e.flags & kCavalryZone))) e.unit = s.unit;
        e.flags |= kZoneOfInfluence;
        if (cavalry) e.flags |= kCavalryZone;
      }
    }
  }
}

uint8_t ZonesOfInfluence::at(Hex hex) const {
  auto it = zones_.find(hex);
  return it == zones_.end() ? 0 : it->second.flags;
}

std::string ZonesOfInfluence::exertedBy(Hex hex) const {
  auto it = zones_.find(hex);
  return it == zones_.end() ? std::string() : it->second.unit;
}

}  // namespace cartouche
