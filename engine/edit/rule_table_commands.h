// Commands that edit the ruleset's tables (battle.rules). Thread-safety: immutable values; applying one needs
// exclusive access to the battle (command.h).
#pragma once

#include <optional>
#include <string>

#include "edit/command.h"

namespace cartouche {

// Puts `table` at `position` in battle.rules, replacing the table of the same code (which may move), or inserting
// it; with no table, removes the table `code`. The table must pass checkTableStructure; a code taken by another
// table is refused. The editor's table panel edits a copy and applies one of these per change (a cell, a row).
class SetRuleTable : public Command {
public:
  SetRuleTable(std::string code, std::optional<RuleTable> table, std::optional<size_t> position = std::nullopt,
               std::string label = "")
      : code_(std::move(code)), table_(std::move(table)), position_(position), label_(std::move(label)) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

private:
  std::string code_;
  std::optional<RuleTable> table_;
  std::optional<size_t> position_;  // index in battle.rules; none: where the old table was, else at the end
  std::string label_;               // for the history: "Edit cell row 3 cavalry"; empty: a generic label
};

}  // namespace cartouche
