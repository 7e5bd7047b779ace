// How a map's hexes are stored: the offset (column, row) rectangle cut into 64x64-hex chunks, one row of
// battle_map_chunks each, id = chunk_row * chunksAcross + chunk_column. Chunks on the right and bottom edges are
// narrower or shorter. Each chunk holds its hexes row by row: terrain as uint16 LE, level as int16 LE, and metres as
// float32 LE only when the map has metres. Thread-safety: pure functions.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "base/status.h"
#include "model/hex_map.h"

namespace cartouche {

constexpr int kChunkSide = 64;

struct ChunkRect {
  int id = 0;
  int chunkColumn = 0, chunkRow = 0;
  int col0 = 0, row0 = 0;  // first hex, offset coordinates
  int width = 0, height = 0;
  int hexCount() const { return width * height; }
};

struct ChunkLayout {
  int columns = 0, rows = 0;
  int across() const { return (columns + kChunkSide - 1) / kChunkSide; }
  int down() const { return (rows + kChunkSide - 1) / kChunkSide; }
  int count() const { return across() * down(); }
  ChunkRect rect(int chunkColumn, int chunkRow) const;
  ChunkRect rectOf(int id) const { return rect(id % across(), id / across()); }
  // The chunk that holds map index `index`.
  int chunkOfIndex(int index) const;
};

struct ChunkBlobs {
  std::vector<uint8_t> terrain, level, metres;  // metres empty when the map has none
};

// Encodes one chunk of `map`.
void encodeChunk(const HexMap& map, const ChunkRect& rect, ChunkBlobs& out);
// Decodes one chunk into `map`. REQUIRES: the blob sizes were checked (2, 2 and 4 bytes per hex; metres may be
// empty); metres are written only when `map.hasMetres()`.
void decodeChunk(const ChunkRect& rect, std::span<const uint8_t> terrain, std::span<const uint8_t> level,
                 std::span<const uint8_t> metres, HexMap& map);

// Hexside features: 3 bytes each, type uint16 LE then side (0 none, 1 owner, 2 neighbour), sorted by type.
std::vector<uint8_t> encodeFeatures(const std::vector<HexsideFeature>& features);
// Checks size, sides and order; the message names the field only (the caller adds table and row).
Result<std::vector<HexsideFeature>> decodeFeatures(std::span<const uint8_t> blob);

}  // namespace cartouche
