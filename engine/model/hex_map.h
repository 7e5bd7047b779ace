// The map of one battle: grid settings, one terrain per hex, an elevation level per hex (and metres where a DEM
// supplied them), and features on hexsides. Hexes are stored densely in offset order (index = row * columns +
// col); hexsides sparsely, one record per shared edge keyed by its canonical HexsideId. Slope hexsides are
// derived from level differences unless a hexside overrides them. Not thread-safe; edits go through commands.
#pragma once

#include <cmath>
#include <cstdint>
#include <map>
#include <vector>

#include "hex/grid.h"
#include "model/terrain.h"

namespace cartouche {

// Which of a hexside's two hexes a directional feature points to (the higher side of a contour, the side a
// redoubt front faces).
enum class Side : uint8_t { None, Owner, Neighbour };

struct HexsideFeature {
  TerrainId type = 0;
  Side toward = Side::None;
  friend bool operator==(HexsideFeature, HexsideFeature) = default;
};

enum class SlopeOverride : uint8_t { Derived, ForceOn, ForceOff };

struct HexsideRecord {
  std::vector<HexsideFeature> features;  // sorted by type, one entry per type
  SlopeOverride slope = SlopeOverride::Derived;
  bool empty() const { return features.empty() && slope == SlopeOverride::Derived; }
  bool has(TerrainId type) const;
  friend bool operator==(const HexsideRecord&, const HexsideRecord&) = default;
};

class HexMap {
 public:
  HexMap() : HexMap(GridSettings{}, 0) {}
  // REQUIRES: grid.validate() is ok.
  HexMap(const GridSettings& grid, TerrainId fill);

  const GridSettings& grid() const { return grid_; }
  int columns() const { return grid_.columns; }
  int rows() const { return grid_.rows; }
  int hexCount() const { return grid_.columns * grid_.rows; }

  bool contains(Hex h) const { return grid_.contains(h); }
  // -1 when the hex is off the map.
  int indexOf(Hex h) const;
  Hex hexAt(int index) const { return grid_.toHex({index % grid_.columns, index / grid_.columns}); }
  OffsetCoord offsetAt(int index) const { return {index % grid_.columns, index / grid_.columns}; }

  TerrainId terrain(int index) const { return terrain_[size_t(index)]; }
  void setTerrain(int index, TerrainId t) { terrain_[size_t(index)] = t; }
  const std::vector<TerrainId>& terrainData() const { return terrain_; }
  std::vector<TerrainId>& terrainData() { return terrain_; }

  int16_t level(int index) const { return level_[size_t(index)]; }
  void setLevel(int index, int16_t level) { level_[size_t(index)] = level; }
  const std::vector<int16_t>& levelData() const { return level_; }
  std::vector<int16_t>& levelData() { return level_; }

  // Metres above sea level from a DEM; NaN where unknown. Empty until a DEM is imported.
  bool hasMetres() const { return !metres_.empty(); }
  float metres(int index) const { return metres_.empty() ? NAN : metres_[size_t(index)]; }
  std::vector<float>& metresData() { return metres_; }
  const std::vector<float>& metresData() const { return metres_; }

  // Hexsides: on the map when at least one of their two hexes is.
  bool hexsideOnMap(HexsideId id) const { return contains(id.owner) || contains(id.neighbour()); }
  const HexsideRecord* hexside(HexsideId id) const;
  // An empty record erases the entry.
  void setHexside(HexsideId id, HexsideRecord record);
  // Puts `feature` on a hexside, replacing a feature of the same type there (so its side can change).
  void setFeature(HexsideId id, HexsideFeature feature);
  const std::map<uint64_t, HexsideRecord>& hexsides() const { return hexsides_; }

  // Slope on a hexside: its override, else whether the two hexes' levels differ (both must be on the map).
  bool slopeAt(HexsideId id) const;
  bool derivedSlopeAt(HexsideId id) const;

  // A copy grown or shrunk by the given number of hexes on each edge (negative removes). Content keeps its place
  // on the ground: when the first row (pointy) or column (flat) moves by an odd amount the shifted parity flips.
  // Hexsides that no longer touch the map are dropped. REQUIRES: the new size is valid.
  HexMap resized(int left, int top, int right, int bottom, TerrainId fill) const;
  // Same content, other grid settings of the same size (orientation, parity, labels, hex size).
  void setGridKeepingSize(const GridSettings& grid);

  friend bool operator==(const HexMap&, const HexMap&);

 private:
  GridSettings grid_;
  std::vector<TerrainId> terrain_;
  std::vector<int16_t> level_;
  std::vector<float> metres_;
  std::map<uint64_t, HexsideRecord> hexsides_;
};

}  // namespace cartouche
