#include "edit/info_commands.h"

namespace cartouche {

std::string SetInfo::describe(const Battle&) const { return "Set " + key_; }

Result<CommandPtr> SetInfo::apply(Battle& b, ChangeSet& changes) const {
  if (key_.empty()) return Status::invalidArgument("metadata key is empty");
  std::optional<std::string> old;
  if (auto it = b.info.find(key_); it != b.info.end()) old = it->second;
  if (value_)
    b.info[key_] = *value_;
  else
    b.info.erase(key_);
  changes.info = true;
  return CommandPtr(std::make_unique<SetInfo>(key_, std::move(old)));
}

}  // namespace cartouche
