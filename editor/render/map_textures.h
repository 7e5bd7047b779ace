// How a battle becomes the renderer's textures, on the CPU and without GL so it can be tested alone. Texel
// coordinates carry a one-hex border: hex (col, row) in offset coordinates sits at texel (col + 1, row + 1), so
// the shader can read any neighbour of a map hex without a bounds test. The layout of each texel is documented
// in shaders/hex_map.frag. Thread-safety: pure functions over a battle that must not change meanwhile.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/change_set.h"
#include "core/hex_map.h"
#include "core/terrain.h"

namespace cartouche {

constexpr uint16_t kOffMapTerrain = 0xffff;
// Hexside features the shader reads per hexside; further ones on the same hexside are not drawn.
constexpr int kFeaturesPerHexside = 4;

using Texel16 = std::array<uint16_t, 4>;

// A grid of RGBA16 texels, row-major, with the map's one-hex border.
struct TexelGrid {
  int width = 0;
  int height = 0;
  std::vector<uint16_t> data;
  uint16_t* at(int x, int y) { return &data[(size_t(y) * size_t(width) + size_t(x)) * 4]; }
  const uint16_t* at(int x, int y) const { return &data[(size_t(y) * size_t(width) + size_t(x)) * 4]; }
};

// The hex texel of offset (col, row), which may lie in the border: terrain, level bits, side bits.
Texel16 hexTexel(const HexMap& map, OffsetCoord c);
// The hexside texel of a hexside: up to four feature type ids + 1.
Texel16 hexsideTexel(const HexMap& map, HexsideId id);
// Texel position of a hexside in the hexside texture (of its owning hex).
OffsetCoord hexsideTexelPosition(const HexMap& map, HexsideId id);

// Whole textures, in one pass over the map and one over its hexsides (the same texels as the functions above).
TexelGrid encodeHexes(const HexMap& map);
TexelGrid encodeHexsides(const HexMap& map);

struct VocabularyTexels {
  int width = 256;
  int height = 1;
  std::vector<uint8_t> colours;  // RGBA8
  std::vector<uint8_t> styles;   // draw style, pattern, 0, 0
};
VocabularyTexels encodeVocabulary(const TerrainVocabulary& vocabulary);
// The shader's number for a vocabulary pattern name (0: plain, also for names it does not know).
uint8_t patternCode(const std::string& pattern);

// The texels an edit makes stale, in border-offset terms (texel = coordinate + 1). A level change reaches the
// neighbours' slope bits; a hexside change reaches both its hexes' side bits.
struct DirtyTexels {
  std::vector<OffsetCoord> hexes;     // offset coordinates, border included, sorted by row then column
  std::vector<HexsideId> hexsides;
};
DirtyTexels dirtyTexels(const HexMap& map, const ChangeSet& changes);

}  // namespace cartouche
