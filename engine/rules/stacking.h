// Stacking checked against the ruleset's stacking tables (tables of kind `stacking` with a `stacking-limit` column,
// model/stacking_limit.h), for the units a scenario sets up (model/scenario.h effectiveSetup).
//
// Which row holds a stack: a row whose terrain is a hexside feature on one of the hex's hexsides (a road), then a
// row for the hex's terrain, then a row for terrain "any"; a row with a `formation` column ("road-march", or
// "skirmish/general-order") holds only a stack whose units are all in one of its formations. A blank check cell is
// "not checked" (the chart prints something the grammar cannot say). Every table with a check column is applied.
//
// How a stack is counted:
//  - each side's units in a hex are counted apart; leaders never count (they are not units);
//  - an alternative fits when every unit is covered by one of its terms (the first whose selector and formations
//    match it) and every term's measure is within its count; the caps after ";" always apply;
//  - a two-hex unit (a line or skirmish screen with a second hex) counts as one unit, and as one of each of its
//    nodes, in both hexes; its increments are split, the larger half (rounded up) in its first hex, the rest in
//    the second;
//  - an order-of-battle measure counts distinct nodes of that level among the unit's own node and its ancestors; a
//    unit with no node of that level counts as one on its own (a battalion counter kept under its regiment node is
//    one battalion);
//  - a value the check needs but the army does not give (a unit's increments) makes the stack a warning "cannot be
//    checked: increments of X unknown", never a guess; a stack that breaks the limit whatever the unknown values
//    are is still an error.
// La Bataille (info "system" other than "raclawice"), seed 004 "Tactical Organization" and "Movement": cavalry never
// stacks with infantry or with artillery in an "unlimbered" formation ("cavalry-with-infantry"). Both families: two
// units of a side in one hex whose formations conflict (Formation::conflicts, either way) ("conflicting-formations").
//
// Thread-safety: a StackingChecker is a plain value; use one per thread.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "model/battle.h"
#include "rules/army_index.h"
#include "rules/problem.h"

namespace cartouche {

// Every stacking problem of a scenario's effective set-up, ordered by hex.
std::vector<Problem> checkStacking(const Battle& battle, const Scenario& scenario);
// The same with the army's codes already indexed (validation indexes them once for every scenario's checks) and,
// when given, the effective set-up's placements already resolved (resolvePlacements).
std::vector<Problem> checkStacking(const Battle& battle, const Scenario& scenario, const ArmyIndex& index,
                                   const std::vector<PlacementSpot>* spots = nullptr);

// What an edit changed, as far as stacking cares; the caller fills it from the edit's ChangeSet (engine/edit, which
// the rules engine does not see): everything = grid || vocabulary || army || rules || scenarios; setup = setups
// names this scenario or one of its bases; unitHexes = ChangeSet::unitHexes; hexes = ChangeSet::hexes (terrain
// changed there) and the hexes on either side of each of ChangeSet::hexsides (a road chooses a stacking row).
struct StackingChange {
  bool everything = false;
  bool setup = false;
  std::vector<Hex> unitHexes;
  std::vector<int> hexes;
};

// Keeps the per-hex stacks of one scenario and their problems, so that after an edit only the touched hexes are
// counted again.
class StackingChecker {
 public:
  // Prepares the units, tables and stacks of `scenario` (by code) and checks every hex.
  StackingChecker(const Battle& battle, const std::string& scenario);
  // The same with a borrowed index of the army's codes, which must outlive the checker or its next update(); that
  // update prepares everything again with an index of its own.
  StackingChecker(const Battle& battle, const std::string& scenario, const ArmyIndex& index,
                  const std::vector<PlacementSpot>* spots = nullptr);
  ~StackingChecker();
  StackingChecker(StackingChecker&&) noexcept;
  StackingChecker& operator=(StackingChecker&&) noexcept;

  // After an edit. change.everything: everything is prepared and checked again. change.setup: the placements that
  // differ from the ones kept are moved between stacks, and only their old and new hexes are checked again, with
  // the hexes change.unitHexes and change.hexes name.
  void update(const Battle& battle, const StackingChange& change);
  // Prepares the army and tables again and rechecks everything (what the constructor does).
  void rebuild(const Battle& battle);
  // Rechecks every stack of the set-up with the army and tables as prepared (the army, its vocabulary, the map's
  // vocabulary and the rules must not have changed since).
  void recheck(const Battle& battle);

  // The current problems, ordered by hex.
  std::vector<Problem> problems() const;
  size_t problemCount() const;
  const std::string& scenario() const { return scenario_; }

 private:
  struct State;
  std::string scenario_;
  std::unique_ptr<State> state_;
};

}  // namespace cartouche
