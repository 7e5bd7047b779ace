// Racławice melee ([6.5], [11.1]-[11.11]): every unit of each side in the melee hex fights, their strengths added;
// both sides roll a d10 with the Melee Combat Modifiers Table's declared rows; the lower loses, a tie goes to the
// attacker ([11.7]); the winner loses one step, the loser two and withdraws ([11.8]).
#include <algorithm>

#include "play/melee.h"

namespace cartouche {

namespace {

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

std::string signedText(int roll, int modifier) {
  if (modifier == 0) return std::to_string(roll);
  return std::to_string(roll) + (modifier > 0 ? " + " : " - ") + std::to_string(std::abs(modifier)) + " = " +
         std::to_string(roll + modifier);
}

}  // namespace

Result<MeleePlan> prepareMeleeRaclawice(const Battle& battle, const PlayState& state, const MeleeOrder& order) {
  const GridSettings& g = battle.map.grid();
  MeleePlan plan;
  plan.family = RulesFamily::Raclawice;
  plan.hex = order.hex;
  plan.die = DieKind::D10;
  plan.twoRolls = true;
  std::string side;
  for (const std::string& code : order.attackers) {
    auto u = combatUnit(battle, state, code);
    if (!u) return u.status();
    if (!side.empty() && u->side != side) return Status::invalidArgument("the attackers are not all of one side");
    side = u->side;
    if (!(u->hex == order.hex))
      return Status::invalidArgument("[11.1]: unit " + quoted(unitLabel(*u)) + " is not in the melee hex " +
                                     g.label(order.hex));
  }
  // [11.1]: all units of both sides in the hex; [11.11]: artillery with friends stands aside; [11.10]: artillery
  // alone defends as infantry of strength 1.
  std::vector<CombatUnit> att, def;
  for (const UnitState* s : state.unitsAt(order.hex)) {
    auto u = combatUnit(battle, state, s->unit);
    if (!u) return u.status();
    (u->side == side ? att : def).push_back(*u);
  }
  if (def.empty()) return Status::invalidArgument("[11.1]: no enemy unit is in the melee hex " + g.label(order.hex));
  auto addSide = [&](std::vector<CombatUnit>& units, bool defending, std::vector<MeleeUnitLine>& lines,
                     Ratio& total) -> Status {
    const bool allArtillery =
        std::all_of(units.begin(), units.end(), [](const CombatUnit& u) { return u.arm == Arm::Artillery; });
    for (const CombatUnit& u : units) {
      MeleeUnitLine line;
      line.unit = u.unit->code;
      if (u.arm == Arm::Artillery && !allArtillery) {
        plan.bystanders.push_back(u.unit->code);
        plan.lines.push_back(unitLabel(u) +
                             ": artillery with other units, does not fight but shares their fate "
                             "([11.11])");
        continue;
      }
      if (u.arm == Arm::Artillery && defending) {
        line.value = Ratio::of(1);
        line.words = unitLabel(u) + ": artillery alone, defends as infantry of strength 1 ([11.10])";
      } else {
        auto strength = currentValue(battle, u, "strength");
        if (!strength) return strength.status();
        line.value = Ratio::of(*strength);
        line.words = unitLabel(u) + ": strength " + std::to_string(*strength);
      }
      total = total + line.value;
      plan.lines.push_back((defending ? "defender " : "attacker ") + line.words);
      lines.push_back(line);
    }
    return Status::ok();
  };
  if (Status s = addSide(att, false, plan.attackers, plan.attack); !s) return s;
  if (Status s = addSide(def, true, plan.defenders, plan.defence); !s) return s;
  if (plan.attackers.empty()) return Status::invalidArgument("no attacking unit in the melee hex fights ([11.11])");
  plan.lines.push_back("strength " + plan.attack.text() + " against " + plan.defence.text() + " ([6.5], [11.1])");

  auto table = requireTable(battle, kMeleeModifiersTable, "the Melee Combat Modifiers Table, [11.7]");
  if (!table) return table.status();
  plan.table = *table;
  plan.tableName = plan.table->title.empty() ? plan.table->code : plan.table->title;
  auto a = conditionValues(battle, order.conditions, {"attacker"});
  if (!a) return a.status();
  auto d = conditionValues(battle, order.conditions, {"defender"});
  if (!d) return d.status();
  plan.attackerModifier = a->modifier;
  plan.defenderModifier = d->modifier;
  for (const std::string& l : a->lines) plan.lines.push_back("attacker " + l);
  for (const std::string& l : d->lines) plan.lines.push_back("defender " + l);
  plan.lines.push_back("each side rolls one d10, the attacker's modified by " + formatModifier(plan.attackerModifier) +
                       " and the defender's by " + formatModifier(plan.defenderModifier) +
                       "; the lower loses, a tie goes to the attacker");
  return plan;
}

Result<MeleeOutcome> resolveMeleeRaclawice(const Battle& battle, const PlayState& state, const MeleePlan& plan,
                                           const MeleeRolls& rolls) {
  if (!rolls.defenderRoll) return Status::invalidArgument("a Racławice melee needs the defender's d10 too");
  if (!isValidRoll(DieKind::D10, *rolls.defenderRoll))
    return Status::invalidArgument(std::to_string(*rolls.defenderRoll) + " is not a roll of " +
                                   dieKindName(DieKind::D10));
  MeleeOutcome out;
  const int a = rolls.roll + plan.attackerModifier;
  const int d = *rolls.defenderRoll + plan.defenderModifier;
  out.modified = a;
  out.attackerWon = a >= d;  // [11.7]: a tie goes to the attacker
  out.result = out.attackerWon ? "attacker wins" : "defender wins";
  const std::vector<MeleeUnitLine>& winners = out.attackerWon ? plan.attackers : plan.defenders;
  const std::vector<MeleeUnitLine>& losers = out.attackerWon ? plan.defenders : plan.attackers;
  std::string words;
  // [11.8]: the winner loses one step, the loser two and withdraws; the owner chooses who takes a loss ([6.8]
  // example 2), here the top unit. [11.11]: the loser's artillery standing aside is eliminated with them.
  auto lose = [&](const std::vector<MeleeUnitLine>& side, int losses, bool withdraw) -> Status {
    for (size_t i = 0; i < side.size(); ++i) {
      auto u = combatUnit(battle, state, side[i].unit);
      if (!u) return u.status();
      CombatEffect e;
      e.unit = side[i].unit;
      e.withdraw = withdraw;
      if (i + 1 == side.size()) {
        e.losses = losses;
        std::optional<int> gone = raclawiceLossesToEliminate(*u->unit);
        e.eliminated = gone && u->state->losses + losses >= *gone;
        words += "; " + unitLabel(*u) + " loses " + std::to_string(losses) + (losses == 1 ? " step" : " steps") +
                 (e.eliminated ? " and is eliminated" : "");
      }
      if (withdraw && !e.eliminated) words += "; " + unitLabel(*u) + " withdraws ([8.16])";
      out.effects.push_back(e);
    }
    return Status::ok();
  };
  if (Status s = lose(winners, 1, false); !s) return s;
  if (Status s = lose(losers, 2, true); !s) return s;
  const bool attackerLost = !out.attackerWon;
  for (const std::string& code : plan.bystanders) {
    auto u = combatUnit(battle, state, code);
    if (!u) return u.status();
    if ((u->side == battle.army.sideOfUnit(*battle.army.unit(plan.attackers.front().unit))) != attackerLost) continue;
    out.effects.push_back(CombatEffect{code, 0, false, false, true, false});
    words += "; " + unitLabel(*u) + " is eliminated with them ([11.11])";
  }
  out.log = "melee at " + battle.map.grid().label(plan.hex) + ": attacker " +
            signedText(rolls.roll, plan.attackerModifier) + ", defender " +
            signedText(*rolls.defenderRoll, plan.defenderModifier) + ": " + out.result + words;
  if (rolls.roll == 9 || *rolls.defenderRoll == 9) out.log += "; a 9 was rolled: commander casualty check ([4.5.3])";
  return out;
}

}  // namespace cartouche
