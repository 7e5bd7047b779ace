#include "rules_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cfloat>

namespace cartouche {

namespace {

constexpr TableKind kKinds[] = {TableKind::Movement,  TableKind::FireDefence, TableKind::FireMultiplier,
                                TableKind::Modifiers, TableKind::MoraleCheck, TableKind::MoraleLevels,
                                TableKind::Stacking,  TableKind::Dice,        TableKind::Generic};

std::vector<Problem> problemsOf(const ValidationReport& report, const std::string& code) {
  std::vector<Problem> out;
  for (const Problem& p : report.problems)
    if (p.table == code) out.push_back(p);
  return out;
}

}  // namespace

void RulesPanel::show(const std::string& code, std::optional<int> row, std::optional<int> column) {
  open = true;
  focus_ = true;
  selected_ = code;
  listScroll_ = true;
  editor_.highlight(row, column);
}

void RulesPanel::drawTableList(PanelContext& ctx, const ValidationReport& report) {
  const std::vector<RuleTable>& tables = ctx.tool.battle().rules;
  ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollY;
  // A quarter of the window's height at most for the list (at least 6 rows), the rest for the chosen table.
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const size_t most = std::max<size_t>(6, size_t(ImGui::GetWindowHeight() * 0.25f / line));
  float height = line * float(std::clamp<size_t>(tables.size(), 2, most) + 1) + 4.f;
  if (!ImGui::BeginTable("tables", 4, flags, ImVec2(0, height))) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn("Code", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 12.f);
  ImGui::TableSetupColumn("Title", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn("Kind", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 7.f);
  ImGui::TableSetupColumn("Problems", ImGuiTableColumnFlags_WidthFixed, ImGui::GetFontSize() * 5.f);
  ImGui::TableHeadersRow();
  for (const RuleTable& t : tables) {
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    ImGui::PushID(t.code.c_str());
    if (ImGui::Selectable(t.code.c_str(), t.code == selected_, ImGuiSelectableFlags_SpanAllColumns)) {
      selected_ = t.code;
      editor_.highlight(std::nullopt, std::nullopt);
    }
    ImGui::PopID();
    if (listScroll_ && t.code == selected_) {
      ImGui::SetScrollHereY(0.5f);
      listScroll_ = false;
    }
    ImGui::TableSetColumnIndex(1);
    ImGui::TextUnformatted(t.title.c_str());
    ImGui::TableSetColumnIndex(2);
    ImGui::TextDisabled("%s", std::string(tableKindName(t.kind)).c_str());
    ImGui::TableSetColumnIndex(3);
    size_t errors = 0, warnings = 0;
    for (const Problem& p : report.problems)
      if (p.table == t.code) ++(p.severity == Severity::Error ? errors : warnings);
    if (errors) ImGui::TextColored(ImVec4(1.f, 0.45f, 0.4f, 1.f), "%zu", errors);
    if (errors && warnings) ImGui::SameLine();
    if (warnings) ImGui::TextColored(ImVec4(1.f, 0.8f, 0.3f, 1.f), "%zu", warnings);
    if (!errors && !warnings) ImGui::TextDisabled("ok");
  }
  ImGui::EndTable();
}

void RulesPanel::drawNewTableForm(PanelContext& ctx) {
  ImGui::TextUnformatted("New table");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9.f);
  if (ImGui::BeginCombo("##kind", std::string(tableKindName(kKinds[newKind_])).c_str())) {
    for (int i = 0; i < int(std::size(kKinds)); ++i)
      if (ImGui::Selectable(std::string(tableKindName(kKinds[i])).c_str(), i == newKind_)) newKind_ = i;
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10.f);
  ImGui::InputTextWithHint("##newcode", "code", &newCode_);
  ImGui::SameLine();
  if (ImGui::Button("Add table")) {
    TableKind kind = kKinds[newKind_];
    const std::vector<RuleTable>& tables = ctx.tool.battle().rules;
    std::string code = newCode_.empty() ? freeTableCode(tables, tableKindName(kind)) : newCode_;
    if (addRuleTable(ctx.tool, newRuleTable(kind, code, ""))) {
      selected_ = code;
      newCode_.clear();
    }
  }
  ImGui::SameLine();
  bool any = findRuleTable(ctx.tool.battle(), selected_) >= 0;
  ImGui::BeginDisabled(!any);
  if (ImGui::Button("Remove table")) removeRuleTable(ctx.tool, selected_);
  ImGui::EndDisabled();
}

void RulesPanel::draw(PanelContext& ctx, const ValidationReport& report) {
  if (!open) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.42f), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  // Large enough for a dozen tables and readable notes and result columns on a big screen, inside the window.
  ImGui::SetNextWindowSize(ImVec2(std::min(vp->Size.x - 40.f, std::max(860.f, vp->Size.x * 0.72f)),
                                  std::min(vp->Size.y - 80.f, std::max(600.f, vp->Size.y * 0.82f))),
                           ImGuiCond_Appearing);
  ImGui::SetNextWindowBgAlpha(1.f);
  if (focus_) ImGui::SetNextWindowFocus();
  focus_ = false;
  if (!ImGui::Begin(kRulesWindowName, &open, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse)) {
    ImGui::End();
    return;
  }
  const std::vector<RuleTable>& tables = ctx.tool.battle().rules;
  // A selection that vanished (the table was removed or renamed by undo) falls back to the first table.
  if (findRuleTable(ctx.tool.battle(), selected_) < 0) selected_ = tables.empty() ? "" : tables.front().code;
  drawTableList(ctx, report);
  drawNewTableForm(ctx);
  ImGui::Separator();
  int i = findRuleTable(ctx.tool.battle(), selected_);
  if (i < 0) {
    ImGui::TextDisabled("The ruleset has no tables yet: choose a kind and Add table.");
  } else {
    const RuleTable& table = ctx.tool.battle().rules[size_t(i)];
    std::string code = table.code;
    editor_.draw(ctx, table, problemsOf(report, code));
    // A rename keeps the table chosen under its new code.
    if (findRuleTable(ctx.tool.battle(), code) < 0 && size_t(i) < ctx.tool.battle().rules.size())
      selected_ = ctx.tool.battle().rules[size_t(i)].code;
  }
  ImGui::End();
}

}  // namespace cartouche
