#include "minimap_panel.h"

#include <algorithm>

#include "panel_layout.h"

namespace cartouche {

MinimapPanel::~MinimapPanel() = default;

void MinimapPanel::onChanged(const Battle&, const ChangeSet& changes) {
  if (changes.grid || changes.vocabulary)
    rebuild_ = true;
  else {
    pending_.hexes.insert(pending_.hexes.end(), changes.hexes.begin(), changes.hexes.end());
    pending_.hexsides.insert(pending_.hexsides.end(), changes.hexsides.begin(), changes.hexsides.end());
  }
}

void MinimapPanel::refreshTexture(const Battle& battle) {
  if (!rebuild_ && pending_.hexes.empty() && pending_.hexsides.empty()) return;
  if (rebuild_) {
    image_ = buildMinimapImage(battle);
    texture_.upload(image_.width, image_.height, image_.pixels.data());
  } else {
    // Only the rectangle around the changed blocks goes up: a brush dab sends a few texels.
    PixelRect r = updateMinimapImage(image_, battle, pending_);
    texture_.update(r.x0, r.y0, r.x1, r.y1, image_.pixels.data());
  }
  rebuild_ = false;
  pending_ = {};
}

void MinimapPanel::follow(Document& doc) {
  following_ = doc.subscribe(*this);
  rebuild_ = true;
  pending_ = {};
}

void MinimapPanel::draw(PanelContext& ctx) {
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(kMinimapPadding, kMinimapPadding));
  bool open = ImGui::Begin("Minimap", nullptr, kDockedPanelFlags | ImGuiWindowFlags_NoScrollbar);
  ImGui::PopStyleVar();
  if (!open) {
    ImGui::End();
    return;
  }
  const Battle& battle = ctx.tool.document.battle();
  refreshTexture(battle);
  ImVec2 boxPos = ImGui::GetCursorScreenPos();
  ImVec2 boxSize = ImGui::GetContentRegionAvail();
  boxSize.x = std::max(boxSize.x, 8.f);
  boxSize.y = std::max(boxSize.y, 8.f);
  const GridSettings& grid = battle.map.grid();
  MinimapFrame frame = fitMinimapFrame(grid, {boxPos.x, boxPos.y}, {boxSize.x, boxSize.y});
  ImDrawList* list = ImGui::GetWindowDrawList();
  ImVec2 a(float(frame.origin.x), float(frame.origin.y));
  ImVec2 b(float(frame.origin.x + frame.size.x), float(frame.origin.y + frame.size.y));
  list->AddRectFilled(boxPos, ImVec2(boxPos.x + boxSize.x, boxPos.y + boxSize.y), IM_COL32(40, 42, 48, 255));
  // The last row and column of blocks may hold fewer hexes than `scale`: show only the texture's part the map fills.
  ImVec2 uv1(float(battle.map.columns()) / float(std::max(1, image_.width * image_.scale)),
             float(battle.map.rows()) / float(std::max(1, image_.height * image_.scale)));
  if (texture_.id()) list->AddImage(ImTextureID(intptr_t(texture_.id())), a, b, ImVec2(0, 0), uv1);

  // The rectangle of the main view that the panels leave uncovered.
  const MapView& view = ctx.mapView.view();
  const MapViewPanel::Insets& in = ctx.mapView.insets();
  Point w0 = view.screenToWorld({in.left, in.top}, ctx.tool.width, ctx.tool.height);
  Point w1 =
      view.screenToWorld({ctx.tool.width - in.right, ctx.tool.height - in.bottom}, ctx.tool.width, ctx.tool.height);
  // Held inside the box, so a view larger than the map still shows its outline along the box's edges.
  Point s0 = frame.toScreen(w0), s1 = frame.toScreen(w1);
  auto clampX = [&](double x) { return float(std::clamp(x, boxPos.x + 1.0, boxPos.x + boxSize.x - 1.0)); };
  auto clampY = [&](double y) { return float(std::clamp(y, boxPos.y + 1.0, boxPos.y + boxSize.y - 1.0)); };
  list->AddRect(ImVec2(clampX(s0.x), clampY(s0.y)), ImVec2(clampX(s1.x), clampY(s1.y)), IM_COL32(255, 230, 80, 255),
                0.f, 0, 2.f);

  // Click or drag recentres the main view on the point under the pointer.
  ImGui::InvisibleButton("##minimap", boxSize);
  if (ImGui::IsItemActive() && ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
    ImVec2 m = ImGui::GetIO().MousePos;
    Point world = frame.toWorld({m.x, m.y});
    WorldRect bounds = frame.world;
    world.x = std::clamp(world.x, bounds.min.x, bounds.max.x);
    world.y = std::clamp(world.y, bounds.min.y, bounds.max.y);
    ctx.mapView.centreOn(world);
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Click or drag to move the view");
  ImGui::End();
}

}  // namespace cartouche
