// The rules panel: the battle's ruleset tables (code, title, kind and a badge with the table's problem count), a
// form to add a table of a chosen kind, and the table editor (rule_table_editor.h) for the chosen one. A floating
// window the user moves and resizes; View > Rules tables, F7, or a click on a table problem opens it. Every change
// goes through rule_table_edits.h: one SetRuleTable command, one undo step. Main thread, inside an ImGui frame.
#pragma once

#include <optional>
#include <string>

#include "panel_context.h"
#include "rule_table_editor.h"
#include "rules/validate.h"

namespace cartouche {

inline constexpr const char* kRulesWindowName = "Rules tables";

class RulesPanel {
 public:
  // Draws the window when open. `report` gives the badges (the problems panel's last validation).
  void draw(PanelContext& ctx, const ValidationReport& report);

  // Opens the panel on table `code`, highlighting the row and cell when given, and brings it to the front.
  void show(const std::string& code, std::optional<int> row = std::nullopt, std::optional<int> column = std::nullopt);

  bool open = false;
  const std::string& selected() const { return selected_; }
  const RuleTableEditor& editor() const { return editor_; }
  RuleTableEditor& editor() { return editor_; }

 private:
  void drawTableList(PanelContext& ctx, const ValidationReport& report);
  void drawNewTableForm(PanelContext& ctx);

  std::string selected_;  // table code; "" or a vanished code: the first table
  bool focus_ = false;
  bool listScroll_ = false;  // scroll the table list to the selection (after show())
  RuleTableEditor editor_;
  int newKind_ = 0;  // index into the kinds offered by the new-table form
  std::string newCode_;
};

}  // namespace cartouche
