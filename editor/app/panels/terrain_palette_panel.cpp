#include "terrain_palette_panel.h"

#include "panel_layout.h"
#include "terrain_type_form.h"

namespace cartouche {

namespace {

constexpr const char* kDialogTitle = "Terrain type";

ImVec4 toImVec4(Rgba c) { return ImVec4(c.r / 255.f, c.g / 255.f, c.b / 255.f, c.a / 255.f); }

}  // namespace

void choosePaletteEntry(EditorState& state, const TerrainVocabulary& vocabulary, TerrainId id) {
  if (!vocabulary.contains(id)) return;
  if (vocabulary.at(id).kind == TerrainKind::Hex)
    state.terrain = id;
  else
    state.sideFeature = id;
}

void TerrainPalettePanel::openDialog(std::optional<TerrainId> id, TerrainType draft) {
  editing_ = id;
  draft_ = std::move(draft);
  error_.clear();
  dialogRequested_ = true;
}

void TerrainPalettePanel::drawGroup(PanelContext& ctx, TerrainKind kind) {
  const TerrainVocabulary& v = ctx.tool.battle().vocabulary;
  const EditorState& state = ctx.tool.state;
  float swatchW = ImGui::GetFontSize() * 1.6f, swatchH = ImGui::GetFontSize();
  bool any = false;
  for (size_t i = 0; i < v.size(); ++i) {
    TerrainId id = TerrainId(i);
    const TerrainType& t = v.at(id);
    if (t.kind != kind) continue;
    any = true;
    ImGui::PushID(int(i));
    ImGui::ColorButton("##swatch", toImVec4(t.colour), ImGuiColorEditFlags_NoTooltip | ImGuiColorEditFlags_NoPicker,
                       ImVec2(swatchW, swatchH));
    ImGui::SameLine();
    bool chosen = kind == TerrainKind::Hex ? state.terrain == id : state.sideFeature == id;
    const std::string& name = t.name.empty() ? t.code : t.name;
    if (ImGui::Selectable(name.c_str(), chosen, ImGuiSelectableFlags_AllowDoubleClick)) {
      choosePaletteEntry(ctx.tool.state, v, id);
      focus_ = id;
      if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) openDialog(id, t);
    }
    places_["terrain:" + t.code] = ImVec2(0.5f * (ImGui::GetItemRectMin().x + ImGui::GetItemRectMax().x),
                                          0.5f * (ImGui::GetItemRectMin().y + ImGui::GetItemRectMax().y));
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("%s (%s)%s%s", name.c_str(), t.code.c_str(), t.notes.empty() ? "" : "\n", t.notes.c_str());
    if (ImGui::BeginPopupContextItem("##entry")) {
      if (ImGui::MenuItem("Edit...")) openDialog(id, t);
      ImGui::EndPopup();
    }
    ImGui::PopID();
  }
  if (!any) ImGui::TextDisabled("none yet");
}

void TerrainPalettePanel::drawDialog(PanelContext& ctx) {
  if (dialogRequested_) {
    ImGui::OpenPopup(kDialogTitle);
    dialogRequested_ = false;
  }
  ImGui::SetNextWindowSize(ImVec2(ImGui::GetFontSize() * 28.f, 0.f), ImGuiCond_Appearing);
  if (!ImGui::BeginPopupModal(kDialogTitle, nullptr, ImGuiWindowFlags_NoSavedSettings)) return;
  ImGui::TextUnformatted(editing_ ? "Edit terrain type" : "Add terrain type");
  ImGui::Separator();
  ImGui::PushItemWidth(ImGui::GetFontSize() * 16.f);
  drawTerrainTypeFields(draft_);
  ImGui::PopItemWidth();
  if (!error_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.f, 0.45f, 0.4f, 1.f));
    ImGui::TextWrapped("%s", error_.c_str());
    ImGui::PopStyleColor();
  }
  ImGui::Separator();
  if (ImGui::Button("OK", ImVec2(ImGui::GetFontSize() * 6.f, 0))) {
    Status s = applyTerrainType(ctx.tool, editing_, draft_);
    if (s) {
      if (!editing_) focus_ = TerrainId(ctx.tool.battle().vocabulary.size() - 1);
      ImGui::CloseCurrentPopup();
    } else {
      error_ = s.message();
    }
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel", ImVec2(ImGui::GetFontSize() * 6.f, 0)) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
    ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

void TerrainPalettePanel::draw(PanelContext& ctx) {
  if (!ImGui::Begin("Terrain", nullptr, kTabbedPanelFlags)) {
    ImGui::End();
    drawDialog(ctx);
    return;
  }
  const TerrainVocabulary& v = ctx.tool.battle().vocabulary;
  if (focus_ && !v.contains(*focus_)) focus_.reset();
  if (ImGui::Button("Add terrain type...")) openDialog(std::nullopt, newTerrainTypeDraft(v, TerrainKind::Hex));
  ImGui::SameLine();
  ImGui::BeginDisabled(!focus_);
  if (ImGui::Button("Edit...") && focus_) openDialog(focus_, v.at(*focus_));
  ImGui::EndDisabled();
  if (ImGui::CollapsingHeader("Hex terrain", ImGuiTreeNodeFlags_DefaultOpen)) drawGroup(ctx, TerrainKind::Hex);
  if (ImGui::CollapsingHeader("Hexside features", ImGuiTreeNodeFlags_DefaultOpen)) drawGroup(ctx, TerrainKind::Hexside);
  ImGui::End();
  drawDialog(ctx);
}

}  // namespace cartouche
