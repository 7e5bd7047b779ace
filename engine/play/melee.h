// Melee as pure functions over the battle's own tables, in the same three steps as fire (fire.h): prepareMelee
// shows both sides' strengths with every factor and modifier before the roll, resolveMelee reads the roll(s) and
// gives the result with its losses and the log line, applyMelee puts them on the play state.
//  - La Bataille (seed 004, Proportion of Increments Lost (12)): each unit's melee value shrinks with its losses
//    (a five-increment battalion of melee 15 is 12 after one loss), the sides' values are added and multiplied by
//    the declared rows of the battle's melee value modifiers, and the odds column of the battle's melee results
//    table (kMeleeTable) is read with two dice in base six. No such table: refused, naming it.
//  - Racławice ([6.5], [11.1]-[11.11]): the strengths of all units of each side in the melee hex are added, both
//    sides roll a d10 with the modifiers of the battle's Melee Combat Modifiers Table (kMeleeModifiersTable; the
//    player declares which rows hold), the lower loses and a tie goes to the attacker; the winner loses one step,
//    the loser two and withdraws. No such table: refused, naming it.
// Thread-safety: pure functions.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/battle.h"
#include "play/combat_tables.h"
#include "play/play_state.h"

namespace cartouche {

inline constexpr const char* kMeleeTable = "melee";
inline constexpr const char* kMeleeModifiersTable = "melee-combat-modifiers";

struct MeleeOrder {
  std::vector<std::string> attackers;  // unit codes
  Hex hex;  // La Bataille: the hex assaulted; Racławice: the melee hex, where both sides stand ([11.1])
  std::vector<CombatCondition> conditions;
};

struct MeleeUnitLine {
  std::string unit;
  Ratio value;
  std::string words;  // "II/4 pl: melee 15 x4/5 (4 of 5 increments) = 12"
};

struct MeleePlan {
  RulesFamily family = RulesFamily::LaBataille;
  Hex hex;
  std::vector<MeleeUnitLine> attackers, defenders;  // those who fight
  std::vector<std::string> bystanders;  // Racławice [11.11]: artillery stacked with friends, sharing adverse results
  Ratio attack, defence;                // the sides' totals after multipliers
  std::vector<std::string> lines;       // everything above in words
  const RuleTable* table = nullptr;     // La Bataille: the melee results table; Racławice: the modifiers table
  std::string tableName;
  OddsColumn column;         // La Bataille
  int modifier = 0;          // La Bataille: added to the dice
  int attackerModifier = 0;  // Racławice: added to each side's d10
  int defenderModifier = 0;
  DieKind die = DieKind::TwoDiceBase6;
  bool twoRolls = false;  // Racławice: both sides roll
};

struct MeleeRolls {
  int roll = 0;                     // La Bataille: the dice; Racławice: the attacker's d10
  std::optional<int> defenderRoll;  // Racławice: the defender's d10
};

struct MeleeOutcome {
  std::string result;  // the cell read (La Bataille) or "attacker wins" / "defender wins"
  int row = -1;
  int modified = 0;
  bool attackerWon = false;  // Racławice
  std::vector<CombatEffect> effects;
  std::string log;
};

Result<MeleePlan> prepareMelee(const Battle& battle, const PlayState& state, const MeleeOrder& order);
Result<MeleeOutcome> resolveMelee(const Battle& battle, const PlayState& state, const MeleePlan& plan,
                                  const MeleeRolls& rolls);
Status applyMelee(const MeleeOutcome& outcome, PlayState& state);

// La Bataille: the unit's melee value now, printed melee x increments left / printed increments (12), exact.
Result<MeleeUnitLine> laBatailleMeleeValue(const CombatUnit& unit);

// The Racławice half, for prepareMelee and resolveMelee.
Result<MeleePlan> prepareMeleeRaclawice(const Battle& battle, const PlayState& state, const MeleeOrder& order);
Result<MeleeOutcome> resolveMeleeRaclawice(const Battle& battle, const PlayState& state, const MeleePlan& plan,
                                           const MeleeRolls& rolls);

}  // namespace cartouche
