#include "map_legend.h"

#include <algorithm>
#include <cstdio>

namespace cartouche {

namespace {

ImU32 toU32(Rgba c) { return IM_COL32(c.r, c.g, c.b, c.a); }

// A swatch the height of a text line: the map's common terrain under a translucent shade (as the map shows it), or
// a stroke for a line's colour.
void swatch(const LegendRow& row, Rgba ground) {
  const float h = ImGui::GetTextLineHeight();
  const ImVec2 size(1.6f * h, h);
  ImGui::Dummy(size);
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  if (row.line) {
    draw->AddLine(ImVec2(a.x + 1, 0.5f * (a.y + b.y)), ImVec2(b.x - 1, 0.5f * (a.y + b.y)), toU32(row.colour), 3.f);
    return;
  }
  if (row.colour.a < 255) draw->AddRectFilled(a, b, toU32(ground));
  draw->AddRectFilled(a, b, toU32(row.colour));
  draw->AddRect(a, b, IM_COL32(0, 0, 0, 160));
}

}  // namespace

void MapLegend::draw(const Battle& battle, uint64_t changes, const Tool* active, const MapViewPanel& mapView) {
  draw(battle, changes, active ? active->legend() : LegendSection{}, mapView);
}

void MapLegend::draw(const Battle& battle, uint64_t changes, const LegendSection& overlay,
                     const MapViewPanel& mapView) {
  lines_.clear();
  if (changes != elevationAt_ || &battle != elevationFor_) {
    elevation_ = elevationLegend(battle);
    elevationAt_ = changes;
    elevationFor_ = &battle;
  }
  std::vector<const LegendSection*> sections;
  if (!elevation_.rows.empty()) sections.push_back(&elevation_);
  if (!overlay.rows.empty()) sections.push_back(&overlay);
  if (!shown || sections.empty()) {
    lines_.push_back("legend: none");
    return;
  }
  std::optional<TerrainId> common = commonTerrain(battle);
  const Rgba ground =
      common && battle.vocabulary.contains(*common) ? battle.vocabulary.at(*common).colour : Rgba{160, 160, 160, 255};
  // The map area's lower-right corner: the insets are framebuffer pixels.
  const ImGuiIO& io = ImGui::GetIO();
  const float sx = std::max(io.DisplayFramebufferScale.x, 1e-3f), sy = std::max(io.DisplayFramebufferScale.y, 1e-3f);
  const MapViewPanel::Insets& in = mapView.insets();
  const float margin = 8.f;
  ImGui::SetNextWindowPos(
      ImVec2(io.DisplaySize.x - float(in.right) / sx - margin, io.DisplaySize.y - float(in.bottom) / sy - margin),
      ImGuiCond_Always, ImVec2(1.f, 1.f));
  ImGui::SetNextWindowBgAlpha(1.f);
  constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                      ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                      ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoMove;
  if (ImGui::Begin("Legend", nullptr, kFlags)) {
    for (size_t i = 0; i < sections.size(); ++i) {
      const LegendSection& s = *sections[i];
      if (i > 0) ImGui::Separator();
      ImGui::TextDisabled("%s", s.title.c_str());
      for (const LegendRow& row : s.rows) {
        swatch(row, ground);
        ImGui::SameLine();
        ImGui::TextUnformatted(row.label.c_str());
        char line[256];
        std::snprintf(line, sizeof line, "legend: %s: %s #%02X%02X%02X%02X", s.title.c_str(), row.label.c_str(),
                      row.colour.r, row.colour.g, row.colour.b, row.colour.a);
        lines_.push_back(line);
      }
    }
  }
  ImGui::End();
}

}  // namespace cartouche
