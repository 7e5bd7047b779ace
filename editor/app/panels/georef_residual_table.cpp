// The Georeferencer's residual table: one row per control point with its pixel, map position and residuals, edited
// in place.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <cmath>

#include "georef_panel.h"
#include "georef_panel_parts.h"

namespace cartouche {

namespace {

using georef_parts::number;

}  // namespace

const GcpTable& GeorefPanel::tableFor(const GcpSet& set) {
  if (!tableValid_ || !(set == tableSet_)) {
    table_ = residualTable(set);
    tableSet_ = set;
    tableValid_ = true;
  }
  return table_;
}

bool GeorefPanel::editNumber(const char* id, int cell, double value, const char* format, double& out) {
  double* target = editCell_ == cell ? &editValue_ : &value;
  ImGui::SetNextItemWidth(-FLT_MIN);
  ImGui::InputDouble(id, target, 0, 0, format);
  if (ImGui::IsItemActivated()) {
    editCell_ = cell;
    editValue_ = *target;
  }
  if (ImGui::IsItemDeactivated() && editCell_ == cell) {
    editCell_ = -1;
    if (ImGui::IsItemDeactivatedAfterEdit() && std::isfinite(editValue_) && editValue_ != value) {
      out = editValue_;
      return true;
    }
  }
  return false;
}

void GeorefPanel::drawTable(LayerUiContext& ctx, const MapLayer& layer, const GcpSet& set, const GcpTable& table) {
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY |
                                ImGuiTableFlags_ScrollX | ImGuiTableFlags_Resizable | ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("control_points", 14, flags, ImVec2(0, 0))) return;
  const std::string mu = " (" + units_ + ")";
  ImGui::TableSetupScrollFreeze(2, 1);
  ImGui::TableSetupColumn("#");
  ImGui::TableSetupColumn("On");
  ImGui::TableSetupColumn("Label", ImGuiTableColumnFlags_WidthFixed, 90);
  ImGui::TableSetupColumn("Pixel X", ImGuiTableColumnFlags_WidthFixed, 80);
  ImGui::TableSetupColumn("Pixel Y", ImGuiTableColumnFlags_WidthFixed, 80);
  ImGui::TableSetupColumn("Map X", ImGuiTableColumnFlags_WidthFixed, 110);
  ImGui::TableSetupColumn("Map Y", ImGuiTableColumnFlags_WidthFixed, 110);
  ImGui::TableSetupColumn("dX (px)");
  ImGui::TableSetupColumn("dY (px)");
  ImGui::TableSetupColumn("Residual (px)");
  ImGui::TableSetupColumn(("dX" + mu).c_str());
  ImGui::TableSetupColumn(("dY" + mu).c_str());
  ImGui::TableSetupColumn(("Residual" + mu).c_str());
  const float buttonWidth = ImGui::CalcTextSize("Delete").x + 2 * ImGui::GetStyle().FramePadding.x;
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, buttonWidth);
  ImGui::TableHeadersRow();
  std::optional<GcpSet> next;
  std::string what;
  for (const GcpRow& row : table.rows) {
    const size_t i = row.index;
    ImGui::PushID(int(i));
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    if (ImGui::Selectable(std::to_string(i + 1).c_str(), false)) scan_.centreOn({row.point.pixelX, row.point.pixelY});
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Show this point on the scan");
    ImGui::TableNextColumn();
    bool enabled = row.point.enabled;
    if (ImGui::Checkbox("##on", &enabled)) {
      next = set;
      next->points[i].enabled = enabled;
      what = (enabled ? "Enable " : "Disable ") + row.label;
    }
    ImGui::TableNextColumn();
    const int base = int(i) * 8;
    std::string label = editCell_ == base ? editText_ : row.point.label;
    ImGui::SetNextItemWidth(-FLT_MIN);
    const std::string hint = "point " + std::to_string(i + 1);
    ImGui::InputTextWithHint("##label", hint.c_str(), editCell_ == base ? &editText_ : &label);
    if (ImGui::IsItemActivated()) {
      editCell_ = base;
      editText_ = label;
    }
    if (ImGui::IsItemDeactivated() && editCell_ == base) {
      editCell_ = -1;
      if (editText_ != row.point.label) {
        next = set;
        next->points[i].label = editText_;
        what = "Rename " + row.label;
      }
    }
    double v = 0;
    const char* mapFormat = units_ == "deg" ? "%.8f" : "%.3f";
    ImGui::TableNextColumn();
    if (editNumber("##px", base + 1, row.point.pixelX, "%.2f", v)) {
      next = set;
      next->points[i].pixelX = v;
      what = "Move " + row.label;
    }
    ImGui::TableNextColumn();
    if (editNumber("##py", base + 2, row.point.pixelY, "%.2f", v)) {
      next = set;
      next->points[i].pixelY = v;
      what = "Move " + row.label;
    }
    ImGui::TableNextColumn();
    if (editNumber("##mx", base + 3, row.point.mapX, mapFormat, v)) {
      next = set;
      next->points[i].mapX = v;
      what = "Map position of " + row.label;
    }
    ImGui::TableNextColumn();
    if (editNumber("##my", base + 4, row.point.mapY, mapFormat, v)) {
      next = set;
      next->points[i].mapY = v;
      what = "Map position of " + row.label;
    }
    const char* resFormat = units_ == "deg" ? "%.3e" : "%.4f";
    for (const std::string& cell :
         {number(row.dxPixel, "%.3f"), number(row.dyPixel, "%.3f"), number(row.pixelResidual, "%.3f"),
          number(row.dxMap, resFormat), number(row.dyMap, resFormat), number(row.mapResidual, resFormat)}) {
      ImGui::TableNextColumn();
      if (row.point.enabled)
        ImGui::TextUnformatted(cell.c_str());
      else
        ImGui::TextDisabled("%s", cell.c_str());
    }
    ImGui::TableNextColumn();
    if (ImGui::SmallButton("Delete")) {
      next = set;
      next->points.erase(next->points.begin() + long(i));
      what = "Delete " + row.label;
    }
    ImGui::PopID();
  }
  ImGui::EndTable();
  if (next) edit(ctx, layer, *next, what);
}

}  // namespace cartouche
