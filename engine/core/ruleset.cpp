// Ruleset tables: cell parsing and canonical text, structure checks, problems and the typed questions.
#include "core/ruleset.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <numeric>
#include <set>

namespace cartouche {

namespace {

constexpr int kMaxNumber = 9999;  // no chart prints a larger value; bounds keep fraction arithmetic exact

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
  return out;
}

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

// Removes spaces and tabs inside: "X 3" -> "X3", "6 / 8" -> "6/8", "+ 3" -> "+3".
std::string squeeze(std::string_view s) {
  std::string out;
  for (char c : s)
    if (c != ' ' && c != '\t') out += c;
  return out;
}

// Decimal digits only, 0..kMaxNumber.
std::optional<int> parseCount(std::string_view s) {
  if (s.empty() || s.size() > 4) return std::nullopt;
  int v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  return v;
}

// "3" or "3/2" (denominator > 0), reduced.
std::optional<std::pair<int, int>> parseFraction(std::string_view s) {
  size_t slash = s.find('/');
  if (slash == std::string_view::npos) {
    auto n = parseCount(s);
    if (!n) return std::nullopt;
    return std::make_pair(*n, 1);
  }
  auto n = parseCount(s.substr(0, slash));
  auto d = parseCount(s.substr(slash + 1));
  if (!n || !d || *d == 0) return std::nullopt;
  int g = std::gcd(*n, *d);
  if (g == 0) g = 1;
  return std::make_pair(*n / g, *d / g);
}

std::string formatFraction(int n, int d) { return d == 1 ? std::to_string(n) : std::to_string(n) + "/" + std::to_string(d); }

// A leading minus: ASCII or the Unicode minus sign U+2212 the charts sometimes print.
bool stripMinus(std::string& s) {
  if (!s.empty() && s[0] == '-') {
    s.erase(0, 1);
    return true;
  }
  if (s.rfind("\xE2\x88\x92", 0) == 0) {
    s.erase(0, 3);
    return true;
  }
  return false;
}

Status validateCode(const std::string& what, const std::string& code) {
  if (code.empty()) return Status::invalidArgument(what + " code is empty");
  if (code.size() > 64) return Status::invalidArgument(what + " code " + quoted(code) + " is longer than 64 characters");
  for (unsigned char c : code) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    if (!ok) return Status::invalidArgument(what + " code " + quoted(code) + " may use only ASCII letters, digits, _ and -");
  }
  return Status::ok();
}

std::string where(const RuleTable& t, int row, int column) {
  std::string s = "table " + quoted(t.code);
  if (row >= 0) s += " row " + std::to_string(row + 1);
  if (column >= 0 && size_t(column) < t.columns.size()) s += " column " + quoted(t.columns[size_t(column)].code);
  return s;
}

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

// Which columns a kind requires, as a sentence, and whether `t` has them. Returns an error message or "".
std::string layoutError(const RuleTable& t) {
  const auto& cols = t.columns;
  auto typeAt = [&](size_t i) { return cols[i].type; };
  auto countOf = [&](CellType type, size_t from) {
    size_t n = 0;
    for (size_t i = from; i < cols.size(); ++i) n += cols[i].type == type;
    return n;
  };
  auto onlyOf = [&](size_t from, std::initializer_list<CellType> allowed) {
    for (size_t i = from; i < cols.size(); ++i)
      if (std::find(allowed.begin(), allowed.end(), cols[i].type) == allowed.end()) return false;
    return true;
  };
  switch (t.kind) {
    case TableKind::Movement:
      if (cols.empty() || typeAt(0) != CellType::Terrain || countOf(CellType::MoveCost, 1) == 0 ||
          !onlyOf(1, {CellType::MoveCost, CellType::Text}))
        return "a movement table needs a terrain column first, then one or more move-cost columns (one per unit "
               "class) and optional text columns";
      return "";
    case TableKind::FireDefence:
      if (cols.empty() || typeAt(0) != CellType::Terrain || countOf(CellType::FireDefence, 1) == 0 ||
          !onlyOf(1, {CellType::FireDefence, CellType::Text}))
        return "a fire-defence table needs a terrain column first, then one or more fire-defence columns (one per "
               "formation) and optional text columns";
      return "";
    case TableKind::FireMultiplier:
      if (cols.empty() || typeAt(0) != CellType::Text || countOf(CellType::Multiplier, 1) == 0 ||
          !onlyOf(1, {CellType::Multiplier, CellType::Text}))
        return "a fire-multiplier table needs a text column first (the formation), then one or more multiplier "
               "columns (one per nation and troop type)";
      return "";
    case TableKind::Modifiers:
      if (cols.empty() || typeAt(0) != CellType::Text || countOf(CellType::Modifier, 1) == 0 ||
          !onlyOf(1, {CellType::Modifier, CellType::Text}))
        return "a modifiers table needs a text column first (the condition), then one or more modifier columns";
      return "";
    case TableKind::MoraleCheck:
      if (cols.size() < 3 || typeAt(0) != CellType::Text || typeAt(1) != CellType::Text ||
          typeAt(2) != CellType::Frequency || !onlyOf(3, {CellType::Text}))
        return "a morale-check table needs the columns nation (text), troops (text) and checks (frequency), then "
               "optional text columns";
      return "";
    case TableKind::MoraleLevels:
      if (cols.empty() || typeAt(0) != CellType::Text || countOf(CellType::Integer, 1) == 0 ||
          !onlyOf(1, {CellType::Integer, CellType::Text}))
        return "a morale-levels table needs a text column first (the organisation), then one or more integer "
               "columns";
      return "";
    case TableKind::Stacking:
      if (cols.size() < 2 || typeAt(0) != CellType::Terrain || !onlyOf(1, {CellType::Text, CellType::Integer}))
        return "a stacking table needs a terrain column first, then text or integer columns (the limit)";
      return "";
    case TableKind::Dice:
      if (cols.size() < 2 || typeAt(0) != CellType::DieRange || countOf(CellType::DieRange, 1) != 0)
        return "a dice table needs a die-range column first (the roll) and one or more result columns after it";
      return "";
    case TableKind::Generic: return "";
  }
  return "";
}

bool keyedKind(TableKind k) { return k != TableKind::Dice && k != TableKind::Generic; }

}  // namespace

// ---- Cell types -------------------------------------------------------------------------------------------------

std::string_view cellTypeName(CellType type) {
  switch (type) {
    case CellType::Text: return "text";
    case CellType::Terrain: return "terrain";
    case CellType::Integer: return "integer";
    case CellType::MoveCost: return "move-cost";
    case CellType::Multiplier: return "multiplier";
    case CellType::FireDefence: return "fire-defence";
    case CellType::DieRange: return "die-range";
    case CellType::Modifier: return "modifier";
    case CellType::Frequency: return "frequency";
  }
  return "";
}

Result<CellType> parseCellType(std::string_view name) {
  for (CellType t : {CellType::Text, CellType::Terrain, CellType::Integer, CellType::MoveCost, CellType::Multiplier,
                     CellType::FireDefence, CellType::DieRange, CellType::Modifier, CellType::Frequency})
    if (cellTypeName(t) == name) return t;
  return Status::invalidArgument("unknown cell type " + quoted(name) +
                                 " (types: text, terrain, integer, move-cost, multiplier, fire-defence, die-range, "
                                 "modifier, frequency)");
}

Result<MoveCost> parseMoveCost(std::string_view text) {
  const std::string s = squeeze(trim(text));
  const std::string l = lower(s);
  if (l == "p" || l == "prohibited") return MoveCost{MoveCost::Kind::Prohibited, 0, 1};
  if (!s.empty() && s[0] == '+') {
    if (auto n = parseCount(std::string_view(s).substr(1))) return MoveCost{MoveCost::Kind::Add, *n, 1};
  } else if (auto f = parseFraction(s)) {
    return MoveCost{MoveCost::Kind::Cost, f->first, f->second};
  }
  return Status::invalidArgument(quoted(trim(text)) +
                                 " is not a movement cost (write 2, 1/2, +3 for a hexside or P for prohibited)");
}

std::string formatMoveCost(const MoveCost& c) {
  switch (c.kind) {
    case MoveCost::Kind::Prohibited: return "P";
    case MoveCost::Kind::Add: return "+" + std::to_string(c.numerator);
    case MoveCost::Kind::Cost: return formatFraction(c.numerator, c.denominator);
  }
  return "";
}

Result<Multiplier> parseMultiplier(std::string_view text) {
  std::string s = lower(squeeze(trim(text)));
  if (s == "printed" || s == "x1") return Multiplier{1, 1};
  if (s == "half") return Multiplier{1, 2};
  if (!s.empty() && s.back() == '%') {
    if (auto p = parseCount(std::string_view(s).substr(0, s.size() - 1)); p && *p > 0) {
      int g = std::gcd(*p, 100);
      return Multiplier{*p / g, 100 / g};
    }
  } else {
    std::string_view body = s;
    if (body.rfind("\xC3\x97", 0) == 0) body.remove_prefix(2);  // the multiplication sign
    else if (!body.empty() && body[0] == 'x') body.remove_prefix(1);
    else body = {};
    if (auto f = parseFraction(body); f && f->first > 0) return Multiplier{f->first, f->second};
  }
  return Status::invalidArgument(quoted(trim(text)) + " is not a multiplier (write printed, x3, x1/2 or 150%)");
}

std::string formatMultiplier(const Multiplier& m) {
  if (m.numerator == m.denominator) return "printed";
  return "x" + formatFraction(m.numerator, m.denominator);
}

Result<FireDefence> parseFireDefence(std::string_view text) {
  const std::string s = lower(squeeze(trim(text)));
  if (s == "n/a" || s == "na") return FireDefence{true, 0, std::nullopt};
  size_t slash = s.find('/');
  if (slash == std::string::npos) {
    if (auto v = parseCount(s)) return FireDefence{false, *v, std::nullopt};
  } else {
    auto a = parseCount(std::string_view(s).substr(0, slash));
    auto b = parseCount(std::string_view(s).substr(slash + 1));
    if (a && b) return FireDefence{false, *a, *b};
  }
  return Status::invalidArgument(quoted(trim(text)) +
                                 " is not a fire defence (write 9, 6/8 for limbered/unlimbered artillery, or n/a)");
}

std::string formatFireDefence(const FireDefence& d) {
  if (d.notApplicable) return "n/a";
  return d.unlimbered ? std::to_string(d.value) + "/" + std::to_string(*d.unlimbered) : std::to_string(d.value);
}

Result<int> parseModifier(std::string_view text) {
  std::string s = squeeze(trim(text));
  bool negative = stripMinus(s);
  if (!negative && !s.empty() && s[0] == '+') s.erase(0, 1);
  if (auto v = parseCount(s)) return negative ? -*v : *v;
  return Status::invalidArgument(quoted(trim(text)) + " is not a modifier (write +3, -2 or 0)");
}

std::string formatModifier(int m) { return m > 0 ? "+" + std::to_string(m) : std::to_string(m); }

Result<Frequency> parseFrequency(std::string_view text) {
  const std::string s = lower(trim(text));
  if (s == "every") return Frequency::Every;
  if (s == "even") return Frequency::Even;
  if (s == "odd") return Frequency::Odd;
  return Status::invalidArgument(quoted(trim(text)) + " is not a check frequency (write every, even or odd)");
}

std::string_view formatFrequency(Frequency f) {
  switch (f) {
    case Frequency::Every: return "every";
    case Frequency::Even: return "even";
    case Frequency::Odd: return "odd";
  }
  return "";
}

Result<std::string> canonicalCell(CellType type, std::optional<DieKind> die, std::string_view text) {
  const std::string_view t = trim(text);
  if (t.empty()) return std::string();
  switch (type) {
    case CellType::Text: return std::string(t);
    case CellType::Terrain: {
      if (Status s = validateCode("terrain", std::string(t)); !s) return s;
      return std::string(t);
    }
    case CellType::Integer: {
      std::string s = squeeze(t);
      bool negative = stripMinus(s);
      if (!negative && !s.empty() && s[0] == '+') s.erase(0, 1);
      auto v = parseCount(s);
      if (!v) return Status::invalidArgument(quoted(t) + " is not a whole number");
      return std::to_string(negative ? -*v : *v);
    }
    case CellType::MoveCost: {
      auto v = parseMoveCost(t);
      if (!v) return v.status();
      return formatMoveCost(*v);
    }
    case CellType::Multiplier: {
      auto v = parseMultiplier(t);
      if (!v) return v.status();
      return formatMultiplier(*v);
    }
    case CellType::FireDefence: {
      auto v = parseFireDefence(t);
      if (!v) return v.status();
      return formatFireDefence(*v);
    }
    case CellType::DieRange: {
      if (!die) return Status::invalidArgument("a die range needs the table's die (two_dice_base6, d10, 2d6_sum or d6)");
      auto v = parseDieRange(*die, t);
      if (!v) return v.status();
      return formatDieRange(*die, *v);
    }
    case CellType::Modifier: {
      auto v = parseModifier(t);
      if (!v) return v.status();
      return formatModifier(*v);
    }
    case CellType::Frequency: {
      auto v = parseFrequency(t);
      if (!v) return v.status();
      return std::string(formatFrequency(*v));
    }
  }
  return Status::invalidArgument("unknown cell type");
}

// ---- Tables -------------------------------------------------------------------------------------------------------

std::string_view tableKindName(TableKind kind) {
  switch (kind) {
    case TableKind::Movement: return "movement";
    case TableKind::FireDefence: return "fire-defence";
    case TableKind::FireMultiplier: return "fire-multiplier";
    case TableKind::Modifiers: return "modifiers";
    case TableKind::MoraleCheck: return "morale-check";
    case TableKind::MoraleLevels: return "morale-levels";
    case TableKind::Stacking: return "stacking";
    case TableKind::Dice: return "dice";
    case TableKind::Generic: return "generic";
  }
  return "";
}

Result<TableKind> parseTableKind(std::string_view name) {
  for (TableKind k : {TableKind::Movement, TableKind::FireDefence, TableKind::FireMultiplier, TableKind::Modifiers,
                      TableKind::MoraleCheck, TableKind::MoraleLevels, TableKind::Stacking, TableKind::Dice,
                      TableKind::Generic})
    if (tableKindName(k) == name) return k;
  return Status::invalidArgument("unknown table kind " + quoted(name) +
                                 " (kinds: movement, fire-defence, fire-multiplier, modifiers, morale-check, "
                                 "morale-levels, stacking, dice, generic)");
}

int RuleTable::columnIndex(std::string_view columnCode) const {
  for (size_t i = 0; i < columns.size(); ++i)
    if (columns[i].code == columnCode) return int(i);
  return -1;
}

Status checkTableStructure(const RuleTable& t) {
  if (Status s = validateCode("table", t.code); !s) return s;
  const std::string name = "table " + quoted(t.code);
  if (t.columns.empty()) return Status::invalidArgument(name + " has no columns");
  std::set<std::string> codes;
  bool anyDieRange = false;
  for (size_t c = 0; c < t.columns.size(); ++c) {
    if (Status s = validateCode("column", t.columns[c].code); !s) return s.withContext(name);
    if (!codes.insert(t.columns[c].code).second)
      return Status::invalidArgument(name + " has two columns " + quoted(t.columns[c].code));
    anyDieRange |= t.columns[c].type == CellType::DieRange;
  }
  if (anyDieRange && !t.die)
    return Status::invalidArgument(name + " has a die-range column but no die (two_dice_base6, d10, 2d6_sum or d6)");
  if (std::string e = layoutError(t); !e.empty()) return Status::invalidArgument(name + ": " + e);
  for (size_t r = 0; r < t.rows.size(); ++r) {
    const auto& row = t.rows[r];
    if (row.size() != t.columns.size())
      return Status::invalidArgument(where(t, int(r), -1) + " has " + std::to_string(row.size()) + " cells, not " +
                                     std::to_string(t.columns.size()));
    for (size_t c = 0; c < row.size(); ++c) {
      if (row[c].empty()) {
        if (c == 0 && t.kind != TableKind::Generic)
          return Status::invalidArgument(where(t, int(r), int(c)) + " is blank; every row needs its " +
                                         quoted(t.columns[0].code));
        continue;
      }
      Result<std::string> canon = canonicalCell(t.columns[c].type, t.die, row[c]);
      if (!canon) return canon.status().withContext(where(t, int(r), int(c)));
      if (*canon != row[c])
        return Status::invalidArgument(where(t, int(r), int(c)) + ": " + quoted(row[c]) + " is not canonical; write " +
                                       quoted(*canon));
    }
  }
  return Status::ok();
}

void checkRuleTable(const RuleTable& t, const TerrainVocabulary& vocabulary, std::vector<Problem>& out) {
  auto problem = [&](Severity sev, std::string code, std::string message, int row, int column) {
    Problem p;
    p.severity = sev;
    p.code = std::move(code);
    p.message = std::move(message);
    p.table = t.code;
    if (row >= 0) p.row = row;
    if (column >= 0) p.column = column;
    out.push_back(std::move(p));
  };
  if (Status s = checkTableStructure(t); !s) {
    problem(Severity::Error, "table-structure", s.message(), -1, -1);
    return;
  }
  for (size_t r = 0; r < t.rows.size(); ++r) {
    for (size_t c = 0; c < t.columns.size(); ++c) {
      const std::string& cell = t.rows[r][c];
      if (t.columns[c].type != CellType::Terrain || cell.empty()) continue;
      auto id = vocabulary.find(cell);
      if (!id) {
        problem(Severity::Error, "table-unknown-terrain",
                where(t, int(r), int(c)) + " names terrain " + quoted(cell) + ", which the vocabulary lacks", int(r),
                int(c));
        continue;
      }
      if (t.kind != TableKind::Movement || c != 0) continue;
      const bool hexRow = vocabulary.at(*id).kind == TerrainKind::Hex;
      for (size_t k = 1; k < t.columns.size(); ++k) {
        if (t.columns[k].type != CellType::MoveCost || t.rows[r][k].empty()) continue;
        auto cost = parseMoveCost(t.rows[r][k]);
        if (cost && hexRow && cost->kind == MoveCost::Kind::Add)
          problem(Severity::Warning, "table-wrong-terrain-kind",
                  where(t, int(r), int(k)) + ": " + quoted(t.rows[r][k]) + " adds to a hexside crossing, but " +
                      quoted(cell) + " is a hex terrain",
                  int(r), int(k));
      }
    }
  }
  if (keyedKind(t.kind)) {
    const size_t keyColumns = t.kind == TableKind::MoraleCheck ? 2 : 1;
    std::map<std::vector<std::string>, size_t> seen;
    for (size_t r = 0; r < t.rows.size(); ++r) {
      std::vector<std::string> key(t.rows[r].begin(), t.rows[r].begin() + long(keyColumns));
      auto [it, fresh] = seen.emplace(key, r);
      if (!fresh)
        problem(Severity::Error, "table-duplicate-row",
                where(t, int(r), -1) + " repeats the " + quoted(t.columns[0].code) + " " + quoted(key[0]) +
                    " of row " + std::to_string(it->second + 1),
                int(r), 0);
    }
  }
  if (t.kind == TableKind::Dice) {
    DiceTable dice = toDiceTable(t);
    for (const CoverageIssue& issue : checkCoverage(dice)) {
      const bool gap = issue.kind == CoverageIssue::Kind::Gap;
      int row = gap ? -1 : issue.rows.empty() ? -1 : issue.rows.back() - 1;
      problem(Severity::Error, gap ? "dice-gap" : "dice-overlap",
              "table " + quoted(t.code) + " (" + dieKindName(dice.kind) + "): " + issue.describe(dice.kind), row,
              gap ? -1 : 0);
    }
  }
}

void checkRuleTables(const std::vector<RuleTable>& tables, const TerrainVocabulary& vocabulary,
                     std::vector<Problem>& out) {
  std::set<std::string> codes;
  for (size_t i = 0; i < tables.size(); ++i) {
    if (!codes.insert(tables[i].code).second) {
      Problem p;
      p.code = "table-duplicate-code";
      p.message = "two ruleset tables have the code " + quoted(tables[i].code);
      p.table = tables[i].code;
      out.push_back(std::move(p));
    }
    checkRuleTable(tables[i], vocabulary, out);
  }
}

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
  if (!cost) return cost.status().withContext(where(t, findRow(t, terrain), t.columnIndex(unitClass)));
  return std::optional<MoveCost>(*cost);
}

Result<MoveCost> stepCost(const RuleTable& t, const TerrainVocabulary& vocabulary, std::string_view hexTerrain,
                          const std::vector<std::string>& hexsideFeatures, std::string_view unitClass,
                          bool roadMarch) {
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
    if (type->draw == DrawStyle::Path) continue;        // a road only counts in road march
    if (type->water && crossingOverWater) continue;     // the bridge or ford replaces the water's cost
    if (findRow(t, f) < 0) continue;                    // a feature the chart does not list costs nothing
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
