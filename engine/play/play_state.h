// A playtest's state, kept apart from the battle it plays: where each unit and leader is, its formation and facing,
// its losses, disorder and rout, the turn and phase, and the reinforcements still to come. Playing never changes
// the battle or its set-up; the state is started from a scenario (or variant) and carries a fingerprint of the map
// and the set-up it started from, so a saved playtest refuses to resume against a battle that has changed.
// Thread-safety: plain values.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/status.h"
#include "model/battle.h"

namespace cartouche {

// Movement points are counted in twelfths, so the charts' halves, thirds and quarters stay exact.
constexpr int kMovePointUnit = 12;

// Racławice [8.16]: why a unit must withdraw before play goes on (withdrawal.h).
enum class Withdrawal : uint8_t { None, AfterFire, BeatenAttacker, BeatenDefender };

// One unit during play. Units are kept in set-up order, and within a hex in stack order: an earlier unit lies below
// a later one (Placement's convention).
struct UnitState {
  std::string unit;              // Unit code
  std::optional<Hex> hex;        // none: off map (a reinforcement still to come, or eliminated)
  std::optional<Hex> second;     // the second hex of a two-hex formation
  std::string formation;         // Formation code; empty when unknown
  std::optional<Facing> facing;  // unknown when the set-up gives none
  int losses = 0;                // La Bataille: increments lost; Racławice: steps down the unit's loss track
  bool disordered = false;
  bool routed = false;
  bool eliminated = false;
  int arrivesTurn = 0;             // 0: on the map from the start; otherwise the turn its reinforcement is due
  int spent = 0;                   // movement points spent this phase, in twelfths
  std::vector<Hex> path;           // hexes entered this phase, in order (for undo and the log)
  int firedThisTurn = 0;           // fire actions this turn (Racławice [10.9.1]: up to four)
  bool doubleTime = false;         // moved at double time this phase (Racławice [8.9]: no fire, formation or facing)
  std::optional<Hex> enteredFrom;  // the hex its last move entered its hex from (Racławice [8.16.6], [8.16.9])
  Withdrawal mustWithdraw = Withdrawal::None;
  std::vector<Hex> attackedFrom;  // BeatenDefender: the hexes the attackers entered from; BeatenAttacker: its own
  friend bool operator==(const UnitState&, const UnitState&) = default;
};

struct LeaderState {
  std::string leader;       // Leader code
  std::optional<Hex> hex;   // none: off map or with a unit (see `withUnit`)
  std::string withUnit;     // the unit he rides with, when placed so
  bool eliminated = false;  // killed or captured
  int arrivesTurn = 0;
  int spent = 0;
  friend bool operator==(const LeaderState&, const LeaderState&) = default;
};

// One phase of the turn sequence: who acts and what they do ("movement", "fire", "melee", "activation").
struct Phase {
  std::string side;  // Side code; empty when both sides act
  std::string name;
  friend bool operator==(const Phase&, const Phase&) = default;
};

struct PlayState {
  std::string scenario;     // the Scenario (or variant) code being played
  std::string fingerprint;  // battleFingerprint() of the battle and scenario it started from
  int turn = 1;             // from 1
  int phase = 0;            // index into `sequence`
  std::vector<Phase> sequence;
  std::vector<UnitState> units;
  std::vector<LeaderState> leaders;
  std::vector<Reinforcement> reinforcements;  // still to come (those that arrived are removed)

  const UnitState* unit(const std::string& code) const;
  UnitState* unit(const std::string& code);
  const LeaderState* leader(const std::string& code) const;
  LeaderState* leader(const std::string& code);
  const Phase* currentPhase() const;
  // The units on the map at `hex`, bottom first (eliminated ones and those off map left out).
  std::vector<const UnitState*> unitsAt(Hex hex) const;
  // The positions as a scenario: `played` with its set-up replaced by the units and leaders on the map now, in
  // stack order, no base and no reinforcements; for the stacking, set-up and line-of-sight checks, which read
  // scenarios. It keeps `played`'s code: checkStacking(battle, scenario) looks a scenario the battle holds up by
  // its code, so give the copy a code of its own before handing it there.
  Scenario asScenario(const Scenario& played) const;
  friend bool operator==(const PlayState&, const PlayState&) = default;
};

// The turn sequence a battle plays: its rules table "sequence-of-play" (kind generic, columns phase:text and
// side:text, one row per phase in order; a blank side is both sides) when it has one; otherwise movement, fire and
// melee for each side in the army's order, which `usedDefault` reports so the log can say so.
std::vector<Phase> sequenceOfPlay(const Battle& battle, bool* usedDefault = nullptr);

// A fingerprint of what play depends on: the map (grid, terrain, levels, hexsides), the army, the scenario's
// effective set-up and reinforcements, and the rules (the ruleset tables, the army's vocabulary, the rules family). Two
// battles with the same fingerprint play the same.
std::string battleFingerprint(const Battle& battle, const Scenario& scenario);
// What changed between a saved playtest's battle and this one, in words ("the map", "the set-up"), for the refusal
// to resume; empty when the fingerprints match.
std::string describeChange(const std::string& savedFingerprint, const std::string& currentFingerprint);

// The state at the start of `scenario`: its effective set-up on the map, its reinforcements pending with the turn
// they arrive, turn 1 and the sequence's first phase. Refuses a scenario code the battle does not have, naming it.
Result<PlayState> startPlay(const Battle& battle, const std::string& scenario);

}  // namespace cartouche
