// Racławice [8.16] withdrawal: a unit beaten in melee, or sent back by a failed morale check under fire, leaves its
// hex before play goes on. Where it may go:
//  - after fire, into a hex of its rear zone ([8.16.5]);
//  - a beaten attacker, into the hex it entered the melee hex from ([8.16.9]);
//  - a beaten defender, by the zone of its facing each attacker entered from ([8.16.6]): from its front, into its
//    rear zone; from a flank hex, into the opposite flank hex or the rear hex beside that; from its rear, into its
//    front zone. Two or three of these at once: a d10 decides ([8.16.7]): 0, 7, 8, 9 or the number of a hex an
//    attacker entered from eliminates the unit, any other number withdraws it into that hex with one step lost. All
//    four at once: eliminated ([8.16.8]).
//    The rulebook numbers the six hexes around the defender in pictures the text edition lost. Cartouche numbers
//    them 1 to 6 from the front hex in direction k (facing the hexspine between k and k+1: 1 and 2 front, 3 flank,
//    4 and 5 rear, 6 flank), which reads every case of [8.16.6] as printed; the mirror numbering reads them as well,
//    so which way round the pictures count is not known.
//  - never off the map or into a hex the enemy holds; with no such hex left the unit is eliminated ([8.16.3]);
//  - across a stream hexside (a water feature, bridged or not) or uphill: one step lost ([8.16.2]); into the frontal
//    zone of an enemy unit that took no part in the melee (after fire: any enemy unit): one step lost ([8.16.4]);
//  - into a friendly stack it joins the stack, at the bottom, with the stack's facing; where it would over-stack
//    there it withdraws one hex more, by the same rules ([8.16.10]). Otherwise its facing stays: the pictures that
//    give the facing after a melee withdrawal are lost.
//  - no movement points are spent ([8.16.1]).
// A unit whose facing does not name a hexspine (unknown) may withdraw into any neighbour the enemy does not hold.
// Thread-safety: pure functions.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "base/status.h"
#include "model/battle.h"
#include "play/play_state.h"

namespace cartouche {

struct WithdrawalRoute {
  std::vector<Hex> choices;             // the hexes it may withdraw into, in direction order; empty when a die decides
  bool dieDecides = false;              // [8.16.7]: a d10 picks the hex
  Facing frontDirection = 0;            // [8.16.7]: the direction of hex number 1
  std::vector<int> eliminatingNumbers;  // [8.16.7]: the numbers of the hexes the attackers entered from
  bool eliminated = false;              // no hex open: [8.16.3], or [8.16.8]
  std::string rule;                     // "[8.16.5]", "[8.16.6]", ...
  std::string words;                    // "into its rear zone: 0405 or 0406"
};

// Where `unit`, which must withdraw, may go now. NotFound for a unit not in play; InvalidArgument for one that has
// no withdrawal to make.
Result<WithdrawalRoute> withdrawalRoute(const Battle& battle, const PlayState& state, const std::string& unit);

// The units that must withdraw, in play order.
std::vector<std::string> pendingWithdrawals(const PlayState& state);

// Marks `units` as having to withdraw for `why` and eliminates at once those with no hex open ([8.16.3], [8.16.8]).
// `attackedFrom`: the attackers' entry hexes (BeatenDefender) or the unit's own (BeatenAttacker). Returns a line for
// the log per unit ("1/I/2 pp must withdraw into its rear zone: 0405 or 0406").
std::vector<std::string> requireWithdrawal(const Battle& battle, PlayState& state,
                                           const std::vector<std::string>& units, Withdrawal why,
                                           const std::vector<Hex>& attackedFrom);

// Carries out the withdrawal of `units` (standing in one hex, all owing one): `to` is the hexes it goes through,
// the first one of the route's choices (or, where a die decides, the die's hex, which may be left out), a further
// one only where the one before would over-stack. `roll`: the d10 where a die decides. Refuses, changing nothing, a
// hex the rules do not open, naming the rule. Returns the log line.
Result<std::string> carryOutWithdrawal(const Battle& battle, PlayState& state, const std::vector<std::string>& units,
                                       std::vector<Hex> to, std::optional<int> roll);

}  // namespace cartouche
