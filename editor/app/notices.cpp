#include "notices.h"

#include <algorithm>
#include <cfloat>
#include <cstdio>

namespace cartouche {

void Notices::post(const std::string& text) {
  if (text.empty()) return;
  const bool repeat = framesLeft_ > 0 && text == text_;
  text_ = text;
  framesLeft_ = kShownFrames;
  if (echo_ && !repeat) {
    std::printf("notice: %s\n", text.c_str());
    std::fflush(stdout);
  }
}

void Notices::draw(ImVec2 mapMin, ImVec2 mapMax) {
  if (framesLeft_ <= 0) return;
  --framesLeft_;
  const float alpha = std::min(1.f, float(framesLeft_ + 1) / float(kFadeFrames));
  ImFont* font = ImGui::GetFont();
  const float size = ImGui::GetFontSize(), pad = size * 0.6f;
  // Wide enough for a file path, never wider than the map area.
  const float wrap = std::max(size * 8.f, std::min(size * 36.f, mapMax.x - mapMin.x - 4.f * pad));
  const ImVec2 text = font->CalcTextSizeA(size, FLT_MAX, wrap, text_.c_str());
  const float centre = 0.5f * (mapMin.x + mapMax.x);
  const ImVec2 a(centre - 0.5f * text.x - pad, mapMax.y - size * 1.2f - text.y - 2.f * pad);
  const ImVec2 b(centre + 0.5f * text.x + pad, mapMax.y - size * 1.2f);
  // The foreground list: above every panel it may overlap (the problems strip), and it never takes the pointer, the
  // keyboard or focus. Opaque, so hex labels do not show through, until it fades.
  ImDrawList* list = ImGui::GetForegroundDrawList();
  auto colour = [alpha](int r, int g, int b) { return IM_COL32(r, g, b, int(255.f * alpha)); };
  list->AddRectFilled(a, b, colour(32, 35, 43), size * 0.3f);
  list->AddRect(a, b, colour(242, 199, 89), size * 0.3f, 0, 1.5f);
  list->AddText(font, size, ImVec2(a.x + pad, a.y + pad), colour(240, 240, 240), text_.c_str(), nullptr, wrap);
}

}  // namespace cartouche
