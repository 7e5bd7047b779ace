// Ruleset tables as data: cell parsing and canonical text, table kinds and the structure checks the loaders apply.
#include "model/rule_table.h"

#include <algorithm>
#include <charconv>
#include <numeric>
#include <set>

#include "model/stacking_limit.h"

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
  if (v > kMaxNumber) return std::nullopt;
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

std::string formatFraction(int n, int d) {
  return d == 1 ? std::to_string(n) : std::to_string(n) + "/" + std::to_string(d);
}

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
  if (code.size() > 64)
    return Status::invalidArgument(what + " code " + quoted(code) + " is longer than 64 characters");
  for (unsigned char c : code) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    if (!ok)
      return Status::invalidArgument(what + " code " + quoted(code) + " may use only ASCII letters, digits, _ and -");
  }
  return Status::ok();
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
      if (cols.size() < 2 || typeAt(0) != CellType::Terrain ||
          !onlyOf(1, {CellType::Text, CellType::Integer, CellType::StackingLimit}) ||
          countOf(CellType::StackingLimit, 1) > 1)
        return "a stacking table needs a terrain column first, then text or integer columns (the limit) and at most "
               "one stacking-limit column (the check)";
      return "";
    case TableKind::Dice:
      if (cols.size() < 2 || typeAt(0) != CellType::DieRange || countOf(CellType::DieRange, 1) != 0)
        return "a dice table needs a die-range column first (the roll) and one or more result columns after it";
      return "";
    case TableKind::Generic:
      return "";
  }
  return "";
}

}  // namespace

// ---- Cell types -------------------------------------------------------------------------------------------------

std::string_view cellTypeName(CellType type) {
  switch (type) {
    case CellType::Text:
      return "text";
    case CellType::Terrain:
      return "terrain";
    case CellType::Integer:
      return "integer";
    case CellType::MoveCost:
      return "move-cost";
    case CellType::Multiplier:
      return "multiplier";
    case CellType::FireDefence:
      return "fire-defence";
    case CellType::DieRange:
      return "die-range";
    case CellType::Modifier:
      return "modifier";
    case CellType::Frequency:
      return "frequency";
    case CellType::StackingLimit:
      return "stacking-limit";
  }
  return "";
}

Result<CellType> parseCellType(std::string_view name) {
  for (CellType t :
       {CellType::Text, CellType::Terrain, CellType::Integer, CellType::MoveCost, CellType::Multiplier,
        CellType::FireDefence, CellType::DieRange, CellType::Modifier, CellType::Frequency, CellType::StackingLimit})
    if (cellTypeName(t) == name) return t;
  return Status::invalidArgument("unknown cell type " + quoted(name) +
                                 " (types: text, terrain, integer, move-cost, multiplier, fire-defence, die-range, "
                                 "modifier, frequency, stacking-limit)");
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
    case MoveCost::Kind::Prohibited:
      return "P";
    case MoveCost::Kind::Add:
      return "+" + std::to_string(c.numerator);
    case MoveCost::Kind::Cost:
      return formatFraction(c.numerator, c.denominator);
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
    if (body.rfind("\xC3\x97", 0) == 0)
      body.remove_prefix(2);  // the multiplication sign
    else if (!body.empty() && body[0] == 'x')
      body.remove_prefix(1);
    else
      body = {};
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
    case Frequency::Every:
      return "every";
    case Frequency::Even:
      return "even";
    case Frequency::Odd:
      return "odd";
  }
  return "";
}

Result<std::string> canonicalCell(CellType type, std::optional<DieKind> die, std::string_view text) {
  const std::string_view t = trim(text);
  if (t.empty()) return std::string();
  switch (type) {
    case CellType::Text:
      return std::string(t);
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
      if (!die)
        return Status::invalidArgument("a die range needs the table's die (two_dice_base6, d10, 2d6_sum or d6)");
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
    case CellType::StackingLimit: {
      auto v = parseStackingLimit(t);
      if (!v) return v.status();
      return formatStackingLimit(*v);
    }
  }
  return Status::invalidArgument("unknown cell type");
}

// ---- Tables -------------------------------------------------------------------------------------------------------

std::string_view tableKindName(TableKind kind) {
  switch (kind) {
    case TableKind::Movement:
      return "movement";
    case TableKind::FireDefence:
      return "fire-defence";
    case TableKind::FireMultiplier:
      return "fire-multiplier";
    case TableKind::Modifiers:
      return "modifiers";
    case TableKind::MoraleCheck:
      return "morale-check";
    case TableKind::MoraleLevels:
      return "morale-levels";
    case TableKind::Stacking:
      return "stacking";
    case TableKind::Dice:
      return "dice";
    case TableKind::Generic:
      return "generic";
  }
  return "";
}

Result<TableKind> parseTableKind(std::string_view name) {
  for (TableKind k :
       {TableKind::Movement, TableKind::FireDefence, TableKind::FireMultiplier, TableKind::Modifiers,
        TableKind::MoraleCheck, TableKind::MoraleLevels, TableKind::Stacking, TableKind::Dice, TableKind::Generic})
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
      return Status::invalidArgument(cellLocation(t, int(r), -1) + " has " + std::to_string(row.size()) +
                                     " cells, not " + std::to_string(t.columns.size()));
    for (size_t c = 0; c < row.size(); ++c) {
      if (row[c].empty()) {
        if (c == 0 && t.kind != TableKind::Generic)
          return Status::invalidArgument(cellLocation(t, int(r), int(c)) + " is blank; every row needs its " +
                                         quoted(t.columns[0].code));
        continue;
      }
      Result<std::string> canon = canonicalCell(t.columns[c].type, t.die, row[c]);
      if (!canon) return canon.status().withContext(cellLocation(t, int(r), int(c)));
      if (*canon != row[c])
        return Status::invalidArgument(cellLocation(t, int(r), int(c)) + ": " + quoted(row[c]) +
                                       " is not canonical; write " + quoted(*canon));
    }
  }
  return Status::ok();
}

std::string cellLocation(const RuleTable& t, int row, int column) {
  std::string s = "table " + quoted(t.code);
  if (row >= 0) s += " row " + std::to_string(row + 1);
  if (column >= 0 && size_t(column) < t.columns.size()) s += " column " + quoted(t.columns[size_t(column)].code);
  return s;
}

}  // namespace cartouche
