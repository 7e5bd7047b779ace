// The army's codes resolved to indices once, for the checks that read a scenario's set-up (set-up checks, stacking):
// units, order-of-battle nodes, leaders, troop types and formations by code, each node's parent, and each unit's node
// and troop type.
//
// Set-ups, the unit list and the tree are usually written in one order, so a lookup first tries the few entries
// after the last one it found. Codes found elsewhere are searched for along the list until lookups have scanned as
// many entries as the list holds; after that a hash table is built for the rest. A whole set-up in the army's order,
// with its leaders, is then resolved without hashing a code, and one in any order costs one table.
//
// Codes are unique within an army and its vocabulary: the store, the text reader and the commands refuse a second
// one. In a battle built in code with a repeated code, which of its entries a lookup finds is not specified.
//
// Thread-safety: a lookup moves the list's cursor; use one index per thread. The battle must outlive the index and
// its army must not change while the index is used.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "model/battle.h"
#include "rules/code_index.h"

namespace cartouche {

// Codes in list order, looked up near the last one found first.
class HintedCodes {
 public:
  HintedCodes() = default;
  // Not copied or moved: the hash table's keys view this object's own copy of the codes.
  HintedCodes(const HintedCodes&) = delete;
  HintedCodes& operator=(const HintedCodes&) = delete;

  void assign(std::vector<std::string_view> codes);
  // The index of `code` in the list, or -1. The entry after the last one found is tried here, inlined.
  int find(std::string_view code) const {
    if (cursor_ < codes_.size() && sameCode(codes_[cursor_], code)) return int(cursor_++);
    return findFurther(code);
  }
  size_t size() const { return codes_.size(); }

 private:
  int findFurther(std::string_view code) const;  // every other entry
  mutable std::vector<std::string_view> codes_;  // the list's codes; once hashed, views of arena_
  mutable CodeIndex hash_;     // built once lookups have scanned the list's length beyond the cursor's window
  mutable std::string arena_;  // the hash table's keys: the codes copied side by side
  mutable bool hashed_ = false;
  mutable size_t cursor_ = 0;   // the index after the last one found
  mutable size_t scanned_ = 0;  // entries scanned by lookups outside the window
};

class ArmyIndex {
 public:
  explicit ArmyIndex(const Battle& battle);
  ArmyIndex(const ArmyIndex&) = delete;
  ArmyIndex& operator=(const ArmyIndex&) = delete;

  int unit(std::string_view code) const { return units_.find(code); }
  int node(std::string_view code) const { return nodes_.find(code); }
  int leader(std::string_view code) const { return leaders_.find(code); }
  int troopType(std::string_view code) const { return troopTypes_.find(code); }
  int formation(std::string_view code) const { return formations_.find(code); }
  // The node's parent node, or -1 for a top node or a parent the army lacks.
  int parent(int node) const { return parents_[size_t(node)]; }
  // The unit's node and troop type (indices into the army's nodes and the vocabulary's troop types), or -1 where the
  // army lacks the node or the vocabulary the type (an empty troop type is unknown: -1).
  int nodeOfUnit(int unit) const { return unitNodes_[size_t(unit)]; }
  int troopOfUnit(int unit) const { return unitTroops_[size_t(unit)]; }
  // The node's side code and level name as ids, numbered in the order the tree first names them (read in the same
  // pass over the nodes as their parents).
  int sideOfNode(int node) const { return nodeSides_[size_t(node)]; }
  int levelOfNode(int node) const { return nodeLevels_[size_t(node)]; }
  const std::vector<std::string_view>& sideCodes() const { return sideCodes_; }
  const std::vector<std::string_view>& levelNames() const { return levelNames_; }

 private:
  HintedCodes units_, nodes_, leaders_, troopTypes_, formations_;
  std::vector<int> parents_, unitNodes_, unitTroops_, nodeSides_, nodeLevels_;
  std::vector<std::string_view> sideCodes_, levelNames_;  // views of the battle's nodes
};

// One placement of a set-up resolved: its unit (-1 when the army lacks it), its hex and second hex as map indices
// (-1 when it has none or it is off the map) and its formation (-1 when none or one the vocabulary lacks).
struct PlacementSpot {
  int unit = -1, first = -1, second = -1, formation = -1;
};

PlacementSpot resolvePlacement(const Battle& battle, const ArmyIndex& index, const Placement& placement);
// Every placement of a set-up, in order: what the set-up checks and the stacking check both read, resolved once.
std::vector<PlacementSpot> resolvePlacements(const Battle& battle, const ArmyIndex& index,
                                             const std::vector<Placement>& placements);

}  // namespace cartouche
