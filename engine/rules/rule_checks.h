// The ruleset tables' problems against the battle's terrain vocabulary, as the problems panel and `cartouche
// validate` show them. Thread-safety: pure functions.
#pragma once

#include <vector>

#include "model/rule_table.h"
#include "model/terrain.h"
#include "rules/problem.h"

namespace cartouche {

// The checks the problems panel and `cartouche validate` show, as Problems with table/row/column set:
//  "table-unknown-terrain"   a terrain cell names a code the vocabulary lacks (error)
//  "table-wrong-terrain-kind" hexside-only cost ("+3") on a hex terrain row, or a hex cost on a hexside row (warning)
//  "table-duplicate-row"     two rows with the same key (terrain, formation, condition...) (error)
//  "dice-gap", "dice-overlap" the roll column leaves die values uncovered or covers some twice (error; one
//                            problem per gap or overlap, message from CoverageIssue::describe)
//  "table-structure"         what checkTableStructure refuses (error), for tables built in memory
void checkRuleTable(const RuleTable& table, const TerrainVocabulary& vocabulary, std::vector<Problem>& out);
// Every table, plus "table-duplicate-code" for two tables with one code.
void checkRuleTables(const std::vector<RuleTable>& tables, const TerrainVocabulary& vocabulary,
                     std::vector<Problem>& out);

}  // namespace cartouche
