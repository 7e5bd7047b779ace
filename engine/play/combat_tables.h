// What fire and melee share: exact ratios for combat values and odds, the rules family a battle plays, a unit's
// values after its losses (La Bataille increments, Racławice's loss track), odds columns read from a result table's
// headings, and the rows of Modifiers tables a player declares. Everything is read from the battle's tables; a
// missing table or an unknown value is refused with a message that names it. Thread-safety: pure functions.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "base/status.h"
#include "model/battle.h"
#include "play/play_state.h"

namespace cartouche {

// A non-negative exact fraction: "printed" x3/2 fire values and the melee value 15 x 4/5 stay exact until the
// odds are read.
struct Ratio {
  long n = 0;
  long d = 1;
  static Ratio of(long n, long d = 1);
  Ratio operator+(Ratio o) const { return of(n * o.d + o.n * d, d * o.d); }
  Ratio operator*(Ratio o) const { return of(n * o.n, d * o.d); }
  Ratio operator/(Ratio o) const { return of(n * o.d, d * o.n); }
  bool operator<(Ratio o) const { return n * o.d < o.n * d; }
  bool operator<=(Ratio o) const { return n * o.d <= o.n * d; }
  bool operator==(Ratio o) const { return n * o.d == o.n * d; }
  // "14", "10 1/2", "3/4".
  std::string text() const;
};

enum class RulesFamily { LaBataille, Raclawice };
// By the battle's info "system": "raclawice" is Racławice, anything else La Bataille (as LosRules).
RulesFamily rulesFamily(const Battle& battle);

// The table with `code`, or NotFound naming it and `what` it is for ("the fire combat results").
Result<const RuleTable*> requireTable(const Battle& battle, const std::string& code, const std::string& what);

// A unit on the map for combat: its state, the army's unit and its side. NotFound names a code that is not in
// play, InvalidArgument one that is eliminated or off the map.
struct CombatUnit {
  const UnitState* state = nullptr;
  const Unit* unit = nullptr;
  std::string side;
  Hex hex;
  Arm arm = Arm::Other;
};
Result<CombatUnit> combatUnit(const Battle& battle, const PlayState& state, const std::string& code);
// The unit's name as printed, for messages and the log.
std::string unitLabel(const CombatUnit& u);

// La Bataille: increments left (printed increments less those lost). NotFound when the unit's "increments" is
// unknown, naming the unit and field.
Result<int> incrementsLeft(const CombatUnit& u);

// A value the unit prints now: La Bataille units print the same values whatever their losses (fire and melee are
// adjusted by the rules, not the counter). Racławice units step down their loss track [3.4]: after k losses the
// values of the k-th step. A step is found by its label when the track uses the rulebook's ("1 back", "2",
// "2 back", "3", "3 back"), else by its place in the list. NotFound names the unit, the field and the step when
// the value is unknown.
Result<int> currentValue(const Battle& battle, const CombatUnit& u, const std::string& field);

// Racławice: how many losses eliminate the unit ([3.4]: two strength levels per counter, so a unit of n counters
// is gone at its 2n-th loss); none when the unit's counters are unknown.
std::optional<int> raclawiceLossesToEliminate(const Unit& unit);

// One column of a result table read as odds from its heading: "1:2", "1:1", "1.5:1", "6:1+" (the last open-ended).
struct OddsColumn {
  int column = 0;  // index in the table
  std::string heading;
  Ratio odds;
};
// The odds columns of a Dice table (every column after the roll): InvalidArgument naming a heading that is not
// odds. Sorted by odds.
Result<std::vector<OddsColumn>> oddsColumns(const RuleTable& table);
// The column that `ratio` reads in, fractions rounded down to the chart's columns (14 against 9 is 1.5:1): the
// highest column at or under the ratio. Refuses odds under the lowest column, and over the highest unless its
// heading ends in "+"; the message names the table and its columns.
Result<OddsColumn> oddsColumnFor(const RuleTable& table, Ratio ratio);

// A row of one of the battle's modifier tables that the player declares applies ("Defender is in Line" in
// "infantry-pre-melee-modifiers"). The engine cannot read the printed conditions; the player (or the panel that
// lists the rows) says which hold, and the engine reads their values from the table.
struct CombatCondition {
  std::string table;
  std::string row;  // the row's first cell, as printed
  friend bool operator==(const CombatCondition&, const CombatCondition&) = default;
};
// The declared conditions' values in the columns `columns` (the first of them a table has): the sum of their
// modifier cells and the product of their multiplier cells, with a line per value for the explanation. A blank
// cell there is a condition that does not touch this side. A condition whose table or row is missing, or whose row
// gives no value at all, is refused naming it.
struct ConditionValues {
  int modifier = 0;
  Ratio multiplier = Ratio::of(1);
  std::vector<std::string> lines;
  bool any = false;
};
Result<ConditionValues> conditionValues(const Battle& battle, const std::vector<CombatCondition>& conditions,
                                        const std::vector<std::string>& columns);

// Losses and markers one combat result puts on a unit.
struct CombatEffect {
  std::string unit;
  int losses = 0;  // increments (La Bataille) or steps down the loss track (Racławice)
  bool disordered = false;
  bool routed = false;
  bool eliminated = false;
  bool withdraw = false;     // Racławice: must withdraw ([8.16]); movement carries it out
  bool moraleCheck = false;  // La Bataille: the battle's fire morale checks say this loss is checked
};
// Puts the effects on the state; a unit eliminated leaves the map. Refuses, changing nothing, an effect naming a
// unit not in play.
Status applyEffects(const std::vector<CombatEffect>& effects, PlayState& state);

// "43 + 4 = 51", "43 - 2 = 35", "43" (no modifier).
std::string rollText(DieKind die, int roll, int modifier, int modified);

}  // namespace cartouche
