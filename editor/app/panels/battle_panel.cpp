#include "battle_panel.h"

#include <imgui.h>

#include "panel_layout.h"

namespace cartouche {

namespace {

ImVec4 toImVec4(Rgba c) { return ImVec4(c.r / 255.f, c.g / 255.f, c.b / 255.f, c.a / 255.f); }

const char* drawName(DrawStyle d) {
  switch (d) {
    case DrawStyle::Fill:
      return "fill";
    case DrawStyle::Edge:
      return "edge";
    case DrawStyle::Path:
      return "path";
    case DrawStyle::Mark:
      return "mark";
  }
  return "?";
}

}  // namespace

void BattlePanel::draw(const Battle& battle) {
  if (!open) return;
  // Docked at the foot of the left column, below the terrain palette (panels/panel_layout.h).
  PanelLayoutInput layout = currentLayoutInput(0);
  layout.battleShown = true;
  placeNextPanel(PanelSlot::Battle, layout);
  if (!ImGui::Begin(kBattleWindowName, &open, kDockedPanelFlags)) {
    ImGui::End();
    return;
  }
  std::string title = battle.title().empty() ? std::string("(untitled battle)") : battle.title();
  ImGui::TextUnformatted(title.c_str());
  const GridSettings& g = battle.map.grid();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  ImGui::TextWrapped("%d x %d hexes, %s-topped, %.0f m hexes", g.columns, g.rows,
                     g.orientation == Orientation::PointyTop ? "pointy" : "flat", g.hexSizeMetres);
  ImGui::PopStyleColor();
  if (ImGui::CollapsingHeader("Information", ImGuiTreeNodeFlags_DefaultOpen)) {
    for (const auto& [key, value] : battle.info) {
      if (key == "title") continue;
      ImGui::TextDisabled("%s", key.c_str());
      ImGui::SameLine(ImGui::GetFontSize() * 8.5f);
      ImGui::TextWrapped("%s", value.c_str());
    }
  }
  if (ImGui::CollapsingHeader("Scenarios", ImGuiTreeNodeFlags_DefaultOpen)) {
    if (battle.scenarios.empty()) ImGui::TextDisabled("none yet");
    for (const Scenario& s : battle.scenarios)
      ImGui::BulletText("%s", s.name.empty() ? s.code.c_str() : s.name.c_str());
  }
  if (ImGui::CollapsingHeader("Terrain", ImGuiTreeNodeFlags_DefaultOpen)) {
    for (size_t i = 0; i < battle.vocabulary.size(); ++i) {
      const TerrainType& t = battle.vocabulary.at(TerrainId(i));
      ImGui::PushID(int(i));
      ImGui::ColorButton("##swatch", toImVec4(t.colour), ImGuiColorEditFlags_NoTooltip | ImGuiColorEditFlags_NoPicker,
                         ImVec2(ImGui::GetFontSize() * 1.4f, ImGui::GetFontSize()));
      ImGui::SameLine();
      ImGui::TextUnformatted(t.name.c_str());
      if (t.kind == TerrainKind::Hexside) {
        ImGui::SameLine();
        ImGui::TextDisabled("(hexside, %s)", drawName(t.draw));
      }
      ImGui::PopID();
    }
  }
  ImGui::End();
}

}  // namespace cartouche
