// What changed in ImGui's picture since the last frame, for UiCache (ui_cache.h): the rectangles of the window
// whose pixels may differ. ImGui rebuilds its draw lists every frame, but while a person pans or zooms the map the
// panels' lists come out the same, command for command, and so do their pixels. No GL here: the rectangles are
// computed as the OpenGL 3 backend clips, so a test can check them without a context.
//
// Rectangles are framebuffer pixels, y down, for a frame drawn at a framebuffer scale of 1 from DisplayPos (0, 0).
// Thread-safety: a plain value; use from one thread.
#pragma once

#include <imgui.h>

#include <unordered_map>
#include <vector>

#include "view/pixel_rect.h"

namespace cartouche {

// The pixels ImGui's OpenGL 3 backend lets a command with this clip rectangle touch: its scissor, truncated as the
// backend truncates it (empty when the backend skips the command).
PixelRect backendScissor(const ImVec4& clip, int framebufferHeight);
// The pixels a command can cover: its scissor cut down to the bounding box of its triangles (with a pixel to spare).
PixelRect commandBounds(const ImDrawList& list, const ImDrawCmd& command, int framebufferHeight);
// Appends `command` to `out` once for each of `rects` its triangles reach, its clip rectangle replaced by one the
// backend turns into its scissor cut down to that rectangle (nothing for a command with nothing to draw).
void appendCut(const ImDrawList& list, const ImDrawCmd& command, const std::vector<PixelRect>& rects,
               int framebufferHeight, ImVector<ImDrawCmd>& out);
// The union of commandBounds() over a list's commands.
PixelRect listExtent(const ImDrawList& list, int framebufferHeight);
PixelRect boundingBox(const PixelRect& a, const PixelRect& b);  // of the two, either of them empty
// A clip rectangle the backend turns into exactly `r` (whole pixels as floats; an empty one it skips).
ImVec4 clipRectFor(const PixelRect& r);
PixelRect intersection(const PixelRect& a, const PixelRect& b);
bool overlap(const PixelRect& a, const PixelRect& b);
// The pixels any of `rects` covers, as rectangles that do not overlap (none empty).
std::vector<PixelRect> disjointRects(const std::vector<PixelRect>& rects);
// The parts of `whole` that none of `rects` covers, as rectangles that do not overlap.
std::vector<PixelRect> uncoveredRects(const PixelRect& whole, const std::vector<PixelRect>& rects);
long area(const std::vector<PixelRect>& rects);

class UiChanges {
 public:
  // Compares the frame's window draw lists (in drawing order) with the last frame's and returns where the picture
  // may differ, clipped to `display`: the old and new extent of every list that changed (a command, a vertex, an
  // index, or its place in the order), appeared or went; the commands drawing a texture other than `font` (its
  // pixels can change under the same commands: the minimap); the whole display for a user callback. A list's
  // extent is the union of its commands' scissors, each cut down to the bounding box of its triangles.
  std::vector<PixelRect> update(const std::vector<const ImDrawList*>& lists, ImTextureID font,
                                const PixelRect& display);
  // The next update() finds every list new.
  void forget() { kept_.clear(); }

 private:
  struct Command {
    ImVec4 clip;
    ImTextureID texture;
    unsigned vtxOffset, idxOffset, elemCount;
    bool callback;
    bool operator==(const Command& o) const;
  };
  struct Kept {
    int order = -1;
    PixelRect extent;
    std::vector<ImDrawVert> vertices;
    std::vector<ImDrawIdx> indices;
    std::vector<Command> commands;
    bool seen = false;
  };
  std::unordered_map<const ImDrawList*, Kept> kept_;
};

}  // namespace cartouche
