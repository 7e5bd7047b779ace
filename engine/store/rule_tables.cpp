#include "store/rule_tables.h"

#include <map>

#include "store/row_codes.h"
#include "store/row_reader.h"

namespace cartouche {

namespace {

constexpr int64_t kMaxPosition = 1000000;  // far more rows or columns than any printed chart has

std::string tableSubject(const RuleTable& t) { return "table \"" + t.code + "\""; }

Status readTables(Db& db, std::vector<RuleTable>& tables) {
  auto st = db.prepare("SELECT id, code, kind, title, die, notes FROM battle_rule_tables ORDER BY id");
  if (!st) return st.status();
  std::map<std::string, int64_t> codes;
  Status s;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_rule_tables");
    int64_t expected = int64_t(tables.size()) + 1;
    if (row.id() != expected)
      return row.fail(
          "id", "rule table ids are their positions 1, 2, 3... without gaps; expected " + std::to_string(expected));
    RuleTable t;
    t.code = row.text(1, "code");
    if (!row.ok()) return row.status();
    row.setSubject(tableSubject(t));
    if (auto [it, added] = codes.emplace(t.code, row.id()); !added)
      return row.fail("code", "the code is also used by row " + std::to_string(it->second));
    std::string kind = row.text(2, "kind");
    t.title = row.text(3, "title");
    int die = row.code(4, "die", dieNames());
    t.notes = row.text(5, "notes");
    if (!row.ok()) return row.status();
    auto k = parseTableKind(kind);
    if (!k) return row.fail("kind", k.status().message());
    t.kind = *k;
    if (size_t(die) + 1 < dieNames().size()) t.die = DieKind(die);
    tables.push_back(std::move(t));
  }
  return s;
}

Status readColumns(Db& db, std::vector<RuleTable>& tables, int64_t firstId) {
  auto st = db.prepare(
      "SELECT id, table_id, position, code, heading, type FROM battle_rule_columns ORDER BY table_id, position, id");
  if (!st) return st.status();
  Status s;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_rule_columns");
    int64_t tableId = row.integer(1, "table_id", firstId, firstId + int64_t(tables.size()) - 1);
    if (!row.ok()) return row.fail("table_id", "no rule table has this id");
    RuleTable& t = tables[size_t(tableId - firstId)];
    row.setSubject(tableSubject(t));
    int64_t position = row.integer(2, "position", 1, kMaxPosition);
    RuleColumn c;
    c.code = row.text(3, "code");
    c.heading = row.text(4, "heading");
    std::string type = row.text(5, "type");
    if (!row.ok()) return row.status();
    if (position != int64_t(t.columns.size()) + 1)
      return row.fail("position", "column positions run 1, 2, 3... without gaps or repeats; expected " +
                                      std::to_string(t.columns.size() + 1) + ", found " + std::to_string(position));
    row.setSubject(tableSubject(t) + " column \"" + c.code + "\"");
    auto ty = parseCellType(type);
    if (!ty) return row.fail("type", ty.status().message());
    c.type = *ty;
    t.columns.push_back(std::move(c));
  }
  return s;
}

// A row is complete when it has one cell per column.
Status checkRowComplete(const std::string& path, const RuleTable& t, int64_t cellsInLastRow) {
  if (t.rows.empty() || cellsInLastRow == int64_t(t.columns.size())) return Status::ok();
  return Status::corrupt(path + ": battle_rule_cells: " + tableSubject(t) + " row " + std::to_string(t.rows.size()) +
                         " has " + std::to_string(cellsInLastRow) + " cells, the table has " +
                         std::to_string(t.columns.size()) + " columns");
}

Status readCells(Db& db, std::vector<RuleTable>& tables, int64_t firstId) {
  auto st = db.prepare(
      "SELECT id, table_id, table_row, table_column, text FROM battle_rule_cells "
      "ORDER BY table_id, table_row, table_column, id");
  if (!st) return st.status();
  Status s;
  RuleTable* current = nullptr;
  int64_t cellsInRow = 0;
  while (st->step(s)) {
    RowReader row(*st, db.path(), "battle_rule_cells");
    int64_t tableId = row.integer(1, "table_id", firstId, firstId + int64_t(tables.size()) - 1);
    if (!row.ok()) return row.fail("table_id", "no rule table has this id");
    RuleTable& t = tables[size_t(tableId - firstId)];
    if (&t != current) {
      if (current)
        if (Status c = checkRowComplete(db.path(), *current, cellsInRow); !c) return c;
      current = &t;
      cellsInRow = 0;
    }
    row.setSubject(tableSubject(t));
    int64_t r = row.integer(2, "table_row", 1, kMaxPosition);
    int64_t c = row.integer(3, "table_column", 1, kMaxPosition);
    if (!row.ok()) return row.status();
    if (r == int64_t(t.rows.size()) + 1) {
      if (Status done = checkRowComplete(db.path(), t, cellsInRow); !done) return done;
      t.rows.emplace_back();
      cellsInRow = 0;
    } else if (r != int64_t(t.rows.size())) {
      return row.fail("table_row", "rows run 1, 2, 3... without gaps; expected " + std::to_string(t.rows.size() + 1) +
                                       ", found " + std::to_string(r));
    }
    if (c != cellsInRow + 1)
      return row.fail("table_column", "row " + std::to_string(r) + " should go on with column " +
                                          std::to_string(cellsInRow + 1) + ", found " + std::to_string(c) +
                                          " (the table has " + std::to_string(t.columns.size()) + " columns)");
    if (c > int64_t(t.columns.size()))
      return row.fail("table_column", "column " + std::to_string(c) + " is past the table's " +
                                          std::to_string(t.columns.size()) + " columns");
    const RuleColumn& col = t.columns[size_t(c - 1)];
    row.setSubject(tableSubject(t) + " row " + std::to_string(r) + " column \"" + col.code + "\"");
    std::string text = row.text(4, "text");
    if (!row.ok()) return row.status();
    // A DieRange cell of a table without a die is the table's fault: checkTableStructure names it below.
    if (col.type != CellType::DieRange || t.die) {
      auto canonical = canonicalCell(col.type, t.die, text);
      if (!canonical) return row.fail("text", canonical.status().message());
      if (*canonical != text)
        return row.fail("text", "\"" + text + "\" is not canonical; the canonical text is \"" + *canonical + "\"");
    }
    t.rows.back().push_back(std::move(text));
    ++cellsInRow;
  }
  if (!s) return s;
  if (current) return checkRowComplete(db.path(), *current, cellsInRow);
  return Status::ok();
}

}  // namespace

Status readRuleTables(Db& db, std::vector<RuleTable>& out) {
  std::vector<RuleTable> tables;
  if (Status s = readTables(db, tables); !s) return s;
  if (Status s = readColumns(db, tables, 1); !s) return s;
  if (Status s = readCells(db, tables, 1); !s) return s;
  for (size_t i = 0; i < tables.size(); ++i)
    if (Status s = checkTableStructure(tables[i]); !s)
      return Status::corrupt(db.path() + ": battle_rule_tables row " + std::to_string(i + 1) + ": " + s.message());
  for (RuleTable& t : tables) out.push_back(std::move(t));
  return Status::ok();
}

Status writeRuleTables(Db& db, const std::vector<RuleTable>& tables) {
  std::map<std::string, size_t> codes;
  for (size_t i = 0; i < tables.size(); ++i) {
    if (auto [it, added] = codes.emplace(tables[i].code, i); !added)
      return Status::invalidArgument("ruleset tables " + std::to_string(it->second + 1) + " and " +
                                     std::to_string(i + 1) + " share the code \"" + tables[i].code + "\"");
    if (Status s = checkTableStructure(tables[i]); !s) return s;
  }
  for (const char* sql :
       {"DELETE FROM battle_rule_cells", "DELETE FROM battle_rule_columns", "DELETE FROM battle_rule_tables"})
    if (Status s = db.exec(sql); !s) return s;
  auto table =
      db.prepare("INSERT INTO battle_rule_tables (id, code, kind, title, die, notes) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  auto column = db.prepare(
      "INSERT INTO battle_rule_columns (id, table_id, position, code, heading, type) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  auto cell = db.prepare(
      "INSERT INTO battle_rule_cells (id, table_id, table_row, table_column, text) VALUES (?1, ?2, ?3, ?4, ?5)");
  if (!table) return table.status();
  if (!column) return column.status();
  if (!cell) return cell.status();
  int64_t columnId = 1, cellId = 1;
  for (size_t i = 0; i < tables.size(); ++i) {
    const RuleTable& t = tables[i];
    int64_t tableId = int64_t(i) + 1;
    table->bind(1, tableId);
    table->bind(2, t.code);
    table->bind(3, tableKindName(t.kind));
    table->bind(4, t.title);
    table->bind(5, std::string_view(dieNames()[t.die ? size_t(*t.die) : dieNames().size() - 1]));
    table->bind(6, t.notes);
    if (Status s = table->run(); !s) return s;
    for (size_t c = 0; c < t.columns.size(); ++c) {
      column->bind(1, columnId++);
      column->bind(2, tableId);
      column->bind(3, int64_t(c) + 1);
      column->bind(4, t.columns[c].code);
      column->bind(5, t.columns[c].heading);
      column->bind(6, cellTypeName(t.columns[c].type));
      if (Status s = column->run(); !s) return s;
    }
    for (size_t r = 0; r < t.rows.size(); ++r)
      for (size_t c = 0; c < t.rows[r].size(); ++c) {
        cell->bind(1, cellId++);
        cell->bind(2, tableId);
        cell->bind(3, int64_t(r) + 1);
        cell->bind(4, int64_t(c) + 1);
        cell->bind(5, t.rows[r][c]);
        if (Status s = cell->run(); !s) return s;
      }
  }
  return Status::ok();
}

}  // namespace cartouche
