// An atomic group of commands (the Wesnoth editor's action chain): its members apply in order as one undo step, all
// or nothing. When member k fails, members 0..k-1 are undone before the failure comes back, so the battle is exactly
// as before; callers never roll back by hand. Thread-safety: an immutable value, like every command.
#pragma once

#include <string>
#include <vector>

#include "edit/command.h"

namespace cartouche {

class CommandGroup : public Command {
 public:
  // `label` names the step in the history ("Paste 12 hexes"); empty: the first member's description.
  explicit CommandGroup(std::vector<CommandPtr> commands, std::string label = "")
      : commands_(std::move(commands)), label_(std::move(label)) {}
  std::string describe(const Battle& b) const override;
  // The inverse is the group of the members' inverses in reverse order; `changes` gets the union of the members'
  // change sets, and nothing when a member fails.
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

  bool empty() const { return commands_.empty(); }
  size_t size() const { return commands_.size(); }

 private:
  std::vector<CommandPtr> commands_;
  std::string label_;
};

}  // namespace cartouche
