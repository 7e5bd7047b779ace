// The plain-text interchange format of a battle (schemas/text-format.md): a folder of small UTF-8 files that
// review well in a diff. dump then load then dump gives identical text. Loading checks every line and names the
// file and line of the first problem. Thread-safety: free functions.
#pragma once

#include <string>

#include "core/battle.h"
#include "core/status.h"

namespace cartouche {

// Writes the battle into `dir` (created if missing; files this format owns are replaced).
Status dumpBattleText(const Battle& battle, const std::string& dir);

// Reads a battle from `dir`. Errors read "map.txt line 12: ...".
Result<Battle> loadBattleText(const std::string& dir);

}  // namespace cartouche
