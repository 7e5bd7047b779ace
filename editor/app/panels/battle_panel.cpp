#include "battle_panel.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "edit/info_commands.h"
#include "panel_layout.h"

namespace cartouche {

namespace {

ImVec4 toImVec4(Rgba c) { return ImVec4(c.r / 255.f, c.g / 255.f, c.b / 255.f, c.a / 255.f); }

// The entries every battle offers to fill, in this order, with what they hold; others the file has follow them.
struct InfoField {
  const char* key;
  const char* label;
  const char* hint;
};
constexpr std::array<InfoField, 6> kFields = {{
    {"title", "Title", "Hagelberg 1813"},
    {"date", "Date", "1813-08-27"},
    {"place", "Place", "where it was fought"},
    {"sides", "Sides", "who fought whom"},
    {"sources", "Sources", "the rulebooks and maps it comes from"},
    {"map_provenance", "Map", "published map, or reconstruction: from what"},
}};

// ImGui 1.86 has no std::string input: a callback grows the string as the user types.
int growString(ImGuiInputTextCallbackData* data) {
  if (data->EventFlag == ImGuiInputTextFlags_CallbackResize) {
    auto* text = static_cast<std::string*>(data->UserData);
    text->resize(size_t(data->BufTextLen));
    data->Buf = text->data();
  }
  return 0;
}

}  // namespace

void BattlePanel::drawInformation(PanelContext& ctx) {
  const Battle& battle = ctx.tool.battle();
  std::vector<std::pair<std::string, std::string>> fields;  // key, label
  for (const InfoField& f : kFields) fields.emplace_back(f.key, f.label);
  for (const auto& [key, value] : battle.info)
    if (std::none_of(kFields.begin(), kFields.end(), [&](const InfoField& f) { return key == f.key; }))
      fields.emplace_back(key, key);
  const float labelWidth = ImGui::GetFontSize() * 5.f;
  for (const auto& [key, label] : fields) {
    ImGui::PushID(key.c_str());
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", label.c_str());
    ImGui::SameLine(labelWidth);
    auto it = battle.info.find(key);
    const std::string stored = it == battle.info.end() ? std::string() : it->second;
    std::string& text = editing_.try_emplace(key, stored).first->second;
    const char* hint = "";
    for (const InfoField& f : kFields)
      if (key == f.key) hint = f.hint;
    ImGui::SetNextItemWidth(-1.f);
    ImGui::InputTextWithHint("##value", hint, text.data(), text.capacity() + 1, ImGuiInputTextFlags_CallbackResize,
                             growString, &text);
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    places_["battle:" + key] = ImVec2(0.5f * (a.x + b.x), 0.5f * (a.y + b.y));
    if (ImGui::IsItemDeactivatedAfterEdit() && text != stored)
      ctx.tool.execute(std::make_unique<SetInfo>(key, text.empty() ? std::nullopt : std::optional<std::string>(text)));
    // While the field is not being typed in, it shows what the battle holds (undo and redo change it).
    if (!ImGui::IsItemActive()) editing_.erase(key);
    ImGui::PopID();
  }
}

void BattlePanel::draw(PanelContext& ctx) {
  const Battle& battle = ctx.tool.battle();
  places_.clear();
  if (!open) return;
  // Placed by the panel host: a tab of the left column, beside the terrain palette (panels/panel_layout.h).
  if (!ImGui::Begin(kBattleWindowName, nullptr, kTabbedPanelFlags)) {
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
  if (ImGui::CollapsingHeader("Information", ImGuiTreeNodeFlags_DefaultOpen)) drawInformation(ctx);
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
        ImGui::TextDisabled("(hexside, %s)", drawStyleName(t.draw));
      }
      ImGui::PopID();
    }
  }
  ImGui::End();
}

}  // namespace cartouche
