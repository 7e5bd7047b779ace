// Copy and paste of a piece of map: hex terrain and level, and the hexside records between copied hexes, kept
// relative to an anchor hex in axial offsets. Pasting turns the piece by multiples of 60 degrees and mirrors it
// left to right on screen (in cube coordinates about the anchor, as the Wesnoth editor does) and clips it to the
// map. Cut and delete paint the vocabulary's default terrain. Pure functions: safe from any thread.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "edit/command_group.h"
#include "model/battle.h"

namespace cartouche {

struct ClipHex {
  Hex offset;  // from the anchor
  TerrainId terrain = 0;
  int16_t level = 0;
  friend bool operator==(const ClipHex&, const ClipHex&) = default;
};

// A hexside between two copied hexes: its canonical id, moved by the anchor offset, and its whole record.
struct ClipSide {
  HexsideId side;  // side.owner is an offset from the anchor
  HexsideRecord record;
  friend bool operator==(const ClipSide&, const ClipSide&) = default;
};

struct MapClip {
  std::vector<ClipHex> hexes;
  std::vector<ClipSide> sides;  // only hexsides that carry something
  bool empty() const { return hexes.empty(); }
  friend bool operator==(const MapClip&, const MapClip&) = default;
};

// How a clip is turned on paste: mirrored first, then turned `rotation` times 60 degrees clockwise on screen.
struct PasteTransform {
  int rotation = 0;  // any integer; taken modulo 6
  bool mirror = false;
};

// The hex of the selection nearest its middle: a natural handle to carry a pasted piece by.
// REQUIRES: every index is on the map. Returns (0, 0) for an empty selection.
Hex selectionAnchor(const HexMap& map, const std::vector<int>& selection);

// REQUIRES: every index is on the map.
MapClip copySelection(const HexMap& map, const std::vector<int>& selection, Hex anchor);

// An offset from the anchor after the transform. Mirroring depends on the orientation: left-right on screen is a
// different cube reflection for pointy- and flat-topped hexes.
Hex transformOffset(Hex offset, PasteTransform t, Orientation o);
HexsideId transformSide(HexsideId side, PasteTransform t, Orientation o, Side* swapped = nullptr);

// What a paste at `anchor` writes, clipped to the map: the hexes' terrain and level, and every hexside between
// two pasted hexes (set to the copied record, or emptied where the clip has none there).
struct PastePlan {
  std::vector<int> hexes;  // target indices, sorted
  std::vector<std::pair<int, TerrainId>> terrain;
  std::vector<std::pair<int, int16_t>> levels;
  std::vector<std::pair<HexsideId, HexsideRecord>> sides;
  // The command that carries it out as one undo step, all or nothing: a group of the terrain, the levels and the
  // hexsides (an empty group when the piece lands wholly off the map).
  std::unique_ptr<CommandGroup> command() const;
};
PastePlan planPaste(const HexMap& map, const MapClip& clip, Hex anchor, PasteTransform t);

// The first hex terrain of the vocabulary: what cut and delete leave behind.
std::optional<TerrainId> defaultHexTerrain(const TerrainVocabulary& vocabulary);
// Paints the default terrain over the selection; refused when the vocabulary has no hex terrain.
Result<CommandPtr> clearSelection(const Battle& battle, const std::vector<int>& selection);

}  // namespace cartouche
