// applyFacing: a stack turns, paying what its rules charge (movement.h).
#include <algorithm>

#include "play/move_rules.h"
#include "play/movement.h"
#include "rules/rule_queries.h"

namespace cartouche {

namespace {

// Racławice [8.7]: the cost of a 60- or 120-degree turn from movement-point-costs' "[8.7]" rows.
std::optional<int> turnCost(const Battle& battle, const char* degrees) {
  for (const RuleTable& t : battle.rules) {
    if (t.code != "movement-point-costs") continue;
    const int action = t.columnIndex("action"), rule = t.columnIndex("rule"), cost = t.columnIndex("cost");
    if (action < 0 || rule < 0 || cost < 0) return std::nullopt;
    for (const auto& r : t.rows) {
      if (r[size_t(rule)].find("[8.7]") == std::string::npos) continue;
      if (r[size_t(action)].find(degrees) == std::string::npos || r[size_t(cost)].empty()) continue;
      auto c = parseMoveCost(r[size_t(cost)]);
      if (!c || c->kind == MoveCost::Kind::Prohibited) return std::nullopt;
      return toTwelfths(c->numerator, c->denominator);
    }
  }
  return std::nullopt;
}

}  // namespace

Result<MoveOutcome> applyFacing(const Battle& battle, PlayState& state, const std::vector<std::string>& units,
                                Facing facing) {
  if (facing < 0 || facing > 11) return Status::invalidArgument("facing " + std::to_string(facing) + " is not 0..11");
  auto prepared = MoveRules::prepare(battle, state, units);
  if (!prepared) return prepared.status();
  const MoveRules& rules = **prepared;
  const bool raclawice = rules.raclawice();
  const Orientation orientation = battle.map.grid().orientation;
  const std::string who = rules.moversName();
  const std::string where = battle.map.grid().label(rules.start());

  int cost = 0;
  std::string from;
  for (const std::string& code : units) {
    const UnitState* u = state.unit(code);
    if (!u)
      return Status::invalidArgument(code + " is a leader: " +
                                     std::string(raclawice ? "commanders have no facing ([5.1], [8.7])"
                                                           : "only combat units have an orientation (seed 004, "
                                                             "Orientation (13))"));
    const Unit* unit = battle.army.unit(code);
    const TroopType* tt = unit ? battle.armyVocabulary.troopType(unit->troopType) : nullptr;
    const Formation* f = u->formation.empty() ? nullptr : battle.armyVocabulary.formation(u->formation);
    const std::string name = unit && !unit->shortName.empty() ? unit->shortName : unit ? unit->name : code;
    if (f && (f->facing == FacingRule::All || f->facing == FacingRule::None))
      return Status::invalidArgument(name + " in " + f->name + " has no facing to change (" +
                                     (f->facing == FacingRule::All ? "it faces all ways" : "it faces none") + ")");
    if (f && f->facing == FacingRule::Hexside && isVertexFacing(facing))
      return Status::invalidArgument(name + " in " + f->name + " faces a hexside, not the vertex " +
                                     facingName(orientation, facing));
    if (f && f->facing == FacingRule::Vertex && !isVertexFacing(facing))
      return Status::invalidArgument(name + " in " + f->name + " faces a vertex, not the hexside " +
                                     facingName(orientation, facing));
    if (!u->facing) continue;  // an unknown facing is set, not turned
    if (from.empty()) from = facingName(orientation, *u->facing);
    int steps = std::abs(*u->facing - facing);
    steps = std::min(steps, 12 - steps);  // in 30 degrees
    if (steps == 0) continue;
    const Arm arm = tt ? tt->arm : Arm::Other;
    int c = 0;
    if (raclawice) {
      if (u->formation == "skirmish" || arm == Arm::Artillery) continue;  // [7.2], [8.11]
      const int sixties = (steps + 1) / 2;                                // 30 degrees counts as 60
      auto t60 = turnCost(battle, "60"), t120 = turnCost(battle, "120");
      if (!t60 || (sixties >= 2 && !t120))
        return Status::notFound("turning " + name + " needs the cost of a turn of " + (sixties >= 2 ? "120" : "60") +
                                " degrees ([8.7]), and the battle's table \"movement-point-costs\" gives none");
      c = sixties == 1 ? *t60 : sixties == 2 ? *t120 : *t120 + *t60;
    } else {
      if (arm == Arm::Cavalry) {
        c = 3 * kMovePointUnit;
      } else {
        if (u->formation == "unlimbered" && steps > 2)
          return Status::invalidArgument(name +
                                         " is unlimbered and may change its facing by one hexside only (seed "
                                         "004, Movement (18))");
        c = kMovePointUnit;
      }
    }
    cost = std::max(cost, c);
  }
  if (raclawice) {
    // 6.0: all units in a stack face the same way (artillery excepted): the whole stack turns.
    for (const UnitState* other : state.unitsAt(rules.start())) {
      if (std::find(units.begin(), units.end(), other->unit) != units.end()) continue;
      const Unit* unit = battle.army.unit(other->unit);
      const TroopType* tt = unit ? battle.armyVocabulary.troopType(unit->troopType) : nullptr;
      if (!unit || battle.army.sideOfUnit(*unit) != rules.side() || (tt && tt->arm == Arm::Artillery)) continue;
      return Status::invalidArgument(other->unit + " stands in the same stack at " + where +
                                     ": all units of a stack face the same way, so the stack turns together (6.0)");
    }
  }
  if (cost > rules.remaining())
    return Status::invalidArgument(
        who + " cannot turn to " + facingName(orientation, facing) + ": it costs " + formatMovePoints(cost) +
        " movement points and " + formatMovePoints(std::max(rules.remaining(), 0)) + " of " +
        formatMovePoints(rules.allowance()) + " are left" + (raclawice ? " ([8.7])" : " (seed 004, Movement (18))"));
  for (const std::string& code : units) {
    UnitState* u = state.unit(code);
    u->facing = facing;
    u->spent += cost;
  }
  std::string line = who + (units.size() == 1 ? " turns " : " turn ");
  line += from.empty() ? "to face " + std::string(facingName(orientation, facing)) + " (its facing was not known)"
                       : "from " + from + " to " + facingName(orientation, facing);
  line += " at " + where + ": " + formatMovePoints(cost) + " movement points, " +
          formatMovePoints(rules.allowance() - rules.remaining() + cost) + " of " +
          formatMovePoints(rules.allowance()) + " spent";
  return MoveOutcome{cost, line};
}

}  // namespace cartouche
