// Victory points during play: the scenario's objectives held, and the points a rules family gives for what a side
// has destroyed. Racławice [12.1]: an enemy unit eliminated is worth the morale printed on its first ("#1") counter,
// an enemy artillery unit 8, an enemy commander killed 10. La Bataille's scenarios score objectives only here; a
// battle whose victory rules say more is scored by its objectives alone, and the log says so once. An objective is
// held by a side whose units alone stand on it (and who may score it). Thread-safety: pure functions.
#pragma once

#include <string>
#include <vector>

#include "model/battle.h"
#include "play/play_state.h"

namespace cartouche {

struct VictoryTally {
  std::string side;
  int objectives = 0;                // points for objectives held
  int eliminations = 0;              // points for enemy units and leaders eliminated
  std::vector<std::string> unknown;  // eliminated enemy units whose value the battle does not give
  int total() const { return objectives + eliminations; }
};

// One tally per side of the army, in its order.
std::vector<VictoryTally> tallyVictory(const Battle& battle, const Scenario& scenario, const PlayState& state);

}  // namespace cartouche
