// A playtest's actions as text, one per line: what `cartouche play --script` runs and what a saved playtest holds.
// The format (documented for users in schemas/play-actions.md):
//
//   # a comment; blank lines are skipped
//   move UNIT[,UNIT...] HEX [HEX...] [road] [double-time]   the hexes entered, in order; a stack moves together
//   face UNIT[,UNIT...] FACING                             a compass name of the grid ("NE", "WSW") or 0-11
//   formation UNIT[,UNIT...] FORMATION                     a formation code of the battle
//   fire UNIT[,UNIT...] at HEX [with "TABLE:ROW"]... [dice N]     N: the dice a player rolled; else the game rolls
//   melee UNIT[,UNIT...] at HEX [with "TABLE:ROW"]... [dice N [M]] M: the defender's roll where both sides roll
//   (with: a row of one of the battle's modifier tables that holds, by its first cell: "melee-combat-modifiers:
//   Attack into a flank zone"; quotes keep the words together)
//   withdraw UNIT[,UNIT...] [to HEX [HEX]] [dice N]         Racławice [8.16]: where it withdraws (a second hex
//                                                          only where the first would over-stack); N: the d10
//                                                          where a die decides ([8.16.7])
//   end phase
//   end turn
//
// Units are named by code, hexes by the battle's labels. Thread-safety: pure functions.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"
#include "model/battle.h"
#include "play/combat_tables.h"

namespace cartouche {

enum class ActionKind : uint8_t { Move, Face, Formation, Fire, Melee, EndPhase, EndTurn, Withdraw };
const char* actionKindName(ActionKind kind);  // "move", "face", ..., "end phase", "end turn"

struct Action {
  ActionKind kind = ActionKind::EndPhase;
  std::vector<std::string> units;  // who acts
  std::vector<Hex> hexes;          // move: the hexes entered; fire and melee: the target hex; withdraw: where it goes
  std::string formation;           // formation: the new formation's code
  std::optional<Facing> facing;    // face
  bool road = false;               // move in road march
  bool doubleTime = false;         // move at double time (Racławice [8.9])
  std::vector<CombatCondition> conditions;  // fire and melee: the modifier rows declared to hold
  std::optional<int> dice;                  // fire, melee and withdraw: the roll given
  std::optional<int> defenderDice;          // melee where both sides roll (Racławice [11.3]): the defender's
  int line = 0;                             // the line it was read from (from 1); 0 when made in code
  friend bool operator==(const Action&, const Action&) = default;
};

// One line; an empty optional for a blank or comment line. Refusals name the word at fault and what was expected
// ("unknown unit \"pl-9\"", "hex 9999 is not on the map (0101-3427)"); the caller adds the file and line.
Result<std::optional<Action>> parseAction(const Battle& battle, std::string_view line);
// Every line of `text`; the first refusal stops it, prefixed "LINE N: ".
Result<std::vector<Action>> parseActions(const Battle& battle, std::string_view text);
// The line that parseAction reads back to the same action.
std::string formatAction(const Battle& battle, const Action& action);

}  // namespace cartouche
