// Stacking checks: the stacks of a scenario kept per hex, checked in full or hex by hex after an edit.
#include "rules/stacking.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "rules/stacking_eval.h"

namespace cartouche {

using stacking::Entry;

struct StackingChecker::State {
  stacking::Prepared prepared;
  std::vector<Placement> placements;                   // the effective set-up's units, as last seen
  std::vector<int> unitOf;                             // placement -> unit index, -1 when the army lacks it
  std::unordered_map<int, std::vector<Entry>> stacks;  // map index -> the units standing there
  std::map<int, std::vector<Problem>> problems;        // map index -> its problems
  std::vector<int> offMap;                             // placements with no hex on the map

  void entriesOf(const Battle& battle, int placement, std::vector<std::pair<int, Entry>>& out) const {
    const Placement& pl = placements[size_t(placement)];
    const int unit = unitOf[size_t(placement)];
    if (unit < 0 || !pl.hex) return;
    const int first = battle.map.indexOf(*pl.hex);
    if (first < 0) return;
    const int second = pl.second ? battle.map.indexOf(*pl.second) : -1;
    const int formation = formationOf(battle, pl.formation);
    const bool two = second >= 0 && second != first;
    out.emplace_back(first, Entry{placement, unit, formation, uint8_t(two ? 1 : 0)});
    if (two) out.emplace_back(second, Entry{placement, unit, formation, 2});
  }

  // A formation's index; set-ups repeat a few formations, so the last one found is remembered (its code viewed
  // in the army vocabulary, which is as prepared).
  mutable std::string_view lastFormation;
  mutable int lastFormationIndex = -1;
  int formationOf(const Battle& battle, const std::string& code) const {
    if (code.empty()) return -1;
    if (!lastFormation.empty() && code == lastFormation) return lastFormationIndex;
    const int f = prepared.formationOf(code);
    if (f >= 0) {
      lastFormation = battle.armyVocabulary.formations[size_t(f)].code;
      lastFormationIndex = f;
    }
    return f;
  }

  // Takes `now` as the placements and stacks them. A row naming the same unit as before keeps its unit index
  // (the army is as prepared).
  void index(const Battle& battle, const std::vector<Placement>& now) {
    const size_t kept = placements.size() == unitOf.size() ? std::min(placements.size(), now.size()) : 0;
    unitOf.resize(now.size(), -1);
    for (size_t i = 0; i < now.size(); ++i)
      if (i >= kept || placements[i].unit != now[i].unit) unitOf[i] = prepared.unitIndex.find(now[i].unit);
    placements = now;
    stacks.clear();
    stacks.reserve(placements.size());
    offMap.clear();
    std::vector<std::pair<int, Entry>> at;
    for (size_t i = 0; i < placements.size(); ++i) {
      at.clear();
      entriesOf(battle, int(i), at);
      if (at.empty()) offMap.push_back(int(i));
      for (auto& [hex, entry] : at) {
        auto& v = stacks[hex];
        if (v.empty()) v.reserve(4);
        v.push_back(entry);
      }
    }
  }

  void check(const Battle& battle, const std::string& scenario, int hex) {
    problems.erase(hex);
    auto it = stacks.find(hex);
    if (it == stacks.end()) return;
    if (it->second.empty()) {
      stacks.erase(it);
      return;
    }
    std::vector<Problem> found;
    stacking::evaluateHex(battle, prepared, scenario, hex, it->second, found);
    if (!found.empty()) problems.emplace(hex, std::move(found));
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

bool samePlace(const Placement& a, const Placement& b) {
  return a.hex == b.hex && a.second == b.second && a.unit == b.unit && a.formation == b.formation;
}

}  // namespace

StackingChecker::StackingChecker(const Battle& battle, const std::string& scenario)
    : scenario_(scenario), state_(std::make_unique<State>()) {
  rebuild(battle);
}

StackingChecker::~StackingChecker() = default;
StackingChecker::StackingChecker(StackingChecker&&) noexcept = default;
StackingChecker& StackingChecker::operator=(StackingChecker&&) noexcept = default;

void StackingChecker::rebuild(const Battle& battle) {
  state_->prepared.prepare(battle);
  state_->placements.clear();  // unit indices are not kept across a new army
  state_->unitOf.clear();
  state_->lastFormation = {};
  recheck(battle);
}

void StackingChecker::recheck(const Battle& battle) {
  State& s = *state_;
  std::vector<Placement> scratch;
  s.index(battle, *setupOf(battle, scenario_, scratch));
  s.problems.clear();
  std::vector<int> hexes;
  hexes.reserve(s.stacks.size());
  for (const auto& [hex, entries] : s.stacks) hexes.push_back(hex);
  for (int hex : hexes) s.check(battle, scenario_, hex);
}

void StackingChecker::update(const Battle& battle, const StackingChange& change) {
  if (change.everything) {
    rebuild(battle);
    return;
  }
  State& s = *state_;
  std::vector<int> recheck;
  for (int h : change.hexes) recheck.push_back(h);
  if (change.setup) {
    std::vector<Placement> scratch;
    const std::vector<Placement>& now = *setupOf(battle, scenario_, scratch);
    if (now.size() != s.placements.size()) {
      StackingChecker::recheck(battle);  // units were added to or taken from the set-up: index again
      return;
    }
    // The placements that may have changed: those standing in the named hexes and those off the map; with no hex
    // named, every one.
    std::vector<int> candidates;
    if (change.unitHexes.empty()) {
      candidates.resize(now.size());
      for (size_t i = 0; i < now.size(); ++i) candidates[i] = int(i);
    } else {
      for (Hex h : change.unitHexes) {
        int i = battle.map.indexOf(h);
        if (i < 0) continue;
        recheck.push_back(i);
        if (auto it = s.stacks.find(i); it != s.stacks.end())
          for (const Entry& e : it->second) candidates.push_back(e.placement);
      }
      candidates.insert(candidates.end(), s.offMap.begin(), s.offMap.end());
      std::sort(candidates.begin(), candidates.end());
      candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    }
    std::vector<std::pair<int, Entry>> at;
    for (int i : candidates) {
      const Placement& before = s.placements[size_t(i)];
      const Placement& after = now[size_t(i)];
      if (samePlace(before, after)) {
        s.placements[size_t(i)] = after;  // facing or note: nothing to count
        continue;
      }
      if (before.unit != after.unit) {
        StackingChecker::recheck(battle);  // rows were reordered
        return;
      }
      at.clear();
      s.entriesOf(battle, i, at);
      for (auto& [hex, entry] : at) {
        auto& v = s.stacks[hex];
        std::erase_if(v, [&](const Entry& e) { return e.placement == i; });
        recheck.push_back(hex);
      }
      s.placements[size_t(i)] = after;
      at.clear();
      s.entriesOf(battle, i, at);
      std::erase(s.offMap, i);
      if (at.empty()) s.offMap.push_back(i);
      for (auto& [hex, entry] : at) {
        // Keep the set-up's order in the stack.
        auto& v = s.stacks[hex];
        auto pos = std::lower_bound(v.begin(), v.end(), i, [](const Entry& e, int p) { return e.placement < p; });
        v.insert(pos, entry);
        recheck.push_back(hex);
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

}  // namespace cartouche
