#include "edit/rule_table_commands.h"

#include <algorithm>

namespace cartouche {

std::string SetRuleTable::describe(const Battle&) const {
  if (!label_.empty()) return label_;
  if (!table_) return "Remove table " + code_;
  return "Edit table " + table_->code;
}

Result<CommandPtr> SetRuleTable::apply(Battle& b, ChangeSet& changes) const {
  auto indexOf = [&](const std::string& code) -> std::optional<size_t> {
    for (size_t i = 0; i < b.rules.size(); ++i)
      if (b.rules[i].code == code) return i;
    return std::nullopt;
  };
  const std::optional<size_t> old = indexOf(code_);
  if (!table_) {
    if (!old) return Status::notFound("there is no ruleset table \"" + code_ + "\" to remove");
    RuleTable removed = std::move(b.rules[*old]);
    b.rules.erase(b.rules.begin() + long(*old));
    changes.rules = true;
    return CommandPtr(std::make_unique<SetRuleTable>(code_, std::move(removed), *old, label_));
  }
  if (Status s = checkTableStructure(*table_); !s) return s;
  if (auto other = indexOf(table_->code); other && other != old)
    return Status::invalidArgument("another ruleset table already has the code \"" + table_->code + "\"");
  std::optional<RuleTable> previous;
  size_t at = b.rules.size();
  if (old) {
    previous = std::move(b.rules[*old]);
    b.rules.erase(b.rules.begin() + long(*old));
    at = *old;
  }
  if (position_) at = *position_;
  at = std::min(at, b.rules.size());
  b.rules.insert(b.rules.begin() + long(at), *table_);
  changes.rules = true;
  if (!previous) return CommandPtr(std::make_unique<SetRuleTable>(table_->code, std::nullopt, std::nullopt, label_));
  return CommandPtr(std::make_unique<SetRuleTable>(table_->code, std::move(previous), *old, label_));
}

}  // namespace cartouche
