// The plain-text interchange format of a battle (schemas/text-format.md): a folder of small UTF-8 files that
// review well in a diff. dump then load then dump gives identical text. Loading checks every line and names the
// file and line of the first problem, and never returns half a battle. Thread-safety: free functions.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "base/status.h"
#include "model/battle.h"

namespace cartouche {

// File name -> content, for the files one battle needs.
using BattleTextFiles = std::map<std::string, std::string>;

// Every file name the format owns, needed or not.
const std::vector<std::string>& battleTextFileNames();

// The text of each file `battle` needs (elevation.txt only when a level is not 0, metres.txt only with metres).
// Fails for what the format cannot hold: a hexside off the map, two scenarios with one code.
Result<BattleTextFiles> formatBattleText(const Battle& battle);

// Writes the battle into `dir` (created if missing; files this format owns are replaced, and those the battle does
// not need are removed).
Status dumpBattleText(const Battle& battle, const std::string& dir);

// Reads a battle from `dir`. Errors read "map.txt line 12: ...".
Result<Battle> loadBattleText(const std::string& dir);

}  // namespace cartouche
