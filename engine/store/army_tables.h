// The armies in a battle file (schema v5): the army vocabulary (battle_troop_types, battle_value_fields,
// battle_formations, battle_formation_conflicts), the sides, the order-of-battle tree (battle_oob_nodes), the units
// with their loss steps and values (battle_units, battle_loss_steps, battle_unit_values: one row per known value,
// so an unknown value has no row) and the leaders (battle_leaders, battle_leader_commands, battle_leader_values).
// Rows that list things in order have ids 1, 2, ... in that order. Internal to the store. Not thread-safe.
#pragma once

#include "model/army.h"
#include "store/sqlite_db.h"

namespace cartouche {

// Reads and checks every army row, with the checks the writer makes (row_checks.h). Errors name the file, SQL table,
// row id, the thing's code and the field: `b.gpkg: battle_unit_values row 7 (unit "pl-2pp"): field: "elan" is not a
// value field of the battle`. Refused: a bad or repeated code, an unknown enum word, ids that are not positions 1, 2,
// ..., a node whose parent is missing, comes after it, lies on another side or loops back to it, a unit of a missing
// node or troop type, a value for a field the vocabulary lacks or that its kind cannot hold, a reference to a missing
// formation, side or node.
Status readArmyTables(Db& db, ArmyVocabulary& vocabulary, Army& army);

// Replaces every army row. REQUIRES: the caller owns the transaction; checkArmyRows (row_checks.h) passed for them.
Status writeArmyTables(Db& db, const ArmyVocabulary& vocabulary, const Army& army);

}  // namespace cartouche
