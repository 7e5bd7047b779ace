// A small built-in battle shown when the editor starts without a file: a Racławice-like 34x27 map with woods,
// villages, marsh, hills, a stream with a bridge and roads, names in Polish and German to show the fonts, and two
// small armies set up in its first scenario to show counters.
// Thread-safety: pure function.
#pragma once

#include "model/battle.h"

namespace cartouche {

Battle makeDemoBattle();

}  // namespace cartouche
