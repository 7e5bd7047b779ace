#include "play/victory.h"

namespace cartouche {

namespace {

bool isRaclawice(const Battle& battle) {
  auto it = battle.info.find("system");
  return it != battle.info.end() && it->second == "raclawice";
}

}  // namespace

std::vector<VictoryTally> tallyVictory(const Battle& battle, const Scenario& scenario, const PlayState& state) {
  std::vector<VictoryTally> out;
  for (const ArmySide& side : battle.army.sides) out.push_back(VictoryTally{side.code, 0, 0, {}});
  auto tallyOf = [&](const std::string& side) -> VictoryTally* {
    for (VictoryTally& t : out)
      if (t.side == side) return &t;
    return nullptr;
  };
  for (const Objective& o : scenario.victory.objectives) {
    if (!o.points) continue;
    std::string holder;
    bool contested = false;
    for (const UnitState* u : state.unitsAt(o.hex)) {
      const Unit* unit = battle.army.unit(u->unit);
      if (!unit) continue;
      const std::string side = battle.army.sideOfUnit(*unit);
      if (holder.empty())
        holder = side;
      else if (holder != side)
        contested = true;
    }
    if (holder.empty() || contested) continue;
    if (!o.side.empty() && o.side != holder) continue;
    if (VictoryTally* t = tallyOf(holder)) t->objectives += *o.points;
  }
  if (!isRaclawice(battle)) return out;
  // [12.1]: points go to every side but the one that lost the unit.
  auto award = [&](const std::string& loser, int points) {
    for (VictoryTally& t : out)
      if (t.side != loser) t.eliminations += points;
  };
  for (const UnitState& u : state.units) {
    if (!u.eliminated) continue;
    const Unit* unit = battle.army.unit(u.unit);
    if (!unit) continue;
    const std::string side = battle.army.sideOfUnit(*unit);
    const TroopType* type = battle.armyVocabulary.troopType(unit->troopType);
    if (type && type->arm == Arm::Artillery) {
      award(side, 8);
      continue;
    }
    if (std::optional<int> morale = intValue(unit->values, "morale")) {
      award(side, *morale);
    } else {
      for (VictoryTally& t : out)
        if (t.side != side) t.unknown.push_back(u.unit);
    }
  }
  for (const LeaderState& l : state.leaders) {
    if (!l.eliminated) continue;
    const Leader* leader = battle.army.leader(l.leader);
    if (leader) award(leader->side, 10);
  }
  return out;
}

}  // namespace cartouche
