// The units' commands: SetUnit, MoveUnits, RemoveUnits, and numberedCopies for "duplicate with numbering". Edits
// and moves patch battle.army.units element by element, so a long list is never copied into the undo history.
#include <algorithm>
#include <cctype>
#include <set>

#include "edit/army_commands.h"
#include "edit/army_patch.h"
#include "edit/army_refs.h"

namespace cartouche {

namespace {

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

std::optional<size_t> unitIndex(const std::vector<Unit>& units, const std::string& code) {
  for (size_t i = 0; i < units.size(); ++i)
    if (units[i].code == code) return i;
  return std::nullopt;
}

using UnitOp = ListOp<Unit>;

CommandPtr applyPatch(Battle& b, const ArmyPatch& patch, ChangeSet& changes, const std::string& label) {
  return std::make_unique<ArmyPatchCommand>(patch.apply(b, changes), label);
}

// Names for "N units" in the history.
std::string unitsLabel(const char* verb, const std::vector<std::string>& units) {
  if (units.size() == 1) return std::string(verb) + " unit " + units.front();
  return std::string(verb) + " " + std::to_string(units.size()) + " units";
}

}  // namespace

// ---- SetUnit.

SetUnit::SetUnit(std::string code, Unit unit, std::optional<size_t> position, std::string label)
    : code_(std::move(code)), unit_(std::move(unit)), position_(position), label_(std::move(label)) {}

std::string SetUnit::describe(const Battle& b) const {
  if (!label_.empty()) return label_;
  return (b.army.unit(code_) ? "Edit unit " : "Add unit ") + unit_.code;
}

Result<CommandPtr> SetUnit::apply(Battle& b, ChangeSet& changes) const {
  if (Status s = checkUnit(b, unit_); !s) return s;
  const std::string& code = unit_.code;
  const std::optional<size_t> old = unitIndex(b.army.units, code_);
  if (code != code_ && b.army.unit(code))
    return Status::invalidArgument("another unit already has the code " + quoted(code));
  if (b.army.leader(code)) return Status::invalidArgument("a leader already has the code " + quoted(code));
  const bool renaming = old && code != code_;
  if (renaming && scenariosName(b.scenarios, code))
    return Status::invalidArgument("unit " + quoted(code_) + ": a scenario still names the code " + quoted(code));
  std::vector<Unit>& units = b.army.units;
  ArmyPatch patch;
  if (old && !position_) {
    patch.units.push_back(UnitOp{UnitOp::Kind::Replace, *old, unit_});
  } else if (old) {
    patch.units.push_back(UnitOp{UnitOp::Kind::Erase, *old, {}});
    patch.units.push_back(UnitOp{UnitOp::Kind::Insert, std::min(*position_, units.size() - 1), unit_});
  } else {
    size_t at = units.size();
    if (position_) {
      at = std::min(*position_, units.size());
    } else {
      for (size_t i = units.size(); i-- > 0;)
        if (units[i].node == unit_.node) {
          at = i + 1;
          break;
        }
    }
    patch.units.push_back(UnitOp{UnitOp::Kind::Insert, at, unit_});
  }
  if (renaming) {
    std::vector<Scenario> scenarios = b.scenarios;
    renameUnitRefs(scenarios, code_, code);
    patch.scenarios = diffLists(b.scenarios, scenarios);
  }
  return applyPatch(b, patch, changes, describe(b));
}

CommandPtr SetUnit::mergedWith(const Command& next) const {
  const auto* n = dynamic_cast<const SetUnit*>(&next);
  if (!n || label_.empty() || n->label_ != label_ || n->code_ != code_ || unit_.code != code_ ||
      n->unit_.code != code_ || n->position_ != position_)
    return nullptr;
  return std::make_unique<SetUnit>(code_, n->unit_, position_, label_);
}

// ---- MoveUnits.

MoveUnits::MoveUnits(std::vector<std::string> units, std::string node, std::string before, std::string label)
    : units_(std::move(units)), node_(std::move(node)), before_(std::move(before)), label_(std::move(label)) {}

std::string MoveUnits::describe(const Battle&) const { return label_.empty() ? unitsLabel("Move", units_) : label_; }

Result<CommandPtr> MoveUnits::apply(Battle& b, ChangeSet& changes) const {
  if (units_.empty()) return Status::invalidArgument("no units to move");
  if (!b.army.node(node_)) return Status::notFound("node " + quoted(node_) + " does not exist to move units to");
  const std::vector<Unit>& units = b.army.units;
  std::set<std::string> moving;
  std::vector<size_t> from;  // indices of the moved units, in the order given
  for (const std::string& code : units_) {
    if (!moving.insert(code).second) return Status::invalidArgument("unit " + quoted(code) + " is named twice");
    auto i = unitIndex(units, code);
    if (!i) return Status::notFound("there is no unit " + quoted(code) + " to move");
    from.push_back(*i);
  }
  if (!before_.empty()) {
    const Unit* before = b.army.unit(before_);
    if (!before || before->node != node_ || moving.count(before_))
      return Status::invalidArgument(quoted(before_) + " is not a unit of node " + quoted(node_) +
                                     " left in place to move units before");
  }
  // Where the moved units go among those that stay: before `before`, after the node's last unit, or, when the node
  // keeps none, where the first of them was.
  std::optional<size_t> at;
  size_t staying = 0;
  const size_t firstFrom = *std::min_element(from.begin(), from.end());
  size_t firstSlot = 0;
  for (size_t i = 0; i < units.size(); ++i) {
    if (i == firstFrom) firstSlot = staying;
    if (moving.count(units[i].code)) continue;
    if (!before_.empty() && units[i].code == before_) at = staying;
    ++staying;
    if (before_.empty() && units[i].node == node_) at = staying;
  }
  ArmyPatch patch;
  std::vector<size_t> descending = from;
  std::sort(descending.rbegin(), descending.rend());
  for (size_t i : descending) patch.units.push_back(UnitOp{UnitOp::Kind::Erase, i, {}});
  const size_t target = at.value_or(firstSlot);
  for (size_t k = 0; k < from.size(); ++k) {
    Unit moved = units[from[k]];
    moved.node = node_;
    patch.units.push_back(UnitOp{UnitOp::Kind::Insert, target + k, std::move(moved)});
  }
  return applyPatch(b, patch, changes, describe(b));
}

// ---- RemoveUnits.

RemoveUnits::RemoveUnits(std::vector<std::string> units, std::string label)
    : units_(std::move(units)), label_(std::move(label)) {}

std::string RemoveUnits::describe(const Battle&) const {
  return label_.empty() ? unitsLabel("Remove", units_) : label_;
}

Result<CommandPtr> RemoveUnits::apply(Battle& b, ChangeSet& changes) const {
  if (units_.empty()) return Status::invalidArgument("no units to remove");
  std::set<std::string> gone;
  for (const std::string& code : units_) {
    if (!b.army.unit(code)) return Status::notFound("there is no unit " + quoted(code) + " to remove");
    gone.insert(code);
  }
  Draft d(b);
  std::erase_if(d.units(), [&](const Unit& u) { return gone.count(u.code) > 0; });
  removeUnitRefs(d.scenarios(), gone);
  return commitDraft(b, d, changes, describe(b));
}

// ---- numberedCopies.

namespace {

// `text` with its first run of digits replaced by `number`; none when it has no digits.
std::optional<std::string> renumbered(const std::string& text, int number) {
  auto first = std::find_if(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); });
  if (first == text.end()) return std::nullopt;
  auto last = std::find_if(first, text.end(), [](unsigned char c) { return !std::isdigit(c); });
  return std::string(text.begin(), first) + std::to_string(number) + std::string(last, text.end());
}

}  // namespace

std::vector<Unit> numberedCopies(const Army& army, const Unit& unit, int first, int count) {
  std::set<std::string> taken;
  for (const Unit& u : army.units) taken.insert(u.code);
  for (const Leader& l : army.leaders) taken.insert(l.code);
  std::vector<Unit> out;
  int number = first;
  for (int k = 0; k < count; ++k) {
    std::string code;
    for (;; ++number) {
      code = renumbered(unit.code, number).value_or(unit.code + "-" + std::to_string(number));
      if (!taken.count(code)) break;
    }
    Unit copy = unit;
    copy.code = code;
    copy.name = renumbered(unit.name, number).value_or(unit.name);
    copy.shortName = renumbered(unit.shortName, number).value_or(unit.shortName);
    taken.insert(code);
    out.push_back(std::move(copy));
    ++number;
  }
  return out;
}

}  // namespace cartouche
