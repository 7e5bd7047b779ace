// Set-up validation: what a scenario's set-up can get wrong, as problems that name the scenario, the units and the
// hex. Every problem carries Problem::scenario and the unit or leader codes in Problem::units.
//  - "unknown-unit", "unknown-leader", "unknown-formation": a row names something the army or its vocabulary lacks;
//  - "unit-off-map": a unit placed on (or with its second hex on) a hex the map does not have;
//  - "unit-on-prohibited-terrain": the movement table (the first table of kind movement) prohibits the unit's class
//    in the hex's terrain; the class is the column named by the unit's troop type code, else by its arm
//    ("infantry", "cavalry", "artillery"); a unit whose class has no column is not checked;
//  - "bad-facing": a facing the formation cannot take (FacingRule: a hexside facing is even, a vertex facing odd;
//    a formation that faces nowhere takes none), and "second-hex-not-adjacent" / "second-hex-not-allowed" for a
//    two-hex unit;
//  - "unit-set-up-twice": a unit placed twice in the effective set-up, or placed and also arriving as a
//    reinforcement; "unit-missing-from-setup" (warning): a unit of the army neither placed, removed (in the
//    scenario or a base), nor a reinforcement;
//  - "leader-not-with-his-units": a leader placed on a unit (LeaderAt::Unit) that is not placed on the map or that
//    he does not command, or at a hex (LeaderAt::Hex) where none of his units stands; LeaderAt::AnyOfHisUnits needs
//    one placed unit he commands;
//  - "bad-reinforcement-entry": an entry hex off the map, not on the map edge, or prohibited to one of the
//    reinforcement's units;
//  - "missing-base-scenario", "base-scenario-cycle": a variant whose base is gone, or whose chain of bases loops.
// Thread-safety: pure functions.
#pragma once

#include <vector>

#include "model/battle.h"
#include "rules/army_index.h"
#include "rules/problem.h"

namespace cartouche {

void checkSetup(const Battle& battle, const Scenario& scenario, std::vector<Problem>& out);
// The same with the army's codes already indexed (validation indexes them once for every scenario's checks) and,
// when given, the effective set-up's placements already resolved (resolvePlacements).
void checkSetup(const Battle& battle, const Scenario& scenario, const ArmyIndex& index, std::vector<Problem>& out,
                const std::vector<PlacementSpot>* spots = nullptr);

}  // namespace cartouche
