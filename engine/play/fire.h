// Fire combat as pure functions over the battle's own tables, in three steps: prepareFire works out everything a
// player sees before the roll (the firers and their values with each multiplier, line of sight and range, the
// target's defence and why, the odds column or the firepower row, the modifiers, the table to be read);
// resolveFire takes the roll (rolled elsewhere, or typed in) and gives the result row, the losses and the log line
// in words with its numbers; applyFire puts the losses, disorder and rout on the play state. Where a table the fire
// needs is missing or a value is unknown, the step refuses with a message naming the table, or the unit and field.
// La Bataille (seed 004, Combat a' la Feu (21), Massed Targets (22)) is in fire_bataille.cpp, Racławice ([10.x])
// in fire_raclawice.cpp; engine/play/README.md says how a designer names the result tables. Thread-safety: pure.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/battle.h"
#include "play/combat_tables.h"
#include "play/play_state.h"

namespace cartouche {

// The fire combat results table a La Bataille battle reads (kind dice, two dice read in base six, one result
// column per odds column headed "1:2" ... "6:1+"), and Racławice's Ranged Combat Table (generic: firepower,
// result).
inline constexpr const char* kFireCombatTable = "fire-combat";
inline constexpr const char* kRangedCombatTable = "ranged-combat";

struct FireOrder {
  std::vector<std::string> firers;  // unit codes; La Bataille combined fire, Racławice simultaneous fire [10.9.6]
  Hex target;
  std::vector<CombatCondition> conditions;  // declared rows of the battle's modifier tables
};

struct FirerLine {
  std::string unit;
  int range = 0;      // hexes to the target
  Ratio value;        // what it adds to the fire (La Bataille) or its firepower (Racławice)
  std::string words;  // "1/I/2 pp: fire 4 x3 (Line, \"poles-ligne\" in \"fire-multiplier-allies\") = 12"
};

struct FirePlan {
  RulesFamily family = RulesFamily::LaBataille;
  Hex target;
  std::string targetUnit;          // the top unit in the target hex: it takes the losses (seed 004 (11), [6.7])
  std::vector<std::string> units;  // every unit in the target hex, bottom first
  std::vector<FirerLine> firers;
  std::vector<std::string> lines;  // everything above in words, for the fire panel and the log
  const RuleTable* table = nullptr;
  std::string tableName;  // the table's title, else its code
  bool allArtillery = false;

  // La Bataille
  Ratio fire;         // combined fire
  int defence = 0;    // the target hex's fire defence
  OddsColumn column;  // the odds column read
  int modifier = 0;   // added to the dice (massed target, declared conditions)

  // Racławice: the Ranged Combat Table's row and result, known before any roll, and the morale check it asks for.
  int row = -1;
  std::string rowKey;
  std::string result;        // "--", "M", "1M"
  std::string reading;       // "firepower 6 / 2 = 3: row 3-5, 1 row down for 2 firers ([10.9.6]): row 6-9 ..."
  bool moraleCheck = false;  // a morale check follows, on one d10
  int moraleModifier = 0;    // the result's number and the declared conditions
  int morale = 0;            // the target's morale now (known when moraleCheck)

  // The die to roll now, if any (La Bataille always; Racławice only for a morale check).
  std::optional<DieKind> die;
};

struct FireOutcome {
  std::optional<int> roll;
  int modified = 0;
  int row = -1;
  std::string result;  // the cell read, as printed
  int losses = 0;      // increments (La Bataille) or loss steps (Racławice) in all
  std::vector<CombatEffect> effects;
  std::string log;  // "43 + 4 = 51 on Fire Combat 1.5:1: 1 increment lost"
};

// The state the fire is prepared against is `state`; `played` is the scenario being played (for the units in line
// of sight, through state.asScenario(played)).
Result<FirePlan> prepareFire(const Battle& battle, const Scenario& played, const PlayState& state,
                             const FireOrder& order);
// `roll` is a value of plan.die; refused when the plan needs a roll and none is given, or it is not a roll of that
// die.
Result<FireOutcome> resolveFire(const Battle& battle, const PlayState& state, const FirePlan& plan,
                                std::optional<int> roll);
// Puts the outcome's losses and markers on the state; a unit whose losses reach its size is eliminated (off the
// map). Refuses, changing nothing, an outcome naming a unit not in play.
Status applyFire(const Battle& battle, const FireOutcome& outcome, PlayState& state);

// The family's halves, for prepareFire.
Result<FirePlan> prepareFireLaBataille(const Battle& battle, const Scenario& played, const PlayState& state,
                                       const FireOrder& order);
Result<FirePlan> prepareFireRaclawice(const Battle& battle, const Scenario& played, const PlayState& state,
                                      const FireOrder& order);
Result<FireOutcome> resolveFireLaBataille(const Battle& battle, const PlayState& state, const FirePlan& plan, int roll);
Result<FireOutcome> resolveFireRaclawice(const Battle& battle, const PlayState& state, const FirePlan& plan,
                                         std::optional<int> roll);

// What prepare shares: line of sight from `from` to `to` with the units in place (rules/los_units.h), as "" when
// the firer sees the target, else the reason in words.
std::string fireLosProblem(const Battle& battle, const Scenario& played, const PlayState& state, Hex from, Hex to);

}  // namespace cartouche
