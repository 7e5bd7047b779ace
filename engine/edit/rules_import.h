// Importing ruleset tables and terrain types from another battle (a designer reusing a series' charts): a plan that
// compares the source battle with the target item by item, and one command that imports the chosen items as a
// single undo step. A table or type is new (the target has no such code), identical, or a clash (same code,
// different content; the plan says what differs, "here" being the target and "there" the source). A table whose
// terrain cells name codes the target lacks brings those types along from the source. Thread-safety: pure functions
// over values; the command is an immutable value like every command.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "edit/command.h"

namespace cartouche {

enum class ImportState { New, Identical, Clash };
// "new", "identical", "clash".
const char* importStateName(ImportState state);

struct ImportItem {
  std::string code;
  std::string name;  // a table's title, a terrain type's name
  ImportState state = ImportState::New;
  std::vector<std::string> differences;    // clashes only: "colour #5e8c48 here, #40782c there", "3 rows here, 5 there"
  std::vector<std::string> bringsTerrain;  // tables: terrain codes of its cells the target lacks and the source has
  std::vector<std::string> broughtBy;      // terrain types: the source tables whose cells name it
};

struct ImportPlan {
  std::vector<ImportItem> tables;   // the source's tables, in its order
  std::vector<ImportItem> terrain;  // the source's terrain types, in id order
  const ImportItem* table(const std::string& code) const;
  const ImportItem* terrainType(const std::string& code) const;
};

ImportPlan planRulesImport(const Battle& target, const Battle& source);

struct ImportChoice {
  std::vector<std::string> tables;   // codes of source tables to import
  std::vector<std::string> terrain;  // codes of source terrain types to import
  std::set<std::string> replace;     // codes of chosen clashing items to take from the source; other clashes keep
                                     // the target's (a table and a type of one code are both replaced)
};

// What an import changes.
struct ImportCounts {
  size_t tablesAdded = 0, tablesReplaced = 0, terrainAdded = 0, terrainReplaced = 0;
  size_t total() const { return tablesAdded + tablesReplaced + terrainAdded + terrainReplaced; }
};

struct RulesImport {
  CommandPtr command;  // null when nothing would change
  ImportCounts counts;
};

// The command importing `choice` from `source` into `target` (which it only reads), as one CommandGroup named
// `label`: new terrain types appended (with those the chosen tables bring along), replaced types edited in place,
// new tables appended, replaced tables set in their place; identical and kept items are left alone. Refuses a code
// the source lacks, naming it.
Result<RulesImport> makeRulesImport(const Battle& target, const Battle& source, const ImportChoice& choice,
                                    const std::string& label);

}  // namespace cartouche
