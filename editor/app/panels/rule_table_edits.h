// The edits the rules panel makes to the battle's ruleset tables, as functions a test can call without a window.
// Each one copies the table, changes the copy and executes exactly one SetRuleTable command with a label that says
// what changed ("Set movement row 3 cavalry to 2"), so every change is one undo step. Also the checks the panel
// shows while a person types: a cell's canonical text or the reason it is refused, and a dice table's coverage.
// Main thread (they run commands on the document).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/rule_table.h"
#include "panel_context.h"

namespace cartouche {

// A new table of `kind` with the columns the kind requires already there (a Movement table starts with terrain and
// infantry/cavalry/artillery move-cost columns, a Dice table with roll and result and the two-dice die) and no rows.
RuleTable newRuleTable(TableKind kind, std::string code, std::string title);
// `base` when no table of the battle has that code, else "base-2", "base-3"...
std::string freeTableCode(const std::vector<RuleTable>& tables, std::string_view base);
// Index in battle.rules of the table `code`, or -1.
int findRuleTable(const Battle& battle, std::string_view code);

// What typing `text` into a cell would store: the canonical text, or the reason the column's type refuses it, and
// for a terrain column whether the vocabulary lacks the code (stored anyway: the check reports it).
struct CellCheck {
  std::string canonical;
  std::string error;  // empty when the text can be stored
  bool unknownTerrain = false;
};
// REQUIRES: 0 <= column < table.columns.size().
CellCheck checkCell(const RuleTable& table, int column, std::string_view text, const TerrainVocabulary& vocabulary);

// A dice table's gaps and overlaps, and which rows (0-based) take part in an overlap. Empty for other kinds and for
// tables whose structure is broken (the structure problem is reported instead).
struct CoverageMarks {
  std::vector<CoverageIssue> issues;
  std::vector<bool> overlapRow;  // one per row
};
CoverageMarks coverageMarks(const RuleTable& table);

// ---- Edits: one SetRuleTable each; a refusal comes back as the Status and through ctx.message ------------------
Status replaceRuleTable(ToolContext& ctx, const std::string& code, RuleTable next, std::string label);
// Stores the canonical text of `text`; refuses text the column cannot read, naming the table, row and column.
Status setRuleCell(ToolContext& ctx, const std::string& code, int row, int column, std::string_view text);
// A row before `at` (size(): at the end) whose first cell is `key` (the terrain, formation, condition or roll the
// row is about: every kind but generic needs it) and whose other cells are blank until the designer fills them.
Status addRuleRow(ToolContext& ctx, const std::string& code, int at, std::string_view key);
Status removeRuleRow(ToolContext& ctx, const std::string& code, int row);
Status moveRuleRow(ToolContext& ctx, const std::string& code, int row, int delta);  // -1 up, +1 down
Status addRuleTable(ToolContext& ctx, RuleTable table);                             // at the end of the ruleset
Status removeRuleTable(ToolContext& ctx, const std::string& code);
Status renameRuleTable(ToolContext& ctx, const std::string& code, const std::string& newCode);
Status setRuleTableTitle(ToolContext& ctx, const std::string& code, const std::string& title);
Status setRuleTableNotes(ToolContext& ctx, const std::string& code, const std::string& notes);
Status setRuleTableDie(ToolContext& ctx, const std::string& code, DieKind die);
// A column after the last one (blank in every row), and the removal of one.
Status addRuleColumn(ToolContext& ctx, const std::string& code, RuleColumn column);
Status removeRuleColumn(ToolContext& ctx, const std::string& code, int column);

}  // namespace cartouche
