// The prepared form of a battle's stacking rules and units (stacking.h): per-unit arm, increments and
// order-of-battle ancestors computed once, the tables' check cells compiled to indices, and the evaluation of one
// hex. Internal to engine/rules: stacking.cpp keeps the stacks, this file counts them. Thread-safety: plain values.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "model/battle.h"
#include "model/stacking_limit.h"
#include "rules/army_index.h"
#include "rules/problem.h"
#include "rules/stacking_memo.h"

namespace cartouche::stacking {

struct UnitInfo {
  const Unit* unit = nullptr;
  int side = -1;  // index into Prepared::sides
  Arm arm = Arm::Other;
  bool armKnown = false;  // the troop type is known
  bool light = false;
  int troop = -1;  // index into the army vocabulary's troop types
  // Read from the unit's values when a check first needs them (Prepared::increments).
  mutable std::optional<int> increments;
  mutable bool incrementsRead = false;
};

struct Term {
  StackingTerm::Select select = StackingTerm::Select::Any;
  Arm arm = Arm::Other;
  int troop = -2;  // TroopType selector: index, -2 when the vocabulary lacks it (matches nothing)
  StackingTerm::Measure measure = StackingTerm::Measure::Units;
  int level = -1;  // level id
  int count = 0;
  std::vector<int> formations;  // formation indices; -2 for a code the vocabulary lacks
  std::string text;             // formatStackingTerm
};

struct Row {
  int table = 0;  // index into the battle's rules
  int row = 0;
  bool anyTerrain = false;
  bool hexsideFeature = false;
  TerrainId terrain = 0;
  std::vector<int> formations;  // the row's formation column; empty: every stack
  bool none = false, any = false;
  std::vector<std::vector<Term>> alternatives;
  std::vector<Term> caps;
  // Which term of each alternative, and which caps, a unit of known troop type in a formation falls under, by its
  // class (Prepared::classOf): the first matching term's index or -1, and 1 or 0 per cap.
  std::vector<std::vector<int16_t>> termByClass;
  std::vector<std::vector<uint8_t>> capByClass;
  std::string text;  // the check cell
  std::string terrainCode;
  // The order-of-battle levels its terms count (level ids), and whether its verdicts on small stacks are remembered
  // (StackMemo: no more levels than a shape holds).
  std::vector<int> levels;
  bool memoable = true;
};

// One unit in one hex: the placement, and which part of a two-hex unit's increments stand here.
struct Entry {
  int placement = 0;
  int unit = -1;       // index into Prepared::units
  int formation = -1;  // index into the army vocabulary's formations; -1 when none or unknown
  uint8_t part = 0;    // 0: whole unit; 1: first hex of two; 2: second hex of two
};

struct Prepared {
  std::vector<UnitInfo> units;
  // Per unit, its nearest node of each level the tree uses (level ids below levelCount), or -1: unit x level.
  std::vector<int> levelNodes;
  int levelCount = 0;
  const ArmyIndex* index = nullptr;  // the army's codes; outlives the prepared form
  std::vector<std::string> sides;
  std::vector<std::vector<int>> rowsByTerrain;  // TerrainId -> rows (indices into rows) for that hex terrain
  std::vector<int> anyRows, hexsideRows;
  std::vector<Row> rows;
  std::vector<std::vector<uint8_t>> conflicts;  // formation x formation
  bool anyConflicts = false;                    // some formation conflicts with one
  std::vector<int> stackingTables;              // indices of the battle's tables of kind stacking
  int unlimbered = -1;                          // formation index of "unlimbered"
  int horseArtillery = -1;                      // troop type index of "horse-artillery"
  bool laBataille = true;
  // Whether small stacks are counted in one pass (stacking_judge.cpp); the tests turn it off to hold that pass to the
  // general one.
  bool onePass = true;
  // Whether verdicts on small stacks are remembered by their shape (stacking_memo.h); the tests turn it off to hold
  // the remembered verdicts to counted ones.
  bool memo = true;
  mutable StackMemo memoTable;
  mutable uint64_t incrementReads = 0;  // calls of increments(): a verdict that read none may be remembered

  // Buffers reused from stack to stack by the evaluation, so that counting a stack allocates nothing.
  struct Scratch {
    std::vector<int> sides, members, termOf, covered, seen;
  };
  mutable Scratch scratch;

  void prepare(const Battle& battle, const ArmyIndex& index);
  // A unit's class for Row::termByClass: its troop type and formation (-1 when none), or -1 when its troop type is
  // unknown (its arm may be assumed for the moment: the terms are matched one by one).
  int classOf(const UnitInfo& u, int formation) const {
    return u.troop < 0 ? -1 : u.troop * formationClasses + formation + 1;
  }
  int formationClasses = 1;  // formations + 1 (none)
  int formationOf(std::string_view code) const;
  // The unit's increments, or nullopt when its values do not give them.
  const std::optional<int>& increments(int unit) const;
};

// The problems of the units standing in `hex` (map index), all sides, in the order of the entries. `prepared` is
// scratch for the moment: units of unknown troop type are assumed each arm in turn and restored.
void evaluateHex(const Battle& battle, Prepared& prepared, const std::string& scenario, int hex,
                 std::span<const Entry> entries, std::vector<Problem>& out);

}  // namespace cartouche::stacking
