// La Bataille fire (seed 004, Combat a' la Feu (21), Massed Targets (22), Proportion of Increments Lost (12),
// Infantry Tirailleurs (19)), with the multiplier and defence charts of the battle (seeds 000/001).
#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "play/fire.h"
#include "rules/rule_queries.h"

namespace cartouche {

namespace {

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

// "General Order" -> "general-order", "Carre" -> "carre": how a chart's printed row meets a formation code.
std::string slug(const std::string& text) {
  std::string out;
  for (unsigned char c : text) {
    if (std::isalnum(c) && c < 128) {
      out += char(std::tolower(c));
    } else if (!out.empty() && out.back() != '-') {
      out += '-';
    }
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out;
}

// The nation of a unit: its node's, or the nearest ancestor's that gives one.
std::string nationOf(const Battle& battle, const Unit& unit) {
  for (const OobNode* n = battle.army.node(unit.node); n; n = battle.army.node(n->parent)) {
    if (!n->nation.empty()) return n->nation;
    if (n->parent.empty()) break;
  }
  return "";
}

struct MultiplierColumn {
  const RuleTable* table = nullptr;
  std::string column;
};

// Where a unit's fire multiplier is: a fire-multiplier table's column "<nation>-<troop type>", else the column
// "<troop type>" of the table "fire-multiplier-<nation>", else the one fire-multiplier table with a column
// "<troop type>" (engine/play/README.md).
Result<std::optional<MultiplierColumn>> multiplierColumn(const Battle& battle, const std::string& nation,
                                                         const std::string& troop) {
  std::vector<const RuleTable*> tables;
  for (const RuleTable& t : battle.rules)
    if (t.kind == TableKind::FireMultiplier) tables.push_back(&t);
  if (!nation.empty())
    for (const RuleTable* t : tables)
      if (t->columnIndex(nation + "-" + troop) > 0) return std::optional(MultiplierColumn{t, nation + "-" + troop});
  for (const RuleTable* t : tables)
    if (!nation.empty() && t->code == "fire-multiplier-" + nation && t->columnIndex(troop) > 0)
      return std::optional(MultiplierColumn{t, troop});
  std::vector<const RuleTable*> found;
  for (const RuleTable* t : tables)
    if (t->columnIndex(troop) > 0) found.push_back(t);
  if (found.size() > 1)
    return Status::invalidArgument("troop type " + quoted(troop) + " has a column in both " + quoted(found[0]->code) +
                                   " and " + quoted(found[1]->code) + "; name the column \"" + nation + "-" + troop +
                                   "\" to choose");
  if (found.size() == 1) return std::optional(MultiplierColumn{found[0], troop});
  return std::optional<MultiplierColumn>();
}

// The printed row of a chart keyed by formation: its code or name as the chart prints it.
const std::vector<std::string>* formationRow(const RuleTable& t, const std::string& formation,
                                             const ArmyVocabulary& vocabulary) {
  const Formation* f = vocabulary.formation(formation);
  for (const auto& row : t.rows)
    if (!row.empty() && (slug(row[0]) == formation || (f && (row[0] == f->name || slug(row[0]) == slug(f->name)))))
      return &row;
  return nullptr;
}

// The longest range a firer reaches: artillery the last of its printed ranges ("4-8-12"), infantry in skirmish
// order its "fire-range", everyone else one hex (21).
Result<int> rangeOf(const CombatUnit& u) {
  if (u.arm == Arm::Artillery) {
    auto it = u.unit->values.find("artillery-ranges");
    if (it == u.unit->values.end() || it->second.empty())
      return Status::notFound("unit " + quoted(unitLabel(u)) + ": its \"artillery-ranges\" is unknown");
    const std::string& text = it->second;
    size_t end = text.find_last_of("0123456789");
    if (end == std::string::npos)
      return Status::invalidArgument("unit " + quoted(unitLabel(u)) + ": \"artillery-ranges\" " + quoted(text) +
                                     " names no range");
    size_t start = end;
    while (start > 0 && std::isdigit(static_cast<unsigned char>(text[start - 1]))) --start;
    return std::atoi(text.substr(start, end - start + 1).c_str());
  }
  if (u.state->formation == "skirmish") {
    std::optional<int> r = intValue(u.unit->values, "fire-range");
    if (!r) return Status::notFound("unit " + quoted(unitLabel(u)) + ": its \"fire-range\" is unknown");
    return *r;
  }
  return 1;
}

// The firer's value with every factor named: printed fire, losses (12), multiplier, disorder, skirmish range (19).
Result<FirerLine> firerValue(const Battle& battle, const CombatUnit& u, int range) {
  const std::string name = unitLabel(u);
  std::optional<int> fire = intValue(u.unit->values, "fire");
  if (!fire) return Status::notFound("unit " + quoted(name) + ": its \"fire\" is unknown");
  FirerLine line;
  line.unit = u.unit->code;
  line.range = range;
  Ratio value = Ratio::of(*fire);
  std::string words = name + ": fire " + std::to_string(*fire);
  if (u.state->losses > 0) {
    auto left = incrementsLeft(u);
    if (!left) return left.status();
    const int printed = *intValue(u.unit->values, "increments");
    if (u.arm == Arm::Artillery) {
      value = value * Ratio::of(*left, printed);
      words += " x" + std::to_string(*left) + "/" + std::to_string(printed) + " (increments left)";
    } else if ((u.arm == Arm::Infantry && *left == 1) || (u.arm == Arm::Cavalry && 4 * *left <= printed)) {
      value = value * Ratio::of(1, 2);
      words += u.arm == Arm::Infantry ? " x1/2 (one increment left)" : " x1/2 (75% lost)";
    }
  }
  if (u.state->formation.empty()) return Status::notFound("unit " + quoted(name) + ": its formation is unknown");
  auto where = multiplierColumn(battle, nationOf(battle, *u.unit), u.unit->troopType);
  if (!where) return where.status();
  if (*where) {
    const RuleTable& t = *(*where)->table;
    const std::vector<std::string>* row = formationRow(t, u.state->formation, battle.armyVocabulary);
    if (!row)
      return Status::notFound("table " + quoted(t.code) + " has no row for formation " + quoted(u.state->formation));
    auto m = fireMultiplier(t, (*row)[0], (*where)->column, u.state->disordered);
    if (!m) return m.status();
    if (!*m)
      return Status::invalidArgument("table " + quoted(t.code) + " gives no multiplier for " + quoted((*row)[0]) +
                                     " in column " + quoted((*where)->column) + ": unit " + quoted(name) +
                                     " cannot fire in that formation");
    value = value * Ratio::of((*m)->numerator, (*m)->denominator);
    words += " " + formatMultiplier(**m) + " (" + (*row)[0] + (u.state->disordered ? ", disordered" : "") + ", " +
             quoted((*where)->column) + " in " + quoted(t.code) + ")";
  } else if (u.arm == Arm::Infantry) {
    std::string nation = nationOf(battle, *u.unit);
    return Status::notFound("no fire multiplier chart has a column for unit " + quoted(name) + " (nation " +
                            quoted(nation) + ", troop type " + quoted(u.unit->troopType) + "): name a column \"" +
                            nation + "-" + u.unit->troopType + "\" in a fire-multiplier table");
  } else {
    words += " printed (no infantry fire chart for its troop type)";
    if (u.state->disordered) {
      value = value * Ratio::of(1, 2);
      words += " x1/2 (disordered)";
    }
  }
  if (u.arm == Arm::Infantry && u.state->formation == "skirmish" && range == 2) {
    value = value * Ratio::of(1, 2);
    words += " x1/2 (two hexes in skirmish order)";
  }
  line.value = value;
  line.words = words + " = " + value.text();
  return line;
}

// The target hex's fire defence and why (the fire defence chart by terrain and the top unit's formation; a line of
// seven or more increments in the hex defends as a column, (22); disordered and routed targets read the chart's
// "disorder-rout" column when it has one).
Result<int> targetDefence(const Battle& battle, const CombatUnit& top, int hexIncrements, std::string& why) {
  const RuleTable* table = nullptr;
  for (const RuleTable& t : battle.rules)
    if (t.kind == TableKind::FireDefence && (!table || t.code == "fire-defence")) table = &t;
  if (!table) return Status::notFound("the battle has no fire-defence table (the target hex's fire defence)");
  const int index = battle.map.indexOf(top.hex);
  const std::string terrain = battle.vocabulary.at(battle.map.terrain(index)).code;
  const std::string& formation = top.state->formation;
  std::string column;
  if ((top.state->disordered || top.state->routed) && table->columnIndex("disorder-rout") > 0) {
    column = "disorder-rout";
    why = top.state->routed ? "routed" : "disordered";
  } else if (top.arm == Arm::Artillery && table->columnIndex("artillery") > 0) {
    column = "artillery";
    why = "artillery, " + std::string(formation == "unlimbered" ? "unlimbered" : "limbered");
  } else if (formation.empty()) {
    return Status::notFound("unit " + quoted(unitLabel(top)) + ": its formation is unknown");
  } else if (formation == "line" && hexIncrements >= 7) {
    column = "column";
    why = "a line of " + std::to_string(hexIncrements) + " increments defends as a column";
  } else {
    column = formation;
    if (table->columnIndex(column) <= 0) column = formation.substr(0, formation.find('-'));
    why = formation;
  }
  auto d = fireDefence(*table, terrain, column);
  if (!d) return d.status();
  if (!*d)
    return Status::notFound("table " + quoted(table->code) + " gives no fire defence for " + quoted(column) + " in " +
                            quoted(terrain));
  if ((*d)->notApplicable)
    return Status::invalidArgument("table " + quoted(table->code) + " says n/a for " + quoted(column) + " in " +
                                   quoted(terrain));
  int value = (*d)->value;
  if (formation == "unlimbered" && (*d)->unlimbered) value = *(*d)->unlimbered;
  why = terrain + ", " + why + " (" + quoted(table->code) + ")";
  return value;
}

// Fire attack morale checks (seeds 000/001, kind morale-check: nation, troops, checks): whether one of the losses
// numbered after `before` up to `before + n` is checked (every, even or odd increment lost). The row is the one
// whose nation, read as a code, is the unit's nation (else "all") and whose troops are its troop type or arm.
// Returns "" when the battle has no such table; else the words for the log.
std::string moraleCheckWords(const Battle& battle, const CombatUnit& u, int before, int n, bool& check) {
  check = false;
  const RuleTable* table = nullptr;
  for (const RuleTable& t : battle.rules)
    if (t.kind == TableKind::MoraleCheck && (!table || t.code == "fire-morale-checks")) table = &t;
  if (!table || n <= 0) return "";
  const std::string nation = nationOf(battle, *u.unit);
  const int nationCol = table->columnIndex("nation"), troopsCol = table->columnIndex("troops");
  const int checksCol = table->columnIndex("checks");
  if (nationCol < 0 || troopsCol < 0 || checksCol < 0) return "";
  const std::vector<std::string>* found = nullptr;
  for (const auto& row : table->rows) {
    const std::string troops = slug(row[size_t(troopsCol)]);
    if (troops != u.unit->troopType && troops != armName(u.arm)) continue;
    const std::string who = slug(row[size_t(nationCol)]);
    if (who == nation && !nation.empty()) {
      found = &row;
      break;
    }
    if (who == "all" && !found) found = &row;
  }
  if (!found || (*found)[size_t(checksCol)].empty())
    return "whether it checks morale is unknown: table " + quoted(table->code) + " has no row for nation " +
           quoted(nation) + " and troops " + quoted(u.unit->troopType);
  auto f = parseFrequency((*found)[size_t(checksCol)]);
  if (!f) return "";
  for (int k = before + 1; k <= before + n; ++k)
    if (*f == Frequency::Every || (*f == Frequency::Even) == (k % 2 == 0)) check = true;
  return check ? "checks morale (" + quoted(table->code) + ": " + std::string(formatFrequency(*f)) + " loss)" : "";
}

}  // namespace

Result<FirePlan> prepareFireLaBataille(const Battle& battle, const Scenario& played, const PlayState& state,
                                       const FireOrder& order) {
  const GridSettings& g = battle.map.grid();
  FirePlan plan;
  plan.family = RulesFamily::LaBataille;
  plan.target = order.target;
  std::vector<const UnitState*> here = state.unitsAt(order.target);
  if (here.empty()) return Status::invalidArgument("no unit is at the target hex " + g.label(order.target));
  std::vector<CombatUnit> targets;
  int hexIncrements = 0;
  for (const UnitState* s : here) {
    auto u = combatUnit(battle, state, s->unit);
    if (!u) return u.status();
    auto left = incrementsLeft(*u);
    if (!left) return left.status().withContext("the target hex's increments");
    hexIncrements += *left;
    plan.units.push_back(s->unit);
    targets.push_back(*u);
  }
  const CombatUnit& top = targets.back();
  plan.targetUnit = top.unit->code;

  plan.allArtillery = true;
  std::string side;
  for (const std::string& code : order.firers) {
    auto u = combatUnit(battle, state, code);
    if (!u) return u.status();
    if (u->side == top.side) return Status::invalidArgument("unit " + quoted(unitLabel(*u)) + " fires at its own side");
    if (!side.empty() && u->side != side) return Status::invalidArgument("the firers are not all of one side");
    side = u->side;
    const int range = distance(u->hex, order.target);
    auto reach = rangeOf(*u);
    if (!reach) return reach.status();
    if (range > *reach)
      return Status::invalidArgument("unit " + quoted(unitLabel(*u)) + " is " + std::to_string(range) + " hexes from " +
                                     g.label(order.target) + "; its range is " + std::to_string(*reach));
    if (std::string los = fireLosProblem(battle, played, state, u->hex, order.target); !los.empty())
      return Status::invalidArgument("unit " + quoted(unitLabel(*u)) + " cannot see the target: " + los);
    auto line = firerValue(battle, *u, range);
    if (!line) return line.status();
    plan.fire = plan.fire + line->value;
    plan.lines.push_back(line->words + " at " + std::to_string(range) + (range == 1 ? " hex" : " hexes"));
    plan.firers.push_back(*line);
    plan.allArtillery = plan.allArtillery && u->arm == Arm::Artillery;
  }
  if (plan.firers.size() > 1) plan.lines.push_back("combined fire " + plan.fire.text());

  std::string why;
  auto defence = targetDefence(battle, top, hexIncrements, why);
  if (!defence) return defence.status();
  plan.defence = *defence;
  plan.lines.push_back("fire defence " + std::to_string(plan.defence) + ": " + why);

  if (hexIncrements > 9) {
    plan.modifier += hexIncrements - 9;
    plan.lines.push_back("massed target: " + std::to_string(hexIncrements) + " increments in the hex, +" +
                         std::to_string(hexIncrements - 9) + " to the dice");
  }
  auto cond = conditionValues(battle, order.conditions, {"die", "firer", "attacker"});
  if (!cond) return cond.status();
  plan.modifier += cond->modifier;
  for (const std::string& l : cond->lines) plan.lines.push_back(l);

  auto table = requireTable(battle, kFireCombatTable, "the fire combat results");
  if (!table) return table.status();
  plan.table = *table;
  if (plan.table->kind != TableKind::Dice || plan.table->die != DieKind::TwoDiceBase6)
    return Status::invalidArgument("table \"" + std::string(kFireCombatTable) +
                                   "\" must be a dice table on two dice read 11-66");
  plan.tableName = plan.table->title.empty() ? plan.table->code : plan.table->title;
  auto column = oddsColumnFor(*plan.table, plan.fire / Ratio::of(plan.defence));
  if (!column) return column.status();
  plan.column = *column;
  plan.lines.push_back(plan.fire.text() + " against " + std::to_string(plan.defence) + ": the " + column->heading +
                       " column of " + plan.tableName);
  plan.die = DieKind::TwoDiceBase6;
  return plan;
}

Result<FireOutcome> resolveFireLaBataille(const Battle& battle, const PlayState& state, const FirePlan& plan,
                                          int roll) {
  FireOutcome out;
  out.roll = roll;
  auto row = lookupDiceRow(*plan.table, roll, plan.modifier);
  if (!row) return row.status();
  out.row = *row;
  out.modified = addToRoll(DieKind::TwoDiceBase6, roll, plan.modifier);
  out.result = plan.table->rows[size_t(*row)][size_t(plan.column.column)];
  if (out.result.empty())
    return Status::notFound(cellLocation(*plan.table, *row, plan.column.column) +
                            " is blank: the chart gives no result");
  if (out.result == "-" || out.result == "--" || out.result == "0") {
    out.losses = 0;
  } else if (std::isdigit(static_cast<unsigned char>(out.result[0]))) {
    out.losses = std::atoi(out.result.c_str());
  } else {
    return Status::invalidArgument(cellLocation(*plan.table, *row, plan.column.column) + ": " + quoted(out.result) +
                                   " is not a number of increments lost");
  }
  // Losses fall on the top unit; artillery's several losses fall one on each unit from the top down (11).
  std::vector<int> share(plan.units.size(), 0);
  for (int i = 0; i < out.losses; ++i) {
    size_t k = plan.allArtillery ? plan.units.size() - 1 - size_t(i) % plan.units.size() : plan.units.size() - 1;
    ++share[k];
  }
  std::string who;
  for (size_t k = plan.units.size(); k-- > 0;) {
    if (share[k] == 0) continue;
    auto u = combatUnit(battle, state, plan.units[k]);
    if (!u) return u.status();
    auto left = incrementsLeft(*u);
    if (!left) return left.status();
    CombatEffect e;
    e.unit = plan.units[k];
    e.losses = std::min(share[k], *left);
    e.eliminated = share[k] >= *left;
    std::string morale = e.eliminated ? "" : moraleCheckWords(battle, *u, u->state->losses, e.losses, e.moraleCheck);
    out.effects.push_back(e);
    who += (who.empty() ? "" : ", ") + unitLabel(*u) + (e.eliminated ? " eliminated" : "") +
           (morale.empty() ? "" : " " + morale);
  }
  std::string words = out.losses == 0
                          ? "no loss"
                          : std::to_string(out.losses) + (out.losses == 1 ? " increment lost" : " increments lost");
  out.log = rollText(DieKind::TwoDiceBase6, roll, plan.modifier, out.modified) + " on " + plan.tableName + " " +
            plan.column.heading + ": " + words + (who.empty() ? "" : " (" + who + ")");
  return out;
}

}  // namespace cartouche
