// The editor of one ruleset table inside the rules panel: code, title, die and notes (read wrapped, Edit to change); an
// ImGui table with the column headings and types and one text field per cell, checked by the column's type as the user
// types (the error shows under the cell) and stored as its canonical text when the field is left with Enter or a click
// elsewhere; a combo of vocabulary codes on terrain cells, with a cell naming a code the vocabulary lacks marked;
// buttons to add, remove and move rows (a new row names its key first) and to add or remove columns; and for dice
// tables the coverage (gaps and overlaps) listed under the table with the overlapping rows marked. Changes go through
// rule_table_edits.h, run once the table is drawn (a change replaces the table being drawn). Main thread, inside an
// ImGui frame.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "panel_context.h"
#include "rule_table_edits.h"
#include "rules/problem.h"

namespace cartouche {

class RuleTableEditor {
 public:
  // Draws the editor of `table` (the battle's own). `problems` are the table's problems.
  void draw(PanelContext& ctx, const RuleTable& table, const std::vector<Problem>& problems);

  // The row and cell a problem click asked to show: highlighted, scrolled to on the next draw, and a text cell gets
  // the keyboard.
  void highlight(std::optional<int> row, std::optional<int> column);
  std::optional<int> highlightedRow() const { return highlightRow_; }
  std::optional<int> highlightedColumn() const { return highlightColumn_; }

  // For tests: where cell (row, column) was drawn in the last frame (screen units; row -1 is the heading), and the
  // text being typed and its check while a cell is edited.
  std::optional<std::pair<ImVec2, ImVec2>> cellRect(int row, int column) const;
  const std::string& editText() const { return editText_; }
  const std::string& editError() const { return editCheck_.error; }
  // The last text refused when a cell was left, with the reason ("" when none).
  const std::string& refusal() const { return refusal_; }

 private:
  void syncFields(const RuleTable& table);
  void drawHeader(PanelContext& ctx, const RuleTable& table);
  void drawCells(PanelContext& ctx, const RuleTable& table, const CoverageMarks& marks,
                 const std::vector<Problem>& problems);
  void drawCell(PanelContext& ctx, const RuleTable& table, int row, int column);
  void drawTerrainCombo(PanelContext& ctx, const RuleTable& table, int row, int column);
  void drawFooter(PanelContext& ctx, const RuleTable& table, const CoverageMarks& marks,
                  const std::vector<Problem>& problems);
  // Runs after the table is drawn; the first request of a frame wins (one change a frame is all a person makes).
  void request(std::function<Status()> change);

  std::string tableCode_;  // the table the field buffers below belong to
  std::string codeText_, titleText_, notesText_;
  bool editingNotes_ = false;
  std::optional<std::pair<int, int>> editing_;  // the cell whose field is active
  std::string editText_;
  CellCheck editCheck_;
  std::string refusal_;
  std::optional<std::pair<int, int>> refusedCell_;
  std::optional<int> highlightRow_, highlightColumn_;
  bool scrollPending_ = false;
  bool focusPending_ = false;  // put the keyboard in the highlighted cell (text cells; a terrain combo only shows)
  std::map<std::pair<int, int>, std::pair<ImVec2, ImVec2>> cellRects_;
  std::string newRowKey_;
  std::string newColumnCode_;
  int newColumnType_ = 0;
  std::function<Status()> pending_;
};

}  // namespace cartouche
