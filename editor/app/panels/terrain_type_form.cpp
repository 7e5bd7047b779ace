#include "terrain_type_form.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <string>

#include "edit/terrain_commands.h"

namespace cartouche {

namespace {

// The patterns the renderer draws (render/map_textures.cpp patternCode); the field still takes any word.
const char* const kPatterns[] = {"", "trees", "houses", "marsh", "dots", "hatch"};

void colourField(Rgba& c) {
  float v[4] = {c.r / 255.f, c.g / 255.f, c.b / 255.f, c.a / 255.f};
  if (ImGui::ColorEdit4("Colour", v, ImGuiColorEditFlags_AlphaBar | ImGuiColorEditFlags_DisplayHex)) {
    auto byte = [](float f) { return uint8_t(f <= 0.f ? 0 : f >= 1.f ? 255 : int(f * 255.f + 0.5f)); };
    c = {byte(v[0]), byte(v[1]), byte(v[2]), byte(v[3])};
  }
}

void patternField(std::string& pattern) {
  if (ImGui::BeginCombo("Pattern", pattern.empty() ? "(plain)" : pattern.c_str())) {
    for (const char* p : kPatterns)
      if (ImGui::Selectable(*p ? p : "(plain)", pattern == p)) pattern = p;
    ImGui::EndCombo();
  }
}

}  // namespace

void drawTerrainTypeFields(TerrainType& t) {
  ImGui::InputText("Code", &t.code);
  ImGui::InputText("Name", &t.name);
  int kind = t.kind == TerrainKind::Hex ? 0 : 1;
  if (ImGui::Combo("Kind", &kind, "hex terrain\0hexside feature\0")) {
    t.kind = kind == 0 ? TerrainKind::Hex : TerrainKind::Hexside;
    // Keep the draw style sensible for the kind: hexes fill, hexside features draw on the edge.
    if (t.kind == TerrainKind::Hex)
      t.draw = DrawStyle::Fill;
    else if (t.draw == DrawStyle::Fill)
      t.draw = DrawStyle::Edge;
  }
  if (t.kind == TerrainKind::Hexside) {
    int cls = t.hexsideClass == HexsideClass::Edge ? 0 : 1;
    if (ImGui::Combo("Hexside class", &cls, "edge (stream, wall...)\0crossing (road, bridge...)\0"))
      t.hexsideClass = cls == 0 ? HexsideClass::Edge : HexsideClass::Crossing;
  }
  int draw = int(t.draw);
  if (ImGui::Combo("Draw style", &draw,
                   "fill the hex\0line along the hexside\0path through the hexside\0"
                   "mark across the hexside\0"))
    t.draw = DrawStyle(draw);
  colourField(t.colour);
  patternField(t.pattern);
  ImGui::Checkbox("Blocks line of sight", &t.blocksLos);
  if (t.blocksLos) {
    ImGui::InputInt("LOS height (levels)", &t.losHeight);
    if (t.losHeight < 0) t.losHeight = 0;
  }
  ImGui::Checkbox("General order", &t.generalOrder);
  if (t.kind == TerrainKind::Hexside) {
    ImGui::Checkbox("Water", &t.water);
    ImGui::SameLine();
    ImGui::Checkbox("Needs water", &t.needsWater);
    ImGui::SameLine();
    ImGui::Checkbox("Directional", &t.directional);
  }
  ImGui::InputTextMultiline("Notes", &t.notes, ImVec2(0, ImGui::GetTextLineHeight() * 3.f));
}

Status applyTerrainType(ToolContext& ctx, std::optional<TerrainId> id, const TerrainType& type) {
  if (!id) return runCommand(ctx, std::make_unique<AddTerrainType>(type));
  const TerrainVocabulary& v = ctx.battle().vocabulary;
  if (v.contains(*id) && v.at(*id) == type) return Status::ok();
  return runCommand(ctx, std::make_unique<EditTerrainType>(*id, type));
}

TerrainType newTerrainTypeDraft(const TerrainVocabulary& vocabulary, TerrainKind kind) {
  TerrainType t;
  t.kind = kind;
  t.draw = kind == TerrainKind::Hex ? DrawStyle::Fill : DrawStyle::Edge;
  std::string base = kind == TerrainKind::Hex ? "terrain" : "feature";
  for (int n = int(vocabulary.size()) + 1;; ++n) {
    t.code = base + "-" + std::to_string(n);
    if (!vocabulary.find(t.code)) break;
  }
  t.name = "New " + std::string(kind == TerrainKind::Hex ? "terrain" : "hexside feature");
  return t;
}

}  // namespace cartouche
