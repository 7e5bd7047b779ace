// Commands that edit the ruleset's tables (battle.rules). Thread-safety: immutable values; applying one needs
// exclusive access to the battle (command.h).
#pragma once

#include <string>
#include <vector>

#include "edit/set_list_element.h"

namespace cartouche {

// battle.rules as a list for SetListElement: keyed by the table's code, checked by checkTableStructure.
struct RuleTableList {
  using Element = RuleTable;
  static std::vector<RuleTable>& list(Battle& b) { return b.rules; }
  static const std::string& key(const RuleTable& t) { return t.code; }
  static Status check(const RuleTable& t) { return checkTableStructure(t); }
  static void mark(ChangeSet& changes) { changes.rules = true; }
  static std::string taken(const std::string& code) {
    return "another ruleset table already has the code \"" + code + "\"";
  }
  static constexpr const char* kNoun = "ruleset table";
  static constexpr const char* kShortNoun = "table";
  static constexpr bool kJoinsByLabel = false;
};

// Puts `table` at `position` in battle.rules, replacing the table of the same code (which may move), or inserting
// it; with no table, removes the table `code`. The table must pass checkTableStructure; a code taken by another
// table is refused. The editor's table panel edits a copy and applies one of these per change (a cell, a row):
// SetRuleTable(code, table, position = none, label = "").
using SetRuleTable = SetListElement<RuleTableList>;

}  // namespace cartouche
