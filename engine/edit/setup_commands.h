// Commands that edit one scenario's set-up: place, move, turn and remove units and leaders, restack a hex, edit its
// reinforcements, and copy one scenario's effective set-up into another. They name the scenario and the hexes
// they touched in the change set (ChangeSet::setups and unitHexes), never map rows. A drag joins into one undo step
// the way a brush stroke does (same label, same unit). Thread-safety: immutable values; applying one needs
// exclusive access to the battle (command.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "edit/command.h"

namespace cartouche {

// Puts `placement` (its unit named in placement.unit) into `scenario`'s own set-up rows, replacing that unit's row
// or appending it on top of its hex's stack; with no placement, removes the unit's row. Refused: a scenario or unit
// that does not exist, a hex off the map, a second hex that is not adjacent, a formation the battle does not define,
// a facing outside 0..11. Moves of one unit under one label join (one drag is one undo step).
class SetPlacement;
// Reorders the units `scenario` places in `hex`: `bottomToTop` lists exactly the codes that are there now.
class RestackHex;
// Places, moves or removes one leader in `scenario` (leaders[] row keyed by the leader code).
class SetLeaderPlacement;
// Puts a reinforcement at `index` in `scenario`'s list, replacing what is there or appending; with none, removes it.
class SetReinforcement;
// Replaces `to`'s own set-up rows, leader placements and removals with the effective set-up of `from` (after
// inheritance), so a variant starts from a copy it can then change. `to` keeps its base.
class CopySetup;

}  // namespace cartouche
