// Commands that edit the period map layers (battle.layers) and where the grid lies on the ground. Thread-safety:
// immutable values; applying one needs exclusive access to the battle (command.h).
#pragma once

#include <optional>
#include <string>

#include "edit/command.h"

namespace cartouche {

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
