// Armies and scenarios built in code for the editor's tests and the counter benchmark: two sides (Polish in red,
// Russian in green), an army vocabulary with infantry, cavalry and artillery troop types, three integer value fields
// (strength, morale, firepower), a text field and line / column formations (line takes a second hex), a tree of
// brigades and battalions, and scenarios with placements. Names keep their diacritics.
#pragma once

#include "model/battle.h"

namespace cartouche::testing {

ArmyVocabulary counterArmyVocabulary();

// Adds to `battle` (replacing its army and scenarios) `units` units in `sides` sides (1 or 2), grouped in brigades
// of up to 6 units, and the scenario "historical" ("Historical scenario") placing every unit: the first unit of
// every side at 0303 and 0403, then one unit per hex walking the map, stacking `perHex` units in each hex. Every
// third unit has unknown values. A variant "variant" (base "historical") moves the first unit to 0505 and
// removes the second.
void addTestArmy(Battle& battle, int units, int sides = 2, int perHex = 1);

}  // namespace cartouche::testing
