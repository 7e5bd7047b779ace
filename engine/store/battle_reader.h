// Reads a Battle from a database already checked by checkBattleStructure() and at the current schema version.
// Every row is checked (types, ranges, enum words, blob sizes, chunks tiling the map) before the battle is handed
// out; the first problem comes back naming the file, table, row and field. Unknown terrain ids on the map are kept
// (validateBattle reports them). Thread-safety: one call per connection at a time.
#pragma once

#include "model/battle.h"
#include "store/sqlite_db.h"

namespace cartouche {

Result<Battle> readBattle(Db& db);

}  // namespace cartouche
