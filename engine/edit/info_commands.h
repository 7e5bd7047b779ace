// Commands that edit the battle's metadata (title, date, sources...). Thread-safety: immutable values; applying one
// needs exclusive access to the battle (command.h).
#pragma once

#include <optional>
#include <string>

#include "edit/command.h"

namespace cartouche {

// Sets (or, with no value, removes) one metadata entry.
class SetInfo : public Command {
 public:
  SetInfo(std::string key, std::optional<std::string> value) : key_(std::move(key)), value_(std::move(value)) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

 private:
  std::string key_;
  std::optional<std::string> value_;
};

}  // namespace cartouche
