#include "status_bar_panel.h"

#include <cstdio>
#include <string>

namespace cartouche {

std::string describeHover(const Battle& battle, const HoverInfo& hover) {
  const HexMap& map = battle.map;
  const GridSettings& grid = map.grid();
  std::string out;
  if (hover.onMap) {
    int i = map.indexOf(hover.hex);
    TerrainId t = map.terrain(i);
    out = grid.label(hover.hex) + "  " +
          (battle.vocabulary.contains(t) ? battle.vocabulary.at(t).name : "terrain #" + std::to_string(t)) +
          "  level " + std::to_string(map.level(i));
  } else {
    out = "off the map";
  }
  HexsideId side = hover.nearestSide;
  if (!map.hexsideOnMap(side)) return out;
  // Name the edge from the hovered hex's side, whichever hex owns it.
  int dir = side.owner == hover.hex ? side.dir : side.dir + 3;
  out += "  |  ";
  out += directionName(grid.orientation, dir);
  out += " edge: ";
  std::string features;
  if (const HexsideRecord* rec = map.hexside(side))
    for (const HexsideFeature& f : rec->features) {
      if (!features.empty()) features += ", ";
      features +=
          battle.vocabulary.contains(f.type) ? battle.vocabulary.at(f.type).name : "feature #" + std::to_string(f.type);
    }
  if (map.slopeAt(side)) features += features.empty() ? "slope" : ", slope";
  out += features.empty() ? "no features" : features;
  return out;
}

void StatusBarPanel::draw(const Battle& battle, const std::optional<HoverInfo>& hover, double zoom,
                          const std::string& coordinates) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  float height = ImGui::GetFrameHeight() + 2.f;
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x, vp->WorkPos.y + vp->WorkSize.y - height));
  ImGui::SetNextWindowSize(ImVec2(vp->WorkSize.x, height));
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                           ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8.f, 3.f));
  if (ImGui::Begin("##status", nullptr, flags)) {
    std::string text = hover ? describeHover(battle, *hover) : std::string("Move the mouse over the map");
    if (hover && !coordinates.empty()) text += "  |  " + coordinates;
    char zoomText[48];
    std::snprintf(zoomText, sizeof zoomText, "hex %.0f px", zoom * 2.0);
    const float zoomX = ImGui::GetWindowWidth() - ImGui::CalcTextSize(zoomText).x - 12.f;
    // A long line (ground, geographic and layer coordinates) is cut before the zoom, not written under it.
    const ImVec2 origin = ImGui::GetWindowPos();
    ImGui::PushClipRect(origin, ImVec2(origin.x + zoomX - 16.f, origin.y + ImGui::GetWindowHeight()), true);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopClipRect();
    ImGui::SameLine(zoomX);
    ImGui::TextUnformatted(zoomText);
  }
  ImGui::End();
  ImGui::PopStyleVar();
}

}  // namespace cartouche
