// What the editor draws over the map that moves with it (hex labels, entry rings, counters, leaders), kept by
// MapRenderer::drawCached in a picture of its own, the map with the overlay over it: a pan draws it only in the strips
// it uncovers, and a thing that changes is drawn again where it was and where it is, over the map copied there from
// the map's own kept image. While a zoom eases it is drawn whole over the window each frame, sharp over the scaled
// map; when the easing stops, and after a jump, it is drawn whole into the shown picture again. On software GL this
// was most of what a panning frame drew (a few thousand anti-aliased triangles for a screen of counters, however
// little moved).
//
// `MapOverlay` is the frame's drawing: an ImDrawList for one view of a width x height picture, drawn with its
// top-left corner at origin() and moved to the picture's pixels by end(), each thing begun with thing(key). The key
// names the thing and everything its look depends on but its place: the place is its triangles' bounding box, compared
// frame to frame. `KeptOverlay` holds what the last frame's things covered and finds what changed. Thread-safety: one
// thread, the ImGui context whose shared data begin() was given current while drawing; KeptOverlay::draw REQUIRES that
// context's OpenGL 3 backend and a GL context current.
#pragma once

#include <imgui.h>

#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "map_placement.h"
#include "view/map_view.h"
#include "view/pixel_rect.h"

namespace cartouche {

// FNV-1a over the values a thing's look depends on.
class ThingKey {
 public:
  explicit ThingKey(const char* kind) { add(std::string(kind)); }
  ThingKey& add(const std::string& s) {
    bytes(s.data(), s.size());
    return add(uint64_t(s.size()));
  }
  // A value whose bytes are all of it (no padding, whose bytes would be whatever was there).
  template <typename T>
  ThingKey& add(const T& v) {
    static_assert(std::has_unique_object_representations_v<T> || std::is_floating_point_v<T>);
    bytes(&v, sizeof v);
    return *this;
  }
  uint64_t value() const { return hash_; }

 private:
  void bytes(const void* p, size_t n) {
    const auto* b = static_cast<const unsigned char*>(p);
    for (size_t i = 0; i < n; ++i) hash_ = (hash_ ^ b[i]) * 1099511628211ull;
  }
  uint64_t hash_ = 1469598103934665603ull;
};

// Where text over the map is placed: ImGui places text at whole pixels by truncating toward zero, which for text
// reaching past a picture's top or left edge (negative coordinates, where the map part starts at the window's edge)
// lands a pixel from where it lands elsewhere; placed at whole pixels first, it lands alike everywhere, drawn into a
// MapOverlay or over the window.
inline ImVec2 textPlace(ImVec2 p) { return ImVec2(std::floor(p.x), std::floor(p.y)); }

class MapOverlay {
 public:
  // Starts a frame's drawing for `view` in a width x height picture. `shared` is ImGui's (ImGui::
  // GetDrawListSharedData()) and `font` its font atlas' texture.
  void begin(ImDrawListSharedData* shared, ImTextureID font, const MapView& view, int width, int height);
  // Where the picture's top-left corner lies while drawing: far from zero, where ImGui's truncation of a place
  // toward zero is a floor for anything near the picture (textPlace() floors text itself, for the window's
  // background list, where the map part may start at zero).
  static ImVec2 origin() { return ImVec2(kOrigin, kOrigin); }
  // Moves what was drawn to the picture's pixels (origin() to 0, 0: exact in floats); call once, after drawing.
  void end();
  ImDrawList* list() { return list_.get(); }
  const ImDrawList* list() const { return list_.get(); }
  // What follows, until the next thing(), is one thing named `key`.
  void thing(uint64_t key) { marks_.push_back({key, list_->VtxBuffer.Size}); }

  struct Mark {
    uint64_t key;
    int firstVertex;
  };
  const std::vector<Mark>& marks() const { return marks_; }
  const MapView& view() const { return view_; }
  int width() const { return width_; }
  int height() const { return height_; }

 private:
  static constexpr float kOrigin = 1024.f;
  ImDrawListSharedData* shared_ = nullptr;
  std::unique_ptr<ImDrawList> list_;
  std::vector<Mark> marks_;
  MapView view_;
  int width_ = 0, height_ = 0;
};

class KeptOverlay {
 public:
  // The rectangles of a width x height picture whose overlay pixels changed since the last call: where a thing is
  // now and where it was (moved by (dx, dy) with the picture), for each thing whose key is new or gone or whose
  // bounding box moved otherwise. `overlay` may be null (nothing over the map). Remembers the things either way.
  std::vector<PixelRect> changes(const MapOverlay* overlay, int dx, int dy, int width, int height);
  // Draws the overlay into the bound framebuffer, in `rects` of the picture only (they must not overlap: a pixel
  // drawn twice would blend twice), the picture placed `at` in it (by default, the framebuffer is the picture).
  static void draw(MapOverlay& overlay, const std::vector<PixelRect>& rects, const MapPlacement& at = {});

 private:
  struct Thing {
    uint64_t key;
    float x0, y0, x1, y1;  // its triangles' bounding box, pixels
  };
  std::vector<Thing> things_;
};

}  // namespace cartouche
