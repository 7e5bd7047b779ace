// The viewshed overlay of the LOS tool: which hexes can be seen from one hex (LosMap::viewshed), kept until the
// origin, the range or the map changes, and drawn over the map as shading in screen pixels. Drawing costs what the
// screen shows, never what the map holds: hexes large on screen are drawn one by one, small ones are sampled on a
// grid of screen cells, so a 1000x1000 map at whole-map zoom draws no more than a 34x27 one. Main thread.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <vector>

#include "rules/los.h"
#include "tool.h"

namespace cartouche {

struct ViewshedSettings {
  bool on = false;
  int range = 20;             // hexes; kept while wholeMap is on
  bool wholeMap = false;      // every hex of the map, however far
  bool shadeVisible = false;  // shade the hexes seen instead of the hidden ones
  static constexpr int kMaxRange = 999;
};

class ViewshedOverlay {
 public:
  // The viewshed from `origin` (on the map) within `range` hexes, or the whole map for a negative range. Computes
  // only when the origin, the range or `mapRevision` differ from the last call; returns whether it did.
  bool update(const LosMap& map, uint64_t mapRevision, const GridSettings& grid, Hex origin, int range);
  // Forgets the viewshed (the pointer left the map, the overlay was switched off).
  void clear() { ready_ = false; }

  bool ready() const { return ready_; }
  Hex origin() const { return origin_; }
  // The range used: the one asked for, or for the whole map the distance to its farthest corner.
  int range() const { return range_; }
  // One byte per map index, as LosMap::viewshed gives it: 1 where visible within range().
  const std::vector<uint8_t>& visible() const { return visible_; }
  int visibleCount() const { return visibleCount_; }
  int inRangeCount() const { return inRangeCount_; }
  uint64_t computations() const { return computations_; }
  double lastMilliseconds() const { return lastMs_; }

  // Whether draw() shades map index `index`: hexes within range that are hidden (or, with shadeVisible, seen).
  bool shaded(const GridSettings& grid, int index, bool shadeVisible) const;
  // The colour of the shading over the hexes hidden (or, with shadeVisible, seen).
  static ImU32 shadeColour(bool shadeVisible);
  // The shading, the origin marked and, for a limited range, the edge of the range outlined.
  void draw(const ToolContext& ctx, ImDrawList* list, bool shadeVisible) const;

 private:
  bool inRange(Hex h) const { return distance(origin_, h) <= range_; }

  bool ready_ = false;
  Hex origin_;
  int asked_ = 0;  // the range asked for (negative: whole map)
  int range_ = 0;
  uint64_t revision_ = 0;
  std::vector<uint8_t> visible_;
  int visibleCount_ = 0, inRangeCount_ = 0;
  uint64_t computations_ = 0;
  double lastMs_ = 0;
};

}  // namespace cartouche
