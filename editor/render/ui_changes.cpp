#include "ui_changes.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace cartouche {

PixelRect backendScissor(const ImVec4& clip, int framebufferHeight) {
  // The backend's own arithmetic (imgui_impl_opengl3.cpp, 1.86): floats truncated to int, GL's rows counted up.
  if (!(clip.z > clip.x) || !(clip.w > clip.y)) return {};
  const int x = int(clip.x), w = int(clip.z - clip.x);
  const int glY = int(float(framebufferHeight) - clip.w), h = int(clip.w - clip.y);
  if (w <= 0 || h <= 0) return {};
  return {x, framebufferHeight - glY - h, x + w, framebufferHeight - glY};
}

ImVec4 clipRectFor(const PixelRect& r) {
  if (r.empty()) return ImVec4(0.f, 0.f, 0.f, 0.f);
  return ImVec4(float(r.x0), float(r.y0), float(r.x1), float(r.y1));
}

PixelRect intersection(const PixelRect& a, const PixelRect& b) {
  PixelRect r{std::max(a.x0, b.x0), std::max(a.y0, b.y0), std::min(a.x1, b.x1), std::min(a.y1, b.y1)};
  return r.empty() ? PixelRect{} : r;
}

bool overlap(const PixelRect& a, const PixelRect& b) { return !intersection(a, b).empty(); }

std::vector<PixelRect> disjointRects(const std::vector<PixelRect>& rects) {
  // Each rectangle adds the parts of it that the ones before did not cover.
  std::vector<PixelRect> out;
  for (const PixelRect& r : rects) {
    std::vector<PixelRect> pieces = uncoveredRects(r, out);
    out.insert(out.end(), pieces.begin(), pieces.end());
  }
  return out;
}

std::vector<PixelRect> uncoveredRects(const PixelRect& whole, const std::vector<PixelRect>& rects) {
  if (whole.empty()) return {};
  // Bands between the rows where a rectangle starts or ends; in each, the spans no rectangle covers. A span that
  // goes on unchanged from the band above lengthens that band's rectangle.
  std::vector<int> rows{whole.y0, whole.y1};
  std::vector<PixelRect> clipped;
  for (const PixelRect& r : rects) {
    PixelRect c = intersection(r, whole);
    if (c.empty()) continue;
    clipped.push_back(c);
    rows.push_back(c.y0);
    rows.push_back(c.y1);
  }
  std::sort(rows.begin(), rows.end());
  rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
  std::vector<PixelRect> out, open;  // open: the last band's rectangles, which the next may lengthen
  for (size_t b = 0; b + 1 < rows.size(); ++b) {
    const int y0 = rows[b], y1 = rows[b + 1];
    std::vector<std::pair<int, int>> covered;
    for (const PixelRect& c : clipped)
      if (c.y0 <= y0 && c.y1 >= y1) covered.push_back({c.x0, c.x1});
    std::sort(covered.begin(), covered.end());
    std::vector<PixelRect> band;
    int x = whole.x0;
    for (const auto& [a, e] : covered) {
      if (a > x) band.push_back({x, y0, a, y1});
      x = std::max(x, e);
    }
    if (x < whole.x1) band.push_back({x, y0, whole.x1, y1});
    std::vector<PixelRect> next;
    for (PixelRect r : band) {
      auto same = std::find_if(open.begin(), open.end(),
                               [&](const PixelRect& o) { return o.x0 == r.x0 && o.x1 == r.x1 && o.y1 == y0; });
      if (same != open.end()) {
        r.y0 = same->y0;
        open.erase(same);
      }
      next.push_back(r);
    }
    out.insert(out.end(), open.begin(), open.end());
    open = std::move(next);
  }
  out.insert(out.end(), open.begin(), open.end());
  return out;
}

long area(const std::vector<PixelRect>& rects) {
  long a = 0;
  for (const PixelRect& r : rects) a += long(r.x1 - r.x0) * (r.y1 - r.y0);
  return a;
}

namespace {

// The pixels a command's triangles can cover: a pixel is drawn when its centre is inside a triangle, so within the
// bounding box of the triangle's corners (a pixel's margin kept for rounding).
PixelRect vertexBounds(const ImDrawList& list, const ImDrawCmd& c) {
  float x0 = 1e30f, y0 = 1e30f, x1 = -1e30f, y1 = -1e30f;
  const ImDrawIdx* idx = list.IdxBuffer.Data + c.IdxOffset;
  const ImDrawVert* vtx = list.VtxBuffer.Data + c.VtxOffset;
  for (unsigned i = 0; i < c.ElemCount; ++i) {
    const ImVec2 p = vtx[idx[i]].pos;
    x0 = std::min(x0, p.x);
    y0 = std::min(y0, p.y);
    x1 = std::max(x1, p.x);
    y1 = std::max(y1, p.y);
  }
  if (!(x0 <= x1 && y0 <= y1)) return {};
  auto clampInt = [](float v) { return int(std::clamp(v, -1e8f, 1e8f)); };
  return {clampInt(std::floor(x0)) - 1, clampInt(std::floor(y0)) - 1, clampInt(std::ceil(x1)) + 1,
          clampInt(std::ceil(y1)) + 1};
}

}  // namespace

PixelRect commandBounds(const ImDrawList& list, const ImDrawCmd& command, int framebufferHeight) {
  return intersection(backendScissor(command.ClipRect, framebufferHeight), vertexBounds(list, command));
}

void appendCut(const ImDrawList& list, const ImDrawCmd& command, const std::vector<PixelRect>& rects,
               int framebufferHeight, ImVector<ImDrawCmd>& out) {
  if (command.ElemCount == 0) return;
  const PixelRect bounds = commandBounds(list, command, framebufferHeight),
                  scissor = backendScissor(command.ClipRect, framebufferHeight);
  for (const PixelRect& r : rects) {
    if (!overlap(bounds, r)) continue;
    ImDrawCmd piece = command;
    piece.ClipRect = clipRectFor(intersection(scissor, r));
    out.push_back(piece);
  }
}

PixelRect boundingBox(const PixelRect& a, const PixelRect& b) {
  if (a.empty()) return b;
  if (b.empty()) return a;
  return {std::min(a.x0, b.x0), std::min(a.y0, b.y0), std::max(a.x1, b.x1), std::max(a.y1, b.y1)};
}

PixelRect listExtent(const ImDrawList& list, int framebufferHeight) {
  PixelRect extent;
  for (const ImDrawCmd& c : list.CmdBuffer)
    if (c.ElemCount > 0 && !c.UserCallback) extent = boundingBox(extent, commandBounds(list, c, framebufferHeight));
  return extent;
}

bool UiChanges::Command::operator==(const Command& o) const {
  return std::memcmp(&clip, &o.clip, sizeof clip) == 0 && texture == o.texture && vtxOffset == o.vtxOffset &&
         idxOffset == o.idxOffset && elemCount == o.elemCount && callback == o.callback;
}

std::vector<PixelRect> UiChanges::update(const std::vector<const ImDrawList*>& lists, ImTextureID font,
                                         const PixelRect& display) {
  std::vector<PixelRect> changed, textures;
  for (auto& [list, kept] : kept_) kept.seen = false;
  std::vector<Command> commands;
  for (int order = 0; order < int(lists.size()); ++order) {
    const ImDrawList* list = lists[size_t(order)];
    commands.clear();
    PixelRect extent;
    for (const ImDrawCmd& c : list->CmdBuffer) {
      commands.push_back({c.ClipRect, c.TextureId, c.VtxOffset, c.IdxOffset, c.ElemCount, c.UserCallback != nullptr});
      if (c.UserCallback) {
        changed.push_back(display);
        continue;
      }
      if (c.ElemCount == 0) continue;
      const PixelRect s = intersection(commandBounds(*list, c, display.y1), display);
      if (s.empty()) continue;
      extent = boundingBox(extent, s);
      if (c.TextureId != font) textures.push_back(s);
    }
    Kept& kept = kept_[list];
    const bool same =
        kept.order == order && kept.commands == commands && kept.vertices.size() == size_t(list->VtxBuffer.Size) &&
        kept.indices.size() == size_t(list->IdxBuffer.Size) &&
        std::memcmp(kept.vertices.data(), list->VtxBuffer.Data, kept.vertices.size() * sizeof(ImDrawVert)) == 0 &&
        std::memcmp(kept.indices.data(), list->IdxBuffer.Data, kept.indices.size() * sizeof(ImDrawIdx)) == 0;
    if (!same) {
      changed.push_back(kept.extent);
      changed.push_back(extent);
      kept.order = order;
      kept.commands = commands;
      kept.vertices.assign(list->VtxBuffer.Data, list->VtxBuffer.Data + list->VtxBuffer.Size);
      kept.indices.assign(list->IdxBuffer.Data, list->IdxBuffer.Data + list->IdxBuffer.Size);
    }
    kept.extent = extent;
    kept.seen = true;
  }
  for (auto it = kept_.begin(); it != kept_.end();) {
    if (it->second.seen) {
      ++it;
      continue;
    }
    changed.push_back(it->second.extent);
    it = kept_.erase(it);
  }
  // After the lists' extents, which then stay whole where they can.
  changed.insert(changed.end(), textures.begin(), textures.end());
  for (PixelRect& r : changed) r = intersection(r, display);
  return disjointRects(changed);
}

}  // namespace cartouche
