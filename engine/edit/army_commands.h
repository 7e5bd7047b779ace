// Commands that edit the armies (battle.army and battle.armyVocabulary): the sides, the order-of-battle tree, the
// units and the leaders, and the troop types, value fields and formations that give units their meaning. Each is
// one undo step. A code that set-ups, leaders or other nodes refer to is never left dangling: renaming carries
// through, removing takes the references with it. Thread-safety: immutable values; applying one needs exclusive
// access to the battle (command.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "edit/set_list_element.h"

namespace cartouche {

// Refuse what the file would refuse: an empty code or one with other than ASCII letters, digits, _, - and .; an
// empty name; a value that its field's kind does not allow; a troop type, formation, side or node that does not
// exist (checked against the battle where the command applies).
Status checkCode(const std::string& code, const char* noun);

// ---- The army vocabulary, keyed by code. Renaming a code carries through to the units and set-ups using it.
struct TroopTypeList;
struct ValueFieldList;
struct FormationList;
using SetTroopType = SetListElement<TroopTypeList>;
using SetValueField = SetListElement<ValueFieldList>;
using SetFormation = SetListElement<FormationList>;

// ---- Sides, keyed by code. Removing a side that has nodes or leaders is refused.
struct SideList;
using SetSide = SetListElement<SideList>;

// ---- The tree.
// Edits one node's own fields (name, short name, commander, nation, level, notes, source) or adds a node at
// `position` in the flat list under `node.parent`. A new code carries through to children, units and leaders.
// Moving a node to another parent is MoveOobNode's job; removing it is RemoveOobNode's.
class SetOobNode;
// Moves a node with its whole subtree (and the units under it) to `parent` (empty: the top of its side), before
// `before` among the parent's children (empty: last). Refused when `parent` lies under the node itself or belongs
// to another side.
class MoveOobNode;
// Removes a node, its subtree and every unit under it, with their placements in every scenario and the leaders'
// references to the removed nodes: one undo step that restores all of it.
class RemoveOobNode;

// ---- Units.
// Edits one unit (values, names, troop type, losses) or adds it at `position` in battle.army.units. A new code
// carries through to every scenario's placements, removals and reinforcements.
class SetUnit;
// Moves units to `node`, before unit `before` (empty: after the node's last unit); a drag in the tree.
class MoveUnits;
// Removes units and their placements, removals and reinforcement entries in every scenario.
class RemoveUnits;
// Copies of `unit` numbered on: the first number in its name, short name and code counts up from `first`
// ("1/kosynier" -> "2/kosynier" ... "15/kosynier"), skipping codes the army already has. Pure function; the
// caller adds them with SetUnit in one CommandGroup.
std::vector<Unit> numberedCopies(const Army& army, const Unit& unit, int first, int count);

// ---- Leaders, keyed by code. Removing one takes his placements and reinforcement entries with him.
struct LeaderList;
using SetLeader = SetListElement<LeaderList>;

}  // namespace cartouche
