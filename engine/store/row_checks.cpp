#include "store/row_checks.h"

#include <algorithm>

#include "store/row_codes.h"

namespace cartouche {

namespace {

RowProblem notA(const char* field, const std::string& code, const char* what) {
  return {field, "\"" + code + "\" is not " + what + " of the battle"};
}

}  // namespace

RowProblem outsideProblem(const char* field, int64_t v, int64_t lo, int64_t hi) {
  if (v >= lo && v <= hi) return {};
  return {field, std::to_string(v) + " is outside " + std::to_string(lo) + ".." + std::to_string(hi)};
}

RowProblem ArmyRowChecks::code(Codes& seen, const std::string& code, int64_t row) {
  if (std::string p = codeProblem(code); !p.empty()) return {"code", p};
  if (auto [it, added] = seen.emplace(code, row); !added)
    return {"code", "the code is also used by row " + std::to_string(it->second)};
  return {};
}

RowProblem ArmyRowChecks::troopType(const TroopType& t, int64_t row) { return code(troops_, t.code, row); }

RowProblem ArmyRowChecks::field(const ValueField& f, int64_t row) {
  if (RowProblem p = code(fields_, f.code, row)) return p;
  kinds_.emplace(f.code, f.kind);
  return {};
}

RowProblem ArmyRowChecks::formation(const Formation& f, int64_t row) { return code(formations_, f.code, row); }

RowProblem ArmyRowChecks::conflict(const std::string& other) const {
  if (!hasFormation(other)) return notA("conflict", other, "a formation");
  return {};
}

RowProblem ArmyRowChecks::side(const ArmySide& s, int64_t row) { return code(sides_, s.code, row); }

RowProblem ArmyRowChecks::node(const OobNode& n, int64_t row) {
  if (RowProblem p = code(nodeRows_, n.code, row)) return p;
  if (!hasSide(n.side)) return notA("side", n.side, "a side");
  if (!n.parent.empty()) {
    std::string at = n.parent;
    for (size_t steps = 0; !at.empty() && steps <= parents_.size(); ++steps) {
      if (at == n.code) return {"parent", "the chain of parents from \"" + n.parent + "\" loops back to it"};
      auto it = parents_.find(at);
      at = it == parents_.end() ? std::string() : it->second;
    }
    auto parent = nodes_.find(n.parent);
    if (parent == nodes_.end()) {
      if (parents_.count(n.parent)) return {"parent", "\"" + n.parent + "\" comes after the node; parents come first"};
      return notA("parent", n.parent, "a node");
    }
    if (parent->second != n.side)
      return {"side", "\"" + n.side + "\" differs from the parent's side \"" + parent->second + "\""};
  }
  nodes_.emplace(n.code, n.side);
  return {};
}

RowProblem ArmyRowChecks::unit(const Unit& u, int64_t row) {
  if (RowProblem p = code(units_, u.code, row)) return p;
  if (u.counters)
    if (RowProblem p = outsideProblem("counters", *u.counters, 0, kMaxCount)) return p;
  if (!hasNode(u.node)) return notA("node", u.node, "a node");
  if (!u.troopType.empty() && !troops_.count(u.troopType)) return notA("troop_type", u.troopType, "a troop type");
  return {};
}

RowProblem ArmyRowChecks::leader(const Leader& l, int64_t row) {
  if (RowProblem p = code(leaders_, l.code, row)) return p;
  if (l.commandRange)
    if (RowProblem p = outsideProblem("command_range", *l.commandRange, 0, kMaxCount)) return p;
  if (!hasSide(l.side)) return notA("side", l.side, "a side");
  return {};
}

RowProblem ArmyRowChecks::command(const std::string& node) const {
  if (!hasNode(node)) return notA("node", node, "a node");
  return {};
}

RowProblem ArmyRowChecks::value(const std::string& field, const std::string& value) const {
  auto kind = kinds_.find(field);
  if (kind == kinds_.end()) return notA("field", field, "a value field");
  if (std::string p = valueProblem(kind->second, value); !p.empty()) return {"value", field + ": " + p};
  return {};
}

RowProblem scenarioProblem(const Scenario& s, const std::set<std::string>& seen) {
  if (s.code.empty()) return {"code", "empty"};
  if (RowProblem p = outsideProblem("turn_minutes", s.turnMinutes, 0, kMaxTurn)) return p;
  if (RowProblem p = outsideProblem("turns", s.turns, 0, kMaxTurn)) return p;
  if (seen.count(s.code)) return {"code", "\"" + s.code + "\" is also the code of another scenario"};
  return {};
}

RowProblem hexProblem(const char* q, const char* r, Hex h) {
  if (RowProblem p = outsideProblem(q, h.q, -kMaxCoordinate, kMaxCoordinate)) return p;
  return outsideProblem(r, h.r, -kMaxCoordinate, kMaxCoordinate);
}

RowProblem turnProblem(int turn) { return outsideProblem("turn", turn, 1, kMaxTurn); }

RowProblem SetupRowChecks::placement(const Placement& p) {
  if (p.hex)
    if (RowProblem h = hexProblem("q", "r", *p.hex)) return h;
  if (p.second)
    if (RowProblem h = hexProblem("second_q", "second_r", *p.second)) return h;
  if (p.facing)
    if (RowProblem f = outsideProblem("facing", *p.facing, 0, 11)) return f;
  if (!army_.hasUnit(p.unit)) return notA("unit", p.unit, "a unit");
  if (!placed_.insert(p.unit).second) return {"unit", "\"" + p.unit + "\" is placed twice in the scenario"};
  if (p.second && !p.hex) return {"second_q", "a second hex without a first"};
  if (!p.formation.empty() && !army_.hasFormation(p.formation)) return notA("formation", p.formation, "a formation");
  return {};
}

// A hex given to a leader who is not placed at one, or a unit to one not placed on a unit, is refused both ways:
// the table stores only what `at` uses, so writing it would lose it.
RowProblem SetupRowChecks::leaderPlacement(const LeaderPlacement& l) const {
  if (l.at == LeaderAt::Hex) {
    if (!l.hex) return {"q", "missing: a leader placed at a hex needs the hex"};
    if (RowProblem h = hexProblem("q", "r", *l.hex)) return h;
  } else if (l.hex) {
    return {"q", "a hex for a leader who is not placed at a hex"};
  }
  if (l.at != LeaderAt::Unit && !l.unit.empty()) return {"unit", "a unit for a leader who is not placed on one"};
  if (!army_.hasLeader(l.leader)) return notA("leader", l.leader, "a leader");
  if (l.at == LeaderAt::Unit && !army_.hasUnit(l.unit)) return notA("unit", l.unit, "a unit");
  return {};
}

RowProblem SetupRowChecks::removed(const std::string& code) const {
  if (!army_.hasUnit(code) && !army_.hasLeader(code)) return notA("code", code, "a unit or leader");
  return {};
}

RowProblem SetupRowChecks::reinforcement(const Reinforcement& r) const { return turnProblem(r.turn); }

RowProblem SetupRowChecks::member(bool leader, const std::string& code) const {
  if (!leader && !army_.hasUnit(code)) return notA("code", code, "a unit");
  if (leader && !army_.hasLeader(code)) return notA("code", code, "a leader");
  return {};
}

RowProblem SetupRowChecks::morale(const MoraleLevel& m) const {
  if (m.level)
    if (RowProblem p = outsideProblem("level", *m.level, -kMaxPoints, kMaxPoints)) return p;
  if (!army_.hasSide(m.side)) return notA("side", m.side, "a side");
  if (!m.node.empty() && !army_.hasNode(m.node)) return notA("node", m.node, "a node");
  return {};
}

RowProblem SetupRowChecks::automaticPoints(const std::string& side, int points) const {
  if (RowProblem p = outsideProblem("points", points, -kMaxPoints, kMaxPoints)) return p;
  if (!army_.hasSide(side)) return notA("side", side, "a side");
  return {};
}

RowProblem SetupRowChecks::objective(const Objective& o) const {
  if (RowProblem h = hexProblem("q", "r", o.hex)) return h;
  if (o.points)
    if (RowProblem p = outsideProblem("points", *o.points, -kMaxPoints, kMaxPoints)) return p;
  if (!o.side.empty() && !army_.hasSide(o.side)) return notA("side", o.side, "a side");
  return {};
}

}  // namespace cartouche

namespace cartouche {

namespace {

Status refuse(const std::string& table, const std::string& row, const RowProblem& p) {
  return Status::invalidArgument(table + " " + row + ": " + p.field + ": " + p.what);
}

std::string armyRow(int64_t id, const char* noun, const std::string& code) {
  return "row " + std::to_string(id) + " (" + noun + " \"" + code + "\")";
}

Status checkVocabulary(const ArmyVocabulary& v, ArmyRowChecks& c) {
  for (size_t i = 0; i < v.troopTypes.size(); ++i)
    if (RowProblem p = c.troopType(v.troopTypes[i], int64_t(i + 1)))
      return refuse("battle_troop_types", armyRow(int64_t(i + 1), "troop type", v.troopTypes[i].code), p);
  for (size_t i = 0; i < v.fields.size(); ++i)
    if (RowProblem p = c.field(v.fields[i], int64_t(i + 1)))
      return refuse("battle_value_fields", armyRow(int64_t(i + 1), "field", v.fields[i].code), p);
  for (size_t i = 0; i < v.formations.size(); ++i)
    if (RowProblem p = c.formation(v.formations[i], int64_t(i + 1)))
      return refuse("battle_formations", armyRow(int64_t(i + 1), "formation", v.formations[i].code), p);
  int64_t conflictId = 1;
  for (const Formation& f : v.formations)
    for (const std::string& other : f.conflicts) {
      if (RowProblem p = c.conflict(other))
        return refuse("battle_formation_conflicts", armyRow(conflictId, "formation", f.code), p);
      ++conflictId;
    }
  return Status::ok();
}

Status checkValues(const ArmyRowChecks& c, const UnitValues& values, const char* table, int64_t& id, const char* noun,
                   const std::string& code) {
  for (const auto& [field, value] : values) {
    if (RowProblem p = c.value(field, value)) return refuse(table, armyRow(id, noun, code), p);
    ++id;
  }
  return Status::ok();
}

Status checkArmy(const Army& army, ArmyRowChecks& c) {
  for (size_t i = 0; i < army.sides.size(); ++i)
    if (RowProblem p = c.side(army.sides[i], int64_t(i + 1)))
      return refuse("battle_sides", armyRow(int64_t(i + 1), "side", army.sides[i].code), p);
  std::map<std::string, std::string> parents;
  for (const OobNode& n : army.nodes) parents.emplace(n.code, n.parent);
  c.setParents(std::move(parents));
  for (size_t i = 0; i < army.nodes.size(); ++i)
    if (RowProblem p = c.node(army.nodes[i], int64_t(i + 1)))
      return refuse("battle_oob_nodes", armyRow(int64_t(i + 1), "node", army.nodes[i].code), p);
  int64_t valueId = 1;
  for (size_t i = 0; i < army.units.size(); ++i) {
    const Unit& u = army.units[i];
    if (RowProblem p = c.unit(u, int64_t(i + 1)))
      return refuse("battle_units", armyRow(int64_t(i + 1), "unit", u.code), p);
    if (Status s = checkValues(c, u.values, "battle_unit_values", valueId, "unit", u.code); !s) return s;
    for (const LossStep& step : u.losses)
      if (Status s = checkValues(c, step.values, "battle_unit_values", valueId, "unit", u.code); !s) return s;
  }
  int64_t commandId = 1, leaderValueId = 1;
  for (size_t i = 0; i < army.leaders.size(); ++i) {
    const Leader& l = army.leaders[i];
    if (RowProblem p = c.leader(l, int64_t(i + 1)))
      return refuse("battle_leaders", armyRow(int64_t(i + 1), "leader", l.code), p);
    for (const std::string& node : l.commands) {
      if (RowProblem p = c.command(node))
        return refuse("battle_leader_commands", armyRow(commandId, "leader", l.code), p);
      ++commandId;
    }
    if (Status s = checkValues(c, l.values, "battle_leader_values", leaderValueId, "leader", l.code); !s) return s;
  }
  return Status::ok();
}

// "(scenario "historical", row 2, unit "pl-1")": set-up row ids are not positions, so the row is the position in
// the scenario's list.
std::string setupRow(const Scenario& s, size_t position, const std::string& thing) {
  return "(scenario \"" + s.code + "\", row " + std::to_string(position) + (thing.empty() ? "" : ", " + thing) + ")";
}

std::string named(const char* noun, const std::string& code) { return std::string(noun) + " \"" + code + "\""; }

Status checkSetup(const Scenario& s, const ArmyRowChecks& army) {
  SetupRowChecks c(army);
  for (size_t i = 0; i < s.setup.size(); ++i)
    if (RowProblem p = c.placement(s.setup[i]))
      return refuse("battle_placements", setupRow(s, i + 1, named("unit", s.setup[i].unit)), p);
  for (size_t i = 0; i < s.leaders.size(); ++i)
    if (RowProblem p = c.leaderPlacement(s.leaders[i]))
      return refuse("battle_leader_placements", setupRow(s, i + 1, named("leader", s.leaders[i].leader)), p);
  for (size_t i = 0; i < s.removed.size(); ++i)
    if (RowProblem p = c.removed(s.removed[i]))
      return refuse("battle_removed", setupRow(s, i + 1, named("code", s.removed[i])), p);
  for (size_t i = 0; i < s.reinforcements.size(); ++i) {
    const Reinforcement& r = s.reinforcements[i];
    std::string which = "reinforcement " + std::to_string(i + 1);
    if (RowProblem p = c.reinforcement(r)) return refuse("battle_reinforcements", setupRow(s, i + 1, ""), p);
    for (bool leader : {false, true}) {
      const auto& list = leader ? r.leaders : r.units;
      for (size_t k = 0; k < list.size(); ++k)
        if (RowProblem p = c.member(leader, list[k]))
          return refuse("battle_reinforcement_members",
                        setupRow(s, k + 1, which + ", " + named(leader ? "leader" : "unit", list[k])), p);
    }
    for (size_t k = 0; k < r.entry.size(); ++k)
      if (RowProblem p = hexProblem("q", "r", r.entry[k]))
        return refuse("battle_reinforcement_entries", setupRow(s, k + 1, which), p);
  }
  const TurnTrack& t = s.turnTrack;
  for (const auto* list : {&t.duskTurns, &t.nightTurns})
    for (size_t i = 0; i < list->size(); ++i)
      if (RowProblem p = turnProblem((*list)[i]))
        return refuse("battle_turn_track", setupRow(s, i + 1, list == &t.duskTurns ? "dusk" : "night"), p);
  size_t note = 0;
  for (const auto& [turn, text] : t.notes) {
    ++note;
    if (RowProblem p = turnProblem(turn)) return refuse("battle_turn_track", setupRow(s, note, "note"), p);
  }
  for (size_t i = 0; i < s.morale.size(); ++i)
    if (RowProblem p = c.morale(s.morale[i]))
      return refuse("battle_morale_levels", setupRow(s, i + 1, named("side", s.morale[i].side)), p);
  size_t points = 0;
  for (const auto& [side, value] : s.victory.automaticPoints) {
    ++points;
    if (RowProblem p = c.automaticPoints(side, value))
      return refuse("battle_victory", setupRow(s, points, "points, " + named("side", side)), p);
  }
  for (size_t i = 0; i < s.victory.objectives.size(); ++i)
    if (RowProblem p = c.objective(s.victory.objectives[i]))
      return refuse("battle_victory", setupRow(s, i + 1, named("objective", s.victory.objectives[i].name)), p);
  return Status::ok();
}

}  // namespace

Status checkArmyRows(const ArmyVocabulary& vocabulary, const Army& army, ArmyRowChecks& checks) {
  if (Status s = checkVocabulary(vocabulary, checks); !s) return s;
  return checkArmy(army, checks);
}

Status checkScenarioRows(const std::vector<Scenario>& scenarios) {
  std::set<std::string> seen;
  for (size_t i = 0; i < scenarios.size(); ++i) {
    const Scenario& s = scenarios[i];
    if (RowProblem p = scenarioProblem(s, seen))
      return refuse("battle_scenarios", armyRow(int64_t(i + 1), "scenario", s.code), p);
    seen.insert(s.code);
  }
  return Status::ok();
}

Status checkSetupRows(const std::vector<Scenario>& scenarios, const ArmyRowChecks& army,
                      const std::vector<std::string>* setups) {
  for (const Scenario& s : scenarios) {
    if (setups && std::find(setups->begin(), setups->end(), s.code) == setups->end()) continue;
    if (Status st = checkSetup(s, army); !st) return st;
  }
  return Status::ok();
}

Status checkBattleRows(const Battle& battle, const std::vector<std::string>* setups) {
  if (Status s = checkScenarioRows(battle.scenarios); !s) return s;
  ArmyRowChecks army;
  if (Status s = checkArmyRows(battle.armyVocabulary, battle.army, army); !s) return s;
  return checkSetupRows(battle.scenarios, army, setups);
}

}  // namespace cartouche
