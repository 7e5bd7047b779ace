// Movement in play: the hexes a unit or a stack can reach this phase with their cost, a move along a path checked
// hex by hex and applied to the play state, and a change of facing. The rules each step obeys, family by family,
// and where their figures come from are listed in move_rules.h. Costs are in twelfths of a movement point
// (kMovePointUnit), so halves, thirds and quarters stay exact.
//
// Facing stays as it is while a unit moves (a counter moves forward or, in Racławice, backs into its rear zone);
// a turn is an action of its own (applyFacing) between moves. Stacking is checked at the end of a move, by
// applyMove, with the battle's stacking check (rules/stacking.h) on the positions with the move made; reachable()
// does not check it, since it depends on the whole stack at the end.
// Thread-safety: pure functions of their arguments; applyMove and applyFacing change only the state they are given.
#pragma once

#include <string>
#include <vector>

#include "base/status.h"
#include "play/play_state.h"

namespace cartouche {

// How a move is made, beyond the units' formation.
struct MoveOptions {
  // Road march along roads: the Movement table's road row alone where a road crosses the hexside (stepCost). A unit
  // in formation "road-march" moves so without asking; the road row's required formation, when it names one, still
  // holds a unit known to be in another.
  bool roadMarch = false;
  // Racławice [8.9] double time, infantry only: the allowance is movement-allowance's "... in double time" row (the
  // unit's troop type or arm followed by "in double time"); no passing through friendly units; no hex whose row
  // requires "no double time" (woods, villages). Its other limits (no fire, no facing change, every point spent) are
  // the action runner's to keep.
  bool doubleTime = false;
};

struct ReachableHex {
  Hex hex;
  int cost = 0;       // twelfths, from where the units stand now
  bool ends = false;  // the move must end there (a zone of influence, an enemy hex, [8.5]'s one hex)
  int from = -1;      // index in Reach::hexes of the hex it is entered from; -1: from the start
  friend bool operator==(const ReachableHex&, const ReachableHex&) = default;
};

struct Reach {
  Hex start;
  int allowance = 0;                // twelfths: the smallest of the movers' allowances
  int remaining = 0;                // twelfths: allowance less what was spent this phase (the smallest of the movers')
  std::vector<ReachableHex> hexes;  // every hex the units can enter, the start left out, by cost then discovery

  const ReachableHex* find(Hex hex) const;
  // The cheapest path to `hex`, the start left out; empty when it is not reachable.
  std::vector<Hex> pathTo(Hex hex) const;
};

// The hexes `units` (unit or leader codes, standing in one hex) can reach moving together, each at its cheapest
// cost. Refuses what MoveRules::prepare refuses, with its message.
Result<Reach> reachable(const Battle& battle, const PlayState& state, const std::vector<std::string>& units,
                        const MoveOptions& options = {});

struct MoveOutcome {
  int cost = 0;     // twelfths this action cost
  std::string log;  // "2 pp moves 1203 → 1204 → 1305: 3 of 4 movement points"
};

// Moves `units` along `path` (the hexes entered in order; it may start with the hex they stand in), checking every
// step: neighbours, the rules of move_rules.h, the allowance left (or Racławice's one hex, [8.5]), a stop before the
// last hex, and stacking at the end. On success the units stand at the last hex, their spent points and path have
// grown by the move, and leaders moved leave the unit they rode with. On refusal the state is unchanged and the
// message names the hex and the rule.
Result<MoveOutcome> applyMove(const Battle& battle, PlayState& state, const std::vector<std::string>& units,
                              const std::vector<Hex>& path, const MoveOptions& options = {});

// Turns `units` (one stack, all of it: Racławice 6.0 keeps a stack's facing one) to `facing`, paying for it:
//  - Racławice [8.7]: 60 degrees and 120 degrees from movement-point-costs' "[8.7]" rows, a turn of 180 degrees as
//    both, an odd number of 30 degrees as the next even one; free for skirmishers ([7.2]) and artillery ([8.11]);
//  - La Bataille, seed 004 Movement (18): 1 movement point for infantry and artillery; unlimbered artillery turns one
//    hexside (60 degrees) at most; cavalry 3, reading "Cavalry changing formation during movement costs three
//    additional movement points", printed under Changing Facing, as its facing cost.
// A facing the formation cannot take is refused (a line faces a vertex, a column a hexside); leaders and formations
// facing all ways or none have no facing to change. A unit whose facing was unknown takes the new one for nothing.
Result<MoveOutcome> applyFacing(const Battle& battle, PlayState& state, const std::vector<std::string>& units,
                                Facing facing);

}  // namespace cartouche
