// A scenario's units for line of sight: who blocks, and the firer's front hexsides.
#include "rules/los_units.h"

namespace cartouche {

namespace {

uint8_t bits(std::initializer_list<int> dirs) {
  uint8_t b = 0;
  for (int d : dirs) b |= uint8_t(1u << (((d % 6) + 6) % 6));
  return b;
}

}  // namespace

uint8_t unitFrontHexsides(Facing facing, const Formation* f, const TroopType* tt, bool raclawice) {
  if (f && f->facing == FacingRule::All) return 0x3f;
  if (facing % 2 == 0) {
    const int d = facing / 2;
    const bool five = !raclawice && ((f && f->code == "general-order") || (tt && tt->arm == Arm::Cavalry && tt->light));
    return five ? bits({d - 2, d - 1, d, d + 1, d + 2}) : bits({d - 1, d, d + 1});
  }
  const int k = facing / 2;  // the vertex between directions k and k + 1
  return f && f->code == "skirmish" ? bits({k - 1, k, k + 1, k + 2}) : bits({k, k + 1});
}

ScenarioUnits::ScenarioUnits(const Battle& battle, const Scenario& scenario) {
  auto sys = battle.info.find("system");
  const bool raclawice = sys != battle.info.end() && sys->second == "raclawice";
  const EffectiveSetup setup = effectiveSetup(battle.scenarios, scenario);
  std::unordered_map<std::string, const Unit*> units;  // Army::unit() and node() are linear searches
  for (const Unit& u : battle.army.units) units.emplace(u.code, &u);
  std::unordered_map<std::string, const std::string*> sides;
  for (const OobNode& n : battle.army.nodes) sides.emplace(n.code, &n.side);
  for (const Placement& p : setup.units) {
    auto found = units.find(p.unit);
    const Unit* u = found == units.end() ? nullptr : found->second;
    if (!u || !p.hex) continue;
    const TroopType* tt = battle.armyVocabulary.troopType(u->troopType);
    const Formation* f = p.formation.empty() ? nullptr : battle.armyVocabulary.formation(p.formation);
    const bool blocks = raclawice ? !(tt && tt->arm == Arm::Artillery) : !(f && !f->blocksLos);
    auto sideIt = sides.find(u->node);
    const std::string side = sideIt == sides.end() ? std::string() : *sideIt->second;
    const uint8_t front = p.facing ? unitFrontHexsides(*p.facing, f, tt, raclawice) : uint8_t(0x3f);
    for (const std::optional<Hex>& h : {p.hex, p.second}) {
      if (!h) continue;
      Here& here = hexes_[key(*h)];
      here.side = side;
      if (blocks && here.blocker.empty()) {
        here.blocker = u->code;
        here.blockerSide = side;
      }
      if (p.facing && h == p.hex) {
        here.facer = u->code;
        here.front = front;
      }
    }
  }
}

const ScenarioUnits::Here* ScenarioUnits::at(Hex hex) const {
  auto it = hexes_.find(key(hex));
  return it == hexes_.end() ? nullptr : &it->second;
}

UnitsAt ScenarioUnits::blockersFor(Hex from, Hex to) const {
  (void)from;
  const Here* target = at(to);
  const std::string targetSide = target ? target->side : std::string();
  return [this, targetSide](Hex h) {
    const Here* here = at(h);
    if (!here || here->blocker.empty()) return UnitBlock::None;
    return !targetSide.empty() && here->blockerSide == targetSide ? UnitBlock::FriendOfTarget : UnitBlock::Blocks;
  };
}

std::string ScenarioUnits::blockingUnit(Hex hex) const {
  const Here* here = at(hex);
  return here ? here->blocker : std::string();
}

std::string ScenarioUnits::facingUnit(Hex hex) const {
  const Here* here = at(hex);
  return here ? here->facer : std::string();
}

uint8_t ScenarioUnits::frontHexsides(Hex hex) const {
  const Here* here = at(hex);
  return here ? here->front : uint8_t(0x3f);
}

bool ScenarioUnits::seesThroughFront(Hex from, Hex to) const {
  const uint8_t front = frontHexsides(from);
  if (front == 0x3f || from == to) return true;
  const std::vector<LineStep> line = traceLine(from, to);
  if (line.size() < 2) return true;
  const LineStep& first = line[1];
  for (Hex h : {first.hex, first.other}) {
    const int d = directionTo(from, h);
    if (d >= 0 && (front >> d) & 1u) return true;
  }
  return false;
}

UnitLos losWithUnits(const LosMap& map, const ScenarioUnits& units, Hex from, Hex to) {
  UnitLos out;
  out.los = map.trace(from, to, units.blockersFor(from, to));
  if (out.los.blocker == LosBlocker::Unit) out.blockingUnit = units.blockingUnit(out.los.blockingHex);
  out.firer = units.facingUnit(from);
  out.throughFront = units.seesThroughFront(from, to);
  if (!out.throughFront) out.los.visible = false;
  return out;
}

}  // namespace cartouche
