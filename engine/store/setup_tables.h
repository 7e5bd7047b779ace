// Each scenario's set-up in a battle file (schema v5): battle_placements (units in stack order, hex as axial q, r
// like the hexside keys, NULL off map), battle_leader_placements, battle_removed, battle_reinforcements with their
// members and entry hexes, battle_turn_track (dusk and night turns, turn notes), battle_morale_levels and
// battle_victory (automatic points per side, objectives, the note). Rows name their scenario by its battle_scenarios
// id and other things by code. A scenario's rows have ids scenario_id * kSetupIdStride + 1, 2, ..., so rewriting one
// scenario's rows leaves every other row, and the saved bytes, as a full write makes them. Internal to the store.
// Not thread-safe.
#pragma once

#include <string>
#include <vector>

#include "model/battle.h"
#include "store/sqlite_db.h"

namespace cartouche {

constexpr int64_t kSetupIdStride = int64_t(1) << 24;

// Reads and checks the set-up rows into `battle.scenarios` (already read, in id order), against the battle's map,
// army and army vocabulary, with the checks the writer makes (row_checks.h). Refused, naming the file, SQL table, row
// id, scenario and field: a scenario id that does not exist, positions with gaps, a unit, leader, formation, side or
// node that does not exist, a unit placed twice, a hex half given, a second hex without a first, a facing outside
// 0..11, an unknown enum word.
Status readSetupTables(Db& db, Battle& battle);

// Rewrites the set-up rows of every scenario (`codes` null) or of the scenarios named in `codes` (their base too).
// REQUIRES: the caller owns the transaction; battle_scenarios holds `scenarios` in order; checkBattleRows
// (row_checks.h) passed for them.
Status writeSetupTables(Db& db, const std::vector<Scenario>& scenarios, const std::vector<std::string>* codes);

}  // namespace cartouche
