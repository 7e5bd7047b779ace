#include "rule_table_editor.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cfloat>

namespace cartouche {

namespace {

const ImVec4 kErrorText(1.f, 0.45f, 0.4f, 1.f);
const ImVec4 kGoodText(0.55f, 0.85f, 0.55f, 1.f);
constexpr ImU32 kHighlightRow = IM_COL32(200, 170, 40, 70);
constexpr ImU32 kHighlightCell = IM_COL32(230, 190, 40, 150);
constexpr ImU32 kProblemRow = IM_COL32(200, 60, 50, 60);
constexpr ImU32 kOverlapRow = IM_COL32(220, 60, 50, 110);

constexpr CellType kCellTypes[] = {CellType::Text,       CellType::Terrain,      CellType::Integer,  CellType::MoveCost,
                                   CellType::Multiplier, CellType::FireDefence,  CellType::DieRange, CellType::Modifier,
                                   CellType::Frequency,  CellType::StackingLimit};

std::string str(std::string_view s) { return std::string(s); }

}  // namespace

void RuleTableEditor::highlight(std::optional<int> row, std::optional<int> column) {
  highlightRow_ = row;
  highlightColumn_ = column;
  scrollPending_ = row.has_value();
  focusPending_ = row.has_value() && column.has_value();
}

std::optional<std::pair<ImVec2, ImVec2>> RuleTableEditor::cellRect(int row, int column) const {
  auto it = cellRects_.find({row, column});
  if (it == cellRects_.end()) return std::nullopt;
  return it->second;
}

void RuleTableEditor::request(std::function<Status()> change) {
  if (!pending_) pending_ = std::move(change);
}

void RuleTableEditor::syncFields(const RuleTable& table) {
  if (tableCode_ != table.code) {
    tableCode_ = table.code;
    editing_.reset();
    editingNotes_ = false;
    refusal_.clear();
    refusedCell_.reset();
    if (!scrollPending_) highlightRow_ = highlightColumn_ = std::nullopt;
  }
  // The fields show the table as it is unless the person is typing in them.
  if (!ImGui::IsAnyItemActive()) {
    codeText_ = table.code;
    titleText_ = table.title;
    if (!editingNotes_) notesText_ = table.notes;
  }
}

void RuleTableEditor::draw(PanelContext& ctx, const RuleTable& table, const std::vector<Problem>& problems) {
  syncFields(table);
  cellRects_.clear();
  ImGui::PushID(table.code.c_str());
  drawHeader(ctx, table);
  CoverageMarks marks = coverageMarks(table);
  drawCells(ctx, table, marks, problems);
  drawFooter(ctx, table, marks, problems);
  ImGui::PopID();
  if (pending_) {
    std::function<Status()> change = std::move(pending_);
    pending_ = nullptr;
    change();  // a refusal reaches the status bar through ctx.message
  }
}

void RuleTableEditor::drawHeader(PanelContext& ctx, const RuleTable& table) {
  ToolContext& tc = ctx.tool;
  const std::string code = table.code;
  float labelW = ImGui::GetFontSize() * 4.f;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Code");
  ImGui::SameLine(labelW);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 14.f);
  ImGui::InputText("##code", &codeText_);
  if (ImGui::IsItemDeactivatedAfterEdit())
    request([&tc, code, text = codeText_] { return renameRuleTable(tc, code, text); });
  ImGui::SameLine();
  ImGui::TextDisabled("kind: %s", str(tableKindName(table.kind)).c_str());
  if (table.die || table.kind == TableKind::Dice) {
    ImGui::SameLine();
    ImGui::TextUnformatted("Die");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9.f);
    std::string preview = table.die ? dieKindName(*table.die) : "(none)";
    if (ImGui::BeginCombo("##die", preview.c_str())) {
      for (DieKind d : allDieKinds())
        if (ImGui::Selectable(dieKindName(d).c_str(), table.die == d))
          request([&tc, code, d] { return setRuleTableDie(tc, code, d); });
      ImGui::EndCombo();
    }
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Title");
  ImGui::SameLine(labelW);
  ImGui::SetNextItemWidth(-FLT_MIN);
  ImGui::InputText("##title", &titleText_);
  if (ImGui::IsItemDeactivatedAfterEdit())
    request([&tc, code, text = titleText_] { return setRuleTableTitle(tc, code, text); });
  // The notes (the source, often a long paragraph) read wrapped; Edit turns them into a field (ImGui 1.86's text
  // fields do not wrap) and Done stores them as one change.
  ImGui::TextUnformatted("Notes");
  ImGui::SameLine(labelW);
  float notesH = ImGui::GetTextLineHeight() * 3.2f;
  if (editingNotes_) {
    ImGui::InputTextMultiline("##notes", &notesText_,
                              ImVec2(ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() * 4.f, notesH));
    ImGui::SameLine();
    if (ImGui::Button("Done")) {
      editingNotes_ = false;
      request([&tc, code, text = notesText_] { return setRuleTableNotes(tc, code, text); });
    }
  } else {
    ImGui::BeginChild("notes", ImVec2(ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() * 4.f, notesH), true);
    if (table.notes.empty())
      ImGui::TextDisabled("Where the table comes from: rulebook, section, page.");
    else
      ImGui::TextWrapped("%s", table.notes.c_str());
    ImGui::EndChild();
    ImGui::SameLine();
    if (ImGui::Button("Edit")) {
      editingNotes_ = true;
      notesText_ = table.notes;
    }
  }
}

void RuleTableEditor::drawCells(PanelContext& ctx, const RuleTable& table, const CoverageMarks& marks,
                                const std::vector<Problem>& problems) {
  ToolContext& tc = ctx.tool;
  const std::string code = table.code;
  int ncols = int(table.columns.size());
  ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY |
                          ImGuiTableFlags_ScrollX | ImGuiTableFlags_SizingFixedFit;
  // The rows take what the footer (add row, coverage, problems, column form) leaves.
  float footer =
      ImGui::GetFrameHeightWithSpacing() * 1.5f +
      ImGui::GetTextLineHeightWithSpacing() *
          float(std::min<size_t>(marks.issues.size() + problems.size() + (table.kind == TableKind::Dice), 6));
  float height = std::max(ImGui::GetFrameHeight() * 4.f, ImGui::GetContentRegionAvail().y - footer);
  if (!ImGui::BeginTable("cells", ncols + 2, flags, ImVec2(0, height))) return;
  ImGui::TableSetupScrollFreeze(1, 1);
  ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_WidthFixed, ImGui::CalcTextSize("00 overlap").x);
  // Text columns (notes, results) share what the window leaves beside the number columns and the row buttons, so
  // a wide window shows them whole; never narrower than 15 characters.
  const float font = ImGui::GetFontSize();
  int textColumns = 0;
  float fixedWidth = ImGui::CalcTextSize("00 overlap").x + font * 12.f;
  for (const RuleColumn& c : table.columns) {
    if (c.type == CellType::Text)
      ++textColumns;
    else
      fixedWidth += font * 6.5f;
  }
  const float textWidth =
      textColumns == 0
          ? 0.f
          : std::clamp((ImGui::GetContentRegionAvail().x - fixedWidth) / float(textColumns), font * 15.f, font * 40.f);
  for (const RuleColumn& c : table.columns)
    ImGui::TableSetupColumn(c.code.c_str(), ImGuiTableColumnFlags_WidthFixed,
                            c.type == CellType::Text ? textWidth : font * 6.5f);
  ImGui::TableSetupColumn("rows", ImGuiTableColumnFlags_WidthFixed);

  // The heading row: the printed heading, then the code and type; a button removes the column.
  ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
  ImGui::TableSetColumnIndex(0);
  ImGui::TextDisabled("row");
  for (int c = 0; c < ncols; ++c) {
    const RuleColumn& col = table.columns[size_t(c)];
    ImGui::TableSetColumnIndex(c + 1);
    ImGui::PushID(c);
    ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::TextUnformatted(col.heading.empty() ? col.code.c_str() : col.heading.c_str());
    ImGui::SameLine();
    if (ImGui::SmallButton("x")) request([&tc, code, c] { return removeRuleColumn(tc, code, c); });
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Remove column %s", col.code.c_str());
    ImGui::TextDisabled("%s", str(cellTypeName(col.type)).c_str());
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("column code \"%s\", cells of type %s", col.code.c_str(), str(cellTypeName(col.type)).c_str());
    cellRects_[{-1, c}] = {at, ImVec2(at.x + ImGui::GetContentRegionAvail().x, ImGui::GetCursorScreenPos().y)};
    ImGui::PopID();
  }

  std::vector<bool> problemRow(table.rows.size(), false);
  for (const Problem& p : problems)
    if (p.row && *p.row >= 0 && size_t(*p.row) < problemRow.size()) problemRow[size_t(*p.row)] = true;

  int nrows = int(table.rows.size());
  for (int r = 0; r < nrows; ++r) {
    ImGui::TableNextRow();
    ImGui::PushID(r);
    bool overlap = size_t(r) < marks.overlapRow.size() && marks.overlapRow[size_t(r)];
    if (highlightRow_ == r)
      ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, kHighlightRow);
    else if (overlap)
      ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, kOverlapRow);
    else if (problemRow[size_t(r)])
      ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, kProblemRow);
    ImGui::TableSetColumnIndex(0);
    ImGui::AlignTextToFramePadding();
    if (overlap)
      ImGui::TextColored(kErrorText, "%d overlap", r + 1);
    else
      ImGui::Text("%d", r + 1);
    if (scrollPending_ && highlightRow_ == r) {
      ImGui::SetScrollHereY(0.5f);
      scrollPending_ = false;
    }
    for (int c = 0; c < ncols; ++c) {
      ImGui::TableSetColumnIndex(c + 1);
      if (highlightRow_ == r && highlightColumn_ == c)
        ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, kHighlightCell);
      ImGui::PushID(c);
      ImVec2 at = ImGui::GetCursorScreenPos();
      drawCell(ctx, table, r, c);
      cellRects_[{r, c}] = {at, ImVec2(at.x + ImGui::GetColumnWidth(), at.y + ImGui::GetFrameHeight())};
      ImGui::PopID();
    }
    ImGui::TableSetColumnIndex(ncols + 1);
    if (ImGui::SmallButton("up") && r > 0) request([&tc, code, r] { return moveRuleRow(tc, code, r, -1); });
    ImGui::SameLine();
    if (ImGui::SmallButton("down") && r + 1 < nrows) request([&tc, code, r] { return moveRuleRow(tc, code, r, +1); });
    ImGui::SameLine();
    if (ImGui::SmallButton("delete")) request([&tc, code, r] { return removeRuleRow(tc, code, r); });
    ImGui::PopID();
  }
  scrollPending_ = scrollPending_ && highlightRow_ && *highlightRow_ < nrows;
  ImGui::EndTable();
}

void RuleTableEditor::drawCell(PanelContext& ctx, const RuleTable& table, int row, int column) {
  const RuleColumn& col = table.columns[size_t(column)];
  if (col.type == CellType::Terrain) {
    drawTerrainCombo(ctx, table, row, column);
    return;
  }
  ToolContext& tc = ctx.tool;
  const std::string& stored = table.rows[size_t(row)][size_t(column)];
  bool editing = editing_ == std::pair(row, column);
  std::string shown = stored;
  std::string* text = editing ? &editText_ : &shown;
  bool bad = editing && !editCheck_.error.empty();
  if (bad) {
    ImGui::PushStyleColor(ImGuiCol_Border, kErrorText);
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.f);
  }
  // A jump from a problem puts the keyboard in the cell, its text selected, ready to be retyped.
  if (focusPending_ && highlightRow_ == row && highlightColumn_ == column) {
    ImGui::SetKeyboardFocusHere();
    focusPending_ = false;
  }
  ImGui::SetNextItemWidth(-FLT_MIN);
  ImGui::InputText("##cell", text, ImGuiInputTextFlags_AutoSelectAll);  // typing replaces, as in a spreadsheet
  if (bad) {
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
  }
  // A printed result longer than its column: the whole text on hover.
  if (!editing && ImGui::IsItemHovered() &&
      ImGui::CalcTextSize(stored.c_str()).x > ImGui::GetItemRectSize().x - 2 * ImGui::GetStyle().FramePadding.x) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30.f);
    ImGui::TextUnformatted(stored.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
  if (ImGui::IsItemActivated()) {
    editing_ = {row, column};
    editText_ = stored;
    refusal_.clear();
    refusedCell_.reset();
  }
  if (editing_ == std::pair(row, column)) {
    editCheck_ = checkCell(table, column, editText_, tc.battle().vocabulary);
    if (ImGui::IsItemDeactivated()) {
      editing_.reset();
      if (!editCheck_.error.empty()) {
        // Left with text the column cannot read: the cell keeps its stored text and the reason stays beside it.
        refusal_ = "\"" + editText_ + "\" not stored: " + editCheck_.error;
        refusedCell_ = {row, column};
      } else if (editCheck_.canonical != stored) {
        request([&tc, code = table.code, row, column, text = editText_] {
          return setRuleCell(tc, code, row, column, text);
        });
      }
    } else if (!editCheck_.error.empty()) {
      ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetColumnWidth());
      ImGui::TextColored(kErrorText, "%s", editCheck_.error.c_str());
      ImGui::PopTextWrapPos();
    } else if (editCheck_.canonical != editText_) {
      ImGui::TextDisabled("Enter stores \"%s\"", editCheck_.canonical.c_str());
    }
  }
  if (refusedCell_ == std::pair(row, column) && !editing_) {
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetColumnWidth());
    ImGui::TextColored(kErrorText, "%s", refusal_.c_str());
    ImGui::PopTextWrapPos();
  }
}

void RuleTableEditor::drawTerrainCombo(PanelContext& ctx, const RuleTable& table, int row, int column) {
  ToolContext& tc = ctx.tool;
  const TerrainVocabulary& vocabulary = tc.battle().vocabulary;
  const std::string& stored = table.rows[size_t(row)][size_t(column)];
  bool unknown = !stored.empty() && !vocabulary.find(stored).has_value();
  if (unknown) ImGui::PushStyleColor(ImGuiCol_Text, kErrorText);
  ImGui::SetNextItemWidth(-FLT_MIN);
  bool open = ImGui::BeginCombo("##terrain", stored.c_str());
  if (unknown) {
    ImGui::PopStyleColor();
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("The vocabulary has no terrain \"%s\": choose one, or add it to the vocabulary",
                        stored.c_str());
  }
  if (open) {
    auto choose = [&](const std::string& choice) {
      request([&tc, code = table.code, row, column, choice] { return setRuleCell(tc, code, row, column, choice); });
    };
    if (ImGui::Selectable("(blank)", stored.empty())) choose("");
    // Hex terrains first, then hexside features, as the palette lists them.
    for (TerrainKind kind : {TerrainKind::Hex, TerrainKind::Hexside}) {
      ImGui::Separator();
      for (const TerrainType& t : vocabulary.types()) {
        if (t.kind != kind) continue;
        std::string item = t.code + "  (" + t.name + ")";
        if (ImGui::Selectable(item.c_str(), t.code == stored)) choose(t.code);
      }
    }
    ImGui::EndCombo();
  }
  if (unknown) ImGui::TextColored(kErrorText, "unknown");
}

void RuleTableEditor::drawFooter(PanelContext& ctx, const RuleTable& table, const CoverageMarks& marks,
                                 const std::vector<Problem>& problems) {
  ToolContext& tc = ctx.tool;
  const std::string code = table.code;
  // The new row's first cell: the terrain, formation, condition or roll it is about.
  if (!table.columns.empty()) {
    const RuleColumn& key = table.columns[0];
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9.f);
    if (key.type == CellType::Terrain) {
      if (ImGui::BeginCombo("##newrowkey", newRowKey_.empty() ? "terrain..." : newRowKey_.c_str())) {
        for (const TerrainType& t : tc.battle().vocabulary.types())
          if (ImGui::Selectable((t.code + "  (" + t.name + ")").c_str(), t.code == newRowKey_)) newRowKey_ = t.code;
        ImGui::EndCombo();
      }
    } else {
      ImGui::InputTextWithHint("##newrowkey", key.code.c_str(), &newRowKey_);
    }
    ImGui::SameLine();
  }
  if (ImGui::Button("Add row")) {
    request([&tc, code, at = int(table.rows.size()), key = newRowKey_] { return addRuleRow(tc, code, at, key); });
    newRowKey_.clear();
  }
  ImGui::SameLine();
  ImGui::TextDisabled("|");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.f);
  ImGui::InputTextWithHint("##newcolumn", "column code", &newColumnCode_);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.f);
  std::string typeName = str(cellTypeName(kCellTypes[newColumnType_]));
  if (ImGui::BeginCombo("##newtype", typeName.c_str())) {
    for (int i = 0; i < int(std::size(kCellTypes)); ++i)
      if (ImGui::Selectable(str(cellTypeName(kCellTypes[i])).c_str(), i == newColumnType_)) newColumnType_ = i;
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  if (ImGui::Button("Add column") && !newColumnCode_.empty()) {
    RuleColumn c{newColumnCode_, newColumnCode_, kCellTypes[newColumnType_]};
    request([&tc, code, c] { return addRuleColumn(tc, code, c); });
    newColumnCode_.clear();
  }

  if (table.kind == TableKind::Dice && table.die) {
    if (marks.issues.empty() && checkTableStructure(table)) {
      ImGui::TextColored(kGoodText, "The rolls cover %s once: no gap, no overlap.", dieKindName(*table.die).c_str());
    } else {
      for (const CoverageIssue& issue : marks.issues)
        ImGui::TextColored(kErrorText, "%s", issue.describe(*table.die).c_str());
    }
  }
  for (const Problem& p : problems) {
    if (p.code == "dice-gap" || p.code == "dice-overlap") continue;  // listed above from the coverage itself
    ImGui::TextColored(p.severity == Severity::Error ? kErrorText : ImVec4(1.f, 0.8f, 0.3f, 1.f), "%s",
                       p.message.c_str());
  }
}

}  // namespace cartouche
