// The rules of one move, prepared once for the units (or units and leaders) moving together: their movement
// column, allowance and facing zones, who stands where, the zones of influence, and the cost of one step from hex to
// neighbour with the rule that refuses it. movement.h searches and applies moves with it; nothing else should need
// it. Costs are in twelfths of a movement point (kMovePointUnit).
//
// Which column of the battle's Movement table a unit reads: its troop type code when the table has that column,
// else "light-" + arm for light troops when present, else the arm ("infantry", "cavalry", "artillery"); a leader
// reads "commander".
// Its allowance: its integer value "movement" (what La Bataille counters print), else a row of the battle's generic
// table "movement-allowance" (Racławice [8.8]). The row is matched by its first cell, compared without case and with
// hyphens read as spaces, to the troop type's code, then its name, then its arm ("infantry" or "infantries"), in
// that order; a leader's to "commander" or "commanders". The allowance is the row's "allowance" column, else its
// first integer column. "Infantry in double time" matches nothing: double time ([8.9]) is not played here.
// La Bataille, seed 004 Movement (18): a unit in line formation has two movement points fewer (read from the
// formation it is in when the move is asked for; the seed counts the formation at the start of the phase).
//
// What a step costs and what refuses it, family by family (playsRaclawice):
//  - both: the Movement table's cost (rules/rule_queries.h stepCost: hex, hexside additions, road march for a unit
//    in formation "road-march", bridges and fords, Prohibited); a blank cell refuses, naming table, row and column.
//    A row's "requires" cell that names a formation of the army vocabulary (its code or name, or "X order" for the
//    formation whose code is X or starts with "X-": "road order" is "road-march", "skirmish order" "skirmish") refuses
//    a unit known to be in another formation; a unit of unknown formation is not held to it, and a cell naming no
//    formation ("a bridge or pontoon", "no double time", "skirmish order for the light infantry cost") is not read.
//    A slope hexside (the map's slopeAt: a level difference, or forced) counts as the vocabulary's hexside feature
//    "slope" when it has one and the hexside does not already carry it.
//  - Racławice: a unit enters its frontal zone ([8.1]) or, paying more, its rear zone ([8.6]); a flank hex needs a
//    turn first ([8.7]); entering a hex of enemy units costs more ([6.9]) and ends the move (the hex is a melee hex,
//    which is left only by melee, [6.11]); leaving a hex of friendly units passed through costs more ([6.1]; joining
//    a stack is free, and commanders stand in no one's way, [6.3]); a unit that has entered no hex this phase may
//    always enter one hex even when it costs more than it has left, and stops there ([8.5]). The added costs come
//    from the generic table "movement-point-costs", its rows found by their rule column ("[6.1]", "[6.9]", "[8.6]";
//    the turning rows "[8.7]" by "60" or "120" in their action): a cost the table lacks refuses the step that needs
//    it, naming the table.
//  - La Bataille (seed 004): units move through their front hexsides (18); they do not enter enemy units' hexes
//    (melee is an action of its own); cavalry does not move into or through friendly non-cavalry formations other
//    than carré, skirmishers and limbered artillery (16); infantry and foot artillery stop on entering an enemy zone
//    of influence, cavalry and horse artillery on entering an enemy cavalry zone, and infantry and foot artillery
//    leave a zone only at the beginning of their movement, before spending anything (14). Horse artillery is an
//    artillery troop type marked light or whose code names "horse".
//  - leaders have no facing ([5.1]; (13): only combat units have an orientation) and are neither stopped by zones nor
//    counted as friends passed through.
// A stack moves at its slowest: every step costs the dearest of its units' costs, against the smallest allowance
// left.
// Thread-safety: one MoveRules per thread (it caches terrain costs as it goes).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "base/status.h"
#include "play/movement.h"
#include "play/play_state.h"
#include "play/zones.h"

namespace cartouche {

// Why a step is refused; None when it is allowed.
enum class StepRefusal : uint8_t {
  None,
  OffMap,
  Terrain,       // the Movement table prohibits it or gives no cost
  NotFront,      // La Bataille (18): not through a front hexside
  FlankZone,     // Racławice [8.1]: a flank hex
  EnemyHex,      // La Bataille: an enemy unit's hex
  CavalryBlock,  // La Bataille (16): cavalry into friendly non-cavalry formations
  DoubleTime,    // Racławice [8.9]: passing through friendly units at double time
  NoRuleCost,    // Racławice: movement-point-costs lacks the added cost the step needs
};

// Why a move must end where it is; None when it may go on.
enum class MoveStop : uint8_t { None, Zone, CavalryZone, EnemyHex };

struct StepCost {
  StepRefusal refusal = StepRefusal::None;
  int mover = -1;  // the mover refused
  int cost = 0;    // twelfths
  MoveStop stop = MoveStop::None;
  int rule = 0;  // NoRuleCost: which added cost is missing (1 [6.1], 2 [6.9], 3 [8.6])
};

class MoveRules {
 public:
  // The rules for `codes` (unit or leader codes) moving together from where they stand. Refuses an empty list, a
  // code the state does not hold, one off the map or eliminated, movers in different hexes or of different sides, a
  // unit in two hexes, a unit with no movement column or allowance, and a start that the rules forbid (a melee hex,
  // [6.11]; a zone of influence entered this phase, or one to leave after spending points, (14)).
  static Result<std::unique_ptr<MoveRules>> prepare(const Battle& battle, const PlayState& state,
                                                    const std::vector<std::string>& codes,
                                                    const MoveOptions& options = {});
  ~MoveRules();

  Hex start() const { return start_; }
  int allowance() const { return allowance_; }         // the smallest of the movers', twelfths
  int remaining() const { return remaining_; }         // allowance less what was spent, the smallest of the movers'
  bool oneHexAlways() const { return oneHexAlways_; }  // Racławice [8.5] holds for this move
  bool raclawice() const { return raclawice_; }
  // The movers' names for the log: "2 pp" or "1/I/2 pp and 2/I/2 pp".
  std::string moversName() const;
  const std::string& side() const { return side_; }

  // The cost of stepping from `from` to its neighbour in `direction`, for all movers (the dearest), with whether the
  // move must stop there. REQUIRES: `from` is on the map.
  StepCost step(Hex from, int direction) const;
  // The refusal of `step` in words, naming the rule: "2 pp cannot enter 1305: ...".
  Status explain(Hex from, int direction, const StepCost& step) const;
  // Why a move stops at `hex`, in words with the rule ("it entered the zone of influence of X (14)").
  std::string explainStop(Hex hex, MoveStop stop) const;

  struct Impl;

 private:
  MoveRules() = default;
  std::unique_ptr<Impl> impl_;
  Hex start_;
  int allowance_ = 0;
  int remaining_ = 0;
  bool oneHexAlways_ = false;
  bool raclawice_ = false;
  std::string side_;
};

// Movement points in twelfths as a person writes them: "3", "1/2", "2 1/2", "1 1/3".
std::string formatMovePoints(int twelfths);
// A Movement-table or action cost in twelfths; none when it is not a whole number of twelfths.
std::optional<int> toTwelfths(int numerator, int denominator);

}  // namespace cartouche
