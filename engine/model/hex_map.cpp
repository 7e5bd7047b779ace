#include "model/hex_map.h"

#include <algorithm>
#include <cassert>
#include <cstring>

namespace cartouche {

bool HexsideRecord::has(TerrainId type) const {
  return std::any_of(features.begin(), features.end(), [&](const HexsideFeature& f) { return f.type == type; });
}

HexMap::HexMap(const GridSettings& grid, TerrainId fill)
    : grid_(grid), terrain_(size_t(grid.hexCount()), fill), level_(size_t(grid.hexCount()), 0) {
  assert(grid.validate().isOk());
}

int HexMap::indexOf(Hex h) const {
  OffsetCoord c = grid_.toOffset(h);
  if (c.col < 0 || c.row < 0 || c.col >= grid_.columns || c.row >= grid_.rows) return -1;
  return c.row * grid_.columns + c.col;
}

const HexsideRecord* HexMap::hexside(HexsideId id) const {
  auto it = hexsides_.find(id.key());
  return it == hexsides_.end() ? nullptr : &it->second;
}

void HexMap::setHexside(HexsideId id, HexsideRecord record) {
  if (record.empty()) {
    hexsides_.erase(id.key());
    return;
  }
  std::sort(record.features.begin(), record.features.end(),
            [](const HexsideFeature& a, const HexsideFeature& b) { return a.type < b.type; });
  hexsides_[id.key()] = std::move(record);
}

void HexMap::setFeature(HexsideId id, HexsideFeature feature) {
  HexsideRecord rec;
  if (const HexsideRecord* old = hexside(id)) rec = *old;
  auto it = std::find_if(rec.features.begin(), rec.features.end(),
                         [&](const HexsideFeature& f) { return f.type == feature.type; });
  if (it != rec.features.end())
    *it = feature;
  else
    rec.features.push_back(feature);
  setHexside(id, std::move(rec));
}

bool HexMap::derivedSlopeAt(HexsideId id) const {
  int a = indexOf(id.owner), b = indexOf(id.neighbour());
  return a >= 0 && b >= 0 && level_[size_t(a)] != level_[size_t(b)];
}

bool HexMap::slopeAt(HexsideId id) const {
  if (const HexsideRecord* rec = hexside(id)) {
    if (rec->slope == SlopeOverride::ForceOn) return true;
    if (rec->slope == SlopeOverride::ForceOff) return false;
  }
  return derivedSlopeAt(id);
}

HexMap HexMap::resized(int left, int top, int right, int bottom, TerrainId fill) const {
  GridSettings g = grid_;
  g.columns = grid_.columns + left + right;
  g.rows = grid_.rows + top + bottom;
  // Moving every hex by an odd number of shifted lines would swap which lines are pushed; flip the parity so the
  // content keeps its shape.
  int shiftAcross = grid_.orientation == Orientation::PointyTop ? top : left;
  if (shiftAcross % 2 != 0) g.shifted = g.shifted == ShiftedLines::Odd ? ShiftedLines::Even : ShiftedLines::Odd;
  HexMap out(g, fill);
  bool metres = hasMetres();
  if (metres) out.metres_.assign(size_t(g.hexCount()), NAN);
  for (int row = 0; row < grid_.rows; ++row) {
    int nrow = row + top;
    if (nrow < 0 || nrow >= g.rows) continue;
    for (int col = 0; col < grid_.columns; ++col) {
      int ncol = col + left;
      if (ncol < 0 || ncol >= g.columns) continue;
      size_t from = size_t(row) * size_t(grid_.columns) + size_t(col);
      size_t to = size_t(nrow) * size_t(g.columns) + size_t(ncol);
      out.terrain_[to] = terrain_[from];
      out.level_[to] = level_[from];
      if (metres) out.metres_[to] = metres_[from];
    }
  }
  for (const auto& [key, rec] : hexsides_) {
    HexsideId id = HexsideId::fromKey(key);
    OffsetCoord c = grid_.toOffset(id.owner);
    Hex moved = g.toHex({c.col + left, c.row + top});
    HexsideId nid{moved, id.dir};
    if (out.hexsideOnMap(nid)) out.hexsides_[nid.key()] = rec;
  }
  return out;
}

void HexMap::setGridKeepingSize(const GridSettings& grid) {
  assert(grid.columns == grid_.columns && grid.rows == grid_.rows);
  // Hexsides are keyed by axial hexes, which depend on orientation and parity: carry them over by offset position
  // and direction so each feature stays on the same hex and edge number.
  std::map<uint64_t, HexsideRecord> moved;
  for (const auto& [key, rec] : hexsides_) {
    HexsideId id = HexsideId::fromKey(key);
    Hex owner = grid.toHex(grid_.toOffset(id.owner));
    HexsideId nid{owner, id.dir};
    if (grid.contains(nid.owner) || grid.contains(nid.neighbour())) moved[nid.key()] = rec;
  }
  hexsides_ = std::move(moved);
  grid_ = grid;
}

bool operator==(const HexMap& a, const HexMap& b) {
  if (!(a.grid_ == b.grid_) || a.terrain_ != b.terrain_ || a.level_ != b.level_ || a.hexsides_ != b.hexsides_)
    return false;
  if (a.metres_.size() != b.metres_.size()) return false;
  // Bitwise, so NaN (unknown) equals NaN.
  return a.metres_.empty() || std::memcmp(a.metres_.data(), b.metres_.data(), a.metres_.size() * sizeof(float)) == 0;
}

}  // namespace cartouche
