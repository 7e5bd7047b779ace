#include "edit/army_patch.h"

#include <algorithm>
#include <cassert>
#include <map>
#include <utility>

namespace cartouche {

template <typename T>
ListOps<T> diffLists(const std::vector<T>& before, const std::vector<T>& after) {
  using Op = ListOp<T>;
  ListOps<T> ops;
  if (before.size() == after.size()) {
    for (size_t i = 0; i < before.size(); ++i)
      if (!(before[i] == after[i])) ops.push_back(Op{Op::Kind::Replace, i, after[i]});
    return ops;
  }
  size_t p = 0;
  while (p < before.size() && p < after.size() && before[p] == after[p]) ++p;
  size_t eb = before.size(), ea = after.size();
  while (eb > p && ea > p && before[eb - 1] == after[ea - 1]) --eb, --ea;
  // The middles before[p, eb) and after[p, ea): when the shorter is a subsequence of the longer (a greedy walk
  // finds one if there is one), only the extra elements are erased or inserted.
  const bool erasing = eb - p > ea - p;
  std::vector<size_t> extra;  // indices into the longer middle, ascending
  {
    const std::vector<T>& longer = erasing ? before : after;
    const std::vector<T>& shorter = erasing ? after : before;
    size_t i = p, j = p;
    const size_t endLong = erasing ? eb : ea, endShort = erasing ? ea : eb;
    for (; i < endLong; ++i) {
      if (j < endShort && longer[i] == shorter[j])
        ++j;
      else
        extra.push_back(i);
    }
    if (j < endShort) extra.clear();  // not a subsequence
  }
  if (!extra.empty()) {
    if (erasing) {
      // Erasing from the back keeps the lower indices valid.
      for (auto it = extra.rbegin(); it != extra.rend(); ++it) ops.push_back(Op{Op::Kind::Erase, *it, T{}});
    } else {
      // Inserting in ascending order of the final index: every position below it already holds its final element.
      for (size_t j : extra) ops.push_back(Op{Op::Kind::Insert, j, after[j]});
    }
    return ops;
  }
  const size_t overlap = std::min(eb - p, ea - p);
  for (size_t k = 0; k < overlap; ++k)
    if (!(before[p + k] == after[p + k])) ops.push_back(Op{Op::Kind::Replace, p + k, after[p + k]});
  for (size_t i = eb; i-- > p + overlap;) ops.push_back(Op{Op::Kind::Erase, i, T{}});
  for (size_t j = p + overlap; j < ea; ++j) ops.push_back(Op{Op::Kind::Insert, j, after[j]});
  return ops;
}

namespace {

// Applies `ops` to `list`, telling `seen` each element before and after (null where there is none); returns the
// operations that undo them, in the order to apply them.
template <typename T, typename Seen>
ListOps<T> applyOps(std::vector<T>& list, const ListOps<T>& ops, Seen&& seen) {
  using Op = ListOp<T>;
  ListOps<T> inverse;
  inverse.reserve(ops.size());
  for (const Op& op : ops) {
    switch (op.kind) {
      case Op::Kind::Insert:
        assert(op.index <= list.size());
        list.insert(list.begin() + long(op.index), op.value);
        seen(nullptr, &list[op.index]);
        inverse.push_back(Op{Op::Kind::Erase, op.index, T{}});
        break;
      case Op::Kind::Erase:
        assert(op.index < list.size());
        seen(&list[op.index], nullptr);
        inverse.push_back(Op{Op::Kind::Insert, op.index, std::move(list[op.index])});
        list.erase(list.begin() + long(op.index));
        break;
      case Op::Kind::Replace:
        assert(op.index < list.size());
        seen(&list[op.index], &op.value);
        inverse.push_back(Op{Op::Kind::Replace, op.index, std::exchange(list[op.index], op.value)});
        break;
    }
  }
  std::reverse(inverse.begin(), inverse.end());
  return inverse;
}

template <typename T>
ListOps<T> applyArmyOps(std::vector<T>& list, const ListOps<T>& ops, ChangeSet& changes) {
  if (!ops.empty()) changes.army = true;
  return applyOps(list, ops, [](const T*, const T*) {});
}

void addPlacementHexes(std::vector<Hex>& hexes, const Placement& p) {
  if (p.hex) hexes.push_back(*p.hex);
  if (p.second) hexes.push_back(*p.second);
}

// Each unit's row and its place in its hex's stack (rows of one hex lie bottom to top in list order).
std::map<std::string, std::pair<const Placement*, size_t>> stackPositions(const std::vector<Placement>& rows) {
  std::map<std::string, std::pair<const Placement*, size_t>> out;
  std::map<std::pair<int, int>, size_t> height;
  for (const Placement& p : rows) {
    size_t level = p.hex ? height[{p.hex->q, p.hex->r}]++ : 0;
    out[p.unit] = {&p, level};
  }
  return out;
}

}  // namespace

void markScenarioChange(ChangeSet& changes, const Scenario* before, const Scenario* after) {
  static const Scenario kNone;
  const Scenario& a = before ? *before : kNone;
  const Scenario& b = after ? *after : kNone;
  if (!before || !after || a.code != b.code || a.name != b.name || a.description != b.description ||
      a.startTime != b.startTime || a.turnMinutes != b.turnMinutes || a.turns != b.turns || a.base != b.base)
    changes.scenarios = true;
  const bool setupDiffers = a.setup != b.setup || a.leaders != b.leaders || a.removed != b.removed ||
                            a.reinforcements != b.reinforcements || a.turnTrack != b.turnTrack ||
                            a.morale != b.morale || a.victory != b.victory;
  if (setupDiffers || (a.base != b.base)) {
    if (before) changes.setups.push_back(a.code);
    if (after) changes.setups.push_back(b.code);
  }
  if (a.setup != b.setup) {
    auto was = stackPositions(a.setup), now = stackPositions(b.setup);
    for (const auto& [unit, row] : was) {
      auto it = now.find(unit);
      if (it != now.end() && *it->second.first == *row.first && it->second.second == row.second) continue;
      addPlacementHexes(changes.unitHexes, *row.first);
      if (it != now.end()) addPlacementHexes(changes.unitHexes, *it->second.first);
    }
    for (const auto& [unit, row] : now)
      if (!was.count(unit)) addPlacementHexes(changes.unitHexes, *row.first);
  }
  if (a.leaders != b.leaders) {
    for (const auto* list : {&a.leaders, &b.leaders})
      for (const LeaderPlacement& l : *list)
        if (l.hex) changes.unitHexes.push_back(*l.hex);
  }
  if (a.reinforcements != b.reinforcements) {
    const size_t n = std::max(a.reinforcements.size(), b.reinforcements.size());
    for (size_t i = 0; i < n; ++i) {
      const Reinforcement* x = i < a.reinforcements.size() ? &a.reinforcements[i] : nullptr;
      const Reinforcement* y = i < b.reinforcements.size() ? &b.reinforcements[i] : nullptr;
      if (x && y && *x == *y) continue;
      for (const Reinforcement* r : {x, y})
        if (r) changes.unitHexes.insert(changes.unitHexes.end(), r->entry.begin(), r->entry.end());
    }
  }
}

bool ArmyPatch::empty() const {
  return sides.empty() && nodes.empty() && units.empty() && leaders.empty() && troopTypes.empty() && fields.empty() &&
         formations.empty() && scenarios.empty();
}

ArmyPatch ArmyPatch::apply(Battle& b, ChangeSet& changes) const {
  ArmyPatch undo;
  undo.sides = applyArmyOps(b.army.sides, sides, changes);
  undo.nodes = applyArmyOps(b.army.nodes, nodes, changes);
  undo.units = applyArmyOps(b.army.units, units, changes);
  undo.leaders = applyArmyOps(b.army.leaders, leaders, changes);
  undo.troopTypes = applyArmyOps(b.armyVocabulary.troopTypes, troopTypes, changes);
  undo.fields = applyArmyOps(b.armyVocabulary.fields, fields, changes);
  undo.formations = applyArmyOps(b.armyVocabulary.formations, formations, changes);
  undo.scenarios = applyOps(b.scenarios, scenarios, [&](const Scenario* before, const Scenario* after) {
    markScenarioChange(changes, before, after);
  });
  return undo;
}

Result<CommandPtr> ArmyPatchCommand::apply(Battle& b, ChangeSet& changes) const {
  return CommandPtr(std::make_unique<ArmyPatchCommand>(patch_.apply(b, changes), label_));
}

ArmyPatch Draft::diff() const {
  ArmyPatch p;
  if (sides_) p.sides = diffLists(battle_.army.sides, *sides_);
  if (nodes_) p.nodes = diffLists(battle_.army.nodes, *nodes_);
  if (units_) p.units = diffLists(battle_.army.units, *units_);
  if (leaders_) p.leaders = diffLists(battle_.army.leaders, *leaders_);
  if (troopTypes_) p.troopTypes = diffLists(battle_.armyVocabulary.troopTypes, *troopTypes_);
  if (fields_) p.fields = diffLists(battle_.armyVocabulary.fields, *fields_);
  if (formations_) p.formations = diffLists(battle_.armyVocabulary.formations, *formations_);
  if (scenarios_) p.scenarios = diffLists(battle_.scenarios, *scenarios_);
  return p;
}

CommandPtr commitDraft(Battle& b, const Draft& draft, ChangeSet& changes, const std::string& label) {
  ArmyPatch patch = draft.diff();
  if (patch.empty()) return nullptr;
  return std::make_unique<ArmyPatchCommand>(patch.apply(b, changes), label);
}

template ListOps<ArmySide> diffLists(const std::vector<ArmySide>&, const std::vector<ArmySide>&);
template ListOps<OobNode> diffLists(const std::vector<OobNode>&, const std::vector<OobNode>&);
template ListOps<Unit> diffLists(const std::vector<Unit>&, const std::vector<Unit>&);
template ListOps<Leader> diffLists(const std::vector<Leader>&, const std::vector<Leader>&);
template ListOps<TroopType> diffLists(const std::vector<TroopType>&, const std::vector<TroopType>&);
template ListOps<ValueField> diffLists(const std::vector<ValueField>&, const std::vector<ValueField>&);
template ListOps<Formation> diffLists(const std::vector<Formation>&, const std::vector<Formation>&);
template ListOps<Scenario> diffLists(const std::vector<Scenario>&, const std::vector<Scenario>&);

}  // namespace cartouche
