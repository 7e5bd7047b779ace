#include "leaders.h"

#include <algorithm>
#include <cmath>

namespace cartouche {

int drawLeaders(ImDrawList* list, ImFont* font, const LeaderMarks& marks, const MapView& view, ImVec2 origin, int width,
                int height) {
  const float r = std::clamp(float(view.zoom * 0.3), 5.f, 14.f);
  int drawn = 0;
  for (const LeaderMark& m : marks.marks) {
    Point p = view.worldToScreen(m.centre, width, height);
    ImVec2 c(origin.x + float(p.x), origin.y + float(p.y));
    if (c.x < origin.x - 4 * r || c.y < origin.y - 4 * r || c.x > origin.x + float(width) + 4 * r ||
        c.y > origin.y + float(height) + 4 * r)
      continue;
    ++drawn;
    list->AddCircleFilled(c, r, IM_COL32(m.colour.r, m.colour.g, m.colour.b, 255), 20);
    list->AddCircle(c, r, IM_COL32(20, 20, 20, 255), 20, 1.5f);
    // The star as a fan of ten triangles from its centre (it is star-shaped from there).
    ImVec2 pts[10];
    for (int i = 0; i < 10; ++i) {
      float a = float(-M_PI / 2 + i * M_PI / 5), k = (i % 2 ? 0.38f : 0.85f) * r;
      pts[i] = ImVec2(c.x + k * std::cos(a), c.y + k * std::sin(a));
    }
    for (int i = 0; i < 10; ++i) list->AddTriangleFilled(c, pts[i], pts[(i + 1) % 10], IM_COL32(255, 214, 64, 255));
    if (view.zoom < 18.0 || m.label.empty()) continue;
    float size = std::clamp(float(view.zoom * 0.45), 11.f, 16.f);
    ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0.f, m.label.c_str());
    ImVec2 at(c.x + r + 2.f, c.y - 0.5f * extent.y);
    list->AddRectFilled(ImVec2(at.x - 2.f, at.y - 1.f), ImVec2(at.x + extent.x + 2.f, at.y + extent.y + 1.f),
                        IM_COL32(25, 25, 25, 210), 3.f);
    list->AddText(font, size, at, IM_COL32(255, 236, 170, 255), m.label.c_str());
  }
  return drawn;
}

}  // namespace cartouche
