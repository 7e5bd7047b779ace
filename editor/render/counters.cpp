#include "counters.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace cartouche {

namespace {

ImU32 colourOf(Rgba c, int alpha = 255) { return IM_COL32(c.r, c.g, c.b, alpha); }

// Black or white, whichever reads better on `c`.
ImU32 inkOn(Rgba c) {
  double luminance = 0.299 * c.r + 0.587 * c.g + 0.114 * c.b;
  return luminance > 140 ? IM_COL32(15, 15, 15, 255) : IM_COL32(250, 250, 250, 255);
}

// Text centred on `centreX`, shrunk (down to 6 px) to fit `maxWidth`.
void centredText(ImDrawList* list, ImFont* font, float size, float centreX, float top, float maxWidth, ImU32 colour,
                 const std::string& text) {
  if (!font || text.empty()) return;
  ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0.f, text.c_str());
  if (extent.x > maxWidth && extent.x > 0) {
    size = std::max(6.f, size * maxWidth / extent.x);
    extent = font->CalcTextSizeA(size, 1e9f, 0.f, text.c_str());
  }
  ImVec4 clip(centreX - 0.5f * maxWidth, top - 1, centreX + 0.5f * maxWidth, top + size + 2);
  list->AddText(font, size, textPlace(ImVec2(centreX - 0.5f * extent.x, top)), colour, text.c_str(), nullptr, 0.f,
                &clip);
}

// The arm's NATO symbol inside the box [a, b].
void armSymbol(ImDrawList* list, ImFont* font, const std::optional<Arm>& arm, ImVec2 a, ImVec2 b, ImU32 ink,
               float thickness) {
  if (!arm) {
    centredText(list, font, (b.y - a.y) * 0.95f, 0.5f * (a.x + b.x), a.y, b.x - a.x, ink, "?");
    return;
  }
  switch (*arm) {
    case Arm::Infantry:
      list->AddLine(a, b, ink, thickness);
      list->AddLine(ImVec2(a.x, b.y), ImVec2(b.x, a.y), ink, thickness);
      break;
    case Arm::Cavalry:
      list->AddLine(ImVec2(a.x, b.y), ImVec2(b.x, a.y), ink, thickness);
      break;
    case Arm::Artillery:
      list->AddCircleFilled(ImVec2(0.5f * (a.x + b.x), 0.5f * (a.y + b.y)), 0.22f * (b.y - a.y) + 1.f, ink, 12);
      break;
    case Arm::Other:
      break;
  }
}

}  // namespace

void drawCounter(ImDrawList* list, ImFont* font, const CounterPlace& c, ImVec2 at, float s, ImVec2 facing,
                 bool selected, bool hovered) {
  const ImU32 ink = inkOn(c.colour);
  ImVec2 b(at.x + s, at.y + s);
  list->AddRectFilled(ImVec2(at.x + 2, at.y + 2), ImVec2(b.x + 2, b.y + 2), IM_COL32(0, 0, 0, 90), s * 0.08f);
  list->AddRectFilled(at, b, colourOf(c.colour), s * 0.08f);
  list->AddRect(at, b, IM_COL32(20, 20, 20, 255), s * 0.08f, 0, 1.f);
  // The NATO box: white, outlined in black, the arm's symbol inside.
  ImVec2 boxA(at.x + 0.25f * s, at.y + 0.09f * s), boxB(at.x + 0.75f * s, at.y + 0.39f * s);
  list->AddRectFilled(boxA, boxB, IM_COL32(250, 250, 245, 255));
  float line = std::max(1.f, s * 0.03f);
  armSymbol(list, font, c.arm, boxA, boxB, IM_COL32(15, 15, 15, 255), line);
  list->AddRect(boxA, boxB, IM_COL32(15, 15, 15, 255), 0.f, 0, line);
  float cx = at.x + 0.5f * s;
  centredText(list, font, 0.25f * s, cx, at.y + 0.42f * s, 0.94f * s, ink, c.label);
  centredText(list, font, 0.28f * s, cx, at.y + 0.68f * s, 0.94f * s, ink, c.values);
  if (facing.x != 0 || facing.y != 0) {
    // A wedge astride the counter's edge towards the facing; the square's edge lies 0.5 s from the centre along an
    // axis, up to 0.71 s along a diagonal.
    ImVec2 centre(cx, at.y + 0.5f * s);
    float reach = 0.5f * s / std::max(std::abs(facing.x), std::abs(facing.y));
    ImVec2 n(-facing.y, facing.x);
    ImVec2 tip(centre.x + facing.x * (reach + 0.16f * s), centre.y + facing.y * (reach + 0.16f * s));
    ImVec2 base(centre.x + facing.x * (reach - 0.04f * s), centre.y + facing.y * (reach - 0.04f * s));
    ImVec2 l(base.x + n.x * 0.13f * s, base.y + n.y * 0.13f * s), r(base.x - n.x * 0.13f * s, base.y - n.y * 0.13f * s);
    list->AddTriangleFilled(tip, l, r, IM_COL32(15, 15, 15, 255));
    list->AddTriangle(tip, l, r, IM_COL32(250, 250, 245, 255), 1.f);
  }
  if (selected)
    list->AddRect(ImVec2(at.x - 2, at.y - 2), ImVec2(b.x + 2, b.y + 2), IM_COL32(255, 220, 0, 255), 0, 0, 3.f);
  else if (hovered)
    list->AddRect(ImVec2(at.x - 1, at.y - 1), ImVec2(b.x + 1, b.y + 1), IM_COL32(255, 255, 255, 230), 0, 0, 2.f);
  if (c.level == c.stackSize - 1 && c.stackSize > 1) {
    float r = std::max(7.f, 0.15f * s);
    ImVec2 badge(b.x, at.y);
    list->AddCircleFilled(badge, r, IM_COL32(25, 25, 25, 255), 16);
    list->AddCircle(badge, r, IM_COL32(250, 250, 245, 255), 16, 1.f);
    std::string n = std::to_string(c.stackSize);
    centredText(list, font, 1.3f * r, badge.x, badge.y - 0.68f * r, 1.8f * r, IM_COL32(250, 250, 245, 255), n);
  }
}

void drawLeaderCounter(ImDrawList* list, ImFont* font, const CounterPlace& c, const std::string& rank, ImVec2 at,
                       float s) {
  const ImU32 ink = inkOn(c.colour);
  ImVec2 b(at.x + s, at.y + s);
  list->AddRectFilled(ImVec2(at.x + 2, at.y + 2), ImVec2(b.x + 2, b.y + 2), IM_COL32(0, 0, 0, 90), s * 0.08f);
  list->AddRectFilled(at, b, colourOf(c.colour), s * 0.08f);
  list->AddRect(at, b, IM_COL32(20, 20, 20, 255), s * 0.08f, 0, 1.f);
  // A five-pointed star, white outlined in black, centred in the upper third.
  const float cx = at.x + 0.5f * s, cy = at.y + 0.22f * s, outer = 0.15f * s, inner = 0.062f * s;
  ImVec2 star[10];
  for (int k = 0; k < 10; ++k) {
    const float r = k % 2 == 0 ? outer : inner, angle = -1.5707963f + float(k) * 0.6283185f;
    star[k] = ImVec2(cx + r * std::cos(angle), cy + r * std::sin(angle));
  }
  for (int k = 0; k < 10; ++k)  // a fan about the centre: ImGui fills only convex polygons
    list->AddTriangleFilled(ImVec2(cx, cy), star[k], star[(k + 1) % 10], IM_COL32(250, 250, 245, 255));
  list->AddPolyline(star, 10, IM_COL32(15, 15, 15, 255), ImDrawFlags_Closed, std::max(1.f, s * 0.02f));
  centredText(list, font, 0.15f * s, cx, at.y + 0.38f * s, 0.94f * s, ink, rank);
  centredText(list, font, 0.22f * s, cx, at.y + 0.53f * s, 0.94f * s, ink, c.label);
  centredText(list, font, 0.22f * s, cx, at.y + 0.75f * s, 0.94f * s, ink, c.values);
}

uint64_t counterKey(const CounterPlace& c, bool selected, bool hovered) {
  ThingKey k("counter");
  k.add(c.unit).add(c.label).add(c.values).add(c.colour).add(c.level).add(c.stackSize);
  k.add(c.facing ? *c.facing : -1).add(c.arm ? int(*c.arm) : -1).add(c.hex.q).add(c.hex.r);
  k.add(c.second.has_value()).add(c.second ? c.second->q : 0).add(c.second ? c.second->r : 0);
  return k.add(selected).add(hovered).value();
}

CounterDrawStats drawCounters(ImDrawList* list, ImFont* font, const CounterLayout& layout, const GridSettings& grid,
                              const MapView& view, ImVec2 origin, int width, int height,
                              const CounterHighlight& highlight, MapOverlay* things) {
  CounterDrawStats stats;
  const float s = float(view.zoom * CounterLayout::kSide);
  const double margin = 1.5;  // world units: a counter and its facing wedge reach this far from the hex centre
  WorldRect visible{view.screenToWorld({0, 0}, width, height),
                    view.screenToWorld({double(width), double(height)}, width, height)};
  const bool full = s >= kMinFullCounter, symbol = s >= kMinChipSymbol;
  for (const CounterPlace& c : layout.counters()) {
    if (c.centre.x < visible.min.x - margin || c.centre.x > visible.max.x + margin ||
        c.centre.y < visible.min.y - margin || c.centre.y > visible.max.y + margin)
      continue;
    if (c.unit == highlight.hidden) continue;
    Point p = view.worldToScreen(c.centre, width, height);
    const bool selected = highlight.selected.count(c.unit) > 0, hovered = highlight.hovered == c.unit;
    if (things) things->thing(counterKey(c, selected, hovered));
    if (c.second) {  // a two-hex unit: its second hex outlined in its colour, joined to the first
      Point q = view.worldToScreen(hexToPixel(worldLayout(grid), *c.second), width, height);
      ImVec2 a(origin.x + float(p.x), origin.y + float(p.y)), b(origin.x + float(q.x), origin.y + float(q.y));
      float h = 0.45f * std::max(s, 3.f);
      list->AddLine(a, b, colourOf(c.colour), std::max(1.f, 0.12f * s));
      list->AddRectFilled(ImVec2(b.x - h, b.y - h), ImVec2(b.x + h, b.y + h), colourOf(c.colour, 110), 0.08f * s);
      list->AddRect(ImVec2(b.x - h, b.y - h), ImVec2(b.x + h, b.y + h), colourOf(c.colour), 0.08f * s, 0, 2.f);
    }
    if (full) {
      ImVec2 at(origin.x + float(p.x) - 0.5f * s, origin.y + float(p.y) - 0.5f * s);
      ImVec2 facing(0, 0);
      if (c.facing) {
        Point v = facingVector(grid, c.hex, *c.facing);
        facing = ImVec2(float(v.x), float(v.y));
      }
      drawCounter(list, font, c, at, s, facing, selected, hovered);
      ++stats.full;
      continue;
    }
    // A chip: at least 3 px so every counter shows on a whole-map view.
    float h = 0.5f * std::max(3.f, s * 0.85f);
    ImVec2 a(origin.x + float(p.x) - h, origin.y + float(p.y) - h),
        b(origin.x + float(p.x) + h, origin.y + float(p.y) + h);
    list->AddRectFilled(a, b, colourOf(c.colour));
    if (symbol) {
      list->AddRect(a, b, selected ? IM_COL32(255, 220, 0, 255) : IM_COL32(20, 20, 20, 255), 0, 0,
                    selected ? 2.f : 1.f);
      float in = 0.3f * h;
      armSymbol(list, font, c.arm, ImVec2(a.x + in, a.y + in * 1.5f), ImVec2(b.x - in, b.y - in * 1.5f),
                inkOn(c.colour), 1.f);
      if (c.facing) {
        Point v = facingVector(grid, c.hex, *c.facing);
        ImVec2 centre(origin.x + float(p.x), origin.y + float(p.y));
        list->AddLine(ImVec2(centre.x + float(v.x) * h, centre.y + float(v.y) * h),
                      ImVec2(centre.x + float(v.x) * h * 1.5f, centre.y + float(v.y) * h * 1.5f),
                      IM_COL32(15, 15, 15, 255), 2.f);
      }
    } else if (selected) {
      list->AddRect(a, b, IM_COL32(255, 220, 0, 255));
    }
    ++stats.chips;
  }
  return stats;
}

}  // namespace cartouche
