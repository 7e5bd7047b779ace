// A small built-in battle shown when the editor starts without a file: a Racławice-like 34x27 map with woods,
// villages, marsh, hills, a stream with a bridge and roads, and names in Polish and German to show the fonts.
// Thread-safety: pure function.
#pragma once

#include "model/battle.h"

namespace cartouche {

Battle makeDemoBattle();

}  // namespace cartouche
