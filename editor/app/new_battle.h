// The battle File > New starts from. Without choices: a 34x27 pointy-topped grid labelled XXYY from 0101 (the
// Raclawice and La Bataille default), all clear, with a small vocabulary to paint with (clear, woods, village,
// marsh, fields, stream, road), titled "New battle". The New Battle dialog (new_battle_dialog.h) fills a
// NewBattleSpec: title, size, orientation, shifted lines, labels, hex size, rules family, and optionally another
// battle whose terrain types and rules tables it starts from. Thread-safety: pure functions.
#pragma once

#include <string>

#include "base/status.h"
#include "model/battle.h"

namespace cartouche {

struct NewBattleSpec {
  std::string title = "New battle";
  GridSettings grid;   // size, orientation, shifted lines, labels and hex size
  std::string system;  // the rules family: "la-bataille", "raclawice", or empty (not chosen)
};

Battle makeNewBattle();
// A new battle as `spec` says, its map all of the first hex terrain. With `startFrom`, its terrain vocabulary and
// rules tables (and the rules family, when `spec` chooses none) are taken from that battle instead of the defaults;
// its map, armies and scenarios are not. Refuses a grid that does not validate (size, labels), or a `startFrom`
// with no hex terrain to fill the map with, saying why.
Result<Battle> makeNewBattle(const NewBattleSpec& spec, const Battle* startFrom = nullptr);

}  // namespace cartouche
