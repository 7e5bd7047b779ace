#include "play/combat_tables.h"

#include <algorithm>
#include <cctype>
#include <numeric>

#include "rules/rule_queries.h"

namespace cartouche {

namespace {

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

// "1.5" -> 3/2, "2" -> 2, "1 1/2" -> 3/2; none for anything else.
std::optional<Ratio> parseOddsNumber(std::string s) {
  while (!s.empty() && s.front() == ' ') s.erase(s.begin());
  while (!s.empty() && s.back() == ' ') s.pop_back();
  if (s.empty()) return std::nullopt;
  long whole = 0, num = 0, den = 1;
  size_t i = 0;
  auto digits = [&](long& out) {
    size_t start = i;
    out = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && i - start < 6)
      out = out * 10 + (s[i++] - '0');
    return i > start;
  };
  if (!digits(whole)) return std::nullopt;
  if (i == s.size()) return Ratio::of(whole);
  if (s[i] == '.') {
    ++i;
    size_t start = i;
    if (!digits(num)) return std::nullopt;
    for (size_t k = start; k < i; ++k) den *= 10;
    if (i != s.size()) return std::nullopt;
    return Ratio::of(whole * den + num, den);
  }
  if (s[i] == ' ') {  // "1 1/2"
    ++i;
    long a = 0, b = 0;
    if (!digits(a) || i >= s.size() || s[i++] != '/' || !digits(b) || b == 0 || i != s.size()) return std::nullopt;
    return Ratio::of(whole * b + a, b);
  }
  return std::nullopt;
}

// The [3.4] loss track of a Racławice unit: the labels of the steps below the full-strength side.
const std::vector<std::string>& trackLabels() {
  static const std::vector<std::string> labels = {"1 back", "2", "2 back", "3", "3 back"};
  return labels;
}

}  // namespace

Ratio Ratio::of(long n, long d) {
  if (d < 0) {
    n = -n;
    d = -d;
  }
  if (d == 0) return Ratio{0, 1};
  long g = std::gcd(n < 0 ? -n : n, d);
  if (g > 1) {
    n /= g;
    d /= g;
  }
  return Ratio{n, d};
}

std::string Ratio::text() const {
  if (d == 1) return std::to_string(n);
  if (n < d) return std::to_string(n) + "/" + std::to_string(d);
  return std::to_string(n / d) + " " + std::to_string(n % d) + "/" + std::to_string(d);
}

RulesFamily rulesFamily(const Battle& battle) {
  auto it = battle.info.find("system");
  return it != battle.info.end() && it->second == "raclawice" ? RulesFamily::Raclawice : RulesFamily::LaBataille;
}

Result<const RuleTable*> requireTable(const Battle& battle, const std::string& code, const std::string& what) {
  for (const RuleTable& t : battle.rules)
    if (t.code == code) return &t;
  return Status::notFound("the battle has no table " + quoted(code) + " (" + what + ")");
}

Result<CombatUnit> combatUnit(const Battle& battle, const PlayState& state, const std::string& code) {
  CombatUnit u;
  u.state = state.unit(code);
  u.unit = battle.army.unit(code);
  if (!u.state || !u.unit) return Status::notFound("unit " + quoted(code) + " is not in play");
  if (u.state->eliminated) return Status::invalidArgument("unit " + quoted(u.unit->name) + " is eliminated");
  if (!u.state->hex) return Status::invalidArgument("unit " + quoted(u.unit->name) + " is not on the map");
  u.hex = *u.state->hex;
  u.side = battle.army.sideOfUnit(*u.unit);
  if (const TroopType* t = battle.armyVocabulary.troopType(u.unit->troopType)) u.arm = t->arm;
  return u;
}

std::string unitLabel(const CombatUnit& u) { return u.unit->name.empty() ? u.unit->code : u.unit->name; }

Result<int> incrementsLeft(const CombatUnit& u) {
  std::optional<int> inc = intValue(u.unit->values, "increments");
  if (!inc) return Status::notFound("unit " + quoted(unitLabel(u)) + ": its \"increments\" is unknown");
  return std::max(0, *inc - u.state->losses);
}

Result<int> currentValue(const Battle& battle, const CombatUnit& u, const std::string& field) {
  const int k = u.state->losses;
  const UnitValues* values = &u.unit->values;
  std::string where;
  if (rulesFamily(battle) == RulesFamily::Raclawice && k > 0) {
    const std::vector<LossStep>& steps = u.unit->losses;
    const bool byLabel = std::any_of(steps.begin(), steps.end(), [](const LossStep& s) {
      return std::find(trackLabels().begin(), trackLabels().end(), s.label) != trackLabels().end();
    });
    const LossStep* step = nullptr;
    if (byLabel) {
      if (size_t(k) <= trackLabels().size())
        for (const LossStep& s : steps)
          if (s.label == trackLabels()[size_t(k - 1)]) step = &s;
    } else if (size_t(k) <= steps.size()) {
      step = &steps[size_t(k - 1)];
    }
    where = " after " + std::to_string(k) + (k == 1 ? " loss" : " losses");
    if (!step)
      return Status::notFound("unit " + quoted(unitLabel(u)) + ": its loss track gives no step" + where +
                              " (so its \"" + field + "\" is unknown)");
    values = &step->values;
    where = " at loss step " + quoted(step->label);
  }
  std::optional<int> v = intValue(*values, field);
  if (!v) return Status::notFound("unit " + quoted(unitLabel(u)) + ": its \"" + field + "\" is unknown" + where);
  return *v;
}

std::optional<int> raclawiceLossesToEliminate(const Unit& unit) {
  if (!unit.counters || *unit.counters <= 0) return std::nullopt;
  return 2 * *unit.counters;
}

Result<std::vector<OddsColumn>> oddsColumns(const RuleTable& table) {
  std::vector<OddsColumn> out;
  for (size_t c = 1; c < table.columns.size(); ++c) {
    std::string h = table.columns[c].heading.empty() ? table.columns[c].code : table.columns[c].heading;
    std::string body = h;
    if (!body.empty() && body.back() == '+') body.pop_back();
    size_t colon = body.find(':');
    std::optional<Ratio> a, b;
    if (colon != std::string::npos) {
      a = parseOddsNumber(body.substr(0, colon));
      b = parseOddsNumber(body.substr(colon + 1));
    }
    if (!a || !b || b->n == 0)
      return Status::invalidArgument("table " + quoted(table.code) + " column " + quoted(table.columns[c].code) +
                                     ": heading " + quoted(h) + " is not odds such as \"1.5:1\"");
    out.push_back(OddsColumn{int(c), h, *a / *b});
  }
  if (out.empty()) return Status::invalidArgument("table " + quoted(table.code) + " has no odds columns");
  std::stable_sort(out.begin(), out.end(), [](const OddsColumn& x, const OddsColumn& y) { return x.odds < y.odds; });
  return out;
}

Result<OddsColumn> oddsColumnFor(const RuleTable& table, Ratio ratio) {
  auto cols = oddsColumns(table);
  if (!cols) return cols.status();
  std::string names;
  for (const OddsColumn& c : *cols) names += (names.empty() ? "" : ", ") + c.heading;
  const OddsColumn* best = nullptr;
  for (const OddsColumn& c : *cols)
    if (c.odds <= ratio) best = &c;
  if (!best)
    return Status::invalidArgument("odds " + ratio.text() + " to 1 are under the lowest column of table " +
                                   quoted(table.code) + " (" + names + ")");
  const OddsColumn& last = cols->back();
  if (best == &last && !(ratio == last.odds) && last.heading.back() != '+') {
    // Past the last column: the chart reads on there only when it says so ("6:1+").
    return Status::invalidArgument("odds " + ratio.text() + " to 1 are over the last column " + quoted(last.heading) +
                                   " of table " + quoted(table.code) + "; head it \"" + last.heading +
                                   "+\" if it covers higher odds");
  }
  return *best;
}

Result<ConditionValues> conditionValues(const Battle& battle, const std::vector<CombatCondition>& conditions,
                                        const std::vector<std::string>& columns) {
  ConditionValues out;
  for (const CombatCondition& cond : conditions) {
    auto table = requireTable(battle, cond.table, "a declared condition");
    if (!table) return table.status();
    const RuleTable& t = **table;
    const std::vector<std::string>* row = nullptr;
    for (const auto& r : t.rows)
      if (!r.empty() && r[0] == cond.row) row = &r;
    if (!row) return Status::notFound("table " + quoted(t.code) + " has no row " + quoted(cond.row));
    bool anyValue = false;
    for (size_t c = 1; c < t.columns.size(); ++c)
      if ((t.columns[c].type == CellType::Modifier || t.columns[c].type == CellType::Multiplier) && !(*row)[c].empty())
        anyValue = true;
    if (!anyValue)
      return Status::invalidArgument("table " + quoted(t.code) + " row " + quoted(cond.row) +
                                     " gives no modifier or multiplier");
    for (const std::string& code : columns) {
      int c = t.columnIndex(code);
      if (c <= 0) continue;
      const std::string& cell = (*row)[size_t(c)];
      if (cell.empty()) break;
      if (t.columns[size_t(c)].type == CellType::Modifier) {
        auto m = parseModifier(cell);
        if (!m) return m.status().withContext(cellLocation(t, -1, c));
        out.modifier += *m;
        out.lines.push_back(cond.row + " (" + t.code + "): " + formatModifier(*m));
      } else if (t.columns[size_t(c)].type == CellType::Multiplier) {
        auto m = parseMultiplier(cell);
        if (!m) return m.status().withContext(cellLocation(t, -1, c));
        out.multiplier = out.multiplier * Ratio::of(m->numerator, m->denominator);
        out.lines.push_back(cond.row + " (" + t.code + "): " + formatMultiplier(*m));
      } else {
        continue;
      }
      out.any = true;
      break;
    }
  }
  return out;
}

Status applyEffects(const std::vector<CombatEffect>& effects, PlayState& state) {
  for (const CombatEffect& e : effects)
    if (!state.unit(e.unit)) return Status::notFound("unit \"" + e.unit + "\" is not in play");
  for (const CombatEffect& e : effects) {
    UnitState& u = *state.unit(e.unit);
    u.losses += e.losses;
    u.disordered = u.disordered || e.disordered;
    u.routed = u.routed || e.routed;
    if (e.eliminated) {
      u.eliminated = true;
      u.hex.reset();
      u.second.reset();
    }
  }
  return Status::ok();
}

std::string rollText(DieKind die, int roll, int modifier, int modified) {
  if (modifier == 0) return formatRoll(die, roll);
  return formatRoll(die, roll) + (modifier > 0 ? " + " : " - ") + std::to_string(modifier > 0 ? modifier : -modifier) +
         " = " + formatRoll(die, modified);
}

}  // namespace cartouche
