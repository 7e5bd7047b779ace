// Commands that edit the armies (battle.army and battle.armyVocabulary): the sides, the order-of-battle tree, the
// units and the leaders, and the troop types, value fields and formations that give units their meaning. Each is
// one undo step whose inverse restores the battle exactly (operator==). A code that set-ups, leaders or other nodes
// refer to is never left dangling: renaming carries through, removing a node, unit or leader takes the references
// with it, and removing a side or a vocabulary entry that something still uses is refused (the designer sees what
// uses it instead of losing values silently). Every refusal happens before anything changes and names the element
// and the field. Thread-safety: immutable values; applying one needs exclusive access to the battle (command.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "edit/set_list_element.h"

namespace cartouche {

// ---- Checks shared with importers.
// An empty code or one with other than ASCII letters, digits, _, - and . (at most 64 characters), as the file
// refuses it: "unit code \"1 kos\" may use only ASCII letters, digits, _, - and .".
Status checkCode(const std::string& code, const char* noun);
// Values keyed by fields of `vocabulary`: an unknown field, an empty text (unknown is an absent key, never "") and a
// non-integer in an Integer field are refused; `owner` starts the message ("unit \"pl-1\"").
Status checkValues(const ArmyVocabulary& vocabulary, const UnitValues& values, const std::string& owner);
// A unit as the battle would hold it: its code, name, node (must exist), troop type (must exist unless empty),
// values and loss steps (checkValues), and a counter count that is not negative.
Status checkUnit(const Battle& battle, const Unit& unit);

// ---- Lists keyed by code, for SetListElement: SetX(code, element, position = none, label = "").
// Renaming a code carries through; removing an element something uses is refused, except leaders (below).

// battle.army.sides. A new code carries through to nodes, leaders and the scenarios' morale levels, objectives and
// automatic victory points. Removing a side that nodes, leaders or scenarios name is refused.
struct SideList {
  using Element = ArmySide;
  static std::vector<ArmySide>& list(Battle& b) { return b.army.sides; }
  static const std::string& key(const ArmySide& s) { return s.code; }
  static Status check(const ArmySide& s);
  static Status checkIn(const Battle& b, const ArmySide* before, const ArmySide* after);
  static CommandPtr carry(Battle& b, const ArmySide* before, const ArmySide* after, ChangeSet& changes);
  static void mark(ChangeSet& changes) { changes.army = true; }
  static std::string taken(const std::string& code) { return "another side already has the code \"" + code + "\""; }
  static constexpr const char* kNoun = "side";
  static constexpr const char* kShortNoun = "side";
  static constexpr bool kJoinsByLabel = true;
};
using SetSide = SetListElement<SideList>;

// battle.armyVocabulary.troopTypes. A new code carries through to the units of that type; removing a type that a
// unit has is refused.
struct TroopTypeList {
  using Element = TroopType;
  static std::vector<TroopType>& list(Battle& b) { return b.armyVocabulary.troopTypes; }
  static const std::string& key(const TroopType& t) { return t.code; }
  static Status check(const TroopType& t);
  static Status checkIn(const Battle& b, const TroopType* before, const TroopType* after);
  static CommandPtr carry(Battle& b, const TroopType* before, const TroopType* after, ChangeSet& changes);
  static void mark(ChangeSet& changes) { changes.army = true; }
  static std::string taken(const std::string& code) {
    return "another troop type already has the code \"" + code + "\"";
  }
  static constexpr const char* kNoun = "troop type";
  static constexpr const char* kShortNoun = "troop type";
  static constexpr bool kJoinsByLabel = true;
};
using SetTroopType = SetListElement<TroopTypeList>;

// battle.armyVocabulary.fields. A new code carries through to the values of units, their loss steps and leaders.
// Refused: removing a field that any of them has a value for, and making a field Integer while one of its values
// is not a whole number.
struct ValueFieldList {
  using Element = ValueField;
  static std::vector<ValueField>& list(Battle& b) { return b.armyVocabulary.fields; }
  static const std::string& key(const ValueField& f) { return f.code; }
  static Status check(const ValueField& f);
  static Status checkIn(const Battle& b, const ValueField* before, const ValueField* after);
  static CommandPtr carry(Battle& b, const ValueField* before, const ValueField* after, ChangeSet& changes);
  static void mark(ChangeSet& changes) { changes.army = true; }
  static std::string taken(const std::string& code) {
    return "another value field already has the code \"" + code + "\"";
  }
  static constexpr const char* kNoun = "value field";
  static constexpr const char* kShortNoun = "value field";
  static constexpr bool kJoinsByLabel = true;
};
using SetValueField = SetListElement<ValueFieldList>;

// battle.armyVocabulary.formations. Its conflicts must name other formations that exist. A new code carries
// through to every scenario's placements and to the other formations' conflicts; removing a formation that a
// placement or another formation's conflicts name is refused.
struct FormationList {
  using Element = Formation;
  static std::vector<Formation>& list(Battle& b) { return b.armyVocabulary.formations; }
  static const std::string& key(const Formation& f) { return f.code; }
  static Status check(const Formation& f);
  static Status checkIn(const Battle& b, const Formation* before, const Formation* after);
  static CommandPtr carry(Battle& b, const Formation* before, const Formation* after, ChangeSet& changes);
  static void mark(ChangeSet& changes) { changes.army = true; }
  static std::string taken(const std::string& code) {
    return "another formation already has the code \"" + code + "\"";
  }
  static constexpr const char* kNoun = "formation";
  static constexpr const char* kShortNoun = "formation";
  static constexpr bool kJoinsByLabel = true;
};
using SetFormation = SetListElement<FormationList>;

// battle.army.leaders. His side must exist, the nodes he commands too, his values fit the value fields and his
// command range is not negative. A new code carries through to every scenario's leader placements, removals and
// reinforcements; removing a leader takes those with him (a reinforcement left with nobody goes too).
struct LeaderList {
  using Element = Leader;
  static std::vector<Leader>& list(Battle& b) { return b.army.leaders; }
  static const std::string& key(const Leader& l) { return l.code; }
  static Status check(const Leader& l);
  static Status checkIn(const Battle& b, const Leader* before, const Leader* after);
  static CommandPtr carry(Battle& b, const Leader* before, const Leader* after, ChangeSet& changes);
  static void mark(ChangeSet& changes) { changes.army = true; }
  static std::string taken(const std::string& code) { return "another leader already has the code \"" + code + "\""; }
  static constexpr const char* kNoun = "leader";
  static constexpr const char* kShortNoun = "leader";
  static constexpr bool kJoinsByLabel = true;
};
using SetLeader = SetListElement<LeaderList>;

// ---- The tree. battle.army.nodes stays in pre-order: every node after its parent, each subtree contiguous.

// Edits the node `code` (its own fields: name, short name, commander, nation, level, notes, source, and its code),
// or, when there is no node `code`, adds `node` under node.parent as its child number `position` (none: the last;
// a node with no parent is a top node of its side). A new code carries through to the children, the units, the
// leaders' commands and the scenarios' morale levels. Refused: a bad code or empty name, a side or parent that does
// not exist or a parent of another side, and an edit that changes the parent or side (MoveOobNode's job).
// Edits in place under one label join (typing a name is one undo step).
class SetOobNode : public Command {
 public:
  SetOobNode(std::string code, OobNode node, std::optional<size_t> position = std::nullopt, std::string label = "");
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;
  CommandPtr mergedWith(const Command& next) const override;

 private:
  std::string code_;
  OobNode node_;
  std::optional<size_t> position_;
  std::string label_;
};

// Moves the node `code` with its whole subtree to `parent` (empty: a top node of its side), before the child
// `before` of that parent (empty: after its last child). Units keep their node, so they go along. Refused: a node
// or parent that does not exist, a parent that is the node or lies under it, a parent of another side, and a
// `before` that is not a child of `parent`.
class MoveOobNode : public Command {
 public:
  MoveOobNode(std::string code, std::string parent, std::string before = "", std::string label = "");
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

 private:
  std::string code_, parent_, before_, label_;
};

// Removes the node `code`, its subtree and every unit under them, with those units' placements, removals and
// reinforcement entries in every scenario (a reinforcement left with nobody goes, a leader placed on a removed unit
// loses that placement), the morale levels of the removed nodes and the leaders' commands of them. One undo step
// restores all of it.
class RemoveOobNode : public Command {
 public:
  explicit RemoveOobNode(std::string code, std::string label = "");
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

 private:
  std::string code_, label_;
};

// ---- Units. battle.army.units is in display order; the tree shows each node's units in that order.

// Edits the unit `code` in place (values, names, troop type, losses, node, code), or, when there is no unit `code`,
// adds `unit` at `position` in battle.army.units (none: after the last unit of its node, else at the end). With a
// position an edited unit moves there too. checkUnit refuses bad values. A new code carries through to every
// scenario's placements, removals, reinforcements and leaders placed on the unit. Edits in place under one label
// join (typing a value is one undo step).
class SetUnit : public Command {
 public:
  SetUnit(std::string code, Unit unit, std::optional<size_t> position = std::nullopt, std::string label = "");
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;
  CommandPtr mergedWith(const Command& next) const override;

 private:
  std::string code_;
  Unit unit_;
  std::optional<size_t> position_;
  std::string label_;
};

// Moves `units` (in the order given) to `node`, before the unit `before` (empty: after the node's last unit that is
// not being moved); a drag in the tree. Refused: no units, a unit named twice or missing, a node that does not
// exist, a `before` that is not a unit of `node` or is one of those moved.
class MoveUnits : public Command {
 public:
  MoveUnits(std::vector<std::string> units, std::string node, std::string before = "", std::string label = "");
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

 private:
  std::vector<std::string> units_;
  std::string node_, before_, label_;
};

// Removes `units` and their placements, removals and reinforcement entries in every scenario (a reinforcement left
// with nobody goes, a leader placed on one of them loses that placement). Refused: no units, one missing.
class RemoveUnits : public Command {
 public:
  explicit RemoveUnits(std::vector<std::string> units, std::string label = "");
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

 private:
  std::vector<std::string> units_;
  std::string label_;
};

// `count` copies of `unit` numbered on: the first number in its name, short name and code counts up from `first`
// ("1/kosynier" -> "2/kosynier" ... "15/kosynier"); a code number that the army already has (or an earlier copy
// took) is skipped, and that copy's names take the same number. A unit with no number in its code gets "-2", "-3"...
// appended. Pure function; the caller adds them with SetUnit in one CommandGroup.
std::vector<Unit> numberedCopies(const Army& army, const Unit& unit, int first, int count);

}  // namespace cartouche
