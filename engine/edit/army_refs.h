// What the army commands carry into the scenarios when a unit, leader or node changes code or goes: the rows that
// name it (placements, removals, reinforcements, leader placements, morale levels) follow the new code or go with
// it. Pure functions over the scenario list, so a Draft can hold the result. Thread-safety: plain functions.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "model/scenario.h"

namespace cartouche {

// Placements, removals, reinforcement entries and leaders placed on the unit follow the code `from` to `to`.
void renameUnitRefs(std::vector<Scenario>& scenarios, const std::string& from, const std::string& to);
// Takes `units` out of every scenario: their placements, removals and reinforcement entries, and the placements of
// leaders on them. A reinforcement left with nobody goes.
void removeUnitRefs(std::vector<Scenario>& scenarios, const std::set<std::string>& units);
void renameLeaderRefs(std::vector<Scenario>& scenarios, const std::string& from, const std::string& to);
void removeLeaderRefs(std::vector<Scenario>& scenarios, const std::set<std::string>& leaders);
// Morale levels of the node follow its new code, or go with it.
void renameNodeRefs(std::vector<Scenario>& scenarios, const std::string& from, const std::string& to);
void removeNodeRefs(std::vector<Scenario>& scenarios, const std::set<std::string>& nodes);
// Whether a scenario names the unit or leader code anywhere (a placement, removal, reinforcement, or a leader placed
// on the unit).
bool scenariosName(const std::vector<Scenario>& scenarios, const std::string& code);

}  // namespace cartouche
