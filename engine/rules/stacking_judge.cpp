// Stacking: one side's stack held to one row of a stacking table.
#include "rules/stacking_judge.h"

#include <algorithm>
#include <iterator>
#include <optional>

namespace cartouche::stacking {

bool matches(const Term& t, const UnitInfo& u, int formation) {
  switch (t.select) {
    case StackingTerm::Select::Any:
      break;
    case StackingTerm::Select::Arm:
      if (!u.armKnown || u.arm != t.arm) return false;
      break;
    case StackingTerm::Select::LightArm:
      if (!u.armKnown || u.arm != t.arm || !u.light) return false;
      break;
    case StackingTerm::Select::TroopType:
      if (u.troop < 0 || u.troop != t.troop) return false;
      break;
  }
  if (!t.formations.empty() && std::find(t.formations.begin(), t.formations.end(), formation) == t.formations.end())
    return false;
  return true;
}

namespace {

std::optional<int> incrementsHere(const std::optional<int>& increments, uint8_t part) {
  if (!increments) return std::nullopt;
  int n = *increments;
  return part == 0 ? n : part == 1 ? (n + 1) / 2 : n / 2;
}

// Holds the members `covered` (indices into entries) to one term.
Counted measureTerm(const Term& t, const Prepared& p, std::span<const Entry> entries, const std::vector<int>& covered) {
  Counted c;
  int amount = 0;
  switch (t.measure) {
    case StackingTerm::Measure::Units:
      amount = int(covered.size());
      break;
    case StackingTerm::Measure::Increments:
      for (int e : covered) {
        auto n = incrementsHere(p.increments(entries[size_t(e)].unit), entries[size_t(e)].part);
        if (!n) {
          if (c.unknownUnit < 0) c.unknownUnit = entries[size_t(e)].unit;
          continue;
        }
        amount += *n;
      }
      break;
    case StackingTerm::Measure::Level: {
      // Distinct nodes of the level; a unit with none counts alone (negative keys).
      std::vector<int>& seen = p.scratch.seen;
      seen.clear();
      for (int e : covered) {
        const int unit = entries[size_t(e)].unit;
        int key = t.level < p.levelCount ? p.levelNodes[size_t(unit) * size_t(p.levelCount) + size_t(t.level)] : -1;
        if (key < 0) key = -1 - unit;
        if (std::find(seen.begin(), seen.end(), key) == seen.end()) seen.push_back(key);
      }
      amount = int(seen.size());
      break;
    }
  }
  if (amount > t.count)
    c.verdict = Verdict::Over;  // the known part alone breaks it
  else if (c.unknownUnit >= 0)
    c.verdict = Verdict::Unknown;
  return c;
}

// The common stack, counted in one pass: every member of known troop type (its term tabled by class), few enough
// members that distinct nodes are found by looking back over those already counted, and few terms. Gives the same
// verdict as the general path below, or nothing when that path must decide.
constexpr size_t kSmallStack = 32;
constexpr size_t kFewTerms = 8;

int levelKey(int level, const Prepared& p, int unit) {
  const int key = level < p.levelCount ? p.levelNodes[size_t(unit) * size_t(p.levelCount) + size_t(level)] : -1;
  return key < 0 ? -1 - unit : key;  // a unit with no node of the level counts alone
}

// Adds member `i` to the tally of `term`; `sameTerm(j)` says whether the earlier member j was added to it too.
template <typename SameTerm>
void tally(const Term& term, const Prepared& p, const Entry& en, size_t i, int* keys, SameTerm sameTerm, int& amount,
           int& unknownUnit) {
  switch (term.measure) {
    case StackingTerm::Measure::Units:
      ++amount;
      break;
    case StackingTerm::Measure::Increments:
      if (auto n = incrementsHere(p.increments(en.unit), en.part))
        amount += *n;
      else if (unknownUnit < 0)
        unknownUnit = en.unit;
      break;
    case StackingTerm::Measure::Level: {
      const int key = keys[i] = levelKey(term.level, p, en.unit);
      bool seen = false;
      for (size_t j = 0; j < i && !seen; ++j) seen = sameTerm(j) && keys[j] == key;
      if (!seen) ++amount;
      break;
    }
  }
}

std::optional<Counted> fitSmallAlternative(const std::vector<Term>& alt, const std::vector<int16_t>& byClass,
                                           const Prepared& p, std::span<const Entry> entries,
                                           const std::vector<int>& members) {
  if (!p.onePass || members.size() > kSmallStack || alt.size() > kFewTerms) return std::nullopt;
  int amount[kFewTerms] = {}, unknown[kFewTerms], keys[kSmallStack];
  int8_t termOf[kSmallStack];
  std::fill(std::begin(unknown), std::end(unknown), -1);
  for (size_t i = 0; i < members.size(); ++i) {
    const Entry& en = entries[size_t(members[i])];
    const int c = p.classOf(p.units[size_t(en.unit)], en.formation);
    if (c < 0 || byClass[size_t(c)] == -2) return std::nullopt;
    const int t = byClass[size_t(c)];
    if (t < 0) return Counted{Verdict::Over, -1};  // a unit of known type no term takes
    termOf[i] = int8_t(t);
    tally(
        alt[size_t(t)], p, en, i, keys, [&](size_t j) { return termOf[j] == t; }, amount[t], unknown[t]);
    if (amount[t] > alt[size_t(t)].count) return Counted{Verdict::Over, -1};  // the known part alone breaks it
  }
  for (size_t t = 0; t < alt.size(); ++t)
    if (unknown[t] >= 0) return Counted{Verdict::Unknown, unknown[t]};
  return Counted{};
}

std::optional<Counted> capSmall(const Term& cap, const std::vector<uint8_t>& byClass, const Prepared& p,
                                std::span<const Entry> entries, const std::vector<int>& members) {
  if (!p.onePass || members.size() > kSmallStack) return std::nullopt;
  int amount = 0, unknown = -1, keys[kSmallStack];
  bool in[kSmallStack];
  for (size_t i = 0; i < members.size(); ++i) {
    const Entry& en = entries[size_t(members[i])];
    const int c = p.classOf(p.units[size_t(en.unit)], en.formation);
    if (c < 0) return std::nullopt;
    if (!(in[i] = byClass[size_t(c)] != 0)) continue;
    tally(
        cap, p, en, i, keys, [&](size_t j) { return in[j]; }, amount, unknown);
  }
  if (amount > cap.count) return Counted{Verdict::Over, -1};
  if (unknown >= 0) return Counted{Verdict::Unknown, unknown};
  return Counted{};
}

Counted fitAlternative(const std::vector<Term>& alt, const std::vector<int16_t>& byClass, const Prepared& p,
                       std::span<const Entry> entries, const std::vector<int>& members) {
  if (auto small = fitSmallAlternative(alt, byClass, p, entries, members)) return *small;
  // Which term covers each member; the members of one term are gathered in turn.
  std::vector<int>& termOf = p.scratch.termOf;
  termOf.assign(members.size(), -1);
  Counted out;
  for (size_t i = 0; i < members.size(); ++i) {
    const int e = members[i];
    const Entry& en = entries[size_t(e)];
    const UnitInfo& u = p.units[size_t(en.unit)];
    size_t t = 0;
    const int c = p.classOf(u, en.formation);
    if (c >= 0 && byClass[size_t(c)] != -2)
      t = byClass[size_t(c)] < 0 ? alt.size() : size_t(byClass[size_t(c)]);
    else
      while (t < alt.size() && !matches(alt[t], u, en.formation)) ++t;
    if (t == alt.size()) {
      // A unit of unknown troop type might belong to a term of its arm: the alternative can only be decided once
      // its type is known, unless the known units alone break it.
      if (p.units[size_t(en.unit)].armKnown) return {Verdict::Over, -1};
      if (out.unknownUnit < 0) out = {Verdict::Unknown, en.unit, true};
      continue;
    }
    termOf[i] = int(t);
  }
  std::vector<int>& covered = p.scratch.covered;
  for (size_t t = 0; t < alt.size(); ++t) {
    covered.clear();
    for (size_t i = 0; i < members.size(); ++i)
      if (termOf[i] == int(t)) covered.push_back(members[i]);
    Counted c = measureTerm(alt[t], p, entries, covered);
    if (c.verdict == Verdict::Over) return c;
    if (c.verdict == Verdict::Unknown && out.verdict == Verdict::Fits) out = c;
  }
  return out;
}

// The stack's verdict counted; `broken` is set only when a cap is broken.
Counted countRow(const Row& r, const Prepared& p, std::span<const Entry> entries, const std::vector<int>& members,
                 const Term*& broken) {
  const Row* row = &r;
  Counted verdict{Verdict::Over, -1};
  if (row->none) {
    verdict = {Verdict::Over, -1};
  } else if (row->any) {
    verdict = {Verdict::Fits, -1};
  } else {
    for (size_t a = 0; a < row->alternatives.size(); ++a) {
      Counted c = fitAlternative(row->alternatives[a], row->termByClass[a], p, entries, members);
      if (c.verdict == Verdict::Fits) {
        verdict = c;
        break;
      }
      if (c.verdict == Verdict::Unknown && verdict.verdict == Verdict::Over) verdict = c;
    }
  }
  if (verdict.verdict != Verdict::Over && !row->none) {
    for (size_t k = 0; k < row->caps.size(); ++k) {
      const Term& cap = row->caps[k];
      std::optional<Counted> small = capSmall(cap, row->capByClass[k], p, entries, members);
      if (!small) {
        std::vector<int>& covered = p.scratch.covered;
        covered.clear();
        for (int e : members) {
          const UnitInfo& u = p.units[size_t(entries[size_t(e)].unit)];
          const int c = p.classOf(u, entries[size_t(e)].formation);
          if (c >= 0 ? row->capByClass[k][size_t(c)] != 0 : matches(cap, u, entries[size_t(e)].formation))
            covered.push_back(e);
        }
        small = measureTerm(cap, p, entries, covered);
      }
      const Counted c = *small;
      if (c.verdict == Verdict::Over) {
        verdict = c;
        broken = &cap;
        break;
      }
      if (c.verdict == Verdict::Unknown && verdict.verdict == Verdict::Fits) verdict = c;
    }
  }
  return verdict;
}

// The shape of a small stack whose units' troop types are all known, or false when its verdict is not remembered.
bool shapeOf(const Row& row, const Prepared& p, std::span<const Entry> entries, const std::vector<int>& members,
             StackMemo::Key& key) {
  if (!p.memo || !p.onePass || !row.memoable || members.size() > StackMemo::kMaxUnits) return false;
  key.row = &row;
  key.size = uint32_t(members.size() + row.levels.size());
  for (size_t i = 0; i < members.size(); ++i) {
    const Entry& en = entries[size_t(members[i])];
    const int c = p.classOf(p.units[size_t(en.unit)], en.formation);
    if (c < 0) return false;
    key.words[i] = uint32_t(c) << 2 | en.part;
  }
  for (size_t l = 0; l < row.levels.size(); ++l) {
    int keys[StackMemo::kMaxUnits];
    uint32_t pattern = 0;
    for (size_t i = 0; i < members.size(); ++i) {
      keys[i] = levelKey(row.levels[l], p, entries[size_t(members[i])].unit);
      size_t j = 0;
      while (keys[j] != keys[i]) ++j;
      pattern |= uint32_t(j) << (3 * i);  // the first member with the same node of this level
    }
    key.words[members.size() + l] = pattern;
  }
  return true;
}

}  // namespace

Counted judgeRow(const Row& row, const Prepared& p, std::span<const Entry> entries, const std::vector<int>& members,
                 const Term*& broken) {
  StackMemo::Key key;
  const bool remember = shapeOf(row, p, entries, members, key);
  if (remember)
    if (const StackMemo::Verdict* v = p.memoTable.find(key)) {
      if (v->broke) broken = v->broken;
      return {Verdict(v->verdict), -1};
    }
  const uint64_t reads = p.incrementReads;
  const Term* cap = nullptr;
  const Counted c = countRow(row, p, entries, members, cap);
  if (cap) broken = cap;
  // A verdict that read no increments is the same for every stack of this shape.
  if (remember && p.incrementReads == reads && c.unknownUnit < 0)
    p.memoTable.store(key, {uint8_t(c.verdict), cap != nullptr, cap});
  return c;
}

Counted judgeAssumingArms(const Row& row, Prepared& p, std::span<const Entry> entries, const std::vector<int>& members,
                          const Term*& broken) {
  if (std::all_of(members.begin(), members.end(),
                  [&](int e) { return p.units[size_t(entries[size_t(e)].unit)].armKnown; }))
    return judgeRow(row, p, entries, members, broken);  // nothing to assume
  std::vector<std::vector<int>> groups;                 // unit indices by node
  std::vector<std::string> groupNodes;
  for (int e : members) {
    const int u = entries[size_t(e)].unit;
    if (p.units[size_t(u)].armKnown) continue;
    const std::string& node = p.units[size_t(u)].unit->node;
    auto it = std::find(groupNodes.begin(), groupNodes.end(), node);
    if (it == groupNodes.end()) {
      groupNodes.push_back(node);
      groups.push_back({u});
    } else if (auto& g = groups[size_t(it - groupNodes.begin())]; std::find(g.begin(), g.end(), u) == g.end()) {
      g.push_back(u);
    }
  }
  constexpr size_t kMaxGroups = 4;  // 3^4 assumptions at most; beyond that the stack is left unchecked
  if (groups.empty() || groups.size() > kMaxGroups || row.none || row.any)
    return judgeRow(row, p, entries, members, broken);
  constexpr Arm kArms[] = {Arm::Infantry, Arm::Cavalry, Arm::Artillery};
  int combos = 1;
  for (size_t g = 0; g < groups.size(); ++g) combos *= 3;
  bool allFit = true, allOver = true;
  const Term* overBroken = broken;
  for (int c = 0; c < combos; ++c) {
    for (size_t g = 0, k = size_t(c); g < groups.size(); ++g, k /= 3)
      for (int u : groups[g]) {
        p.units[size_t(u)].arm = kArms[k % 3];
        p.units[size_t(u)].armKnown = true;
      }
    const Term* b = broken;
    Counted v = judgeRow(row, p, entries, members, b);
    if (v.verdict != Verdict::Fits) allFit = false;
    if (v.verdict != Verdict::Over) allOver = false;
    if (v.verdict == Verdict::Over) overBroken = b;
  }
  for (const auto& g : groups)
    for (int u : g) {
      p.units[size_t(u)].arm = Arm::Other;
      p.units[size_t(u)].armKnown = false;
    }
  if (allFit) return {Verdict::Fits, -1};
  if (allOver) {
    broken = overBroken;
    return {Verdict::Over, -1};
  }
  return {Verdict::Unknown, groups[0][0], true};
}

}  // namespace cartouche::stacking
