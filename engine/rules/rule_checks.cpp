// Ruleset table problems: unknown terrain codes, costs of the wrong terrain kind, duplicate rows and codes, dice gaps
// and overlaps.
#include "rules/rule_checks.h"

#include <map>
#include <set>

#include "rules/rule_queries.h"

namespace cartouche {

namespace {

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

bool keyedKind(TableKind k) { return k != TableKind::Dice && k != TableKind::Generic; }

}  // namespace

void checkRuleTable(const RuleTable& t, const TerrainVocabulary& vocabulary, std::vector<Problem>& out) {
  auto problem = [&](Severity sev, std::string code, std::string message, int row, int column) {
    Problem p;
    p.severity = sev;
    p.code = std::move(code);
    p.message = std::move(message);
    p.table = t.code;
    if (row >= 0) p.row = row;
    if (column >= 0) p.column = column;
    out.push_back(std::move(p));
  };
  if (Status s = checkTableStructure(t); !s) {
    problem(Severity::Error, "table-structure", s.message(), -1, -1);
    return;
  }
  for (size_t r = 0; r < t.rows.size(); ++r) {
    for (size_t c = 0; c < t.columns.size(); ++c) {
      const std::string& cell = t.rows[r][c];
      if (t.columns[c].type != CellType::Terrain || cell.empty()) continue;
      if (t.kind == TableKind::Stacking && c == 0 && cell == "any") continue;  // a limit whatever the terrain
      auto id = vocabulary.find(cell);
      if (!id) {
        problem(Severity::Error, "table-unknown-terrain",
                cellLocation(t, int(r), int(c)) + " names terrain " + quoted(cell) + ", which the vocabulary lacks",
                int(r), int(c));
        continue;
      }
      if (t.kind != TableKind::Movement || c != 0) continue;
      const bool hexRow = vocabulary.at(*id).kind == TerrainKind::Hex;
      for (size_t k = 1; k < t.columns.size(); ++k) {
        if (t.columns[k].type != CellType::MoveCost || t.rows[r][k].empty()) continue;
        auto cost = parseMoveCost(t.rows[r][k]);
        if (cost && hexRow && cost->kind == MoveCost::Kind::Add)
          problem(Severity::Warning, "table-wrong-terrain-kind",
                  cellLocation(t, int(r), int(k)) + ": " + quoted(t.rows[r][k]) + " adds to a hexside crossing, but " +
                      quoted(cell) + " is a hex terrain",
                  int(r), int(k));
      }
    }
  }
  if (keyedKind(t.kind)) {
    const size_t keyColumns = t.kind == TableKind::MoraleCheck ? 2 : 1;
    // A stacking table may give one terrain a row per formation (road march on a road).
    const int formationColumn = t.kind == TableKind::Stacking ? t.columnIndex("formation") : -1;
    std::map<std::vector<std::string>, size_t> seen;
    for (size_t r = 0; r < t.rows.size(); ++r) {
      std::vector<std::string> key(t.rows[r].begin(), t.rows[r].begin() + long(keyColumns));
      if (formationColumn >= 0) key.push_back(t.rows[r][size_t(formationColumn)]);
      auto [it, fresh] = seen.emplace(key, r);
      if (!fresh)
        problem(Severity::Error, "table-duplicate-row",
                cellLocation(t, int(r), -1) + " repeats the " + quoted(t.columns[0].code) + " " + quoted(key[0]) +
                    " of row " + std::to_string(it->second + 1),
                int(r), 0);
    }
  }
  if (t.kind == TableKind::Dice) {
    DiceTable dice = toDiceTable(t);
    for (const CoverageIssue& issue : checkCoverage(dice)) {
      const bool gap = issue.kind == CoverageIssue::Kind::Gap;
      int row = gap ? -1 : issue.rows.empty() ? -1 : issue.rows.back() - 1;
      std::string fix;
      if (gap && dice.rows.size() == t.rows.size()) {
        // The fix when one is clear: the row ending just before the gap stretched over it, else the row starting
        // just after it.
        const std::vector<int> space = dieSpace(dice.kind);
        const int at = rollIndex(dice.kind, issue.range.first), end = rollIndex(dice.kind, issue.range.last);
        for (size_t r = 0; r < dice.rows.size() && fix.empty(); ++r) {
          const DieRange& d = dice.rows[r].range;
          if (at > 0 && d.last == space[size_t(at - 1)]) {
            fix = "; extend row " + std::to_string(r + 1) + " (" + formatDieRange(dice.kind, d) + ") to " +
                  formatDieRange(dice.kind, {d.first, issue.range.last});
            row = int(r);
          }
        }
        for (size_t r = 0; r < dice.rows.size() && fix.empty(); ++r) {
          const DieRange& d = dice.rows[r].range;
          if (end + 1 < int(space.size()) && d.first == space[size_t(end + 1)]) {
            fix = "; start row " + std::to_string(r + 1) + " (" + formatDieRange(dice.kind, d) + ") at " +
                  formatRoll(dice.kind, issue.range.first) + ": " +
                  formatDieRange(dice.kind, {issue.range.first, d.last});
            row = int(r);
          }
        }
      }
      problem(Severity::Error, gap ? "dice-gap" : "dice-overlap",
              "table " + quoted(t.code) + " (" + dieKindName(dice.kind) + "): " + issue.describe(dice.kind) + fix, row,
              gap && row < 0 ? -1 : 0);
    }
  }
}

void checkRuleTables(const std::vector<RuleTable>& tables, const TerrainVocabulary& vocabulary,
                     std::vector<Problem>& out) {
  std::set<std::string> codes;
  for (size_t i = 0; i < tables.size(); ++i) {
    if (!codes.insert(tables[i].code).second) {
      Problem p;
      p.code = "table-duplicate-code";
      p.message = "two ruleset tables have the code " + quoted(tables[i].code);
      p.table = tables[i].code;
      out.push_back(std::move(p));
    }
    checkRuleTable(tables[i], vocabulary, out);
  }
}

}  // namespace cartouche
