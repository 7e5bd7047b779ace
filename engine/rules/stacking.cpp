// Stacking checks: the stacks of a scenario kept per hex, checked in full or hex by hex after an edit.
#include "rules/stacking.h"

#include <algorithm>
#include <span>
#include <utility>

#include "rules/stacking_eval.h"

namespace cartouche {

using stacking::Entry;

struct StackingChecker::State {
  // Where each placement stands, with a second hex only when it is on the map and not the first.
  using Spot = PlacementSpot;

  std::unique_ptr<ArmyIndex> ownIndex;  // null while a borrowed index is used
  stacking::Prepared prepared;
  std::vector<Spot> spots;  // per placement of the effective set-up, as last seen
  // Every unit standing on the map, sorted by hex and, within a hex, by placement (the set-up's order): the stacks
  // are runs of one hex. Two parallel lists, so that a run of entries is handed to the evaluation as it is.
  std::vector<int> stackHex;
  std::vector<Entry> stackEntry;
  std::map<int, std::vector<Problem>> problems;  // map index -> its problems
  std::vector<int> offMap;                       // placements with no hex on the map

  const ArmyIndex& index() const { return *prepared.index; }

  static Spot normalised(Spot s) {
    if (s.first < 0 || s.second == s.first) s.second = -1;
    return s;
  }

  // Whether the placement names the unit the spot resolved.
  bool sameUnit(const Battle& battle, const Spot& s, const Placement& pl) const {
    if (s.unit >= 0) return battle.army.units[size_t(s.unit)].code == pl.unit;
    return index().unit(pl.unit) < 0;  // still a unit the army lacks: not counted either way
  }

  static bool onMap(const Spot& s) { return s.unit >= 0 && s.first >= 0; }

  // The range of the stack in `hex`.
  std::pair<size_t, size_t> run(int hex) const {
    auto lo = std::lower_bound(stackHex.begin(), stackHex.end(), hex);
    auto hi = std::upper_bound(lo, stackHex.end(), hex);
    return {size_t(lo - stackHex.begin()), size_t(hi - stackHex.begin())};
  }

  void insert(int hex, const Entry& e) {
    auto [lo, hi] = run(hex);
    size_t at = lo;
    while (at < hi && stackEntry[at].placement < e.placement) ++at;
    stackHex.insert(stackHex.begin() + long(at), hex);
    stackEntry.insert(stackEntry.begin() + long(at), e);
  }

  void erase(int hex, int placement) {
    auto [lo, hi] = run(hex);
    for (size_t at = lo; at < hi; ++at)
      if (stackEntry[at].placement == placement) {
        stackHex.erase(stackHex.begin() + long(at));
        stackEntry.erase(stackEntry.begin() + long(at));
        return;
      }
  }

  // Takes `now` as the placements and stacks them; `resolved`, when given, holds them resolved.
  void index(const Battle& battle, const std::vector<Placement>& now, const std::vector<PlacementSpot>* resolved) {
    spots.resize(now.size());
    stackHex.clear();
    stackEntry.clear();
    offMap.clear();
    stackHex.reserve(now.size());
    stackEntry.reserve(now.size());
    bool sorted = true;  // a set-up listed hex by hex needs no sort
    for (size_t i = 0; i < now.size(); ++i) {
      const Spot s = spots[i] = normalised(resolved ? (*resolved)[i] : resolvePlacement(battle, index(), now[i]));
      if (!onMap(s)) {
        offMap.push_back(int(i));
        continue;
      }
      const bool two = s.second >= 0;
      if (!stackHex.empty() && s.first < stackHex.back()) sorted = false;
      stackHex.push_back(s.first);
      stackEntry.push_back(Entry{int(i), s.unit, s.formation, uint8_t(two ? 1 : 0)});
      if (two) {
        if (s.second < s.first) sorted = false;
        stackHex.push_back(s.second);
        stackEntry.push_back(Entry{int(i), s.unit, s.formation, 2});
      }
    }
    if (!sorted) sortByHex(battle.map.hexCount());
  }

  // Sorts the stacked entries by hex, keeping the set-up's order within a hex. A set-up lists a stack's units
  // together far more often than in hex order, so the runs of one hex are sorted (by hex, then where they start),
  // not the entries: a regiment of three battalions is one key. A few ascending sequences of runs are merged; runs
  // in no order are radix-sorted.
  void sortByHex(size_t hexCount) {
    constexpr size_t kFewSequences = 16;
    std::vector<uint64_t> runs;
    for (size_t lo = 0; lo < stackHex.size();) {
      size_t hi = lo + 1;
      while (hi < stackHex.size() && stackHex[hi] == stackHex[lo]) ++hi;
      runs.push_back(uint64_t(uint32_t(stackHex[lo])) << 32 | uint32_t(lo));
      lo = hi;
    }
    // The runs come in a few ascending sequences (the set-up's sides or sections, each in hex order) or in none.
    std::vector<size_t> starts{0};
    for (size_t i = 1; i < runs.size() && starts.size() <= kFewSequences; ++i)
      if (runs[i] < runs[i - 1]) starts.push_back(i);
    if (starts.size() > kFewSequences) {
      // A least-significant-digit radix sort over the hex, 11 bits a pass (two passes up to 4 million hexes): stable,
      // so runs of one hex stay in the set-up's order.
      constexpr int kBits = 11;
      constexpr size_t kBuckets = size_t(1) << kBits;
      std::vector<uint64_t> tmp(runs.size());
      std::vector<uint32_t> count(kBuckets);
      for (int shift = 32; (hexCount >> (shift - 32)) > 0; shift += kBits) {
        std::fill(count.begin(), count.end(), 0);
        for (uint64_t r : runs) ++count[(r >> shift) & (kBuckets - 1)];
        uint32_t sum = 0;
        for (uint32_t& c : count) sum += std::exchange(c, sum);
        for (uint64_t r : runs) tmp[count[(r >> shift) & (kBuckets - 1)]++] = r;
        runs.swap(tmp);
      }
    } else {
      // Merged pairwise until one is left.
      starts.push_back(runs.size());
      while (starts.size() > 2) {
        std::vector<size_t> merged;
        for (size_t k = 0; k + 1 < starts.size(); k += 2) {
          merged.push_back(starts[k]);
          if (k + 2 < starts.size())
            std::inplace_merge(runs.begin() + long(starts[k]), runs.begin() + long(starts[k + 1]),
                               runs.begin() + long(starts[k + 2]));
        }
        merged.push_back(runs.size());
        starts.swap(merged);
      }
    }
    std::vector<int> hexes;
    std::vector<Entry> entries;
    hexes.reserve(stackHex.size());
    entries.reserve(stackEntry.size());
    for (uint64_t r : runs) {
      const int hex = int(r >> 32);
      for (size_t at = uint32_t(r); at < stackHex.size() && stackHex[at] == hex; ++at) {
        hexes.push_back(hex);
        entries.push_back(stackEntry[at]);
      }
    }
    stackHex.swap(hexes);
    stackEntry.swap(entries);
  }

  void check(const Battle& battle, const std::string& scenario, int hex) {
    problems.erase(hex);
    auto [lo, hi] = run(hex);
    if (lo == hi) return;
    std::vector<Problem> found;
    stacking::evaluateHex(battle, prepared, scenario, hex, std::span(stackEntry).subspan(lo, hi - lo), found);
    if (!found.empty()) problems.emplace(hex, std::move(found));
  }

  void checkAll(const Battle& battle, const std::string& scenario) {
    problems.clear();
    std::vector<Problem> found;
    for (size_t lo = 0; lo < stackHex.size();) {
      size_t hi = lo + 1;
      while (hi < stackHex.size() && stackHex[hi] == stackHex[lo]) ++hi;
      stacking::evaluateHex(battle, prepared, scenario, stackHex[lo], std::span(stackEntry).subspan(lo, hi - lo),
                            found);
      if (!found.empty()) problems.emplace_hint(problems.end(), stackHex[lo], std::move(found));
      found.clear();
      lo = hi;
    }
  }
};

namespace {

// The effective set-up's unit placements: the scenario's own rows when it has no base (no copy), else resolved.
const std::vector<Placement>* setupOf(const Battle& battle, const std::string& code, std::vector<Placement>& scratch) {
  const Scenario* s = findScenario(battle.scenarios, code);
  if (!s) {
    scratch.clear();
    return &scratch;
  }
  if (s->base.empty()) return &s->setup;
  scratch = effectiveSetup(battle.scenarios, *s).units;
  return &scratch;
}

}  // namespace

StackingChecker::StackingChecker(const Battle& battle, const std::string& scenario)
    : scenario_(scenario), state_(std::make_unique<State>()) {
  rebuild(battle);
}

StackingChecker::StackingChecker(const Battle& battle, const std::string& scenario, const ArmyIndex& index,
                                 const std::vector<PlacementSpot>* spots)
    : scenario_(scenario), state_(std::make_unique<State>()) {
  State& s = *state_;
  s.prepared.prepare(battle, index);
  std::vector<Placement> scratch;
  const std::vector<Placement>& now = *setupOf(battle, scenario_, scratch);
  s.index(battle, now, spots && spots->size() == now.size() ? spots : nullptr);
  s.checkAll(battle, scenario_);
}

StackingChecker::~StackingChecker() = default;
StackingChecker::StackingChecker(StackingChecker&&) noexcept = default;
StackingChecker& StackingChecker::operator=(StackingChecker&&) noexcept = default;

void StackingChecker::rebuild(const Battle& battle) {
  State& s = *state_;
  s.ownIndex = std::make_unique<ArmyIndex>(battle);
  s.prepared.prepare(battle, *s.ownIndex);
  recheck(battle);
}

void StackingChecker::recheck(const Battle& battle) {
  State& s = *state_;
  std::vector<Placement> scratch;
  s.index(battle, *setupOf(battle, scenario_, scratch), nullptr);
  s.checkAll(battle, scenario_);
}

void StackingChecker::update(const Battle& battle, const StackingChange& change) {
  State& s = *state_;
  if (change.everything || !s.ownIndex) {  // a borrowed index may be gone: prepare anew
    rebuild(battle);
    return;
  }
  std::vector<int> recheck;
  for (int h : change.hexes) recheck.push_back(h);
  if (change.setup) {
    std::vector<Placement> scratch;
    const std::vector<Placement>& now = *setupOf(battle, scenario_, scratch);
    if (now.size() != s.spots.size()) {
      StackingChecker::recheck(battle);  // units were added to or taken from the set-up: index again
      return;
    }
    // The placements that may have changed: those standing in the named hexes and those off the map; with no hex
    // named, every one. In a variant every one too: an edit that overrides an inherited row takes it out of the
    // base's rows and puts the variant's own after them, so rows move without standing in a named hex.
    const Scenario* self = findScenario(battle.scenarios, scenario_);
    const bool variant = self && !self->base.empty();
    std::vector<int> candidates;
    if (change.unitHexes.empty() || variant) {
      candidates.resize(now.size());
      for (size_t i = 0; i < now.size(); ++i) candidates[i] = int(i);
    } else {
      for (Hex h : change.unitHexes) {
        int i = battle.map.indexOf(h);
        if (i < 0) continue;
        recheck.push_back(i);
        auto [lo, hi] = s.run(i);
        for (size_t k = lo; k < hi; ++k) candidates.push_back(s.stackEntry[k].placement);
      }
      candidates.insert(candidates.end(), s.offMap.begin(), s.offMap.end());
      std::sort(candidates.begin(), candidates.end());
      candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    }
    for (int i : candidates) {
      const State::Spot before = s.spots[size_t(i)];
      const Placement& after = now[size_t(i)];
      if (!s.sameUnit(battle, before, after)) {
        StackingChecker::recheck(battle);  // rows were reordered
        return;
      }
      const State::Spot spot = State::normalised(resolvePlacement(battle, s.index(), after));
      if (spot.first == before.first && spot.second == before.second && spot.formation == before.formation)
        continue;  // facing or note: nothing to count
      if (State::onMap(before)) {
        s.erase(before.first, i);
        recheck.push_back(before.first);
        if (before.second >= 0) {
          s.erase(before.second, i);
          recheck.push_back(before.second);
        }
      }
      s.spots[size_t(i)] = spot;
      std::erase(s.offMap, i);
      if (!State::onMap(spot)) {
        s.offMap.push_back(i);
        continue;
      }
      const bool two = spot.second >= 0;
      s.insert(spot.first, Entry{i, spot.unit, spot.formation, uint8_t(two ? 1 : 0)});
      recheck.push_back(spot.first);
      if (two) {
        s.insert(spot.second, Entry{i, spot.unit, spot.formation, 2});
        recheck.push_back(spot.second);
      }
    }
  }
  std::sort(recheck.begin(), recheck.end());
  recheck.erase(std::unique(recheck.begin(), recheck.end()), recheck.end());
  for (int hex : recheck) s.check(battle, scenario_, hex);
}

std::vector<Problem> StackingChecker::problems() const {
  std::vector<Problem> out;
  for (const auto& [hex, list] : state_->problems) out.insert(out.end(), list.begin(), list.end());
  return out;
}

size_t StackingChecker::problemCount() const {
  size_t n = 0;
  for (const auto& [hex, list] : state_->problems) n += list.size();
  return n;
}

std::vector<Problem> checkStacking(const Battle& battle, const Scenario& scenario) {
  // A scenario not (yet) in the battle's list is checked through a copy that holds it.
  if (!findScenario(battle.scenarios, scenario.code)) {
    Battle copy = battle;
    copy.scenarios.push_back(scenario);
    return StackingChecker(copy, scenario.code).problems();
  }
  return StackingChecker(battle, scenario.code).problems();
}

std::vector<Problem> checkStacking(const Battle& battle, const Scenario& scenario, const ArmyIndex& index,
                                   const std::vector<PlacementSpot>* spots) {
  if (!findScenario(battle.scenarios, scenario.code)) return checkStacking(battle, scenario);
  return StackingChecker(battle, scenario.code, index, spots).problems();
}

}  // namespace cartouche
