// The conditions a battle file's army, scenario and set-up rows must meet, in one place for the store's reader
// (which checks each row as it reads it) and its writer (which checks every row before it writes any): the writer
// can then never make a file its reader refuses, whatever the Battle was built by (commands, an import, a script).
// A check answers with the field at fault and what is wrong; the caller names the file, table and row. Internal to
// the store. Not thread-safe.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "base/status.h"
#include "model/battle.h"

namespace cartouche {

// What is wrong with one row: the field and why. Empty (false) when the row is fine.
struct RowProblem {
  std::string field;
  std::string what;
  explicit operator bool() const { return !field.empty(); }
};

// The bounds of the integer columns.
constexpr int64_t kMaxCount = 100000;                 // counters, command range: far more than any game prints
constexpr int64_t kMaxTurn = 100000;                  // turn numbers, turn minutes, turns
constexpr int64_t kMaxCoordinate = int64_t(1) << 27;  // axial q and r of set-up hexes
constexpr int64_t kMaxPoints = 1000000000;            // victory points, morale levels

// "`field`: v is outside lo..hi" as RowReader words it, or nothing.
RowProblem outsideProblem(const char* field, int64_t v, int64_t lo, int64_t hi);

// The army's rows, checked in table order: each check sees what was checked before it (a node's parent must come
// earlier) and then remembers the thing. `row` is the thing's id in its table (its position from 1).
class ArmyRowChecks {
 public:
  RowProblem troopType(const TroopType& t, int64_t row);
  RowProblem field(const ValueField& f, int64_t row);
  RowProblem formation(const Formation& f, int64_t row);
  // REQUIRES: every formation checked first.
  RowProblem conflict(const std::string& other) const;
  RowProblem side(const ArmySide& s, int64_t row);
  // Every node's parent link (code -> parent), so that a loop can be told from a parent that comes later.
  // REQUIRES: set before the first node is checked.
  void setParents(std::map<std::string, std::string> parents) { parents_ = std::move(parents); }
  RowProblem node(const OobNode& n, int64_t row);
  RowProblem unit(const Unit& u, int64_t row);
  RowProblem leader(const Leader& l, int64_t row);
  RowProblem command(const std::string& node) const;
  // One value of a unit, a loss step or a leader: a field of the vocabulary, a value its kind holds.
  RowProblem value(const std::string& field, const std::string& value) const;

  bool hasSide(const std::string& code) const { return sides_.count(code) > 0; }
  bool hasNode(const std::string& code) const { return nodes_.count(code) > 0; }
  bool hasUnit(const std::string& code) const { return units_.count(code) > 0; }
  bool hasLeader(const std::string& code) const { return leaders_.count(code) > 0; }
  bool hasFormation(const std::string& code) const { return formations_.count(code) > 0; }

 private:
  using Codes = std::unordered_map<std::string, int64_t>;  // code -> row
  static RowProblem code(Codes& seen, const std::string& code, int64_t row);
  Codes troops_, fields_, formations_, sides_, nodeRows_, units_, leaders_;
  std::unordered_map<std::string, ValueKind> kinds_;    // field -> kind
  std::unordered_map<std::string, std::string> nodes_;  // node -> side
  std::map<std::string, std::string> parents_;
};

// One scenario's row in battle_scenarios; `seen` holds the codes of the scenarios before it.
RowProblem scenarioProblem(const Scenario& s, const std::set<std::string>& seen);

// The set-up rows of one scenario, against the army checked in `army`.
class SetupRowChecks {
 public:
  explicit SetupRowChecks(const ArmyRowChecks& army) : army_(army) {}
  RowProblem placement(const Placement& p);  // remembers the unit: a unit is placed once per scenario
  RowProblem leaderPlacement(const LeaderPlacement& l) const;
  RowProblem removed(const std::string& code) const;
  RowProblem reinforcement(const Reinforcement& r) const;  // the turn
  RowProblem member(bool leader, const std::string& code) const;
  RowProblem morale(const MoraleLevel& m) const;
  RowProblem automaticPoints(const std::string& side, int points) const;
  RowProblem objective(const Objective& o) const;

 private:
  const ArmyRowChecks& army_;
  std::unordered_set<std::string> placed_;
};
RowProblem hexProblem(const char* q, const char* r, Hex h);
RowProblem turnProblem(int turn);

// Checks the army's rows in the order the writer writes them, leaving in `checks` what set-up rows are checked
// against. Messages as checkBattleRows.
Status checkArmyRows(const ArmyVocabulary& vocabulary, const Army& army, ArmyRowChecks& checks);

// Checks the battle_scenarios rows (messages as checkBattleRows).
Status checkScenarioRows(const std::vector<Scenario>& scenarios);
// Checks the set-up rows of every scenario (`setups` null) or of those it names against `army`, which
// checkArmyRows filled (messages as checkBattleRows).
Status checkSetupRows(const std::vector<Scenario>& scenarios, const ArmyRowChecks& army,
                      const std::vector<std::string>* setups);

// Checks every row the writer would write for `battle`'s army and scenarios, and for the set-ups of every scenario
// (`setups` null) or of those it names, in the order the writer writes them. The message names the table, the row
// with the thing's code, and the field: `battle_units row 3 (unit "pl-kos-1"): node: "pl-9pp" is not a node of the
// battle`, `battle_placements (scenario "historical", row 2, unit "pl-ghost"): unit: "pl-ghost" is not a unit of
// the battle`.
Status checkBattleRows(const Battle& battle, const std::vector<std::string>* setups = nullptr);

}  // namespace cartouche
