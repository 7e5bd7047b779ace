// The army's codes resolved to indices, looked up along the order they are usually written in.
#include "rules/army_index.h"

#include <algorithm>
#include <utility>

namespace cartouche {

namespace {

// How far past the last entry found a lookup looks before it hashes: far enough to step over a regiment's node
// between two of its battalions' units, short enough to cost less than a hash.
constexpr size_t kAhead = 4;
// How many entries lookups outside that window may scan in all, in lengths of the list, before a hash table is built
// for the rest: a scan costs a few instructions an entry, building the table about a hundred, so short jumps (the
// leaders of an army in its order) cost less than the table, and lookups in random order soon build it.
constexpr size_t kScanBudget = 1;

template <typename T>
std::vector<std::string_view> codesOf(const std::vector<T>& list) {
  std::vector<std::string_view> out;
  out.reserve(list.size());
  for (const T& item : list) out.emplace_back(item.code);
  return out;
}

}  // namespace

void HintedCodes::assign(std::vector<std::string_view> codes) {
  codes_ = std::move(codes);
  hash_ = CodeIndex();
  hashed_ = false;
  cursor_ = 0;
  scanned_ = 0;
}

int HintedCodes::findFurther(std::string_view code) const {
  const size_t n = codes_.size();
  auto hit = [&](size_t i) {
    cursor_ = i + 1;
    return int(i);
  };
  // After the entry after the last one found (find): the last one again (units of one node), then a few further on,
  // round to the start after the end.
  if (cursor_ > 0 && cursor_ <= n && sameCode(codes_[cursor_ - 1], code)) return hit(cursor_ - 1);
  if (n == 0) return -1;
  if (!hashed_) {
    size_t i = cursor_ < n ? cursor_ : 0;  // the entry the cursor is at, or the first after the end
    if (cursor_ >= n && sameCode(codes_[i], code)) return hit(i);
    for (size_t k = 1; k < kAhead && k < n; ++k) {
      if (++i >= n) i -= n;
      if (sameCode(codes_[i], code)) return hit(i);
    }
    // A jump (from one leader's unit to the next one's, a unit out of the army's order): on along the list, once
    // round, while the entries scanned so far stay within the budget.
    const size_t budget = kScanBudget * n - std::min(scanned_, kScanBudget * n);
    const size_t last = std::min(n, kAhead + budget);  // scans entries kAhead .. last - 1 after the cursor
    for (size_t k = kAhead; k < last; ++k) {
      if (++i >= n) i -= n;
      if (sameCode(codes_[i], code)) {
        scanned_ += k - kAhead;
        return hit(i);
      }
    }
    scanned_ += last > kAhead ? last - kAhead : 0;
    if (last >= n) return -1;
    // The table's keys are copies of the codes side by side, so that a lookup in random order compares against
    // one small block rather than reaching into each unit or node where the battle keeps its code.
    size_t bytes = 0;
    for (std::string_view c : codes_) bytes += c.size();
    arena_.clear();
    arena_.reserve(bytes);
    for (std::string_view c : codes_) arena_.append(c);
    std::vector<std::string_view> keys(n);
    for (size_t j = 0, at = 0; j < n; at += codes_[j].size(), ++j)
      keys[j] = std::string_view(arena_).substr(at, codes_[j].size());
    hash_.assign(keys);
    codes_ = std::move(keys);  // the entries tried before the table are then read from the copies too
    hashed_ = true;
  }
  // Once hashed, the lookups jump about: past the entry after the last one found and the last one again, the
  // table answers.
  const int index = hash_.find(code);
  if (index >= 0) cursor_ = size_t(index) + 1;
  return index;
}

ArmyIndex::ArmyIndex(const Battle& battle) {
  const Army& army = battle.army;
  leaders_.assign(codesOf(army.leaders));
  troopTypes_.assign(codesOf(battle.armyVocabulary.troopTypes));
  formations_.assign(codesOf(battle.armyVocabulary.formations));
  // One pass over the nodes and one over the units, each reading what the index keeps of them (the lists are large
  // and read from memory: a second pass would read them again).
  //
  // The tree is kept in pre-order, so a node's parent is on the path of nodes above it; a node whose parent is not
  // (a list out of that order) is looked up by code once every code is listed. Each node's side and level are
  // interned in the same pass: the list repeats a side from node to node, and levels alternate down the tree
  // (regiment, battalion, battalion, regiment...), so the last two are tried first. Filled in locals and moved in
  // after, so that the loop keeps their data in registers.
  const size_t nodeCount = army.nodes.size();
  std::vector<std::string_view> nodeCodes(nodeCount), sideCodes, levelNames;
  std::vector<int> parents(nodeCount, -1), nodeSides(nodeCount), nodeLevels(nodeCount), offPath;
  auto intern = [](std::vector<std::string_view>& list, std::string_view s) {
    for (size_t i = 0; i < list.size(); ++i)
      if (sameCode(list[i], s)) return int(i);
    list.push_back(s);
    return int(list.size()) - 1;
  };
  int lastSide = -1, lastLevel = -1, otherLevel = -1;
  std::vector<int> path;
  for (size_t i = 0; i < nodeCount; ++i) {
    const OobNode& n = army.nodes[i];
    nodeCodes[i] = n.code;
    while (!path.empty() && !sameCode(nodeCodes[size_t(path.back())], n.parent)) path.pop_back();
    if (!n.parent.empty()) {
      if (path.empty())
        offPath.push_back(int(i));
      else
        parents[i] = path.back();
    }
    path.push_back(int(i));
    if (lastSide < 0 || !sameCode(n.side, sideCodes[size_t(lastSide)])) lastSide = intern(sideCodes, n.side);
    nodeSides[i] = lastSide;
    if (lastLevel < 0 || !sameCode(n.level, levelNames[size_t(lastLevel)])) {
      const int level = otherLevel >= 0 && sameCode(n.level, levelNames[size_t(otherLevel)])
                            ? otherLevel
                            : intern(levelNames, n.level);
      otherLevel = std::exchange(lastLevel, level);
    }
    nodeLevels[i] = lastLevel;
  }
  nodes_.assign(std::move(nodeCodes));
  for (int i : offPath) parents[size_t(i)] = nodes_.find(army.nodes[size_t(i)].parent);
  parents_ = std::move(parents);
  nodeSides_ = std::move(nodeSides);
  nodeLevels_ = std::move(nodeLevels);
  sideCodes_ = std::move(sideCodes);
  levelNames_ = std::move(levelNames);
  // Units of one node, or of one troop type, come together: the last answer is tried first.
  const size_t unitCount = army.units.size();
  std::vector<std::string_view> unitCodes(unitCount);
  std::vector<int> unitNodes(unitCount), unitTroops(unitCount);
  std::string_view lastNode, lastTroop;
  int lastNodeIndex = -1, lastTroopIndex = -1;
  for (size_t i = 0; i < unitCount; ++i) {
    const Unit& u = army.units[i];
    unitCodes[i] = u.code;
    if (lastNodeIndex < 0 || !sameCode(u.node, lastNode)) {
      lastNodeIndex = nodes_.find(u.node);
      lastNode = u.node;
    }
    unitNodes[i] = lastNodeIndex;
    if (u.troopType.empty()) {
      unitTroops[i] = -1;
      continue;
    }
    if (lastTroopIndex < 0 || !sameCode(u.troopType, lastTroop)) {
      lastTroopIndex = troopTypes_.find(u.troopType);
      lastTroop = u.troopType;
    }
    unitTroops[i] = lastTroopIndex;
  }
  units_.assign(std::move(unitCodes));
  unitNodes_ = std::move(unitNodes);
  unitTroops_ = std::move(unitTroops);
}

namespace {

// A placement's unit and hexes; the caller finds its formation.
PlacementSpot resolveUnitAndHexes(const Battle& battle, const ArmyIndex& index, const Placement& placement) {
  PlacementSpot s;
  s.unit = index.unit(placement.unit);
  if (placement.hex) s.first = battle.map.indexOf(*placement.hex);
  if (placement.second) s.second = battle.map.indexOf(*placement.second);
  return s;
}

}  // namespace

PlacementSpot resolvePlacement(const Battle& battle, const ArmyIndex& index, const Placement& placement) {
  PlacementSpot s = resolveUnitAndHexes(battle, index, placement);
  if (!placement.formation.empty()) s.formation = index.formation(placement.formation);
  return s;
}

std::vector<PlacementSpot> resolvePlacements(const Battle& battle, const ArmyIndex& index,
                                             const std::vector<Placement>& placements) {
  std::vector<PlacementSpot> out(placements.size());
  // A set-up repeats a few formations: the last one found is tried first.
  std::string_view lastFormation;
  int lastFormationIndex = -1;
  for (size_t i = 0; i < placements.size(); ++i) {
    const Placement& p = placements[i];
    PlacementSpot& s = out[i] = resolveUnitAndHexes(battle, index, p);
    if (p.formation.empty()) continue;
    if (lastFormationIndex < 0 || !sameCode(p.formation, lastFormation)) {
      lastFormationIndex = index.formation(p.formation);
      lastFormation = p.formation;
      if (lastFormationIndex < 0) continue;  // not remembered: none to compare with
    }
    s.formation = lastFormationIndex;
  }
  return out;
}

}  // namespace cartouche
