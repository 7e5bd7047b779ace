#include "history_panel.h"

#include <string>

#include "panel_layout.h"

namespace cartouche {

Status jumpToHistory(Document& document, size_t applied) {
  const UndoStack& h = document.history();
  if (applied > h.size()) return Status::invalidArgument("history has only " + std::to_string(h.size()) + " entries");
  while (h.index() > applied)
    if (Result<ChangeSet> r = document.undo(); !r) return r.status();
  while (h.index() < applied)
    if (Result<ChangeSet> r = document.redo(); !r) return r.status();
  return Status::ok();
}

void HistoryPanel::draw(PanelContext& ctx) {
  if (!ImGui::Begin("History", nullptr, kTabbedPanelFlags)) {
    ImGui::End();
    return;
  }
  Document& doc = ctx.tool.document;
  const UndoStack& h = doc.history();
  size_t target = h.index();
  bool clicked = false;
  // Line i stands for "i entries applied": line 0 is the battle as opened. Only visible lines are drawn, so a
  // history of thousands of strokes costs nothing.
  ImGuiListClipper clipper;
  clipper.Begin(int(h.size()) + 1);
  while (clipper.Step())
    for (size_t i = size_t(clipper.DisplayStart); i < size_t(clipper.DisplayEnd); ++i) {
      bool undone = i > h.index();
      ImGui::PushID(int(i));
      if (undone) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
      const std::string label = i == 0 ? std::string("(opened)") : h.label(i - 1);
      if (ImGui::Selectable(label.c_str(), i == h.index())) {
        target = i;
        clicked = true;
      }
      // A label wider than the column is cut at its edge: the whole of it on hover.
      if (ImGui::IsItemHovered() && ImGui::CalcTextSize(label.c_str()).x > ImGui::GetItemRectSize().x)
        ImGui::SetTooltip("%s", label.c_str());
      if (undone) ImGui::PopStyleColor();
      ImGui::PopID();
    }
  clipper.End();
  if (h.size() != lastSize_) {
    if (h.size() > lastSize_) ImGui::SetScrollHereY(1.f);
    lastSize_ = h.size();
  }
  if (clicked && target != h.index()) {
    Status s = jumpToHistory(doc, target);
    if (!s && ctx.tool.message) *ctx.tool.message = s.message();
  }
  ImGui::End();
}

}  // namespace cartouche
