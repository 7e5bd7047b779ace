#include "play/fire.h"

#include "rules/los.h"
#include "rules/los_units.h"

namespace cartouche {

Result<FirePlan> prepareFire(const Battle& battle, const Scenario& played, const PlayState& state,
                             const FireOrder& order) {
  if (order.firers.empty()) return Status::invalidArgument("fire names no firing unit");
  if (!battle.map.contains(order.target))
    return Status::invalidArgument("the target hex " + battle.map.grid().label(order.target) + " is not on the map");
  if (rulesFamily(battle) == RulesFamily::Raclawice) return prepareFireRaclawice(battle, played, state, order);
  return prepareFireLaBataille(battle, played, state, order);
}

Result<FireOutcome> resolveFire(const Battle& battle, const PlayState& state, const FirePlan& plan,
                                std::optional<int> roll) {
  if (plan.die && !roll) return Status::invalidArgument("the fire needs a roll of " + dieKindName(*plan.die));
  if (plan.die && !isValidRoll(*plan.die, *roll))
    return Status::invalidArgument(std::to_string(*roll) + " is not a roll of " + dieKindName(*plan.die));
  if (plan.family == RulesFamily::Raclawice) return resolveFireRaclawice(battle, state, plan, roll);
  return resolveFireLaBataille(battle, state, plan, *roll);
}

Status applyFire(const Battle& battle, const FireOutcome& outcome, PlayState& state) {
  (void)battle;
  return applyEffects(outcome.effects, state);
}

std::string fireLosProblem(const Battle& battle, const Scenario& played, const PlayState& state, Hex from, Hex to) {
  LosMap map(battle, losRulesFor(battle));
  ScenarioUnits units(battle, state.asScenario(played));
  UnitLos los = losWithUnits(map, units, from, to);
  const GridSettings& g = battle.map.grid();
  if (!los.throughFront)
    return "the line to " + g.label(to) + " does not leave " + g.label(from) + " through a front hexside";
  if (los.los.visible) return "";
  switch (los.los.blocker) {
    case LosBlocker::Unit:
      return "the line to " + g.label(to) + " is blocked at " + g.label(los.los.blockingHex) + " by unit \"" +
             los.blockingUnit + "\"";
    case LosBlocker::Hex:
      return "the line to " + g.label(to) + " is blocked at " + g.label(los.los.blockingHex) + " by " + los.los.reason;
    case LosBlocker::Hexside:
      return "the line to " + g.label(to) + " is blocked by a " + los.los.reason + " hexside";
    case LosBlocker::None:
      break;
  }
  return "no line of sight to " + g.label(to) + " (" + los.los.reason + ")";
}

}  // namespace cartouche
