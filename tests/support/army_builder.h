// How the tests build armies. ArmyBuilder adds an army vocabulary, sides, an order-of-battle tree, units, leaders,
// scenarios and placements to a Battle; every army the suites share is built with it, below: the test army with
// three set-ups (store, text, CLI), a generated army of any size (editor, benchmarks), and two battles on a
// SmallBattle map (the stacking, set-up and LOS checks; the army and set-up commands). Names keep their diacritics.
// References the builder returns point into the battle's lists: use them before adding the next thing of the kind.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/battle.h"
#include "support/test_battle.h"

namespace cartouche::testing {

class ArmyBuilder {
 public:
  explicit ArmyBuilder(Battle& battle) : battle_(&battle) {}

  ArmyBuilder& troopType(const std::string& code, const std::string& name, Arm arm, bool light = false);
  ArmyBuilder& field(const std::string& code, const std::string& name, ValueKind kind = ValueKind::Integer,
                     const std::string& notes = "");
  ArmyBuilder& formation(const std::string& code, const std::string& name, FacingRule facing, bool twoHex = false,
                         bool blocksLos = true, std::vector<std::string> conflicts = {}, const std::string& notes = "");
  ArmyBuilder& side(const std::string& code, const std::string& name, Rgba colour);

  // A node of `side` at `level`, named `name` (its code when empty); returns its code. Without a parent it goes
  // under the node nodesUnder() gave for its side, or is a top node.
  std::string node(const std::string& code, const std::string& side, const std::string& level,
                   const std::string& parent = "", const std::string& name = "");
  ArmyBuilder& node(OobNode node);
  ArmyBuilder& nodesUnder(const std::string& side, const std::string& node);

  // A unit named (and short-named) `name`, with `values` known and the rest unknown.
  Unit& unit(const std::string& code, const std::string& node, const std::string& name, const std::string& troopType,
             UnitValues values = {});
  // A unit named by its code whose one value is its increments, unknown when none; returns the code.
  std::string unit(const std::string& code, const std::string& node, const std::string& troopType,
                   std::optional<int> increments);
  // A regiment node with `battalions` battalion nodes under it, one unit of `increments` each; returns the units.
  std::vector<std::string> regiment(const std::string& code, const std::string& side, const std::string& troopType,
                                    int battalions, std::optional<int> increments);
  // A node of `level` that is one counter (a cavalry regiment, a battery); returns the unit.
  std::string single(const std::string& code, const std::string& side, const std::string& level,
                     const std::string& troopType, std::optional<int> increments);

  Leader& leader(const std::string& code, const std::string& side, const std::string& name, const std::string& rank,
                 std::vector<std::string> commands);

  // Adds a scenario (a variant when `base` is given) and makes it the one place() fills.
  Scenario& scenario(const std::string& code, const std::string& name, const std::string& base = "");
  ArmyBuilder& scenario(Scenario scenario);
  Scenario& scenario();  // the one place() fills: the last added, else the first
  Placement& place(const std::string& unit, std::optional<Hex> hex, const std::string& formation = "",
                   std::optional<Hex> second = std::nullopt, std::optional<Facing> facing = std::nullopt);

  // A stacking rule table with a check column (and a formation column when `withFormation`).
  RuleTable& stackingTable(std::vector<std::vector<std::string>> rows, bool withFormation = false);

 protected:
  void rebind(Battle& battle) { battle_ = &battle; }

 private:
  Battle* battle_;
  size_t current_ = 0;
  std::map<std::string, std::string> under_;  // side -> the node its nodes go under
};

// The test army (store, text and CLI tests). Troop types line-infantry, kosynierzy, cavalry, artillery; value
// fields morale, strength, firepower (integers) and range (text); formations column, line (with a second hex) and
// carre (facing all ways).
ArmyVocabulary testArmyVocabulary();
// Sides "pl" and "ru"; nodes pl-army > pl-div-1 > pl-2pp and pl-kos, ru-army > ru-corps; eight units (one with
// every value unknown, one with loss steps), leaders "kosciuszko" (commands pl-army), "zajaczek" and "tormasov".
Army testArmy();
// Gives `battle` the vocabulary and the army, and set-ups in its scenarios "historical", "historical-2" (added as a
// variant of "historical" when missing) and "hypothetical" (added when missing). Hexes come from the map: it must
// be at least 8x8.
void addTestArmy(Battle& battle);

// The generated army (editor tests, counter and tree benchmarks): line-infantry, kosynierzy, uhlans and
// foot-artillery; strength, morale, firepower (integers) and strip (text); line / column formations.
ArmyVocabulary counterArmyVocabulary();
// Replaces `battle`'s army and scenarios with `units` units in `sides` sides (1 or 2), grouped in brigades of up
// to 6 units, and the scenario "historical" ("Historical scenario") placing every unit: the first unit of every
// side at 0303 and 0403, then one unit per hex walking the map, stacking `perHex` units in each hex. Every third
// unit has unknown values. A variant "variant" (base "historical") moves the first unit to 0505 and removes the
// second.
void addCounterArmy(Battle& battle, int units, int sides = 2, int perHex = 1);

// A SmallBattle with a builder on it; a copy builds on its own battle.
struct BuilderBattle : SmallBattle, ArmyBuilder {
  BuilderBattle() : ArmyBuilder(battle) {}
  BuilderBattle(const BuilderBattle& other) : SmallBattle(other), ArmyBuilder(other) { rebind(battle); }
  BuilderBattle& operator=(const BuilderBattle& other) {
    SmallBattle::operator=(other);
    ArmyBuilder::operator=(other);
    rebind(battle);
    return *this;
  }
};

// For the stacking, set-up and LOS checks: a La Bataille (or Racławice) vocabulary with increments as the one value
// field, sides "fr" and "au" with their army nodes (new nodes go under them), and the empty scenario "s1".
struct StackingArmyBattle : BuilderBattle {
  explicit StackingArmyBattle(bool raclawice = false);
};

// Stacking charts as printed, in the stacking-limit grammar: La Bataille's clear terrain (seed 004) and Racławice
// [6.2]. The stacking tests and the one-pass count's test hold stacks to both.
inline constexpr const char* kLaBatailleClearChart =
    "1 infantry regiment or 18 infantry increments or 1 cavalry regiment or 18 cavalry increments or 6 artillery "
    "increments or 12 infantry increments and 1 battery; at most 3 infantry battalions, at most 3 cavalry regiments";
inline constexpr const char* kRaclawiceChart =
    "4 infantry units or 2 cavalry units or 2 artillery units and 1 infantry unit or 1 artillery unit and 1 cavalry "
    "unit or 6 artillery units";

// For the army and set-up commands: two sides, a tree three levels deep, units with values and loss steps, leaders,
// and three scenarios, one a variant of another, with placements, leaders on units, a reinforcement, morale levels
// and victory conditions.
struct CommandArmyBattle : BuilderBattle {
  CommandArmyBattle();
};

// A node and a unit as the command tests give them to a command: a brigade of `side` under `parent`; a unit named
// and short-named `name`, every value unknown.
OobNode armyNode(const char* code, const char* parent, const char* side, const char* name);
Unit armyUnit(const std::string& code, const std::string& node, const std::string& name, const std::string& type);

}  // namespace cartouche::testing
