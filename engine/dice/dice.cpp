// Dice: die spaces, base-six roll arithmetic, die ranges and the coverage check of dice result tables.
#include "dice/dice.h"

#include <algorithm>
#include <cassert>
#include <charconv>

namespace cartouche {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

std::string validRollsText(DieKind kind) {
  switch (kind) {
    case DieKind::TwoDiceBase6:
      return "11-66 with each digit 1-6";
    case DieKind::D10:
      return "0-9";
    case DieKind::TwoD6Sum:
      return "2-12";
    case DieKind::D6:
      return "1-6";
  }
  return "";
}

std::string joinRows(const std::vector<int>& rows) {
  std::string out;
  for (size_t i = 0; i < rows.size(); ++i) {
    if (i > 0) out += (i + 1 == rows.size()) ? " and " : ", ";
    out += std::to_string(rows[i]);
  }
  return out;
}

}  // namespace

std::string dieKindName(DieKind kind) {
  switch (kind) {
    case DieKind::TwoDiceBase6:
      return "two dice 11-66";
    case DieKind::D10:
      return "d10 0-9";
    case DieKind::TwoD6Sum:
      return "2d6 2-12";
    case DieKind::D6:
      return "d6 1-6";
  }
  return "unknown die";
}

std::string_view dieKindCode(DieKind kind) {
  switch (kind) {
    case DieKind::TwoDiceBase6:
      return "two_dice_base6";
    case DieKind::D10:
      return "d10";
    case DieKind::TwoD6Sum:
      return "2d6_sum";
    case DieKind::D6:
      return "d6";
  }
  return "";
}

const std::vector<DieKind>& allDieKinds() {
  static const std::vector<DieKind> kinds = {DieKind::TwoDiceBase6, DieKind::D10, DieKind::TwoD6Sum, DieKind::D6};
  return kinds;
}

Result<DieKind> parseDieKindCode(std::string_view code) {
  std::string list;
  for (DieKind k : allDieKinds()) {
    if (dieKindCode(k) == code) return k;
    list += (list.empty() ? "" : ", ") + std::string(dieKindCode(k));
  }
  return Status::invalidArgument("\"" + std::string(code) + "\" is not a die (" + list + ")");
}

int dieSpaceSize(DieKind kind) {
  switch (kind) {
    case DieKind::TwoDiceBase6:
      return 36;
    case DieKind::D10:
      return 10;
    case DieKind::TwoD6Sum:
      return 11;
    case DieKind::D6:
      return 6;
  }
  return 0;
}

int minRoll(DieKind kind) { return rollAt(kind, 0); }
int maxRoll(DieKind kind) { return rollAt(kind, dieSpaceSize(kind) - 1); }

bool isValidRoll(DieKind kind, int value) {
  switch (kind) {
    case DieKind::TwoDiceBase6: {
      const int tens = value / 10;
      const int ones = value % 10;
      return value >= 11 && value <= 66 && ones >= 1 && ones <= 6 && tens >= 1 && tens <= 6;
    }
    case DieKind::D10:
      return value >= 0 && value <= 9;
    case DieKind::TwoD6Sum:
      return value >= 2 && value <= 12;
    case DieKind::D6:
      return value >= 1 && value <= 6;
  }
  return false;
}

int rollIndex(DieKind kind, int value) {
  assert(isValidRoll(kind, value));
  switch (kind) {
    // Each die is a base-six digit 1..6, so the index is the two-digit base-six number of (tens-1, ones-1).
    case DieKind::TwoDiceBase6:
      return (value / 10 - 1) * 6 + (value % 10 - 1);
    case DieKind::D10:
      return value;
    case DieKind::TwoD6Sum:
      return value - 2;
    case DieKind::D6:
      return value - 1;
  }
  return 0;
}

int rollAt(DieKind kind, int index) {
  assert(index >= 0 && index < dieSpaceSize(kind));
  switch (kind) {
    case DieKind::TwoDiceBase6:
      return (index / 6 + 1) * 10 + (index % 6 + 1);
    case DieKind::D10:
      return index;
    case DieKind::TwoD6Sum:
      return index + 2;
    case DieKind::D6:
      return index + 1;
  }
  return 0;
}

std::vector<int> dieSpace(DieKind kind) {
  std::vector<int> out;
  for (int i = 0; i < dieSpaceSize(kind); ++i) out.push_back(rollAt(kind, i));
  return out;
}

// La Bataille Premier rules, "Machinations of Fate (9)" (seed 004): "The system uses a base six numerical concept
// to reflect these events, and the two die provide for 36 numerically equal results. Therefore, when a player adds
// "4" to the die roll, as directed by the rules, he cast the dice and reads a "4" and a "3" as "43" plus the "4" to
// yield a "51" result for comparison to the chart or table. Occasionally there are minuses to the die roll and you
// subtract them in the same manner as outlined above." So a modifier moves the roll that many steps through the 36
// values. The floor is "Combat a' la Feu (21)" in the same seed: "Whenever a modified dice roil falls below 11 on the
// Fire Combat Chart, the result of 11 will be applied."; the rules print no ceiling, and 66 is the last row every chart
// has, so a roll past it reads as 66. The other dice add plainly and clamp the same way.
int addToRoll(DieKind kind, int roll, int modifier) {
  const int index = std::clamp(rollIndex(kind, roll) + modifier, 0, dieSpaceSize(kind) - 1);
  return rollAt(kind, index);
}

Result<int> parseRoll(DieKind kind, std::string_view text) {
  const std::string_view t = trim(text);
  int value = 0;
  const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), value);
  if (t.empty() || ec != std::errc() || end != t.data() + t.size()) {
    return Status::invalidArgument(dieKindName(kind) + ": \"" + std::string(text) + "\" is not a number");
  }
  if (!isValidRoll(kind, value)) {
    return Status::invalidArgument(dieKindName(kind) + ": " + std::string(t) + " is not a roll (rolls are " +
                                   validRollsText(kind) + ")");
  }
  return value;
}

std::string formatRoll([[maybe_unused]] DieKind kind, int value) {
  assert(isValidRoll(kind, value));
  return std::to_string(value);
}

Result<DieRange> parseDieRange(DieKind kind, std::string_view text) {
  const std::string_view t = trim(text);
  if (t.empty()) return Status::invalidArgument(dieKindName(kind) + ": empty range");
  if (t.back() == '+') {
    Result<int> first = parseRoll(kind, t.substr(0, t.size() - 1));
    if (!first) return first.status();
    return DieRange{*first, maxRoll(kind)};
  }
  // Rulebook text uses a hyphen or an en dash (UTF-8 E2 80 93) between the ends.
  size_t dash = t.find('-');
  size_t dashLen = 1;
  if (dash == std::string_view::npos) {
    dash = t.find("\xE2\x80\x93");
    dashLen = 3;
  }
  if (dash == std::string_view::npos) {
    Result<int> single = parseRoll(kind, t);
    if (!single) return single.status();
    return DieRange{*single, *single};
  }
  Result<int> first = parseRoll(kind, t.substr(0, dash));
  if (!first) return first.status().withContext("range \"" + std::string(t) + "\"");
  Result<int> last = parseRoll(kind, t.substr(dash + dashLen));
  if (!last) return last.status().withContext("range \"" + std::string(t) + "\"");
  if (rollIndex(kind, *first) > rollIndex(kind, *last)) {
    return Status::invalidArgument(dieKindName(kind) + ": range \"" + std::string(t) + "\" runs backwards");
  }
  return DieRange{*first, *last};
}

std::string formatDieRange(DieKind kind, DieRange range) {
  if (range.first == range.last) return formatRoll(kind, range.first);
  return formatRoll(kind, range.first) + "-" + formatRoll(kind, range.last);
}

std::string CoverageIssue::describe(DieKind die) const {
  if (kind == Kind::Gap) return "gap " + formatDieRange(die, range);
  return "overlap " + formatDieRange(die, range) + " (rows " + joinRows(rows) + ")";
}

std::vector<CoverageIssue> checkCoverage(const DiceTable& table) {
  // Which rows hold each value of the die space; runs of equal holders become one issue, so two rows sharing
  // 61-62 read as one overlap and not two.
  const int n = dieSpaceSize(table.kind);
  std::vector<std::vector<int>> holders(n);
  for (size_t r = 0; r < table.rows.size(); ++r) {
    const DieRange& range = table.rows[r].range;
    for (int i = rollIndex(table.kind, range.first); i <= rollIndex(table.kind, range.last); ++i) {
      holders[i].push_back(static_cast<int>(r) + 1);
    }
  }
  std::vector<CoverageIssue> issues;
  int i = 0;
  while (i < n) {
    if (holders[i].size() == 1) {
      ++i;
      continue;
    }
    int j = i;
    while (j + 1 < n && holders[j + 1] == holders[i]) ++j;
    CoverageIssue issue;
    issue.kind = holders[i].empty() ? CoverageIssue::Kind::Gap : CoverageIssue::Kind::Overlap;
    issue.range = {rollAt(table.kind, i), rollAt(table.kind, j)};
    issue.rows = holders[i];
    issues.push_back(issue);
    i = j + 1;
  }
  return issues;
}

Result<const DiceTableRow*> lookupRoll(const DiceTable& table, int roll) {
  const int index = rollIndex(table.kind, roll);
  for (const DiceTableRow& row : table.rows) {
    if (rollIndex(table.kind, row.range.first) <= index && index <= rollIndex(table.kind, row.range.last)) {
      return &row;
    }
  }
  return Status::notFound(dieKindName(table.kind) + ": roll " + formatRoll(table.kind, roll) +
                          " falls in a gap of the table" + (table.notes.empty() ? "" : " (" + table.notes + ")"));
}

}  // namespace cartouche
