// The ruleset tables in a battle file (schema v3): battle_rule_tables (one row per table, id = position from 1),
// battle_rule_columns (one row per column) and battle_rule_cells (one row per cell, blanks included, as canonical
// text). Reading checks every row and hands out tables that pass checkTableStructure; writing refuses tables the
// reader would refuse. Internal to the store. Not thread-safe: one connection at a time.
#pragma once

#include <vector>

#include "model/rule_table.h"
#include "store/sqlite_db.h"

namespace cartouche {

// Appends the file's tables to `tables` in position order. Errors name the file, the SQL table and row id, the rule
// table's code (and row and column for a cell) and the field:
// `b.gpkg: battle_rule_cells row 17 (table "movement" row 3 column "cavalry"): text: "X 3" is not canonical ...`.
Status readRuleTables(Db& db, std::vector<RuleTable>& tables);

// Replaces the three tables' rows with `tables`. REQUIRES: the caller owns the transaction.
Status writeRuleTables(Db& db, const std::vector<RuleTable>& tables);

}  // namespace cartouche
