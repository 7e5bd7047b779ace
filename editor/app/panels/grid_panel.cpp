#include "grid_panel.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <string>

#include "edit/map_commands.h"
#include "panel_layout.h"

namespace cartouche {

Status applyGridSettings(ToolContext& ctx, GridSettings wanted) {
  const GridSettings& now = ctx.battle().map.grid();
  wanted.columns = now.columns;
  wanted.rows = now.rows;
  if (wanted == now) return Status::ok();
  return runCommand(ctx, std::make_unique<ChangeGrid>(std::move(wanted)));
}

Status applyMapResize(ToolContext& ctx, const MapResize& r) {
  if (r.left == 0 && r.top == 0 && r.right == 0 && r.bottom == 0) return Status::ok();
  return runCommand(ctx, std::make_unique<ResizeMap>(r.left, r.top, r.right, r.bottom, ctx.state.terrain));
}

void GridPanel::apply(PanelContext& ctx) {
  Status s = applyGridSettings(ctx.tool, draft_);
  error_ = s ? std::string() : s.message();
  if (!s) draft_ = ctx.tool.battle().map.grid();
}

std::string shiftedLineChoices(const GridSettings& grid) {
  // 0-based odd lines are the 2nd, 4th, ... lines of the printed map; their numbers (or letters) follow from the
  // first row's or column's.
  const bool pointy = grid.orientation == Orientation::PointyTop;
  const int first = pointy ? grid.labels.firstRow : grid.labels.firstColumn;
  const bool letters = !pointy && grid.labels.columnLetters;
  auto name = [&](int line) { return letters ? columnLettersFor(first - 1 + line) : std::to_string(first + line); };
  auto lines = [&](int from) { return name(from) + ", " + name(from + 2) + ", " + name(from + 4) + ", ..."; };
  return lines(1) + '\0' + lines(0) + '\0';
}

void GridPanel::drawGridSettings(PanelContext& ctx) {
  bool pointy = draft_.orientation == Orientation::PointyTop;
  int orientation = pointy ? 0 : 1;
  if (ImGui::Combo("Hexes", &orientation, "pointy-topped\0flat-topped\0")) {
    draft_.orientation = orientation == 0 ? Orientation::PointyTop : Orientation::FlatTop;
    apply(ctx);
  }
  int shifted = draft_.shifted == ShiftedLines::Odd ? 0 : 1;
  const std::string choices = shiftedLineChoices(draft_);
  if (ImGui::Combo(pointy ? "Shifted rows" : "Shifted columns", &shifted, choices.c_str())) {
    draft_.shifted = shifted == 0 ? ShiftedLines::Odd : ShiftedLines::Even;
    apply(ctx);
  }
  // Text and number fields apply when the field is left after an edit: one undo step per field.
  float numberW = ImGui::GetFontSize() * 2.8f;
  auto intField = [&](const char* label, int* value, int lo, int hi) {
    ImGui::SetNextItemWidth(numberW);
    ImGui::InputInt(label, value, 0, 0);
    *value = std::clamp(*value, lo, hi);
    if (ImGui::IsItemDeactivatedAfterEdit()) apply(ctx);
  };
  auto rowLabel = [](const char* text) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(text);
    ImGui::SameLine(ImGui::GetFontSize() * 6.f);
  };
  LabelFormat& f = draft_.labels;
  rowLabel("First");
  intField("col##first", &f.firstColumn, -9999, 9999);
  ImGui::SameLine();
  intField("row##first", &f.firstRow, -9999, 9999);
  rowLabel("Digits");
  intField("col##digits", &f.columnDigits, 1, 6);
  ImGui::SameLine();
  intField("row##digits", &f.rowDigits, 1, 6);
  if (ImGui::Checkbox("Leading zeros", &f.leadingZeros)) apply(ctx);
  ImGui::SameLine();
  if (ImGui::Checkbox("Column letters", &f.columnLetters)) apply(ctx);
  rowLabel("Separator");
  ImGui::SetNextItemWidth(numberW);
  ImGui::InputText("##separator", &f.separator);
  if (ImGui::IsItemDeactivatedAfterEdit()) apply(ctx);
  rowLabel("Hex size");
  ImGui::SetNextItemWidth(numberW * 2.2f);
  ImGui::InputDouble("metres", &draft_.hexSizeMetres, 0.0, 0.0, "%.1f");
  if (ImGui::IsItemDeactivatedAfterEdit()) apply(ctx);
}

void GridPanel::drawMapSize(PanelContext& ctx) {
  const Battle& b = ctx.tool.battle();
  const GridSettings& g = b.map.grid();
  ImGui::Text("%d x %d hexes, labels %s", g.columns, g.rows, labelRange(g).c_str());
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Add or remove");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 3.5f);
  ImGui::InputInt("hexes##resizeBy", &resizeBy_, 0, 0);
  resizeBy_ = std::clamp(resizeBy_, 1, kMaxMapSide);
  const char* edges[] = {"Left", "Top", "Right", "Bottom"};
  const char* lines[] = {"columns", "rows", "columns", "rows"};
  // Left and right on one line, top and bottom on the next.
  for (int e : {0, 2, 1, 3}) {
    ImGui::PushID(e);
    if (e == 2 || e == 3) ImGui::SameLine(ImGui::GetFontSize() * 8.5f);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(edges[e]);
    ImGui::SameLine(ImGui::GetFontSize() * (e >= 2 ? 12.f : 3.5f));
    int sign = 0;
    if (ImGui::Button(" + ")) sign = 1;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Add %d %s on the %s", resizeBy_, lines[e], edges[e]);
    ImGui::SameLine();
    if (ImGui::Button(" - ")) sign = -1;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Remove %d %s on the %s", resizeBy_, lines[e], edges[e]);
    if (sign != 0) {
      MapResize r;
      int* side[] = {&r.left, &r.top, &r.right, &r.bottom};
      *side[e] = sign * resizeBy_;
      Status s = applyMapResize(ctx.tool, r);
      error_ = s ? std::string() : s.message();
    }
    ImGui::PopID();
  }
  const TerrainId fill = ctx.tool.state.terrain;
  ImGui::TextDisabled("New hexes: %s",
                      b.vocabulary.contains(fill) ? b.vocabulary.at(fill).name.c_str() : "(no terrain chosen)");
}

void GridPanel::draw(PanelContext& ctx) {
  if (!ImGui::Begin("Grid", nullptr, kTabbedPanelFlags)) {
    ImGui::End();
    return;
  }
  if (!ImGui::IsAnyItemActive()) draft_ = ctx.tool.battle().map.grid();
  // The combos take what the longest label leaves, so "Shifted columns" is never cut at the column's edge.
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::PushItemWidth(-(ImGui::CalcTextSize("Shifted columns").x + style.ItemInnerSpacing.x + 2.f));
  drawGridSettings(ctx);
  ImGui::PopItemWidth();
  ImGui::Separator();
  drawMapSize(ctx);
  if (!error_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.f, 0.45f, 0.4f, 1.f));
    ImGui::TextWrapped("%s", error_.c_str());
    ImGui::PopStyleColor();
  }
  ImGui::End();
}

}  // namespace cartouche
