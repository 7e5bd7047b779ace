// La Bataille melee, and the dispatch to Racławice's (melee_raclawice.cpp).
#include "play/melee.h"

#include <cctype>
#include <cstdlib>

#include "base/text_pieces.h"
#include "rules/rule_queries.h"

namespace cartouche {

namespace {

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

Result<MeleePlan> prepareLaBataille(const Battle& battle, const PlayState& state, const MeleeOrder& order) {
  const GridSettings& g = battle.map.grid();
  MeleePlan plan;
  plan.family = RulesFamily::LaBataille;
  plan.hex = order.hex;
  std::string side;
  for (const std::string& code : order.attackers) {
    auto u = combatUnit(battle, state, code);
    if (!u) return u.status();
    if (!side.empty() && u->side != side) return Status::invalidArgument("the attackers are not all of one side");
    side = u->side;
    if (distance(u->hex, order.hex) > 1)
      return Status::invalidArgument("unit " + quoted(unitLabel(*u)) + " is not next to " + g.label(order.hex));
    auto line = laBatailleMeleeValue(*u);
    if (!line) return line.status();
    plan.attack = plan.attack + line->value;
    plan.lines.push_back("attacker " + line->words);
    plan.attackers.push_back(*line);
  }
  for (const UnitState* s : state.unitsAt(order.hex)) {
    auto u = combatUnit(battle, state, s->unit);
    if (!u) return u.status();
    if (u->side == side) continue;
    auto line = laBatailleMeleeValue(*u);
    if (!line) return line.status();
    plan.defence = plan.defence + line->value;
    plan.lines.push_back("defender " + line->words);
    plan.defenders.push_back(*line);
  }
  if (plan.defenders.empty()) return Status::invalidArgument("no enemy unit is at " + g.label(order.hex));
  auto att = conditionValues(battle, order.conditions, {"attacker"});
  if (!att) return att.status();
  auto def = conditionValues(battle, order.conditions, {"defender"});
  if (!def) return def.status();
  auto die = conditionValues(battle, order.conditions, {"die"});
  if (!die) return die.status();
  if (att->multiplier.n != att->multiplier.d) {
    plan.attack = plan.attack * att->multiplier;
    for (const std::string& l : att->lines) plan.lines.push_back("attacker " + l);
  }
  if (def->multiplier.n != def->multiplier.d) {
    plan.defence = plan.defence * def->multiplier;
    for (const std::string& l : def->lines) plan.lines.push_back("defender " + l);
  }
  plan.modifier = die->modifier;
  for (const std::string& l : die->lines) plan.lines.push_back(l);
  if (plan.defence.n == 0) return Status::invalidArgument("the defenders' melee value is 0");
  plan.lines.push_back("melee " + plan.attack.text() + " against " + plan.defence.text());

  auto table = requireTable(battle, kMeleeTable, "the melee results");
  if (!table) return table.status();
  plan.table = *table;
  if (plan.table->kind != TableKind::Dice || !plan.table->die)
    return Status::invalidArgument("table \"" + std::string(kMeleeTable) + "\" must be a dice table");
  plan.die = *plan.table->die;
  plan.tableName = plan.table->title.empty() ? plan.table->code : plan.table->title;
  auto column = oddsColumnFor(*plan.table, plan.attack / plan.defence);
  if (!column) return column.status();
  plan.column = *column;
  plan.lines.push_back("the " + column->heading + " column of " + plan.tableName);
  return plan;
}

// One word of a La Bataille melee result: "AD", "DD" (disordered), "AR", "DR" (routed), "A1", "D2" (increments
// lost), "-" (no effect).
Status applyWord(const std::string& word, std::vector<CombatEffect>& attackers, std::vector<CombatEffect>& defenders,
                 bool& any) {
  if (word == "-" || word == "--") return Status::ok();
  if (word.size() < 2 || (word[0] != 'A' && word[0] != 'D'))
    return Status::invalidArgument(quoted(word) + " is not a melee result (AD, DD, AR, DR, A1, D2, -)");
  std::vector<CombatEffect>& side = word[0] == 'A' ? attackers : defenders;
  std::string rest = word.substr(1);
  if (rest == "D") {
    for (CombatEffect& e : side) e.disordered = true;
  } else if (rest == "R") {
    for (CombatEffect& e : side) e.routed = true;
  } else if (std::isdigit(static_cast<unsigned char>(rest[0])) &&
             rest.find_first_not_of("0123456789") == std::string::npos) {
    side.back().losses += std::atoi(rest.c_str());  // the top unit takes the losses (11)
  } else {
    return Status::invalidArgument(quoted(word) + " is not a melee result (AD, DD, AR, DR, A1, D2, -)");
  }
  any = true;
  return Status::ok();
}

Result<MeleeOutcome> resolveLaBataille(const Battle& battle, const PlayState& state, const MeleePlan& plan, int roll) {
  MeleeOutcome out;
  auto row = lookupDiceRow(*plan.table, roll, plan.modifier);
  if (!row) return row.status();
  out.row = *row;
  out.modified = addToRoll(plan.die, roll, plan.modifier);
  out.result = plan.table->rows[size_t(*row)][size_t(plan.column.column)];
  const std::string where = cellLocation(*plan.table, *row, plan.column.column);
  if (out.result.empty()) return Status::notFound(where + " is blank: the chart gives no result");
  std::vector<CombatEffect> att, def;
  for (const MeleeUnitLine& l : plan.attackers) att.push_back(CombatEffect{l.unit});
  for (const MeleeUnitLine& l : plan.defenders) def.push_back(CombatEffect{l.unit});
  bool any = false;
  for (std::string word : words(out.result)) {
    while (!word.empty() && (word.back() == ',' || word.back() == ';')) word.pop_back();
    if (Status s = applyWord(word, att, def, any); !s) return s.withContext(where);
  }
  std::string who;
  for (auto* list : {&att, &def})
    for (CombatEffect& e : *list) {
      if (!e.losses && !e.disordered && !e.routed) continue;
      auto u = combatUnit(battle, state, e.unit);
      if (!u) return u.status();
      auto left = incrementsLeft(*u);
      if (!left) return left.status();
      e.eliminated = e.losses >= *left;
      if (e.eliminated) e.losses = *left;
      out.effects.push_back(e);
      std::string what;
      if (e.losses) what += std::to_string(e.losses) + (e.losses == 1 ? " increment lost" : " increments lost");
      if (e.disordered) what += std::string(what.empty() ? "" : ", ") + "disordered";
      if (e.routed) what += std::string(what.empty() ? "" : ", ") + "routed";
      if (e.eliminated) what += ", eliminated";
      who += (who.empty() ? "" : "; ") + unitLabel(*u) + " " + what;
    }
  out.log = rollText(plan.die, roll, plan.modifier, out.modified) + " on " + plan.tableName + " " +
            plan.column.heading + ": " + out.result + (any ? " (" + who + ")" : " (no effect)");
  return out;
}

}  // namespace

Result<MeleeUnitLine> laBatailleMeleeValue(const CombatUnit& u) {
  std::optional<int> melee = intValue(u.unit->values, "melee");
  if (!melee) return Status::notFound("unit " + quoted(unitLabel(u)) + ": its \"melee\" is unknown");
  MeleeUnitLine line;
  line.unit = u.unit->code;
  line.value = Ratio::of(*melee);
  line.words = unitLabel(u) + ": melee " + std::to_string(*melee);
  if (u.state->losses > 0) {
    auto left = incrementsLeft(u);
    if (!left) return left.status();
    const int printed = *intValue(u.unit->values, "increments");
    line.value = line.value * Ratio::of(*left, printed);
    line.words += " x" + std::to_string(*left) + "/" + std::to_string(printed) + " (" + std::to_string(*left) + " of " +
                  std::to_string(printed) + " increments)";
  }
  line.words += " = " + line.value.text();
  return line;
}

Result<MeleePlan> prepareMelee(const Battle& battle, const PlayState& state, const MeleeOrder& order) {
  if (order.attackers.empty()) return Status::invalidArgument("melee names no attacking unit");
  if (!battle.map.contains(order.hex))
    return Status::invalidArgument("the melee hex " + battle.map.grid().label(order.hex) + " is not on the map");
  if (rulesFamily(battle) == RulesFamily::Raclawice) return prepareMeleeRaclawice(battle, state, order);
  return prepareLaBataille(battle, state, order);
}

Result<MeleeOutcome> resolveMelee(const Battle& battle, const PlayState& state, const MeleePlan& plan,
                                  const MeleeRolls& rolls) {
  if (!isValidRoll(plan.die, rolls.roll))
    return Status::invalidArgument(std::to_string(rolls.roll) + " is not a roll of " + dieKindName(plan.die));
  if (plan.family == RulesFamily::Raclawice) return resolveMeleeRaclawice(battle, state, plan, rolls);
  return resolveLaBataille(battle, state, plan, rolls.roll);
}

Status applyMelee(const MeleeOutcome& outcome, PlayState& state) { return applyEffects(outcome.effects, state); }

}  // namespace cartouche
