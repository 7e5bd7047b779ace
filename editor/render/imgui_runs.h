// How ImGuiRenderer splits one ImGui draw command: into runs of triangles, in their order, each either opaque and
// untextured (every vertex's colour has alpha 1 and samples the font atlas' white texel) or anything else. Drawn in
// order, an opaque run may skip blending and the texture fetch and change no pixel; on llvmpipe that halves what the
// panels' backgrounds cost. A run of opaque triangles smaller than `minArea` (square pixels) stays with its
// neighbours: a switch of state costs more than it saves there. No GL here, so tests need no context.
#pragma once

#include <imgui.h>

#include <vector>

namespace cartouche {

struct TriangleRun {
  unsigned first = 0;  // index into the command's indices (a multiple of 3)
  unsigned count = 0;  // indices
  bool opaque = false;
};

// What counts as opaque and untextured: the atlas texture and its white texel's coordinates.
struct SolidTexel {
  ImTextureID atlas = nullptr;
  ImVec2 uv;
};

// The runs of the `count` indices from `indices` (vertices from `vertices`, as ImDrawCmd's VtxOffset already applied),
// drawn with `texture`. Replaces `out`'s contents; adjacent runs differ in `opaque`.
void splitTriangleRuns(const ImDrawVert* vertices, const ImDrawIdx* indices, unsigned count, ImTextureID texture,
                       const SolidTexel& solid, float minArea, std::vector<TriangleRun>& out);

}  // namespace cartouche
