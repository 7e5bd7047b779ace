// Commands that edit the map: hex terrain and levels, hexside features and slopes, the grid and the map's size,
// and the metres layer from a DEM. Thread-safety: immutable values; applying one needs exclusive access to the
// battle (command.h).
#pragma once

#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "edit/command.h"

namespace cartouche {

// ---- Hexes -----------------------------------------------------------------------------------------------------
// Sets the terrain of each listed hex (map indices). With one terrain for all, a brush dab; with one terrain per
// hex, the inverse of a dab.
class PaintTerrain : public Command {
 public:
  PaintTerrain(std::vector<int> hexes, TerrainId terrain);
  explicit PaintTerrain(std::vector<std::pair<int, TerrainId>> values) : values_(std::move(values)) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;
  CommandPtr mergedWith(const Command& next) const override;

 private:
  std::vector<std::pair<int, TerrainId>> values_;
};

// Sets the elevation level of each listed hex.
class SetElevation : public Command {
 public:
  SetElevation(std::vector<int> hexes, int16_t level);
  explicit SetElevation(std::vector<std::pair<int, int16_t>> values) : values_(std::move(values)) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;
  CommandPtr mergedWith(const Command& next) const override;

 private:
  std::vector<std::pair<int, int16_t>> values_;
};

// ---- Hexsides --------------------------------------------------------------------------------------------------
// Puts a feature on each listed hexside (replacing the same feature type there, so its direction can change).
class SetHexsideFeature : public Command {
 public:
  SetHexsideFeature(std::vector<HexsideId> hexsides, HexsideFeature feature)
      : hexsides_(std::move(hexsides)), feature_(feature) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;
  CommandPtr mergedWith(const Command& next) const override;

 private:
  std::vector<HexsideId> hexsides_;
  HexsideFeature feature_;
};

// Removes one feature type (or, with no type, every feature and the slope override) from each listed hexside.
class ClearHexsideFeature : public Command {
 public:
  ClearHexsideFeature(std::vector<HexsideId> hexsides, std::optional<TerrainId> type)
      : hexsides_(std::move(hexsides)), type_(type) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;
  CommandPtr mergedWith(const Command& next) const override;

 private:
  std::vector<HexsideId> hexsides_;
  std::optional<TerrainId> type_;
};

// Overrides (or returns to derived) the slope on each listed hexside.
class SetSlopeOverride : public Command {
 public:
  SetSlopeOverride(std::vector<HexsideId> hexsides, SlopeOverride value)
      : hexsides_(std::move(hexsides)), value_(value) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;
  CommandPtr mergedWith(const Command& next) const override;

 private:
  std::vector<HexsideId> hexsides_;
  SlopeOverride value_;
};

// Puts whole hexside records back as they were (the inverse of the hexside commands).
class RestoreHexsides : public Command {
 public:
  explicit RestoreHexsides(std::vector<std::pair<HexsideId, HexsideRecord>> records) : records_(std::move(records)) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

 private:
  std::vector<std::pair<HexsideId, HexsideRecord>> records_;
};

// ---- The grid --------------------------------------------------------------------------------------------------
// Changes orientation, parity, label format or hex size; the size stays (see ResizeMap).
class ChangeGrid : public Command {
 public:
  explicit ChangeGrid(GridSettings grid) : grid_(std::move(grid)) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

 private:
  GridSettings grid_;
};

// Grows or shrinks the map on any edge (negative counts remove hexes); new hexes get `fill`.
class ResizeMap : public Command {
 public:
  ResizeMap(int left, int top, int right, int bottom, TerrainId fill)
      : left_(left), top_(top), right_(right), bottom_(bottom), fill_(fill) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

 private:
  int left_, top_, right_, bottom_;
  TerrainId fill_;
};

// Replaces the whole map (the inverse of grid changes and resizes).
class ReplaceMap : public Command {
 public:
  explicit ReplaceMap(HexMap map) : map_(std::make_shared<const HexMap>(std::move(map))) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

 private:
  std::shared_ptr<const HexMap> map_;
};

// ---- Metres -----------------------------------------------------------------------------------------------------
// Sets the metres layer of the map (heights from a DEM): one value per hex (NaN = unknown), or an empty vector for
// no layer. Its inverse restores the previous layer exactly, including its absence, so undo gives back the same file.
class SetHexMetres : public Command {
 public:
  explicit SetHexMetres(std::vector<float> metres) : metres_(std::move(metres)) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

 private:
  std::vector<float> metres_;
};

}  // namespace cartouche
