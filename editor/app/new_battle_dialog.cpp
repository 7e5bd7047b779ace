#include "new_battle_dialog.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include "hex/hex.h"
#include "panels/grid_panel.h"
#include "store/battle_file.h"
#include "text/battle_text.h"

namespace cartouche {

namespace {

const char* const kSystems[] = {"", "la-bataille", "raclawice"};

// The battle to start from: a text folder or a battle file.
Result<Battle> readStartingBattle(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) return loadBattleText(path);
  if (!std::filesystem::exists(path, ec)) return Status::notFound(path + ": no such file or folder");
  return readBattleFile(path);
}

void heading(const char* text) {
  ImGui::Spacing();
  ImGui::TextDisabled("%s", text);
  ImGui::Separator();
}

}  // namespace

void NewBattleDialog::open() {
  spec_ = NewBattleSpec{};
  std::snprintf(title_, sizeof title_, "%s", spec_.title.c_str());
  from_[0] = '\0';
  system_ = 0;
  error_.clear();
  showing_ = true;
  opened_ = false;
}

void NewBattleDialog::keep(const char* name) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  places_[std::string("newbattle:") + name] = ImVec2(0.5f * (a.x + b.x), 0.5f * (a.y + b.y));
}

void NewBattleDialog::drawGrid() {
  GridSettings& g = spec_.grid;
  const float field = ImGui::GetFontSize() * 7.f;
  ImGui::SetNextItemWidth(field);
  if (ImGui::InputInt("Columns", &g.columns, 0, 0)) g.columns = std::clamp(g.columns, 1, kMaxMapSide);
  keep("columns");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(field);
  if (ImGui::InputInt("Rows", &g.rows, 0, 0)) g.rows = std::clamp(g.rows, 1, kMaxMapSide);
  keep("rows");
  int orientation = g.orientation == Orientation::PointyTop ? 0 : 1;
  ImGui::SetNextItemWidth(field * 2.f);
  if (ImGui::Combo("Hexes", &orientation, "pointy-topped\0flat-topped\0"))
    g.orientation = orientation == 0 ? Orientation::PointyTop : Orientation::FlatTop;
  keep("orientation");
  const bool pointy = g.orientation == Orientation::PointyTop;
  int shifted = g.shifted == ShiftedLines::Odd ? 0 : 1;
  const std::string choices = shiftedLineChoices(g);
  ImGui::SetNextItemWidth(field * 2.f);
  if (ImGui::Combo(pointy ? "Shifted rows (as printed)" : "Shifted columns (as printed)", &shifted, choices.c_str()))
    g.shifted = shifted == 0 ? ShiftedLines::Odd : ShiftedLines::Even;
  keep("shifted");
  ImGui::SetNextItemWidth(field);
  if (ImGui::InputDouble("Hex size (m across)", &g.hexSizeMetres, 0.0, 0.0, "%.0f"))
    g.hexSizeMetres = std::clamp(g.hexSizeMetres, 1.0, 100000.0);
  keep("hexsize");
}

void NewBattleDialog::drawLabels() {
  LabelFormat& l = spec_.grid.labels;
  const float field = ImGui::GetFontSize() * 7.f;
  ImGui::SetNextItemWidth(field);
  ImGui::InputInt("First column", &l.firstColumn, 0, 0);
  keep("firstcolumn");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(field);
  ImGui::InputInt("First row", &l.firstRow, 0, 0);
  keep("firstrow");
  l.firstColumn = std::clamp(l.firstColumn, 0, 9999);
  l.firstRow = std::clamp(l.firstRow, 0, 9999);
  ImGui::SetNextItemWidth(field);
  if (ImGui::InputInt("Column digits", &l.columnDigits, 0, 0)) l.columnDigits = std::clamp(l.columnDigits, 1, 4);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(field);
  if (ImGui::InputInt("Row digits", &l.rowDigits, 0, 0)) l.rowDigits = std::clamp(l.rowDigits, 1, 4);
  ImGui::Checkbox("Leading zeros", &l.leadingZeros);
  ImGui::SameLine();
  ImGui::Checkbox("Columns as letters", &l.columnLetters);
  keep("letters");
  char separator[8];
  std::snprintf(separator, sizeof separator, "%s", l.separator.c_str());
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 3.f);
  if (ImGui::InputText("Separator", separator, sizeof separator)) l.separator = separator;
  keep("separator");
}

// The top-left corner of the map as it will print: four columns and three rows of hexes with their labels.
void NewBattleDialog::drawPreview() {
  GridSettings g = spec_.grid;
  g.columns = std::min(g.columns, 5);
  g.rows = std::min(g.rows, 4);
  const float size = ImGui::GetFontSize() * 2.1f;  // hex radius in pixels
  const Layout layout{g.orientation, double(size), {0, 0}};
  double minX = 1e30, minY = 1e30, maxX = -1e30, maxY = -1e30;
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.columns; ++c)
      for (int k = 0; k < 6; ++k) {
        const Point p = hexCorner(layout, g.toHex({c, r}), k);
        minX = std::min(minX, p.x), minY = std::min(minY, p.y), maxX = std::max(maxX, p.x), maxY = std::max(maxY, p.y);
      }
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImDrawList* list = ImGui::GetWindowDrawList();
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.columns; ++c) {
      const Hex h = g.toHex({c, r});
      ImVec2 corners[6];
      for (int k = 0; k < 6; ++k) {
        const Point p = hexCorner(layout, h, k);
        corners[k] = ImVec2(origin.x + float(p.x - minX), origin.y + float(p.y - minY));
      }
      list->AddConvexPolyFilled(corners, 6, IM_COL32(214, 222, 170, 255));
      list->AddPolyline(corners, 6, IM_COL32(90, 90, 70, 255), ImDrawFlags_Closed, 1.f);
      const std::string label = g.label(h);
      const Point centre = hexToPixel(layout, h);
      const ImVec2 t = ImGui::CalcTextSize(label.c_str());
      list->AddText(
          ImVec2(origin.x + float(centre.x - minX) - 0.5f * t.x, origin.y + float(centre.y - minY) - 0.5f * t.y),
          IM_COL32(30, 30, 30, 255), label.c_str());
    }
  ImGui::Dummy(ImVec2(float(maxX - minX), float(maxY - minY)));
  keep("preview");
}

std::optional<Battle> NewBattleDialog::draw() {
  if (!showing_) return std::nullopt;
  places_.clear();
  const char* id = "New battle###new-battle-dialog";
  if (!opened_) {
    ImGui::OpenPopup(id);
    opened_ = true;
  }
  if (!ImGui::BeginPopupModal(id, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    showing_ = false;
    return std::nullopt;
  }
  std::optional<Battle> made;
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 22.f);
  ImGui::InputText("Title", title_, sizeof title_);
  keep("title");
  heading("Map");
  drawGrid();
  heading("Hex labels");
  drawLabels();
  const Status valid = spec_.grid.validate();
  if (valid) {
    ImGui::TextDisabled("The map's corner as it will print (labels %s):", labelRange(spec_.grid, " to ").c_str());
    drawPreview();
  } else {
    ImGui::TextColored(ImVec4(1.f, 0.45f, 0.35f, 1.f), "%s", valid.message().c_str());
  }
  heading("Rules");
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 14.f);
  static const char* const kSystemNames[] = {"(not chosen)", "La Bataille", "Racławice (d10)"};
  const bool choosing = ImGui::BeginCombo("Rules family", kSystemNames[std::clamp(system_, 0, 2)]);
  keep("system");
  if (choosing) {
    for (int i = 0; i < 3; ++i) {
      if (ImGui::Selectable(kSystemNames[i], system_ == i)) system_ = i;
      keep((std::string("system:") + (i == 0 ? "none" : kSystems[i])).c_str());  // newbattle:system:la-bataille
    }
    ImGui::EndCombo();
  }
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 22.f);
  ImGui::InputTextWithHint("Start from", "optional: a battle file or text folder", from_, sizeof from_);
  keep("from");
  ImGui::TextDisabled("Its terrain types and rules tables are copied; its map and armies are not.");
  if (!error_.empty()) ImGui::TextColored(ImVec4(1.f, 0.45f, 0.35f, 1.f), "%s", error_.c_str());
  ImGui::BeginDisabled(!valid);
  if (ImGui::Button("Create")) {
    spec_.title = title_;
    spec_.system = kSystems[std::clamp(system_, 0, 2)];
    std::optional<Battle> from;
    if (from_[0]) {
      Result<Battle> read = readStartingBattle(from_);
      if (!read)
        error_ = "Cannot start from " + std::string(from_) + ": " + read.status().message();
      else
        from = std::move(read).value();
    }
    if (!from_[0] || from) {
      Result<Battle> b = makeNewBattle(spec_, from ? &*from : nullptr);
      if (b) {
        made = std::move(b).value();
        showing_ = false;
        ImGui::CloseCurrentPopup();
      } else {
        error_ = b.status().message();
      }
    }
  }
  keep("create");
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    showing_ = false;
    ImGui::CloseCurrentPopup();
  }
  keep("cancel");
  ImGui::EndPopup();
  return made;
}

}  // namespace cartouche
