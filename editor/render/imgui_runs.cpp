#include "imgui_runs.h"

#include <cmath>

namespace cartouche {

namespace {

bool solidVertex(const ImDrawVert& v, const SolidTexel& solid) {
  return (v.col >> IM_COL32_A_SHIFT & 0xFF) == 0xFF && v.uv.x == solid.uv.x && v.uv.y == solid.uv.y;
}

float area(const ImDrawVert& a, const ImDrawVert& b, const ImDrawVert& c) {
  return 0.5f * std::fabs((b.pos.x - a.pos.x) * (c.pos.y - a.pos.y) - (c.pos.x - a.pos.x) * (b.pos.y - a.pos.y));
}

void append(std::vector<TriangleRun>& out, unsigned first, unsigned count, bool opaque) {
  if (!out.empty() && out.back().opaque == opaque)
    out.back().count += count;
  else
    out.push_back({first, count, opaque});
}

}  // namespace

void splitTriangleRuns(const ImDrawVert* vertices, const ImDrawIdx* indices, unsigned count, ImTextureID texture,
                       const SolidTexel& solid, float minArea, std::vector<TriangleRun>& out) {
  out.clear();
  const bool atlas = texture == solid.atlas && solid.atlas != nullptr;
  unsigned runFirst = 0;
  bool runOpaque = false;
  float runArea = 0;
  // A run of opaque triangles is kept apart only when it covers minArea; else it joins the runs around it.
  auto close = [&](unsigned end) {
    if (end > runFirst) append(out, runFirst, end - runFirst, runOpaque && runArea >= minArea);
  };
  for (unsigned i = 0; i + 2 < count; i += 3) {
    const ImDrawVert& a = vertices[indices[i]];
    const ImDrawVert& b = vertices[indices[i + 1]];
    const ImDrawVert& c = vertices[indices[i + 2]];
    const bool opaque = atlas && solidVertex(a, solid) && solidVertex(b, solid) && solidVertex(c, solid);
    if (i == 0 || opaque != runOpaque) {
      close(i);
      runFirst = i;
      runOpaque = opaque;
      runArea = 0;
    }
    if (opaque) runArea += area(a, b, c);
  }
  close(count - count % 3);
}

}  // namespace cartouche
