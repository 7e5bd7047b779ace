// Changing the formation of units during play. The new formation must be one of the battle's formations; the
// units must be on the map; a facing that does not suit the new formation (a hexside facing for a line, which faces
// a vertex) becomes unknown and the log asks for a facing; the hex must still stack legally afterwards (the
// battle's stacking tables, rules/stacking.h), so column and line conflicts and carré limits are refused with the
// stacking problem's words. What a formation change costs in movement points is not counted here: the rulebooks
// print it as prose per formation, not as a chart a battle holds. Thread-safety: pure functions.
#pragma once

#include <string>
#include <vector>

#include "base/status.h"
#include "model/battle.h"
#include "play/play_state.h"

namespace cartouche {

// Puts `units` into `formation` on `state`, or refuses and leaves it unchanged. Returns the log line.
Result<std::string> changeFormation(const Battle& battle, const Scenario& scenario, PlayState& state,
                                    const std::vector<std::string>& units, const std::string& formation);

// Whether a facing suits a formation's facing rule (an unknown facing suits every rule).
bool facingSuits(FacingRule rule, const std::optional<Facing>& facing);

}  // namespace cartouche
