#include "edit/command_group.h"

#include <algorithm>

namespace cartouche {

std::string CommandGroup::describe(const Battle& b) const {
  if (!label_.empty()) return label_;
  if (commands_.empty()) return "Nothing";
  return commands_.front()->describe(b);
}

Result<CommandPtr> CommandGroup::apply(Battle& b, ChangeSet& changes) const {
  ChangeSet applied;
  std::vector<CommandPtr> inverses;
  inverses.reserve(commands_.size());
  for (const CommandPtr& cmd : commands_) {
    Result<CommandPtr> inverse = cmd->apply(b, applied);
    if (inverse) {
      inverses.push_back(std::move(*inverse));
      continue;
    }
    // Each inverse was built from the state its member left behind, so undoing in reverse order cannot fail
    // unless a member broke that rule; then the battle is no longer what it was, and the error says so.
    for (auto it = inverses.rbegin(); it != inverses.rend(); ++it) {
      ChangeSet undone;
      if (Result<CommandPtr> redo = (*it)->apply(b, undone); !redo)
        return Status::corrupt(inverse.status().message() +
                               "; undoing the group's earlier steps failed too: " + redo.status().message());
    }
    return inverse.status();
  }
  changes.merge(applied);
  std::reverse(inverses.begin(), inverses.end());
  return CommandPtr(std::make_unique<CommandGroup>(std::move(inverses), label_));
}

}  // namespace cartouche
