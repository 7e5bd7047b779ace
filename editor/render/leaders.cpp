#include "leaders.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace cartouche {

int drawLeaders(ImDrawList* list, ImFont* font, const LeaderMarks& marks, const MapView& view, ImVec2 origin, int width,
                int height, MapOverlay* things) {
  const float r = float(leaderBadgeRadius(view.zoom));
  const bool labels = view.zoom >= 18.0;
  const float size = std::clamp(float(view.zoom * 0.45), 11.f, 16.f);
  auto screen = [&](Point world) {
    Point p = view.worldToScreen(world, width, height);
    return ImVec2(origin.x + float(p.x), origin.y + float(p.y));
  };
  // The badges on screen (and a margin for their labels), whose labels are laid out apart.
  std::vector<LeaderMark> shown;
  std::vector<LabelSize> sizes;
  for (const LeaderMark& m : marks.marks) {
    ImVec2 c = screen(m.centre);
    const float margin = labels ? 12.f * size : 4.f * r;
    if (c.x < origin.x - margin || c.y < origin.y - margin || c.x > origin.x + float(width) + margin ||
        c.y > origin.y + float(height) + margin)
      continue;
    shown.push_back(m);
    ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0.f, leaderLabelText(m).c_str());
    sizes.push_back({extent.x, extent.y});
  }
  int drawn = 0;
  for (const LeaderMark& m : shown) {
    ImVec2 c = screen(m.centre);
    if (c.x < origin.x - 4 * r || c.y < origin.y - 4 * r || c.x > origin.x + float(width) + 4 * r ||
        c.y > origin.y + float(height) + 4 * r)
      continue;
    ++drawn;
    if (things) things->thing(ThingKey("leader").add(m.leader).add(m.colour).add(m.arrives).add(r).value());
    list->AddCircleFilled(c, r, IM_COL32(m.colour.r, m.colour.g, m.colour.b, 255), 20);
    list->AddCircle(c, r, IM_COL32(20, 20, 20, 255), 20, 1.5f);
    // A leader still to arrive: ringed in the violet of the entry hexes.
    if (m.arrives > 0) list->AddCircle(c, r + 2.5f, IM_COL32(170, 90, 230, 255), 20, 2.5f);
    // The star as a fan of ten triangles from its centre (it is star-shaped from there).
    ImVec2 pts[10];
    for (int i = 0; i < 10; ++i) {
      float a = float(-M_PI / 2 + i * M_PI / 5), k = (i % 2 ? 0.38f : 0.85f) * r;
      pts[i] = ImVec2(c.x + k * std::cos(a), c.y + k * std::sin(a));
    }
    for (int i = 0; i < 10; ++i) list->AddTriangleFilled(c, pts[i], pts[(i + 1) % 10], IM_COL32(255, 214, 64, 255));
  }
  if (!labels) return drawn;
  // Labels after every badge, on dark plates where leaderLabelBoxes puts them: none covers another or a badge.
  std::vector<WorldBox> boxes = leaderLabelBoxes(shown, sizes, view.zoom, r);
  for (size_t i = 0; i < shown.size(); ++i) {
    if (shown[i].label.empty()) continue;
    ImVec2 a = screen(boxes[i].min), b = screen(boxes[i].max);
    if (b.x < origin.x || b.y < origin.y || a.x > origin.x + float(width) || a.y > origin.y + float(height)) continue;
    if (things) things->thing(ThingKey("leader label").add(shown[i].leader).add(leaderLabelText(shown[i])).value());
    list->AddRectFilled(a, b, IM_COL32(25, 25, 25, 210), 3.f);
    list->AddText(font, size, textPlace(ImVec2(a.x + 2.f, a.y + 1.f)), IM_COL32(255, 236, 170, 255),
                  leaderLabelText(shown[i]).c_str());
  }
  return drawn;
}

}  // namespace cartouche
