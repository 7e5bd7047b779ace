// How a battle becomes the renderer's textures, on the CPU and without GL so it can be tested alone. Texel
// coordinates carry a one-hex border: hex (col, row) in offset coordinates sits at texel (col + 1, row + 1), so
// the shader can read any neighbour of a map hex without a bounds test. The layout of each texel is documented
// in shaders/hex_map.frag. Thread-safety: pure functions over a battle that must not change meanwhile.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "edit/change_set.h"
#include "model/battle.h"
#include "view/relief.h"

namespace cartouche {

constexpr uint16_t kOffMapTerrain = 0xffff;
// Hexside features the shader reads per hexside; further ones on the same hexside are not drawn.
constexpr int kFeaturesPerHexside = 4;

using HexTexel = std::array<uint32_t, 4>;   // RGBA32UI
using SideTexel = std::array<uint16_t, 4>;  // RGBA16UI

// A grid of four-channel texels, row-major, with the map's one-hex border.
template <typename T>
struct TexelGrid {
  int width = 0;
  int height = 0;
  std::vector<T> data;
  T* at(int x, int y) { return &data[(size_t(y) * size_t(width) + size_t(x)) * 4]; }
  const T* at(int x, int y) const { return &data[(size_t(y) * size_t(width) + size_t(x)) * 4]; }
};

// The hex texel of offset (col, row), which may lie in the border: terrain, level bits, side bits (features,
// slopes, whether this hex is the higher side of each neighbour, paths), and the lowest path type id + 1 among its
// hexsides (the shader draws that path's junction at the hex centre).
HexTexel hexTexel(const Battle& battle, OffsetCoord c);
// The hexside texel of a hexside: up to four feature type ids + 1, edges first, then paths, then marks, so the
// shader layers a bridge over its road over its river in one pass.
SideTexel hexsideTexel(const Battle& battle, HexsideId id);
// The overview colour of a hex (far views): terrain colour, elevation tint and its most visible hexside feature
// blended in, as the detail pass would average out; alpha 0 off the map. Computed on the CPU so the far pass is
// one fetch a pixel.
std::array<uint8_t, 4> overviewTexel(const Battle& battle, const HexTexel& hex, const ReliefScale& relief);
// Texel position of a hexside in the hexside texture (of its owning hex).
OffsetCoord hexsideTexelPosition(const HexMap& map, HexsideId id);

// Whole textures, in one pass over the map and one over its hexsides (the same texels as the functions above).
TexelGrid<uint32_t> encodeHexes(const Battle& battle);
TexelGrid<uint16_t> encodeHexsides(const Battle& battle);
TexelGrid<uint8_t> encodeOverview(const Battle& battle, const TexelGrid<uint32_t>& hexes, const ReliefScale& relief);

// The vocabulary as the shader's TerrainTypes uniform block: kMaxRenderedTypes entries of four uint32 (colour
// RGBA8 packed little-endian, draw style, pattern code, 0). Types from kMaxRenderedTypes on are drawn grey.
constexpr int kMaxRenderedTypes = 1024;
std::vector<uint32_t> encodeTerrainTypes(const TerrainVocabulary& vocabulary);
// The shader's number for a vocabulary pattern name (0: plain, also for names it does not know).
uint8_t patternCode(const std::string& pattern);

// The texels an edit makes stale, in border-offset terms (texel = coordinate + 1). A level change reaches the
// neighbours' slope bits; a hexside change reaches both its hexes' side bits.
struct DirtyTexels {
  std::vector<OffsetCoord> hexes;  // offset coordinates, border included, sorted by row then column
  std::vector<HexsideId> hexsides;
};
DirtyTexels dirtyTexels(const HexMap& map, const ChangeSet& changes);

}  // namespace cartouche
