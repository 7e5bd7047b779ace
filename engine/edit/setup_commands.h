// Commands that edit one scenario's set-up: place, move, turn and remove units and leaders, restack a hex, edit its
// reinforcements, and copy one scenario's effective set-up into another. They name the scenario and the hexes they
// touched in the change set (ChangeSet::setups and unitHexes, old and new), never map rows. A drag joins into one
// undo step the way a brush stroke does: the undo stack joins steps of one stroke, and mergedWith names the whole
// drag (same label, same scenario, same unit). Each inverse restores the battle exactly (operator==). Refusals
// happen before anything changes and name the scenario, the unit or leader and the field. The turn track, morale
// levels and victory conditions are edited with SetScenario (scenario_commands.h), which marks `setups` when they
// change. Thread-safety: immutable values; applying one needs exclusive access to the battle (command.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "edit/command.h"

namespace cartouche {

// A placement as the battle would hold it in `scenario` (named in messages): its unit exists, its hex and second
// hex are on the map, the second hex is adjacent and comes with a hex, its formation exists (or is empty), its
// facing is 0..11.
Status checkPlacement(const Battle& battle, const std::string& scenario, const Placement& placement);

// Puts `placement` into the set-up rows of `scenario` for `unit` (placement.unit must be `unit` or empty). The unit's
// own row is replaced in place while its hex stays the same (a turn, a new formation); a unit that changes hex or
// had no row goes on top of the stack there (to the end of the rows). With no placement the unit's row is removed.
// Only the scenario's own rows change: a variant's placement overrides its base's. `row` puts the row at that index
// instead (undo uses it to put a row back exactly). Refused: a scenario or unit that does not exist, checkPlacement,
// and removing a row the scenario does not have. Steps of one unit in one scenario under one label join.
class SetPlacement : public Command {
 public:
  SetPlacement(std::string scenario, std::string unit, std::optional<Placement> placement, std::string label = "",
               std::optional<size_t> row = std::nullopt);
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;
  CommandPtr mergedWith(const Command& next) const override;

 private:
  std::string scenario_, unit_;
  std::optional<Placement> placement_;
  std::string label_;
  std::optional<size_t> row_;
};

// Reorders the units of `scenario`'s own rows in `hex` (as first or second hex): `bottomToTop` lists exactly the
// codes there now, in their new stack order. The rows keep the indices those units had, so nothing else moves.
class RestackHex : public Command {
 public:
  RestackHex(std::string scenario, Hex hex, std::vector<std::string> bottomToTop, std::string label = "");
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

 private:
  std::string scenario_;
  Hex hex_;
  std::vector<std::string> bottomToTop_;
  std::string label_;
};

// Places, moves or removes `leader` in `scenario` (its leaders[] row, keyed by the leader code), replacing his row in
// place or appending one; with no placement, removes his row. `row` as for SetPlacement. Refused: a scenario or
// leader that does not exist, a hex off the map or missing for LeaderAt::Hex, a hex given for another kind, a
// unit missing for LeaderAt::Unit or given for another kind. Steps of one leader under one label join.
class SetLeaderPlacement : public Command {
 public:
  SetLeaderPlacement(std::string scenario, std::string leader, std::optional<LeaderPlacement> placement,
                     std::string label = "", std::optional<size_t> row = std::nullopt);
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;
  CommandPtr mergedWith(const Command& next) const override;

 private:
  std::string scenario_, leader_;
  std::optional<LeaderPlacement> placement_;
  std::string label_;
  std::optional<size_t> row_;
};

// Puts `reinforcement` at `index` in `scenario`'s reinforcements: replacing the one there, appending when `index` is
// the list's size, or, with `insert`, putting it before the one at `index`. With none, removes the one at `index`.
// Refused: a scenario that does not exist, an index out of range, a turn below 1 or beyond the scenario's turns
// (when known), nobody arriving, a unit or leader that does not exist or is named twice, an entry hex off the map.
// Edits of one reinforcement under one label join.
class SetReinforcement : public Command {
 public:
  SetReinforcement(std::string scenario, size_t index, std::optional<Reinforcement> reinforcement,
                   std::string label = "", bool insert = false);
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;
  CommandPtr mergedWith(const Command& next) const override;

 private:
  std::string scenario_;
  size_t index_;
  std::optional<Reinforcement> reinforcement_;
  std::string label_;
  bool insert_;
};

// Makes `to`'s own set-up rows, leader placements and reinforcements a copy of the effective set-up of `from` (after
// inheritance), so a variant starts from a copy it can then change. `to` keeps its base; its removals become the
// units and leaders its base would still bring that `from` does not have (none when `from` is that base), so
// afterwards effectiveSetup(to) places exactly what effectiveSetup(from) does. Refused: either scenario missing, or
// `from` equal to `to`.
class CopySetup : public Command {
 public:
  CopySetup(std::string from, std::string to, std::string label = "");
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

 private:
  std::string from_, to_, label_;
};

}  // namespace cartouche
