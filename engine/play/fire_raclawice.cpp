// Racławice rifle fire ([10.2]-[10.9.7]): firepower divided by the distance and rounded as [3.4] says, the row of
// the battle's Ranged Combat Table it falls in, one row down for each firer after the first ([10.9.6]), and the
// morale check on one d10 that an "M" result asks for ([3.4], [10.9.7]).
#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "play/fire.h"

namespace cartouche {

namespace {

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// A firepower cell of the Ranged Combat Table: "3-5", "6-9", "10+" (and more), "2".
bool cellHolds(const std::string& cell, int value) {
  const char* p = cell.c_str();
  char* end = nullptr;
  long first = std::strtol(p, &end, 10);
  if (end == p) return false;
  while (*end == ' ') ++end;
  if (*end == '\0') return value == first;
  if (*end == '+') return value >= first;
  if (*end == '-') {
    const char* q = end + 1;
    long last = std::strtol(q, &end, 10);
    if (end == q) return false;
    return first <= value && value <= last;
  }
  return false;
}

// [3.4] Fractions: 0.01 to 0.49 down, from 0.5 up.
int roundHalfUp(int num, int den) { return (2 * num + den) / (2 * den); }

// "--", "-": no effect; "M": a morale check; "1M", "+1M", "-2M": a morale check with that modifier ([10.9.7]).
struct FireResult {
  bool check = false;
  int modifier = 0;
};
std::optional<FireResult> parseResult(const std::string& text) {
  if (text == "-" || text == "--") return FireResult{};
  if (text.empty() || text.back() != 'M') return std::nullopt;
  std::string n = text.substr(0, text.size() - 1);
  if (n.empty()) return FireResult{true, 0};
  char* end = nullptr;
  long v = std::strtol(n.c_str(), &end, 10);
  if (*end != '\0') return std::nullopt;
  return FireResult{true, int(v)};
}

// The largest range the battle's "fire-range" table gives the firer's arm ([10.8]).
Result<int> fireRange(const Battle& battle, const CombatUnit& u) {
  auto table = requireTable(battle, "fire-range", "the maximum range of fire, [10.8]");
  if (!table) return table.status();
  const RuleTable& t = **table;
  int col = t.columnIndex("range");
  if (col <= 0) return Status::notFound("table \"fire-range\" has no column \"range\"");
  for (const auto& row : t.rows) {
    if (lower(row[0]) != armName(u.arm)) continue;
    if (row[size_t(col)].empty()) break;
    return std::atoi(row[size_t(col)].c_str());
  }
  return Status::notFound("table \"fire-range\" gives no range for " + quoted(armName(u.arm)) + " (unit " +
                          quoted(unitLabel(u)) + ")");
}

bool meleeHex(const Battle& battle, const PlayState& state, Hex hex) {
  std::string side;
  for (const UnitState* s : state.unitsAt(hex)) {
    const Unit* unit = battle.army.unit(s->unit);
    if (!unit) continue;
    std::string here = battle.army.sideOfUnit(*unit);
    if (!side.empty() && here != side) return true;
    side = here;
  }
  return false;
}

}  // namespace

Result<FirePlan> prepareFireRaclawice(const Battle& battle, const Scenario& played, const PlayState& state,
                                      const FireOrder& order) {
  const GridSettings& g = battle.map.grid();
  FirePlan plan;
  plan.family = RulesFamily::Raclawice;
  plan.target = order.target;
  std::vector<const UnitState*> here = state.unitsAt(order.target);
  if (here.empty()) return Status::invalidArgument("no unit is at the target hex " + g.label(order.target));
  if (meleeHex(battle, state, order.target))
    return Status::invalidArgument("[10.6]: the target hex " + g.label(order.target) + " is a melee hex");
  for (const UnitState* s : here) plan.units.push_back(s->unit);
  auto top = combatUnit(battle, state, here.back()->unit);  // [6.7] only the top unit is the target of rifle fire
  if (!top) return top.status();
  plan.targetUnit = top->unit->code;

  std::vector<CombatUnit> firers;
  const FirerLine* best = nullptr;
  for (const std::string& code : order.firers) {
    auto u = combatUnit(battle, state, code);
    if (!u) return u.status();
    const std::string name = unitLabel(*u);
    if (u->side == top->side) return Status::invalidArgument("unit " + quoted(name) + " fires at its own side");
    if (u->arm == Arm::Artillery)
      return Status::unsupported("unit " + quoted(name) +
                                 ": artillery fire ([10.10]) is not handled yet (its field of fire is a figure)");
    if (!firers.empty() && u->arm != firers.front().arm)
      return Status::invalidArgument("[10.9.6]: only units of one type fire together (" + quoted(name) + " is " +
                                     armName(u->arm) + ", " + quoted(unitLabel(firers.front())) + " " +
                                     armName(firers.front().arm) + ")");
    if (meleeHex(battle, state, u->hex))
      return Status::invalidArgument("[10.6]: unit " + quoted(name) + " is in a melee hex");
    const int range = distance(u->hex, order.target);
    auto reach = fireRange(battle, *u);
    if (!reach) return reach.status();
    if (range > *reach)
      return Status::invalidArgument("unit " + quoted(name) + " is " + std::to_string(range) + " hexes from " +
                                     g.label(order.target) + "; " + armName(u->arm) + " fire up to " +
                                     std::to_string(*reach) + " (\"fire-range\", [10.8])");
    if (std::string los = fireLosProblem(battle, played, state, u->hex, order.target); !los.empty())
      return Status::invalidArgument("unit " + quoted(name) + " cannot see the target: " + los);
    auto fp = currentValue(battle, *u, "firepower");
    if (!fp) return fp.status();
    FirerLine line;
    line.unit = code;
    line.range = range;
    line.value = Ratio::of(*fp);
    line.words =
        name + ": firepower " + std::to_string(*fp) + " at " + std::to_string(range) + (range == 1 ? " hex" : " hexes");
    plan.lines.push_back(line.words);
    plan.firers.push_back(line);
    firers.push_back(*u);
  }
  // [10.9.6]: firers side by side, each next to another of them.
  if (firers.size() > 1)
    for (const CombatUnit& a : firers) {
      bool beside = false;
      for (const CombatUnit& b : firers) beside = beside || distance(a.hex, b.hex) == 1;
      if (!beside)
        return Status::invalidArgument("[10.9.6]: unit " + quoted(unitLabel(a)) +
                                       " is not beside another of the firers");
    }
  for (const FirerLine& l : plan.firers)
    if (!best || best->value < l.value) best = &l;

  auto table = requireTable(battle, kRangedCombatTable, "the Ranged Combat Table, [10.9.4]");
  if (!table) return table.status();
  const RuleTable& t = **table;
  plan.table = &t;
  plan.tableName = t.title.empty() ? t.code : t.title;
  const int fpCol = t.columnIndex("firepower"), resCol = t.columnIndex("result");
  if (fpCol < 0 || resCol < 0)
    return Status::notFound("table \"" + t.code + "\" needs the columns \"firepower\" and \"result\"");
  const int value = roundHalfUp(int(best->value.n), best->range);
  std::string words =
      "firepower " + best->value.text() + " / " + std::to_string(best->range) + " = " + std::to_string(value);
  if (int(best->value.n) % best->range != 0) words += " (rounded, [3.4])";
  for (size_t r = 0; r < t.rows.size(); ++r)
    if (cellHolds(t.rows[r][size_t(fpCol)], value)) plan.row = int(r);
  if (plan.row < 0)
    return Status::notFound("table \"" + t.code + "\" has no firepower row for " + std::to_string(value));
  words += ": row " + t.rows[size_t(plan.row)][size_t(fpCol)];
  if (firers.size() > 1) {
    int down = int(firers.size()) - 1;
    plan.row = std::min(plan.row + down, int(t.rows.size()) - 1);
    words += ", " + std::to_string(down) + (down == 1 ? " row" : " rows") + " down for " +
             std::to_string(firers.size()) + " firers ([10.9.6]): row " + t.rows[size_t(plan.row)][size_t(fpCol)];
  }
  plan.rowKey = t.rows[size_t(plan.row)][size_t(fpCol)];
  plan.result = t.rows[size_t(plan.row)][size_t(resCol)];
  if (plan.result.empty())
    return Status::notFound(cellLocation(t, plan.row, resCol) + " is blank: the chart gives no result");
  std::optional<FireResult> parsed = parseResult(plan.result);
  if (!parsed)
    return Status::invalidArgument(cellLocation(t, plan.row, resCol) + ": " + quoted(plan.result) +
                                   " is not a fire result (\"--\", \"M\", \"1M\")");
  plan.reading = words + " of " + plan.tableName + ": " + plan.result;
  plan.lines.push_back(plan.reading);
  plan.moraleCheck = parsed->check;
  if (plan.moraleCheck) {
    plan.moraleModifier = parsed->modifier;
    auto cond = conditionValues(battle, order.conditions, {"die", "morale"});
    if (!cond) return cond.status();
    plan.moraleModifier += cond->modifier;
    for (const std::string& l : cond->lines) plan.lines.push_back(l);
    auto morale = currentValue(battle, *top, "morale");
    if (!morale) return morale.status();
    plan.morale = *morale;
    plan.lines.push_back(unitLabel(*top) + " checks morale " + std::to_string(plan.morale) + " on one d10, " +
                         formatModifier(plan.moraleModifier));
    plan.die = DieKind::D10;
  }
  return plan;
}

Result<FireOutcome> resolveFireRaclawice(const Battle& battle, const PlayState& state, const FirePlan& plan,
                                         std::optional<int> roll) {
  FireOutcome out;
  out.row = plan.row;
  out.result = plan.result;
  out.log = plan.reading;
  if (!plan.moraleCheck) {
    out.log += ": no effect";
    return out;
  }
  auto top = combatUnit(battle, state, plan.targetUnit);
  if (!top) return top.status();
  out.roll = roll;
  // A morale check's roll is added to plainly: "9 or more" counts past the die's 9 ([10.9.7]).
  out.modified = *roll + plan.moraleModifier;
  CombatEffect e;
  e.unit = plan.targetUnit;
  std::string verdict;
  if (out.modified >= 9) {
    e.withdraw = true;
    e.losses = 1;
    verdict = "9 or more: withdraws one hex and loses a step ([10.9.7])";
  } else if (out.modified > plan.morale) {
    e.withdraw = true;
    verdict = "failed: withdraws one hex ([10.9.7])";
  } else {
    verdict = "passed";
  }
  if (e.losses > 0) {
    std::optional<int> gone = raclawiceLossesToEliminate(*top->unit);
    e.eliminated = gone && top->state->losses + e.losses >= *gone;
    if (e.eliminated) verdict += "; eliminated";
  }
  out.losses = e.losses;
  if (e.withdraw || e.losses) out.effects.push_back(e);
  out.log += "; morale check " + std::to_string(*roll) +
             (plan.moraleModifier == 0
                  ? ""
                  : (plan.moraleModifier > 0 ? " + " : " - ") + std::to_string(std::abs(plan.moraleModifier)) + " = " +
                        std::to_string(out.modified)) +
             " against morale " + std::to_string(plan.morale) + " (" + unitLabel(*top) + "): " + verdict;
  return out;
}

}  // namespace cartouche
