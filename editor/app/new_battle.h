// The battle File > New starts from: a 34x27 pointy-topped grid labelled XXYY from 0101 (the Raclawice and La Bataille
// default), all clear, with a small vocabulary to paint with (clear, woods, village, marsh, hills, stream, road),
// titled "New battle". Thread-safety: pure function.
#pragma once

#include "model/battle.h"

namespace cartouche {

Battle makeNewBattle();

}  // namespace cartouche
