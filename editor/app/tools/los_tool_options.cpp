// The LOS tool's part of the tool options panel: the rule system, the line's ends and levels, the range, the blocker
// and why, the hexes crossed, and the viewshed overlay's settings.
#include <algorithm>
#include <string>

#include "brush_controls.h"
#include "los_tool.h"

namespace cartouche {

namespace {

constexpr size_t kMaxStepsListed = 80;
// Above this many hexes a whole-map viewshed takes long enough to notice (README.md, line-of-sight figures).
constexpr int kLargeMapHexes = 250000;  // a line across a big map lists its first steps and a count of the rest

std::string hexText(const Battle& b, Hex h) {
  const HexMap& m = b.map;
  if (!m.contains(h)) return m.grid().label(h) + " (off the map)";
  return m.grid().label(h) + " (level " + std::to_string(m.level(m.indexOf(h))) + ")";
}

std::string typeName(const Battle& b, const std::string& code) {
  std::optional<TerrainId> t = b.vocabulary.find(code);
  return t ? b.vocabulary.at(*t).name : code;
}

}  // namespace

std::string losStepsText(const Battle& battle, const std::vector<LineStep>& steps) {
  const GridSettings& g = battle.map.grid();
  std::string out;
  for (size_t i = 0; i < steps.size() && i < kMaxStepsListed; ++i) {
    if (i) out += ' ';
    out += g.label(steps[i].hex);
    if (steps[i].alongHexside) out += '|' + g.label(steps[i].other);
  }
  if (steps.size() > kMaxStepsListed) out += " ... and " + std::to_string(steps.size() - kMaxStepsListed) + " more";
  return out;
}

std::string losBlockerText(const Battle& battle, const LosResult& r) {
  if (r.visible) return "";
  const HexMap& m = battle.map;
  const GridSettings& g = m.grid();
  switch (r.blocker) {
    case LosBlocker::Hexside: {
      HexsideId s = r.blockingHexside;
      Hex named = g.contains(s.owner) ? s.owner : s.neighbour();
      int dir = named == s.owner ? s.dir : s.dir + 3;
      return typeName(battle, r.reason) + " on hexside " + g.label(named) + "/" + directionName(g.orientation, dir);
    }
    case LosBlocker::Unit:
      return "a unit in hex " + g.label(r.blockingHex);
    case LosBlocker::Hex:
      if (r.reason == "off-map") return "hex " + g.label(r.blockingHex) + " is off the map";
      if (r.ground) return "higher ground: " + typeName(battle, r.reason) + " in hex " + hexText(battle, r.blockingHex);
      return typeName(battle, r.reason) + " in hex " + hexText(battle, r.blockingHex);
    case LosBlocker::None:
      break;
  }
  return r.reason;
}

void LosTool::drawOptions(ToolContext& ctx) {
  refresh(ctx);
  const Battle& b = ctx.battle();
  ImGui::Text("Rules: %s", losRulesName(rules_));
  drawHint(losElevationRuleText(rules_));
  if (!rules_.alongHexsideEitherBlocks)
    drawHint("Along a hexside the line is blocked only where both hexes block.");
  else
    drawHint("Along a hexside the line is blocked where either hex blocks.");
  ImGui::Separator();
  if (line_) {
    const LosResult& r = line_->result;
    ImGui::Text("From %s", hexText(b, line_->from).c_str());
    ImGui::Text("To %s", hexText(b, line_->to).c_str());
    ImGui::Text("Range: %d %s", r.range, r.range == 1 ? "hex" : "hexes");
    if (r.visible) {
      ImGui::TextColored(ImVec4(0.35f, 0.9f, 0.45f, 1.f), "Clear line of sight");
    } else {
      ImGui::TextColored(ImVec4(1.f, 0.45f, 0.4f, 1.f), "Blocked");
      ImGui::TextWrapped("By %s", losBlockerText(b, r).c_str());
    }
    ImGui::Text("Crossed: %zu %s", r.crossed.size(), r.crossed.size() == 1 ? "step" : "steps");
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", losStepsText(b, r.crossed).c_str());
    ImGui::PopStyleColor();
    drawHint("a|b: the line runs along the hexside between a and b.");
  } else {
    drawHint("Drag from one hex to another to trace a line of sight. Escape clears it.");
  }

  ImGui::Separator();
  bool on = viewshedSettings.on;
  if (ImGui::Checkbox("Viewshed (V)", &on)) setViewshed(ctx, on);
  int shade = viewshedSettings.shadeVisible ? 1 : 0;
  ImGui::RadioButton("Shade hidden", &shade, 0);
  ImGui::SameLine();
  ImGui::RadioButton("Shade visible", &shade, 1);
  viewshedSettings.shadeVisible = shade == 1;
  ImGui::Checkbox("Whole map", &viewshedSettings.wholeMap);
  if (viewshedSettings.wholeMap && b.map.hexCount() > kLargeMapHexes)
    drawHint("On a map this size every move to another hex traces a line to each of its hexes: expect a pause.");
  if (!viewshedSettings.wholeMap) {
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.f);
    if (ImGui::InputInt("Range (hexes)", &viewshedSettings.range))
      viewshedSettings.range = std::clamp(viewshedSettings.range, 0, ViewshedSettings::kMaxRange);
  }
  refresh(ctx);
  if (viewshedSettings.on && viewshed_.ready()) {
    ImGui::Text("From %s: %d of %d hexes seen", b.map.grid().label(viewshed_.origin()).c_str(),
                viewshed_.visibleCount(), viewshed_.inRangeCount());
    ImGui::TextDisabled("Range %d, computed in %.1f ms", viewshed_.range(), viewshed_.lastMilliseconds());
  } else if (viewshedSettings.on) {
    drawHint("Point at a hex to see what can be seen from it.");
  }
}

}  // namespace cartouche
