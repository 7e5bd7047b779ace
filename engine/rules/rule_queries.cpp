// The rules engine's typed questions to the ruleset tables.
#include "rules/rule_queries.h"

#include <numeric>

namespace cartouche {

namespace {

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

struct Fraction {
  long n = 0, d = 1;
  void add(long an, long ad) {
    n = n * ad + an * d;
    d *= ad;
    long g = std::gcd(n, d);
    if (g > 1) {
      n /= g;
      d /= g;
    }
  }
};

// The row whose first cell is `key`, or -1.
int findRow(const RuleTable& t, std::string_view key) {
  for (size_t r = 0; r < t.rows.size(); ++r)
    if (!t.rows[r].empty() && t.rows[r][0] == key) return int(r);
  return -1;
}

// The cell of a keyed table: NotFound naming the missing row or column.
Result<const std::string*> keyedCell(const RuleTable& t, std::string_view rowKey, std::string_view columnCode) {
  int c = t.columnIndex(columnCode);
  if (c <= 0) return Status::notFound("table " + quoted(t.code) + " has no column " + quoted(columnCode));
  int r = findRow(t, rowKey);
  if (r < 0) return Status::notFound("table " + quoted(t.code) + " has no row for " + quoted(rowKey));
  return &t.rows[size_t(r)][size_t(c)];
}

}  // namespace

DiceTable toDiceTable(const RuleTable& t) {
  DiceTable d;
  d.kind = t.die.value_or(DieKind::TwoDiceBase6);
  d.notes = t.code;
  for (const auto& row : t.rows) {
    auto range = parseDieRange(d.kind, row[0]);
    if (!range) continue;  // excluded by the REQUIRES
    d.rows.push_back({*range, row.size() > 1 ? row[1] : std::string()});
  }
  return d;
}

// ---- Typed questions --------------------------------------------------------------------------------------------

Result<std::optional<MoveCost>> movementCost(const RuleTable& t, std::string_view terrain, std::string_view unitClass) {
  auto cell = keyedCell(t, terrain, unitClass);
  if (!cell) return cell.status();
  if ((*cell)->empty()) return std::optional<MoveCost>();
  auto cost = parseMoveCost(**cell);
  if (!cost) return cost.status().withContext(cellLocation(t, findRow(t, terrain), t.columnIndex(unitClass)));
  return std::optional<MoveCost>(*cost);
}

Result<MoveCost> stepCost(const RuleTable& t, const TerrainVocabulary& vocabulary, std::string_view hexTerrain,
                          const std::vector<std::string>& hexsideFeatures, std::string_view unitClass, bool roadMarch) {
  auto given = [&](std::string_view terrain) -> Result<MoveCost> {
    auto c = movementCost(t, terrain, unitClass);
    if (!c) return c.status();
    if (!*c)
      return Status::notFound("table " + quoted(t.code) + " gives no cost for " + quoted(unitClass) + " in " +
                              quoted(terrain));
    return **c;
  };
  auto typeOf = [&](const std::string& code) -> const TerrainType* {
    auto id = vocabulary.find(code);
    return id ? &vocabulary.at(*id) : nullptr;
  };
  if (roadMarch) {
    for (const std::string& f : hexsideFeatures) {
      const TerrainType* type = typeOf(f);
      if (type && type->kind == TerrainKind::Hexside && type->draw == DrawStyle::Path) return given(f);
    }
  }
  auto hex = given(hexTerrain);
  if (!hex) return hex.status();
  if (hex->kind == MoveCost::Kind::Prohibited) return *hex;
  if (hex->kind == MoveCost::Kind::Add)
    return Status::invalidArgument("table " + quoted(t.code) + " gives hex terrain " + quoted(hexTerrain) +
                                   " an added cost (" + formatMoveCost(*hex) + "), not a cost per hex");
  bool crossingOverWater = false;
  for (const std::string& f : hexsideFeatures)
    if (const TerrainType* type = typeOf(f); type && type->needsWater) crossingOverWater = true;
  Fraction total{hex->numerator, hex->denominator};
  for (const std::string& f : hexsideFeatures) {
    const TerrainType* type = typeOf(f);
    if (!type) return Status::notFound("hexside feature " + quoted(f) + " is not in the vocabulary");
    if (type->draw == DrawStyle::Path) continue;     // a road only counts in road march
    if (type->water && crossingOverWater) continue;  // the bridge or ford replaces the water's cost
    if (findRow(t, f) < 0) continue;                 // a feature the chart does not list costs nothing
    auto c = given(f);
    if (!c) return c.status();
    if (c->kind == MoveCost::Kind::Prohibited) return *c;
    if (c->kind == MoveCost::Kind::Add) total.add(c->numerator, 1);
  }
  return MoveCost{MoveCost::Kind::Cost, int(total.n), int(total.d)};
}

Result<std::optional<FireDefence>> fireDefence(const RuleTable& t, std::string_view terrain,
                                               std::string_view formation) {
  auto cell = keyedCell(t, terrain, formation);
  if (!cell) return cell.status();
  if ((*cell)->empty()) return std::optional<FireDefence>();
  auto d = parseFireDefence(**cell);
  if (!d) return d.status();
  return std::optional<FireDefence>(*d);
}

Result<std::optional<Multiplier>> fireMultiplier(const RuleTable& t, std::string_view formation,
                                                 std::string_view troops, bool disordered) {
  auto cell = keyedCell(t, formation, troops);
  if (!cell) return cell.status();
  if ((*cell)->empty()) return std::optional<Multiplier>();
  auto m = parseMultiplier(**cell);
  if (!m) return m.status();
  if (disordered) {
    m->denominator *= 2;
    int g = std::gcd(m->numerator, m->denominator);
    m->numerator /= g;
    m->denominator /= g;
  }
  return std::optional<Multiplier>(*m);
}

Result<int> lookupDiceRow(const RuleTable& t, int roll, int modifier) {
  if (t.kind != TableKind::Dice || !t.die)
    return Status::invalidArgument("table " + quoted(t.code) + " is not a dice table");
  if (!isValidRoll(*t.die, roll))
    return Status::invalidArgument("table " + quoted(t.code) + ": " + std::to_string(roll) + " is not a roll of " +
                                   dieKindName(*t.die));
  const int modified = addToRoll(*t.die, roll, modifier);
  const int index = rollIndex(*t.die, modified);
  for (size_t r = 0; r < t.rows.size(); ++r) {
    auto range = parseDieRange(*t.die, t.rows[r][0]);
    if (range && rollIndex(*t.die, range->first) <= index && index <= rollIndex(*t.die, range->last)) return int(r);
  }
  return Status::notFound("table " + quoted(t.code) + ": roll " + formatRoll(*t.die, modified) +
                          " falls in a gap of the table");
}

}  // namespace cartouche
