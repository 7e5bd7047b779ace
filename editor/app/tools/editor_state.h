// Choices shared by the editor's tools and panels: the terrain and hexside feature to paint with, the brush size,
// the elevation level, the selection and the clipboard. Plain values owned by the EditorSession. Main thread.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/battle.h"

namespace cartouche {

// A piece of map on the clipboard: hexes relative to an anchor hex (axial offsets), with what they held.
struct ClipboardHex {
  Hex offset;
  TerrainId terrain = 0;
  int16_t level = 0;
};

struct EditorState {
  TerrainId terrain = 0;                  // hex terrain the brush and fill paint with
  std::optional<TerrainId> sideFeature;   // hexside feature the hexside tool draws
  int brushRadius = 0;                    // 0, 1, 2, 3: 1, 7, 19, 37 hexes
  int16_t level = 1;                      // elevation tool's "set level" value
  std::vector<int> selection;             // map indices, sorted
  std::vector<ClipboardHex> clipboard;
  uint64_t nextStroke = 1;                // stroke ids for undo merging
  uint64_t newStroke() { return nextStroke++; }
};

}  // namespace cartouche
