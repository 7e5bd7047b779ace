// Edit commands: values that change a Battle and return their own inverse (the Wesnoth editor's rule), so undo is
// "apply the inverse" and tests, the CLI and the editor's tools all drive the same code. A command validates before
// it touches anything: on error the battle is unchanged. Thread-safety: commands are immutable values; applying one
// needs exclusive access to the battle.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/battle.h"
#include "edit/change_set.h"
#include "base/status.h"

namespace cartouche {

class Command {
public:
  virtual ~Command() = default;
  // One line for the undo history ("Paint 7 hexes: woods").
  virtual std::string describe(const Battle& battle) const = 0;
  // Applies itself, adds what changed to `changes`, and returns the command that undoes it.
  virtual Result<std::unique_ptr<Command>> apply(Battle& battle, ChangeSet& changes) const = 0;
  // One command with the effect of this one followed by `next`, when both are of a kind that joins (the dabs of a
  // brush stroke); else null. The undo history uses it to name a whole stroke ("Paint 19 hexes: woods").
  virtual std::unique_ptr<Command> mergedWith(const Command& next) const {
    (void)next;
    return nullptr;
  }
};
using CommandPtr = std::unique_ptr<Command>;

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

// ---- Vocabulary and metadata -----------------------------------------------------------------------------------
class AddTerrainType : public Command {
public:
  explicit AddTerrainType(TerrainType type) : type_(std::move(type)) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

private:
  TerrainType type_;
};

// Removes the last terrain type; refused while the map still uses it (the inverse of AddTerrainType).
class RemoveLastTerrainType : public Command {
public:
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;
};

class EditTerrainType : public Command {
public:
  EditTerrainType(TerrainId id, TerrainType type) : id_(id), type_(std::move(type)) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

private:
  TerrainId id_;
  TerrainType type_;
};

// Sets (or, with no value, removes) one metadata entry.
class SetInfo : public Command {
public:
  SetInfo(std::string key, std::optional<std::string> value) : key_(std::move(key)), value_(std::move(value)) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

private:
  std::string key_;
  std::optional<std::string> value_;
};

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

// ---- Ruleset tables -------------------------------------------------------------------------------------------
// Puts `table` at `position` in battle.rules, replacing the table of the same code (which may move), or inserting
// it; with no table, removes the table `code`. The table must pass checkTableStructure; a code taken by another
// table is refused. The editor's table panel edits a copy and applies one of these per change (a cell, a row).
class SetRuleTable : public Command {
public:
  SetRuleTable(std::string code, std::optional<RuleTable> table, std::optional<size_t> position = std::nullopt,
               std::string label = "")
      : code_(std::move(code)), table_(std::move(table)), position_(position), label_(std::move(label)) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

private:
  std::string code_;
  std::optional<RuleTable> table_;
  std::optional<size_t> position_;  // index in battle.rules; none: where the old table was, else at the end
  std::string label_;               // for the history: "Edit cell row 3 cavalry"; empty: a generic label
};

// ---- Period map layers and the ground -----------------------------------------------------------------------
// Puts `layer` at `position` in battle.layers (0 = bottom), replacing the layer called `name` (which may move and be
// renamed), or inserting it on top; with no layer, removes the layer `name`. The layer must pass checkMapLayer; a
// name taken by another layer is refused. The raster itself stays where it is (a table in the file or a linked
// file): undoing a removal gives the row back. Edits of one property of one layer join (an opacity slider drag is
// one undo step) when their labels match.
class SetLayer : public Command {
public:
  SetLayer(std::string name, std::optional<MapLayer> layer, std::optional<size_t> position = std::nullopt,
           std::string label = "")
      : name_(std::move(name)), layer_(std::move(layer)), position_(position), label_(std::move(label)) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;
  CommandPtr mergedWith(const Command& next) const override;

private:
  std::string name_;
  std::optional<MapLayer> layer_;
  std::optional<size_t> position_;  // index in battle.layers; none: where the old layer was, else on top
  std::string label_;               // for the history ("Opacity of Jacoubet 1836"); empty: a generic label
};

// Places the grid on the ground (or, with none, removes the placement). Core cannot parse a CRS: callers check it
// with engine/geo's makeGridPlacement first; this refuses only an empty CRS and numbers that are not finite.
class SetGround : public Command {
public:
  SetGround(std::optional<GroundPlacement> ground, std::string label = "")
      : ground_(std::move(ground)), label_(std::move(label)) {}
  std::string describe(const Battle& b) const override;
  Result<CommandPtr> apply(Battle& b, ChangeSet& changes) const override;

private:
  std::optional<GroundPlacement> ground_;
  std::string label_;
};

}  // namespace cartouche
