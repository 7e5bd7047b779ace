// An army and three set-ups built in code, for the store, CLI and text tests: Racławice-like sides, tree, units with
// known and unknown values and loss steps, leaders, and the scenarios "historical", "historical-2" (a variant of it
// with removals and reinforcements) and "hypothetical". Names keep their Polish letters.
#pragma once

#include "model/battle.h"

namespace cartouche::testing {

// Troop types (line-infantry, kosynierzy, cavalry, artillery), value fields (morale, strength, firepower as
// integers; range as text) and formations (column, line with a second hex, carre facing all ways).
ArmyVocabulary testArmyVocabulary();

// Sides "pl" and "ru"; nodes pl-army > pl-div-1 > pl-2pp and pl-kos, ru-army > ru-corps; eight units (one with
// every value unknown, one with loss steps), leaders "kosciuszko" (commands pl-army) and "tormasov".
Army testArmy();

// Gives `battle` the vocabulary and the army, and set-ups in its scenarios "historical", "historical-2" (added as a
// variant of "historical" when missing) and "hypothetical" (added when missing). Hexes come from the map: it must
// be at least 8x8.
void addTestArmy(Battle& battle);

}  // namespace cartouche::testing
