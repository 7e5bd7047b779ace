// The machinery under the army and set-up commands: a patch of the battle's army lists and scenarios as element
// operations (insert, erase, replace at an index), applied as one command whose inverse is the patch that puts every
// element back where it was. Commands build a patch either by hand (moving a few units in a long list) or by editing
// a Draft, a copy-on-write view of the lists, and diffing it against the battle. Thread-safety: plain values;
// applying a patch needs exclusive access to the battle.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "edit/command.h"

namespace cartouche {

template <typename T>
struct ListOp {
  enum class Kind : uint8_t { Insert, Erase, Replace };
  Kind kind = Kind::Replace;
  size_t index = 0;
  T value{};  // Insert and Replace: the element put there; Erase: unused
};
template <typename T>
using ListOps = std::vector<ListOp<T>>;

// Operations turning `before` into `after`: per-index replacements when the lengths match, plain erasures or
// insertions when one list is the other with elements taken out or put in, else the differing middle replaced.
template <typename T>
ListOps<T> diffLists(const std::vector<T>& before, const std::vector<T>& after);

struct ArmyPatch {
  ListOps<ArmySide> sides;
  ListOps<OobNode> nodes;
  ListOps<Unit> units;
  ListOps<Leader> leaders;
  ListOps<TroopType> troopTypes;
  ListOps<ValueField> fields;
  ListOps<Formation> formations;
  ListOps<Scenario> scenarios;

  bool empty() const;
  // Applies the operations in order, adds what changed to `changes` and returns the patch that undoes them.
  ArmyPatch apply(Battle& b, ChangeSet& changes) const;
};

// A patch as a command; its inverse is the undoing patch under the same label.
class ArmyPatchCommand : public Command {
 public:
  ArmyPatchCommand(ArmyPatch patch, std::string label) : patch_(std::move(patch)), label_(std::move(label)) {}
  std::string describe(const Battle&) const override { return label_; }
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

 private:
  ArmyPatch patch_;
  std::string label_;
};

// The battle's army lists and scenarios, copied on first write. diff() names only the lists that were written.
class Draft {
 public:
  explicit Draft(const Battle& b) : battle_(b) {}
  std::vector<ArmySide>& sides() { return take(sides_, battle_.army.sides); }
  std::vector<OobNode>& nodes() { return take(nodes_, battle_.army.nodes); }
  std::vector<Unit>& units() { return take(units_, battle_.army.units); }
  std::vector<Leader>& leaders() { return take(leaders_, battle_.army.leaders); }
  std::vector<TroopType>& troopTypes() { return take(troopTypes_, battle_.armyVocabulary.troopTypes); }
  std::vector<ValueField>& fields() { return take(fields_, battle_.armyVocabulary.fields); }
  std::vector<Formation>& formations() { return take(formations_, battle_.armyVocabulary.formations); }
  std::vector<Scenario>& scenarios() { return take(scenarios_, battle_.scenarios); }
  ArmyPatch diff() const;

 private:
  template <typename T>
  static std::vector<T>& take(std::optional<std::vector<T>>& copy, const std::vector<T>& from) {
    if (!copy) copy = from;
    return *copy;
  }
  const Battle& battle_;
  std::optional<std::vector<ArmySide>> sides_;
  std::optional<std::vector<OobNode>> nodes_;
  std::optional<std::vector<Unit>> units_;
  std::optional<std::vector<Leader>> leaders_;
  std::optional<std::vector<TroopType>> troopTypes_;
  std::optional<std::vector<ValueField>> fields_;
  std::optional<std::vector<Formation>> formations_;
  std::optional<std::vector<Scenario>> scenarios_;
};

// Applies what `draft` changed to the battle; returns the command that undoes it, or null when nothing changed.
CommandPtr commitDraft(Battle& b, const Draft& draft, ChangeSet& changes, const std::string& label);

// Adds to `changes` what replacing scenario `before` by `after` changed (either may be null: added or removed):
// `scenarios` for its own fields (code, name, times, base), `setups` with its code for the set-up, reinforcements,
// turn track, morale or victory, and `unitHexes` for the hexes whose placements, stack order or entries differ.
void markScenarioChange(ChangeSet& changes, const Scenario* before, const Scenario* after);

}  // namespace cartouche
