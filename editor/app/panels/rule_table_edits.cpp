#include "rule_table_edits.h"

#include <utility>

#include "edit/rule_table_commands.h"
#include "rules/rule_queries.h"

namespace cartouche {

namespace {

RuleColumn column(std::string code, std::string heading, CellType type) {
  return {std::move(code), std::move(heading), type};
}

// "row 3 cavalry": the row as people count it and the column's code.
std::string cellName(const RuleTable& t, int row, int col) {
  return "row " + std::to_string(row + 1) + " " + t.columns[size_t(col)].code;
}

// The table `code` as it is now, or a refusal naming it.
Result<RuleTable> current(ToolContext& ctx, const std::string& code) {
  int i = findRuleTable(ctx.battle(), code);
  if (i < 0) return refuse(ctx, Status::notFound("the ruleset has no table \"" + code + "\""));
  return ctx.battle().rules[size_t(i)];
}

Status checkRow(ToolContext& ctx, const RuleTable& t, int row) {
  if (row < 0 || size_t(row) >= t.rows.size())
    return refuse(ctx, Status::invalidArgument("table \"" + t.code + "\" has no row " + std::to_string(row + 1)));
  return Status::ok();
}

}  // namespace

RuleTable newRuleTable(TableKind kind, std::string code, std::string title) {
  RuleTable t;
  t.code = std::move(code);
  t.title = std::move(title);
  t.kind = kind;
  switch (kind) {
    case TableKind::Movement:
      t.columns = {column("terrain", "Terrain", CellType::Terrain), column("infantry", "Infantry", CellType::MoveCost),
                   column("cavalry", "Cavalry", CellType::MoveCost),
                   column("artillery", "Artillery", CellType::MoveCost)};
      break;
    case TableKind::FireDefence:
      t.columns = {column("terrain", "Terrain", CellType::Terrain), column("line", "Line", CellType::FireDefence),
                   column("column", "Column", CellType::FireDefence)};
      break;
    case TableKind::FireMultiplier:
      t.columns = {column("formation", "Formation", CellType::Text),
                   column("infantry", "Infantry", CellType::Multiplier)};
      break;
    case TableKind::Modifiers:
      t.columns = {column("condition", "Condition", CellType::Text),
                   column("modifier", "Modifier", CellType::Modifier)};
      break;
    case TableKind::MoraleCheck:
      t.columns = {column("nation", "Nation", CellType::Text), column("troops", "Troops", CellType::Text),
                   column("checks", "Checks", CellType::Frequency)};
      break;
    case TableKind::MoraleLevels:
      t.columns = {column("organisation", "Organisation", CellType::Text),
                   column("levels", "Levels", CellType::Integer)};
      break;
    case TableKind::Stacking:
      t.columns = {column("terrain", "Terrain", CellType::Terrain), column("limit", "Limit", CellType::Text),
                   column("increments", "Increments", CellType::Integer)};
      break;
    case TableKind::Dice:
      t.die = DieKind::TwoDiceBase6;
      t.columns = {column("roll", "Roll", CellType::DieRange), column("result", "Result", CellType::Text)};
      break;
    case TableKind::Generic:
      t.columns = {column("item", "Item", CellType::Text), column("value", "Value", CellType::Text)};
      break;
  }
  return t;
}

std::string freeTableCode(const std::vector<RuleTable>& tables, std::string_view base) {
  auto taken = [&](const std::string& c) {
    for (const RuleTable& t : tables)
      if (t.code == c) return true;
    return false;
  };
  std::string code(base);
  for (int n = 2; taken(code); ++n) code = std::string(base) + "-" + std::to_string(n);
  return code;
}

int findRuleTable(const Battle& battle, std::string_view code) {
  for (size_t i = 0; i < battle.rules.size(); ++i)
    if (battle.rules[i].code == code) return int(i);
  return -1;
}

CellCheck checkCell(const RuleTable& table, int column, std::string_view text, const TerrainVocabulary& vocabulary) {
  const RuleColumn& c = table.columns[size_t(column)];
  CellCheck out;
  Result<std::string> canonical = canonicalCell(c.type, table.die, text);
  if (!canonical) {
    out.error = canonical.status().message();
    return out;
  }
  out.canonical = *canonical;
  if (c.type == CellType::Terrain && !out.canonical.empty())
    out.unknownTerrain = !vocabulary.find(out.canonical).has_value();
  return out;
}

CoverageMarks coverageMarks(const RuleTable& table) {
  CoverageMarks m;
  m.overlapRow.assign(table.rows.size(), false);
  if (table.kind != TableKind::Dice || !checkTableStructure(table)) return m;
  m.issues = checkCoverage(toDiceTable(table));
  for (const CoverageIssue& issue : m.issues)
    for (int row : issue.rows)  // numbered from 1
      if (row >= 1 && size_t(row) <= m.overlapRow.size()) m.overlapRow[size_t(row - 1)] = true;
  return m;
}

Status replaceRuleTable(ToolContext& ctx, const std::string& code, RuleTable next, std::string label) {
  int at = findRuleTable(ctx.battle(), code);
  std::optional<size_t> position;
  if (at >= 0) position = size_t(at);
  Result<ChangeSet> r =
      ctx.document.execute(std::make_unique<SetRuleTable>(code, std::move(next), position, std::move(label)));
  if (!r) return refuse(ctx, r.status());
  return Status::ok();
}

Status setRuleCell(ToolContext& ctx, const std::string& code, int row, int column, std::string_view text) {
  Result<RuleTable> t = current(ctx, code);
  if (!t) return t.status();
  if (Status s = checkRow(ctx, *t, row); !s) return s;
  if (column < 0 || size_t(column) >= t->columns.size())
    return refuse(ctx, Status::invalidArgument("table \"" + code + "\" has no column " + std::to_string(column + 1)));
  CellCheck c = checkCell(*t, column, text, ctx.battle().vocabulary);
  if (!c.error.empty())
    return refuse(ctx, Status::invalidArgument("table \"" + code + "\" " + cellName(*t, row, column) + ": " + c.error));
  std::string& cell = t->rows[size_t(row)][size_t(column)];
  if (cell == c.canonical) return Status::ok();  // nothing to undo
  cell = c.canonical;
  std::string label =
      "Set " + code + " " + cellName(*t, row, column) + (c.canonical.empty() ? " blank" : " to " + c.canonical);
  return replaceRuleTable(ctx, code, std::move(*t), std::move(label));
}

Status addRuleRow(ToolContext& ctx, const std::string& code, int at, std::string_view key) {
  Result<RuleTable> t = current(ctx, code);
  if (!t) return t.status();
  if (t->columns.empty())
    return refuse(ctx, Status::invalidArgument("table \"" + code + "\" has no columns to hold a row"));
  if (at < 0 || size_t(at) > t->rows.size()) at = int(t->rows.size());
  CellCheck c = checkCell(*t, 0, key, ctx.battle().vocabulary);
  if (!c.error.empty())
    return refuse(ctx,
                  Status::invalidArgument("table \"" + code + "\" new row " + t->columns[0].code + ": " + c.error));
  std::vector<std::string> row(t->columns.size());
  row[0] = c.canonical;
  t->rows.insert(t->rows.begin() + at, std::move(row));
  return replaceRuleTable(ctx, code, std::move(*t), "Add row " + std::to_string(at + 1) + " to " + code);
}

Status removeRuleRow(ToolContext& ctx, const std::string& code, int row) {
  Result<RuleTable> t = current(ctx, code);
  if (!t) return t.status();
  if (Status s = checkRow(ctx, *t, row); !s) return s;
  t->rows.erase(t->rows.begin() + row);
  return replaceRuleTable(ctx, code, std::move(*t), "Remove row " + std::to_string(row + 1) + " from " + code);
}

Status moveRuleRow(ToolContext& ctx, const std::string& code, int row, int delta) {
  Result<RuleTable> t = current(ctx, code);
  if (!t) return t.status();
  if (Status s = checkRow(ctx, *t, row); !s) return s;
  int to = row + delta;
  if (to < 0 || size_t(to) >= t->rows.size())
    return refuse(ctx, Status::invalidArgument("row " + std::to_string(row + 1) + " of table \"" + code +
                                               "\" cannot move " + (delta < 0 ? "up" : "down")));
  std::swap(t->rows[size_t(row)], t->rows[size_t(to)]);
  return replaceRuleTable(ctx, code, std::move(*t),
                          "Move " + code + " row " + std::to_string(row + 1) + (delta < 0 ? " up" : " down"));
}

Status addRuleTable(ToolContext& ctx, RuleTable table) {
  std::string code = table.code;
  Result<ChangeSet> r =
      ctx.document.execute(std::make_unique<SetRuleTable>(code, std::move(table), std::nullopt, "Add table " + code));
  if (!r) return refuse(ctx, r.status());
  return Status::ok();
}

Status removeRuleTable(ToolContext& ctx, const std::string& code) {
  if (findRuleTable(ctx.battle(), code) < 0)
    return refuse(ctx, Status::notFound("the ruleset has no table \"" + code + "\""));
  Result<ChangeSet> r =
      ctx.document.execute(std::make_unique<SetRuleTable>(code, std::nullopt, std::nullopt, "Remove table " + code));
  if (!r) return refuse(ctx, r.status());
  return Status::ok();
}

Status renameRuleTable(ToolContext& ctx, const std::string& code, const std::string& newCode) {
  if (newCode == code) return Status::ok();
  if (Status s = validateTerrainCode(newCode); !s)
    return refuse(ctx, Status::invalidArgument("table code \"" + newCode + "\": " + s.message()));
  if (findRuleTable(ctx.battle(), newCode) >= 0)
    return refuse(ctx, Status::invalidArgument("the ruleset already has a table \"" + newCode + "\""));
  Result<RuleTable> t = current(ctx, code);
  if (!t) return t.status();
  t->code = newCode;
  return replaceRuleTable(ctx, code, std::move(*t), "Rename table " + code + " to " + newCode);
}

Status setRuleTableTitle(ToolContext& ctx, const std::string& code, const std::string& title) {
  Result<RuleTable> t = current(ctx, code);
  if (!t) return t.status();
  if (t->title == title) return Status::ok();
  t->title = title;
  return replaceRuleTable(ctx, code, std::move(*t), "Set title of " + code);
}

Status setRuleTableNotes(ToolContext& ctx, const std::string& code, const std::string& notes) {
  Result<RuleTable> t = current(ctx, code);
  if (!t) return t.status();
  if (t->notes == notes) return Status::ok();
  t->notes = notes;
  return replaceRuleTable(ctx, code, std::move(*t), "Edit notes of " + code);
}

Status setRuleTableDie(ToolContext& ctx, const std::string& code, DieKind die) {
  Result<RuleTable> t = current(ctx, code);
  if (!t) return t.status();
  if (t->die == die) return Status::ok();
  t->die = die;
  // Die-range cells written for the old die may not read in the new one: the command refuses the table then, and
  // the message names the first such cell.
  return replaceRuleTable(ctx, code, std::move(*t), "Set die of " + code + " to " + dieKindName(die));
}

Status addRuleColumn(ToolContext& ctx, const std::string& code, RuleColumn column) {
  Result<RuleTable> t = current(ctx, code);
  if (!t) return t.status();
  if (t->columnIndex(column.code) >= 0)
    return refuse(ctx, Status::invalidArgument("table \"" + code + "\" already has a column \"" + column.code + "\""));
  std::string label = "Add column " + column.code + " to " + code;
  t->columns.push_back(std::move(column));
  for (std::vector<std::string>& row : t->rows) row.emplace_back();
  return replaceRuleTable(ctx, code, std::move(*t), std::move(label));
}

Status removeRuleColumn(ToolContext& ctx, const std::string& code, int column) {
  Result<RuleTable> t = current(ctx, code);
  if (!t) return t.status();
  if (column < 0 || size_t(column) >= t->columns.size())
    return refuse(ctx, Status::invalidArgument("table \"" + code + "\" has no column " + std::to_string(column + 1)));
  std::string label = "Remove column " + t->columns[size_t(column)].code + " from " + code;
  t->columns.erase(t->columns.begin() + column);
  for (std::vector<std::string>& row : t->rows) row.erase(row.begin() + column);
  return replaceRuleTable(ctx, code, std::move(*t), std::move(label));
}

}  // namespace cartouche
