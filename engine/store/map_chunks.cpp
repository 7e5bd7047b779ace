#include "store/map_chunks.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace cartouche {

namespace {

// Little-endian regardless of the host, so files move between machines.
inline void put16(uint8_t* p, uint16_t v) {
  p[0] = uint8_t(v);
  p[1] = uint8_t(v >> 8);
}
inline uint16_t get16(const uint8_t* p) { return uint16_t(p[0] | (p[1] << 8)); }
inline void put32(uint8_t* p, uint32_t v) {
  for (int i = 0; i < 4; ++i) p[i] = uint8_t(v >> (8 * i));
}
inline uint32_t get32(const uint8_t* p) {
  return uint32_t(p[0]) | (uint32_t(p[1]) << 8) | (uint32_t(p[2]) << 16) | (uint32_t(p[3]) << 24);
}

}  // namespace

ChunkRect ChunkLayout::rect(int chunkColumn, int chunkRow) const {
  ChunkRect r;
  r.id = chunkRow * across() + chunkColumn;
  r.chunkColumn = chunkColumn;
  r.chunkRow = chunkRow;
  r.col0 = chunkColumn * kChunkSide;
  r.row0 = chunkRow * kChunkSide;
  r.width = std::min(kChunkSide, columns - r.col0);
  r.height = std::min(kChunkSide, rows - r.row0);
  return r;
}

int ChunkLayout::chunkOfIndex(int index) const {
  int col = index % columns, row = index / columns;
  return (row / kChunkSide) * across() + col / kChunkSide;
}

void encodeChunk(const HexMap& map, const ChunkRect& rect, ChunkBlobs& out) {
  size_t n = size_t(rect.hexCount());
  out.terrain.resize(2 * n);
  out.level.resize(2 * n);
  out.metres.resize(map.hasMetres() ? 4 * n : 0);
  const auto& terrain = map.terrainData();
  const auto& level = map.levelData();
  const auto& metres = map.metresData();
  size_t k = 0;
  for (int row = rect.row0; row < rect.row0 + rect.height; ++row) {
    size_t base = size_t(row) * size_t(map.columns()) + size_t(rect.col0);
    for (int i = 0; i < rect.width; ++i, ++k) {
      put16(&out.terrain[2 * k], terrain[base + size_t(i)]);
      put16(&out.level[2 * k], uint16_t(level[base + size_t(i)]));
      if (!out.metres.empty()) {
        uint32_t bits;
        std::memcpy(&bits, &metres[base + size_t(i)], 4);
        put32(&out.metres[4 * k], bits);
      }
    }
  }
}

void decodeChunk(const ChunkRect& rect, std::span<const uint8_t> terrain, std::span<const uint8_t> level,
                 std::span<const uint8_t> metres, HexMap& map) {
  auto& t = map.terrainData();
  auto& l = map.levelData();
  auto& m = map.metresData();
  bool withMetres = map.hasMetres() && !metres.empty();
  if constexpr (std::endian::native == std::endian::little) {
    // The stored layout is the host's: copy whole rows.
    for (int row = 0; row < rect.height; ++row) {
      size_t base = size_t(rect.row0 + row) * size_t(map.columns()) + size_t(rect.col0);
      size_t k = size_t(row) * size_t(rect.width), n = size_t(rect.width);
      std::memcpy(&t[base], &terrain[2 * k], 2 * n);
      std::memcpy(&l[base], &level[2 * k], 2 * n);
      if (withMetres) std::memcpy(&m[base], &metres[4 * k], 4 * n);
    }
    return;
  }
  size_t k = 0;
  for (int row = rect.row0; row < rect.row0 + rect.height; ++row) {
    size_t base = size_t(row) * size_t(map.columns()) + size_t(rect.col0);
    for (int i = 0; i < rect.width; ++i, ++k) {
      t[base + size_t(i)] = get16(&terrain[2 * k]);
      l[base + size_t(i)] = int16_t(get16(&level[2 * k]));
      if (withMetres) {
        uint32_t bits = get32(&metres[4 * k]);
        std::memcpy(&m[base + size_t(i)], &bits, 4);
      }
    }
  }
}

std::vector<uint8_t> encodeFeatures(const std::vector<HexsideFeature>& features) {
  std::vector<uint8_t> out(3 * features.size());
  for (size_t i = 0; i < features.size(); ++i) {
    put16(&out[3 * i], features[i].type);
    out[3 * i + 2] = uint8_t(features[i].toward);
  }
  return out;
}

Result<std::vector<HexsideFeature>> decodeFeatures(std::span<const uint8_t> blob) {
  if (blob.size() % 3 != 0)
    return Status::corrupt("features blob is " + std::to_string(blob.size()) +
                           " bytes, not a multiple of 3 (type uint16, side uint8)");
  std::vector<HexsideFeature> out(blob.size() / 3);
  for (size_t i = 0; i < out.size(); ++i) {
    out[i].type = get16(&blob[3 * i]);
    uint8_t side = blob[3 * i + 2];
    if (side > uint8_t(Side::Neighbour))
      return Status::corrupt("features entry " + std::to_string(i) + ": side " + std::to_string(side) +
                             " is not 0 (none), 1 (owner) or 2 (neighbour)");
    out[i].toward = Side(side);
    if (i > 0 && out[i].type <= out[i - 1].type)
      return Status::corrupt("features entry " + std::to_string(i) + ": types are not sorted and unique");
  }
  return out;
}

}  // namespace cartouche
